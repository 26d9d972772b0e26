import { useQuery } from '@tanstack/react-query';
import {
  billFlow,
  calls,
  Money,
  type MoneySummaryCurrency,
  SPENDING_DAYS,
  type SpendingDay,
  type UserMoneyCurrency,
} from '@wms/contract';
import { Card, Col, Empty, Row, Space, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { useLang } from '../../i18n/useLang';
import { useBuiltRoutes } from '../../router/useBuiltRoutes';
import { formatMoney } from '../../utils/money';

// The dashboard's money at a glance (issue 29, item 7), loaded on its own (React.lazy in
// Dashboard.tsx) so that neither the dashboard's first paint nor the sign-in page waits for the
// chart library. A customer sees their own wallets, unpaid bills and 90 days of spending per
// currency; staff holding `MoneySummary:GetMoneySummary` see today's takings and what is owed.
// The figures' labels are the contract's (`walletTexts`, `moneySummaryTexts`), merged into the
// label catalogue by the call registry (`calls`), as on every screen.

type Currency = Pick<MoneySummaryCurrency, 'CurrencyCode' | 'CurrencySymbol' | 'Decimals'>;

/** An amount of a currency as people read it: the project's formatter, on the decimal text. */
function useAmount() {
  const lang = useLang();
  return (amount: string, c: Currency) =>
    formatMoney(amount, { Code: c.CurrencyCode, Symbol: c.CurrencySymbol, Decimals: c.Decimals }, lang);
}

/** A list screen's address with its filters in the URL (`usePagedList`), or null without the screen. */
function useScreenLink() {
  const routes = useBuiltRoutes();
  return (screen: string, filters?: Record<string, unknown>) => {
    const path = routes.pathOf(screen);
    if (!path) return null;
    return filters ? `${path}?q=${encodeURIComponent(JSON.stringify(filters))}` : path;
  };
}

const UNPAID = { Status: billFlow.state.Unpaid };

export default function MoneyAtAGlance({ scope }: { scope: 'customer' | 'staff' }) {
  return scope === 'customer' ? <CustomerMoney /> : <StaffMoney />;
}

function CustomerMoney() {
  const { t } = useTranslation('moneySummary');
  const link = useScreenLink();
  const summary = useQuery({
    queryKey: queryKeys.call(calls.UserMoneySummary.GetUserMoneySummary),
    queryFn: () => api.UserMoneySummary.GetUserMoneySummary({}),
    // Money moves with every payment: the dashboard asks again each time it opens.
    staleTime: 0,
  });
  const unpaid = link('UserBillIndex', UNPAID);
  const statements = link('UserAmountStatementIndex');
  const currencies = summary.data?.Currencies ?? [];
  return (
    <Card
      variant="borderless"
      title={t('title')}
      loading={summary.isPending}
      style={{ marginBottom: 16 }}
      data-testid="money-at-a-glance"
      extra={
        <Space size="middle" wrap>
          {unpaid ? (
            <Link to={unpaid} data-testid="money-unpaid-link">
              {t('viewUnpaid')}
            </Link>
          ) : null}
          {statements ? (
            <Link to={statements} data-testid="money-statements-link">
              {t('viewStatements')}
            </Link>
          ) : null}
        </Space>
      }
    >
      {currencies.length === 0 ? (
        <Empty description={t('noMoney')} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {currencies.map((c) => (
            <CustomerCurrency key={c.CurrencyId} c={c} />
          ))}
        </Space>
      )}
    </Card>
  );
}

function CustomerCurrency({ c }: { c: UserMoneyCurrency }) {
  const { t } = useTranslation('moneySummary');
  const label = useFieldLabel();
  const amount = useAmount();
  const figure = (field: string, value: string, testId?: string) => (
    <Col xs={12} md={6}>
      <Statistic
        title={`${label(field)} · ${c.CurrencyCode}`}
        value={value}
        valueRender={() => <span data-testid={testId}>{value}</span>}
      />
    </Col>
  );
  return (
    <div data-testid="money-currency" data-currency={c.CurrencyCode}>
      <Row gutter={[16, 16]}>
        {figure('Balance', amount(c.Balance, c), 'money-balance')}
        {figure('CreditLimit', amount(c.CreditLimit, c))}
        {figure('Available', amount(c.Available, c), 'money-available')}
        <Col xs={12} md={6}>
          <Statistic
            title={`${label('UnpaidCount')} · ${c.CurrencyCode}`}
            value={c.UnpaidCount}
            valueRender={() => (
              <span data-testid="money-unpaid">
                {c.UnpaidCount} · {amount(c.UnpaidAmount, c)}
              </span>
            )}
          />
        </Col>
      </Row>
      <Typography.Text type="secondary" style={{ display: 'block', margin: '16px 0 8px' }}>
        {t('spending', { days: SPENDING_DAYS })}
      </Typography.Text>
      <SpendingChart days={c.Spending} currency={c} />
    </div>
  );
}

/** The daily spending as bars. The bars' heights are numbers (a chart draws in pixels); every
 * amount a person reads, the axis's and the tooltip's, goes through the money formatter. */
function SpendingChart({ days, currency }: { days: SpendingDay[]; currency: Currency }) {
  const { t } = useTranslation('moneySummary');
  const { token } = theme.useToken();
  const amount = useAmount();
  const data = days.map((d) => ({ ...d, Value: Money.of(d.Amount).toDrawingNumber() }));
  return (
    <div data-testid="money-chart" style={{ width: '100%', height: 220 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
          <XAxis
            dataKey="Date"
            tickFormatter={(d: string) => d.slice(5)}
            minTickGap={24}
            tick={{ fontSize: 12, fill: token.colorTextSecondary }}
          />
          <YAxis
            width={80}
            tickFormatter={(v: number) => amount(String(v), currency)}
            tick={{ fontSize: 12, fill: token.colorTextSecondary }}
          />
          <Tooltip
            cursor={{ fill: token.colorFillTertiary }}
            content={({ active, payload }) => {
              const p = active ? (payload?.[0]?.payload as SpendingDay | undefined) : undefined;
              return p ? (
                <div
                  style={{
                    background: token.colorBgElevated,
                    boxShadow: token.boxShadowSecondary,
                    borderRadius: token.borderRadius,
                    padding: '6px 10px',
                  }}
                >
                  <div>{t('spentOn', { date: p.Date })}</div>
                  <strong>{amount(p.Amount, currency)}</strong>
                </div>
              ) : null;
            }}
          />
          <Bar dataKey="Value" fill={token.colorPrimary} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function StaffMoney() {
  const { t } = useTranslation('moneySummary');
  const label = useFieldLabel();
  const amount = useAmount();
  const link = useScreenLink();
  const summary = useQuery({
    queryKey: queryKeys.call(calls.MoneySummary.GetMoneySummary),
    queryFn: () => api.MoneySummary.GetMoneySummary({}),
    staleTime: 0,
  });
  const bills = link('BillIndex', UNPAID);
  const statements = link('AmountStatementIndex');
  const data = summary.data;
  const currencies = data?.Currencies ?? [];
  /** A row of figures per currency, `span` of 24 each. */
  const perCurrency = (span: number, figures: (c: MoneySummaryCurrency) => [string, string | number, string?][]) =>
    currencies.map((c) => (
      <Row gutter={[16, 16]} key={c.CurrencyId} data-testid="money-currency" data-currency={c.CurrencyCode}>
        {figures(c).map(([field, value, testId]) => (
          <Col xs={12} md={span} key={field}>
            <Statistic
              title={`${label(field)} · ${c.CurrencyCode}`}
              value={value}
              valueRender={() => <span data-testid={testId}>{value}</span>}
            />
          </Col>
        ))}
      </Row>
    ));
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="money-at-a-glance">
      <Col xs={24} xl={9}>
        <Card
          variant="borderless"
          title={t('takings')}
          loading={summary.isPending}
          style={{ height: '100%' }}
          data-testid="money-takings"
          extra={
            statements ? (
              <Link to={statements} data-testid="money-statements-link">
                {t('viewAmountStatements')}
              </Link>
            ) : null
          }
        >
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('takingsDay', { date: data?.Date ?? '' })}</Typography.Text>
            {perCurrency(12, (c) => [
              ['PaymentsToday', amount(c.PaymentsToday, c), 'money-payments-today'],
              ['RechargesToday', amount(c.RechargesToday, c), 'money-recharges-today'],
            ])}
          </Space>
        </Card>
      </Col>
      <Col xs={24} xl={15}>
        <Card
          variant="borderless"
          title={t('unpaidTitle')}
          loading={summary.isPending}
          style={{ height: '100%' }}
          data-testid="money-unpaid-totals"
          extra={
            bills ? (
              <Link to={bills} data-testid="money-unpaid-link">
                {t('viewBills')}
              </Link>
            ) : null
          }
        >
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {perCurrency(6, (c) => [
              ['UnpaidCount', c.UnpaidCount, 'money-unpaid-count'],
              ['UnpaidAmount', amount(c.UnpaidAmount, c), 'money-unpaid-amount'],
              ['OwingCustomers', c.OwingCustomers],
              ['Owed', amount(c.Owed, c), 'money-owed'],
            ])}
            <Typography.Text type="secondary" data-testid="money-customers-owing">
              {t('labelled', { label: label('CustomersOwing'), value: data?.CustomersOwing ?? 0 })}
            </Typography.Text>
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
