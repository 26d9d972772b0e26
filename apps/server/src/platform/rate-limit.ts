import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { tooMany } from './errors.js';

/**
 * Rate limits shared by every instance: a database row per key and clock window of
 * `windowSeconds` is the counter, incremented atomically. A hit is judged by its window's count
 * plus the previous window's, so a hit past `limit` within any `windowSeconds` is refused wherever
 * the window's edge falls (one window alone would let a client spend its limit just before the
 * edge and again just after it: twice the limit in a moment). The price: a client that reached
 * the limit waits until its hits are one to two windows old.
 */
const windowStart = (windowSeconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

/** Hits of `key` in the previous window (no longer counted into, so read as it stands). */
const previousHits = (key: string, windowSeconds: number) => sql`(select coalesce(sum(count), 0) from rate_counters
    where key = ${key} and window_start = ${windowStart(windowSeconds)} - make_interval(secs => ${windowSeconds}))`;

/** Counts a hit and refuses with Code 6 when it is past `limit` (docs/architecture.md, "Security",
 * rate limits). The current window's count is the upsert's own answer, so hits at once are counted
 * one after another. */
export async function hitRateLimit(db: Queryable, key: string, windowSeconds: number, limit: number): Promise<void> {
  const res = await db.execute<{ count: number | string }>(sql`
    with hit as (
      insert into rate_counters (key, window_start, count)
      values (${key}, ${windowStart(windowSeconds)}, 1)
      on conflict (key, window_start) do update set count = rate_counters.count + 1
      returning count
    )
    select (select count from hit) + ${previousHits(key, windowSeconds)} as count`);
  const count = Number((res.rows[0] as { count: number | string }).count);
  if (count > limit) throw tooMany();
}

/** Refuses with Code 6 when `key` already counted `limit` hits, without counting this one (a
 * limit on failures is checked before the try and counted after it). */
export async function refuseIfSpent(db: Queryable, key: string, windowSeconds: number, limit: number): Promise<void> {
  const res = await db.execute<{ count: number | string }>(sql`
    select coalesce(sum(count), 0) as count from rate_counters
    where key = ${key} and window_start >= ${windowStart(windowSeconds)} - make_interval(secs => ${windowSeconds})`);
  const count = Number((res.rows[0] as { count: number | string }).count);
  if (count >= limit) throw tooMany();
}
