import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelfLogs, shelves } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { demoSiteId, makeCommodity, putStock, warehouseWithPartition } from './helpers/stock.js';

/** The space goods take on a shelf, goods over a shelf's capacity (warned, or refused when the
 * warehouse says so), and deactivating a shelf that holds goods. */

let s: TestServer;
let token: string;
let wh: { warehouse: number; partition: number };
let carton: number;
let wide: number;

beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('admin')).AccessToken;
  wh = await warehouseWithPartition(s, token, 'Capacity hub');
  carton = await makeCommodity(s, 'customer1', 'CARTON', { length: '10', width: '8', height: '6' });
  wide = await makeCommodity(s, 'customer1', 'PLANK', { length: '5', width: '60', height: '2' });
});
afterAll(() => s.close());

const as = (path: string, body: unknown = {}, lang = 'en-us') => s.call(path, body, { token, lang });
const shelf = async (number: string, size: [number, number, number], place = wh) => {
  const r = await as('Shelves/EstablishShelves', {
    WarehouseId: place.warehouse,
    PartitionId: place.partition,
    ShelvesNumber: number,
    ShelvesLength: size[0],
    ShelvesWide: size[1],
    ShelvesHigh: size[2],
  });
  if (r.Code !== 0) throw new Error(r.Message);
  return r.Data as number;
};
const row = async (id: number) => (await as('Shelves/GetShelvesById', { Id: id })).Data;
const goods = async (id: number) =>
  (await s.deps.db.select({ n: shelves.goodsQuantity }).from(shelves).where(eq(shelves.id, id)))[0]!.n;
const logCount = async () => Number((await s.deps.db.select({ n: count() }).from(shelfLogs))[0]!.n);
const add = (shelfId: number, commodityId: number, n: number, lang = 'en-us') =>
  as('Inventory/AdjustInventory', { ShelfId: shelfId, CommodityId: commodityId, Mode: 2, Quantity: n }, lang);

describe('used space', () => {
  it('stacks cartons across and up the shelf before the next slice of its length', async () => {
    const id = await shelf('CAP-01', [100, 50, 40]);
    await putStock(s, carton, id, 20);
    // 6 across (50 / 8) x 6 up (40 / 6) = 36 in one 10 cm slice: 20 cartons take 10 x 48 x 24.
    expect(await row(id)).toMatchObject({
      UsedLength: '10',
      UsedWide: '48',
      UsedHigh: '24',
      RemainingLength: '90',
      RemainingWide: '2',
      RemainingHigh: '16',
      IsOverCapacity: false,
    });
    await putStock(s, carton, id, 20);
    // 40 cartons: two slices, the second one partly filled.
    expect(await row(id)).toMatchObject({ UsedLength: '20', UsedWide: '48', UsedHigh: '36', IsOverCapacity: false });
    await putStock(s, wide, id, 3);
    // Each commodity has its own section: the planks add 5 cm (3 stacked), the widest row wins.
    expect(await row(id)).toMatchObject({ UsedLength: '25', UsedWide: '50', UsedHigh: '36', IsOverCapacity: true });
  });

  it('recomputes the space when the shelf is resized', async () => {
    const id = await shelf('CAP-02', [100, 50, 40]);
    await putStock(s, carton, id, 20);
    const edit = await as('Shelves/EditShippingAddress', {
      Id: id,
      WarehouseId: wh.warehouse,
      PartitionId: wh.partition,
      ShelvesNumber: 'CAP-02',
      ShelvesLength: 100,
      ShelvesWide: 8,
      ShelvesHigh: 6,
    });
    expect(edit.Code, edit.Message).toBe(0);
    // One carton across and one up: 20 in a row.
    expect(await row(id)).toMatchObject({ UsedLength: '100', RemainingLength: '0', IsOverCapacity: true });
  });

  it('recomputes the space when a commodity is measured again', async () => {
    const crate = await makeCommodity(s, 'customer1', 'CRATE', { length: '10', width: '50', height: '40' });
    const id = await shelf('CAP-03', [100, 50, 40]);
    await putStock(s, crate, id, 4);
    expect(await row(id)).toMatchObject({ UsedLength: '40', IsOverCapacity: false });
    const measured = await as('Commodity/CommoditySpecificationModification', {
      Id: crate,
      ActualWeight: 1,
      GrossWeight: 1,
      Length: 30,
      Width: 50,
      Geight: 40,
    });
    expect(measured.Code, measured.Message).toBe(0);
    expect(await row(id)).toMatchObject({ UsedLength: '100', IsOverCapacity: true });
  });
});

describe('over capacity', () => {
  it('warns in the caller’s language and never shows more used than the shelf has', async () => {
    // 100 cm long, one carton across and one up: 20 cartons need 200 cm.
    const id = await shelf('CAP-10', [100, 10, 8]);
    const r = await add(id, carton, 20);
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data).toMatchObject({ Available: 20 });
    expect(r.Warnings).toEqual([
      'Shelf CAP-10 is over capacity: the goods need 200 × 8 × 6 cm (length × width × height) and the shelf is 100 × 10 × 8 cm.',
    ]);
    expect(await row(id)).toMatchObject({
      GoodsQuantity: 20,
      UsedLength: '100',
      UsedWide: '8',
      UsedHigh: '6',
      RemainingLength: '0',
      IsOverCapacity: true,
    });
    const listed = await as('Shelves/GetShelves', { Content: 'CAP-10' });
    expect(listed.Data[0]).toMatchObject({ UsedLength: '100', IsOverCapacity: true });

    const zh = await add(id, carton, 1, 'zh-cn');
    expect(zh.Warnings).toEqual([expect.stringContaining('货架 CAP-10 已超出容量')]);
    const tw = await add(id, carton, 1, 'zh-tw');
    expect(tw.Warnings).toEqual([expect.stringContaining('貨架 CAP-10 已超出容量')]);

    // Taking goods away from a full shelf is no reason to warn.
    const off = await add(id, carton, -2);
    expect(off.Code).toBe(0);
    expect(off.Warnings).toBeUndefined();
    // Goods that fit answer no warning either.
    const roomy = await shelf('CAP-11', [100, 50, 40]);
    const fits = await add(roomy, carton, 5);
    expect([fits.Code, fits.Warnings]).toEqual([0, undefined]);
  });

  it('warns of a commodity wider than the shelf, and of goods transferred onto a full shelf', async () => {
    const narrow = await shelf('CAP-20', [100, 50, 40]);
    const r = await add(narrow, wide, 1);
    expect(r.Warnings).toEqual([expect.stringContaining('5 × 60 × 2 cm')]);
    expect(await row(narrow)).toMatchObject({ UsedWide: '50', RemainingWide: '0', IsOverCapacity: true });

    const from = await shelf('CAP-21', [0, 0, 0]);
    const to = await shelf('CAP-22', [30, 8, 6]);
    await putStock(s, carton, from, 10);
    const one = await as('Shelves/TransferGoods', {
      FromShelfId: from,
      ToShelfId: to,
      CommodityId: carton,
      Quantity: 3,
    });
    expect([one.Code, one.Data, one.Warnings]).toEqual([0, true, undefined]);
    const more = await as('Shelves/TransferGoods', {
      FromShelfId: from,
      ToShelfId: to,
      CommodityId: carton,
      Quantity: 1,
    });
    expect([more.Code, more.Data]).toEqual([0, true]);
    expect(more.Warnings).toEqual([expect.stringContaining('Shelf CAP-22 is over capacity')]);
    const all = await as('Shelves/TransferGoodsAll', { FromShelfId: from, ToShelfId: to });
    expect([all.Code, all.Data]).toEqual([0, 6]);
    expect(all.Warnings).toEqual([expect.stringContaining('100 × 8 × 6 cm')]);
    // A shelf with no size recorded has no limit.
    const back = await as('Shelves/TransferGoodsAll', { FromShelfId: to, ToShelfId: from });
    expect([back.Code, back.Warnings]).toEqual([0, undefined]);
  });

  describe('when the warehouse refuses goods over capacity', () => {
    let strict: { warehouse: number; partition: number };
    let small: number;
    let spare: number;

    beforeAll(async () => {
      strict = await warehouseWithPartition(s, token, 'Strict hub');
      const edit = await as('Warehouse/EditWarehouse', {
        Id: strict.warehouse,
        Name: 'Strict hub',
        PersonInCharge: 'Li Lei',
        SiteIds: [await demoSiteId(s)],
        RefuseOverCapacity: true,
      });
      expect(edit.Code, edit.Message).toBe(0);
      small = await shelf('S-01', [30, 8, 6], strict);
      spare = await shelf('S-02', [0, 0, 0], strict);
    });

    it('keeps the setting on the warehouse, off unless asked', async () => {
      expect((await as('Warehouse/GetWarehouseById', { Id: strict.warehouse })).Data.RefuseOverCapacity).toBe(true);
      expect((await as('Warehouse/GetWarehouseById', { Id: wh.warehouse })).Data.RefuseOverCapacity).toBe(false);
      const list = await as('Warehouse/GetWarehouses', { Content: 'Strict hub' });
      expect(list.Data[0].RefuseOverCapacity).toBe(true);
    });

    it('refuses a stock-take addition or a transfer that would not fit (Code 4), changing nothing', async () => {
      expect((await add(small, carton, 3)).Code).toBe(0);
      await putStock(s, carton, spare, 5);
      const logs = await logCount();
      const r = await add(small, carton, 1);
      expect([r.status, r.Code]).toEqual([409, 4]);
      expect(r.Message).toBe(
        'Shelf S-01 cannot take these goods, and this warehouse refuses goods over a shelf’s capacity: they need 40 × 8 × 6 cm (length × width × height) and the shelf is 30 × 8 × 6 cm, so choose a bigger shelf.',
      );
      expect(await goods(small)).toBe(3);
      expect(await row(small)).toMatchObject({ UsedLength: '30', IsOverCapacity: false });

      const move = await as(
        'Shelves/TransferGoods',
        { FromShelfId: spare, ToShelfId: small, CommodityId: carton, Quantity: 1 },
        'zh-cn',
      );
      expect(move.Code).toBe(4);
      expect(move.Message).toContain('货架 S-01 放不下这些货物');
      expect((await as('Shelves/TransferGoodsAll', { FromShelfId: spare, ToShelfId: small })).Code).toBe(4);
      expect([await goods(small), await goods(spare)]).toEqual([3, 5]);
      expect(await logCount()).toBe(logs);
    });

    it('still records a count of what is on the shelf, with the warning', async () => {
      const r = await as('Inventory/AdjustInventory', { ShelfId: small, CommodityId: carton, Mode: 1, Quantity: 5 });
      expect([r.Code, r.Data.Available]).toEqual([0, 5]);
      expect(r.Warnings).toEqual([expect.stringContaining('Shelf S-01 is over capacity')]);
      expect(await row(small)).toMatchObject({ UsedLength: '30', IsOverCapacity: true });
    });
  });
});

describe('deactivating shelves', () => {
  it('deactivates a shelf holding goods, saying so', async () => {
    const full = await shelf('D-01', [0, 0, 0]);
    const empty = await shelf('D-02', [0, 0, 0]);
    await putStock(s, carton, full, 7);
    const r = await as('Shelves/IsDeactivateShelves', { Ids: [full, empty], IsDeactivate: true });
    expect([r.Code, r.Data]).toEqual([0, 2]);
    expect(r.Warnings).toEqual([
      'Shelf D-01 is deactivated but still holds goods (quantity 7): they stay on it until moved, and no goods can be put on it.',
    ]);
    expect((await row(full)).IsDeactivate).toBe(true);
    const again = await as('Shelves/IsDeactivateShelves', { Ids: [full, empty], IsDeactivate: false });
    expect([again.Code, again.Data, again.Warnings]).toEqual([0, 2, undefined]);
    const quiet = await as('Shelves/IsDeactivateShelves', { Ids: [empty], IsDeactivate: true });
    expect([quiet.Code, quiet.Warnings]).toEqual([0, undefined]);
  });

  it('leaves the shelf goods leave out of the destination picker', async () => {
    const a = await shelf('PK-01', [0, 0, 0]);
    const b = await shelf('PK-02', [0, 0, 0]);
    const all = await as('Shelves/GetShelvesByPartition', { PartitionId: wh.partition, Content: 'PK-0' });
    expect(all.Data.map((o: { Id: number }) => o.Id)).toEqual([a, b]);
    const others = await as('Shelves/GetShelvesByPartition', {
      PartitionId: wh.partition,
      Content: 'PK-0',
      ExceptShelfId: a,
    });
    expect([others.Total, others.Data.map((o: { Id: number }) => o.Id)]).toEqual([1, [b]]);
  });
});
