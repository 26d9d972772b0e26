import { sql } from 'drizzle-orm';
import { integer, numeric, pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELF_LEDGER } from '../src/modules/warehouse/inventory/stock.js';
import { type Ledger, post, verifyLedger } from '../src/platform/ledger.js';
import { startTestServer, type TestServer } from './helpers/server.js';

// The ledger helper (platform/ledger.ts): a balance on an account row, a log row per change with
// the balance before and after. Shelves' goods use it; a wallet-shaped ledger made here shows the
// credit floor the coming wallets need.

const wallets = pgTable('ledger_test_wallets', {
  id: serial('id').primaryKey(),
  balance: numeric('balance', { precision: 20, scale: 4 }).notNull(),
  credit: numeric('credit', { precision: 20, scale: 4 }).notNull(),
});
const statements = pgTable('ledger_test_statements', {
  id: serial('id').primaryKey(),
  walletId: integer('wallet_id').notNull(),
  before: numeric('before', { precision: 20, scale: 4 }).notNull(),
  after: numeric('after', { precision: 20, scale: 4 }).notNull(),
});
const WALLET: Ledger = {
  account: wallets,
  accountId: wallets.id,
  balance: wallets.balance,
  creditLimit: wallets.credit,
  log: statements,
  logAccount: statements.walletId,
  before: statements.before,
  after: statements.after,
  logOrder: statements.id,
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  await s.deps.db.execute(
    sql`create table ledger_test_wallets (id serial primary key, balance numeric(20, 4) not null, credit numeric(20, 4) not null)`,
  );
  await s.deps.db.execute(
    sql`create table ledger_test_statements (id serial primary key, wallet_id int not null, before numeric(20, 4) not null, after numeric(20, 4) not null)`,
  );
});
afterAll(() => s.close());

/** A change as a caller makes one: the balance moved, then its log row, in one transaction. */
const pay = (walletId: number, delta: string) =>
  s.deps.db.transaction(async (tx) => {
    const p = await post(tx, WALLET, walletId, delta);
    if (p) await tx.insert(statements).values({ walletId, before: p.before, after: p.after });
    return p;
  });

describe('ledgers', () => {
  it("keeps the demo shelves' goods and shelf logs one unbroken chain", async () => {
    const shelfLogs = Number((await s.deps.db.execute(sql`select count(*)::int as n from shelf_logs`)).rows[0]!.n);
    expect(shelfLogs).toBeGreaterThan(0);
    expect(await verifyLedger(s.deps.db, SHELF_LEDGER)).toEqual([]);
  });

  it('moves a balance exactly, refuses to go below zero or below the credit, and verifies the chain', async () => {
    const [w] = await s.deps.db.insert(wallets).values({ balance: '0', credit: '50' }).returning();
    expect(await pay(w!.id, '100.10')).toEqual({ before: '0.0000', after: '100.1000' });
    expect(await pay(w!.id, '-0.1')).toEqual({ before: '100.1000', after: '100.0000' });
    // Down to minus the credit and no further.
    expect(await pay(w!.id, '-150')).toEqual({ before: '100.0000', after: '-50.0000' });
    expect(await pay(w!.id, '-0.0001')).toBeNull();
    expect(await verifyLedger(s.deps.db, WALLET, w!.id)).toEqual([]);
    // A log row that does not start where the one before it ended is found.
    await s.deps.db.execute(
      sql`update ledger_test_statements set before = before + 1 where id = (select max(id) from ledger_test_statements)`,
    );
    const breaks = await verifyLedger(s.deps.db, WALLET, w!.id);
    expect(breaks.map((b) => [b.expected, b.found])).toEqual([['100.0000', '101.0000']]);
  });

  it('loses no change when many happen at once, and the balance equals the sum of its changes', async () => {
    const [w] = await s.deps.db.insert(wallets).values({ balance: '0', credit: '0' }).returning();
    const deltas = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? '-1.25' : '2.50'));
    await Promise.all(deltas.map((d) => pay(w!.id, d)));
    const [row] = await s.deps.db
      .execute(sql`select balance::text as b from ledger_test_wallets where id = ${w!.id}`)
      .then((r) => r.rows as { b: string }[]);
    const logged = await s.deps.db.execute(
      sql`select coalesce(sum(after - before), 0)::text as s from ledger_test_statements where wallet_id = ${w!.id}`,
    );
    expect((logged.rows[0] as { s: string }).s).toBe(row!.b);
    expect(await verifyLedger(s.deps.db, WALLET, w!.id)).toEqual([]);
  });
});
