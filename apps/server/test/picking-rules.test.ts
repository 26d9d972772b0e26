import { pickingRuleCalls as calls, PushEvents, pickingListCalls } from '@wms/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickingLists, pickingRules } from '../src/db/schema/index.js';
import { groupOrders, runDueRules } from '../src/modules/outbound/picking/rules.js';
import { approvedOrder, warehouseWithShelves } from './helpers/orders.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeSetupArea } from './helpers/setup-area.js';
import { makeCommodity, putStock } from './helpers/stock.js';

// Picking rules (docs/domain.md, "Picking"): a set-up list, run when asked (AddPickingListTask)
// and by the rules' job every interval, grouping orders to be picked into lists.

let s: TestServer;
let admin: string;
const valid: Record<string, unknown> = { Name: 'Rule one', MaxOrders: 10, MaxLines: 100, IntervalMinutes: 0 };
let pushes: { siteId: number; payload: unknown }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
  valid.WarehouseId = (await warehouseWithShelves(s, admin, 'Rules set-up WH', [])).warehouse;
  const toSite = s.deps.push.toSite.bind(s.deps.push);
  s.deps.push.toSite = ((siteId: number, event: string, payload: unknown) => {
    if (event === PushEvents.AddPickingList) pushes.push({ siteId, payload });
    return (toSite as (...a: unknown[]) => void)(siteId, event, payload);
  }) as typeof s.deps.push.toSite;
});
afterAll(() => s.close());

describeSetupArea(() => s, {
  list: calls.GetPickingRules,
  establish: calls.AddPickingRule,
  edit: calls.EditPickingRule,
  remove: calls.DeletePickingRule,
  valid,
  find: 'Rule one',
  findBy: 'Name',
  change: { MaxOrders: 20, Remarks: 'busy days' },
  invalid: { MaxOrders: [0, 201, 'x'], MaxLines: [0, 2001], IntervalMinutes: [-1, 1441] },
  unique: 'Name',
});

/** A warehouse with `n` orders to be picked, each of `lines` commodities (one unit each). */
async function ordersIn(name: string, n: number, lines = 1) {
  const wh = await warehouseWithShelves(s, admin, name, ['R-01']);
  const goods: number[] = [];
  for (let i = 0; i < lines; i++) {
    const c = await makeCommodity(s, 'customer1', `${name.replace(/\W/g, '')}-${i}`);
    await putStock(s, c, wh.shelf['R-01']!, 100);
    goods.push(c);
  }
  const orders = [];
  for (let i = 0; i < n; i++)
    orders.push(
      await approvedOrder(s, {
        owner: 'customer1',
        warehouseId: wh.warehouse,
        stock: goods.map((commodityId) => ({ commodityId, quantity: 1 })),
      }),
    );
  return { ...wh, orders };
}

async function rule(body: Record<string, unknown>) {
  const r = await s.invoke(calls.AddPickingRule, body as never, { token: admin });
  if (r.Code !== 0) throw new Error(r.Message);
  return r.Data;
}

describe('running the rules', () => {
  it('groups orders of at most MaxOrders orders and MaxLines lines, oldest first', () => {
    const o = (id: number, lines: number) => ({ id, lines });
    expect(groupOrders([o(1, 1), o(2, 1), o(3, 1), o(4, 1), o(5, 1)], 2, 100)).toEqual([[1, 2], [3, 4], [5]]);
    expect(groupOrders([o(1, 2), o(2, 2), o(3, 5), o(4, 1)], 10, 4)).toEqual([[1, 2], [3], [4]]);
  });

  it('makes the lists of a warehouse now, pushes each, and leaves nothing to make again', async () => {
    const wh = await ordersIn('Rules WH', 5);
    const id = await rule({
      Name: 'Two a list',
      WarehouseId: wh.warehouse,
      MaxOrders: 2,
      MaxLines: 100,
      IntervalMinutes: 0,
    });
    pushes = [];
    const made = await s.invoke(pickingListCalls.AddPickingListTask, { WarehouseId: wh.warehouse }, { token: admin });
    expect(made.Code).toBe(0);
    expect(made.Data).toHaveLength(3);
    const lists = await s.deps.db.select().from(pickingLists).where(eq(pickingLists.pickingRuleId, id));
    expect(lists).toHaveLength(3);
    expect(new Set(pushes.map((p) => (p.payload as { PickingId: number }).PickingId))).toEqual(
      new Set(lists.map((l) => l.id)),
    );
    const again = await s.invoke(pickingListCalls.AddPickingListTask, { WarehouseId: wh.warehouse }, { token: admin });
    expect(again.Data).toEqual([]);
    const [r] = await s.deps.db.select().from(pickingRules).where(eq(pickingRules.id, id));
    expect(r!.lastRunTime).not.toBeNull();
  });

  it('keeps to its shipping types and to MaxLines', async () => {
    const wh = await ordersIn('Rules WH lines', 3, 2);
    const other = await s.deps.db.execute(sql`select id from shipping_types order by id desc limit 1`);
    const none = await rule({
      Name: 'Another channel',
      WarehouseId: wh.warehouse,
      TypeOfShippingIds: [Number((other.rows[0] as { id: number }).id) + 100_000],
      MaxOrders: 10,
      MaxLines: 100,
      IntervalMinutes: 0,
    });
    const r = await s.invoke(
      pickingListCalls.AddPickingListTask,
      { WarehouseId: wh.warehouse, PickingRuleId: none },
      { token: admin },
    );
    expect(r.Data).toEqual([]);
    const lines = await rule({
      Name: 'Three lines',
      WarehouseId: wh.warehouse,
      MaxOrders: 10,
      MaxLines: 3,
      IntervalMinutes: 0,
    });
    const made = await s.invoke(
      pickingListCalls.AddPickingListTask,
      { WarehouseId: wh.warehouse, PickingRuleId: lines },
      { token: admin },
    );
    expect(made.Data).toHaveLength(3);
  });

  it('refuses partitions of another warehouse and a rule of another warehouse', async () => {
    const a = await warehouseWithShelves(s, admin, 'Rules WH A', []);
    const b = await warehouseWithShelves(s, admin, 'Rules WH B', []);
    const bad = await s.invoke(
      calls.AddPickingRule,
      {
        Name: 'Wrong zone',
        WarehouseId: a.warehouse,
        PartitionIds: [b.partition],
        MaxOrders: 1,
        MaxLines: 1,
        IntervalMinutes: 0,
      },
      { token: admin },
    );
    expect(bad.Code).toBe(2);
    expect(bad.body.Data.Field).toBe('PartitionIds');
    const ofB = await rule({
      Name: 'B rule',
      WarehouseId: b.warehouse,
      PartitionIds: [b.partition],
      MaxOrders: 1,
      MaxLines: 1,
      IntervalMinutes: 0,
    });
    const r = await s.invoke(
      pickingListCalls.AddPickingListTask,
      { WarehouseId: a.warehouse, PickingRuleId: ofB },
      { token: admin },
    );
    expect(r.Code).toBe(2);
    expect(r.body.Data.Field).toBe('PickingRuleId');
  });

  it('runs each active rule by its interval from the job, once an interval', async () => {
    const wh = await ordersIn('Rules WH job', 2);
    const due = await rule({
      Name: 'Every 5 minutes',
      WarehouseId: wh.warehouse,
      MaxOrders: 1,
      MaxLines: 10,
      IntervalMinutes: 5,
    });
    const off = await rule({
      Name: 'Switched off',
      WarehouseId: wh.warehouse,
      MaxOrders: 1,
      MaxLines: 10,
      IntervalMinutes: 5,
      IsDeactivate: true,
    });
    pushes = [];
    expect(await runDueRules(s.deps, 'en-us')).toBeGreaterThanOrEqual(2);
    const made = await s.deps.db.select().from(pickingLists).where(eq(pickingLists.pickingRuleId, due));
    expect(made).toHaveLength(2);
    expect(await s.deps.db.select().from(pickingLists).where(eq(pickingLists.pickingRuleId, off))).toEqual([]);
    expect(
      pushes.filter((p) => made.some((l) => l.id === (p.payload as { PickingId: number }).PickingId)).length,
    ).toBeGreaterThanOrEqual(2);
    // Not due again within its interval, even asked twice at once.
    const [a, b] = await Promise.all([runDueRules(s.deps, 'en-us'), runDueRules(s.deps, 'en-us')]);
    expect(a + b).toBe(0);
    // Its interval passed: due again (nothing left to group, so no list).
    await s.deps.db.execute(
      sql`update picking_rules set last_run_time = now() - interval '6 minutes' where id = ${due}`,
    );
    await runDueRules(s.deps, 'en-us');
    const [r] = await s.deps.db.select().from(pickingRules).where(eq(pickingRules.id, due));
    expect(Date.now() - r!.lastRunTime!.getTime()).toBeLessThan(60_000);
  });
});
