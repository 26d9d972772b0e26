import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { param } from './paging.js';
import { preparedSql } from './prepared.js';

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
  /** The declarants of one customer (key: the owner): two at once cannot both take an ID card. */
  declarantsOfOwner: 7301011,
  /** One scanned number at the signing stations (key: the hash of the number): two stations
   * scanning one parcel at once sign it once, and an unforecast one makes one unknown item. */
  signingScan: 7301012,
} as const;

export async function lockTx(tx: Queryable, namespace: (typeof LockNamespace)[keyof typeof LockNamespace], key = 0) {
  await preparedSql(tx, 'lock_tx', () => sql`select pg_advisory_xact_lock(${param('ns')}::int, ${param('key')}::int)`, {
    ns: namespace,
    key,
  });
}

/** A text's lock key: FNV-1a to a signed 32-bit integer (a lock key is an int). Two texts may share
 * a key; that only makes two unrelated scans wait for each other a moment, never a wrong answer. */
export function hashKey(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}
