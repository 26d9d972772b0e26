import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob, forgetJob } from '../src/platform/jobs.js';
import { startTestServer, type TestServer } from './helpers/server.js';

// Scheduled work on pg-boss (platform/jobs.ts), on PGlite's one connection as on PostgreSQL.

let s: TestServer;
const runs: string[] = [];
beforeAll(async () => {
  defineJob({
    name: 'jobs-test',
    async run(_deps, data) {
      await new Promise((r) => setTimeout(r, 300));
      runs.push(String(data.day));
    },
  });
  s = await startTestServer({ config: { jobs: true } });
}, 120_000);
afterAll(async () => {
  await s?.close();
  forgetJob('jobs-test');
});

const until = async (done: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('jobs', () => {
  it('runs a job asked for twice with one key once', async () => {
    const first = await s.jobs!.send('jobs-test', { day: '2026-11-26' }, '2026-11-26');
    const second = await s.jobs!.send('jobs-test', { day: '2026-11-26' }, '2026-11-26');
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    await until(() => runs.length >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(runs).toEqual(['2026-11-26']);
  });

  it('keeps the nightly housekeeping on its schedule, and it clears only what is old', async () => {
    const schedules = await s.database.executeSql(`select name, cron from pgboss.schedule order by name`);
    expect(schedules.rows).toContainEqual({ name: 'housekeeping', cron: '0 3 * * *' });
    await s.deps.db.execute(sql`insert into rate_counters (key, window_start, count) values
      ('old', now() - interval '3 days', 1), ('new', now(), 1)`);
    await s.jobs!.send('housekeeping');
    await until(async () => {
      const r = await s.deps.db.execute(sql`select key from rate_counters where key in ('old', 'new') order by key`);
      return r.rows.length === 1;
    });
    const left = await s.deps.db.execute(sql`select key from rate_counters where key in ('old', 'new')`);
    expect(left.rows).toEqual([{ key: 'new' }]);
  });
});
