import {
  AmountStatementType,
  BillType,
  billCalls,
  billFlow,
  Money,
  moneySummaryCalls,
  SettlementCycle,
  SPENDING_DAYS,
  userBillCalls,
  userMoneySummaryCalls,
} from '@wms/contract';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountStatements, bills, currencies, expenseTypes, users, wallets } from '../src/db/schema/index.js';
import { issueBill } from '../src/modules/money/bills/issue.js';
import { startTestServer, type TestServer } from './helpers/server.js';

/**
 * The money at a glance (issue 29, item 7). The test recharges customer1, pays two bills and
 * refunds one of them, leaves a third unpaid, and reads the figures against what its own actions
 * must have done and against the wallets, bills and statement rows themselves.
 */

let s: TestServer;
const token: Record<string, string> = {};
let customer1: number;
let customer2: number;
let cny: number;
let expense: number;
let seq = 0;
const key = () => `money-summary-${Date.now()}-${++seq}`;
const todayUtc = () => new Date().toISOString().slice(0, 10);
const startOfToday = () => new Date(`${todayUtc()}T00:00:00.000Z`);

const userId = async (name: string) =>
  (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;

/** A CNY bill of `amount` for a customer, issued as the server issues them. */
const aBill = (owner: number, amount: string) =>
  s.deps.db
    .transaction((tx) =>
      issueBill(tx, {
        ownerId: owner,
        currencyId: cny,
        type: BillType.Warehousing,
        settlement: SettlementCycle.EachTime,
        deduct: false,
        issueKey: key(),
        source: { entity: 'Test', id: null, number: 'MONEY' },
        lines: [{ expenseTypeId: expense, description: 'test', net: amount, tax: '0', gross: amount }],
      }),
    )
    .then((id) => id!);

/** A customer's own summary; `body` may name anyone, the call answers the caller's. */
const mine = (who: string, body: object = {}) =>
  s.invoke(userMoneySummaryCalls.GetUserMoneySummary, body as Record<string, never>, {
    token: token[who],
    lang: 'en-us',
  });
const staffSummary = () => s.invoke(moneySummaryCalls.GetMoneySummary, {}, { token: token.admin, lang: 'en-us' });
const cnyOf = <T extends { CurrencyCode: string }>(rows: T[]) => rows.find((r) => r.CurrencyCode === 'CNY')!;
const recharge = async (customer: number, amount: string) => {
  const r = await s.call(
    'AmountStatement/ManualRecharge',
    { CustomerId: customer, CurrencyId: cny, Amount: amount, Reason: 'money summary test' },
    { token: token.admin, lang: 'en-us' },
  );
  expect(r.Code, r.Message).toBe(0);
};

/** What the database holds for a customer's CNY wallet and unpaid bills, read apart from the call. */
async function held(customer: number) {
  const [w] = await s.deps.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, customer), eq(wallets.currencyId, cny)));
  const unpaid = await s.deps.db
    .select({ amount: bills.amount })
    .from(bills)
    .where(and(eq(bills.ownerId, customer), eq(bills.currencyId, cny), eq(bills.status, billFlow.state.Unpaid)));
  return {
    Balance: Money.of(w!.balance).toFixed(2),
    CreditLimit: Money.of(w!.creditLimit).toFixed(2),
    Available: Money.of(w!.balance).plus(w!.creditLimit).toFixed(2),
    UnpaidCount: unpaid.length,
    UnpaidAmount: Money.sum(unpaid.map((b) => b.amount)).toFixed(2),
  };
}

/** Today's CNY statement rows of the given types (every customer's, or one's), summed apart. */
async function todays(types: number[], customer?: number) {
  const rows = await s.deps.db
    .select({ amount: amountStatements.amount })
    .from(amountStatements)
    .where(
      and(
        eq(amountStatements.currencyId, cny),
        inArray(amountStatements.type, types),
        gte(amountStatements.creationTime, startOfToday()),
        customer === undefined ? undefined : eq(amountStatements.userId, customer),
      ),
    );
  return Money.sum(rows.map((r) => r.amount));
}

let before1: Awaited<ReturnType<typeof mine>>['Data'];
let staffBefore: Awaited<ReturnType<typeof staffSummary>>['Data'];

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'clerk', 'customer1', 'customer2']) token[who] = (await s.signIn(who)).AccessToken;
  customer1 = await userId('customer1');
  customer2 = await userId('customer2');
  cny = (await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY')))[0]!.id;
  expense = (
    await s.deps.db.select({ id: expenseTypes.id }).from(expenseTypes).where(eq(expenseTypes.code, 'WAREHOUSING'))
  )[0]!.id;

  before1 = (await mine('customer1')).Data;
  staffBefore = (await staffSummary()).Data;

  // The test's own money: 200 in, two bills paid (30.50 and 12.25), the first refunded, a third
  // of 7.00 left unpaid.
  await recharge(customer1, '200');
  const paidBack = await aBill(customer1, '30.5');
  const kept = await aBill(customer1, '12.25');
  await aBill(customer1, '7');
  const pay = await s.invoke(
    userBillCalls.PayUserBills,
    { BillIds: [paidBack, kept], IdempotencyKey: key() },
    { token: token.customer1, lang: 'en-us' },
  );
  expect(pay.Code, pay.Message).toBe(0);
  expect(pay.Data.Amount).toBe('42.75');
  const refund = await s.invoke(
    billCalls.RefundBills,
    { BillIds: [paidBack], Reason: 'money summary test' },
    { token: token.admin, lang: 'en-us' },
  );
  expect(refund.Code, refund.Message).toBe(0);
  expect(refund.Data.Amount).toBe('30.50');
});
afterAll(() => s.close());

describe("a customer's money at a glance", () => {
  it('answers what the wallet and the unpaid bills hold, moved by the payment and the refund', async () => {
    const r = await mine('customer1');
    expect(r.Code, r.Message).toBe(0);
    const now = cnyOf(r.Data.Currencies);
    const was = cnyOf(before1.Currencies);
    // From the test's own actions: +200 recharged, -42.75 paid, +30.50 refunded; one bill of 7 unpaid.
    expect(now.Balance).toBe(Money.of(was.Balance).plus('200').minus('42.75').plus('30.5').toFixed(2));
    expect(now.CreditLimit).toBe(was.CreditLimit);
    expect(now.Available).toBe(Money.of(now.Balance).plus(now.CreditLimit).toFixed(2));
    expect(now.UnpaidCount).toBe(was.UnpaidCount + 1);
    expect(now.UnpaidAmount).toBe(Money.of(was.UnpaidAmount).plus('7').toFixed(2));
    // And as the database holds them.
    const { Balance, CreditLimit, Available, UnpaidCount, UnpaidAmount } = now;
    expect({ Balance, CreditLimit, Available, UnpaidCount, UnpaidAmount }).toEqual(await held(customer1));
    expect(now).toMatchObject({ CurrencyId: cny, CurrencySymbol: '¥', Decimals: 2 });
    // The base currency first.
    expect(r.Data.Currencies[0]!.CurrencyCode).toBe('CNY');
  });

  it('charts 90 days of spending, today last, today showing the payment less the refund', async () => {
    const r = await mine('customer1');
    const { Spending } = cnyOf(r.Data.Currencies);
    expect(Spending).toHaveLength(SPENDING_DAYS);
    expect(Spending.at(-1)!.Date).toBe(todayUtc());
    expect(r.Data.To).toBe(todayUtc());
    expect(r.Data.From).toBe(Spending[0]!.Date);
    const first = new Date(`${todayUtc()}T00:00:00Z`).getTime() - (SPENDING_DAYS - 1) * 86_400_000;
    expect(Spending[0]!.Date).toBe(new Date(first).toISOString().slice(0, 10));
    // One point a day, no day twice or missing.
    expect(new Set(Spending.map((p) => p.Date)).size).toBe(SPENDING_DAYS);
    for (const p of Spending) expect(p.Amount).toMatch(/^-?\d+\.\d{2}$/);
    const today = Spending.at(-1)!.Amount;
    const wasToday = cnyOf(before1.Currencies).Spending.at(-1)!.Amount;
    expect(today).toBe(Money.of(wasToday).plus('42.75').minus('30.5').toFixed(2));
    // As the statement rows hold it: what payments took, less what refunds put back.
    const rows = await todays([AmountStatementType.BillPayment, AmountStatementType.BillRefund], customer1);
    expect(today).toBe(rows.negated().toFixed(2));
  });

  it("shows customer2 only customer2's figures, whatever the body names", async () => {
    await recharge(customer2, '3.33');
    const own = await mine('customer2');
    expect(own.Code, own.Message).toBe(0);
    const naming = await mine('customer2', { CustomerId: customer1, UserId: customer1 });
    expect(naming.Code).toBe(0);
    expect(naming.Data).toEqual(own.Data);
    const c2 = cnyOf(own.Data.Currencies);
    const { Balance, CreditLimit, Available, UnpaidCount, UnpaidAmount } = c2;
    expect({ Balance, CreditLimit, Available, UnpaidCount, UnpaidAmount }).toEqual(await held(customer2));
    expect(c2.Balance).not.toBe(cnyOf((await mine('customer1')).Data.Currencies).Balance);
    const spent = await todays([AmountStatementType.BillPayment, AmountStatementType.BillRefund], customer2);
    expect(c2.Spending.at(-1)!.Amount).toBe(spent.negated().toFixed(2));
  });
});

describe("staff's money at a glance", () => {
  it("counts the test's payment and recharge in today's takings, and the unpaid totals", async () => {
    const r = await staffSummary();
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data.Date).toBe(todayUtc());
    const now = cnyOf(r.Data.Currencies);
    const was = cnyOf(staffBefore.Currencies);
    // The payment less the refund (12.25), and the recharges: 200 for customer1, 3.33 for customer2.
    expect(now.PaymentsToday).toBe(Money.of(was.PaymentsToday).plus('12.25').toFixed(2));
    expect(now.RechargesToday).toBe(Money.of(was.RechargesToday).plus('203.33').toFixed(2));
    expect(now.UnpaidCount).toBe(was.UnpaidCount + 1);
    expect(now.UnpaidAmount).toBe(Money.of(was.UnpaidAmount).plus('7').toFixed(2));
    // As the rows hold them.
    const bills_ = await todays([AmountStatementType.BillPayment, AmountStatementType.BillRefund]);
    expect(now.PaymentsToday).toBe(bills_.negated().toFixed(2));
    const recharged = await todays([AmountStatementType.ManualRecharge, AmountStatementType.OnlineRecharge]);
    expect(now.RechargesToday).toBe(recharged.toFixed(2));
    const unpaid = await s.deps.db
      .select({ amount: bills.amount })
      .from(bills)
      .where(and(eq(bills.currencyId, cny), eq(bills.status, billFlow.state.Unpaid)));
    expect(now.UnpaidCount).toBe(unpaid.length);
    expect(now.UnpaidAmount).toBe(Money.sum(unpaid.map((b) => b.amount)).toFixed(2));
  });

  it('counts the customers who owe and what they owe', async () => {
    // customer2 goes (further) below zero within a credit limit.
    const w = await s.deps.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, customer2), eq(wallets.currencyId, cny)));
    const balance = Money.of(w[0]!.balance);
    const positive = balance.isNegative() ? Money.zero : balance;
    const limit = await s.call(
      'AmountStatement/EditCreditLimit',
      {
        CustomerId: customer2,
        CurrencyId: cny,
        CreditLimit: positive.minus(balance).plus('100').toFixed(2),
        Reason: 'test',
      },
      { token: token.admin, lang: 'en-us' },
    );
    expect(limit.Code, limit.Message).toBe(0);
    const deduct = await s.call(
      'AmountStatement/ManualDeduct',
      { CustomerId: customer2, CurrencyId: cny, Amount: positive.plus('5').toFixed(2), Reason: 'test' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(deduct.Code, deduct.Message).toBe(0);
    const r = await staffSummary();
    const now = cnyOf(r.Data.Currencies);
    const below = await s.deps.db.select().from(wallets);
    const owing = below.filter((x) => x.currencyId === cny && Money.of(x.balance).isNegative());
    expect(owing.map((x) => x.userId)).toContain(customer2);
    expect(now.OwingCustomers).toBe(owing.length);
    expect(now.Owed).toBe(
      Money.sum(owing.map((x) => x.balance))
        .negated()
        .toFixed(2),
    );
    const anyCurrency = new Set(below.filter((x) => Money.of(x.balance).isNegative()).map((x) => x.userId));
    expect(r.Data.CustomersOwing).toBe(anyCurrency.size);
  });

  it('refuses a customer the staff call, and staff without its permission', async () => {
    const byCustomer = await s.invoke(moneySummaryCalls.GetMoneySummary, {}, { token: token.customer1 });
    expect([byCustomer.status, byCustomer.Code]).toEqual([403, 1]);
    // The clerk works in the warehouses: the takings are not theirs.
    const byClerk = await s.invoke(moneySummaryCalls.GetMoneySummary, {}, { token: token.clerk });
    expect([byClerk.status, byClerk.Code]).toEqual([403, 1]);
    // And staff are not a customer.
    const staffAsCustomer = await s.invoke(userMoneySummaryCalls.GetUserMoneySummary, {}, { token: token.admin });
    expect([staffAsCustomer.status, staffAsCustomer.Code]).toEqual([403, 1]);
  });
});
