import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { areaTexts, customerOwner, defineCalls, staffOwner } from './define.js';

// The money at a glance on the dashboard (issue 29, item 7): a customer's own wallets, unpaid
// bills and spending per currency, and for staff today's takings and what customers owe. Read
// only; every figure is worked out by PostgreSQL from the wallets, the bills (billFlow) and the
// amount statements (AmountStatementType), and answered as decimal text in the currency's places.

/** The days the spending chart covers: today (UTC) and the days before it. */
export const SPENDING_DAYS = 90;

const amount = (what: string) => z.string().describe(`${what}: decimal text in the currency's places`);

const CurrencyOf = {
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  CurrencySymbol: z.string().describe('empty when the currency has none: show the code'),
  Decimals: z.number().describe('places the currency keeps'),
};

export const SpendingDay = z.object({
  Date: z.iso.date().describe('a UTC day'),
  Amount: amount('bill payments that day minus the refunds put back (negative when refunds were more)'),
});
export type SpendingDay = z.infer<typeof SpendingDay>;

export const UserMoneyCurrency = z.object({
  ...CurrencyOf,
  Balance: amount('the wallet balance; below zero while owing; 0 without a wallet'),
  CreditLimit: amount('how far below zero the balance may go'),
  Available: amount('balance plus credit limit'),
  UnpaidCount: z.number().describe('bills waiting to be paid (status Unpaid)'),
  UnpaidAmount: amount('what those bills come to'),
  Spending: z.array(SpendingDay).describe(`${SPENDING_DAYS} days, oldest first, today last; 0 on a day without any`),
});
export type UserMoneyCurrency = z.infer<typeof UserMoneyCurrency>;

export const UserMoneySummary = z.object({
  From: z.iso.date().describe('the first day of the spending series (UTC)'),
  To: z.iso.date().describe('the last day: today (UTC)'),
  Currencies: z.array(UserMoneyCurrency).describe('each currency the caller has a wallet or bills in, the base first'),
});
export type UserMoneySummary = z.infer<typeof UserMoneySummary>;

export const MoneySummaryCurrency = z.object({
  ...CurrencyOf,
  PaymentsToday: amount('what bill payments took from wallets today, less the refunds put back'),
  RechargesToday: amount('what recharges put into wallets today'),
  UnpaidCount: z.number().describe('unpaid bills of every customer'),
  UnpaidAmount: amount('what those bills come to'),
  OwingCustomers: z.number().describe('customers whose wallet in the currency is below zero'),
  Owed: amount('what those wallets are below zero by, together'),
});
export type MoneySummaryCurrency = z.infer<typeof MoneySummaryCurrency>;

export const MoneySummary = z.object({
  Date: z.iso.date().describe('today (UTC): the day the takings are of'),
  CustomersOwing: z.number().describe('customers below zero in any currency'),
  Currencies: z
    .array(MoneySummaryCurrency)
    .describe('the base currency and every currency with takings, unpaid bills or debts, the base first'),
});
export type MoneySummary = z.infer<typeof MoneySummary>;

export const userMoneySummaryCalls = defineCalls('UserMoneySummary', {
  GetUserMoneySummary: {
    ...customerOwner,
    summary: `The caller's wallets, unpaid bills and spending of the last ${SPENDING_DAYS} days, per currency`,
    body: z.object({}),
    response: UserMoneySummary,
  },
});

export const moneySummaryCalls = defineCalls('MoneySummary', {
  GetMoneySummary: {
    ...staffOwner,
    summary: "Today's takings (UTC), unpaid bills and what customers owe, per currency",
    body: z.object({}),
    response: MoneySummary,
  },
});

export const moneySummaryTexts = areaTexts({
  fields: {
    UnpaidCount: t3('待支付账单数', '待支付帳單數', 'Unpaid bills'),
    UnpaidAmount: t3('待支付金额', '待支付金額', 'Unpaid amount'),
    Spending: t3('消费', '消費', 'Spending'),
    PaymentsToday: t3('今日账单收款', '今日帳單收款', 'Bill payments today'),
    RechargesToday: t3('今日充值', '今日儲值', 'Recharges today'),
    OwingCustomers: t3('欠款客户', '欠款客戶', 'Customers owing'),
    CustomersOwing: t3('欠款客户总数', '欠款客戶總數', 'Customers owing in all'),
    Owed: t3('欠款金额', '欠款金額', 'Owed'),
  },
  buttons: {
    MoneySummaryGetMoneySummary: t3('查看资金概览', '查看資金概覽', 'View the money summary'),
  },
});
