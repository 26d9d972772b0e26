import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, shelfLogs, shelves } from '../src/db/schema/index.js';
import { seededIds, withoutSeeded } from './helpers/demo.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { makeCommodity, outOfStep, putStock, userId, warehouseWithPartition } from './helpers/stock.js';

let s: TestServer;
const token: Record<string, string> = {};
let wh: { warehouse: number; partition: number };
let other: { warehouse: number; partition: number };
let shelfA: number;
let shelfB: number;
let shelfC: number;
let mine: number;
let theirs: number;
/** The demo seed's stock: the reports below are read without it. */
let seeded: Set<number>;

beforeAll(async () => {
  s = await startTestServer();
  seeded = await seededIds(s, inventories);
  for (const name of ['admin', 'clerk', 'customer1', 'customer2']) token[name] = (await s.signIn(name)).AccessToken;
  wh = await warehouseWithPartition(s, token.admin!, 'Shenzhen hub');
  other = await warehouseWithPartition(s, token.admin!, 'Kowloon');
  const make = async (number: string, place: typeof wh) =>
    (
      await s.call(
        'Shelves/EstablishShelves',
        { WarehouseId: place.warehouse, PartitionId: place.partition, ShelvesNumber: number },
        { token: token.admin },
      )
    ).Data as number;
  shelfA = await make('A-01', wh);
  shelfB = await make('A-02', wh);
  shelfC = await make('K-01', other);
  mine = await makeCommodity(s, 'customer1', 'MUG-01');
  theirs = await makeCommodity(s, 'customer2', 'LAMP-01');
  await putStock(s, mine, shelfA, 12);
  await putStock(s, mine, shelfC, 3);
  await putStock(s, theirs, shelfB, 7);
  await putStock(s, theirs, shelfB, 2, 'problem');
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown = {}, lang = 'en-us') =>
  s.call(path, body, { token: token[who], lang });
const logCount = async () => Number((await s.deps.db.select({ n: count() }).from(shelfLogs))[0]!.n);
const goods = async (id: number) =>
  (await s.deps.db.select({ n: shelves.goodsQuantity }).from(shelves).where(eq(shelves.id, id)))[0]!.n;

describe('inventory report', () => {
  it("lists every owner's stock per commodity, warehouse and shelf for staff", async () => {
    const r = await as('clerk', 'Inventory/GetInventoryReport', { rows: 100 });
    expect(r.Code, r.Message).toBe(0);
    expect(r.Total).toBe(seeded.size + 3);
    const own = withoutSeeded(r.Data, seeded);
    expect(own.map((x: any) => [x.CommodityCode, x.WarehouseName, x.ShelvesNumber])).toEqual([
      ['LAMP-01', 'Shenzhen hub', 'A-02'],
      ['MUG-01', 'Kowloon', 'K-01'],
      ['MUG-01', 'Shenzhen hub', 'A-01'],
    ]);
    expect(own[0]).toMatchObject({
      CommodityId: theirs,
      ChineseName: '商品 LAMP-01',
      OwnerId: await userId(s, 'customer2'),
      OwnerName: 'customer2',
      WarehouseId: wh.warehouse,
      ShelfId: shelfB,
      Total: 9,
      Available: 7,
      Frozen: 0,
      Defective: 0,
      Problem: 2,
      InTransit: 0,
    });
  });

  it('filters by commodity text, warehouse, shelf and owner', async () => {
    const codes = async (body: object) =>
      withoutSeeded((await as('admin', 'Inventory/GetInventoryReport', body)).Data, seeded).map(
        (x: any) => `${x.CommodityCode}@${x.ShelvesNumber}`,
      );
    expect(await codes({ Content: 'mug' })).toEqual(['MUG-01@K-01', 'MUG-01@A-01']);
    expect(await codes({ Content: '商品 LAMP' })).toEqual(['LAMP-01@A-02']);
    expect(await codes({ WarehouseId: other.warehouse })).toEqual(['MUG-01@K-01']);
    expect(await codes({ ShelfId: shelfA })).toEqual(['MUG-01@A-01']);
    expect(await codes({ OwnerId: await userId(s, 'customer2') })).toEqual(['LAMP-01@A-02']);
    const page = await as('admin', 'Inventory/GetInventoryReport', { WarehouseId: wh.warehouse, rows: 1, index: 2 });
    expect([page.Total, page.Data.length, page.Data[0].CommodityCode]).toEqual([2, 1, 'MUG-01']);
  });

  it('shows a customer only its own commodities, whatever it asks', async () => {
    const r = await as('customer1', 'UserInventory/GetInventoryReport', { OwnerId: await userId(s, 'customer2') });
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data.every((x: any) => x.OwnerId === r.Data[0].OwnerId && x.OwnerName === 'customer1')).toBe(true);
    expect(withoutSeeded(r.Data, seeded).map((x: any) => x.CommodityCode)).toEqual(['MUG-01', 'MUG-01']);
    const theirShelf = await as('customer1', 'UserInventory/GetInventoryReport', { ShelfId: shelfB });
    expect(theirShelf.Total).toBe(0);
    const two = await as('customer2', 'UserInventory/GetInventoryReport', {});
    expect(two.Data.every((x: any) => x.OwnerName === 'customer2')).toBe(true);
    expect(withoutSeeded(two.Data, seeded).map((x: any) => x.CommodityCode)).toEqual(['LAMP-01']);
  });

  it('keeps customers off the staff report and staff off the customer one (Code 1)', async () => {
    const r = await as('customer1', 'Inventory/GetInventoryReport', {});
    expect([r.status, r.Code]).toEqual([403, 1]);
    const adjust = await as('customer1', 'Inventory/AdjustInventory', {
      CommodityId: mine,
      ShelfId: shelfA,
      Quantity: 1,
    });
    expect([adjust.status, adjust.Code]).toEqual([403, 1]);
    const staff = await as('admin', 'UserInventory/GetInventoryReport', {});
    expect([staff.status, staff.Code]).toEqual([403, 1]);
  });
});

describe('stock-take', () => {
  it('sets a counted quantity, keeps the shelf in step and logs a stock-take', async () => {
    const r = await as('clerk', 'Inventory/AdjustInventory', {
      CommodityId: mine,
      ShelfId: shelfA,
      Mode: 1,
      Quantity: 10,
      Remarks: 'two broken',
    });
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data).toEqual({ Total: 10, Available: 10, Frozen: 0, Defective: 0, Problem: 0, InTransit: 0 });
    expect(await goods(shelfA)).toBe(10);
    const [log] = (await as('admin', 'Shelves/GetShelveLogs', { ShelfId: shelfA, rows: 1 })).Data;
    expect(log).toMatchObject({
      OperationType: 5,
      OperationTypeName: 'Stock-take',
      QuantityBefore: 12,
      QuantityAfter: 10,
      RelatedType: 1,
      RelatedTypeName: 'Commodity',
      RelatedKey: 'MUG-01',
      OperatorName: 'clerk',
      Content: 'Stock-take MUG-01 (Available): 12 → 10; two broken',
    });
  });

  it('adds and takes away, in any quantity column, never below 0', async () => {
    const add = await as('admin', 'Inventory/AdjustInventory', {
      CommodityId: mine,
      ShelfId: shelfA,
      Mode: 2,
      QuantityType: 2,
      Quantity: 3,
    });
    expect(add.Data).toMatchObject({ Total: 13, Available: 10, Defective: 3 });
    const take = await as('admin', 'Inventory/AdjustInventory', {
      CommodityId: mine,
      ShelfId: shelfA,
      Mode: 2,
      Quantity: -4,
    });
    expect(take.Data).toMatchObject({ Total: 9, Available: 6, Defective: 3 });
    expect(await goods(shelfA)).toBe(9);

    const logs = await logCount();
    const tooMany = await as(
      'admin',
      'Inventory/AdjustInventory',
      { CommodityId: mine, ShelfId: shelfA, Mode: 2, QuantityType: 2, Quantity: -4 },
      'zh-cn',
    );
    expect([tooMany.status, tooMany.Code]).toEqual([409, 4]);
    expect(tooMany.Message).toContain('库存不足');
    expect(tooMany.Message).toContain('次品');
    const nothing = await as('admin', 'Inventory/AdjustInventory', {
      CommodityId: theirs,
      ShelfId: shelfA,
      Mode: 2,
      Quantity: -1,
    });
    expect(nothing.Code).toBe(4);
    expect(await logCount()).toBe(logs);
    expect(await goods(shelfA)).toBe(9);
    expect(await outOfStep(s)).toEqual([]);
  });

  it('names the wrong field (Code 2) and writes nothing', async () => {
    const logs = await logCount();
    const rowsBefore = await s.deps.db.select().from(inventories);
    const full = { CommodityId: mine, ShelfId: shelfA, Mode: 1, Quantity: 5 };
    for (const field of ['CommodityId', 'ShelfId', 'Quantity'] as const) {
      const { [field]: _, ...body } = full;
      const r = await as('admin', 'Inventory/AdjustInventory', body);
      expect([r.status, r.Code, r.Data.Field], field).toEqual([400, 2, field]);
    }
    const cases = [
      [{ Quantity: -1 }, 'Quantity'],
      [{ Mode: 2, Quantity: 0 }, 'Quantity'],
      [{ Quantity: 1.5 }, 'Quantity'],
      [{ QuantityType: 9 }, 'QuantityType'],
      [{ CommodityId: 999_999 }, 'CommodityId'],
      [{ ShelfId: 999_999 }, 'ShelfId'],
    ] as const;
    for (const [change, field] of cases) {
      const r = await as('admin', 'Inventory/AdjustInventory', { ...full, ...change });
      expect([r.Code, r.Data?.Field], JSON.stringify(change)).toEqual([2, field]);
    }
    expect(await logCount()).toBe(logs);
    expect(await s.deps.db.select().from(inventories)).toEqual(rowsBefore);
  });

  it("refuses a stock-take of a commodity that is not the chosen owner's (Code 2 on CommodityId)", async () => {
    const logs = await logCount();
    const rowsBefore = await s.deps.db.select().from(inventories);
    const body = { CommodityId: theirs, OwnerId: await userId(s, 'customer1'), ShelfId: shelfB, Mode: 2, Quantity: 5 };
    const en = await as('admin', 'Inventory/AdjustInventory', body);
    expect([en.status, en.Code, en.Data?.Field]).toEqual([400, 2, 'CommodityId']);
    expect(en.Message).toContain('does not belong to the chosen owner');
    const zh = await as('admin', 'Inventory/AdjustInventory', body, 'zh-tw');
    expect([zh.Code, zh.Data?.Field]).toEqual([2, 'CommodityId']);
    expect(zh.Message).toContain('不屬於所選貨主');
    expect(await logCount()).toBe(logs);
    expect(await s.deps.db.select().from(inventories)).toEqual(rowsBefore);

    const right = await as('admin', 'Inventory/AdjustInventory', { ...body, OwnerId: await userId(s, 'customer2') });
    expect(right.Code, right.Message).toBe(0);
    expect(right.Data).toMatchObject({ Available: 12 });
    await as('admin', 'Inventory/AdjustInventory', { ...body, OwnerId: await userId(s, 'customer2'), Quantity: -5 });
  });

  it("answers the option lists of shelf logs and quantities in the caller's language", async () => {
    const ops = await as('clerk', 'Select/GetShelfOperationType', {}, 'zh-tw');
    expect(ops.Data.map((o: any) => o.Name)).toEqual(['上架', '下架', '移出', '移入', '盤點']);
    const related = await as('clerk', 'Select/GetShelfRelatedType', {});
    expect(related.Data[0]).toEqual({ Value: 1, Name: 'Commodity' });
    const kinds = await as('clerk', 'Select/GetInventoryQuantityType', {}, 'zh-cn');
    expect(kinds.Data.map((o: any) => o.Name)).toEqual(['可用', '次品', '问题件']);
  });
});
