import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';

/**
 * Transaction-scoped advisory locks, one namespace per purpose, kept in one table so that two
 * modules never share a number by accident. Locks end with the transaction.
 */
export const LockNamespace = {
  seed: 7301001,
  quickNavigationsOfUser: 7301002,
  organizeTree: 7301003,
  commodityCategoryTree: 7301004,
  menuTree: 7301010,
} as const;

export async function lockTx(tx: Queryable, namespace: (typeof LockNamespace)[keyof typeof LockNamespace], key = 0) {
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}::int, ${key}::int)`);
}
