import { t3 } from '@wms/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessEvents } from '../src/db/schema/index.js';
import { defineConsumer, emitEvent, forgetConsumer, MAX_ATTEMPTS, runDueDeliveries } from '../src/platform/events.js';
import { startTestServer, type TestServer } from './helpers/server.js';

// The business event outbox (platform/events.ts): an event written in its change's transaction
// (or not at all), each consumer handling it once, failures retried with backoff and then shown
// to staff, who can send them round again.

let s: TestServer;
let handled: number[] = [];
let failNext = 0;
beforeAll(async () => {
  s = await startTestServer();
  await s.deps.db.execute(sql`create table events_test_effects (event_id bigint not null)`);
  defineConsumer({
    name: 'events-test',
    title: t3('测试处理者', '測試處理者', 'Test consumer'),
    types: ['Test.happened'],
    async handle(_deps, tx, event) {
      if (failNext > 0) {
        failNext--;
        throw new Error('the printer is out of paper');
      }
      await tx.execute(sql`insert into events_test_effects (event_id) values (${event.id})`);
      handled.push(event.id);
    },
  });
});
afterAll(async () => {
  forgetConsumer('events-test');
  await s.close();
});

const emit = (recordId: number) =>
  s.deps.db.transaction((tx) =>
    emitEvent(tx, { type: 'Test.happened', entity: 'Test', recordId, payload: { Name: `T-${recordId}` } }),
  );
const deliveryOf = async (eventId: number) =>
  (
    await s.deps.db.execute(
      sql`select state, attempts, last_error, next_at > now() as later from event_deliveries where event_id = ${eventId} and consumer = 'events-test'`,
    )
  ).rows[0] as { state: number; attempts: number; last_error: string; later: boolean };
const dueNow = (eventId: number) =>
  s.deps.db.execute(sql`update event_deliveries set next_at = now() where event_id = ${eventId}`);

describe('business events', () => {
  it('exists only when its change commits', async () => {
    const before = (await s.deps.db.select().from(businessEvents)).length;
    await s.deps.db
      .transaction(async (tx) => {
        await emitEvent(tx, { type: 'Test.happened', entity: 'Test', recordId: 1 });
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect((await s.deps.db.select().from(businessEvents)).length).toBe(before);
  });

  it('is handled once by its consumer, however often the dispatcher runs', async () => {
    handled = [];
    const id = await emit(2);
    await Promise.all([runDueDeliveries(s.deps), runDueDeliveries(s.deps), runDueDeliveries(s.deps)]);
    await runDueDeliveries(s.deps);
    expect(handled).toEqual([id]);
    expect(await deliveryOf(id)).toMatchObject({ state: 1, attempts: 1 });
  });

  it('retries a failure later, then gives up and shows staff why; a retry by staff delivers it', async () => {
    handled = [];
    failNext = MAX_ATTEMPTS;
    const id = await emit(3);
    await runDueDeliveries(s.deps);
    expect(await deliveryOf(id)).toMatchObject({
      state: 0,
      attempts: 1,
      last_error: 'the printer is out of paper',
      later: true,
    });
    // Not due yet: nothing runs it before its time.
    await runDueDeliveries(s.deps);
    expect((await deliveryOf(id)).attempts).toBe(1);
    for (let i = 2; i <= MAX_ATTEMPTS; i++) {
      await dueNow(id);
      await runDueDeliveries(s.deps);
    }
    expect(await deliveryOf(id)).toMatchObject({ state: 2, attempts: MAX_ATTEMPTS });
    const token = (await s.signIn('admin')).AccessToken;
    const failed = await s.call(
      'BusinessEvents/GetEventDeliveries',
      { index: 1, rows: 20, State: 2 },
      { token, lang: 'en-us' },
    );
    expect(failed.Code).toBe(0);
    expect(failed.Data).toEqual([
      expect.objectContaining({
        EventId: id,
        Consumer: 'events-test',
        StateName: 'Failed',
        RecordName: 'T-3',
        LastError: 'the printer is out of paper',
      }),
    ]);
    const retried = await s.call('BusinessEvents/RetryEventDeliveries', { Ids: [failed.Data[0].Id] }, { token });
    expect(retried.Data).toBe(1);
    await runDueDeliveries(s.deps);
    expect(handled).toEqual([id]);
    expect(await deliveryOf(id)).toMatchObject({ state: 1 });
    // Staff only: a customer is refused.
    const customer = (await s.signIn('customer1')).AccessToken;
    expect((await s.call('BusinessEvents/GetEventDeliveries', { index: 1, rows: 20 }, { token: customer })).Code).toBe(
      1,
    );
  });

  it('shares the work between processes, each event once', async () => {
    if (s.deps.driver !== 'postgres') return;
    // A second server process on the same database: both dispatch at once.
    const other = await startTestServer({ databaseUrl: s.config.databaseUrl });
    try {
      handled = [];
      const ids: number[] = [];
      for (let i = 0; i < 60; i++) ids.push(await emit(100 + i));
      await Promise.all([
        (async () => {
          while ((await runDueDeliveries(s.deps, 5)) > 0);
        })(),
        (async () => {
          while ((await runDueDeliveries(other.deps, 5)) > 0);
        })(),
      ]);
      const effects = await s.deps.db.execute(
        sql`select event_id, count(*)::int as n from events_test_effects where event_id = any(${`{${ids.join(',')}}`}::bigint[]) group by 1`,
      );
      expect(effects.rows).toHaveLength(60);
      expect((effects.rows as { n: number }[]).every((r) => r.n === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
