import { SpecificationsAuditStatus as Status, stateHistoryCalls } from '@wms/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client.js';
import { commodities, stateHistory } from '../src/db/schema/index.js';
import { specificationWorkflow } from '../src/modules/commodities/workflow.js';
import type { Auth } from '../src/platform/auth.js';
import { AppError } from '../src/platform/errors.js';
import { sameName } from '../src/platform/select.js';
import { stateName, transition } from '../src/platform/transition.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { makeCommodity, userId } from './helpers/stock.js';

let s: TestServer;
let staff: Auth;
beforeAll(async () => {
  s = await startTestServer();
  staff = { userId: await userId(s, 'admin'), accountType: 1, siteId: 1, isSuperUser: true, sessionId: 'test' };
});
afterAll(() => s.close());

async function pendingCommodity(code: string) {
  const id = await makeCommodity(s, 'customer1', code);
  await s.deps.db.update(commodities).set({ specificationsAuditStatus: Status.Pending }).where(eq(commodities.id, id));
  return id;
}
const historyOf = (id: number) =>
  s.deps.db
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.entity, 'CommoditySpecification'), eq(stateHistory.recordId, id)));
const move = (id: number, to: (typeof Status)[keyof typeof Status]) =>
  s.deps.db.transaction((tx) =>
    transition(tx, specificationWorkflow, { id, from: [Status.Pending], to, auth: staff, lang: 'en-us' }),
  );

describe('state transitions', () => {
  it('lets one of two concurrent moves from the same state win; the other gets Code 4 naming the state now', async () => {
    const id = await pendingCommodity('RACE-1');
    const results = await Promise.allSettled([move(id, Status.Approved), move(id, Status.Rejected)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect([won.length, lost.length]).toEqual([1, 1]);
    const error = lost[0]!.reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(4);
    const [row] = await s.deps.db.select().from(commodities).where(eq(commodities.id, id));
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect([history[0]!.fromState, history[0]!.toState]).toEqual([Status.Pending, row!.specificationsAuditStatus]);
    expect([history[0]!.actorId, history[0]!.actorName]).toEqual([staff.userId, 'Administrator']);
    const loser = row!.specificationsAuditStatus === Status.Approved ? 'Rejected' : 'Approved';
    expect(error.params).toMatchObject({
      record: 'RACE-1',
      current: stateName(specificationWorkflow, row!.specificationsAuditStatus, 'en-us'),
      target: loser,
    });
  });

  it('names states by the option list or by names given with the workflow; moves name only its states', () => {
    const given = {
      ...specificationWorkflow,
      stateNames: { 0: sameName('new'), 1: sameName('in review'), 2: sameName('ok'), 3: sameName('no') },
    };
    expect(stateName(given, Status.Pending, 'zh-tw')).toBe('in review');
    expect(stateName(specificationWorkflow, Status.Approved, 'zh-cn')).toBe('已通过');
    expect(stateName(specificationWorkflow, 9, 'en-us')).toBe('9');
    // Checked by the type checker, never run: 7 is not a SpecificationsAuditStatus.
    const toSeven = (tx: Queryable) =>
      // @ts-expect-error
      transition(tx, specificationWorkflow, { id: 1, from: [1], to: 7, auth: null, lang: 'en-us' });
    expect(toSeven).toBeTypeOf('function');
  });

  it('refuses a move the state no longer allows in the user language, writing nothing', async () => {
    const id = await pendingCommodity('DONE-1');
    await move(id, Status.Approved);
    const token = (await s.signIn('admin')).AccessToken;
    const r = await s.call(
      'Commodity/CommoditySpecificationsAuditStatus',
      { Ids: [id], SpecificationsAuditStatus: Status.Rejected },
      { token, lang: 'en-us' },
    );
    expect(r.Code).toBe(4);
    expect(r.Message).toBe('“DONE-1” is Approved now and cannot become Rejected');
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('shows the history to staff and to the owner, and to nobody else', async () => {
    const id = await pendingCommodity('SEEN-1');
    await move(id, Status.Rejected);
    const ask = async (who: string) =>
      s.invoke(
        stateHistoryCalls.GetStateHistory,
        { Entity: 'CommoditySpecification', Id: id },
        {
          token: (await s.signIn(who)).AccessToken,
          lang: 'en-us',
        },
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
      {
        token: (await s.signIn('admin')).AccessToken,
      },
    );
    expect(unknown.Code).toBe(3);
  });
});
