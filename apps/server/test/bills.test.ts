import {
  AmountStatementType,
  BillingMode,
  BillType,
  billCalls,
  billFlow,
  CalculationMethod,
  chargeRuleCalls,
  SettlementCycle,
  TaxMethod,
  TriggerDataSource,
  TriggerRule,
  userBillCalls,
  userPaymentRecordCalls,
} from '@wms/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amountStatements,
  bills,
  chargeRules,
  currencies,
  expenseTypes,
  packages,
  paymentRecords,
  users,
  wallets,
} from '../src/db/schema/index.js';
import {
  billInboundMove,
  issueBill,
  lastCycle,
  runSettlementCycle,
  runStorageDay,
} from '../src/modules/money/bills/issue.js';
import { WALLET_LEDGER } from '../src/modules/money/wallets/service.js';
import { runDueDeliveries } from '../src/platform/events.js';
import { verifyLedger } from '../src/platform/ledger.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};
let customer1: number;
let customer2: number;
let cny: number;
let expense: number;

const userId = async (name: string) =>
  (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;
const walletOf = async (user: number, currency: number) =>
  (
    await s.deps.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, user), eq(wallets.currencyId, currency)))
  )[0];
const billOf = async (id: number) => (await s.deps.db.select().from(bills).where(eq(bills.id, id)))[0]!;
let keySeq = 0;
const key = () => `test-key-${Date.now()}-${++keySeq}`;

/** A bill of `amount` for a customer, issued as the server issues them. */
async function aBill(
  owner: number,
  amount: string,
  o: { settlement?: number; currency?: number; source?: { entity: string; id: number | null; number: string } } = {},
) {
  const id = await s.deps.db.transaction((tx) =>
    issueBill(tx, {
      ownerId: owner,
      currencyId: o.currency ?? cny,
      type: BillType.Warehousing,
      settlement: o.settlement ?? SettlementCycle.EachTime,
      deduct: false,
      issueKey: key(),
      source: o.source ?? { entity: 'Test', id: null, number: 'TEST' },
      lines: [{ expenseTypeId: expense, description: 'test', net: amount, tax: '0', gross: amount }],
    }),
  );
  return id!;
}
/** Sets a customer's CNY balance and credit limit through the API, so the ledger stays whole. */
async function setBalance(owner: number, balance: string, credit = '0') {
  const w = await walletOf(owner, cny);
  const now = w ? Number(w.balance) : 0;
  const limit = (v: number) =>
    s.call(
      'AmountStatement/EditCreditLimit',
      { CustomerId: owner, CurrencyId: cny, CreditLimit: String(v), Reason: 'test' },
      { token: token.admin, lang: 'en-us' },
    );
  // Room for the change first (the limit may not drop below what is owed), then the wanted limit.
  await limit(Math.max(Number(credit), -Math.min(0, now), -Math.min(0, Number(balance))));
  const diff = Number(balance) - now;
  if (diff !== 0) {
    const r = await s.call(
      diff > 0 ? 'AmountStatement/ManualRecharge' : 'AmountStatement/ManualDeduct',
      { CustomerId: owner, CurrencyId: cny, Amount: diff > 0 ? String(diff) : String(-diff), Reason: 'test' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(r.Code, r.Message).toBe(0);
  }
  await limit(Number(credit));
}

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'clerk', 'customer1', 'customer2']) token[who] = (await s.signIn(who)).AccessToken;
  customer1 = await userId('customer1');
  customer2 = await userId('customer2');
  cny = (await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY')))[0]!.id;
  expense = (
    await s.deps.db.select({ id: expenseTypes.id }).from(expenseTypes).where(eq(expenseTypes.code, 'WAREHOUSING'))
  )[0]!.id;
});
afterAll(() => s.close());

describe('bills issued by events', () => {
  it('bills a parcel signed at its warehousing price, once however often the event is delivered', async () => {
    const [p] = await s.deps.db
      .select({ id: packages.id, number: packages.number, owner: packages.ownerId })
      .from(packages)
      .where(and(eq(packages.status, 1), eq(packages.ownerId, customer1)))
      .limit(1);
    expect(p).toBeDefined();
    await setBalance(customer1, '100');
    const signed = await s.call('PackageSigning/SignPackages', { Ids: [p!.id] }, { token: token.clerk });
    expect(signed.Code, signed.Message).toBe(0);
    while ((await runDueDeliveries(s.deps)) > 0);
    const issued = await s.deps.db
      .select()
      .from(bills)
      .where(and(eq(bills.sourceEntity, 'Package'), eq(bills.sourceId, p!.id)));
    expect(issued).toHaveLength(1);
    const [bill] = issued;
    expect(bill!.ownerId).toBe(customer1);
    expect(bill!.type).toBe(BillType.Warehousing);
    expect(Number(bill!.amount)).toBeGreaterThan(0);
    // The demo's signing rule deducts: the wallet paid it, with a statement row for the payment.
    expect(bill!.status).toBe(billFlow.state.Paid);
    const [st] = await s.deps.db
      .select()
      .from(amountStatements)
      .where(and(eq(amountStatements.userId, customer1), eq(amountStatements.type, AmountStatementType.BillPayment)))
      .orderBy(sql`${amountStatements.id} desc`)
      .limit(1);
    expect(Number(st!.amount)).toBe(-Number(bill!.amount));

    // The same event delivered again (a retry after a crash): nothing more.
    const again = await s.deps.db.transaction(async (tx) => {
      const { billInboundMove } = await import('../src/modules/money/bills/issue.js');
      const ev = await tx.execute(
        sql`select id from business_events where type = 'Package.sign' and record_id = ${p!.id} order by id desc limit 1`,
      );
      await billInboundMove(tx, Number((ev.rows[0] as { id: number }).id), 'Package.sign', p!.id);
      return tx.select({ n: count() }).from(bills).where(eq(bills.sourceId, p!.id));
    });
    expect(Number(again[0]!.n)).toBe(1);
  });
});

describe('paying bills', () => {
  it('pays an unpaid bill from the wallet once per key, with one statement row', async () => {
    await setBalance(customer1, '50');
    const bill = await aBill(customer1, '12.5');
    const k = key();
    const first = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: k },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(first.Code, first.Message).toBe(0);
    expect(first.Data.Repeated).toBe(false);
    expect(first.Data.Amount).toBe('12.50');
    expect(first.Data.BalanceAfter).toBe('37.50');
    const second = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: k },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(second.Code).toBe(0);
    expect(second.Data).toEqual({ ...first.Data, Repeated: true });
    expect((await walletOf(customer1, cny))!.balance).toBe('37.5000');
    expect((await billOf(bill)).status).toBe(billFlow.state.Paid);
    // The key named other bills before: refused, nothing taken.
    const other = await aBill(customer1, '1');
    const reused = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [other], IdempotencyKey: k },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(reused.Code).toBe(2);
    expect(reused.Message).toMatch(/Payment request key/);
    // Paying a paid bill with a new key: Code 4 naming its state.
    const paid = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: key() },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(paid.Code).toBe(4);
    expect(paid.Message).toMatch(/Paid/);
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER)).toEqual([]);
  });

  it('refuses what balance and credit cannot pay, saying what is available, and changes nothing', async () => {
    await setBalance(customer1, '10', '5');
    const bill = await aBill(customer1, '15.01');
    const r = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: key() },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(r.Code).toBe(2);
    expect(r.Message).toMatch(/15\.01 CNY.*15\.00 CNY/);
    expect((await billOf(bill)).status).toBe(billFlow.state.Unpaid);
    expect((await walletOf(customer1, cny))!.balance).toBe('10.0000');
    // Within credit it pays, and the balance goes below zero.
    const ok = await aBill(customer1, '15');
    const paid = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [ok], IdempotencyKey: key() },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(paid.Code, paid.Message).toBe(0);
    expect(paid.Data.BalanceAfter).toBe('-5.00');
  });

  it("never shows or pays another customer's bill", async () => {
    const theirs = await aBill(customer2, '3');
    const seen = await s.invoke(
      userBillCalls.GetUserBillById,
      { Id: theirs },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(seen.Code).toBe(3);
    const pay = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [theirs], IdempotencyKey: key() },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(pay.Code).toBe(3);
    const list = await s.invoke(userBillCalls.GetUserBills, { rows: 100 }, { token: token.customer1, lang: 'en-us' });
    expect(list.Data.every((b) => b.CustomerId === customer1)).toBe(true);
    const payments = await s.invoke(
      userPaymentRecordCalls.GetUserPaymentRecords,
      {},
      { token: token.customer1, lang: 'en-us' },
    );
    expect(payments.Data.every((p) => p.CustomerId === customer1)).toBe(true);
    // Bills of two customers in one payment: refused on the field.
    const mine = await aBill(customer1, '1');
    const mixed = await s.invoke(
      billCalls.PayBills,
      { BillIds: [mine, theirs], IdempotencyKey: key() },
      { token: token.admin, lang: 'en-us' },
    );
    expect(mixed.Code).toBe(2);
    expect(mixed.Message).toMatch(/one customer/);
  });

  it('pays a bill once when two payments of it come at once', async () => {
    await setBalance(customer2, '100');
    const bill = await aBill(customer2, '60');
    const tries = await Promise.all(
      [0, 1].map(() =>
        s.invoke(
          userBillCalls.PayUserBills,
          { BillIds: [bill], IdempotencyKey: key() },
          { token: token.customer2, lang: 'en-us' },
        ),
      ),
    );
    expect(tries.map((r) => r.Code).sort()).toEqual([0, 4]);
    expect((await walletOf(customer2, cny))!.balance).toBe('40.0000');
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER)).toEqual([]);
  });
});

describe('refunds and cancellations', () => {
  it('refunds a paid bill to the wallet, once, and only staff may', async () => {
    await setBalance(customer2, '20');
    const bill = await aBill(customer2, '8');
    await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: key() },
      { token: token.customer2, lang: 'en-us' },
    );
    expect((await walletOf(customer2, cny))!.balance).toBe('12.0000');
    const byCustomer = await s.call(
      'Bill/RefundBills',
      { BillIds: [bill], Reason: 'x' },
      { token: token.customer2, lang: 'en-us' },
    );
    expect(byCustomer.Code).not.toBe(0);
    const r = await s.invoke(
      billCalls.RefundBills,
      { BillIds: [bill], Reason: 'Damaged' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data.Amount).toBe('8.00');
    expect((await walletOf(customer2, cny))!.balance).toBe('20.0000');
    expect((await billOf(bill)).status).toBe(billFlow.state.Refunded);
    const again = await s.invoke(
      billCalls.RefundBills,
      { BillIds: [bill], Reason: 'Damaged' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(again.Code).toBe(4);
    expect((await walletOf(customer2, cny))!.balance).toBe('20.0000');
    const detail = await s.invoke(billCalls.GetBillById, { Id: bill }, { token: token.admin, lang: 'en-us' });
    expect(detail.Data.Payments.map((p) => p.TypeName)).toEqual(['Payment', 'Refund']);
    const history = await s.call(
      'StateHistory/GetStateHistory',
      { Entity: 'Bill', Id: bill },
      { token: token.customer2, lang: 'en-us' },
    );
    expect(history.Code).toBe(0);
    expect(history.Data.map((h: { ToStateName: string }) => h.ToStateName)).toEqual(['Refunded', 'Paid']);
  });

  it('cancels an unpaid bill, which can then not be paid', async () => {
    const bill = await aBill(customer2, '2');
    const r = await s.invoke(
      billCalls.CancelBills,
      { BillIds: [bill], Reason: 'Issued in error' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(r.Data).toBe(1);
    const pay = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [bill], IdempotencyKey: key() },
      { token: token.customer2, lang: 'en-us' },
    );
    expect(pay.Code).toBe(4);
  });
});

describe('locking an order refund', () => {
  it('makes the named bills and the other paid bills of their parcel final, never refundable, and only staff may', async () => {
    await setBalance(customer2, '50');
    const parcel = { entity: 'Package', id: 900_001, number: 'LOCKTEST1' };
    const [a, b, unpaid] = [
      await aBill(customer2, '3', { source: parcel }),
      await aBill(customer2, '4', { source: parcel }),
      await aBill(customer2, '5', { source: parcel }),
    ];
    const other = await aBill(customer2, '6', { source: { ...parcel, id: 900_002, number: 'LOCKTEST2' } });
    const paid = await s.invoke(
      userBillCalls.PayUserBills,
      { BillIds: [a, b, other], IdempotencyKey: key() },
      { token: token.customer2, lang: 'en-us' },
    );
    expect(paid.Code, paid.Message).toBe(0);
    const byCustomer = await s.call(
      'Bill/LockOrderRefund',
      { BillIds: [a], Reason: 'x' },
      { token: token.customer2, lang: 'en-us' },
    );
    expect(byCustomer.Code).not.toBe(0);
    const noReason = await s.call('Bill/LockOrderRefund', { BillIds: [a] }, { token: token.admin, lang: 'en-us' });
    expect(noReason.Code).toBe(2);
    expect((await billOf(a)).status).toBe(billFlow.state.Paid);

    const r = await s.invoke(
      billCalls.LockOrderRefund,
      { BillIds: [a], Reason: 'The order has arrived' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data).toBe(2);
    expect((await billOf(a)).status).toBe(billFlow.state.RefundLocked);
    expect((await billOf(b)).status).toBe(billFlow.state.RefundLocked);
    // Not paid yet, so not refundable yet: left as it is; another parcel's bill is not touched.
    expect((await billOf(unpaid)).status).toBe(billFlow.state.Unpaid);
    expect((await billOf(other)).status).toBe(billFlow.state.Paid);

    const balance = (await walletOf(customer2, cny))!.balance;
    const refund = await s.invoke(
      billCalls.RefundBills,
      { BillIds: [b], Reason: 'x' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(refund.Code).toBe(4);
    expect(refund.Message).toContain('Paid, refund locked');
    expect((await walletOf(customer2, cny))!.balance).toBe(balance);
    const again = await s.invoke(
      billCalls.LockOrderRefund,
      { BillIds: [a], Reason: 'again' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(again.Code).toBe(4);
    const history = await s.call(
      'StateHistory/GetStateHistory',
      { Entity: 'Bill', Id: b },
      { token: token.customer2, lang: 'en-us' },
    );
    expect(history.Data.map((h: { ToStateName: string }) => h.ToStateName)).toEqual(['Paid, refund locked', 'Paid']);
    // The system's lock when an order arrives: every paid bill of the document, nothing twice.
    const { lockDocumentRefunds } = await import('../src/modules/money/bills/payments.js');
    const locked = await s.deps.db.transaction((tx) =>
      lockDocumentRefunds(tx, { entity: 'Package', id: 900_002, reason: 'arrived', lang: 'en-us' }),
    );
    expect(locked).toBe(1);
    expect((await billOf(other)).status).toBe(billFlow.state.RefundLocked);
    expect(
      await s.deps.db.transaction((tx) =>
        lockDocumentRefunds(tx, { entity: 'Package', id: 900_002, reason: 'arrived', lang: 'en-us' }),
      ),
    ).toBe(0);
  });
});

describe('runs', () => {
  it('bills a storage day once however often it runs', async () => {
    // A parcel signed 40 days before the day billed, past the demo's 30 free days.
    const [p] = await s.deps.db
      .select({ id: packages.id })
      .from(packages)
      .where(and(inArray(packages.status, [2, 3, 4]), eq(packages.ownerId, customer1)))
      .limit(1);
    expect(p).toBeDefined();
    await s.deps.db
      .update(packages)
      .set({ signedTime: new Date('2026-01-01T08:00:00Z'), length: '50', width: '40', height: '30' })
      .where(eq(packages.id, p!.id));
    const first = await runStorageDay(s.deps, '2026-02-10');
    expect(first).toBeGreaterThan(0);
    expect(await runStorageDay(s.deps, '2026-02-10')).toBe(0);
    const [b] = await s.deps.db
      .select()
      .from(bills)
      .where(and(eq(bills.type, BillType.Storage), eq(bills.ownerId, customer1), eq(bills.sourceNumber, '2026-02-10')));
    // 0.06 m3 a day at 3.5 CNY: 0.21; the demo's storage rule settles monthly, so it waits.
    expect(b!.status).toBe(billFlow.state.Accruing);
    expect(Number(b!.amount)).toBeGreaterThanOrEqual(0.21);
  });

  it('gathers the bills of an ended cycle into one statement bill, once', async () => {
    expect(lastCycle(SettlementCycle.Monthly, '2026-03-05')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(lastCycle(SettlementCycle.Weekly, '2026-11-26')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    const a = await aBill(customer2, '4', { settlement: SettlementCycle.Monthly });
    const b = await aBill(customer2, '6', { settlement: SettlementCycle.Monthly });
    const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 3))
      .toISOString()
      .slice(0, 10);
    expect(await runSettlementCycle(s.deps, nextMonth)).toBeGreaterThan(0);
    expect(await runSettlementCycle(s.deps, nextMonth)).toBe(0);
    const [ga, gb] = [await billOf(a), await billOf(b)];
    expect(ga.status).toBe(billFlow.state.InStatement);
    expect(gb.statementBillId).toBe(ga.statementBillId);
    const st = await billOf(ga.statementBillId!);
    expect(st.type).toBe(BillType.Statement);
    expect(st.status).toBe(billFlow.state.Unpaid);
    const detail = await s.invoke(
      userBillCalls.GetUserBillById,
      { Id: st.id },
      { token: token.customer2, lang: 'en-us' },
    );
    expect(detail.Data.Gathered.map((g) => g.Id)).toEqual(expect.arrayContaining([a, b]));
    expect(Number(detail.Data.Amount)).toBeGreaterThanOrEqual(10);
  });

  it("rounds a rule's own amount times what happened up to the currency's places: 12.3456 x 2.345 kg is 28.96", async () => {
    const as = { token: token.admin, lang: 'en-us' as const };
    const made = await s.invoke(
      chargeRuleCalls.AddChargeRule,
      {
        Name: 'Inspection per kg',
        Trigger: TriggerDataSource.Inspection,
        ExpenseTypeId: expense,
        Source: TriggerRule.RuleAmount,
        Method: CalculationMethod.PerKg,
        Amount: '12.35',
        Tax: TaxMethod.None,
        Settlement: SettlementCycle.EachTime,
        BillingMode: BillingMode.Owe,
      },
      as,
    );
    expect(made.Code, made.Message).toBe(0);
    try {
      // A rule saved before amounts kept their currency's places holds four.
      await s.deps.db.update(chargeRules).set({ amount: '12.3456' }).where(eq(chargeRules.id, made.Data));
      const [p] = await s.deps.db
        .select({ id: packages.id })
        .from(packages)
        .where(eq(packages.ownerId, customer2))
        .limit(1);
      await s.deps.db.update(packages).set({ weight: '2.345' }).where(eq(packages.id, p!.id));
      // 12.3456 x 2.345 = 28.950432: half up would bill 28.95, short of the charge.
      await s.deps.db.transaction((tx) => billInboundMove(tx, 990_001, 'Package.passInspection', p!.id));
      const [bill] = await s.deps.db.select().from(bills).where(sql`${bills.issueKey} like 'event:990001:%'`);
      expect(bill!.amount).toBe('28.9600');
    } finally {
      await s.deps.db.update(chargeRules).set({ isDeactivate: true }).where(eq(chargeRules.id, made.Data));
    }
  });

  it('refuses a run for a day that has not ended (storage) or come (the cycle): Code 2 on the date, nothing billed', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const billCount = async () => Number((await s.deps.db.select({ n: count() }).from(bills))[0]!.n);
    const before = await billCount();
    const as = { token: token.admin, lang: 'en-us' as const };
    for (const [call, date, latest] of [
      [billCalls.RunStorageBilling, day(0), day(-1)],
      [billCalls.RunStorageBilling, day(30), day(-1)],
      [billCalls.RunSettlementCycle, day(1), day(0)],
      [billCalls.RunSettlementCycle, day(40), day(0)],
    ] as const) {
      const r = await s.invoke(call, { Date: date }, as);
      expect(r.Code, `${call.action} ${date}`).toBe(2);
      expect(r.body.Data.Field).toBe('Date');
      expect(r.Message).toBe(
        `Date ${date} has not come or ended yet, so nothing can be billed for it: enter ${latest} or an earlier day.`,
      );
    }
    expect(await billCount()).toBe(before);
    expect((await s.invoke(billCalls.RunStorageBilling, { Date: day(-1) }, as)).Code).toBe(0);
    expect((await s.invoke(billCalls.RunSettlementCycle, { Date: day(0) }, as)).Code).toBe(0);
  });
});

describe('the lists', () => {
  it('lists bills with state counts and payment records, filtered', async () => {
    const r = await s.call(
      billCalls.GetBills.path.slice(1),
      { CustomerId: customer2, StateCounts: true },
      { token: token.admin, lang: 'en-us' },
    );
    expect(r.Code).toBe(0);
    expect(r.Data.length).toBeGreaterThan(0);
    expect(r.Data.every((b: { CustomerId: number }) => b.CustomerId === customer2)).toBe(true);
    expect(
      (r as unknown as { Counts: { State: number; Count: number }[] }).Counts.find(
        (c) => c.State === billFlow.state.Refunded,
      )!.Count,
    ).toBeGreaterThan(0);
    const unpaid = await s.invoke(
      billCalls.GetBills,
      { Status: billFlow.state.Unpaid },
      { token: token.admin, lang: 'en-us' },
    );
    expect(unpaid.Data.every((b) => b.Status === billFlow.state.Unpaid)).toBe(true);
    const payments = await s.call(
      'PaymentRecord/GetPaymentRecords',
      { CustomerId: customer2 },
      { token: token.admin, lang: 'en-us' },
    );
    expect(payments.Code).toBe(0);
    expect(payments.Data[0].BillNumbers.length).toBeGreaterThan(0);
    const rules = await s.deps.db.select({ n: count() }).from(chargeRules);
    expect(Number(rules[0]!.n)).toBeGreaterThan(0);
    const records = await s.deps.db.select({ n: count() }).from(paymentRecords);
    expect(Number(records[0]!.n)).toBeGreaterThan(0);
  });
});
