import { z } from 'zod';
import { type Texts, t3 } from '../i18n/define.js';
import { pageOf, zId } from '../paging.js';
import { zContent, zRequiredText, zTime } from '../primitives.js';
import { defineWorkflow } from '../workflow.js';
import { oneOf } from './choices.js';
import { zUserCouponIds } from './coupons.js';
import { areaTexts, customerOwner, defineCalls, staffOwner } from './define.js';

// Bills and payments (docs/domain.md, "Bills and payments"). A bill is issued only by the server,
// from a business event under the charge rules (warehousing when a parcel is signed or shelved, a
// daily storage run; freight and services when outbound lands), through one `issueBill`. It is
// paid from the customer's wallet in the bill's currency, down to minus the credit limit; a
// refund puts what was paid back. Every payment and refund is a payment record and an amount
// statement row, written in the same transaction as the bill's move.

type Option = { Value: number; Name: Texts };

/** What a bill is for (`/Select/GetBillTypes`). */
export const BillType = { Warehousing: 1, Storage: 2, Freight: 3, ValueAdded: 4, Statement: 5 } as const;
export const billTypeOptions: Option[] = [
  { Value: BillType.Warehousing, Name: t3('入库费', '入庫費', 'Warehousing') },
  { Value: BillType.Storage, Name: t3('仓储费', '倉儲費', 'Storage') },
  { Value: BillType.Freight, Name: t3('运费', '運費', 'Freight') },
  { Value: BillType.ValueAdded, Name: t3('增值服务费', '增值服務費', 'Value-added services') },
  { Value: BillType.Statement, Name: t3('周期结算账单', '週期結算帳單', 'Settlement statement') },
];

/**
 * A bill's life. A bill under a weekly or monthly rule waits (`Accruing`) for its cycle's
 * statement bill, which gathers it (`InStatement`) and is the one paid. Paying takes from the
 * wallet; refunding puts it back and cannot be undone; a cancelled bill is never paid.
 */
export const billFlow = defineWorkflow({
  entity: 'Bill',
  record: t3('账单', '帳單', 'Bill'),
  select: 'BillStatus',
  batch: 'all',
  states: {
    Accruing: { value: 1, name: t3('待结算', '待結算', 'Awaiting its statement'), colour: 'default' },
    Unpaid: { value: 2, name: t3('待支付', '待支付', 'Unpaid'), colour: 'warning' },
    Paid: { value: 3, name: t3('已支付', '已支付', 'Paid'), colour: 'success' },
    Refunded: { value: 4, name: t3('已退款', '已退款', 'Refunded'), colour: 'purple' },
    Cancelled: { value: 5, name: t3('已取消', '已取消', 'Cancelled'), colour: 'default' },
    InStatement: { value: 6, name: t3('已并入结算单', '已併入結算單', 'In a statement'), colour: 'blue' },
    RefundLocked: {
      value: 7,
      name: t3('已支付，退款已锁定', '已支付，退款已鎖定', 'Paid, refund locked'),
      colour: 'cyan',
    },
  },
  moves: {
    pay: {
      from: ['Unpaid'],
      to: 'Paid',
      label: t3('支付', '支付', 'Pay'),
      who: ['owner', 'staff', 'system'],
      permission: 'Bill:PayBills',
    },
    refund: {
      from: ['Paid'],
      to: 'Refunded',
      label: t3('退款', '退款', 'Refund'),
      who: ['staff'],
      permission: 'Bill:RefundBills',
      irreversible: true,
      confirm: t3(
        '退款 {names}？已支付的金额将退回客户钱包，账单不能再支付。',
        '退款 {names}？已支付的金額將退回客戶錢包，帳單不能再支付。',
        'Refund {names}? What was paid goes back to the customer’s wallet and the bill can never be paid again.',
      ),
      notify: {
        title: t3('账单已退款', '帳單已退款', 'Bill refunded'),
        message: t3(
          '账单 {name} 已退款，款项已退回您的钱包。',
          '帳單 {name} 已退款，款項已退回您的錢包。',
          'Bill {name} was refunded to your wallet.',
        ),
        tone: 'info',
      },
    },
    /** An order's (or a parcel's) paid bills made final: staff lock them by hand, and the order's
     * arrival at the warehouse locks them (`lockDocumentRefunds`). A locked bill is still paid
     * (its invoice takes it) but can never be refunded. */
    lockRefund: {
      from: ['Paid'],
      to: 'RefundLocked',
      label: t3('锁定退款', '鎖定退款', 'Lock refund'),
      who: ['staff', 'system'],
      permission: 'Bill:LockOrderRefund',
      irreversible: true,
      confirm: t3(
        '锁定 {names} 的退款？这些账单及同一订单或包裹的其他已支付账单将成为最终账单，永远不能退款。',
        '鎖定 {names} 的退款？這些帳單及同一訂單或包裹的其他已支付帳單將成為最終帳單，永遠不能退款。',
        'Lock the refund of {names}? These bills and every other paid bill of the same order or parcel become final: they can never be refunded.',
      ),
    },
    cancel: {
      from: ['Accruing', 'Unpaid'],
      to: 'Cancelled',
      label: t3('取消', '取消', 'Cancel'),
      who: ['staff'],
      permission: 'Bill:CancelBills',
      irreversible: true,
      confirm: t3(
        '取消 {names}？取消后账单不能再支付。',
        '取消 {names}？取消後帳單不能再支付。',
        'Cancel {names}? A cancelled bill can never be paid.',
      ),
    },
    gather: { from: ['Accruing'], to: 'InStatement', label: t3('并入结算单', '併入結算單', 'Gather'), who: ['system'] },
  },
});

/** What a payment record is (`/Select/GetPaymentTypes`). */
export const PaymentType = { Payment: 1, Refund: 2 } as const;
export const paymentTypeOptions: Option[] = [
  { Value: PaymentType.Payment, Name: t3('支付', '支付', 'Payment') },
  { Value: PaymentType.Refund, Name: t3('退款', '退款', 'Refund') },
];

/** The most bills one payment takes. */
export const MAX_BILLS_PER_PAYMENT = 50;

export const BillRow = z.object({
  Id: z.number(),
  Number: z.string().describe('BL + 8 digits'),
  CustomerId: z.number(),
  CustomerName: z.string(),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  Type: z.number(),
  TypeName: z.string(),
  Status: z.number(),
  StatusName: z.string(),
  Net: z.string().describe("without tax, in the currency's places"),
  Tax: z.string(),
  Amount: z.string().describe('what the customer pays: net plus tax'),
  SourceNumber: z.string().describe('the parcel, order or date the bill is for'),
  Settlement: z.number().describe('Select/GetSettlementCycleTypes'),
  PeriodStart: z.string().nullable().describe('a statement bill: the first day of its cycle'),
  PeriodEnd: z.string().nullable().describe('a statement bill: the last day of its cycle'),
  StatementNumber: z.string().describe('the statement bill that gathered it, if one did'),
  PaidTime: zTime.nullable(),
  CreationTime: zTime,
});
export type BillRow = z.infer<typeof BillRow>;

export const BillLine = z.object({
  ExpenseTypeId: z.number(),
  ExpenseTypeName: z.string(),
  Description: z.string(),
  Net: z.string(),
  Tax: z.string(),
  Gross: z.string(),
});

export const PaymentRow = z.object({
  Id: z.number(),
  Number: z.string().describe('PY + 8 digits'),
  CustomerId: z.number(),
  CustomerName: z.string(),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  Type: z.number(),
  TypeName: z.string(),
  Amount: z.string().describe('what left the wallet (a payment) or went back to it (a refund)'),
  Discount: z.string().describe('what coupons took off the bills (a payment); 0 where none did'),
  BalanceAfter: z.string(),
  BillNumbers: z.array(z.string()),
  Reason: z.string(),
  OperatorName: z.string().describe('who paid or refunded (the customer, staff, or empty for the system)'),
  CreationTime: zTime,
});
export type PaymentRow = z.infer<typeof PaymentRow>;

export const BillDetail = BillRow.extend({
  Lines: z.array(BillLine),
  Payments: z.array(PaymentRow),
  /** A statement bill: the bills it gathered. */
  Gathered: z.array(BillRow),
});
export type BillDetail = z.infer<typeof BillDetail>;

const billFilters = {
  Content: zContent.optional().describe('part of the bill number or of what it is for'),
  CurrencyId: zId.optional(),
  Type: oneOf(BillType, 'BillTypes').optional(),
  Status: oneOf(billFlow.state, 'BillStatus').optional(),
};
const StaffBillsBody = pageOf({ CustomerId: zId.optional().describe('one customer'), ...billFilters }).describe(
  'Date range: CreationTime.',
);
const UserBillsBody = pageOf(billFilters).describe('Date range: CreationTime.');
const billSorts = ['CreationTime', 'Amount'] as const;

const paymentFilters = {
  Content: zContent.optional().describe('part of the payment number'),
  CurrencyId: zId.optional(),
  Type: oneOf(PaymentType, 'PaymentTypes').optional(),
};
const StaffPaymentsBody = pageOf({ CustomerId: zId.optional(), ...paymentFilters });
const UserPaymentsBody = pageOf(paymentFilters);

const billIds = () =>
  z
    .array(zId)
    .min(1, { error: 'bills.noneChosen' })
    .max(MAX_BILLS_PER_PAYMENT)
    .describe(`1 to ${MAX_BILLS_PER_PAYMENT} bills of one customer in one currency`);

/** The key a payer makes once per payment or recharge (a UUID): a request sent again with it is
 * answered with what the first did, never done twice. */
export const zIdempotencyKey = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'bills.idempotencyKey' });

export const PayBillsBody = z.object({
  BillIds: billIds(),
  IdempotencyKey: zIdempotencyKey().describe(
    'made once per payment by the payer (a UUID): the same request sent again pays once',
  ),
  UserCouponIds: zUserCouponIds(),
});
export type PayBillsBody = z.infer<typeof PayBillsBody>;

export const BillsReasonBody = z.object({
  BillIds: billIds(),
  Reason: zRequiredText(200).describe('why, kept on the history and the payment record'),
});
export type BillsReasonBody = z.infer<typeof BillsReasonBody>;

export const PaymentAnswer = z.object({
  PaymentId: z.number(),
  Number: z.string(),
  Amount: z.string(),
  BalanceAfter: z.string(),
  /** The same key was paid before: this is that payment, nothing was taken again. */
  Repeated: z.boolean(),
});
export type PaymentAnswer = z.infer<typeof PaymentAnswer>;

export const StorageRunBody = z.object({
  Date: z.iso.date().optional().describe('the day billed (UTC), yesterday when absent'),
});

export const billCalls = defineCalls('Bill', {
  GetBills: {
    ...staffOwner,
    summary: "Every customer's bills, newest first",
    body: StaffBillsBody,
    rows: BillRow,
    sorts: billSorts,
    counts: 'BillStatus',
  },
  GetBillById: {
    ...staffOwner,
    summary: 'A bill with its lines, its payments and, a statement bill, the bills it gathered',
    body: z.object({ Id: zId }),
    response: BillDetail,
  },
  PayBills: {
    ...staffOwner,
    summary: 'Pays unpaid bills of one customer from their wallet (down to minus the credit limit), once per key',
    body: PayBillsBody,
    response: PaymentAnswer,
  },
  RefundBills: {
    ...staffOwner,
    summary: 'Refunds paid bills to the wallet (irreversible); one refund record',
    body: BillsReasonBody,
    response: PaymentAnswer,
  },
  LockOrderRefund: {
    ...staffOwner,
    summary:
      'Locks the refund of paid bills and of every other paid bill of the same order or parcel (irreversible): they stay paid and can never be refunded',
    body: BillsReasonBody,
    response: z.number().describe('bills whose refund was locked'),
  },
  CancelBills: {
    ...staffOwner,
    summary: 'Cancels unpaid bills (irreversible)',
    body: BillsReasonBody,
    response: z.number().describe('bills cancelled'),
  },
  RunStorageBilling: {
    ...staffOwner,
    summary: 'Runs the daily storage billing for a day now (it also runs by itself each night); safe to run twice',
    body: StorageRunBody,
    response: z.number().describe('storage bills issued by this run'),
  },
  RunSettlementCycle: {
    ...staffOwner,
    summary: 'Gathers the bills of the cycles that have ended into statement bills (also nightly); safe to run twice',
    body: z.object({ Date: z.iso.date().optional().describe('the day the run counts as (UTC), today when absent') }),
    response: z.number().describe('statement bills issued by this run'),
  },
});

export const userBillCalls = defineCalls('UserBill', {
  GetUserBills: {
    ...customerOwner,
    summary: "The caller's bills, newest first",
    body: UserBillsBody,
    rows: BillRow,
    sorts: billSorts,
    counts: 'BillStatus',
  },
  GetUserBillById: {
    ...customerOwner,
    summary: "One of the caller's bills with its lines and payments",
    body: z.object({ Id: zId }),
    response: BillDetail,
  },
  PayUserBills: {
    ...customerOwner,
    summary: "Pays the caller's unpaid bills from their wallet, once per key",
    body: PayBillsBody,
    response: PaymentAnswer,
  },
});

export const paymentRecordCalls = defineCalls('PaymentRecord', {
  GetPaymentRecords: {
    ...staffOwner,
    summary: "Every customer's payments and refunds, newest first",
    body: StaffPaymentsBody,
    rows: PaymentRow,
    sorts: ['CreationTime', 'Amount'],
  },
});

export const userPaymentRecordCalls = defineCalls('UserPaymentRecord', {
  GetUserPaymentRecords: {
    ...customerOwner,
    summary: "The caller's payments and refunds, newest first",
    body: UserPaymentsBody,
    rows: PaymentRow,
    sorts: ['CreationTime', 'Amount'],
  },
});

export const billTexts = areaTexts({
  record: { calls: billCalls, name: t3('账单', '帳單', 'bill'), plural: 'bills' },
  messages: {
    'bills.noneChosen': t3(
      '{label}：请至少选择一张账单。',
      '{label}：請至少選擇一張帳單。',
      '{label}: choose at least one bill.',
    ),
    'bills.idempotencyKey': t3(
      '{label}应为 8 到 64 位字母、数字、下划线或连字符。',
      '{label}應為 8 到 64 位字母、數字、底線或連字號。',
      '{label} must be 8 to 64 letters, digits, underscores or hyphens.',
    ),
    'bills.mixed': t3(
      '{label}须为同一客户、同一币种的账单：请分开支付。',
      '{label}須為同一客戶、同一幣別的帳單：請分開支付。',
      '{label} must be bills of one customer in one currency: pay them separately.',
    ),
    'bills.keyReused': t3(
      '{label}已用于另一笔支付：请重新发起支付。',
      '{label}已用於另一筆支付：請重新發起支付。',
      '{label} was used for another payment: start the payment again.',
    ),
    'bills.dayAhead': t3(
      '{label} {value} 尚未到来或尚未结束，不能计费：请输入 {latest} 或之前的日期。',
      '{label} {value} 尚未到來或尚未結束，不能計費：請輸入 {latest} 或之前的日期。',
      '{label} {value} has not come or ended yet, so nothing can be billed for it: enter {latest} or an earlier day.',
    ),
    'bills.onInvoice': t3(
      '账单 {bill} 已开在发票 {invoice} 上，不能退款：请先作废该发票，再退款。',
      '帳單 {bill} 已開在發票 {invoice} 上，不能退款：請先作廢該發票，再退款。',
      'Bill {bill} is on invoice {invoice}, which is issued, so it cannot be refunded: void that invoice first, then refund the bill.',
    ),
    'bills.overAvailable': t3(
      '{label}共 {amount}，超过钱包余额与信用额度之和（可用 {available}）：请先充值。',
      '{label}共 {amount}，超過錢包餘額與信用額度之和（可用 {available}）：請先儲值。',
      '{label} come to {amount}, more than the wallet has with its credit ({available}): recharge first.',
    ),
  },
  fields: {
    BillIds: t3('账单', '帳單', 'Bills'),
    IdempotencyKey: t3('支付请求号', '支付請求號', 'Payment request key'),
    Net: t3('不含税金额', '未稅金額', 'Net'),
    Gross: t3('金额', '金額', 'Amount'),
    SourceNumber: t3('费用来源', '費用來源', 'For'),
    PeriodStart: t3('周期开始', '週期開始', 'Period from'),
    PeriodEnd: t3('周期结束', '週期結束', 'Period to'),
    StatementNumber: t3('结算单号', '結算單號', 'Statement'),
    PaidTime: t3('支付时间', '支付時間', 'Paid'),
    BillNumbers: t3('账单号', '帳單號', 'Bills'),
    Discount: t3('优惠券抵扣', '優惠券折抵', 'Coupon discount'),
    Description: t3('说明', '說明', 'Description'),
    Date: t3('日期', '日期', 'Date'),
  },
  buttons: {
    BillGetBills: t3('查询账单', '查詢帳單', 'List bills'),
    BillGetBillById: t3('查看账单', '查看帳單', 'View a bill'),
    BillPayBills: t3('代客户支付', '代客戶支付', 'Pay for the customer'),
    BillRefundBills: t3('退款', '退款', 'Refund'),
    BillCancelBills: t3('取消账单', '取消帳單', 'Cancel bills'),
    BillLockOrderRefund: t3('锁定订单退款', '鎖定訂單退款', 'Lock order refund'),
    BillRunStorageBilling: t3('执行仓储计费', '執行倉儲計費', 'Run storage billing'),
    BillRunSettlementCycle: t3('执行周期结算', '執行週期結算', 'Run the settlement cycle'),
    PaymentRecordGetPaymentRecords: t3('查询支付记录', '查詢支付記錄', 'List payment records'),
  },
});
