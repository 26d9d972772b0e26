import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  amountInWords,
  BillType,
  billCalls,
  billFlow,
  logisticsInvoiceCalls,
  logisticsInvoiceFlow,
  Money,
  SettlementCycle,
  userLogisticsInvoiceCalls,
} from '@wms/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bills,
  currencies,
  expenseTypes,
  logisticsInvoiceBills,
  logisticsInvoices,
  users,
} from '../src/db/schema/index.js';
import { issueBill } from '../src/modules/money/bills/issue.js';
import { payBills, refundBills } from '../src/modules/money/bills/payments.js';
import { logisticsInvoiceWorkflow } from '../src/modules/money/invoices/workflow.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeWorkflow } from './helpers/workflow.js';

/**
 * Logistics invoices (packages/contract/src/calls/invoices.ts): an invoice gathers exactly the
 * paid bills of a customer in one currency paid in its period and on no issued invoice; a bill is
 * on one issued invoice only, even when two are issued at once; voiding frees the bills; a
 * customer reaches their own invoices only; the PDF says what the invoice says, the total in
 * words in the language asked.
 */

let s: TestServer;
const token: Record<string, string> = {};
let admin: number;
let customer1: number;
let customer2: number;
let cny: number;
let usd: number;
let expense: number;

const userId = async (name: string) =>
  (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;
const currencyId = async (code: string) =>
  (await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, code)))[0]!.id;
let keySeq = 0;

/** A bill of `gross` (of it `tax`) for a customer, issued as the server issues them; paid at
 * `paidAt` (from the wallet, as the system pays) unless `paidAt` is null. */
async function aBill(
  owner: number,
  gross: string,
  o: { tax?: string; currency?: number; paidAt?: string | null } = {},
): Promise<number> {
  const tax = o.tax ?? '0';
  return s.deps.db.transaction(async (tx) => {
    const id = (await issueBill(tx, {
      ownerId: owner,
      currencyId: o.currency ?? cny,
      type: BillType.Warehousing,
      settlement: SettlementCycle.EachTime,
      deduct: false,
      issueKey: `invoice-test-${++keySeq}`,
      source: { entity: 'Test', id: null, number: `INV-SRC-${keySeq}` },
      lines: [{ expenseTypeId: expense, description: 'test', net: Money.of(gross).minus(tax).toFixed(), tax, gross }],
    }))!;
    if (o.paidAt !== null) {
      await payBills(tx, { auth: null, ownerId: owner, billIds: [id], lang: 'en-us' });
      await tx
        .update(bills)
        .set({ paidTime: new Date(o.paidAt ?? '2025-03-15T12:00:00Z') })
        .where(eq(bills.id, id));
    }
    return id;
  });
}

/** Money into a wallet through the API, so that the system can pay the bills from it. */
async function recharge(owner: number, currency: number, amount: string) {
  const r = await s.call(
    'AmountStatement/ManualRecharge',
    { CustomerId: owner, CurrencyId: currency, Amount: amount, Reason: 'invoice tests' },
    { token: token.admin, lang: 'en-us' },
  );
  expect(r.Code, r.Message).toBe(0);
}

const create = (body: Record<string, unknown>, lang = 'en-us') =>
  s.invoke(logisticsInvoiceCalls.CreateLogisticsInvoice, body as never, { token: token.admin, lang });
/** The field a Code 2 names. */
const fieldOf = (r: { Data: unknown }) => (r.Data as { Field?: string } | null)?.Field;
const invoiceCount = async () => Number((await s.deps.db.select({ n: count() }).from(logisticsInvoices))[0]!.n);
const activeInvoicesOf = async (billIds: number[]) =>
  s.deps.db
    .select({ bill: logisticsInvoiceBills.billId, invoice: logisticsInvoiceBills.invoiceId })
    .from(logisticsInvoiceBills)
    .where(and(inArray(logisticsInvoiceBills.billId, billIds), eq(logisticsInvoiceBills.active, true)));

/** A file call as the console makes it: the file itself, or the envelope of a refusal. */
async function fileCall(who: string, path: string, body: unknown, lang = 'en-us') {
  const res = await s.app.inject({
    method: 'POST',
    url: `/openapi/${path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token[who]}`, acceptlanguage: lang },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), data: res.rawPayload };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-invoices-'));
/** What poppler's pdftotext reads out of a PDF (what a reader, and a search, finds in it). */
function pdfText(pdf: Buffer): string {
  const file = path.join(tmp, `invoice-${++keySeq}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'clerk', 'customer1', 'customer2']) token[who] = (await s.signIn(who)).AccessToken;
  admin = await userId('admin');
  customer1 = await userId('customer1');
  customer2 = await userId('customer2');
  cny = await currencyId('CNY');
  usd = await currencyId('USD');
  expense = (
    await s.deps.db.select({ id: expenseTypes.id }).from(expenseTypes).where(eq(expenseTypes.code, 'WAREHOUSING'))
  )[0]!.id;
  await recharge(customer1, cny, '5000');
  await recharge(customer2, cny, '5000');
  await recharge(customer2, usd, '500');
});
afterAll(async () => {
  await s.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

let made = 0;
describeWorkflow(() => s, {
  bound: logisticsInvoiceWorkflow,
  async make(state) {
    const [row] = await s.deps.db
      .insert(logisticsInvoices)
      .values({
        ownerId: customer1,
        currencyId: cny,
        status: state,
        periodStart: '2024-01-01',
        periodEnd: '2024-01-31',
        title: `Workflow ${++made}`,
        net: '0',
        tax: '0',
        amount: '0',
        billCount: 0,
      })
      .returning({ id: logisticsInvoices.id });
    return row!.id;
  },
});

describe('issuing an invoice', () => {
  it('gathers exactly the paid bills of the period and currency that are on no invoice, with exact totals', async () => {
    const period = { PeriodStart: '2025-03-01', PeriodEnd: '2025-03-31' };
    const inside = [
      await aBill(customer2, '10.60', { tax: '0.60', paidAt: '2025-03-01T00:00:00Z' }),
      await aBill(customer2, '0.10', { paidAt: '2025-03-15T08:00:00Z' }),
      await aBill(customer2, '0.20', { tax: '0.01', paidAt: '2025-03-31T23:59:59.999Z' }),
    ];
    const outside = [
      // Paid the moment after the period, and the day before it.
      await aBill(customer2, '7', { paidAt: '2025-04-01T00:00:00Z' }),
      await aBill(customer2, '7', { paidAt: '2025-02-28T23:59:59Z' }),
      // Not paid; paid in another currency; another customer's.
      await aBill(customer2, '7', { paidAt: null }),
      await aBill(customer2, '7', { currency: usd, paidAt: '2025-03-10T00:00:00Z' }),
      await aBill(customer1, '7', { paidAt: '2025-03-10T00:00:00Z' }),
    ];
    // Paid in the period and refunded since: not paid any more.
    const refunded = await aBill(customer2, '7', { paidAt: '2025-03-12T00:00:00Z' });
    await s.deps.db.transaction(async (tx) => {
      await refundBills(tx, {
        auth: { userId: admin, accountType: 1, siteId: 1, isSuperUser: true, sessionId: 't' },
        billIds: [refunded],
        reason: 'test',
        lang: 'en-us',
      });
    });
    outside.push(refunded);

    const r = await create({ CustomerId: customer2, CurrencyId: cny, ...period, TaxNumber: ' 91440300-ABC ' });
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data.Number).toMatch(/^LI\d{8}$/);
    expect(r.Data.BillCount).toBe(3);
    expect(r.Data.Amount).toBe('10.90');
    const detail = await s.invoke(
      logisticsInvoiceCalls.GetLogisticsInvoiceById,
      { Id: r.Data.Id },
      { token: token.admin, lang: 'en-us' },
    );
    expect(detail.Code).toBe(0);
    const d = detail.Data;
    expect(d.Bills.map((b) => b.Id)).toEqual(inside);
    expect(d.Bills.every((b) => b.Status === billFlow.state.Paid)).toBe(true);
    expect([d.Net, d.Tax, d.Amount]).toEqual(['10.29', '0.61', '10.90']);
    expect(d.Status).toBe(logisticsInvoiceFlow.state.Issued);
    expect(d.StatusName).toBe('Issued');
    expect([d.PeriodStart, d.PeriodEnd, d.CurrencyCode, d.CustomerName]).toEqual([
      '2025-03-01',
      '2025-03-31',
      'CNY',
      'customer2',
    ]);
    // The title is the customer's name unless given; the tax number is kept as typed, trimmed.
    expect(d.Title).toBe('Customer Two');
    expect(d.TaxNumber).toBe('91440300-ABC');
    expect(d.OperatorName).toBe('admin');
    expect(d.AmountInWords).toBe('CNY Ten and 90/100');
    expect(await activeInvoicesOf(outside)).toEqual([]);

    const zh = await s.invoke(
      logisticsInvoiceCalls.GetLogisticsInvoiceById,
      { Id: r.Data.Id },
      { token: token.admin, lang: 'zh-cn' },
    );
    expect(zh.Data.AmountInWords).toBe('CNY 壹拾元玖角');
    expect(zh.Data.StatusName).toBe('已开具');
  });

  it('refuses a second invoice over the same period, in the caller’s language, and writes nothing', async () => {
    const period = { PeriodStart: '2025-03-01', PeriodEnd: '2025-03-31' };
    const before = await invoiceCount();
    const again = await create({ CustomerId: customer2, CurrencyId: cny, ...period });
    expect([again.Code, fieldOf(again)]).toEqual([2, 'CustomerId']);
    expect(again.Message).toBe(
      'Customer has no paid CNY bills from 2025-03-01 to 2025-03-31 waiting for an invoice: choose another period or currency.',
    );
    const zh = await create({ CustomerId: customer2, CurrencyId: cny, ...period }, 'zh-cn');
    expect(zh.Message).toBe('客户在 2025-03-01 至 2025-03-31 没有待开票的已支付 CNY 账单：请换一个周期或币种。');
    // The customer asking for their own: refused on the period's end.
    const own = await s.invoke(
      userLogisticsInvoiceCalls.RequestUserLogisticsInvoice,
      { CurrencyId: cny, ...period },
      { token: token.customer2, lang: 'en-us' },
    );
    expect([own.Code, fieldOf(own)]).toEqual([2, 'PeriodEnd']);
    expect(own.Message).toMatch(/^Period to 2025-03-31 closes a period with no paid CNY bills/);
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses what the form can fix on its field', async () => {
    const base = { CustomerId: customer2, CurrencyId: cny, PeriodStart: '2025-05-01', PeriodEnd: '2025-05-31' };
    const cases: [Record<string, unknown>, string][] = [
      [{ PeriodEnd: '2025-04-30' }, 'PeriodEnd'],
      [{ PeriodStart: '2025-02-30' }, 'PeriodStart'],
      [{ PeriodEnd: '0000-01-01' }, 'PeriodEnd'],
      [{ PeriodStart: undefined }, 'PeriodStart'],
      [{ TaxNumber: 'no spaces allowed' }, 'TaxNumber'],
      [{ Title: 'x'.repeat(101) }, 'Title'],
      [{ CustomerId: admin }, 'CustomerId'],
      [{ CurrencyId: 999_999 }, 'CurrencyId'],
    ];
    const before = await invoiceCount();
    for (const [change, field] of cases) {
      const r = await create({ ...base, ...change });
      expect([r.Code, fieldOf(r)], JSON.stringify(change)).toEqual([2, field]);
    }
    const order = await create({ ...base, PeriodEnd: '2025-04-30' });
    expect(order.Message).toBe('Period to is before the start of the period: enter 2025-05-01 or a later day.');
    expect(await invoiceCount()).toBe(before);
  });

  it('puts each bill on one invoice when several are issued at once', async () => {
    const period = { PeriodStart: '2025-06-01', PeriodEnd: '2025-06-30' };
    const ids = [
      await aBill(customer2, '1.11', { paidAt: '2025-06-02T00:00:00Z' }),
      await aBill(customer2, '2.22', { paidAt: '2025-06-03T00:00:00Z' }),
      await aBill(customer2, '3.33', { paidAt: '2025-06-04T00:00:00Z' }),
    ];
    const tries = await Promise.all([
      create({ CustomerId: customer2, CurrencyId: cny, ...period }),
      create({ CustomerId: customer2, CurrencyId: cny, ...period }),
      s.invoke(
        userLogisticsInvoiceCalls.RequestUserLogisticsInvoice,
        { CurrencyId: cny, ...period },
        { token: token.customer2, lang: 'en-us' },
      ),
      // An overlapping period takes what the others have not.
      create({ CustomerId: customer2, CurrencyId: cny, PeriodStart: '2025-06-03', PeriodEnd: '2025-06-03' }),
    ]);
    expect(
      tries.every((r) => r.Code === 0 || r.Code === 2),
      JSON.stringify(tries.map((r) => r.Message)),
    ).toBe(true);
    const won = tries.filter((r) => r.Code === 0);
    expect(won.length).toBeGreaterThanOrEqual(1);
    // Every bill on exactly one invoice, and the invoices' counts and totals are their bills'.
    const on = await activeInvoicesOf(ids);
    expect(on.map((o) => o.bill).sort((a, b) => a - b)).toEqual(ids);
    expect(won.reduce((n, r) => n + r.Data!.BillCount, 0)).toBe(3);
    expect(Money.sum(won.map((r) => r.Data!.Amount)).toFixed(2)).toBe('6.66');
  });
});

describe('voiding', () => {
  it('refuses to refund a bill on an issued invoice (Code 4 naming it); voided, the bill refunds', async () => {
    await recharge(customer2, cny, '50');
    const period = { PeriodStart: '2025-10-01', PeriodEnd: '2025-10-31' };
    const bill = await aBill(customer2, '3', { paidAt: '2025-10-02T00:00:00Z' });
    const [billNumber] = await s.deps.db.select({ n: bills.number }).from(bills).where(eq(bills.id, bill));
    const made = await create({ CustomerId: customer2, CurrencyId: cny, ...period });
    expect(made.Code, made.Message).toBe(0);
    const refund = () =>
      s.invoke(billCalls.RefundBills, { BillIds: [bill], Reason: 'test' }, { token: token.admin, lang: 'en-us' });
    const refused = await refund();
    expect(refused.Code).toBe(4);
    expect(refused.Message).toBe(
      `Bill ${billNumber!.n} is on invoice ${made.Data.Number}, which is issued, so it cannot be refunded: void that invoice first, then refund the bill.`,
    );
    // Nothing moved: the bill is paid, the invoice issued with its total.
    expect((await s.deps.db.select().from(bills).where(eq(bills.id, bill)))[0]!.status).toBe(billFlow.state.Paid);
    const d = await s.invoke(
      logisticsInvoiceCalls.GetLogisticsInvoiceById,
      { Id: made.Data.Id },
      { token: token.admin, lang: 'en-us' },
    );
    expect([d.Data.Status, d.Data.Amount]).toEqual([logisticsInvoiceFlow.state.Issued, '3.00']);
    const voided = await s.invoke(
      logisticsInvoiceCalls.VoidLogisticsInvoice,
      { Id: made.Data.Id, Reason: 'Refund asked' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(voided.Code, voided.Message).toBe(0);
    const done = await refund();
    expect(done.Code, done.Message).toBe(0);
  });

  it('frees the bills to be invoiced again; a second void is refused (Code 4)', async () => {
    const period = { PeriodStart: '2025-07-01', PeriodEnd: '2025-07-31' };
    const ids = [
      await aBill(customer2, '5', { paidAt: '2025-07-02T00:00:00Z' }),
      await aBill(customer2, '6', { paidAt: '2025-07-03T00:00:00Z' }),
    ];
    const first = await create({ CustomerId: customer2, CurrencyId: cny, ...period, Title: 'Two Trading Ltd' });
    expect(first.Code, first.Message).toBe(0);
    const voided = await s.invoke(
      logisticsInvoiceCalls.VoidLogisticsInvoice,
      { Id: first.Data.Id, Reason: 'Wrong title' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(voided.Code, voided.Message).toBe(0);
    expect(await activeInvoicesOf(ids)).toEqual([]);
    const d = (
      await s.invoke(
        logisticsInvoiceCalls.GetLogisticsInvoiceById,
        { Id: first.Data.Id },
        { token: token.admin, lang: 'en-us' },
      )
    ).Data;
    // A voided invoice keeps its bills and says why.
    expect([d.Status, d.Reason, d.Bills.map((b) => b.Id)]).toEqual([
      logisticsInvoiceFlow.state.Voided,
      'Wrong title',
      ids,
    ]);
    const history = await s.call(
      'StateHistory/GetStateHistory',
      { Entity: 'LogisticsInvoice', Id: first.Data.Id },
      { token: token.customer2, lang: 'en-us' },
    );
    expect(history.Data.map((h: { ToStateName: string; Note: string }) => [h.ToStateName, h.Note])).toEqual([
      ['Voided', 'Wrong title'],
    ]);

    const again = await s.invoke(
      logisticsInvoiceCalls.VoidLogisticsInvoice,
      { Id: first.Data.Id, Reason: 'Again' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(again.Code).toBe(4);
    expect(again.Message).toMatch(/Voided/);

    const second = await create({ CustomerId: customer2, CurrencyId: cny, ...period, Title: 'Two Trading Limited' });
    expect(second.Code, second.Message).toBe(0);
    expect(second.Data.BillCount).toBe(2);
    expect((await activeInvoicesOf(ids)).map((o) => o.invoice)).toEqual([second.Data.Id, second.Data.Id]);
    const missing = await s.invoke(
      logisticsInvoiceCalls.VoidLogisticsInvoice,
      { Id: 999_999, Reason: 'x' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(missing.Code).toBe(3);
  });
});

describe('a customer', () => {
  it('sees and asks for their own invoices only, and cannot void', async () => {
    const mine = await aBill(customer1, '3.30', { paidAt: '2025-08-08T08:00:00Z' });
    const asked = await s.invoke(
      userLogisticsInvoiceCalls.RequestUserLogisticsInvoice,
      { CurrencyId: cny, PeriodStart: '2025-08-01', PeriodEnd: '2025-08-31', Title: 'One Imports' },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(asked.Code, asked.Message).toBe(0);
    const list = await s.invoke(
      userLogisticsInvoiceCalls.GetUserLogisticsInvoices,
      { rows: 100, StateCounts: true } as never,
      { token: token.customer1, lang: 'en-us' },
    );
    expect(list.Code).toBe(0);
    expect(list.Data.length).toBeGreaterThan(0);
    expect(list.Data.every((i) => i.CustomerId === customer1)).toBe(true);
    expect(list.Data.find((i) => i.Id === asked.Data.Id)).toMatchObject({
      Title: 'One Imports',
      OperatorName: 'customer1',
      BillCount: 1,
      Amount: '3.30',
    });
    const own = await s.invoke(
      userLogisticsInvoiceCalls.GetUserLogisticsInvoiceById,
      { Id: asked.Data.Id },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(own.Data.Bills.map((b) => b.Id)).toEqual([mine]);

    // customer2's invoice is as absent as one that never was.
    const [theirs] = await s.deps.db
      .select({ id: logisticsInvoices.id })
      .from(logisticsInvoices)
      .where(eq(logisticsInvoices.ownerId, customer2))
      .limit(1);
    const seen = await s.invoke(
      userLogisticsInvoiceCalls.GetUserLogisticsInvoiceById,
      { Id: theirs!.id },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(seen.Code).toBe(3);
    const file = await fileCall('customer1', 'UserLogisticsInvoice/DownloadUserLogisticsInvoice', { Id: theirs!.id });
    expect(file.type).toContain('application/json');
    expect(JSON.parse(file.data.toString()).Code).toBe(3);
    const voiding = await s.call(
      'LogisticsInvoice/VoidLogisticsInvoice',
      { Id: asked.Data.Id, Reason: 'x' },
      { token: token.customer1, lang: 'en-us' },
    );
    expect(voiding.Code).toBe(1);
    const staffList = await s.call(
      'LogisticsInvoice/GetLogisticsInvoices',
      {},
      { token: token.customer1, lang: 'en-us' },
    );
    expect(staffList.Code).toBe(1);
    expect(
      (await s.deps.db.select().from(logisticsInvoices).where(eq(logisticsInvoices.id, asked.Data.Id)))[0]!.status,
    ).toBe(logisticsInvoiceFlow.state.Issued);
  });
});

describe('the lists', () => {
  it('filter by customer, currency, number and state, with the state counts', async () => {
    const all = await s.invoke(
      logisticsInvoiceCalls.GetLogisticsInvoices,
      { CustomerId: customer2, StateCounts: true, rows: 100 } as never,
      { token: token.admin, lang: 'en-us' },
    );
    expect(all.Code).toBe(0);
    expect(all.Data.length).toBeGreaterThan(2);
    expect(all.Data.every((i) => i.CustomerId === customer2)).toBe(true);
    const counts = (all as unknown as { Counts: { State: number; Count: number }[] }).Counts;
    expect(counts.find((c) => c.State === logisticsInvoiceFlow.state.Voided)!.Count).toBeGreaterThan(0);
    const voided = await s.invoke(
      logisticsInvoiceCalls.GetLogisticsInvoices,
      { CustomerId: customer2, Status: logisticsInvoiceFlow.state.Voided },
      { token: token.admin, lang: 'en-us' },
    );
    expect(voided.Data.length).toBeGreaterThan(0);
    expect(voided.Data.every((i) => i.StatusName === 'Voided')).toBe(true);
    const one = all.Data[0]!;
    const byNumber = await s.invoke(
      logisticsInvoiceCalls.GetLogisticsInvoices,
      { Content: one.Number.slice(-4) },
      { token: token.admin, lang: 'en-us' },
    );
    expect(byNumber.Data.map((i) => i.Id)).toContain(one.Id);
    const inUsd = await s.invoke(
      logisticsInvoiceCalls.GetLogisticsInvoices,
      { CurrencyId: usd },
      { token: token.admin, lang: 'en-us' },
    );
    expect(inUsd.Data).toEqual([]);
    const byAmount = await s.invoke(
      logisticsInvoiceCalls.GetLogisticsInvoices,
      { CustomerId: customer2, sortType: 1, descendingOrder: false, rows: 100 },
      { token: token.admin, lang: 'en-us' },
    );
    const amounts = byAmount.Data.map((i) => Money.of(i.Amount));
    expect(amounts.every((a, i) => i === 0 || a.compare(amounts[i - 1]!) >= 0)).toBe(true);
  });

  it('shows customer1 the demo invoice of their paid bills', async () => {
    const list = await s.invoke(
      userLogisticsInvoiceCalls.GetUserLogisticsInvoices,
      { Content: 'LI' },
      { token: token.customer1, lang: 'en-us' },
    );
    const demo = list.Data.find((i) => i.OperatorName === 'admin');
    expect(demo).toBeDefined();
    expect(demo!.Status).toBe(logisticsInvoiceFlow.state.Issued);
    expect(demo!.BillCount).toBeGreaterThan(0);
  });
});

describe('the PDF', () => {
  it('prints the number, the customer, each bill and the total in words in the language asked', async () => {
    const ids = [
      await aBill(customer2, '100.50', { tax: '5.50', paidAt: '2025-09-01T10:00:00Z' }),
      await aBill(customer2, '23.95', { paidAt: '2025-09-02T10:00:00Z' }),
    ];
    const made = await create({
      CustomerId: customer2,
      CurrencyId: cny,
      PeriodStart: '2025-09-01',
      PeriodEnd: '2025-09-30',
      Title: '深圳二号贸易有限公司',
      TaxNumber: '91440300MA5F000000',
    });
    expect(made.Code, made.Message).toBe(0);
    const numbers = (await s.deps.db.select({ n: bills.number }).from(bills).where(inArray(bills.id, ids))).map(
      (b) => b.n,
    );
    for (const [lang, who, path] of [
      ['zh-cn', 'admin', 'LogisticsInvoice/DownloadLogisticsInvoice'],
      ['en-us', 'customer2', 'UserLogisticsInvoice/DownloadUserLogisticsInvoice'],
    ] as const) {
      const r = await fileCall(who, path, { Id: made.Data.Id }, lang);
      expect(r.status).toBe(200);
      expect(r.type).toBe('application/pdf');
      expect(r.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(r.data);
      expect(text).toContain(made.Data.Number);
      expect(text).toContain('customer2');
      expect(text).toContain('深圳二号贸易有限公司');
      expect(text).toContain('91440300MA5F000000');
      for (const n of numbers) expect(text).toContain(n);
      expect(text).toContain('124.45');
      expect(text).toContain(amountInWords('124.45', lang, { currency: 'CNY' }));
      // The seller: the demo site.
      expect(text).toContain('Demo Logistics');
    }
    const zh = pdfText(
      (await fileCall('admin', 'LogisticsInvoice/DownloadLogisticsInvoice', { Id: made.Data.Id }, 'zh-cn')).data,
    );
    expect(zh).toContain('CNY 壹佰贰拾肆元肆角伍分');
    expect(zh).toContain('物流发票');
    const en = pdfText(
      (await fileCall('customer2', 'UserLogisticsInvoice/DownloadUserLogisticsInvoice', { Id: made.Data.Id })).data,
    );
    expect(en).toContain('CNY One hundred twenty-four and 45/100');

    // Voided, it says so.
    await s.invoke(
      logisticsInvoiceCalls.VoidLogisticsInvoice,
      { Id: made.Data.Id, Reason: 'Reissued' },
      { token: token.admin, lang: 'en-us' },
    );
    const after = pdfText(
      (await fileCall('admin', 'LogisticsInvoice/DownloadLogisticsInvoice', { Id: made.Data.Id })).data,
    );
    expect(after).toContain('VOIDED');
    expect(after).toContain('Reissued');
  });
});
