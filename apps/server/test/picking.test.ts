import {
  pickingListCalls as calls,
  logisticsOrderFlow,
  PickOutcome,
  PushEvents,
  pickingClaimFlow,
  pickingListFlow,
  ShelfOperationType,
  ShelfRelatedType,
} from '@wms/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  inventories,
  logisticsOrderAllocations,
  logisticsOrderLines,
  logisticsOrders,
  packages,
  pickingLists,
  shelfLogs,
} from '../src/db/schema/index.js';
import { makeList } from '../src/modules/outbound/picking/lists.js';
import { SHELF_LEDGER } from '../src/modules/warehouse/inventory/stock.js';
import { verifyLedger } from '../src/platform/ledger.js';
import { inTransaction } from '../src/platform/notify.js';
import { pdfPages, pdfText, scan } from './helpers/labels.js';
import { approvedOrder, shelvedParcel, warehouseWithShelves } from './helpers/orders.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { makeCommodity, outOfStep, putStock, userId } from './helpers/stock.js';

// Picking lists (docs/domain.md, "Picking"): made from approved orders, claimed, walked by scans
// that take the goods off their shelves through the shelf ledger, ended by sorting; the print and
// the push. The workflows' conformance runs in workflows/picking.test.ts, the rules in
// picking-rules.test.ts.

let s: TestServer;
const tok: Record<string, string> = {};
let wh: Awaited<ReturnType<typeof warehouseWithShelves>>;
let other: Awaited<ReturnType<typeof warehouseWithShelves>>;
let mug: number;
let mugCode: string;
let cup: number;
let pushes: { siteId: number; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  for (const n of ['admin', 'clerk', 'customer1']) tok[n] = (await s.signIn(n)).AccessToken;
  wh = await warehouseWithShelves(s, tok.admin!, 'Picking WH', ['B-01', 'A-02', 'A-01']);
  other = await warehouseWithShelves(s, tok.admin!, 'Picking WH 2', ['Z-01']);
  cup = await makeCommodity(s, 'customer1', 'PICK-CUP');
  await s.deps.db.execute(sql`update commodities set sku = 'SKU-CUP-9' where id = ${cup}`);
  await putStock(s, cup, wh.shelf['B-01']!, 1000);
  const toSite = s.deps.push.toSite.bind(s.deps.push);
  s.deps.push.toSite = ((siteId: number, event: string, payload: unknown) => {
    pushes.push({ siteId, event, payload });
    return (toSite as (...a: unknown[]) => void)(siteId, event, payload);
  }) as typeof s.deps.push.toSite;
});
afterAll(() => s.close());
let mugs = 0;
/** Each test its own mugs: 3 on A-01, 100 on A-02 (an approval freezes A-01's first). */
beforeEach(async () => {
  mugCode = `PICK-MUG-${++mugs}`;
  mug = await makeCommodity(s, 'customer1', mugCode);
  await putStock(s, mug, wh.shelf['A-02']!, 100);
  await putStock(s, mug, wh.shelf['A-01']!, 3);
  pushes = [];
});

const as = (who: string) => ({ token: tok[who]!, lang: 'en-us' });
const ok = <T extends { Code: number; Message: string }>(r: T) => {
  if (r.Code !== 0) throw new Error(`${r.Code} ${r.Message}`);
  return r;
};

/** An order of customer1 with a parcel on B-01 and 5 mugs (3 frozen on A-01, 2 on A-02). */
async function mixedOrder() {
  const parcel = await shelvedParcel(s, 'customer1', wh.warehouse, wh.shelf['B-01']!);
  const order = await approvedOrder(s, {
    owner: 'customer1',
    warehouseId: wh.warehouse,
    parcels: [parcel.id],
    stock: [{ commodityId: mug, quantity: 5 }],
  });
  return { order, parcel };
}

async function stockOrder(quantity = 2, commodityId = mug) {
  return approvedOrder(s, { owner: 'customer1', warehouseId: wh.warehouse, stock: [{ commodityId, quantity }] });
}

const addList = async (orderIds: number[]) =>
  ok(await s.invoke(calls.AddPickingList, { OrderIds: orderIds }, as('admin'))).Data;
const detail = async (id: number) => ok(await s.invoke(calls.GetPickingById, { Id: id }, as('admin'))).Data;
const orderStatus = async (id: number) =>
  (await s.deps.db.select({ s: logisticsOrders.status }).from(logisticsOrders).where(eq(logisticsOrders.id, id)))[0]!.s;
const inventory = async (commodityId: number, shelfId: number) =>
  (
    await s.deps.db
      .select({ available: inventories.available, frozen: inventories.frozen, total: inventories.total })
      .from(inventories)
      .where(and(eq(inventories.commodityId, commodityId), eq(inventories.shelfId, shelfId)))
  )[0]!;
const pick = (id: number, shelf: string, scanned?: string, quantity?: number, who = 'clerk') =>
  s.invoke(
    calls.OrderPartialProductPicking,
    { Id: id, ShelfNumber: shelf, Scan: scanned, Quantity: quantity },
    as(who),
  );
async function claimAndStart(id: number, who = 'clerk') {
  ok(await s.invoke(calls.BatchClaimPickingListCurrentUser, { Ids: [id] }, as(who)));
  ok(await s.invoke(calls.StartPickingList, { Id: id }, as(who)));
}
/** Every shelf's ledger chains and matches what is on it. */
async function ledgersHold() {
  expect(await verifyLedger(s.deps.db, SHELF_LEDGER)).toEqual([]);
  expect(await outOfStep(s)).toEqual([]);
}

describe('making a list', () => {
  it('takes orders to be picked of one warehouse, lines in walking order, and pushes it after commit', async () => {
    const a = await mixedOrder();
    const b = await stockOrder(1, cup);
    const id = await addList([a.order.id, b.id]);
    const d = await detail(id);
    expect(d.Number).toMatch(/^PL\d{8}$/);
    expect(d.Status).toBe(pickingListFlow.state.ToBePicked);
    expect(d.ClaimStatus).toBe(pickingClaimFlow.state.Unclaimed);
    expect(d.Orders.map((o) => [o.Number, o.Serial])).toEqual([
      [a.order.number, 1],
      [b.number, 2],
    ]);
    // Partition, then shelf number, B-01 (B-01 holds the parcel and the cup).
    expect(d.Lines.map((l) => l.ShelfNumber)).toEqual(['A-01', 'A-02', 'B-01', 'B-01']);
    expect(d.Lines.map((l) => l.Quantity)).toEqual([3, 2, 1, 1]);
    expect(d.Shelves).toBe('A-01, A-02, B-01');
    expect(d.QuantityToPick).toBe(7);
    const siteIds = (
      await s.deps.db.execute(sql`select site_id from site_warehouses where warehouse_id = ${wh.warehouse}`)
    ).rows;
    expect(pushes).toEqual(
      siteIds.map((r) => ({
        siteId: Number((r as { site_id: number }).site_id),
        event: PushEvents.AddPickingList,
        payload: { PickingId: id, WarehouseId: wh.warehouse },
      })),
    );
    expect(pushes.length).toBeGreaterThan(0);
  });

  it('pushes nothing when the transaction that made the list rolls back', async () => {
    const o = await stockOrder(1);
    await expect(
      inTransaction(s.deps, async (tx) => {
        await makeList(s.deps, tx, { orderIds: [o.id], auth: null, lang: 'en-us' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(pushes).toEqual([]);
    expect(await addList([o.id])).toBeGreaterThan(0);
    expect(pushes).toHaveLength(1);
  });

  it('refuses orders of two warehouses and an order on another open list, on OrderIds', async () => {
    const here = await stockOrder(1);
    const parcel = await shelvedParcel(s, 'customer1', other.warehouse, other.shelf['Z-01']!);
    const there = await approvedOrder(s, { owner: 'customer1', warehouseId: other.warehouse, parcels: [parcel.id] });
    const mixed = await s.invoke(calls.AddPickingList, { OrderIds: [here.id, there.id] }, as('admin'));
    expect(mixed.Code).toBe(2);
    expect(mixed.body.Data.Field).toBe('OrderIds');
    expect(mixed.Message).toContain('Picking WH 2');
    const first = await addList([here.id]);
    const again = await s.invoke(calls.AddPickingList, { OrderIds: [here.id] }, as('admin'));
    expect(again.Code).toBe(2);
    expect(again.body.Data.Field).toBe('OrderIds');
    expect(again.Message).toContain(here.number);
    expect(again.Message).toContain((await detail(first)).Number);
    expect(pushes).toHaveLength(1);
  });

  it('makes one list of an order asked for twice at once', async () => {
    const o = await stockOrder(1);
    const results = await Promise.all(
      [0, 1, 2].map(() => s.invoke(calls.AddPickingList, { OrderIds: [o.id] }, as('admin'))),
    );
    expect(results.filter((r) => r.Code === 0)).toHaveLength(1);
    for (const r of results.filter((x) => x.Code !== 0)) expect(r.body.Data.Field).toBe('OrderIds');
    const lists = await s.deps.db.execute(
      sql`select count(*)::int as n from picking_list_orders where order_id = ${o.id} and active`,
    );
    expect(Number((lists.rows[0] as { n: number }).n)).toBe(1);
  });

  it('refuses an order that is not to be picked', async () => {
    const o = await stockOrder(1);
    await s.deps.db
      .update(logisticsOrders)
      .set({ status: logisticsOrderFlow.state.PendingReview })
      .where(eq(logisticsOrders.id, o.id));
    const r = await s.invoke(calls.AddPickingList, { OrderIds: [o.id] }, as('admin'));
    expect(r.Code).toBe(2);
    expect(r.Message).toContain(o.number);
  });
});

describe('claims', () => {
  it('gives a list to one of two pickers claiming it at once', async () => {
    const id = await addList([(await stockOrder(1)).id]);
    const [a, b] = await Promise.all([
      s.invoke(calls.BatchClaimPickingListCurrentUser, { Ids: [id] }, as('admin')),
      s.invoke(calls.BatchClaimPickingListCurrentUser, { Ids: [id] }, as('clerk')),
    ]);
    expect(a.Data.Moved.length + b.Data.Moved.length).toBe(1);
    expect(a.Data.Refused.length + b.Data.Refused.length).toBe(1);
    const winner = a.Data.Moved.length ? 'admin' : 'clerk';
    const d = await detail(id);
    expect(d.ClaimStatus).toBe(pickingClaimFlow.state.Claimed);
    expect(d.OperatorId).toBe(await userId(s, winner));
  });

  it('releases for the claimer or a manager, never once picking started ("release failed")', async () => {
    const id = await addList([(await stockOrder(1)).id]);
    ok(await s.invoke(calls.BatchClaimPickingListCurrentUser, { Ids: [id] }, as('admin')));
    // The clerk is neither the claimer nor a manager.
    const notMine = ok(await s.invoke(calls.BatchReleaseClaim, { Ids: [id] }, as('clerk')));
    expect(notMine.Data.Moved).toEqual([]);
    expect(notMine.Data.Refused[0]!.Reason).toMatch(/^Release failed/);
    // A manager assigns it to the clerk, who releases it and claims it again.
    const clerkId = await userId(s, 'clerk');
    ok(await s.invoke(calls.BatchClaimPickingList, { Ids: [id], UserId: clerkId }, as('admin')));
    expect((await detail(id)).OperatorId).toBe(clerkId);
    expect(ok(await s.invoke(calls.BatchReleaseClaim, { Ids: [id] }, as('clerk'))).Data.Moved).toHaveLength(1);
    expect((await detail(id)).ClaimStatus).toBe(pickingClaimFlow.state.Unclaimed);
    await claimAndStart(id);
    const started = ok(await s.invoke(calls.BatchReleaseClaim, { Ids: [id] }, as('clerk')));
    expect(started.Data.Moved).toEqual([]);
    expect(started.Data.Refused[0]!.Reason).toMatch(/^Release failed/);
    const byManager = ok(await s.invoke(calls.BatchReleaseClaim, { Ids: [id] }, as('admin')));
    expect(byManager.Data.Moved).toEqual([]);
    expect((await detail(id)).OperatorId).toBe(clerkId);
  });

  it('refuses a customer as the picker', async () => {
    const id = await addList([(await stockOrder(1)).id]);
    const r = await s.invoke(
      calls.BatchClaimPickingList,
      { Ids: [id], UserId: await userId(s, 'customer1') },
      as('admin'),
    );
    expect(r.Code).toBe(2);
    expect(r.body.Data.Field).toBe('UserId');
  });

  it('lets only the claimer start and pick', async () => {
    const id = await addList([(await stockOrder(1)).id]);
    expect((await s.invoke(calls.StartPickingList, { Id: id }, as('clerk'))).Code).toBe(4);
    ok(await s.invoke(calls.BatchClaimPickingListCurrentUser, { Ids: [id] }, as('admin')));
    const r = await pick(id, 'A-01', mugCode);
    expect(r.Code).toBe(4);
    expect(r.Message).toMatch(/is claimed by .+: only they may pick it/);
  });

  it('lists my claimed lists', async () => {
    const id = await addList([(await stockOrder(1)).id]);
    await claimAndStart(id);
    const mine = ok(
      await s.invoke(
        calls.GetIndividualAssignmentPickingList,
        { index: 1, rows: 50, StateCounts: true } as never,
        as('clerk'),
      ),
    );
    expect(mine.Data.map((r) => r.Id)).toContain(id);
    expect(mine.Data.every((r) => r.OperatorId === null || r.OperatorName !== null)).toBe(true);
    const all = ok(
      await s.invoke(
        calls.GetPickingLists,
        { index: 1, rows: 50, WarehouseId: wh.warehouse, ClaimStatus: pickingClaimFlow.state.Claimed },
        as('admin'),
      ),
    );
    expect(all.Data.every((r) => r.ClaimStatus === pickingClaimFlow.state.Claimed)).toBe(true);
    expect(all.Data.map((r) => r.Id)).toContain(id);
  });
});

describe('the walk', () => {
  it('refuses a wrong shelf and a wrong item loudly, changing nothing', async () => {
    const id = await addList([(await stockOrder(2)).id]);
    await claimAndStart(id);
    const before = {
      logs: (await s.deps.db.select({ n: sql<number>`count(*)::int` }).from(shelfLogs))[0]!.n,
      a1: await inventory(mug, wh.shelf['A-01']!),
    };
    const wrongShelf = await pick(id, 'B-01', mugCode);
    expect(wrongShelf.Code).toBe(4);
    expect(wrongShelf.Message).toMatch(/^No matching goods found/);
    const wrongItem = await pick(id, 'A-01', 'PICK-CUP');
    expect(wrongItem.Code).toBe(4);
    expect(wrongItem.Message).toMatch(/^No matching goods found/);
    const tooMany = await pick(id, 'A-01', mugCode, 5);
    expect(tooMany.Code).toBe(4);
    expect((await s.deps.db.select({ n: sql<number>`count(*)::int` }).from(shelfLogs))[0]!.n).toBe(before.logs);
    expect(await inventory(mug, wh.shelf['A-01']!)).toEqual(before.a1);
    expect((await detail(id)).Status).toBe(pickingListFlow.state.ToBePicked);
  });

  it('walks a list by scans: goods and parcels off their shelves through the ledger, ending Finished', async () => {
    const { order, parcel } = await mixedOrder();
    const id = await addList([order.id]);
    await claimAndStart(id);
    expect(await orderStatus(order.id)).toBe(logisticsOrderFlow.state.Picking);
    const a1 = await inventory(mug, wh.shelf['A-01']!);
    const a2 = await inventory(mug, wh.shelf['A-02']!);
    // The shelf alone: what is left there.
    const shelf = ok(await pick(id, 'a-01'));
    expect(shelf.Data.Outcome).toBe(PickOutcome.ShelfChosen);
    const first = ok(await pick(id, 'a-01', mugCode.toLowerCase(), 3));
    expect(first.Data.Outcome).toBe(PickOutcome.Picked);
    expect(first.Data.ListStatus).toBe(pickingListFlow.state.PartiallyPicked);
    expect(first.Data.Remaining).toBe(3);
    expect(await inventory(mug, wh.shelf['A-01']!)).toEqual({
      available: a1.available,
      frozen: a1.frozen - 3,
      total: a1.total - 3,
    });
    ok(await pick(id, 'A-02', mugCode));
    ok(await pick(id, 'A-02', mugCode));
    expect(await inventory(mug, wh.shelf['A-02']!)).toEqual({
      available: a2.available,
      frozen: a2.frozen - 2,
      total: a2.total - 2,
    });
    // The parcel by its courier's number, then again: harmless.
    const p = ok(await pick(id, 'B-01', parcel.tracking.toLowerCase()));
    expect(p.Data.Outcome).toBe(PickOutcome.Picked);
    expect(p.Data.Remaining).toBe(0);
    const twice = ok(await pick(id, 'B-01', parcel.number));
    expect(twice.Data.Outcome).toBe(PickOutcome.AlreadyPicked);
    const [shelvedNow] = await s.deps.db.select().from(packages).where(eq(packages.id, parcel.id));
    expect(shelvedNow!.shelfId).toBeNull();
    const logs = await s.deps.db
      .select()
      .from(shelfLogs)
      .where(
        and(
          eq(shelfLogs.relatedType, ShelfRelatedType.PickingList),
          eq(shelfLogs.relatedKey, (await detail(id)).Number),
        ),
      );
    expect(logs).toHaveLength(3);
    expect(logs.every((l) => l.operationType === ShelfOperationType.TakeOffShelves)).toBe(true);
    await ledgersHold();
    const allocations = await s.deps.db
      .select()
      .from(logisticsOrderAllocations)
      .where(eq(logisticsOrderAllocations.orderId, order.id));
    expect(allocations.every((a) => a.pickedQuantity === a.quantity)).toBe(true);
    const sorted = ok(await s.invoke(calls.SortingCompleted, { Id: id }, as('clerk')));
    expect(sorted.Data.Moved.map((m) => m.Id)).toEqual([order.id]);
    expect((await detail(id)).Status).toBe(pickingListFlow.state.Finished);
    expect(await orderStatus(order.id)).toBe(logisticsOrderFlow.state.Picked);
    expect((await pick(id, 'A-01', mugCode)).Code).toBe(4);
  });

  it('ends a short walk Not picked: the order goes back to be picked keeping what was picked', async () => {
    const o = await stockOrder(4);
    const id = await addList([o.id]);
    await claimAndStart(id);
    ok(await pick(id, 'A-01', mugCode, 1));
    const sorted = ok(await s.invoke(calls.SortingCompleted, { Id: id }, as('clerk')));
    expect(sorted.Data.Moved).toEqual([]);
    expect(sorted.Data.Refused[0]!.Reason).toContain(o.number);
    expect((await detail(id)).Status).toBe(pickingListFlow.state.NotPicked);
    expect(await orderStatus(o.id)).toBe(logisticsOrderFlow.state.ToBePicked);
    const [line] = await s.deps.db.select().from(logisticsOrderLines).where(eq(logisticsOrderLines.orderId, o.id));
    expect(line!.pickedQuantity).toBe(1);
    // The next list picks only the rest.
    const next = await detail(await addList([o.id]));
    expect(next.QuantityToPick).toBe(3);
    await ledgersHold();
  });

  it('picks the rest of an order at once', async () => {
    const { order } = await mixedOrder();
    const id = await addList([order.id]);
    await claimAndStart(id);
    ok(await s.invoke(calls.OrderCompletionPickings, { Id: id, OrderId: order.id }, as('clerk')));
    expect((await detail(id)).QuantityPicked).toBe(6);
    await ledgersHold();
  });

  it('puts back what was picked of an order taken off the list', async () => {
    const { order, parcel } = await mixedOrder();
    const keep = await stockOrder(1, cup);
    const id = await addList([order.id, keep.id]);
    const a1 = await inventory(mug, wh.shelf['A-01']!);
    await claimAndStart(id);
    ok(await pick(id, 'A-01', mugCode, 2));
    ok(await pick(id, 'B-01', parcel.number));
    ok(await s.invoke(calls.DeletePickingListOrder, { Id: id, OrderId: order.id }, as('admin')));
    expect(await inventory(mug, wh.shelf['A-01']!)).toEqual(a1);
    const [back] = await s.deps.db.select().from(packages).where(eq(packages.id, parcel.id));
    expect(back!.shelfId).toBe(wh.shelf['B-01']);
    expect(await orderStatus(order.id)).toBe(logisticsOrderFlow.state.ToBePicked);
    const lines = await s.deps.db.select().from(logisticsOrderLines).where(eq(logisticsOrderLines.orderId, order.id));
    expect(lines.every((l) => l.pickedQuantity === 0)).toBe(true);
    const d = await detail(id);
    expect(d.Orders.map((o) => o.Id)).toEqual([keep.id]);
    await ledgersHold();
    // Free for another list.
    expect(await addList([order.id])).toBeGreaterThan(0);
  });

  it('deletes an unstarted list (its orders free again) and refuses one with picks', async () => {
    const o = await stockOrder(2);
    const id = await addList([o.id]);
    ok(await s.invoke(calls.DeletePickingList, { Id: id }, as('admin')));
    expect(await s.deps.db.select().from(pickingLists).where(eq(pickingLists.id, id))).toEqual([]);
    const again = await addList([o.id]);
    await claimAndStart(again);
    ok(await pick(again, 'A-01', mugCode));
    const r = await s.invoke(calls.DeletePickingList, { Id: again }, as('admin'));
    expect(r.Code).toBe(4);
  });
});

describe('the print', () => {
  it('prints the list laid out by my rows and columns, its number as Code 128, and marks it printed', async () => {
    const a = await mixedOrder();
    const b = await stockOrder(1, cup);
    const id = await addList([a.order.id, b.id]);
    const cfg = ok(await s.call('UserConfiguration/GetUserConfigureByUserIdInfo', {}, as('admin'))).Data;
    ok(
      await s.call(
        'UserConfiguration/EditUserConfigure',
        { ...cfg, PickingListRows: 1, PickingListColumns: 3 },
        as('admin'),
      ),
    );
    const data = ok(await s.invoke(calls.PrintPickingData, { id }, as('admin'))).Data;
    expect(data.PrintedTime).not.toBeNull();
    const res = await s.app.inject({
      method: 'POST',
      url: `/openapi/${calls.PrintPicking.path.replace(/^\//, '')}`,
      headers: { authorization: `Bearer ${tok.admin}`, acceptlanguage: 'en-us' },
      payload: { id },
    });
    expect(res.headers['content-type']).toContain('application/pdf');
    const pages = pdfPages(res.rawPayload);
    // Four lines, three a page.
    expect(pages).toHaveLength(2);
    expect(scan(pages[0]!)).toEqual([`CODE-128:${data.Number}`]);
    const text = pdfText(res.rawPayload);
    for (const needle of [data.Number, 'A-01', 'A-02', 'B-01', a.parcel.number, mugCode, 'PICK-CUP', a.order.number])
      expect(text).toContain(needle);
  });
});
