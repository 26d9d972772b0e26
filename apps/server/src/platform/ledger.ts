import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { preparedSql } from './prepared.js';

// ---------------------------------------------------------------------------------------------
// Ledgers (docs/architecture.md, "Money and ledgers"): a balance kept on an account row, and a log
// with one row per change saying the balance before and after, written in the change's own
// transaction. A shelf's goods and its shelf log are one; a customer's wallet and its amount
// statements are another. The balance moves in one conditional statement (never read, changed in
// JavaScript and written back), so two changes at once queue on the row and neither is lost, and
// a change that would take it below its floor (zero, or minus the credit limit) changes nothing.

export interface Ledger {
  /** The account rows and their balance (an integer count or a money column). */
  account: PgTable;
  accountId: PgColumn;
  balance: PgColumn;
  /** How far below zero the balance may go (a wallet's credit), when it may at all. */
  creditLimit?: PgColumn;
  /** The log rows: the account they belong to, the balance before and after, in order. */
  log: PgTable;
  logAccount: PgColumn;
  before: PgColumn;
  after: PgColumn;
  logOrder: PgColumn;
}

export interface Posted {
  /** Decimal text (or a whole number's text) of the balance before and after. */
  before: string;
  after: string;
  /** The credit limit the account has now (decimal text), when asked for (`withCredit`). */
  credit?: string;
}

/**
 * Adds `delta` (negative takes away) to an account's balance; answers the balance before and
 * after, or null when the account does not exist or the change would take it below its floor:
 * zero, or minus its credit limit when the ledger has one (`floor: 'none'` lets it go anywhere).
 * The caller writes the log row with `before` and `after` in the same transaction. `withCredit`
 * answers the account's credit limit too (`credit`), read from the row the post locked: a log row
 * that records it needs no select of its own.
 */
export async function post(
  tx: Queryable,
  l: Ledger,
  accountId: number,
  delta: string | number,
  opts: { floor?: 'zero' | 'credit' | 'none'; withCredit?: boolean } = {},
): Promise<Posted | null> {
  const floor = opts.floor ?? (l.creditLimit ? 'credit' : 'zero');
  const credit = Boolean(opts.withCredit && l.creditLimit);
  // Prepared once per ledger, floor and answer (a shelf's goods move with every scan at a station).
  const [row] = await preparedSql<Posted>(
    tx,
    `ledger:${getTableName(l.account)}.${l.balance.name}:${floor}${credit ? ':credit' : ''}`,
    () => {
      const change = sql`${sql.placeholder('delta')}::numeric`;
      const next = sql`${l.balance} + ${change}`;
      const guard: SQL =
        floor === 'none'
          ? sql`true`
          : floor === 'credit' && l.creditLimit
            ? sql`${next} >= -${l.creditLimit}`
            : sql`${next} >= 0`;
      return sql`
    update ${l.account} set ${sql.identifier(l.balance.name)} = ${next}
    where ${l.accountId} = ${sql.placeholder('account')} and (${change} >= 0 or ${guard})
    returning (${l.balance} - ${change})::text as before, ${l.balance}::text as after${
      credit ? sql`, ${l.creditLimit!}::text as credit` : sql``
    }`;
    },
    { delta: String(delta), account: accountId },
  );
  return row ?? null;
}

export interface LedgerBreak {
  account: number;
  /** The log row where the chain breaks (null: the account's balance differs from its last row). */
  logId: number | null;
  expected: string;
  found: string;
}

/**
 * Checks the chain of each account's log (or of the one given): every row starts where the one
 * before it ended, and the account's balance is where the last row ended. Answers the breaks
 * (none for a sound ledger).
 */
export async function verifyLedger(db: Queryable, l: Ledger, accountId?: number): Promise<LedgerBreak[]> {
  const only = accountId === undefined ? sql`` : sql`where ${l.logAccount} = ${accountId}`;
  const res = await db.execute(sql`
    with chain as (
      select ${l.logAccount} as account, ${l.logOrder} as id, ${l.before}::numeric as before, ${l.after}::numeric as after,
        lag(${l.after}::numeric) over (partition by ${l.logAccount} order by ${l.logOrder}) as prev,
        row_number() over (partition by ${l.logAccount} order by ${l.logOrder} desc) as from_end
      from ${l.log} ${only}
    )
    select account, id as log_id, prev::text as expected, before::text as found from chain
      where prev is not null and prev <> before
    union all
    select c.account, null, a.balance::text, c.after::text
      from chain c join (select ${l.accountId} as id, ${l.balance}::numeric as balance from ${l.account}) a on a.id = c.account
      where c.from_end = 1 and c.after <> a.balance
    order by 1, 2`);
  return (res.rows as { account: number; log_id: number | null; expected: string; found: string }[]).map((r) => ({
    account: Number(r.account),
    logId: r.log_id === null ? null : Number(r.log_id),
    expected: r.expected,
    found: r.found,
  }));
}
