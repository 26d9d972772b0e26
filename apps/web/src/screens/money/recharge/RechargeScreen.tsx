import { WalletOutlined } from '@ant-design/icons';
import { calls, Money, message, type RechargeRow, rechargeFlow } from '@wms/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectList } from '../../../api/options';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';
import { formatDateTime } from '../../../utils/format';
import { useCustomerOptions } from '../bills/bills';
import { useMoney } from '../prices/prices';
import { payPageUrl, RechargeDialog } from './RechargeDialog';

/** Who is asking: staff list every customer's recharges (`/RechargeRecord/`), a customer their
 * own (`/UserRechargeRecord/`), and only a customer recharges online. */
export type RechargeScope = 'staff' | 'user';

export const rechargeList = (scope: RechargeScope) =>
  scope === 'staff' ? calls.RechargeRecord.GetRechargeRecords : calls.UserRechargeRecord.GetUserRechargeRecords;

/**
 * The recharge columns of both screens; staff see (and filter by) the customer too. The search
 * box finds a recharge by its number; the currency is a filter (the amount carries it), the state
 * the workflow's tag; the bonus (what recharge coupons added) shows where there is one.
 */
export function useRechargeColumns(staff: boolean): SetupColumn<RechargeRow>[] {
  const { t } = useTranslation('recharge');
  const label = useFieldLabel();
  const money = useMoney();
  const customers = useCustomerOptions(staff);
  const currencies = useSelectList('Currency');
  const types = useSelectList('RechargeTypes');
  const states = useSelectList('OnlinePaymentStatus');
  return [
    {
      key: 'Content',
      title: t('rechargeNumber'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('rechargeNumber') },
    },
    { key: 'Number', title: t('rechargeNumber') },
    ...(staff
      ? [
          {
            key: 'CustomerName',
            search: { type: 'select' as const, name: 'CustomerId', options: customers.data ?? [] },
          },
        ]
      : []),
    {
      key: 'CurrencyId',
      title: label('Currency'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'select', options: currencies.data ?? [] },
    },
    { key: 'TypeName', search: { type: 'select', name: 'Type', options: types.data ?? [] } },
    {
      key: 'Status',
      title: t('state'),
      render: (v: number) => <StateTag workflow={rechargeFlow} value={v} />,
      search: { type: 'select', options: states.data ?? [] },
    },
    { key: 'Amount', align: 'right', render: (v: string, r: RechargeRow) => money(v, r.CurrencyCode, 0) },
    {
      key: 'Bonus',
      title: t('bonus'),
      align: 'right',
      // What coupons added: blank where none did (most recharges), so the amounts stand out.
      render: (v: string, r: RechargeRow) => (v && !Money.of(v).isZero() ? money(v, r.CurrencyCode, 0) : ''),
    },
    { key: 'ConfigurationName' },
    { key: 'ExpiresAt', render: formatDateTime },
    { key: 'PaidTime', render: formatDateTime },
    { key: 'Reason', ellipsis: true },
    { key: 'OperatorName' },
  ];
}

/** Whether the payer can still pay a recharge: it waits and its deadline has not passed (the
 * server answers its page only then; the list may be older than the deadline). */
export const canContinuePaying = (r: RechargeRow, now = Date.now()) =>
  !!r.PayUrl && r.Status === rechargeFlow.state.Pending && (!r.ExpiresAt || Date.parse(r.ExpiresAt) > now);

/**
 * Recharge records, online and by staff: a tab per state of the recharge workflow with its count,
 * the filters (number, customer for staff, currency, type, dates) and each record's state
 * history. Only the provider's verified callback moves a recharge, so nobody moves one here; a
 * customer starts an online recharge with Recharge, which takes them to the provider's page, and
 * goes back to the page of one still waiting (Continue paying) until its deadline.
 */
export function RechargeScreen({ scope }: { scope: RechargeScope }) {
  const staff = scope === 'staff';
  const { t } = useTranslation('recharge');
  const label = useFieldLabel();
  const lang = useLang();
  const list = rechargeList(scope);
  const columns = useRechargeColumns(staff);
  const [history, setHistory] = useState<RechargeRow>();
  const [recharging, setRecharging] = useState(false);
  return (
    <SetupList<typeof list>
      screen={staff ? 'RechargeRecordIndex' : 'UserRechargeRecordIndex'}
      names={{ table: `recharges-${scope}`, search: `rechargeSearch-${scope}` }}
      list={list}
      kind={message(lang, 'record.recharge')}
      nameOf={(r) => r.Number}
      columns={columns}
      created
      tabs={{ workflow: rechargeFlow, field: 'Status' }}
      toolbar={
        staff
          ? []
          : [
              {
                key: 'recharge',
                label: t('recharge'),
                icon: <WalletOutlined />,
                primary: true,
                onClick: () => setRecharging(true),
              },
            ]
      }
      rowActions={(r) => [
        {
          key: 'continuePaying',
          label: t('continuePaying'),
          hidden: staff || !canContinuePaying(r),
          // The provider's page, in this tab, as when the recharge was made.
          onClick: () => window.location.assign(payPageUrl(r.PayUrl, lang)),
        },
        { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
      ]}
    >
      <HistoryDrawer
        entity={rechargeFlow.entity}
        record={history && { Id: history.Id, title: history.Number }}
        onClose={() => setHistory(undefined)}
      />
      {!staff && recharging ? <RechargeDialog onClose={() => setRecharging(false)} /> : null}
    </SetupList>
  );
}
