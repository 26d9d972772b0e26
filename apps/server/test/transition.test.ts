import { SpecificationsAuditStatus as Status, stateHistoryCalls } from '@wms/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client.js';
import { commodities } from '../src/db/schema/index.js';
import { specificationWorkflow } from '../src/modules/warehouse/commodities/workflow.js';
import type { Auth } from '../src/platform/auth.js';
import { runDueDeliveries } from '../src/platform/events.js';
import { stateCounts, stateName, transition } from '../src/platform/transition.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { makeCommodity, userId } from './helpers/stock.js';
import { describeWorkflow } from './helpers/workflow.js';

let s: TestServer;
let staff: Auth;
beforeAll(async () => {
  s = await startTestServer();
  staff = { userId: await userId(s, 'admin'), accountType: 1, siteId: 1, isSuperUser: true, sessionId: 'test' };
});
afterAll(() => s.close());

let made = 0;
/** A commodity of customer1 in the given state of its specification check. */
async function commodityIn(state: number, code = `WF-${++made}`) {
  const id = await makeCommodity(s, 'customer1', code);
  await s.deps.db.update(commodities).set({ specificationsAuditStatus: state }).where(eq(commodities.id, id));
  return id;
}

describeWorkflow(() => s, { bound: specificationWorkflow, make: (state) => commodityIn(state) });

describe('the specification check through its calls', () => {
  it('refuses a move the state no longer allows in the user language, writing nothing', async () => {
    const id = await commodityIn(Status.Pending, 'DONE-1');
    await s.deps.db.transaction((tx) =>
      transition(tx, specificationWorkflow, 'approve', id, { auth: staff, lang: 'en-us' }),
    );
    const token = (await s.signIn('admin')).AccessToken;
    const r = await s.call(
      'Commodity/CommoditySpecificationsAuditStatus',
      { Ids: [id], SpecificationsAuditStatus: Status.Rejected },
      { token, lang: 'en-us' },
    );
    expect(r.Code).toBe(4);
    expect(r.Message).toContain('“DONE-1” is Approved now and cannot become Rejected');
    const zh = await s.call(
      'Commodity/CommoditySpecificationsAuditStatus',
      { Ids: [id], SpecificationsAuditStatus: Status.Rejected },
      { token, lang: 'zh-cn' },
    );
    expect(zh.Message).toContain('已通过');
  });

  it('shows the history to staff and to the owner, and to nobody else', async () => {
    const id = await commodityIn(Status.Pending, 'SEEN-1');
    await s.deps.db.transaction((tx) =>
      transition(tx, specificationWorkflow, 'reject', id, { auth: staff, lang: 'en-us' }),
    );
    const ask = async (who: string) =>
      s.invoke(
        stateHistoryCalls.GetStateHistory,
        { Entity: 'CommoditySpecification', Id: id },
        { token: (await s.signIn(who)).AccessToken, lang: 'en-us' },
      );
    const mine = await ask('customer1');
    expect(mine.Data.map((h) => [h.FromStateName, h.ToStateName, h.UserName])).toEqual([
      ['Pending', 'Rejected', 'Administrator'],
    ]);
    expect((await ask('admin')).Data).toHaveLength(1);
    expect((await ask('customer2')).Code).toBe(3);
    const unknown = await s.call(
      'StateHistory/GetStateHistory',
      { Entity: 'Nothing', Id: id },
      { token: (await s.signIn('admin')).AccessToken },
    );
    expect(unknown.Code).toBe(3);
  });

  it('tells the owner, in their language, once the event is delivered; only once', async () => {
    const id = await commodityIn(Status.Pending, 'TOLD-1');
    const token = (await s.signIn('admin')).AccessToken;
    expect(
      (
        await s.call(
          'Commodity/CommoditySpecificationsAuditStatus',
          { Ids: [id], SpecificationsAuditStatus: Status.Approved },
          { token },
        )
      ).Code,
    ).toBe(0);
    const customer = (await s.signIn('customer1')).AccessToken;
    const titles = async (lang: string) =>
      (await s.call('UserMessages/GetUserMessages', { index: 1, rows: 50 }, { token: customer, lang })).Data.filter(
        (m: { Message: string }) => m.Message.includes('TOLD-1'),
      );
    expect(await titles('en-us')).toEqual([]);
    // The demo data's own notices wait in the outbox too (src/seed): run until none is due.
    let delivered = 0;
    for (let n = await runDueDeliveries(s.deps); n > 0; n = await runDueDeliveries(s.deps)) delivered += n;
    expect(delivered).toBeGreaterThanOrEqual(1);
    expect((await titles('en-us')).map((m: { Title: string }) => m.Title)).toEqual(['Specification approved']);
    expect((await titles('zh-tw')).map((m: { Title: string }) => m.Title)).toEqual(['規格已通過']);
    // Delivered once: another round finds nothing more for it.
    await runDueDeliveries(s.deps);
    expect(await titles('en-us')).toHaveLength(1);
  });

  it('counts the records of each state for the list tabs', async () => {
    const where = sql`${commodities.code} like 'CNT-%'`;
    for (const [code, state] of [
      ['CNT-1', Status.Pending],
      ['CNT-2', Status.Pending],
      ['CNT-3', Status.Rejected],
    ] as const)
      await commodityIn(state, code);
    expect(await stateCounts(s.deps.db, specificationWorkflow, where)).toEqual([
      { State: Status.None, Count: 0 },
      { State: Status.Pending, Count: 2 },
      { State: Status.Approved, Count: 0 },
      { State: Status.Rejected, Count: 1 },
    ]);
  });

  it('types moves by the declaration', () => {
    expect(stateName(specificationWorkflow.workflow, Status.Approved, 'zh-cn')).toBe('已通过');
    expect(stateName(specificationWorkflow.workflow, 9, 'en-us')).toBe('9');
    // Checked by the type checker, never run: a move the workflow does not declare.
    const undeclared = (tx: Queryable) =>
      // @ts-expect-error
      transition(tx, specificationWorkflow, 'ship', 1, { auth: null, lang: 'en-us' });
    expect(undeclared).toBeTypeOf('function');
  });
});
