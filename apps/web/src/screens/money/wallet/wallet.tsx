import {
  type AmountStatementRow,
  CouponPickerType,
  EditCreditLimitBody,
  ManualRechargeBody,
  WalletChangeBody,
} from '@wms/contract';
import { type ButtonProps, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useSelectList } from '../../../api/options';
import { CanceledError } from '../../../api/request';
import { CouponPicker } from '../../../components/coupons/CouponPicker';
import { FormModal } from '../../../components/form/FormModal';
import { BodyFields } from '../../../components/setup/BodyFields';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useCustomerOptions } from '../bills/bills';
import { useMoney } from '../prices/prices';

/** What a wallet action needs to start from: the wallet's customer and currency when it comes
 * from a wallet row (both then fixed), nothing when staff pick them. */
export interface WalletTarget {
  CustomerId?: number;
  CurrencyId?: number;
  CustomerName?: string;
}
export type WalletAction = 'recharge' | 'deduct' | 'credit';

/** The statement columns both screens show; staff see (and filter by) the customer too, whose
 * list is staff's own (a customer never asks for it). Amounts come in their currency's places and
 * show with its symbol. */
export function useStatementColumns(staff: boolean): SetupColumn<AmountStatementRow>[] {
  const money = useMoney();
  const label = useFieldLabel();
  const customers = useCustomerOptions(staff);
  const currencies = useSelectList('Currency');
  const types = useSelectList('AmountStatementTypes');
  const amount = (key: 'Amount' | 'BalanceBefore' | 'BalanceAfter' | 'CreditLimit') => ({
    key,
    align: 'right' as const,
    render: (v: string, r: AmountStatementRow) => money(v, r.CurrencyCode, 0),
  });
  return [
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
    { key: 'TypeName', search: { type: 'select', name: 'Type', options: types.data ?? [] } },
    amount('Amount'),
    amount('BalanceBefore'),
    amount('BalanceAfter'),
    amount('CreditLimit'),
    { key: 'CauseNumber' },
    { key: 'Reason', ellipsis: true },
    { key: 'OperatorName' },
  ] as SetupColumn<AmountStatementRow>[];
}

type ChangeValues = z.input<typeof ManualRechargeBody>;
type CreditValues = z.input<typeof EditCreditLimitBody>;

/**
 * A manual change of a wallet, drawn from its call's body: recharge, deduct (confirmed first,
 * naming the customer and the amount) or the credit limit. From a wallet row its customer and
 * currency are fixed and not shown.
 */
export function WalletDialog(p: {
  action: WalletAction | undefined;
  target: WalletTarget | undefined;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('wallet');
  const [modal, holder] = Modal.useModal();
  const customers = useSelectList('Customer');
  const fixed = p.target?.CustomerId !== undefined && p.target.CurrencyId !== undefined;
  const hidden = fixed ? { CustomerId: false as const, CurrencyId: false as const } : {};
  const customerName = (id: number) =>
    p.target?.CustomerName ?? customers.data?.find((c) => c.value === id)?.label ?? String(id);
  const confirmDeduct = (v: ChangeValues) =>
    new Promise<void>((resolve, reject) =>
      modal.confirm({
        title: t('deductConfirm', { customer: customerName(Number(v.CustomerId)), amount: String(v.Amount) }),
        content: t('deductConfirmText'),
        okText: t('deduct'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
        onOk: () => resolve(),
        onCancel: () => reject(new CanceledError()),
      }),
    );
  const action = p.action;
  const title = action === 'recharge' ? t('rechargeTitle') : action === 'deduct' ? t('deductTitle') : t('creditTitle');
  return (
    <>
      {holder}
      {action === 'credit' ? (
        <FormModal<CreditValues>
          name="walletCredit"
          open
          title={title}
          initialValues={{ CustomerId: p.target?.CustomerId, CurrencyId: p.target?.CurrencyId }}
          onClose={p.onClose}
          onDone={p.onDone}
          onSubmit={(v, o) =>
            api.AmountStatement.EditCreditLimit(
              {
                ...v,
                CustomerId: p.target?.CustomerId ?? v.CustomerId,
                CurrencyId: p.target?.CurrencyId ?? v.CurrencyId,
              },
              o,
            )
          }
        >
          <BodyFields body={EditCreditLimitBody} editing={false} fields={hidden} />
        </FormModal>
      ) : action ? (
        <FormModal<ChangeValues>
          name={action === 'recharge' ? 'walletRecharge' : 'walletDeduct'}
          open
          title={title}
          okText={action === 'recharge' ? t('recharge') : t('deduct')}
          initialValues={{ CustomerId: p.target?.CustomerId, CurrencyId: p.target?.CurrencyId }}
          onClose={p.onClose}
          onDone={p.onDone}
          onSubmit={async (v, o) => {
            const body = {
              ...v,
              CustomerId: p.target?.CustomerId ?? v.CustomerId,
              CurrencyId: p.target?.CurrencyId ?? v.CurrencyId,
            };
            if (action === 'recharge') return api.AmountStatement.ManualRecharge(body, o);
            const { UserCouponIds: _, ...deduct } = body;
            await confirmDeduct(deduct);
            return api.AmountStatement.ManualDeduct(deduct, o);
          }}
        >
          {action === 'recharge' ? (
            <>
              <BodyFields body={ManualRechargeBody} editing={false} fields={{ ...hidden, UserCouponIds: false }} />
              <RechargeCouponsItem target={p.target} />
            </>
          ) : (
            <BodyFields body={WalletChangeBody} editing={false} fields={hidden} />
          )}
        </FormModal>
      ) : null}
    </>
  );
}

/** The customer's recharge coupons (the picker, type 2: staff recharging for a customer) for the
 * customer, currency and amount the form holds, or the wallet row's. */
function RechargeCouponsItem({ target }: { target: WalletTarget | undefined }) {
  const label = useFieldLabel();
  const customerId = Form.useWatch<number | undefined>('CustomerId');
  const currencyId = Form.useWatch<number | undefined>('CurrencyId');
  const amount = Form.useWatch<string | undefined>('Amount');
  return (
    <Form.Item name="UserCouponIds" label={label('UserCouponIds')}>
      <CouponPicker
        type={CouponPickerType.RechargeFor}
        form={{
          OwnerId: target?.CustomerId ?? customerId,
          CurrencyId: target?.CurrencyId ?? currencyId,
          RechargeAmount: amount,
        }}
      />
    </Form.Item>
  );
}
