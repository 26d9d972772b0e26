import zlib from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { count, eq, sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, shelfLogs, shelves } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { makeCommodity, outOfStep, putStock, warehouseWithPartition } from './helpers/stock.js';

let s: TestServer;
const token: Record<string, string> = {};
let wh: { warehouse: number; partition: number };
let other: { warehouse: number; partition: number };
let sku: number;
let sku2: number;

beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['admin', 'clerk', 'customer1']) token[name] = (await s.signIn(name)).AccessToken;
  wh = await warehouseWithPartition(s, token.admin!, 'Shenzhen hub');
  other = await warehouseWithPartition(s, token.admin!, 'Kowloon');
  sku = await makeCommodity(s, 'customer1', 'SKU-1', { length: '10', width: '20', height: '5' });
  sku2 = await makeCommodity(s, 'customer1', 'SKU-2', { length: '2', width: '40', height: '1.5' });
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown = {}, lang = 'en-us') =>
  s.call(path, body, { token: token[who], lang });
const shelfCount = async () => Number((await s.deps.db.select({ n: count() }).from(shelves))[0]!.n);
const logCount = async () => Number((await s.deps.db.select({ n: count() }).from(shelfLogs))[0]!.n);
const shelf = (number: string, place = wh, extra: object = {}) =>
  as('admin', 'Shelves/EstablishShelves', {
    WarehouseId: place.warehouse,
    PartitionId: place.partition,
    ShelvesNumber: number,
    ...extra,
  }).then((r) => {
    if (r.Code !== 0) throw new Error(r.Message);
    return r.Data as number;
  });
const goods = async (id: number) =>
  (await s.deps.db.select({ n: shelves.goodsQuantity }).from(shelves).where(eq(shelves.id, id)))[0]!.n;
const available = async (commodityId: number, shelfId: number) =>
  (
    await s.deps.db
      .select({ n: inventories.available })
      .from(inventories)
      .where(sql`${inventories.commodityId} = ${commodityId} and ${inventories.shelfId} = ${shelfId}`)
  )[0]?.n ?? 0;

describe('shelves', () => {
  let id: number;

  it('creates, lists, loads, edits and deactivates a shelf', async () => {
    const r = await as('admin', 'Shelves/EstablishShelves', {
      WarehouseId: wh.warehouse,
      PartitionId: wh.partition,
      ShelvesNumber: 'B-01',
      ShelvesLength: 120,
      ShelvesWide: '60.5',
      ShelvesHigh: '40.000',
      Remarks: 'by the door',
    });
    expect(r.Code, r.Message).toBe(0);
    id = r.Data;

    const list = await as('admin', 'Shelves/GetShelves', { Content: 'b-0', WarehouseId: wh.warehouse });
    expect(list.Total).toBe(1);
    expect(list.Data[0]).toMatchObject({
      Id: id,
      ShelvesNumber: 'B-01',
      GoodsQuantity: 0,
      IsExistingGoods: false,
      ShelvesLength: '120',
      ShelvesWide: '60.5',
      ShelvesHigh: '40',
      UsedLength: '0',
      RemainingLength: '120',
      RemainingWide: '60.5',
      WarehouseName: 'Shenzhen hub',
      WarehouseId: wh.warehouse,
      PartitionId: wh.partition,
      WarehousePartitionName: 'Shenzhen hub zone',
      IsDeactivate: false,
      Remarks: 'by the door',
    });
    expect((await as('admin', 'Shelves/GetShelves', { PartitionId: other.partition })).Total).toBe(0);

    const edit = await as('admin', 'Shelves/EditShippingAddress', {
      Id: id,
      WarehouseId: wh.warehouse,
      PartitionId: wh.partition,
      ShelvesNumber: 'B-01a',
      ShelvesLength: 100,
      IsDeactivate: true,
    });
    expect(edit.Code, edit.Message).toBe(0);
    const one = await as('admin', 'Shelves/GetShelvesById', { Id: id });
    expect(one.Data).toMatchObject({
      ShelvesNumber: 'B-01a',
      ShelvesLength: '100',
      ShelvesWide: '0',
      IsDeactivate: true,
    });

    expect((await as('admin', 'Shelves/IsDeactivateShelves', { Ids: [id], IsDeactivate: false })).Data).toBe(1);
    expect((await as('admin', 'Shelves/GetShelves', { IsDeactivate: false })).Data.map((x: any) => x.Id)).toContain(id);
    expect((await as('admin', 'Shelves/GetShelvesById', { Id: 999_999 })).Code).toBe(3);
  });

  it('names each missing required field and writes nothing', async () => {
    const full = { WarehouseId: wh.warehouse, PartitionId: wh.partition, ShelvesNumber: 'C-01' };
    const before = await shelfCount();
    for (const field of ['WarehouseId', 'PartitionId', 'ShelvesNumber'] as const) {
      const { [field]: _, ...body } = full;
      const r = await as('admin', 'Shelves/EstablishShelves', body);
      expect([r.status, r.Code, r.Data.Field], field).toEqual([400, 2, field]);
      expect(r.Data.Field).toContain(field);
    }
    const bad = [
      [{ ShelvesNumber: '  ' }, 'ShelvesNumber'],
      [{ ShelvesNumber: 'C 01' }, 'ShelvesNumber'],
      [{ ShelvesNumber: '货架1' }, 'ShelvesNumber'],
      [{ PartitionId: other.partition }, 'PartitionId'],
      [{ WarehouseId: 999_999 }, 'WarehouseId'],
      [{ ShelvesLength: '-1' }, 'ShelvesLength'],
      [{ ShelvesWide: '1.2345' }, 'ShelvesWide'],
    ] as const;
    for (const [change, field] of bad) {
      const r = await as('admin', 'Shelves/EstablishShelves', { ...full, ...change });
      expect([r.Code, r.Data?.Field], field).toEqual([2, field]);
    }
    expect(await shelfCount()).toBe(before);
  });

  it('refuses a number the warehouse already has, whatever the case (Code 2 on ShelvesNumber)', async () => {
    await shelf('D-01');
    const r = await as('admin', 'Shelves/EstablishShelves', {
      WarehouseId: wh.warehouse,
      PartitionId: wh.partition,
      ShelvesNumber: 'd-01',
    });
    expect([r.Code, r.Data.Field]).toEqual([2, 'ShelvesNumber']);
    expect(r.Message).toContain('d-01');
    // Another warehouse may use the same number.
    expect(await shelf('D-01', other)).toBeGreaterThan(0);
  });

  it('answers Code 1 to a customer and keeps set-up from the clerk', async () => {
    for (const path of ['Shelves/GetShelves', 'Shelves/EstablishShelves', 'Shelves/TransferGoods']) {
      const r = await as('customer1', path, {});
      expect([r.status, r.Code], path).toEqual([403, 1]);
    }
    expect((await as('clerk', 'Shelves/GetShelves', {})).Code).toBe(0);
    for (const path of ['Shelves/EstablishShelves', 'Shelves/BatchAddShelves', 'Shelves/DeleteShelves']) {
      const r = await as('clerk', path, {});
      expect([r.status, r.Code], path).toEqual([403, 1]);
    }
    // The clerk holds the transfer codes: the body is checked, not the permission.
    expect((await as('clerk', 'Shelves/TransferGoods', {})).Code).toBe(2);
    expect((await as('clerk', 'Shelves/TransferGoodsAll', {})).Code).toBe(2);
  });

  describe('batch add', () => {
    const batch = {
      Prefix: 'A',
      Rows: 2,
      Columns: 3,
      Separator: '-',
      PaddingDigits: 2,
      ShelvesLength: 100,
      ShelvesWide: 50,
      ShelvesHigh: 40,
    };

    it('makes exactly A-01-01 .. A-02-03, then refuses the same batch whole', async () => {
      const body = { ...batch, WarehouseId: wh.warehouse, PartitionId: wh.partition };
      const r = await as('admin', 'Shelves/BatchAddShelves', body);
      expect(r.Code, r.Message).toBe(0);
      expect(r.Data).toBe(6);
      const made = await as('admin', 'Shelves/GetShelves', {
        Content: 'A-0',
        WarehouseId: wh.warehouse,
        sortType: 1,
        descendingOrder: false,
      });
      expect(made.Data.map((x: any) => x.ShelvesNumber)).toEqual([
        'A-01-01',
        'A-01-02',
        'A-01-03',
        'A-02-01',
        'A-02-02',
        'A-02-03',
      ]);
      expect(made.Data[0]).toMatchObject({ ShelvesLength: '100', ShelvesWide: '50', ShelvesHigh: '40' });
      // A searched page finds its keys first, then the rows (platform/paging.ts): page 2 in order.
      const second = await as('admin', 'Shelves/GetShelves', {
        Content: 'A-0',
        WarehouseId: wh.warehouse,
        sortType: 1,
        descendingOrder: true,
        index: 2,
        rows: 4,
      });
      expect([second.Total, second.Data.map((x: any) => x.ShelvesNumber)]).toEqual([6, ['A-01-02', 'A-01-01']]);
      const none = await as('admin', 'Shelves/GetShelves', { Content: 'no-such-shelf', WarehouseId: wh.warehouse });
      expect([none.Total, none.Data]).toEqual([0, []]);
      // A full page and a page past the end do not tell the total: those count.
      const full = await as('admin', 'Shelves/GetShelves', { Content: 'A-0', WarehouseId: wh.warehouse, rows: 3 });
      expect([full.Total, full.Data.length]).toEqual([6, 3]);
      const past = await as('admin', 'Shelves/GetShelves', {
        Content: 'A-0',
        WarehouseId: wh.warehouse,
        index: 5,
        rows: 4,
      });
      expect([past.Total, past.Data]).toEqual([6, []]);

      const before = await shelfCount();
      const again = await as('admin', 'Shelves/BatchAddShelves', body);
      expect([again.Code, again.Data.Field]).toEqual([2, 'Prefix']);
      expect(again.Message).toContain('A-01-01');
      expect(again.Message).toContain('A-02-03');
      // Overlapping in one number only: still nothing is written.
      const overlap = await as('admin', 'Shelves/BatchAddShelves', { ...body, Rows: 3, Prefix: 'a' });
      expect([overlap.Code, overlap.Data.Field]).toEqual([2, 'Prefix']);
      expect(overlap.Message).toContain('6');
      expect(await shelfCount()).toBe(before);
    });

    it('numbers without separator or padding, and caps the size of a batch', async () => {
      const r = await as('admin', 'Shelves/BatchAddShelves', {
        ...batch,
        WarehouseId: other.warehouse,
        PartitionId: other.partition,
        Prefix: 'Z',
        Separator: '',
        PaddingDigits: 0,
        Rows: 1,
        Columns: 10,
      });
      expect(r.Data).toBe(10);
      const list = await as('admin', 'Shelves/GetShelves', { Content: 'Z1', WarehouseId: other.warehouse });
      const numbers = list.Data.map((x: any) => x.ShelvesNumber);
      expect(numbers).toHaveLength(10);
      expect(numbers).toEqual(expect.arrayContaining(['Z11', 'Z12', 'Z110']));

      const before = await shelfCount();
      const huge = await as('admin', 'Shelves/BatchAddShelves', {
        ...batch,
        WarehouseId: wh.warehouse,
        PartitionId: wh.partition,
        Prefix: 'H',
        Rows: 101,
        Columns: 100,
      });
      expect([huge.Code, huge.Data.Field]).toEqual([2, 'Rows']);
      expect(huge.Message).toContain('10000');
      const ambiguous = await as('admin', 'Shelves/BatchAddShelves', {
        ...batch,
        WarehouseId: wh.warehouse,
        PartitionId: wh.partition,
        Prefix: 'Q',
        Separator: '',
        PaddingDigits: 0,
        Rows: 11,
        Columns: 11,
      });
      expect([ambiguous.Code, ambiguous.Data.Field]).toEqual([2, 'PaddingDigits']);
      expect(ambiguous.Message).toContain('Q111');
      for (const field of ['WarehouseId', 'PartitionId', 'Prefix'] as const) {
        const { [field]: _, ...body } = { ...batch, WarehouseId: wh.warehouse, PartitionId: wh.partition };
        const missing = await as('admin', 'Shelves/BatchAddShelves', body);
        expect([missing.Code, missing.Data.Field], field).toEqual([2, field]);
      }
      expect(await shelfCount()).toBe(before);
    });

    it('makes a batch of 10 000 in one statement', async () => {
      const r = await as('admin', 'Shelves/BatchAddShelves', {
        ...batch,
        WarehouseId: other.warehouse,
        PartitionId: other.partition,
        Prefix: 'BIG',
        Rows: 100,
        Columns: 100,
      });
      expect([r.Code, r.Data]).toEqual([0, 10_000]);
      const last = await as('admin', 'Shelves/GetShelves', { Content: 'BIG-100-100' });
      expect(last.Total).toBe(1);
    });
  });

  it('answers the shelves picker by partition and number, active shelves only', async () => {
    const r = await as('admin', 'Shelves/GetShelvesByPartition', {
      PartitionId: wh.partition,
      Content: 'a-01',
      rows: 2,
    });
    expect(r.Total).toBe(3);
    expect(r.Data).toEqual([
      expect.objectContaining({ Name: 'A-01-01', WarehouseName: 'Shenzhen hub', GoodsQuantity: 0 }),
      expect.objectContaining({ Name: 'A-01-02' }),
    ]);
    const a3 = (await as('admin', 'Shelves/GetShelves', { Content: 'A-01-03', WarehouseId: wh.warehouse })).Data[0].Id;
    await as('admin', 'Shelves/IsDeactivateShelves', { Ids: [a3], IsDeactivate: true });
    expect(
      (await as('clerk', 'Shelves/GetShelvesByPartition', { PartitionId: wh.partition, Content: 'a-01' })).Total,
    ).toBe(2);
    await as('admin', 'Shelves/IsDeactivateShelves', { Ids: [a3], IsDeactivate: false });
  });

  describe('moving goods', () => {
    let a: number;
    let b: number;

    beforeAll(async () => {
      a = await shelf('T-01', wh, { ShelvesLength: 100, ShelvesWide: 30, ShelvesHigh: 10 });
      b = await shelf('T-02', wh, { ShelvesLength: 100, ShelvesWide: 30, ShelvesHigh: 10 });
    });

    it('transfers a quantity and logs it on both shelves', async () => {
      await putStock(s, sku, a, 10);
      expect(await goods(a)).toBe(10);
      const r = await as('clerk', 'Shelves/TransferGoods', {
        FromShelfId: a,
        ToShelfId: b,
        CommodityId: sku,
        Quantity: 4,
      });
      expect(r.Code, r.Message).toBe(0);
      expect([await available(sku, a), await available(sku, b)]).toEqual([6, 4]);
      expect([await goods(a), await goods(b)]).toEqual([6, 4]);

      const shelfA = (await as('admin', 'Shelves/GetShelvesById', { Id: a })).Data;
      // 6 of 10 x 20 x 5 on a 30 wide, 10 high shelf: 1 across, 2 stacked, so 3 slices of 10 cm
      // (the computation is tested in shelf-capacity.test.ts).
      expect(shelfA).toMatchObject({
        GoodsQuantity: 6,
        IsExistingGoods: true,
        UsedLength: '30',
        UsedWide: '20',
        UsedHigh: '10',
        RemainingLength: '70',
        RemainingWide: '10',
        RemainingHigh: '0',
        IsOverCapacity: false,
      });

      const logsA = await as('clerk', 'Shelves/GetShelveLogs', { ShelfId: a }, 'zh-cn');
      expect(logsA.Total).toBe(2);
      expect(logsA.Data[0]).toMatchObject({
        OperationType: 3,
        OperationTypeName: '移出',
        QuantityBefore: 10,
        QuantityAfter: 6,
        RelatedType: 2,
        RelatedTypeName: '货架',
        RelatedKey: 'T-02',
        OperatorName: 'clerk',
        Content: 'SKU-1 ×4 → T-02',
      });
      const logsB = await as('admin', 'Shelves/GetShelveLogs', { ShelfId: b, OperationType: 4 });
      expect(logsB.Data).toEqual([
        expect.objectContaining({
          OperationTypeName: 'Transfer in',
          QuantityBefore: 0,
          QuantityAfter: 4,
          RelatedKey: 'T-01',
        }),
      ]);
    });

    it('refuses to move more than the shelf holds (Code 4), changing nothing', async () => {
      const logs = await logCount();
      const r = await as('admin', 'Shelves/TransferGoods', {
        FromShelfId: a,
        ToShelfId: b,
        CommodityId: sku,
        Quantity: 7,
      });
      expect([r.status, r.Code]).toEqual([409, 4]);
      expect(r.Message).toContain('Not enough stock');
      expect(r.Message).toContain('T-01');
      const none = await as('admin', 'Shelves/TransferGoods', {
        FromShelfId: a,
        ToShelfId: b,
        CommodityId: sku2,
        Quantity: 1,
      });
      expect(none.Code).toBe(4);
      expect([await available(sku, a), await available(sku, b)]).toEqual([6, 4]);
      expect(await logCount()).toBe(logs);
    });

    it('names the wrong shelf or commodity, and keeps goods off deactivated shelves', async () => {
      const elsewhere = await shelf('T-99', other);
      const base = { FromShelfId: a, ToShelfId: b, CommodityId: sku, Quantity: 1 };
      const cases = [
        [{ ToShelfId: a }, 'ToShelfId'],
        [{ ToShelfId: elsewhere }, 'ToShelfId'],
        [{ ToShelfId: 999_999 }, 'ToShelfId'],
        [{ CommodityId: 999_999 }, 'CommodityId'],
        [{ Quantity: 0 }, 'Quantity'],
        [{ FromShelfId: undefined }, 'FromShelfId'],
      ] as const;
      for (const [change, field] of cases) {
        const r = await as('admin', 'Shelves/TransferGoods', { ...base, ...change });
        expect([r.Code, r.Data?.Field], JSON.stringify(change)).toEqual([2, field]);
      }
      await as('admin', 'Shelves/IsDeactivateShelves', { Ids: [b], IsDeactivate: true });
      // The target was picked in a select: another pick is the fix, so Code 2 on it.
      const r = await as('admin', 'Shelves/TransferGoods', base);
      expect([r.Code, r.Data.Field]).toEqual([2, 'ToShelfId']);
      expect(r.Data.Rule).toContain('T-02');
      await as('admin', 'Shelves/IsDeactivateShelves', { Ids: [b], IsDeactivate: false });
      expect(await goods(a)).toBe(6);
    });

    // Concurrent transfers both ways (sum conserved, logs in one chain) are raced in concurrency.test.ts.

    it('moves everything on a shelf with TransferGoodsAll', async () => {
      await putStock(s, sku2, a, 5, 'defective');
      const total = (await goods(a)) + (await goods(b));
      const before = await goods(a);
      const r = await as('clerk', 'Shelves/TransferGoodsAll', { FromShelfId: a, ToShelfId: b });
      expect([r.Code, r.Data]).toEqual([0, before]);
      expect(await goods(a)).toBe(0);
      expect(await goods(b)).toBe(total);
      expect(await outOfStep(s)).toEqual([]);
      const [defective] = await s.deps.db
        .select({ n: inventories.defective })
        .from(inventories)
        .where(sql`${inventories.commodityId} = ${sku2} and ${inventories.shelfId} = ${b}`);
      expect(defective!.n).toBe(5);
      const log = (await as('admin', 'Shelves/GetShelveLogs', { ShelfId: b, rows: 1 })).Data[0];
      expect(log.Content).toContain('SKU-2 ×5');
      expect((await as('admin', 'Shelves/GetShelvesById', { Id: a })).Data.UsedLength).toBe('0');

      const empty = await as('admin', 'Shelves/TransferGoodsAll', { FromShelfId: a, ToShelfId: b });
      expect(empty.Code).toBe(4);
      await s.deps.db.transaction((tx) =>
        tx.execute(
          sql`update inventories set available = available - 1, frozen = frozen + 1 where shelf_id = ${b} and commodity_id = ${sku}`,
        ),
      );
      const frozen = await as('admin', 'Shelves/TransferGoodsAll', { FromShelfId: b, ToShelfId: a });
      expect(frozen.Code).toBe(4);
      expect(frozen.Message).toContain('frozen');
    });

    it('refuses to delete a shelf holding goods and deletes an empty one', async () => {
      const r = await as('admin', 'Shelves/DeleteShelves', { Id: b }, 'zh-cn');
      expect([r.status, r.Code]).toEqual([409, 4]);
      expect(r.Message).toContain('T-02');
      expect(r.Message).toContain('货物');
      expect((await as('admin', 'Shelves/GetShelvesById', { Id: b })).Code).toBe(0);
      const moved = await as('admin', 'Shelves/EditShippingAddress', {
        Id: b,
        WarehouseId: other.warehouse,
        PartitionId: other.partition,
        ShelvesNumber: 'T-02',
      });
      expect(moved.Code).toBe(4);

      // a held goods before: its emptied inventory rows go with it.
      expect((await as('admin', 'Shelves/DeleteShelves', { Id: a })).Code).toBe(0);
      expect((await as('admin', 'Shelves/GetShelvesById', { Id: a })).Code).toBe(3);
      expect(await s.deps.db.select().from(inventories).where(eq(inventories.shelfId, a))).toEqual([]);
    });
  });

  describe('labels', () => {
    it('answers the label data in the order asked', async () => {
      const list = await as('admin', 'Shelves/GetShelves', {
        Content: 'A-0',
        WarehouseId: wh.warehouse,
        sortType: 1,
        descendingOrder: false,
      });
      const ids = list.Data.map((x: any) => x.Id).reverse();
      const r = await as('clerk', 'Shelves/GetPrintShelveData', { Ids: ids });
      expect(r.Data.map((x: any) => x.ShelvesNumber)).toEqual([
        'A-02-03',
        'A-02-02',
        'A-02-01',
        'A-01-03',
        'A-01-02',
        'A-01-01',
      ]);
      expect(r.Data[0]).toMatchObject({
        Barcode: 'A-02-03',
        WarehouseName: 'Shenzhen hub',
        WarehousePartitionName: 'Shenzhen hub zone',
      });
    });

    const pdfOf = async (ids: number[], who = 'clerk') => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/openapi/Shelves/GetPrintShelveReport',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token[who]}` },
        payload: JSON.stringify({ Ids: ids }),
      });
      return res;
    };
    /** The images a page draws (its XObject resources that are images). */
    const imagesOf = (doc: PDFDocument, page: number) => {
      const xobjects = doc.getPage(page).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
      return (xobjects?.values() ?? [])
        .map((ref) => doc.context.lookup(ref))
        .filter((o) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    };

    it('prints a real PDF: one 100 x 50 mm page per shelf, each with its barcode image', async () => {
      const list = await as('admin', 'Shelves/GetShelves', { Content: 'A-0', WarehouseId: wh.warehouse });
      const ids = list.Data.map((x: any) => x.Id);
      const res = await pdfOf(ids);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(String(res.headers['content-disposition'])).toContain('attachment');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getPageCount()).toBe(6);
      const { width, height } = doc.getPage(0).getSize();
      expect([Math.round(width / (72 / 25.4)), Math.round(height / (72 / 25.4))]).toEqual([100, 50]);
      for (let page = 0; page < 6; page++) {
        const [barcode, ...more] = imagesOf(doc, page) as PDFRawStream[];
        expect(more).toEqual([]);
        // Wider than high: a linear barcode.
        const w = barcode!.dict.get(PDFName.of('Width')) as PDFNumber;
        const h = barcode!.dict.get(PDFName.of('Height')) as PDFNumber;
        expect(w.asNumber()).toBeGreaterThan(h.asNumber());
      }
    });

    it('prints Chinese warehouse names with an embedded font', async () => {
      const cn = await warehouseWithPartition(s, token.admin!, '深圳仓');
      const id = await shelf('CN-1', cn);
      const res = await pdfOf([id]);
      expect(res.statusCode).toBe(200);
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getPageCount()).toBe(1);
      // Every glyph of the embedded subset decodes to an outline (a mis-packed subset prints
      // digits and most Chinese characters blank); only the space is empty.
      const descriptor = doc.context
        .enumerateIndirectObjects()
        .map(([, o]) => o)
        .find((o) => o instanceof PDFDict && o.has(PDFName.of('FontFile2'))) as PDFDict;
      const file = doc.context.lookup(descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream;
      const program = zlib.inflateSync(file.contents);
      const subset = fontkit.create(program);
      const outlines = Array.from({ length: subset.numGlyphs }, (_, i) => {
        try {
          return subset.getGlyph(i).path.toSVG().length;
        } catch {
          return -1;
        }
      });
      expect(outlines.length).toBeGreaterThan(8);
      expect(outlines.filter((n) => n <= 0)).toEqual([0]);
    });

    it('answers Code 3 when no shelf exists and Code 1 to a customer', async () => {
      const none = await pdfOf([999_999]);
      expect([none.statusCode, none.json().Code]).toEqual([404, 3]);
      const customer = await pdfOf([1], 'customer1');
      expect([customer.statusCode, customer.json().Code]).toEqual([403, 1]);
    });
  });
});
