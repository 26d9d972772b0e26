import { CalculatorOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, calls } from '@wms/contract';
import { Alert, Button, Card, Collapse, Empty, Form, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { SelectItem } from '../../../components/form/fields';
import { showServerError } from '../../../components/form/serverError';
import { BodyFields } from '../../../components/setup/BodyFields';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useTitle } from '../../../i18n/useTitle';
import { placesOf, useMoney } from './prices';

/** What the trial answers: every channel, priced ones cheapest first, then those refusing. */
export type TrialChannel = AnswerOf<typeof calls.FreightTrial.GetFreightTrial>[number];
type TrialLine = TrialChannel['Lines'][number];

const trials = {
  staff: { call: calls.FreightTrial.GetFreightTrial, run: api.FreightTrial.GetFreightTrial },
  user: { call: calls.UserFreightTrial.GetFreightTrial, run: api.UserFreightTrial.GetFreightTrial },
} as const;
export type TrialScope = keyof typeof trials;

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', columnGap: 16 } as const;
const ROW = { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 } as const;

/** A breakdown line's quantity as read: kilograms, a number of steps, or nothing for a top-up. */
function useQuantity() {
  const { t } = useTranslation('quotation');
  return (l: TrialLine) =>
    l.Kind === 'first' || l.Kind === 'bracket'
      ? t('kg', { q: l.Quantity })
      : l.Kind === 'steps'
        ? t('steps', { q: l.Quantity })
        : l.Quantity === '1' || !l.Quantity
          ? ''
          : l.Quantity;
}

/** The price of one channel line by line, adding up to its total (a minimum or a rounding is a
 * line of its own). */
function Breakdown({ channel }: { channel: TrialChannel }) {
  const { t } = useTranslation('quotation');
  const money = useMoney();
  const quantity = useQuantity();
  const places = placesOf(channel.Total);
  const kinds: Record<string, string> = {
    first: t('kindFirst'),
    steps: t('kindSteps'),
    bracket: t('kindBracket'),
    minimum: t('kindMinimum'),
    rounding: t('kindRounding'),
  };
  return (
    <Table<TrialLine & { key: number }>
      size="small"
      pagination={false}
      data-testid="trial-breakdown"
      dataSource={channel.Lines.map((l, key) => ({ ...l, key }))}
      columns={[
        {
          key: 'name',
          title: t('item'),
          // The server names each line in the caller's language ("First 0.5 kg"); a line without
          // a name reads by its kind and quantity.
          render: (_, l) => l.Name || [kinds[l.Kind] ?? l.Kind, quantity(l)].filter(Boolean).join(' '),
        },
        {
          key: 'amount',
          title: t('amount'),
          align: 'right',
          render: (_, l) => money(l.Amount, channel.Currency, places),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <Typography.Text strong>{t('total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong>{money(channel.Total, channel.Currency, places)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

/** A channel that takes the parcel: its total (and in the currency asked for, with the rate), the
 * chargeable weight, the customs form, and the breakdown on demand. */
function PricedChannel({ channel: c, cheapest }: { channel: TrialChannel; cheapest: boolean }) {
  const { t } = useTranslation('quotation');
  const label = useFieldLabel();
  const money = useMoney();
  const places = placesOf(c.Total);
  return (
    <Card size="small" data-testid={`trial-priced-${c.TypeOfShippingId}`} className="trial-priced">
      <div style={ROW}>
        <div>
          <Space size={4} wrap>
            <Typography.Text strong data-testid="trial-channel">
              {c.TypeOfShippingName}
            </Typography.Text>
            {cheapest ? <Tag color="green">{t('cheapest')}</Tag> : null}
          </Space>
          <div>
            <Typography.Text type="secondary">
              {[c.CarrierName, c.QuotationName].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        </div>
        <div style={{ textAlign: 'right', marginLeft: 'auto' }}>
          <div style={{ fontSize: 20, fontWeight: 600 }} data-testid="trial-total">
            {money(c.Total, c.Currency, places)}
          </div>
          {c.Converted ? (
            <div data-testid="trial-converted">
              <Typography.Text>
                ≈ {money(c.Converted.Total, c.Converted.Currency, placesOf(c.Converted.Total))}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">
                {t('rate', { from: c.Currency, rate: c.Converted.Rate, to: c.Converted.Currency })}
              </Typography.Text>
            </div>
          ) : null}
        </div>
      </div>
      <Space size="large" wrap style={{ marginTop: 8 }}>
        <span data-testid="trial-chargeable">
          <Typography.Text type="secondary">{label('ChargeableWeight')}: </Typography.Text>
          {c.ChargeableWeight}
        </span>
        {c.CustomsForm ? (
          <span>
            <Typography.Text type="secondary">{label('CustomsForm')}: </Typography.Text>
            {c.CustomsForm}
          </span>
        ) : null}
      </Space>
      <Collapse
        ghost
        size="small"
        style={{ marginTop: 4 }}
        items={[
          {
            key: 'lines',
            label: <span data-testid="trial-breakdown-toggle">{t('breakdown')}</span>,
            children: <Breakdown channel={c} />,
          },
        ]}
      />
    </Card>
  );
}

/** A channel that does not take the parcel, and why. */
function RefusedChannel({ channel: c }: { channel: TrialChannel }) {
  return (
    <Card size="small" data-testid={`trial-refused-${c.TypeOfShippingId}`} className="trial-refused">
      <Space size={4} wrap>
        <Typography.Text strong data-testid="trial-channel">
          {c.TypeOfShippingName}
        </Typography.Text>
        {c.CarrierName ? <Typography.Text type="secondary">{c.CarrierName}</Typography.Text> : null}
      </Space>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} data-testid="trial-reasons">
        {c.Refusals.map((why) => (
          <li key={why}>
            <Typography.Text type="warning">{why}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The trial's answer: the channels that take the parcel, cheapest first (as the server orders
 * them), each with its price broken down; then the channels that refuse it, each with its reasons.
 */
export function TrialResult({ channels }: { channels: TrialChannel[] }) {
  const { t } = useTranslation('quotation');
  const priced = channels.filter((c) => c.Priced);
  const refused = channels.filter((c) => !c.Priced);
  return (
    <div data-testid="trial-result">
      <Typography.Title level={5}>{t('pricedCount', { count: priced.length })}</Typography.Title>
      {priced.length ? (
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          {priced.map((c, i) => (
            <PricedChannel key={c.TypeOfShippingId} channel={c} cheapest={i === 0 && priced.length > 1} />
          ))}
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noneTakes')} />
      )}
      {refused.length ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('refusedCount', { count: refused.length })}
          </Typography.Title>
          <Space orientation="vertical" size="small" style={{ width: '100%' }}>
            {refused.map((c) => (
              <RefusedChannel key={c.TypeOfShippingId} channel={c} />
            ))}
          </Space>
        </>
      ) : null}
    </div>
  );
}

/** Staff price for a customer, at that customer's prices; left empty, at the default ones. */
function CustomerField() {
  const { t } = useTranslation('quotation');
  const label = useFieldLabel();
  const customers = useSelectList('Customer');
  return (
    <SelectItem
      name="CustomerId"
      label={label('CustomerId')}
      extra={t('customerHint')}
      options={customers.data}
      loading={customers.isLoading}
    />
  );
}

/**
 * The freight trial, for staff (at a customer's prices when one is picked, else the default ones)
 * and for customers (at their own prices): the parcel's destination, weight, measures, pieces and
 * cargo in; every channel out. A field the server refuses shows under it; the answer follows a
 * language switch (it is asked again in the new language).
 */
export function FreightTrial({ scope }: { scope: TrialScope }) {
  const { t } = useTranslation('quotation');
  const title = useTitle();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [asked, setAsked] = useState<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const { call, run } = trials[scope];
  const screen = scope === 'staff' ? 'FreightTrialIndex' : 'UserFreightTrialIndex';
  const keyOf = (body: Record<string, unknown>) => queryKeys.call(call, body);
  const answer = useQuery({
    queryKey: keyOf(asked ?? {}),
    queryFn: () => run(asked as never, { silent: true }),
    enabled: !!asked,
  });

  const submit = async () => {
    let body: Record<string, unknown>;
    try {
      body = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await client.fetchQuery({
        queryKey: keyOf(body),
        queryFn: () => run(body as never, { silent: true }),
        staleTime: 0,
      });
      setAsked(body);
    } catch (e) {
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="borderless" title={title(`menu:${screen}`)} data-testid={`screen-${screen}`}>
      <Form form={form} name="trial" layout="vertical" initialValues={{ Pieces: 1 }}>
        <div style={GRID}>
          <BodyFields
            body={call.body}
            editing={false}
            labels={{
              Weight: t('weightKg'),
              Length: t('lengthCm'),
              Width: t('widthCm'),
              Height: t('heightCm'),
              CurrencyId: t('showIn'),
            }}
            fields={
              scope === 'staff'
                ? {
                    CustomerId: <CustomerField />,
                  }
                : undefined
            }
          />
        </div>
        <Button
          type="primary"
          icon={<CalculatorOutlined />}
          loading={busy}
          onClick={() => void submit()}
          data-testid="trial-submit"
        >
          {t('runTrial')}
        </Button>
      </Form>
      <div style={{ marginTop: 24 }}>
        {answer.data ? (
          <TrialResult channels={answer.data} />
        ) : answer.isError ? (
          <Alert type="error" showIcon title={(answer.error as Error).message} />
        ) : (
          <Typography.Text type="secondary">{t('trialHint')}</Typography.Text>
        )}
      </div>
    </Card>
  );
}
