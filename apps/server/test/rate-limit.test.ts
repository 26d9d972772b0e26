import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimit, refuseIfSpent } from '../src/platform/rate-limit.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

const refused = (p: Promise<void>) =>
  p.then(
    () => false,
    (e: { code?: number }) => e.code === 6 || e,
  );

/** Hits counted in the window before the current one, as if made just before its edge. */
async function hitsBeforeTheEdge(key: string, windowSeconds: number, count: number) {
  await s.deps.db.execute(sql`insert into rate_counters (key, window_start, count) values (${key},
    to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}) - make_interval(secs => ${windowSeconds}),
    ${count})`);
}

describe('rate limits', () => {
  it('refuses the hit past the limit, and counts hits made at once one by one', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => refused(hitRateLimit(s.deps.db, 'test:at-once', 60, 5))),
    );
    expect(results.filter((r) => r === true)).toHaveLength(3);
    expect(results.filter((r) => r === false)).toHaveLength(5);
  });

  it('counts the hits just before a window edge with those just after it', async () => {
    // 4 of 5 spent just before the edge: one more passes, the next is refused, as within one window.
    await hitsBeforeTheEdge('test:edge', 60, 4);
    expect(await refused(hitRateLimit(s.deps.db, 'test:edge', 60, 5))).toBe(false);
    expect(await refused(hitRateLimit(s.deps.db, 'test:edge', 60, 5))).toBe(true);
    await hitsBeforeTheEdge('test:spent', 900, 10);
    expect(await refused(refuseIfSpent(s.deps.db, 'test:spent', 900, 10))).toBe(true);
    expect(await refused(refuseIfSpent(s.deps.db, 'test:other', 900, 10))).toBe(false);
  });

  it('forgets hits two windows old', async () => {
    await s.deps.db.execute(sql`insert into rate_counters (key, window_start, count) values ('test:old',
      to_timestamp(floor(extract(epoch from now()) / 60) * 60) - interval '120 seconds', 100)`);
    expect(await refused(hitRateLimit(s.deps.db, 'test:old', 60, 5))).toBe(false);
    expect(await refused(refuseIfSpent(s.deps.db, 'test:old', 60, 5))).toBe(false);
  });
});
