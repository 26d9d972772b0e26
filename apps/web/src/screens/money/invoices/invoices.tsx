import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  type BillRow,
  billFlow,
  CreateLogisticsInvoiceBody,
  calls,
  type LogisticsInvoiceDetail,
  type LogisticsInvoiceRow,
  logisticsInvoiceFlow,
  RequestLogisticsInvoiceBody,
  VoidLogisticsInvoiceBody,
} from '@wms/contract';
import { Alert, Button, DatePicker, Descriptions, Drawer, Form, Space, Spin, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { toast } from '../../../api/notify';
import { selectListQuery, useSelectList } from '../../../api/options';
import { FormModal, useDialog } from '../../../components/form/FormModal';
import { TextItem } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import { BodyFields } from '../../../components/setup/BodyFields';
import { useBodyRules } from '../../../components/setup/bodyRules';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { SetupList } from '../../../components/setup/SetupList';
import type { RowAction } from '../../../components/table/RowActions';
import { StateTag } from '../../../components/workflow/StateTag';
import { useOfferedMoves } from '../../../components/workflow/state';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { saveBlob } from '../../../utils/download';
import { formatDateTime } from '../../../utils/format';
import { useMoney } from '../prices/prices';

/** Who is asking: staff call `/LogisticsInvoice/` (every customer's, each button behind its
 * code), a customer `/UserLogisticsInvoice/` (their own). */
export type InvoiceScope = 'staff' | 'user';

/** The calls of a scope (paths, bodies, rows and permission codes). */
const tableOf = (scope: InvoiceScope) =>
  scope === 'staff'
    ? {
        list: calls.LogisticsInvoice.GetLogisticsInvoices,
        detail: calls.LogisticsInvoice.GetLogisticsInvoiceById,
        issue: calls.LogisticsInvoice.CreateLogisticsInvoice,
        download: calls.LogisticsInvoice.DownloadLogisticsInvoice,
      }
    : {
        list: calls.UserLogisticsInvoice.GetUserLogisticsInvoices,
        detail: calls.UserLogisticsInvoice.GetUserLogisticsInvoiceById,
        issue: calls.UserLogisticsInvoice.RequestUserLogisticsInvoice,
        download: calls.UserLogisticsInvoice.DownloadUserLogisticsInvoice,
      };

/** The typed clients of a scope. */
const apiOf = (scope: InvoiceScope) => ({
  detail: (Id: number) =>
    scope === 'staff'
      ? api.LogisticsInvoice.GetLogisticsInvoiceById({ Id })
      : api.UserLogisticsInvoice.GetUserLogisticsInvoiceById({ Id }),
  download: (Id: number) =>
    scope === 'staff'
      ? api.LogisticsInvoice.DownloadLogisticsInvoice({ Id })
      : api.UserLogisticsInvoice.DownloadUserLogisticsInvoice({ Id }),
});

/** Saves an invoice's PDF (in the console's language) as `<number>.pdf`. */
const downloadPdf = (scope: InvoiceScope, r: { Id: number; Number: string }) =>
  apiOf(scope)
    .download(r.Id)
    .then((b) => saveBlob(b, `${r.Number}.pdf`));

/**
 * The invoice columns both screens show; staff see (and filter by) the customer. The state is the
 * workflow's tag; the search box finds an invoice by its number.
 */
function useInvoiceColumns(staff: boolean): SetupColumn<LogisticsInvoiceRow>[] {
  const { t } = useTranslation('invoices');
  const label = useFieldLabel();
  const money = useMoney();
  const customers = useQuery({ ...selectListQuery('Customer'), enabled: staff });
  const currencies = useSelectList('Currency');
  const states = useSelectList('LogisticsInvoiceStatus');
  const amount = (key: 'Net' | 'Tax' | 'Amount'): SetupColumn<LogisticsInvoiceRow> => ({
    key,
    align: 'right',
    render: (v: string, r: LogisticsInvoiceRow) => money(v, r.CurrencyCode, 0),
  });
  return [
    {
      key: 'Content',
      title: t('invoiceSearch'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('invoiceSearchHint') },
    },
    { key: 'Number', title: t('invoiceNumber') },
    ...(staff
      ? [
          {
            key: 'CustomerName',
            search: { type: 'select' as const, name: 'CustomerId', options: customers.data ?? [] },
          },
        ]
      : []),
    {
      key: 'CurrencyCode',
      title: label('Currency'),
      search: { type: 'select', name: 'CurrencyId', options: currencies.data ?? [] },
    },
    {
      key: 'Status',
      title: t('state'),
      render: (v: number) => <StateTag workflow={logisticsInvoiceFlow} value={v} />,
      search: { type: 'select', options: states.data ?? [] },
    },
    { key: 'Title', title: t('invoiceTitle') },
    { key: 'PeriodStart', title: t('period'), render: (_: string, r) => `${r.PeriodStart} – ${r.PeriodEnd}` },
    amount('Amount'),
    amount('Net'),
    amount('Tax'),
    { key: 'BillCount', align: 'right' },
    { key: 'TaxNumber' },
    { key: 'OperatorName' },
    { key: 'Reason', ellipsis: true },
  ];
}

/** Everything about one invoice: who, what period, its totals (and in words) and its bills. */
function InvoiceDetailView({ inv, staff }: { inv: LogisticsInvoiceDetail; staff: boolean }) {
  const { t } = useTranslation('invoices');
  const label = useFieldLabel();
  const money = useMoney();
  const amount = (v: string) => money(v, inv.CurrencyCode, 0);
  return (
    <div data-testid="invoice-detail">
      <Descriptions column={2} bordered size="small">
        <Descriptions.Item label={t('invoiceNumber')}>{inv.Number}</Descriptions.Item>
        <Descriptions.Item label={t('state')}>
          <StateTag workflow={logisticsInvoiceFlow} value={inv.Status} />
        </Descriptions.Item>
        {staff ? <Descriptions.Item label={label('CustomerName')}>{inv.CustomerName}</Descriptions.Item> : null}
        <Descriptions.Item label={t('invoiceTitle')}>{inv.Title}</Descriptions.Item>
        <Descriptions.Item label={label('TaxNumber')}>{inv.TaxNumber}</Descriptions.Item>
        <Descriptions.Item label={t('period')}>
          {inv.PeriodStart} – {inv.PeriodEnd}
        </Descriptions.Item>
        <Descriptions.Item label={label('Currency')}>{inv.CurrencyCode}</Descriptions.Item>
        <Descriptions.Item label={label('Amount')}>{amount(inv.Amount)}</Descriptions.Item>
        <Descriptions.Item label={label('Net')}>{amount(inv.Net)}</Descriptions.Item>
        <Descriptions.Item label={label('Tax')}>{amount(inv.Tax)}</Descriptions.Item>
        <Descriptions.Item label={label('AmountInWords')} span={2}>
          <span data-testid="invoice-words">{inv.AmountInWords}</span>
        </Descriptions.Item>
        <Descriptions.Item label={label('OperatorName')}>{inv.OperatorName}</Descriptions.Item>
        <Descriptions.Item label={label('CreationTime')}>{formatDateTime(inv.CreationTime)}</Descriptions.Item>
        {inv.Reason ? (
          <Descriptions.Item label={label('Reason')} span={2}>
            {inv.Reason}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('bills')}
      </Typography.Title>
      <Table<BillRow>
        rowKey="Id"
        size="small"
        pagination={false}
        dataSource={inv.Bills}
        data-testid="invoice-bills"
        locale={{ emptyText: t('noBills') }}
        columns={[
          { key: 'Number', dataIndex: 'Number', title: t('billNumber') },
          { key: 'TypeName', dataIndex: 'TypeName', title: label('TypeName') },
          { key: 'SourceNumber', dataIndex: 'SourceNumber', title: label('SourceNumber') },
          {
            key: 'Status',
            dataIndex: 'Status',
            title: t('state'),
            render: (v: number) => <StateTag workflow={billFlow} value={v} />,
          },
          { key: 'PaidTime', dataIndex: 'PaidTime', title: label('PaidTime'), render: formatDateTime },
          { key: 'Net', dataIndex: 'Net', title: label('Net'), align: 'right', render: amount },
          { key: 'Tax', dataIndex: 'Tax', title: label('Tax'), align: 'right', render: amount },
          { key: 'Amount', dataIndex: 'Amount', title: label('Amount'), align: 'right', render: amount },
        ]}
      />
    </div>
  );
}

/** An invoice in a side drawer, loaded by its Id, with its PDF and its state history a button
 * away. */
function InvoiceDrawer({ scope, id, onClose }: { scope: InvoiceScope; id: number | undefined; onClose(): void }) {
  const { t } = useTranslation('invoices');
  const label = useFieldLabel();
  const [history, setHistory] = useState(false);
  const loaded = useQuery({
    queryKey: queryKeys.call(tableOf(scope).detail, { Id: id }),
    queryFn: () => apiOf(scope).detail(id!),
    enabled: id !== undefined,
  });
  const inv = id === undefined ? undefined : loaded.data;
  return (
    <Drawer
      open={id !== undefined}
      size="70%"
      onClose={onClose}
      title={inv ? t('invoiceTitleOf', { number: inv.Number }) : t('invoiceDetail')}
      data-testid="invoice-drawer"
      extra={
        inv ? (
          <Space>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void downloadPdf(scope, inv)}
              data-testid="drawer-download"
            >
              {t('download')}
            </Button>
            <Button onClick={() => setHistory(true)} data-testid="drawer-history">
              {label('StateHistory')}
            </Button>
          </Space>
        ) : null
      }
    >
      {inv ? <InvoiceDetailView inv={inv} staff={scope === 'staff'} /> : <Spin spinning={loaded.isFetching} />}
      <HistoryDrawer
        entity={logisticsInvoiceFlow.entity}
        record={history && inv ? { Id: inv.Id, title: inv.Number } : undefined}
        onClose={() => setHistory(false)}
      />
    </Drawer>
  );
}

/** From the first day of last month to today: last month's bills and this month's so far (those
 * on an invoice already are left out anyway). */
const defaultPeriod = (): [Dayjs, Dayjs] => [dayjs().subtract(1, 'month').startOf('month'), dayjs().startOf('day')];

interface IssueValues {
  CustomerId?: number;
  CurrencyId?: number;
  Period?: [Dayjs, Dayjs];
  Title?: string;
  TaxNumber?: string;
}

/**
 * Issues an invoice (staff, for the customer picked) or asks for one (a customer, their own): the
 * currency, the period as a date range (its days are UTC days, as the server counts them), the
 * invoice title (the customer's name when empty) and the tax number, each checked as the server
 * checks it. A refusal naming the period (no bills to invoice in it) shows under the range.
 */
function IssueDialog({ scope, onClose, onDone }: { scope: InvoiceScope; onClose(): void; onDone(): void }) {
  const staff = scope === 'staff';
  const { t } = useTranslation('invoices');
  const money = useMoney();
  const rules = useRules();
  const bodyRules = useBodyRules();
  const body = staff ? CreateLogisticsInvoiceBody : RequestLogisticsInvoiceBody;
  const name = staff ? t('issue') : t('request');
  return (
    <FormModal<IssueValues>
      name="invoiceIssue"
      open
      saysSuccess
      title={name}
      okText={name}
      initialValues={{ Period: defaultPeriod() }}
      alias={{ PeriodStart: 'Period', PeriodEnd: 'Period' }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async (v, o) => {
        const [start, end] = v.Period!;
        const request = {
          CurrencyId: Number(v.CurrencyId),
          PeriodStart: start.format('YYYY-MM-DD'),
          PeriodEnd: end.format('YYYY-MM-DD'),
          Title: v.Title || undefined,
          TaxNumber: v.TaxNumber || undefined,
        };
        const made = staff
          ? await api.LogisticsInvoice.CreateLogisticsInvoice({ ...request, CustomerId: Number(v.CustomerId) }, o)
          : await api.UserLogisticsInvoice.RequestUserLogisticsInvoice(request, o);
        toast(
          'success',
          t('issued', { number: made.Number, count: made.BillCount, amount: money(made.Amount, made.CurrencyCode, 0) }),
          undefined,
          8,
        );
        return made;
      }}
    >
      <BodyFields
        body={body}
        editing={false}
        fields={{
          PeriodStart: (
            <Form.Item
              name="Period"
              label={t('period')}
              required
              extra={t('periodHint')}
              rules={[rules.chosen(t('period'), true)]}
            >
              <DatePicker.RangePicker allowClear={false} style={{ width: '100%' }} data-testid="invoice-period" />
            </Form.Item>
          ),
          PeriodEnd: false,
          Title: (
            <TextItem
              name="Title"
              label={t('invoiceTitle')}
              max={100}
              extra={t('titleHint')}
              rules={[bodyRules.schema(body.shape.Title, t('invoiceTitle'))]}
            />
          ),
        }}
      />
    </FormModal>
  );
}

/**
 * Voids an issued invoice (staff, irreversible): the workflow's own confirmation naming it, that
 * it cannot be undone, and the reason the invoice and its history keep (required, as the server
 * checks it).
 */
function VoidDialog({ row, onClose, onDone }: { row: LogisticsInvoiceRow; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(['invoices', 'table']);
  const offered = useOfferedMoves(logisticsInvoiceFlow).find((m) => m.move === 'void');
  const names = `“${row.Number}”`;
  const label = offered?.label ?? 'void';
  return (
    <FormModal<{ Reason: string }>
      name="invoiceVoid"
      open
      saysSuccess
      title={label}
      okText={label}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async (v, o) => {
        const n = await api.LogisticsInvoice.VoidLogisticsInvoice({ Id: row.Id, Reason: v.Reason }, o);
        toast('success', t('invoices:voided', { number: row.Number }));
        return n;
      }}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="invoice-void-confirm"
        title={offered?.confirm?.(names) ?? names}
        description={t('table:irreversible')}
      />
      <BodyFields body={VoidLogisticsInvoiceBody} editing={false} />
    </FormModal>
  );
}

/**
 * Logistics invoices: staff see every customer's (`/LogisticsInvoice/`, each button behind its
 * code), a customer their own (`/UserLogisticsInvoice/`). A tab per state with its count; issuing
 * (staff for a customer) or asking for one (a customer); the detail with the bills it gathered;
 * the PDF; voiding (staff, from the workflow, with a reason); the state history.
 */
export function InvoiceScreen({ scope }: { scope: InvoiceScope }) {
  const staff = scope === 'staff';
  const { t } = useTranslation('invoices');
  const label = useFieldLabel();
  const table = tableOf(scope);
  const columns = useInvoiceColumns(staff);
  const moves = useOfferedMoves(logisticsInvoiceFlow);
  const [detail, setDetail] = useState<number>();
  const [history, setHistory] = useState<LogisticsInvoiceRow>();
  const voiding = useDialog<LogisticsInvoiceRow>();
  const issueLabel = staff ? t('issue') : t('request');

  const rowActions = (r: LogisticsInvoiceRow): RowAction[] => [
    { key: 'detail', label: t('view'), perm: table.detail.code ?? undefined, onClick: () => setDetail(r.Id) },
    {
      key: 'download',
      label: t('download'),
      perm: table.download.code ?? undefined,
      onClick: () => void downloadPdf(scope, r),
    },
    ...moves
      .filter((m) => logisticsInvoiceFlow.movesFrom(r.Status).includes(m.move))
      .map((m) => ({
        key: `move-${m.move}`,
        label: m.label,
        perm: m.perm,
        danger: m.irreversible,
        onClick: () => voiding.show(r),
      })),
    { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
  ];

  return (
    <SetupList<typeof table.list>
      screen={staff ? 'LogisticsInvoiceIndex' : 'UserLogisticsInvoiceIndex'}
      names={{ table: `invoices-${scope}`, search: `invoiceSearch-${scope}`, form: 'invoiceIssue' }}
      list={table.list}
      kind={t('invoice')}
      nameOf={(r) => r.Number}
      columns={columns}
      created
      tabs={{ workflow: logisticsInvoiceFlow, field: 'Status' }}
      add={{ call: table.issue, label: issueLabel }}
      dialog={(_, on) => <IssueDialog scope={scope} onClose={on.close} onDone={() => void on.done()} />}
      rowActions={rowActions}
    >
      {({ refresh }) => (
        <>
          <InvoiceDrawer scope={scope} id={detail} onClose={() => setDetail(undefined)} />
          <HistoryDrawer
            entity={logisticsInvoiceFlow.entity}
            record={history && { Id: history.Id, title: history.Number }}
            onClose={() => setHistory(undefined)}
          />
          {staff && voiding.open && voiding.data ? (
            <VoidDialog row={voiding.data} onClose={voiding.close} onDone={() => void refresh()} />
          ) : null}
        </>
      )}
    </SetupList>
  );
}
