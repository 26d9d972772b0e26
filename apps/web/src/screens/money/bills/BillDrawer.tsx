import { useQuery } from '@tanstack/react-query';
import { type BillDetail, type BillRow, BillType, billFlow, Money, type PaymentRow } from '@wms/contract';
import { Button, Descriptions, Drawer, Space, Spin, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';
import { useMoney } from '../prices/prices';
import { type BillScope, billApi, billDetailCall } from './bills';

type Line = BillDetail['Lines'][number];

/** Everything about one bill: what it is for and what it comes to, its charges, the payments and
 * refunds of it and, a statement bill, the bills it gathered. */
export function BillDetailView({ b, staff }: { b: BillDetail; staff: boolean }) {
  const { t } = useTranslation('bills');
  const label = useFieldLabel();
  const money = useMoney();
  const cycles = useSelectList('SettlementCycleTypes');
  const amount = (v: string) => money(v, b.CurrencyCode, 0);
  const section = (title: string, body: ReactNode) => (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {title}
      </Typography.Title>
      {body}
    </>
  );
  const statement = b.Type === BillType.Statement || b.Gathered.length > 0;
  return (
    <div data-testid="bill-detail">
      <Descriptions column={2} bordered size="small">
        <Descriptions.Item label={t('billNumber')}>{b.Number}</Descriptions.Item>
        {staff ? <Descriptions.Item label={label('CustomerName')}>{b.CustomerName}</Descriptions.Item> : null}
        <Descriptions.Item label={label('Type')}>{b.TypeName}</Descriptions.Item>
        <Descriptions.Item label={t('state')}>
          <StateTag workflow={billFlow} value={b.Status} />
        </Descriptions.Item>
        <Descriptions.Item label={label('Amount')}>{amount(b.Amount)}</Descriptions.Item>
        <Descriptions.Item label={label('Net')}>{amount(b.Net)}</Descriptions.Item>
        <Descriptions.Item label={label('Tax')}>{amount(b.Tax)}</Descriptions.Item>
        <Descriptions.Item label={label('Currency')}>{b.CurrencyCode}</Descriptions.Item>
        <Descriptions.Item label={label('SourceNumber')}>{b.SourceNumber}</Descriptions.Item>
        <Descriptions.Item label={label('Settlement')}>
          {cycles.data?.find((c) => c.value === b.Settlement)?.label ?? ''}
        </Descriptions.Item>
        {b.PeriodStart ? (
          <Descriptions.Item label={t('period')}>
            {b.PeriodStart} – {b.PeriodEnd}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={label('StatementNumber')}>{b.StatementNumber}</Descriptions.Item>
        <Descriptions.Item label={label('PaidTime')}>{formatDateTime(b.PaidTime)}</Descriptions.Item>
        <Descriptions.Item label={label('CreationTime')}>{formatDateTime(b.CreationTime)}</Descriptions.Item>
      </Descriptions>
      {section(
        t('lines'),
        <Table<Line>
          rowKey={(l) => `${l.ExpenseTypeId}-${l.Description}-${l.Gross}`}
          size="small"
          pagination={false}
          dataSource={b.Lines}
          data-testid="bill-lines"
          locale={{ emptyText: t('noLines') }}
          columns={[
            { key: 'ExpenseTypeName', dataIndex: 'ExpenseTypeName', title: label('ExpenseTypeName') },
            { key: 'Description', dataIndex: 'Description', title: label('Description') },
            { key: 'Net', dataIndex: 'Net', title: label('Net'), align: 'right', render: amount },
            { key: 'Tax', dataIndex: 'Tax', title: label('Tax'), align: 'right', render: amount },
            { key: 'Gross', dataIndex: 'Gross', title: label('Gross'), align: 'right', render: amount },
          ]}
        />,
      )}
      {section(
        t('payments'),
        <Table<PaymentRow>
          rowKey="Id"
          size="small"
          pagination={false}
          dataSource={b.Payments}
          data-testid="bill-payments"
          locale={{ emptyText: t('noPayments') }}
          columns={[
            { key: 'Number', dataIndex: 'Number', title: t('paymentNumber') },
            { key: 'TypeName', dataIndex: 'TypeName', title: label('TypeName') },
            { key: 'Amount', dataIndex: 'Amount', title: label('Amount'), align: 'right', render: amount },
            {
              key: 'Discount',
              dataIndex: 'Discount',
              title: label('Discount'),
              align: 'right',
              // What coupons took off: blank where none did.
              render: (v: string) => (v && !Money.of(v).isZero() ? amount(v) : ''),
            },
            {
              key: 'BalanceAfter',
              dataIndex: 'BalanceAfter',
              title: label('BalanceAfter'),
              align: 'right',
              render: amount,
            },
            { key: 'Reason', dataIndex: 'Reason', title: label('Reason') },
            { key: 'OperatorName', dataIndex: 'OperatorName', title: label('OperatorName') },
            {
              key: 'CreationTime',
              dataIndex: 'CreationTime',
              title: label('CreationTime'),
              render: formatDateTime,
            },
          ]}
        />,
      )}
      {statement
        ? section(
            t('gathered'),
            <Table<BillRow>
              rowKey="Id"
              size="small"
              pagination={false}
              dataSource={b.Gathered}
              data-testid="bill-gathered"
              locale={{ emptyText: t('noGathered') }}
              columns={[
                { key: 'Number', dataIndex: 'Number', title: t('billNumber') },
                { key: 'TypeName', dataIndex: 'TypeName', title: label('TypeName') },
                {
                  key: 'Status',
                  dataIndex: 'Status',
                  title: t('state'),
                  render: (v: number) => <StateTag workflow={billFlow} value={v} />,
                },
                { key: 'Amount', dataIndex: 'Amount', title: label('Amount'), align: 'right', render: amount },
                { key: 'SourceNumber', dataIndex: 'SourceNumber', title: label('SourceNumber') },
                {
                  key: 'CreationTime',
                  dataIndex: 'CreationTime',
                  title: label('CreationTime'),
                  render: formatDateTime,
                },
              ]}
            />,
          )
        : null}
    </div>
  );
}

/**
 * A bill in a side drawer, loaded by its Id (`GetBillById`, a customer's `GetUserBillById`), with
 * its state history a button away.
 */
export function BillDrawer({ scope, id, onClose }: { scope: BillScope; id: number | undefined; onClose(): void }) {
  const { t } = useTranslation('bills');
  const label = useFieldLabel();
  const [history, setHistory] = useState(false);
  const loaded = useQuery({
    queryKey: queryKeys.call(billDetailCall(scope), { Id: id }),
    queryFn: () => billApi(scope).detail(id!),
    enabled: id !== undefined,
  });
  const b = id === undefined ? undefined : loaded.data;
  return (
    <Drawer
      open={id !== undefined}
      size="70%"
      onClose={onClose}
      title={b ? t('billTitle', { number: b.Number }) : t('billDetail')}
      data-testid="bill-drawer"
      extra={
        b ? (
          <Space>
            <Button onClick={() => setHistory(true)} data-testid="drawer-history">
              {label('StateHistory')}
            </Button>
          </Space>
        ) : null
      }
    >
      {b ? <BillDetailView b={b} staff={scope === 'staff'} /> : <Spin spinning={loaded.isFetching} />}
      <HistoryDrawer
        entity={billFlow.entity}
        record={history && b ? { Id: b.Id, title: b.Number } : undefined}
        onClose={() => setHistory(false)}
      />
    </Drawer>
  );
}
