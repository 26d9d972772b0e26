import { z } from 'zod';
import { type Texts, t3 } from '../i18n/define.js';
import { picked } from '../inputs.js';
import { MAX_WALLET_AMOUNT, zMoney } from '../money.js';
import { pageOf, zId } from '../paging.js';
import { zRequiredId, zRequiredText, zTime } from '../primitives.js';
import { oneOf } from './choices.js';
import { XLSX_TYPE } from './commodities.js';
import { zUserCouponIds } from './coupons.js';
import { areaTexts, customerOwner, defineCalls, staffOwner } from './define.js';

// Wallets and amount statements (docs/domain.md, "Money"): one wallet per customer and
// currency, made the first time something needs it; every change of its balance or credit limit is
// one amount statement row written in the change's transaction (the server's ledger kit), so the
// balance is always the sum of its statements. Staff keep every customer's (`/AmountStatement/`),
// a customer reads their own (`/UserAmountStatement/`).

type Option = { Value: number; Name: Texts };

/** What a statement row records (`/Select/GetAmountStatementTypes`). Bills, online recharges and
 * refunds add their types when they come. */
export const AmountStatementType = {
  ManualRecharge: 1,
  ManualDeduct: 2,
  CreditLimitChanged: 3,
  BillPayment: 4,
  BillRefund: 5,
  OnlineRecharge: 6,
  RechargeBonus: 7,
} as const;
export const amountStatementTypeOptions: Option[] = [
  { Value: AmountStatementType.ManualRecharge, Name: t3('人工充值', '人工儲值', 'Manual recharge') },
  { Value: AmountStatementType.ManualDeduct, Name: t3('人工扣款', '人工扣款', 'Manual deduction') },
  { Value: AmountStatementType.CreditLimitChanged, Name: t3('信用额度调整', '信用額度調整', 'Credit limit changed') },
  { Value: AmountStatementType.BillPayment, Name: t3('账单支付', '帳單支付', 'Bill payment') },
  { Value: AmountStatementType.BillRefund, Name: t3('账单退款', '帳單退款', 'Bill refund') },
  { Value: AmountStatementType.OnlineRecharge, Name: t3('在线充值', '線上儲值', 'Online recharge') },
  { Value: AmountStatementType.RechargeBonus, Name: t3('充值赠送', '儲值贈送', 'Recharge bonus') },
];

/** What a statement row belongs to: a manual adjustment, a bill, a recharge record, or a payment
 * record (a payment or refund of bills). */
export const StatementCause = { Manual: 1, Bill: 2, Recharge: 3, Payment: 4 } as const;

const amount = () => zMoney({ places: 4, max: MAX_WALLET_AMOUNT });
const customer = () => picked(zRequiredId, 'Customer').describe('a customer');
const currency = () => picked(zRequiredId, 'Currency').describe('an active currency');
const reason = () => zRequiredText(200).describe('why, kept on the statement row');

export const WalletRow = z.object({
  Id: z.number(),
  CustomerId: z.number(),
  CustomerName: z.string().describe("the customer's user name"),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  Balance: z.string().describe("decimal text in the currency's places; below zero while owing"),
  CreditLimit: z.string().describe('how far below zero the balance may go'),
  Available: z.string().describe('balance plus credit limit: the most a deduction may take'),
  CreationTime: zTime,
});
export type WalletRow = z.infer<typeof WalletRow>;

export const AmountStatementRow = z.object({
  Id: z.number(),
  WalletId: z.number(),
  CustomerId: z.number(),
  CustomerName: z.string(),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  Type: z.number(),
  TypeName: z.string(),
  Amount: z.string().describe('signed: a deduction is negative; 0 for a credit limit change'),
  BalanceBefore: z.string(),
  BalanceAfter: z.string(),
  CreditLimit: z.string().describe('the credit limit after the change'),
  CauseKind: z.number().describe('1 manual, 2 bill, 3 recharge, 4 payment record'),
  CauseId: z.number().nullable(),
  CauseNumber: z.string(),
  Reason: z.string(),
  OperatorName: z.string().describe('who made the change (empty for the system)'),
  CreationTime: zTime,
});
export type AmountStatementRow = z.infer<typeof AmountStatementRow>;

const statementFilters = {
  CurrencyId: zId.optional(),
  Type: oneOf(AmountStatementType, 'AmountStatementTypes').optional(),
};
const StaffStatementsBody = pageOf({ CustomerId: zId.optional().describe('one customer'), ...statementFilters });
const UserStatementsBody = pageOf(statementFilters);
const statementSorts = ['CreationTime', 'Amount'] as const;

export const WalletChangeBody = z.object({
  CustomerId: customer(),
  CurrencyId: currency(),
  Amount: amount().describe('more than 0, in the currency’s places'),
  Reason: reason(),
});
export type WalletChangeBody = z.infer<typeof WalletChangeBody>;

/** Staff's recharge may take the customer's recharge coupons (the picker, type 2): what they add
 * is credited as a bonus row of its own. */
export const ManualRechargeBody = WalletChangeBody.extend({ UserCouponIds: zUserCouponIds() });
export type ManualRechargeBody = z.infer<typeof ManualRechargeBody>;

export const EditCreditLimitBody = z.object({
  CustomerId: customer(),
  CurrencyId: currency(),
  CreditLimit: amount().describe('0 or more, in the currency’s places; not below what the customer owes'),
  Reason: reason(),
});
export type EditCreditLimitBody = z.infer<typeof EditCreditLimitBody>;

const WalletChanged = z.object({
  WalletId: z.number(),
  StatementId: z.number(),
  BalanceBefore: z.string(),
  BalanceAfter: z.string(),
  CreditLimit: z.string(),
  Bonus: z.string().optional().describe('a recharge: what its coupons added (in BalanceAfter)'),
});

export const amountStatementCalls = defineCalls('AmountStatement', {
  GetAmountStatements: {
    ...staffOwner,
    summary: "Every customer's statement rows, newest first, by customer, currency, type and date",
    body: StaffStatementsBody,
    rows: AmountStatementRow,
    sorts: statementSorts,
  },
  ExportAmountStatements: {
    ...staffOwner,
    summary: 'The statement rows of the same filters as an Excel workbook (.xlsx), at most 10,000',
    body: StaffStatementsBody,
    sorts: statementSorts,
    produces: XLSX_TYPE,
  },
  GetWallets: {
    ...staffOwner,
    summary: "Customers' wallets: balance and credit limit per currency",
    body: pageOf({ CustomerId: zId.optional(), CurrencyId: zId.optional() }),
    rows: WalletRow,
  },
  EditCreditLimit: {
    ...staffOwner,
    summary: 'Sets a wallet’s credit limit (the wallet is made if needed); writes a statement row of 0',
    body: EditCreditLimitBody,
    response: WalletChanged,
  },
  ManualRecharge: {
    ...staffOwner,
    summary: 'Adds to a wallet (made if needed) with a reason, and what recharge coupons add; a statement row each',
    body: ManualRechargeBody,
    response: WalletChanged,
  },
  ManualDeduct: {
    ...staffOwner,
    summary: 'Takes from a wallet with a reason; refused (Code 2 on Amount) beyond balance plus credit',
    body: WalletChangeBody,
    response: WalletChanged,
  },
});

export const userAmountStatementCalls = defineCalls('UserAmountStatement', {
  GetUserWallets: {
    ...customerOwner,
    summary: "The caller's wallets",
    body: pageOf({ CurrencyId: zId.optional() }),
    rows: WalletRow,
  },
  GetUserAmountStatements: {
    ...customerOwner,
    summary: "The caller's statement rows, newest first",
    body: UserStatementsBody,
    rows: AmountStatementRow,
    sorts: statementSorts,
  },
  ExportUserAmountStatements: {
    ...customerOwner,
    summary: "The caller's statement rows as an Excel workbook (.xlsx), at most 10,000",
    body: UserStatementsBody,
    sorts: statementSorts,
    produces: XLSX_TYPE,
  },
});

export const walletTexts = areaTexts({
  // A currency a wallet is in names "the wallet of customer1" when it cannot be deleted.
  record: { calls: amountStatementCalls, name: t3('钱包', '錢包', 'wallet'), plural: 'wallets' },
  messages: {
    'wallets.overAvailable': t3(
      '{label}超过钱包余额与信用额度之和：请输入不超过 {max} 的金额。',
      '{label}超過錢包餘額與信用額度之和：請輸入不超過 {max} 的金額。',
      '{label} is more than the balance and credit allow: enter at most {max}.',
    ),
    'wallets.creditBelowOwed': t3(
      '{label}低于客户当前欠款：请输入不低于 {min} 的额度。',
      '{label}低於客戶當前欠款：請輸入不低於 {min} 的額度。',
      '{label} is below what the customer owes now: enter at least {min}.',
    ),
    'wallets.notCustomer': t3(
      '{label}不是有效的客户：请选择一位客户。',
      '{label}不是有效的客戶：請選擇一位客戶。',
      '{label} is not an active customer: choose a customer.',
    ),
  },
  fields: {
    CustomerName: t3('客户', '客戶', 'Customer'),
    Balance: t3('余额', '餘額', 'Balance'),
    CreditLimit: t3('信用额度', '信用額度', 'Credit limit'),
    Available: t3('可用金额', '可用金額', 'Available'),
    TypeName: t3('类型', '類型', 'Type'),
    BalanceBefore: t3('变动前余额', '變動前餘額', 'Balance before'),
    BalanceAfter: t3('变动后余额', '變動後餘額', 'Balance after'),
    CauseNumber: t3('关联单号', '關聯單號', 'Reference'),
    Reason: t3('原因', '原因', 'Reason'),
    OperatorName: t3('操作人', '操作人', 'Operator'),
  },
  buttons: {
    AmountStatementGetAmountStatements: t3('查询资金流水', '查詢資金流水', 'List amount statements'),
    AmountStatementExportAmountStatements: t3('导出资金流水', '匯出資金流水', 'Export amount statements'),
    AmountStatementGetWallets: t3('查询钱包', '查詢錢包', 'List wallets'),
    AmountStatementEditCreditLimit: t3('设置信用额度', '設定信用額度', 'Set credit limit'),
    AmountStatementManualRecharge: t3('人工充值', '人工儲值', 'Manual recharge'),
    AmountStatementManualDeduct: t3('人工扣款', '人工扣款', 'Manual deduction'),
  },
});
