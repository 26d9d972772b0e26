import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import {
  type BillRow,
  BillsReasonBody,
  billFlow,
  CouponPickerType,
  Money,
  PayBillsBody,
  type PaymentAnswer,
} from '@wms/contract';
import { Alert, DatePicker, Descriptions, Form, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency';
import { queryKeys } from '../../../api/keys';
import { toast } from '../../../api/notify';
import { CouponPicker, type CouponPickerHandle } from '../../../components/coupons/CouponPicker';
import { FormModal } from '../../../components/form/FormModal';
import { useRuleText } from '../../../components/form/rules';
import { BodyFields } from '../../../components/setup/BodyFields';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { type OfferedMove, useOfferedMoves } from '../../../components/workflow/state';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';
import { placesOf, useMoney } from '../prices/prices';
import { type BillScope, billApi, paidAreas, useBillButton } from './bills';

/** Refreshes what a payment or refund changed: the bills (lists and details), the payment records
 * and the wallet. */
function useAfterPayment(scope: BillScope) {
  const client = useQueryClient();
  return () => {
    for (const area of paidAreas(scope)) void client.invalidateQueries({ queryKey: queryKeys.area(area) as QueryKey });
  };
}

/** Why these bills cannot be paid together, in the server's words where it has them: bills of
 * more than one customer or currency (`bills.mixed`), or a bill that is not unpaid. */
function usePayProblem(bills: BillRow[]): string | null {
  const { t } = useTranslation('bills');
  const label = useFieldLabel();
  const rule = useRuleText();
  const [first] = bills;
  if (!first) return null;
  if (bills.some((b) => b.CustomerId !== first.CustomerId || b.CurrencyId !== first.CurrencyId))
    return rule('bills.mixed', label('BillIds'));
  const notUnpaid = bills.filter((b) => b.Status !== billFlow.state.Unpaid);
  if (notUnpaid.length) return t('payNotUnpaid', { numbers: notUnpaid.map((b) => b.Number).join(', ') });
  return null;
}

/** What is about to be paid: how many bills, the total in each currency, what the chosen coupons
 * take off and what the wallet then pays, from whose wallet, and the bills themselves. */
function PaySummary({
  bills,
  staff,
  discount = '0',
}: {
  bills: BillRow[];
  staff: boolean;
  /** What the chosen coupons take off (bills of one currency). */
  discount?: string;
  value?: unknown;
}) {
  const { t } = useTranslation(['bills', 'coupons']);
  const label = useFieldLabel();
  const money = useMoney();
  const currencies = [...new Set(bills.map((b) => b.CurrencyCode))];
  const customers = [...new Set(bills.map((b) => b.CustomerName))];
  // The amounts come in their currency's places, and so does their sum.
  const totals = currencies.map((code) => {
    const amounts = bills.filter((b) => b.CurrencyCode === code).map((b) => b.Amount);
    return money(Money.sum(amounts).toFixed(), code, Math.max(...amounts.map(placesOf)));
  });
  // Coupons take off what the bills come to, never more (the server's rule): the wallet pays the rest.
  const gross = Money.sum(bills.map((b) => b.Amount));
  const off = Money.of(discount).compare(gross) > 0 ? gross : Money.of(discount);
  const places = Math.max(0, ...bills.map((b) => placesOf(b.Amount)));
  const discounted = currencies.length === 1 && !off.isZero();
  return (
    <div data-testid="pay-summary">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={label('BillIds')}>
          <span data-testid="pay-count">{t('payCount', { count: bills.length })}</span>
        </Descriptions.Item>
        {staff ? <Descriptions.Item label={label('CustomerName')}>{customers.join(', ')}</Descriptions.Item> : null}
        <Descriptions.Item label={t('payTotal')}>
          <span data-testid="pay-total">{totals.join(' · ')}</span>
        </Descriptions.Item>
        {discounted ? (
          <Descriptions.Item label={label('PreferentialAmount')}>
            <span data-testid="pay-discount">-{money(off.toFixed(), currencies[0]!, places)}</span>
          </Descriptions.Item>
        ) : null}
        {discounted ? (
          <Descriptions.Item label={t('coupons:walletPays')}>
            <Typography.Text strong data-testid="pay-wallet">
              {money(gross.minus(off).toFixed(), currencies[0]!, places)}
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {currencies.length === 1 && customers.length === 1 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
          {staff
            ? t('payFrom', { currency: currencies[0], customer: customers[0] })
            : t('payFromOwn', { currency: currencies[0] })}
        </Typography.Paragraph>
      ) : null}
      <Table<BillRow>
        rowKey="Id"
        size="small"
        pagination={false}
        dataSource={bills}
        scroll={{ y: 240 }}
        style={{ marginTop: 8 }}
        columns={[
          { key: 'Number', dataIndex: 'Number', title: t('billNumber') },
          { key: 'SourceNumber', dataIndex: 'SourceNumber', title: label('SourceNumber') },
          {
            key: 'Amount',
            dataIndex: 'Amount',
            title: label('Amount'),
            align: 'right',
            render: (v: string, r) => money(v, r.CurrencyCode, 0),
          },
        ]}
      />
    </div>
  );
}

/**
 * Pays unpaid bills of one customer in one currency from the customer's wallet: a customer their
 * own (`PayUserBills`), staff for the customer (`PayBills`). It shows the count and the total,
 * refuses a selection of more than one customer or currency without sending, and sends the
 * bills with an idempotency key made when the dialog opens, the same key however often OK is
 * pressed, so a double click or a retry after a failure pays once. Coupons (the picker, type 1:
 * the customer's own, staff's for the customer) go as `UserCouponIds`; the total then shows the
 * discount and what the wallet pays. A refusal (the wallet cannot pay: Code 2 naming what is
 * available) shows under the bills, one naming the coupons under them; a payment says the new
 * balance. Render it while open.
 */
export function PayDialog({
  scope,
  bills,
  onClose,
  onDone,
}: {
  scope: BillScope;
  bills: BillRow[];
  onClose(): void;
  /** After the payment (a refresh of the list). */
  onDone?(): void;
}) {
  const staff = scope === 'staff';
  const { t } = useTranslation('bills');
  const button = useBillButton();
  const lang = useLang();
  const label = useFieldLabel();
  const money = useMoney();
  const rules = useBodyRules();
  const after = useAfterPayment(scope);
  const [key] = useState(newIdempotencyKey);
  const problem = usePayProblem(bills);
  const ids = bills.map((b) => b.Id);
  const [discount, setDiscount] = useState('0');
  const picker = useRef<CouponPickerHandle>(null);
  const code = bills[0]?.CurrencyCode ?? '';
  const said = (a: PaymentAnswer) =>
    t(a.Repeated ? 'paidBefore' : 'paid', {
      amount: money(a.Amount, code, 0),
      number: a.Number,
      balance: money(a.BalanceAfter, code, 0),
    });
  return (
    <FormModal<{ BillIds: number[]; UserCouponIds?: number[] }>
      name="billPay"
      open
      width={problem ? 640 : 880}
      title={staff ? button('BillPayBills') : t('payTitle')}
      okText={billFlow.moves.pay.label[lang]}
      saysSuccess
      initialValues={{ BillIds: ids, UserCouponIds: [] }}
      onClose={() => {
        // Closing resets the coupons chosen.
        picker.current?.reset();
        onClose();
      }}
      onDone={() => {
        after();
        onDone?.();
      }}
      onSubmit={async (v, o) => {
        // The key made when the dialog opened, whatever else changed since a refused try.
        const coupons = v.UserCouponIds?.length ? v.UserCouponIds : undefined;
        const a = await billApi(scope).pay({ BillIds: ids, IdempotencyKey: key, UserCouponIds: coupons }, o);
        toast('success', said(a), undefined, 8);
        return a;
      }}
    >
      <Form.Item
        name="BillIds"
        // A selection that cannot be paid says so at once, and OK sends nothing.
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
        rules={[
          rules.schema(PayBillsBody.shape.BillIds, label('BillIds')),
          { validator: () => (problem ? Promise.reject(new Error(problem)) : Promise.resolve()) },
        ]}
      >
        <PaySummary bills={bills} staff={staff} discount={discount} />
      </Form.Item>
      {/* Coupons for bills that can be paid together: the customer's own (staff: that customer's). */}
      {problem || !bills[0] ? null : (
        <Form.Item name="UserCouponIds" label={label('UserCouponIds')}>
          <CouponPicker
            ref={picker}
            type={CouponPickerType.Bill}
            form={{ BillIds: ids, CurrencyId: bills[0].CurrencyId, OwnerId: staff ? bills[0].CustomerId : undefined }}
            onChange={(_, total) => setDiscount(total)}
          />
        </Form.Item>
      )}
    </FormModal>
  );
}

/** The moves staff make with a reason: refund and lock refund (paid bills), cancel (accruing or
 * unpaid ones). */
export type ReasonMove = 'refund' | 'lockRefund' | 'cancel';
/** Each one's button (its title in the contract's catalogue) and form name. */
const reasonMoves = {
  refund: { button: 'BillRefundBills', form: 'billRefund' },
  lockRefund: { button: 'BillLockOrderRefund', form: 'billLockRefund' },
  cancel: { button: 'BillCancelBills', form: 'billCancel' },
} as const;

/**
 * Refunds, locks the refund of or cancels bills, all irreversible: the workflow's own confirmation naming the bills,
 * that it cannot be undone, and the reason the history and the payment record keep (required, as
 * the server checks it). A refund says what went back and the balance now.
 */
export function ReasonDialog({
  move,
  bills,
  onClose,
  onDone,
}: {
  move: ReasonMove;
  bills: BillRow[];
  onClose(): void;
  onDone?(): void;
}) {
  const { t } = useTranslation(['bills', 'table']);
  const button = useBillButton();
  const money = useMoney();
  const after = useAfterPayment('staff');
  const offered = useOfferedMoves(billFlow).find((m) => m.move === move) as OfferedMove<ReasonMove> | undefined;
  const names = bills.map((b) => `“${b.Number}”`).join(', ');
  const code = bills[0]?.CurrencyCode ?? '';
  const name = button(reasonMoves[move].button);
  return (
    <FormModal<{ Reason: string }>
      name={reasonMoves[move].form}
      open
      title={name}
      okText={name}
      saysSuccess
      onClose={onClose}
      onDone={() => {
        after();
        onDone?.();
      }}
      onSubmit={async (v, o) => {
        const body = { BillIds: bills.map((b) => b.Id), Reason: v.Reason };
        if (move === 'refund') {
          const a = await api.Bill.RefundBills(body, o);
          toast(
            'success',
            t('refunded', {
              amount: money(a.Amount, code, 0),
              number: a.Number,
              balance: money(a.BalanceAfter, code, 0),
            }),
            undefined,
            8,
          );
          return a;
        }
        if (move === 'lockRefund') {
          const n = await api.Bill.LockOrderRefund(body, o);
          toast('success', t('refundLocked', { count: n }));
          return n;
        }
        const n = await api.Bill.CancelBills(body, o);
        toast('success', t('cancelled', { count: n }));
        return n;
      }}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="bill-move-confirm"
        title={offered?.confirm?.(names) ?? names}
        description={t('table:irreversible')}
      />
      <BodyFields body={BillsReasonBody} editing={false} fields={{ BillIds: false }} />
    </FormModal>
  );
}

/** The two runs staff may start by hand (each also runs by itself every night). */
export type BillRun = 'storage' | 'settlement';

/** The UTC day `days` from today, as the server counts its runs' days. */
const utcDay = (days: number) => dayjs(new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

/**
 * Runs the storage billing of a day (yesterday unless chosen) or the settlement cycle as of a day
 * (today unless chosen), and says how many bills the run issued. Both are safe to run twice.
 */
export function RunDialog({ run, onClose, onDone }: { run: BillRun; onClose(): void; onDone?(): void }) {
  const { t } = useTranslation('bills');
  const button = useBillButton();
  const label = useFieldLabel();
  const storage = run === 'storage';
  const name = button(storage ? 'BillRunStorageBilling' : 'BillRunSettlementCycle');
  return (
    <FormModal<{ Date?: Dayjs | null }>
      name={storage ? 'storageRun' : 'settlementRun'}
      open
      title={name}
      okText={name}
      saysSuccess
      initialValues={{ Date: utcDay(storage ? -1 : 0) }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async (v, o) => {
        const body = { Date: v.Date ? v.Date.format('YYYY-MM-DD') : undefined };
        const n = storage ? await api.Bill.RunStorageBilling(body, o) : await api.Bill.RunSettlementCycle(body, o);
        toast('success', t(storage ? 'storageIssued' : 'statementsIssued', { count: n }), undefined, 8);
        return n;
      }}
    >
      <Form.Item name="Date" label={label('Date')} extra={t(storage ? 'storageRunNote' : 'settlementRunNote')}>
        <DatePicker allowClear={false} />
      </Form.Item>
    </FormModal>
  );
}
