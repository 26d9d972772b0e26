import { useQuery } from '@tanstack/react-query';
import { Money, type UserCouponRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { selectListQuery, useSelectList } from '../../../api/options';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';
import { useMoney } from '../prices/prices';

/** An amount of a coupon in its currency (the one it is good for; several or any: the bare
 * amount), with at least two decimals. */
export function useCouponMoney() {
  const money = useMoney();
  return (amount: string, codes: string[]) => (codes.length === 1 ? money(amount, codes[0]!, 2) : amount);
}

/** The currencies a coupon is good for: their codes, or "All" when it names none. */
export function useCurrencyCodes() {
  const { t } = useTranslation('coupons');
  return (codes: string[]) => (codes.length ? codes.join(', ') : t('anyCurrency'));
}

/**
 * The columns of a customer's coupons: the customer's own screen and staff's view of customers'
 * coupons (with the customer, and filters by customer and state). The amounts in the coupon's
 * currency; a minimum weight of 0 and what it was not used for show empty.
 */
export function useUserCouponColumns(staff: boolean): SetupColumn<UserCouponRow>[] {
  const { t } = useTranslation('coupons');
  const label = useFieldLabel();
  const money = useCouponMoney();
  const currencies = useCurrencyCodes();
  // The customer list is staff's: a customer never asks for it.
  const customers = useQuery({ ...selectListQuery('Customer'), enabled: staff });
  const states = useSelectList('UserCouponStates');
  return [
    { key: 'Name', title: label('Name') },
    ...(staff
      ? [
          {
            key: 'CustomerName',
            title: label('CustomerName'),
            search: { type: 'select' as const, name: 'CustomerId', options: customers.data ?? [] },
          },
          {
            key: 'StateName',
            title: label('StateName'),
            search: { type: 'select' as const, name: 'State', options: states.data ?? [] },
          },
        ]
      : []),
    {
      key: 'PreferentialAmount',
      title: label('PreferentialAmount'),
      align: 'right',
      render: (v: string, r) => money(v, r.CurrencyCodes),
    },
    {
      key: 'AvailableAmount',
      title: label('AvailableAmount'),
      align: 'right',
      render: (v: string, r) => (Money.of(v || '0').isZero() ? '' : money(v, r.CurrencyCodes)),
    },
    {
      key: 'AvailableWeight',
      title: label('AvailableWeight'),
      align: 'right',
      render: (v: string) => (Money.of(v || '0').isZero() ? '' : v),
    },
    { key: 'ExpenseType', title: label('ExpenseType') },
    { key: 'CurrencyCodes', title: label('CurrencyCodes'), render: currencies },
    { key: 'Superposition', title: label('Superposition') },
    { key: 'SourceName', title: label('SourceName') },
    { key: 'ExpirationTime', title: label('ExpirationTime'), render: formatDateTime },
    { key: 'UsedTime', title: t('usedTime'), render: formatDateTime },
    { key: 'UsedFor', title: label('UsedFor') },
    { key: 'CreationTime', title: t('received'), render: formatDateTime },
  ];
}
