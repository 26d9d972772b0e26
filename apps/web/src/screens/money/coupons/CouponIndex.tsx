import { TeamOutlined } from '@ant-design/icons';
import { CouponKind, type CouponRow, calls, Money, message, type UserCouponRow } from '@wms/contract';
import { DatePicker, Drawer, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { toast } from '../../../api/notify';
import { useSelectList } from '../../../api/options';
import { FormModal, useDialog } from '../../../components/form/FormModal';
import { SelectItem } from '../../../components/form/fields';
import { SearchPanel } from '../../../components/search/SearchPanel';
import { BodyFields } from '../../../components/setup/BodyFields';
import { useListColumns } from '../../../components/setup/listColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { searchFieldsOf } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { usePagedList } from '../../../components/table/usePagedList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';
import { formatDateTime } from '../../../utils/format';
import { useCouponMoney, useCurrencyCodes, useUserCouponColumns } from './coupons';

const { Coupon, UserCoupon } = calls;

/** The dialog's values: the edit call's body, its times as dates. */
type CouponForm = Omit<Parameters<typeof api.Coupon.EditCoupon>[0], 'Id' | 'StartTime' | 'Deadline'> & {
  StartTime?: Dayjs | null;
  Deadline?: Dayjs | null;
};

/** A coupon as the dialog edits it (its times as dates). */
const toForm = (r: CouponRow): Partial<CouponForm> => ({
  ...r,
  StartTime: r.StartTime ? dayjs(r.StartTime) : null,
  Deadline: r.Deadline ? dayjs(r.Deadline) : null,
});
/** The dialog's values as the call takes them (times as ISO text, cleared ones as null). */
const bodyOf = (v: CouponForm) => ({
  ...v,
  StartTime: v.StartTime ? v.StartTime.toISOString() : null,
  Deadline: v.Deadline ? v.Deadline.toISOString() : null,
  ExpenseTypeId: v.ExpenseTypeId ?? null,
  EffectiveDays: v.EffectiveDays ?? null,
});

/** A date and time of the coupon's validity. */
function TimeItem({ name, label, extra }: { name: string; label: string; extra?: string }) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <DatePicker showTime style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** Gives customers a coupon (`AddUserCoupons`): the customers (the staff forms' customer select)
 * and how many each gets; says how many were given. */
function GiveDialog({ coupon, onClose, onDone }: { coupon: CouponRow; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('coupons');
  return (
    <FormModal<{ UserIds: number[]; Count: number }>
      name="giveCoupons"
      open
      saysSuccess
      title={t('giveTitle', { name: coupon.Name })}
      okText={t('give')}
      initialValues={{ Count: 1 }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async (v, o) => {
        const n = await api.UserCoupon.AddUserCoupons({ CouponId: coupon.Id, UserIds: v.UserIds, Count: v.Count }, o);
        toast('success', t('given', { count: n }), undefined, 8);
        return n;
      }}
    >
      <BodyFields
        body={UserCoupon.AddUserCoupons.body}
        editing={false}
        fields={{ CouponId: false }}
        labels={{ UserIds: t('customers') }}
      />
    </FormModal>
  );
}

/** Customers' coupons (`GetCustomerCoupons`): of one coupon, or of all; by customer and state. */
function CustomerCouponsDrawer({ coupon, onClose }: { coupon: CouponRow | null | undefined; onClose(): void }) {
  const { t } = useTranslation('coupons');
  const lang = useLang();
  return (
    <Drawer
      open={coupon !== undefined}
      onClose={onClose}
      width="min(1300px, 94vw)"
      title={coupon ? t('holdersTitle', { name: coupon.Name }) : message(lang, 'UserCouponGetCustomerCoupons')}
      destroyOnHidden
      data-testid="customer-coupons"
    >
      {coupon !== undefined ? <CustomerCoupons couponId={coupon?.Id} /> : null}
    </Drawer>
  );
}

function CustomerCoupons({ couponId }: { couponId: number | undefined }) {
  const fixed = { CouponId: couponId };
  const list = usePagedList(
    [...queryKeys.call(UserCoupon.GetCustomerCoupons), couponId ?? 'all'],
    (b) => api.UserCoupon.GetCustomerCoupons(b),
    {},
    { fixed },
  );
  const label = useFieldLabel();
  const columns = useListColumns(useUserCouponColumns(true)).map((c) => ({ ...c, title: c.title ?? label(c.key) }));
  return (
    <>
      <SearchPanel
        name="customerCouponSearch"
        fields={searchFieldsOf(columns)}
        values={list.filters}
        onSearch={list.search}
      />
      <DataTable<UserCouponRow>
        columnSet="customerCoupons"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
      />
    </>
  );
}

/**
 * Coupons (staff, a set-up area over `/Coupon/`): each coupon's discount, minimum spend and weight,
 * expense type, currencies, whether it stacks, its validity (a start, and a deadline or a number
 * of days from being given), and how many were given and used. A row gives the coupon to
 * customers ("Give coupons") and lists who holds it; the toolbar lists every customer's coupons.
 */
export default function CouponIndex() {
  const { t } = useTranslation('coupons');
  const label = useFieldLabel();
  const lang = useLang();
  const kinds = useSelectList('CouponKinds');
  const currencyOptions = useSelectList('Currency');
  const money = useCouponMoney();
  const currencies = useCurrencyCodes();
  const giving = useDialog<CouponRow>();
  const [holders, setHolders] = useState<CouponRow | null>();
  const kind = label('CouponId');
  const amount = (key: 'PreferentialAmount' | 'AvailableAmount') => ({
    key,
    align: 'right' as const,
    // No minimum spend shows empty.
    render: (v: string, r: CouponRow) =>
      key === 'AvailableAmount' && Money.of(v || '0').isZero() ? '' : money(v, r.CurrencyCodes),
  });
  return (
    <SetupList<typeof Coupon.GetCoupons, CouponForm>
      screen="CouponIndex"
      list={Coupon.GetCoupons}
      kind={kind.toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        {
          key: 'CouponKindName',
          search: { type: 'select', name: 'CouponKind', options: kinds.data ?? [] },
        },
        amount('PreferentialAmount'),
        amount('AvailableAmount'),
        { key: 'AvailableWeight', align: 'right', render: (v: string) => (Money.of(v || '0').isZero() ? '' : v) },
        { key: 'ExpenseTypeName' },
        { key: 'CurrencyCodes', render: currencies },
        { key: 'Superposition' },
        { key: 'StartTime', title: t('startTime'), render: formatDateTime },
        { key: 'Deadline', render: formatDateTime },
        { key: 'EffectiveDays', align: 'right' },
        { key: 'Issued', align: 'right' },
        { key: 'Used', align: 'right' },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{ call: Coupon.AddCoupon, label: kind, body: bodyOf }}
      edit={{
        call: Coupon.EditCoupon,
        label: kind,
        load: (r) => api.Coupon.GetEditCoupon({ Id: r.Id }).then(toForm),
        body: (v, r) => ({ ...bodyOf(v), Id: r.Id }),
      }}
      initialValues={{ CouponKind: CouponKind.Bill, Superposition: false }}
      remove={Coupon.DeleteCoupon}
      formColumns={2}
      fields={{
        StartTime: <TimeItem name="StartTime" label={t('startTime')} />,
        Deadline: <TimeItem name="Deadline" label={label('Deadline')} extra={t('validityHint')} />,
        // The currency select of the forms, named as the list names the column ("Currencies").
        CurrencyIds: (
          <SelectItem
            name="CurrencyIds"
            label={label('CurrencyCodes')}
            mode="multiple"
            options={currencyOptions.data}
            loading={currencyOptions.isLoading}
            extra={t('anyCurrencyHint')}
          />
        ),
      }}
      invalidates={[queryKeys.area('UserCoupon')]}
      toolbar={[
        {
          key: 'customer-coupons',
          label: message(lang, 'UserCouponGetCustomerCoupons'),
          icon: <TeamOutlined />,
          perm: UserCoupon.GetCustomerCoupons.code ?? undefined,
          onClick: () => setHolders(null),
        },
      ]}
      rowActions={(r) => [
        {
          key: 'give',
          label: message(lang, 'UserCouponAddUserCoupons'),
          perm: UserCoupon.AddUserCoupons.code ?? undefined,
          hidden: r.IsDeactivate,
          onClick: () => giving.show(r),
        },
        {
          key: 'holders',
          label: t('holders'),
          perm: UserCoupon.GetCustomerCoupons.code ?? undefined,
          onClick: () => setHolders(r),
        },
      ]}
    >
      {({ refresh }) => (
        <>
          {giving.open && giving.data ? (
            <GiveDialog coupon={giving.data} onClose={giving.close} onDone={() => void refresh()} />
          ) : null}
          <CustomerCouponsDrawer coupon={holders} onClose={() => setHolders(undefined)} />
        </>
      )}
    </SetupList>
  );
}
