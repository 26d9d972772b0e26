import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { billFlow, Money, PaymentType } from '@wms/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, freshDatabaseUrl, startTestServer, type TestServer } from './helpers/server.js';
import { type ServerProcess, startServerProcess } from './reliability/process.js';
import { report, sized } from './reliability/report.js';

/**
 * The wallet invariant under load (docs/domain.md, "Bills and payments"): payments (each bill
 * tried twice with new keys and once more with a used key), manual recharges and deductions,
 * refunds and credit limit changes, all at once, through two server PROCESSES on PostgreSQL (on
 * PGlite, the one process the embedded database has). Afterwards every wallet's balance is the
 * sum of its statements and each row starts where the one before ended, no wallet went below
 * minus its credit, every bill was paid at most once, and every payment record agrees with its
 * statement row and its bills.
 */
const OPS = sized(60, 200);
const onPostgres = process.env.TEST_DRIVER === 'postgres';

type Call = (who: 'admin' | 'customer1', path: string, body: object) => Promise<ApiResult>;
type Query = <T>(text: string) => Promise<T[]>;

/** A random-looking but repeatable sequence (a failure can be replayed). */
function rng(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    return x / 0x7fffffff;
  };
}

async function scenario(call: Call, query: Query, seed: number) {
  const [c1] = await query<{ id: number }>(`select id from users where user_name = 'customer1'`);
  const [cny] = await query<{ id: number }>(`select id from currencies where code = 'CNY'`);
  const [expense] = await query<{ id: number }>(`select id from expense_types where code = 'WAREHOUSING'`);
  const customer = c1!.id;
  const currency = cny!.id;
  const ok = async (p: Promise<ApiResult>, what: string) => {
    const r = await p;
    if (r.Code !== 0) throw new Error(`${what}: Code ${r.Code} ${r.Message}`);
    return r.Data;
  };
  await ok(
    call('admin', 'AmountStatement/EditCreditLimit', {
      CustomerId: customer,
      CurrencyId: currency,
      CreditLimit: '50',
      Reason: 'load test',
    }),
    'credit',
  );
  // The bills to pay: unpaid, as issueBill writes them (one line each).
  const random = rng(seed);
  const billCount = Math.ceil(OPS / 4);
  const bills = await query<{ id: number }>(`
    with made as (
      insert into bills (owner_id, currency_id, type, status, net, tax, amount, issue_key, source_number)
      select ${customer}, ${currency}, 1, ${billFlow.state.Unpaid}, a, 0, a, 'load:${seed}:' || g, 'LOAD'
      from generate_series(1, ${billCount}) g, lateral (select (1 + (g * 37) % 90)::numeric / 4 as a) x
      returning id, amount
    ), lines as (
      insert into bill_lines (bill_id, expense_type_id, description, net, tax, gross)
      select id, ${expense!.id}, 'load', amount, 0, amount from made
    )
    select id from made order by id`);

  const ops: (() => Promise<ApiResult>)[] = [];
  const usedKeys: { bill: number; key: string }[] = [];
  for (const [i, b] of bills.entries()) {
    for (let t = 0; t < 2; t++) {
      const key = `load-${seed}-${b.id}-${t}`;
      usedKeys.push({ bill: b.id, key });
      ops.push(() => call('customer1', 'UserBill/PayUserBills', { BillIds: [b.id], IdempotencyKey: key }));
    }
    // The first key again, as a retry would send it.
    ops.push(() =>
      call('customer1', 'UserBill/PayUserBills', { BillIds: [b.id], IdempotencyKey: `load-${seed}-${b.id}-0` }),
    );
    if (i % 3 === 0) ops.push(() => call('admin', 'Bill/RefundBills', { BillIds: [b.id], Reason: 'load' }));
  }
  while (ops.length < OPS) {
    const amount = (1 + Math.floor(random() * 4000) / 100).toFixed(2);
    const pick = random();
    if (pick < 0.45)
      ops.push(() =>
        call('admin', 'AmountStatement/ManualRecharge', {
          CustomerId: customer,
          CurrencyId: currency,
          Amount: amount,
          Reason: 'load',
        }),
      );
    else if (pick < 0.9)
      ops.push(() =>
        call('admin', 'AmountStatement/ManualDeduct', {
          CustomerId: customer,
          CurrencyId: currency,
          Amount: amount,
          Reason: 'load',
        }),
      );
    else
      ops.push(() =>
        call('admin', 'AmountStatement/EditCreditLimit', {
          CustomerId: customer,
          CurrencyId: currency,
          CreditLimit: String(50 + Math.floor(random() * 100)),
          Reason: 'load',
        }),
      );
  }
  // Shuffled, then all at once.
  for (let i = ops.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ops[i], ops[j]] = [ops[j]!, ops[i]!];
  }
  const answers = await Promise.all(ops.map((op) => op()));
  // Every refusal is one a user could be given (never a server error).
  const codes = answers.map((a) => a.Code);
  expect(
    codes.filter((c) => ![0, 2, 4].includes(c)),
    JSON.stringify(answers.filter((a) => ![0, 2, 4].includes(a.Code))),
  ).toEqual([]);

  // The chain and the balance.
  const broken = await query<{ wallet_id: number }>(`
    with chain as (
      select wallet_id, id, balance_before, balance_after,
        lag(balance_after) over (partition by wallet_id order by id) as prev
      from amount_statements)
    select wallet_id from chain where prev is not null and prev <> balance_before`);
  expect(broken).toEqual([]);
  const wallets = await query<{
    id: number;
    balance: string;
    credit_limit: string;
    total: string;
    last: string | null;
  }>(`
    select w.id, w.balance::text, w.credit_limit::text,
      coalesce((select sum(amount) from amount_statements s where s.wallet_id = w.id), 0)::text as total,
      (select balance_after::text from amount_statements s where s.wallet_id = w.id order by id desc limit 1) as last
    from wallets w`);
  for (const w of wallets) {
    expect(Money.of(w.balance).compare(w.total), `wallet ${w.id}: balance against the sum of its statements`).toBe(0);
    if (w.last !== null) expect(Money.of(w.balance).compare(w.last)).toBe(0);
    expect(Money.of(w.balance).plus(w.credit_limit).isNegative(), `wallet ${w.id} below its credit`).toBe(false);
  }
  // Each bill paid at most once, refunded at most once, and in the state its records say.
  const perBill = await query<{ id: number; status: number; paid: number; refunded: number }>(`
    select b.id, b.status,
      (select count(*) from payment_bills pb join payment_records p on p.id = pb.payment_id
        where pb.bill_id = b.id and p.type = ${PaymentType.Payment})::int as paid,
      (select count(*) from payment_bills pb join payment_records p on p.id = pb.payment_id
        where pb.bill_id = b.id and p.type = ${PaymentType.Refund})::int as refunded
    from bills b where b.source_number = 'LOAD'`);
  for (const b of perBill) {
    expect(b.paid, `bill ${b.id} paid`).toBeLessThanOrEqual(1);
    expect(b.refunded, `bill ${b.id} refunded`).toBeLessThanOrEqual(b.paid);
    const state =
      b.refunded === 1 ? billFlow.state.Refunded : b.paid === 1 ? billFlow.state.Paid : billFlow.state.Unpaid;
    expect(Number(b.status), `bill ${b.id}`).toBe(state);
  }
  // Every payment record is its statement row: the same amount (taken or given back).
  const mismatched = await query<{ id: number }>(`
    select p.id from payment_records p join amount_statements s on s.id = p.statement_id
    where s.amount <> case when p.type = ${PaymentType.Payment} then -p.amount else p.amount end
      or s.balance_after <> p.balance_after
      or p.amount <> (select sum(amount) from payment_bills pb where pb.payment_id = p.id)`);
  expect(mismatched).toEqual([]);
  // A key paid once: the retries answered the first payment.
  const keys = await query<{ n: number }>(`
    select count(*)::int as n from payment_records where idempotency_key like 'load-${seed}-%'`);
  expect(keys[0]!.n).toBeLessThanOrEqual(bills.length);
  return {
    cases: ops.length,
    violations: 0,
    extra: {
      'bills paid': perBill.filter((b) => b.paid).length,
      'bills refunded': perBill.filter((b) => b.refunded).length,
      'calls refused': codes.filter((c) => c !== 0).length,
    },
  };
}

describe.runIf(!onPostgres)('the wallet invariant on the embedded database', () => {
  let s: TestServer;
  const token: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer();
    for (const who of ['admin', 'customer1']) token[who] = (await s.signIn(who)).AccessToken;
  });
  afterAll(() => s.close());

  it(`holds after ${OPS} payments, retries, refunds, recharges and deductions at once`, async () => {
    const figures = await scenario(
      (who, p, body) => s.call(p, body, { token: token[who], lang: 'en-us' }),
      async <T>(text: string) => (await s.deps.db.execute(text as never)).rows as T[],
      1,
    );
    report('wallet invariant (PGlite)', figures);
  }, 120_000);
});

describe.runIf(onPostgres)('the wallet invariant across two server processes', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;
  let drop: () => Promise<void>;
  const tokens = { a: {} as Record<string, string>, b: {} as Record<string, string> };

  beforeAll(async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
    const env = () => ({
      DATABASE_URL: fresh.url,
      REDIS_URL: process.env.REDIS_URL,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wms-wallet-invariant-')),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    });
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServerProcess(env());
    b = await startServerProcess(env());
    for (const who of ['admin', 'customer1'] as const) {
      tokens.a[who] = (await a.signIn(who)).AccessToken;
      tokens.b[who] = (await b.signIn(who)).AccessToken;
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    await drop?.();
  });

  it(`holds after ${OPS} payments, retries, refunds, recharges and deductions at once`, async () => {
    let turn = 0;
    const figures = await scenario(
      (who, p, body) => {
        // Every other call to the other process.
        const [s, t] = turn++ % 2 ? [a, tokens.a] : [b, tokens.b];
        return s.call(p, body, { token: t[who], lang: 'en-us' });
      },
      async <T>(text: string) => (await db.query(text)).rows as T[],
      2,
    );
    report('wallet invariant (two processes)', figures);
  }, 180_000);
});
