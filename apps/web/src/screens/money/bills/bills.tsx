import { useQuery } from '@tanstack/react-query';
import { type BillRow, billFlow, calls, Money, message, type PaymentRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { selectListQuery, useSelectList } from '../../../api/options';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';
import { formatDateTime } from '../../../utils/format';
import { useMoney } from '../prices/prices';

/** Who is asking: staff call `/Bill/` and `/PaymentRecord/` (every customer's, each button behind
 * its code), a customer `/UserBill/` and `/UserPaymentRecord/` (their own). */
export type BillScope = 'staff' | 'user';

/** The list and detail calls of a scope (paths, bodies, rows and permission codes). */
export const billList = (scope: BillScope) => (scope === 'staff' ? calls.Bill.GetBills : calls.UserBill.GetUserBills);
export const billDetailCall = (scope: BillScope) =>
  scope === 'staff' ? calls.Bill.GetBillById : calls.UserBill.GetUserBillById;
export const paymentList = (scope: BillScope) =>
  scope === 'staff' ? calls.PaymentRecord.GetPaymentRecords : calls.UserPaymentRecord.GetUserPaymentRecords;

/** The typed clients of a scope. */
export const billApi = (scope: BillScope) => ({
  detail: (Id: number) => (scope === 'staff' ? api.Bill.GetBillById({ Id }) : api.UserBill.GetUserBillById({ Id })),
  pay: scope === 'staff' ? api.Bill.PayBills : api.UserBill.PayUserBills,
});

/** The controllers a payment or refund changes besides the bills: the payment records and the
 * wallet's statements and balance. */
export const paidAreas = (scope: BillScope) =>
  scope === 'staff'
    ? (['Bill', 'PaymentRecord', 'AmountStatement'] as const)
    : (['UserBill', 'UserPaymentRecord', 'UserAmountStatement'] as const);

/** The title of a bill button in the user's language, from the contract's catalogue of the area's
 * buttons (`billTexts.buttons`: "Pay for the customer", "Cancel bills", "Run storage billing"). */
export function useBillButton(): (button: `Bill${string}`) => string {
  const lang = useLang();
  return (button) => message(lang, button);
}

/** Active customers for the staff's customer filter; a customer never asks (the list is staff's). */
export const useCustomerOptions = (staff: boolean) => useQuery({ ...selectListQuery('Customer'), enabled: staff });

/** The customer column and filter (staff only) and the currency filter (a filter only: every
 * amount carries its currency). */
function useOwnerFilters<Row>(staff: boolean): { customer: SetupColumn<Row>[]; currency: SetupColumn<Row> } {
  const label = useFieldLabel();
  const customers = useCustomerOptions(staff);
  const currencies = useSelectList('Currency');
  return {
    customer: staff
      ? [{ key: 'CustomerName', search: { type: 'select', name: 'CustomerId', options: customers.data ?? [] } }]
      : [],
    currency: {
      key: 'CurrencyId',
      title: label('Currency'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'select', options: currencies.data ?? [] },
    },
  };
}

/** An amount column, in the row's currency with its symbol (the amounts come in its places). */
function useAmountColumn<Row extends { CurrencyCode: string }>() {
  const money = useMoney();
  return (key: string): SetupColumn<Row> => ({
    key,
    align: 'right',
    render: (v: string, r: Row) => money(v, r.CurrencyCode, 0),
  });
}

/**
 * The bill columns both bill screens show; staff see (and filter by) the customer too. The state
 * is the workflow's tag; the search box finds a bill by its number or what it is for.
 */
export function useBillColumns(staff: boolean): SetupColumn<BillRow>[] {
  const { t } = useTranslation('bills');
  const owner = useOwnerFilters<BillRow>(staff);
  const amount = useAmountColumn<BillRow>();
  const types = useSelectList('BillTypes');
  const states = useSelectList('BillStatus');
  return [
    {
      key: 'Content',
      title: t('billSearch'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('billSearchHint') },
    },
    { key: 'Number', title: t('billNumber') },
    ...owner.customer,
    owner.currency,
    { key: 'TypeName', search: { type: 'select', name: 'Type', options: types.data ?? [] } },
    {
      key: 'Status',
      title: t('state'),
      render: (v: number) => <StateTag workflow={billFlow} value={v} />,
      search: { type: 'select', options: states.data ?? [] },
    },
    // When it was paid stays beside its state and amount: a list wider than the screen (1280 to
    // 1440 px) scrolls under the fixed Actions column, and the paid time, last, was under it.
    amount('Amount'),
    { key: 'PaidTime', render: formatDateTime },
    amount('Net'),
    amount('Tax'),
    { key: 'SourceNumber' },
    { key: 'StatementNumber' },
  ];
}

/** The payment record columns of both payment screens; staff see (and filter by) the customer.
 * What coupons took off shows beside what the wallet paid, blank where none did. */
export function usePaymentColumns(staff: boolean): SetupColumn<PaymentRow>[] {
  const { t } = useTranslation('bills');
  const owner = useOwnerFilters<PaymentRow>(staff);
  const amount = useAmountColumn<PaymentRow>();
  const money = useMoney();
  const types = useSelectList('PaymentTypes');
  return [
    {
      key: 'Content',
      title: t('paymentNumber'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('paymentSearchHint') },
    },
    { key: 'Number', title: t('paymentNumber') },
    ...owner.customer,
    owner.currency,
    { key: 'TypeName', search: { type: 'select', name: 'Type', options: types.data ?? [] } },
    amount('Amount'),
    {
      key: 'Discount',
      align: 'right',
      render: (v: string, r: PaymentRow) => (v && !Money.of(v).isZero() ? money(v, r.CurrencyCode, 0) : ''),
    },
    amount('BalanceAfter'),
    { key: 'BillNumbers', render: (v: string[]) => v.join(', ') },
    { key: 'Reason', ellipsis: true },
    { key: 'OperatorName' },
  ];
}
