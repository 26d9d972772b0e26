import { AmountStatementType, userAmountStatementCalls as own, amountStatementCalls as staff } from '@wms/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountStatements, businessEvents, users, wallets } from '../src/db/schema/index.js';
import { WALLET_LEDGER } from '../src/modules/money/wallets/service.js';
import { verifyLedger } from '../src/platform/ledger.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};
let customer1: number;
let customer2: number;
let cny: number;
let jpy: number;

const userId = async (name: string) =>
  (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;
const statementCount = async () => Number((await s.deps.db.select({ n: count() }).from(amountStatements))[0]!.n);
const walletOf = async (user: number, currency: number) =>
  (
    await s.deps.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, user), eq(wallets.currencyId, currency)))
  )[0];

async function fileCall(who: string, path: string, body: unknown = {}, lang = 'en-us') {
  const res = await s.app.inject({
    method: 'POST',
    url: `/openapi/${path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token[who]}`, acceptlanguage: lang },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, data: res.rawPayload };
}

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['admin', 'customer1', 'customer2']) token[who] = (await s.signIn(who)).AccessToken;
  customer1 = await userId('customer1');
  customer2 = await userId('customer2');
  const currencies = (await s.call('Select/GetCurrency', {}, { token: token.admin, lang: 'en-us' })).Data as {
    Value: number;
    Code?: string;
    Name: string;
  }[];
  const byName = Object.fromEntries(currencies.map((c) => [c.Name, c.Value]));
  cny = byName['Chinese Yuan']!;
  jpy = byName['Japanese Yen']!;
});
afterAll(() => s.close());

describe('demo wallets', () => {
  it('seeds a sound ledger for both demo customers', async () => {
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER)).toEqual([]);
    const r = await s.invoke(staff.GetWallets, { CurrencyId: cny }, { token: token.admin });
    expect(r.Code).toBe(0);
    const names = r.Data.map((w) => w.CustomerName);
    expect(names).toContain('customer1');
    expect(names).toContain('customer2');
  });
});

describe('manual recharge and deduction', () => {
  it('recharges with a statement row, a business event and the balance before and after', async () => {
    const before = (await walletOf(customer1, cny))!.balance;
    const events = Number(
      (
        await s.deps.db.select({ n: count() }).from(businessEvents).where(eq(businessEvents.type, 'wallet.recharged'))
      )[0]!.n,
    );
    const r = await s.invoke(
      staff.ManualRecharge,
      { CustomerId: customer1, CurrencyId: cny, Amount: '100', Reason: 'Paid at the counter' },
      { token: token.admin },
    );
    expect(r.Code).toBe(0);
    expect(Number(r.Data.BalanceAfter) - Number(r.Data.BalanceBefore)).toBe(100);
    expect(Number(r.Data.BalanceBefore)).toBe(Number(before));
    const [row] = await s.deps.db.select().from(amountStatements).where(eq(amountStatements.id, r.Data.StatementId));
    expect(row).toMatchObject({
      type: AmountStatementType.ManualRecharge,
      userId: customer1,
      reason: 'Paid at the counter',
    });
    expect(Number(row!.amount)).toBe(100);
    const after = Number(
      (
        await s.deps.db.select({ n: count() }).from(businessEvents).where(eq(businessEvents.type, 'wallet.recharged'))
      )[0]!.n,
    );
    expect(after).toBe(events + 1);
  });

  it('makes a wallet on first need, one per customer and currency', async () => {
    expect(await walletOf(customer2, jpy)).toBeUndefined();
    const r = await s.invoke(
      staff.ManualRecharge,
      { CustomerId: customer2, CurrencyId: jpy, Amount: '500', Reason: 'Yen float' },
      { token: token.admin },
    );
    expect(r.Code).toBe(0);
    expect(r.Data.BalanceAfter).toBe('500');
    expect(await walletOf(customer2, jpy)).toBeDefined();
  });

  it('deducts within balance and credit, and refuses beyond it with nothing written', async () => {
    const w = (await walletOf(customer1, cny))!;
    const most = Number(w.balance) + Number(w.creditLimit);
    const n = await statementCount();
    const over = await s.invoke(
      staff.ManualDeduct,
      { CustomerId: customer1, CurrencyId: cny, Amount: String(most + 0.01), Reason: 'Too much' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(over.Code).toBe(2);
    expect(over.body.Data.Field).toBe('Amount');
    expect(over.Message).toMatch(/^Amount is more than the balance and credit allow: enter at most [\d.]+ CNY\.$/);
    expect(await statementCount()).toBe(n);
    expect((await walletOf(customer1, cny))!.balance).toBe(w.balance);

    const ok = await s.invoke(
      staff.ManualDeduct,
      { CustomerId: customer1, CurrencyId: cny, Amount: '10.25', Reason: 'Packing material' },
      { token: token.admin },
    );
    expect(ok.Code).toBe(0);
    expect(Number(ok.Data.BalanceBefore) - Number(ok.Data.BalanceAfter)).toBeCloseTo(10.25, 4);
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER)).toEqual([]);
  });

  it('refuses bad input on its field in the caller’s language, never a 500', async () => {
    const n = await statementCount();
    const cases: [object, string][] = [
      [{ CustomerId: customer1, CurrencyId: cny, Amount: '-5', Reason: 'x' }, 'Amount'],
      [{ CustomerId: customer1, CurrencyId: cny, Amount: '0', Reason: 'x' }, 'Amount'],
      [{ CustomerId: customer1, CurrencyId: cny, Amount: 'abc', Reason: 'x' }, 'Amount'],
      [{ CustomerId: customer1, CurrencyId: jpy, Amount: '1.5', Reason: 'x' }, 'Amount'],
      [{ CustomerId: customer1, CurrencyId: cny, Amount: '5', Reason: '  ' }, 'Reason'],
      [{ CustomerId: customer1, CurrencyId: cny, Amount: '5' }, 'Reason'],
      [{ CustomerId: await userId('admin'), CurrencyId: cny, Amount: '5', Reason: 'x' }, 'CustomerId'],
      [{ CustomerId: customer1, CurrencyId: 2_000_000, Amount: '5', Reason: 'x' }, 'CurrencyId'],
    ];
    for (const [body, field] of cases) {
      const r = await s.call('AmountStatement/ManualRecharge', body, { token: token.admin, lang: 'zh-cn' });
      expect(r.Code, JSON.stringify(body)).toBe(2);
      expect(r.Data.Field, JSON.stringify(body)).toBe(field);
      expect(r.Message).toMatch(/。$/);
    }
    expect(await statementCount()).toBe(n);
  });
});

describe('credit limit', () => {
  it('sets the limit with a statement row of 0, lets the balance go below zero down to it', async () => {
    const c = await userId('customer2');
    const set = await s.invoke(
      staff.EditCreditLimit,
      { CustomerId: c, CurrencyId: jpy, CreditLimit: '1000', Reason: 'Trusted customer' },
      { token: token.admin },
    );
    expect(set.Code).toBe(0);
    expect(set.Data.BalanceBefore).toBe(set.Data.BalanceAfter);
    const [row] = await s.deps.db.select().from(amountStatements).where(eq(amountStatements.id, set.Data.StatementId));
    expect(row!.type).toBe(AmountStatementType.CreditLimitChanged);
    expect(Number(row!.amount)).toBe(0);
    // 500 held + 1000 credit: 1200 goes through, leaving -700.
    const d = await s.invoke(
      staff.ManualDeduct,
      { CustomerId: c, CurrencyId: jpy, Amount: '1200', Reason: 'Big shipment' },
      { token: token.admin },
    );
    expect(d.Code).toBe(0);
    expect(d.Data.BalanceAfter).toBe('-700');
    // Below what is owed: refused on the field.
    const low = await s.invoke(
      staff.EditCreditLimit,
      { CustomerId: c, CurrencyId: jpy, CreditLimit: '600', Reason: 'Lower' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(low.Code).toBe(2);
    expect(low.body.Data.Field).toBe('CreditLimit');
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER)).toEqual([]);
  });
});

describe('concurrency', () => {
  it('keeps the ledger sound under 100 changes at once', async () => {
    const body = (i: number) => ({
      CustomerId: customer1,
      CurrencyId: cny,
      Amount: i % 3 === 0 ? '7.5' : '3.25',
      Reason: `Concurrent ${i}`,
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 3 === 0
          ? s.invoke(staff.ManualDeduct, body(i), { token: token.admin })
          : s.invoke(staff.ManualRecharge, body(i), { token: token.admin }),
      ),
    );
    expect(results.every((r) => r.Code === 0)).toBe(true);
    const w = (await walletOf(customer1, cny))!;
    expect(await verifyLedger(s.deps.db, WALLET_LEDGER, w.id)).toEqual([]);
    const [sum] = (
      await s.deps.db.execute(
        sql`select coalesce(sum(amount), 0)::text as total from amount_statements where wallet_id = ${w.id}`,
      )
    ).rows as { total: string }[];
    expect(Number(sum!.total)).toBe(Number(w.balance));
    const [last] = await s.deps.db
      .select({ after: amountStatements.balanceAfter })
      .from(amountStatements)
      .where(eq(amountStatements.walletId, w.id))
      .orderBy(sql`${amountStatements.id} desc`)
      .limit(1);
    expect(last!.after).toBe(w.balance);
  });
});

describe('customers', () => {
  it('see their own wallets and statements only, whatever the body names', async () => {
    const mine = await s.invoke(own.GetUserAmountStatements, { rows: 100 }, { token: token.customer2 });
    expect(mine.Code).toBe(0);
    expect(mine.Data.length).toBeGreaterThan(0);
    expect(mine.Data.every((r) => r.CustomerId === customer2)).toBe(true);
    const sneaky = await s.call(
      'UserAmountStatement/GetUserAmountStatements',
      { rows: 100, UserId: customer1, CustomerId: customer1 },
      { token: token.customer2 },
    );
    expect(sneaky.Code).toBe(0);
    expect((sneaky.Data as { CustomerId: number }[]).every((r) => r.CustomerId === customer2)).toBe(true);
    expect(sneaky.Total).toBe(mine.Total);
    const wallets = await s.call(
      'UserAmountStatement/GetUserWallets',
      { UserId: customer1 },
      { token: token.customer2 },
    );
    expect((wallets.Data as { CustomerId: number }[]).every((r) => r.CustomerId === customer2)).toBe(true);
    // Staff calls are not theirs.
    const staffCall = await s.invoke(staff.GetAmountStatements, {}, { token: token.customer2 });
    expect(staffCall.Code).toBe(1);
    const recharge = await s.call(
      'AmountStatement/ManualRecharge',
      { CustomerId: customer2, CurrencyId: cny, Amount: '1', Reason: 'me' },
      { token: token.customer2 },
    );
    expect(recharge.Code).toBe(1);
  });

  it('staff filter statements by customer, currency and type', async () => {
    const r = await s.invoke(
      staff.GetAmountStatements,
      { CustomerId: customer1, CurrencyId: cny, Type: AmountStatementType.ManualDeduct, rows: 100 },
      { token: token.admin },
    );
    expect(r.Code).toBe(0);
    expect(r.Data.length).toBeGreaterThan(0);
    expect(
      r.Data.every(
        (x) => x.CustomerId === customer1 && x.CurrencyId === cny && x.Type === AmountStatementType.ManualDeduct,
      ),
    ).toBe(true);
    const future = await s.invoke(
      staff.GetAmountStatements,
      { StartDate: '2999-01-01T00:00:00Z' },
      { token: token.admin },
    );
    expect(future.Total).toBe(0);
  });
});

describe('Excel export', () => {
  it('opens, with a customer their own rows only', async () => {
    const staffFile = await fileCall('admin', 'AmountStatement/ExportAmountStatements', { CustomerId: customer1 });
    expect(staffFile.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(staffFile.data as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).text).toBe('Customer');
    expect(sheet.rowCount).toBeGreaterThan(100);

    const file = await fileCall('customer2', 'UserAmountStatement/ExportUserAmountStatements', { UserId: customer1 });
    expect(file.status).toBe(200);
    const own2 = new ExcelJS.Workbook();
    await own2.xlsx.load(file.data as unknown as ExcelJS.Buffer);
    const text: string[] = [];
    own2.worksheets[0]!.eachRow((row) => row.eachCell((c) => text.push(c.text)));
    expect(text.join('\n')).not.toMatch(/Concurrent|Paid at the counter|customer1/);
    expect(text.join('\n')).toMatch(/Yen float/);
  });
});

describe('currencies', () => {
  it('keeps a currency a wallet is in, naming whose wallet', async () => {
    const recharged = await s.call(
      'AmountStatement/ManualRecharge',
      { CustomerId: customer2, CurrencyId: jpy, Amount: '500', Reason: 'Opening a yen wallet' },
      { token: token.admin, lang: 'en-us' },
    );
    expect(recharged.Code, recharged.Message).toBe(0);
    const refused = await s.call('Currencies/DeleteCurrency', { Id: jpy }, { token: token.admin, lang: 'en-us' });
    expect(refused.Code).toBe(4);
    expect(refused.Message).toContain('wallet “customer2”');
  });
});
