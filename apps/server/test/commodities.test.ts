import zlib from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { CommodityListRow, CommodityRow, XLSX_TYPE } from '@wms/contract';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cargoTypes,
  commodities,
  commodityCategories,
  currencies,
  inventories,
  users,
  warehouses,
} from '../src/db/schema/index.js';
import { wrap } from '../src/platform/pdf.js';
import { cjkFontBytes, pdfFontkit } from '../src/platform/pdf-font.js';
import { unsignAll } from '../src/platform/upload-urls.js';
import { postMultipart } from './fixtures/multipart.js';
import { seededIds, withoutSeeded } from './helpers/demo.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { uploadImage } from './helpers/uploads.js';

let s: TestServer;
const token: Record<string, string> = {};
const uid: Record<string, number> = {};
let category: number;
let subCategory: number;
let cargo: number;
let battery: number;
let warehouse: number;
/** The demo seed's commodities: the lists below are checked without them. */
let seeded: Set<number>;

beforeAll(async () => {
  s = await startTestServer();
  seeded = await seededIds(s, commodities);
  for (const name of ['admin', 'clerk', 'customer1', 'customer2']) {
    token[name] = (await s.signIn(name)).AccessToken;
    uid[name] = (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;
  }
  const cats = await s.deps.db.select().from(commodityCategories);
  category = cats.find((c) => c.name.includes('Electronics'))!.id;
  subCategory = cats.find((c) => c.name.includes('Phone accessories'))!.id;
  const types = await s.deps.db.select().from(cargoTypes);
  cargo = types.find((c) => c.name.includes('General'))!.id;
  battery = types.find((c) => c.name.includes('Battery'))!.id;
  [{ id: warehouse }] = (await s.deps.db
    .insert(warehouses)
    .values({ name: 'Stock test hub', personInCharge: 'Li' })
    .returning({ id: warehouses.id })) as [{ id: number }];
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown = {}, lang?: string) =>
  s.call(path, body, { token: token[who], lang });
const commodityCount = async () => Number((await s.deps.db.select({ n: count() }).from(commodities))[0]!.n);

/** A call answering a file: status, headers and the raw bytes. */
async function fileCall(who: string, path: string, body: unknown = {}, lang = 'en-us') {
  const res = await s.app.inject({
    method: 'POST',
    url: `/openapi/${path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token[who]}`, acceptlanguage: lang },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, headers: res.headers, data: res.rawPayload };
}

const charger = () => ({
  CommodityCode: 'CHG-01',
  CommoditySku: 'SKU-CHG-01',
  ChineseName: '快速充电器',
  EnglishName: 'Fast charger',
  Price: '12.50',
  CurrencyId: 1,
  ActualWeight: 0.25,
  GrossWeight: '0.3',
  Length: 8,
  Width: 5,
  Geight: 3,
  WarningQuantity: 5,
  SalesModes: 2,
  CommodityCategories: subCategory,
  CargoType: battery,
  Remarks: 'first',
});

async function xlsx(headers: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Commodities');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (who: string, path: string, file: Buffer, fields: Record<string, string> = {}, lang = 'en-us') =>
  postMultipart(
    s,
    path,
    fields,
    [
      {
        field: 'FileStream',
        filename: 'commodities.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: file,
      },
    ],
    { token: token[who], lang },
  );

describe('commodities of a customer', () => {
  let id: number;

  it('creates, lists, loads and edits an own commodity', async () => {
    const pictures = [await uploadImage(s, token.customer1!), await uploadImage(s, token.customer1!)];
    const r = await as('customer1', 'UserCommodity/EstablishCommodity', {
      ...charger(),
      Pictures: pictures,
      OwnerId: uid.customer2,
    });
    expect(r.Code, r.Message).toBe(0);
    id = r.Data;

    const list = await as('customer1', 'UserCommodity/GetCommodity', { Content: 'charg' }, 'en-us');
    expect(list.Total).toBe(1);
    // A list row carries the list's columns and no more; the rest is the detail's.
    expect(Object.keys(list.Data[0]).sort()).toEqual(Object.keys(CommodityListRow.shape).sort());
    expect(Object.keys(CommodityListRow.shape).length).toBeLessThan(Object.keys(CommodityRow.shape).length);
    const listed = {
      Id: id,
      CommodityCode: 'CHG-01',
      ChineseName: '快速充电器',
      // Money answers in its currency's places.
      Price: '12.50',
      CurrencyName: 'Chinese Yuan',
      CurrencyCode: 'CNY',
      CurrencySymbol: '¥',
      CurrencyDecimals: 2,
      ActualWeight: '0.25',
      Length: '8',
      Geight: '3',
      SalesModesName: 'Wholesale',
      CommodityStatusName: 'On sale',
      CommodityCategoriesName: 'Phone accessories',
      CargoTypeName: 'Battery',
      // Answered signed (platform/upload-urls.ts); compared plain below.
      Pictures: pictures,
      // A declared weight waits for the warehouse's check.
      SpecificationsAuditStatus: 1,
      SpecificationsAuditStatusName: 'Pending',
      UserName: 'customer1',
      Total: 0,
      Available: 0,
    };
    expect(unsignAll(list.Data[0])).toMatchObject(listed);
    const detail = await as('customer1', 'UserCommodity/GetCommodityById', { Id: id }, 'en-us');
    expect(unsignAll(detail.Data)).toMatchObject({
      ...listed,
      GrossWeight: '0.3',
      SalesModes: 2,
      CommodityStatus: 1,
      CommodityCategories: subCategory,
      CargoType: battery,
      // The customer's OwnerId is ignored: a customer always writes their own.
      OwnerId: uid.customer1,
      SiteName: 'Demo Logistics',
    });
    // The SKU and the English name are searched too; the category filter covers its subtree.
    expect((await as('customer1', 'UserCommodity/GetCommodity', { Content: 'sku-chg' })).Total).toBe(1);
    const ownOf = async (body: object) =>
      withoutSeeded((await as('customer1', 'UserCommodity/GetCommodity', body)).Data, seeded).map((r: any) => r.Id);
    expect(await ownOf({ CategoryId: category })).toEqual([id]);
    expect(await ownOf({ CargoTypeId: cargo })).toEqual([]);
    expect((await as('customer1', 'UserCommodity/GetCommodity', { CommodityStatus: 2 })).Total).toBe(0);
    expect(
      (
        await as('customer1', 'UserCommodity/GetCommodity', {
          StartDate: '2000-01-01T00:00:00Z',
          EndDate: '2000-01-02T00:00:00Z',
        })
      ).Total,
    ).toBe(0);

    const edit = await as('customer1', 'UserCommodity/EditCommodity', {
      ...charger(),
      Id: id,
      ChineseName: '充电器',
      CommodityStatus: 2,
      // As the form sends them back: signed, as the detail answered them.
      Pictures: [detail.Data.Pictures[1]],
    });
    expect(edit.Code, edit.Message).toBe(0);
    const one = await as('customer1', 'UserCommodity/GetCommodityById', { Id: id }, 'zh-cn');
    expect(unsignAll(one.Data)).toMatchObject({
      ChineseName: '充电器',
      CommodityStatusName: '停售',
      Pictures: [pictures[1]],
    });
    // Another customer's file cannot be adopted by its bare address.
    const adopted = await as(
      'customer2',
      'UserCommodity/EstablishCommodity',
      {
        ...charger(),
        CommodityCode: 'ADOPT-1',
        Pictures: [pictures[0]],
      },
      'en-us',
    );
    expect([adopted.Code, adopted.Data.Field]).toEqual([2, 'Pictures']);
  });

  it('names each missing required field and writes nothing', async () => {
    const before = await commodityCount();
    const full = charger();
    for (const field of ['CommodityCode', 'ChineseName', 'CommodityCategories', 'CargoType'] as const) {
      const { [field]: _gone, ...body } = { ...full, CommodityCode: `REQ-${field}` };
      const r = await as('customer1', 'UserCommodity/EstablishCommodity', body, 'en-us');
      expect(r.Code, field).toBe(2);
      expect(r.status).toBe(400);
      expect(r.Data.Field).toBe(field);
      expect(r.Data.Field).toContain(field);
      expect(r.Message).toContain('cannot be empty');
    }
    const bad = [
      [{ CommodityCode: '  ' }, 'CommodityCode'],
      [{ CommodityCode: 'A B' }, 'CommodityCode'],
      [{ Price: '1.234' }, 'Price'],
      [{ ActualWeight: -1 }, 'ActualWeight'],
      [{ Length: '1.2.3' }, 'Length'],
      [{ WarningQuantity: 1.5 }, 'WarningQuantity'],
      [{ CommodityCategories: 99_999 }, 'CommodityCategories'],
      [{ CargoType: 99_999 }, 'CargoType'],
      [{ CurrencyId: 99_999 }, 'CurrencyId'],
      [{ SalesModes: 42 }, 'SalesModes'],
      [{ Pictures: ['javascript:alert(1)'] }, 'Pictures.0'],
    ] as const;
    for (const [change, field] of bad) {
      const r = await as('customer1', 'UserCommodity/EstablishCommodity', {
        ...full,
        CommodityCode: 'BAD-1',
        ...change,
      });
      expect(r.Code, field).toBe(2);
      expect(r.Data.Field).toBe(field);
    }
    // Staff must say whose commodity it is, and it must be a customer.
    const noOwner = await as('admin', 'Commodity/EstablishCommodity', { ...full, CommodityCode: 'STAFF-1' }, 'en-us');
    expect([noOwner.Code, noOwner.Data.Field]).toEqual([2, 'OwnerId']);
    const staffOwner = await as('admin', 'Commodity/EstablishCommodity', {
      ...full,
      CommodityCode: 'STAFF-1',
      OwnerId: uid.admin,
    });
    expect([staffOwner.Code, staffOwner.Data.Field]).toEqual([2, 'OwnerId']);
    expect(await commodityCount()).toBe(before);
  });

  it('keeps codes unique per owner whatever the case', async () => {
    const dup = await as(
      'customer1',
      'UserCommodity/EstablishCommodity',
      { ...charger(), CommodityCode: 'chg-01' },
      'en-us',
    );
    expect([dup.Code, dup.Data.Field]).toEqual([2, 'CommodityCode']);
    expect(dup.Message).toContain('chg-01');
    const other = await as('customer2', 'UserCommodity/EstablishCommodity', charger());
    expect(other.Code, other.Message).toBe(0);
    const staff = await as('admin', 'Commodity/EstablishCommodity', {
      ...charger(),
      CommodityCode: 'CHG-02',
      OwnerId: uid.customer2,
    });
    expect(staff.Code, staff.Message).toBe(0);
  });

  it("keeps a price exact, in its currency's places", async () => {
    const [jpy] = await s.deps.db.select().from(currencies).where(eq(currencies.code, 'JPY'));
    const made: number[] = [];
    const write = async (code: string, change: object) => {
      const r = await as(
        'customer1',
        'UserCommodity/EstablishCommodity',
        { ...charger(), CommodityCode: code, ...change },
        'en-us',
      );
      if (r.Code === 0) made.push(r.Data);
      return r;
    };
    const priceOf = async (code: string) =>
      (await as('customer1', 'UserCommodity/GetCommodity', { Content: code })).Data[0].Price;
    // Yen are whole: a fraction is Code 2 on Price, not rounded away.
    const fraction = await write('YEN-1', { CurrencyId: jpy!.id, Price: '1200.5' });
    expect([fraction.Code, fraction.Data.Field]).toEqual([2, 'Price']);
    expect(fraction.Message).toContain('decimal places');
    expect((await write('YEN-1', { CurrencyId: jpy!.id, Price: 1200 })).Code).toBe(0);
    expect(await priceOf('YEN-1')).toBe('1200');
    // The largest price survives the round trip digit for digit (a double has 15-16 digits).
    expect((await write('BIG-1', { Price: '99999999999.99' })).Code).toBe(0);
    expect(await priceOf('BIG-1')).toBe('99999999999.99');
    expect((await write('BIG-2', { Price: '100000000000' })).Data.Field).toBe('Price');
    expect((await write('NO-CUR-1', { CurrencyId: null, Price: 0.1 })).Code).toBe(0);
    expect(await priceOf('NO-CUR-1')).toBe('0.10');
    // The counts of the tests after this one are of the charger alone.
    for (const id of made) expect((await as('customer1', 'UserCommodity/DeleteCommodity', { Id: id })).Code).toBe(0);
  });

  it("never shows a customer another customer's commodity", async () => {
    for (const [path, body] of [
      ['UserCommodity/GetCommodityById', { Id: id }],
      ['UserCommodity/EditCommodity', { ...charger(), Id: id }],
      ['UserCommodity/DeleteCommodity', { Id: id }],
      ['UserCommodity/GetCommodityByUserId', { UserId: uid.customer1 }],
      ['UserCommodity/GetOrderCommodityByUserId', { UserId: uid.customer1 }],
      ['UserCommodity/GetCommodity', { UserId: uid.customer1 }],
    ] as const) {
      const r = await as('customer2', path, body);
      expect([r.status, r.Code], path).toEqual([404, 3]);
    }
    const own = await as('customer2', 'UserCommodity/GetCommodity', {});
    expect(own.Data.every((r: any) => r.UserName === 'customer2')).toBe(true);
    expect(withoutSeeded(own.Data, seeded).map((r: any) => r.UserName)).toEqual(['customer2', 'customer2']);
    const picker = await as('customer2', 'UserCommodity/GetCommodityByUserId', {});
    expect(picker.Data.every((r: any) => r.OwnerId === uid.customer2)).toBe(true);
    expect((await as('customer1', 'UserCommodity/GetCommodityById', { Id: id })).Code).toBe(0);
    for (const path of ['Commodity/GetCommodity', 'Commodity/GetCommodityById', 'Commodity/EstablishCommodity']) {
      const r = await as('customer1', path, { Id: id });
      expect([r.status, r.Code], path).toEqual([403, 1]);
    }
  });

  it('lets staff see every customer and pick by owner', async () => {
    const all = await as('admin', 'Commodity/GetCommodity', { sortType: 1, descendingOrder: false });
    expect(all.Total).toBe(seeded.size + 3);
    expect(
      withoutSeeded(all.Data, seeded)
        .map((r: any) => r.UserName)
        .sort(),
    ).toEqual(['customer1', 'customer2', 'customer2']);
    const two = await as('admin', 'Commodity/GetCommodity', { UserId: uid.customer2 });
    expect(two.Data.every((r: any) => r.UserName === 'customer2')).toBe(true);
    expect(withoutSeeded(two.Data, seeded)).toHaveLength(2);
    const byUser = await as('clerk', 'Commodity/GetCommodityByUserId', { UserId: uid.customer1 });
    expect(byUser.Data.every((r: any) => r.OwnerId === uid.customer1)).toBe(true);
    expect(withoutSeeded(byUser.Data, seeded).map((r: any) => r.Id)).toEqual([id]);
    const noUser = await as('admin', 'Commodity/GetCommodityByUserId', {}, 'en-us');
    expect([noUser.Code, noUser.Data.Field]).toEqual([2, 'UserId']);
    expect((await as('clerk', 'Commodity/GetCommodityById', { Id: id })).Data.UserName).toBe('customer1');
    // Setting up is not the clerk's.
    const clerkAdd = await as('clerk', 'Commodity/EstablishCommodity', { ...charger(), OwnerId: uid.customer1 });
    expect(clerkAdd.Code).toBe(1);
  });

  it('sums the inventory of every warehouse and shelf, and refuses to delete stock', async () => {
    await as('customer1', 'UserCommodity/EditCommodity', { ...charger(), Id: id, CommodityStatus: 1 });
    const [other] = await s.deps.db
      .insert(warehouses)
      .values({ name: 'Second hub', personInCharge: 'Wang' })
      .returning({ id: warehouses.id });
    await s.deps.db.insert(inventories).values([
      {
        commodityId: id,
        warehouseId: warehouse,
        total: 10,
        available: 3,
        frozen: 2,
        defective: 1,
        problem: 1,
        inTransit: 3,
      },
      { commodityId: id, warehouseId: other!.id, total: 5, available: 5 },
    ]);
    const list = await as('customer1', 'UserCommodity/GetCommodity', {});
    expect(list.Data.find((r: any) => r.Id === id)).toMatchObject({
      Total: 15,
      Available: 8,
      Frozen: 2,
      Defective: 1,
      Problem: 1,
      InTransit: 3,
    });
    const report = await as('admin', 'Commodity/GetCommodityReport', { WarehouseId: warehouse });
    expect(report.Total).toBe(1);
    expect(report.Data[0]).toMatchObject({
      Id: id,
      Total: 10,
      Available: 3,
      BelowWarning: true,
      UserName: 'customer1',
    });
    // Over all warehouses it has 8 available against a warning at 5; customer2's have none.
    const below = withoutSeeded(
      (await as('admin', 'Commodity/GetCommodityReport', { BelowWarning: true })).Data,
      seeded,
    );
    expect(below).toHaveLength(2);
    expect(below.every((r: any) => r.Id !== id && r.BelowWarning && r.OwnerId === uid.customer2)).toBe(true);
    const mine = withoutSeeded(
      (await as('customer1', 'UserCommodity/GetCommodityReport', { sortType: 2 })).Data,
      seeded,
    );
    expect(mine[0]).toMatchObject({
      Id: id,
      Total: 15,
    });

    const orderable = await as('customer1', 'UserCommodity/GetOrderCommodityByUserId', {});
    expect(withoutSeeded(orderable.Data, seeded).map((r: any) => r.Id)).toEqual([id]);
    const none = await as('admin', 'Commodity/GetOrderCommodityByUserId', { UserId: uid.customer2 });
    expect(withoutSeeded(none.Data, seeded)).toEqual([]);
    expect(
      (await as('admin', 'Commodity/GetOrderCommodityByUserId', { UserId: uid.customer1, WarehouseId: other!.id }))
        .Data[0].Available,
    ).toBe(5);

    const del = await as('customer1', 'UserCommodity/DeleteCommodity', { Id: id }, 'en-us');
    expect(del.Code).toBe(4);
    expect(del.Message).toContain('15');
    expect(await commodityCount()).toBe(seeded.size + 3);
  });

  it('deletes a commodity without stock', async () => {
    const r = await as('customer1', 'UserCommodity/EstablishCommodity', { ...charger(), CommodityCode: 'GONE-1' });
    expect((await as('customer1', 'UserCommodity/DeleteCommodity', { Id: r.Data })).Code).toBe(0);
    expect((await as('customer1', 'UserCommodity/GetCommodityById', { Id: r.Data })).Code).toBe(3);
  });
});

describe('specifications', () => {
  let id: number;

  it('goes pending when declared, and staff approve, measure or reject it', async () => {
    id = (await as('customer1', 'UserCommodity/EstablishCommodity', { ...charger(), CommodityCode: 'SPEC-1' })).Data;
    const flat = (
      await as('customer1', 'UserCommodity/EstablishCommodity', {
        ...charger(),
        CommodityCode: 'SPEC-0',
        ActualWeight: 0,
        GrossWeight: 0,
        Length: 0,
        Width: 0,
        Geight: 0,
      })
    ).Data;
    expect((await as('admin', 'Commodity/GetCommodityById', { Id: flat })).Data.SpecificationsAuditStatus).toBe(0);
    expect((await as('admin', 'Commodity/GetCommodity', { SpecificationsAuditStatus: 1, Content: 'SPEC' })).Total).toBe(
      1,
    );

    const approve = await as('clerk', 'Commodity/CommoditySpecificationsAuditStatus', {
      Ids: [id],
      SpecificationsAuditStatus: 2,
    });
    expect([approve.Code, approve.Data]).toEqual([0, 1]);
    // Only pending ones: all or none.
    const again = await as(
      'clerk',
      'Commodity/CommoditySpecificationsAuditStatus',
      {
        Ids: [id, flat],
        SpecificationsAuditStatus: 3,
      },
      'en-us',
    );
    expect(again.Code).toBe(4);
    expect(again.Message).toContain('SPEC-1');

    // An edit that leaves the measures alone keeps the verdict; a changed weight asks again.
    await as('customer1', 'UserCommodity/EditCommodity', {
      ...charger(),
      CommodityCode: 'SPEC-1',
      Id: id,
      Remarks: 'x',
    });
    expect((await as('customer1', 'UserCommodity/GetCommodityById', { Id: id })).Data.SpecificationsAuditStatus).toBe(
      2,
    );
    await as('customer1', 'UserCommodity/EditCommodity', {
      ...charger(),
      CommodityCode: 'SPEC-1',
      Id: id,
      ActualWeight: '0.26',
    });
    expect((await as('customer1', 'UserCommodity/GetCommodityById', { Id: id })).Data.SpecificationsAuditStatus).toBe(
      1,
    );

    const read = await as('clerk', 'Commodity/CommoditySpecificationAcquisition', { Id: id }, 'en-us');
    expect(read.Data).toMatchObject({
      CommodityCode: 'SPEC-1',
      ActualWeight: '0.26',
      Length: '8',
      SpecificationsAuditStatusName: 'Pending',
    });

    const measured = await as('clerk', 'Commodity/CommoditySpecificationModification', {
      Id: id,
      ActualWeight: '0.27',
      GrossWeight: '0.31',
      Length: '8.5',
      Width: 5,
      Geight: 3,
    });
    expect(measured.Code, measured.Message).toBe(0);
    expect((await as('customer1', 'UserCommodity/GetCommodityById', { Id: id })).Data).toMatchObject({
      ActualWeight: '0.27',
      Length: '8.5',
      SpecificationsAuditStatus: 2,
    });
    const missing = await as(
      'clerk',
      'Commodity/CommoditySpecificationModification',
      { Id: id, ActualWeight: 1 },
      'en-us',
    );
    expect([missing.Code, missing.Data.Field]).toEqual([2, 'GrossWeight']);
    expect((await as('clerk', 'Commodity/CommoditySpecificationAcquisition', { Id: 99_999 })).Code).toBe(3);
  });
});

describe('Excel import', () => {
  it("downloads the template with headers and seeded names in the caller's language", async () => {
    for (const [lang, first, path, cargoType] of [
      ['en-us', 'Commodity code*', 'Electronics / Phone accessories', 'General'],
      ['zh-cn', '商品编码*', '电子产品 / 手机配件', '普货'],
      ['zh-tw', '商品編碼*', '電子產品 / 手機配件', '普貨'],
    ] as const) {
      const r = await fileCall('customer1', 'UserCommodity/GetCommodityImportTemplate', {}, lang);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toContain('spreadsheetml');
      expect(r.headers['content-disposition']).toContain('attachment');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(r.data as unknown as ExcelJS.Buffer);
      expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe(first);
      // The category sheet lists the tree with paths, for names to copy.
      const cats = wb.worksheets[1]!.getColumn(2).values.map(String);
      expect(cats).toContain(path);
      expect(wb.worksheets[2]!.getColumn(2).values.map(String)).toContain(cargoType);
    }
    expect((await fileCall('admin', 'Commodity/GetCommodityImportTemplate')).status).toBe(200);
  });

  it('rejects a file with one bad row, naming the row, and writes nothing', async () => {
    const before = await commodityCount();
    const file = await xlsx(
      ['Commodity code', 'Chinese name', 'Category', 'Cargo type', 'Price', 'Actual weight (kg)', 'Currency'],
      [
        ['IMP-1', '杯子', 'Kitchen', 'General', '3.5', 0.2, ''],
        ['IMP-2', '', 'Kitchen', 'General', 'abc', 0.2, ''],
        ['IMP-3', '盘子', 'No such category', 'General', '1', 1, ''],
        ['IMP-4', '碗', 'Kitchen', 'General', '3.5', 1, 'JPY'],
      ],
    );
    const r = await upload('customer1', 'UserCommodity/UpLoadCommodity', file);
    expect(r.Code).toBe(2);
    expect(r.Message).toMatch(/^File cannot be imported, as it has 4 errors: /);
    expect(r.Message).toContain('Row 3: Chinese name cannot be empty.');
    expect(r.Message).toContain('Row 3: Price');
    expect(r.Message).toContain('Row 4: Category');
    expect(r.Data.Field).toBe('FileStream');
    expect(r.Data.Errors).toEqual([
      expect.objectContaining({ Row: 3, Field: 'ChineseName' }),
      expect.objectContaining({ Row: 3, Field: 'Price' }),
      expect.objectContaining({ Row: 4, Field: 'CommodityCategories', Column: 'Category' }),
      expect.objectContaining({ Row: 5, Field: 'Price' }),
    ]);
    expect(await commodityCount()).toBe(before);

    const dup = await upload(
      'customer1',
      'UserCommodity/UpLoadCommodity',
      await xlsx(
        ['Commodity code', 'Chinese name', 'Category', 'Cargo type'],
        [
          ['IMP-9', '甲', String(category), String(cargo)],
          ['imp-9', '乙', String(category), String(cargo)],
          ['chg-01', '丙', String(category), String(cargo)],
        ],
      ),
    );
    expect(dup.Data.Errors.map((e: any) => [e.Row, e.Field])).toEqual([
      [3, 'CommodityCode'],
      [4, 'CommodityCode'],
    ]);
    const missing = await upload('customer1', 'UserCommodity/UpLoadCommodity', await xlsx(['Commodity code'], [['X']]));
    expect(missing.Code).toBe(2);
    expect(missing.Message).toContain('Chinese name');
    const notExcel = await upload('customer1', 'UserCommodity/UpLoadCommodity', Buffer.from('code,name\nA,B\n'));
    expect([notExcel.Code, notExcel.Data.Field]).toEqual([2, 'FileStream']);
    expect(await commodityCount()).toBe(before);
  });

  it('imports every row of a good file in one go, headers in any language', async () => {
    const before = await commodityCount();
    const file = await xlsx(
      ['商品编码*', '中文名称*', '商品分类*', '货物类型*', '价格', '币种', '销售模式', '长(cm)'],
      [
        ['IMP-1', '杯子', '厨具', '普货', '3.5', 'usd', '批发', 10],
        ['IMP-2', '碗', String(subCategory), String(battery), 2, 'CNY', 1, null],
        [null, null, null, null, null, null, null, null],
        ['IMP-3', '盘子', 'Home / Kitchen', '  liquid ', '', '', 'Dropshipping', ''],
      ],
    );
    const r = await upload('customer2', 'UserCommodity/UpLoadCommodity', file, {}, 'zh-cn');
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data).toEqual({ Count: 3 });
    expect(await commodityCount()).toBe(before + 3);
    const list = await as(
      'customer2',
      'UserCommodity/GetCommodity',
      { Content: 'IMP-', sortType: 1, descendingOrder: false },
      'en-us',
    );
    expect(
      list.Data.map((x: any) => [x.CommodityCode, x.SalesModesName, x.CurrencyName, x.SpecificationsAuditStatus]),
    ).toEqual([
      ['IMP-1', 'Wholesale', 'US Dollar', 1],
      ['IMP-2', 'Retail', 'Chinese Yuan', 0],
      ['IMP-3', 'Dropshipping', '', 0],
    ]);

    // Staff import for a named customer.
    const noOwner = await upload('admin', 'Commodity/UpLoadCommodity', file);
    expect([noOwner.Code, noOwner.Data?.Field]).toEqual([2, 'OwnerId']);
    const staff = await upload('admin', 'Commodity/UpLoadCommodity', file, { OwnerId: String(uid.customer1) });
    expect(staff.Data).toEqual({ Count: 3 });
  });
});

describe('printed report', () => {
  it('answers a real PDF of the filtered commodities', async () => {
    const r = await fileCall('admin', 'Commodity/PrintCommodityReport', { Content: 'IMP' }, 'zh-cn');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(r.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(r.data);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('商品库存报表');
    // Every glyph of the embedded subset decodes to an outline (a mis-packed subset prints
    // Chinese blank); only the space is empty.
    const descriptor = pdf.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .find((o) => o instanceof PDFDict && o.has(PDFName.of('FontFile2'))) as PDFDict;
    const program = zlib.inflateSync(
      (pdf.context.lookup(descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream).contents,
    );
    const subset = fontkit.create(program);
    const outlines = Array.from({ length: subset.numGlyphs }, (_, i) => subset.getGlyph(i).path.toSVG().length);
    expect(outlines.length).toBeGreaterThan(30);
    expect(outlines.filter((n) => n <= 0)).toEqual([0]);

    const own = await fileCall('customer1', 'UserCommodity/PrintCommodityReport', {});
    expect(own.status).toBe(200);
    expect((await PDFDocument.load(own.data)).getPageCount()).toBeGreaterThan(0);
    const bad = await as('customer1', 'UserCommodity/PrintCommodityReport', { UserId: uid.customer2 });
    expect(bad.Code).toBe(3);
  });

  it('wraps a long cell onto more lines instead of cutting it', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(await pdfFontkit());
    const font = await doc.embedFont(cjkFontBytes(), { subset: true });
    const owner = 'customer1 (Customer One of Shenzhen)';
    const lines = wrap(font, owner, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(owner);
    for (const l of lines) expect(font.widthOfTextAtSize(l, 8)).toBeLessThanOrEqual(60);
    // No spaces to break at (Chinese, long codes): any two characters may part.
    const chinese = wrap(font, '深圳市南山区科技园仓库一号货架', 30);
    expect(chinese.join('')).toBe('深圳市南山区科技园仓库一号货架');
    expect(chinese.length).toBeGreaterThan(1);
    expect(wrap(font, '', 30)).toEqual(['']);
  });

  it('exports the same report as an Excel workbook, from the columns of the PDF', async () => {
    for (const code of ['XLS-1', 'XLS-2']) {
      const made = await as('customer1', 'UserCommodity/EstablishCommodity', { ...charger(), CommodityCode: code });
      expect(made.Code, made.Message).toBe(0);
    }
    const body = { Content: 'XLS' };
    const rows = (await as('admin', 'Commodity/GetCommodityReport', { ...body, rows: 100 }, 'en-us')).Data;
    expect(rows.length).toBeGreaterThan(0);
    const r = await fileCall('admin', 'Commodity/ExportCommodityReport', body);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe(XLSX_TYPE);
    expect(r.headers['content-disposition']).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.data as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'No.',
      'Commodity code',
      'SKU',
      'Chinese name',
      'English name',
      'Owner',
      'Category',
      'Total',
      'Available',
      'Frozen',
      'Defective',
      'Problem',
      'In transit',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((x: any, i: number) => {
      const owner = x.NickName ? `${x.UserName} (${x.NickName})` : x.UserName;
      expect(values(i + 2)).toEqual([
        i + 1,
        x.CommodityCode,
        ...(x.CommoditySku ? [x.CommoditySku] : [undefined]),
        x.ChineseName,
        ...(x.EnglishName ? [x.EnglishName] : [undefined]),
        owner,
        ...(x.CommodityCategoriesName ? [x.CommodityCategoriesName] : [undefined]),
        x.Total,
        x.Available,
        x.Frozen,
        x.Defective,
        x.Problem,
        x.InTransit,
      ]);
    });
    // The owner column is as wide as the longest owner: nothing is cut.
    const longest = Math.max(
      ...rows.map((x: any) => (x.NickName ? `${x.UserName} (${x.NickName})` : x.UserName).length),
    );
    expect(sheet.getColumn(6).width).toBeGreaterThanOrEqual(longest);

    // A customer's workbook has no owner column; the clerk's role carries the permission code;
    // a customer cannot export another customer's commodities.
    const own = await fileCall('customer1', 'UserCommodity/ExportCommodityReport', {}, 'zh-cn');
    expect(own.status).toBe(200);
    const mine = new ExcelJS.Workbook();
    await mine.xlsx.load(own.data as unknown as ExcelJS.Buffer);
    expect((mine.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).not.toContain('所属客户');
    expect(mine.worksheets[0]!.getRow(1).cellCount).toBe(12);
    expect((await fileCall('clerk', 'Commodity/ExportCommodityReport', body)).status).toBe(200);
    const bad = await as('customer1', 'UserCommodity/ExportCommodityReport', { UserId: uid.customer2 });
    expect(bad.Code).toBe(3);
  });
});
