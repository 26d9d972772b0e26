import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { tooMany } from './errors.js';

/**
 * Counts a hit in a fixed window shared by every instance (the database row is the counter,
 * incremented atomically) and refuses with Code 6 past `limit`.
 */
export async function hitRateLimit(db: Queryable, key: string, windowSeconds: number, limit: number): Promise<void> {
  const res = await db.execute<{ count: number }>(sql`
    insert into rate_counters (key, window_start, count)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (key, window_start) do update set count = rate_counters.count + 1
    returning count`);
  const count = Number((res.rows[0] as { count: number }).count);
  if (count > limit) throw tooMany();
}

/** Refuses with Code 6 when `key` already counted `limit` hits in its current window, without
 * counting this one (a limit on failures is checked before the try and counted after it). */
export async function refuseIfSpent(db: Queryable, key: string, windowSeconds: number, limit: number): Promise<void> {
  const res = await db.execute<{ count: number }>(sql`
    select count from rate_counters
    where key = ${key}
      and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`);
  const count = Number((res.rows[0] as { count: number } | undefined)?.count ?? 0);
  if (count >= limit) throw tooMany();
}
