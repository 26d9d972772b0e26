import { packageFlow, ShelveOutcome, SignOutcome, stateHistoryCalls, unknownItemFlow } from '@wms/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  packages,
  shelfLogs,
  shelves,
  stateHistory,
  unknownItems,
  warehouseDocuments,
} from '../src/db/schema/index.js';
import { packageWorkflow } from '../src/modules/inbound/receiving/workflows.js';
import { SHELF_LEDGER } from '../src/modules/warehouse/inventory/stock.js';
import { runDueDeliveries } from '../src/platform/events.js';
import { STOCK_100X150 } from '../src/platform/labels/index.js';
import { verifyLedger } from '../src/platform/ledger.js';
import { makePng, postMultipart } from './fixtures/multipart.js';
import { pdfPages, scan, zplPages } from './helpers/labels.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { userId, warehouseWithPartition } from './helpers/stock.js';
import { describeWorkflow } from './helpers/workflow.js';

// Inbound (docs/domain.md, "Parcels"): forecasts, signing, unknown items and claims, inspection,
// shelving and bins, on PGlite and PostgreSQL.

let s: TestServer;
const tok: Record<string, string> = {};
let warehouse: number;
let shelfIds: number[] = [];
let shelfNumbers: string[] = [];
let c1: number;

beforeAll(async () => {
  s = await startTestServer();
  for (const n of ['admin', 'clerk', 'customer1', 'customer2']) tok[n] = (await s.signIn(n)).AccessToken;
  c1 = await userId(s, 'customer1');
  const w = await warehouseWithPartition(s, tok.admin!, 'Inbound WH');
  warehouse = w.warehouse;
  const made = await s.call(
    'Shelves/BatchAddShelves',
    {
      WarehouseId: w.warehouse,
      PartitionId: w.partition,
      Prefix: 'IN',
      Rows: 1,
      Columns: 3,
      Separator: '-',
      PaddingDigits: 2,
      ShelvesLength: '50',
      ShelvesWide: '40',
      ShelvesHigh: '30',
    },
    { token: tok.admin },
  );
  expect(made.Code, made.Message).toBe(0);
  const rows = await s.deps.db.select().from(shelves).where(eq(shelves.warehouseId, warehouse)).orderBy(shelves.id);
  shelfIds = rows.map((r) => r.id);
  shelfNumbers = rows.map((r) => r.number);
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown, lang = 'en-us') => s.call(path, body, { token: tok[who], lang });

let forecastSeq = 0;
/** customer1 forecasts parcels; answers their package ids in order. */
async function forecast(numbers: string[], who = 'customer1') {
  const r = await as(who, 'UserWarehouseDocument/EstablishWarehouseDocument', {
    WarehouseId: warehouse,
    Packages: numbers.map((TrackingNumber) => ({
      TrackingNumber,
      Goods: [{ ProductName: `Item ${++forecastSeq}`, Quantity: 1, UnitPrice: '9.90' }],
    })),
  });
  expect(r.Code, r.Message).toBe(0);
  const rows = await s.deps.db
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.documentId, r.Data))
    .orderBy(packages.id);
  return { doc: r.Data as number, ids: rows.map((x) => x.id) };
}
const signScan = (Scan: string, extra: Record<string, unknown> = {}, who = 'clerk') =>
  as(who, 'PackageSigning/SignScan', { Scan, WarehouseId: warehouse, Weight: '1.25', ...extra });
const historyOf = (entity: string, id: number) =>
  s.deps.db
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.entity, entity), eq(stateHistory.recordId, id)));

let made = 0;
describeWorkflow(() => s, {
  bound: packageWorkflow,
  async make(state) {
    const [row] = await s.deps.db
      .insert(packages)
      .values({
        ownerId: c1,
        warehouseId: warehouse,
        trackingNumber: `WF${++made}X`,
        trackingKey: `WF${made}X`,
        // Only one package may wait for a tracking number: the others are made in their state.
        status: state,
      })
      .returning({ id: packages.id });
    return row!.id;
  },
});

describe('warehouse documents', () => {
  it('forecasts by batch entry, each count that differs its own message, and refuses a number already waiting', async () => {
    const base = {
      WarehouseId: warehouse,
      TrackingNumbers: 'SF1000000000001\nSF1000000000002\nSF1000000000003',
      ProductNames: 'Shoes\nCoat\nBag',
      UnitPrices: '10\n20.5\n30',
      PurchasePrices: '8\n18\n25',
    };
    const messages: string[] = [];
    for (const [field, value] of [
      ['ProductNames', 'Shoes\nCoat'],
      ['UnitPrices', '10'],
      ['PurchasePrices', '1\n2\n3\n4'],
    ] as const) {
      const r = await as('customer1', 'UserWarehouseDocument/BatchEstablishWarehouseDocument', {
        ...base,
        [field]: value,
      });
      expect([r.status, r.Code, r.Data.Field]).toEqual([400, 2, field]);
      messages.push(r.Message);
    }
    expect(new Set(messages).size).toBe(3);
    const ok = await as('customer1', 'UserWarehouseDocument/BatchEstablishWarehouseDocument', base);
    expect(ok.Code, ok.Message).toBe(0);
    const doc = await as('customer1', 'UserWarehouseDocument/GetWarehouseDocumentById', { Id: ok.Data });
    expect(doc.Data.Packages.map((p: any) => [p.TrackingNumber, p.Goods[0].ProductName, p.Goods[0].UnitPrice])).toEqual(
      [
        ['SF1000000000001', 'Shoes', '10.00'],
        ['SF1000000000002', 'Coat', '20.50'],
        ['SF1000000000003', 'Bag', '30.00'],
      ],
    );
    // The same number again, by anyone, while it waits: refused naming it, nothing written.
    const again = await as('customer2', 'UserWarehouseDocument/EstablishWarehouseDocument', {
      WarehouseId: warehouse,
      Packages: [{ TrackingNumber: 'sf1000000000002', Goods: [] }],
    });
    expect([again.Code, again.Data.Field]).toEqual([2, 'Packages.0.TrackingNumber']);
    expect(again.Message).toContain('SF1000000000002');
  });

  it('keeps customers to their own documents and parcels', async () => {
    const { doc, ids } = await forecast(['YT1000000000001']);
    expect((await as('customer2', 'UserWarehouseDocument/GetWarehouseDocumentById', { Id: doc })).Code).toBe(3);
    expect((await as('customer2', 'UserPackage/GetPackageById', { Id: ids[0] })).Code).toBe(3);
    const list = await as('customer2', 'UserPackage/GetPackages', { Content: 'YT1000000000001' });
    expect(list.Total).toBe(0);
    expect(
      (await as('customer2', 'UserWarehouseDocument/FinishWarehouseDocuments', { Ids: [doc] })).Data.Refused,
    ).toHaveLength(1);
  });

  it('refuses more than 200 numbers in a batch search and 30 in a track query', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `N${i}X`).join(',');
    expect((await as('admin', 'Package/GetPackages', { Numbers: many(201) })).Data.Field).toBe('Numbers');
    expect((await as('admin', 'Package/GetPackages', { Numbers: many(200) })).Code).toBe(0);
    expect((await as('customer1', 'UserPackage/TrackPackages', { Numbers: many(31) })).Data.Field).toBe('Numbers');
  });
});

describe('signing', () => {
  it('signs a scanned parcel once, prints a label that scans, and finds an unforecast one unknown', async () => {
    const { ids } = await forecast(['9400111206206406260787']);
    // What a scanner reads off a USPS label: the routing prefix around the number.
    const r = await signScan(']C142078745\x1D9400111206206406260787\r');
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data.Outcome).toBe(SignOutcome.Signed);
    expect(r.Data.Package.Id).toBe(ids[0]);
    expect(r.Data.Package.Status).toBe(packageFlow.state.Completed);
    expect(r.Data.Package.Weight).toBe('1.25');
    // Twice: nothing changes, and the station says so.
    const twice = await signScan('9400 1112 0620 6406 2607 87');
    expect(twice.Data.Outcome).toBe(SignOutcome.AlreadySigned);
    expect(await historyOf('Package', ids[0]!)).toHaveLength(1);
    // The label: our number and the courier's, readable by a scanner, as PDF and ZPL.
    const number = r.Data.Package.Number as string;
    const pdf = await s.app.inject({
      method: 'POST',
      url: '/openapi/PackageSigning/GetPackageLabel',
      headers: { authorization: `Bearer ${tok.clerk}` },
      payload: { Id: ids[0] },
    });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const codes = pdfPages(pdf.rawPayload).flatMap(scan);
    expect(codes).toEqual(expect.arrayContaining([`CODE-128:${number}`, 'CODE-128:9400111206206406260787']));
    const zpl = await as('clerk', 'PackageSigning/GetPackageLabelZpl', { Id: ids[0] });
    const zplCodes = (await zplPages(zpl.Data, STOCK_100X150)).flatMap(scan);
    expect(zplCodes).toContain(`CODE-128:${number}`);
    // Nobody forecast this one: an unknown item, once.
    const unknown = await signScan('JT5261988016578');
    expect(unknown.Data.Outcome).toBe(SignOutcome.UnknownItem);
    expect((await signScan('jt5261988016578')).Data.Outcome).toBe(SignOutcome.AlreadySigned);
  }, 120_000);

  it('signs a parcel two people scan at once once: one signs, the other is told; one history row', async () => {
    const { ids } = await forecast(['ZT1000000000077']);
    const [a, b] = await Promise.all([
      signScan('ZT1000000000077', {}, 'clerk'),
      signScan('ZT1000000000077', {}, 'admin'),
    ]);
    expect([a.Data.Outcome, b.Data.Outcome].sort()).toEqual([SignOutcome.Signed, SignOutcome.AlreadySigned]);
    expect(await historyOf('Package', ids[0]!)).toHaveLength(1);
  });

  it('no longer signs the parcels of a finished document', async () => {
    const { doc, ids } = await forecast(['YT1000000000088']);
    const fin = await as('customer1', 'UserWarehouseDocument/FinishWarehouseDocuments', { Ids: [doc] });
    expect(fin.Data.Moved).toHaveLength(1);
    const r = await as('clerk', 'PackageSigning/SignPackages', { Ids: ids });
    expect(r.Data.Moved).toHaveLength(0);
    expect(r.Data.Refused[0].Reason).toMatch(/finished/);
    const [row] = await s.deps.db.select().from(warehouseDocuments).where(eq(warehouseDocuments.id, doc));
    expect(row!.finishedTime).toBeTruthy();
  });

  it('takes our own labels for what they are: a shelf or bin label is refused, our package label is the parcel', async () => {
    const before = (await s.deps.db.select({ id: unknownItems.id }).from(unknownItems)).length;
    // A shelf label of the warehouse (any case) and a bin label: Code 2 on the scan, nothing recorded.
    const shelf = await signScan(shelfNumbers[0]!.toLowerCase());
    expect([shelf.Code, shelf.Data.Field]).toEqual([2, 'Scan']);
    expect(shelf.Message).toContain(shelfNumbers[0]);
    const binId = (await as('clerk', 'Bin/EstablishBin', { WarehouseId: warehouse })).Data;
    const bin = (await as('clerk', 'Bin/GetBins', { WarehouseId: warehouse })).Data.find((b: any) => b.Id === binId);
    expect((await signScan(bin.Number)).Data.Field).toBe('Scan');
    // Our package label scanned again at signing: already signed, that parcel.
    const { ids } = await forecast(['SF1000000000666']);
    const signed = await signScan('SF1000000000666');
    const again = await signScan(signed.Data.Package.Number);
    expect([again.Data.Outcome, again.Data.Package.Id]).toEqual([SignOutcome.AlreadySigned, ids[0]]);
    expect((await s.deps.db.select({ id: unknownItems.id }).from(unknownItems)).length).toBe(before);
  });

  it('tells the owner their parcel arrived, in their language', async () => {
    await forecast(['SF1000000000555']);
    await signScan('SF1000000000555');
    // The demo data's notices wait in the outbox too (src/seed/inbound.ts): run until none is due.
    while ((await runDueDeliveries(s.deps)) > 0);
    const msgs = await as('customer1', 'UserMessages/GetUserMessages', { index: 1, rows: 50 }, 'zh-cn');
    expect(msgs.Data.some((m: any) => m.Message.includes('已到仓签收'))).toBe(true);
  });
});

describe('shelving', () => {
  it('keeps a shelf’s goods exact with 20 parcels shelved onto it at once, a shelf log row each', async () => {
    const numbers = Array.from({ length: 20 }, (_, i) => `SF20000000000${String(i).padStart(2, '0')}`);
    const { ids } = await forecast(numbers);
    const signed = await as('clerk', 'PackageSigning/SignPackages', { Ids: ids });
    expect(signed.Data.Moved).toHaveLength(20);
    const [before] = await s.deps.db.select().from(shelves).where(eq(shelves.id, shelfIds[0]!));
    const results = await Promise.all(
      numbers.map((n) => as('clerk', 'PackagePutOnShelves/ShelveScan', { PackageScan: n, ShelfScan: shelfNumbers[0] })),
    );
    expect(results.map((r) => r.Code)).toEqual(numbers.map(() => 0));
    const [after] = await s.deps.db.select().from(shelves).where(eq(shelves.id, shelfIds[0]!));
    expect(after!.goodsQuantity - before!.goodsQuantity).toBe(20);
    const logs = await s.deps.db.select().from(shelfLogs).where(eq(shelfLogs.shelfId, shelfIds[0]!));
    expect(logs.filter((l) => l.relatedType === 7)).toHaveLength(20);
    expect(await verifyLedger(s.deps.db, SHELF_LEDGER, shelfIds[0]!)).toEqual([]);
    // Shelving twice is refused naming the state it is in.
    const again = await as('clerk', 'PackagePutOnShelves/ShelveScan', {
      PackageScan: numbers[0],
      ShelfScan: shelfNumbers[1],
    });
    expect(again.Code).toBe(4);
    expect(again.Message).toContain('Shippable');
  });

  it('shelves and lowers a bin with every parcel in it, a shelf log row each', async () => {
    const { ids } = await forecast(['SF3000000000001', 'SF3000000000002']);
    await as('clerk', 'PackageSigning/SignPackages', { Ids: ids });
    const binId = (await as('clerk', 'Bin/EstablishBin', { WarehouseId: warehouse })).Data;
    const bins = await as('clerk', 'Bin/GetBins', { WarehouseId: warehouse });
    const bin = bins.Data.find((b: any) => b.Id === binId).Number as string;
    for (const n of ['SF3000000000001', 'SF3000000000002']) {
      const r = await as('clerk', 'Bin/PackIntoBin', { BinScan: bin, PackageScan: n });
      expect(r.Code, r.Message).toBe(0);
    }
    const on = await as('clerk', 'Bin/BinPutOnShelves', { BinScan: bin, ShelfScan: shelfNumbers[2] });
    expect(on.Code, on.Message).toBe(0);
    expect(on.Data.Bin.PackageCount).toBe(2);
    const states = async () =>
      (
        await s.deps.db
          .select({ s: packages.status })
          .from(packages)
          .where(sql`${packages.id} in (${ids[0]}, ${ids[1]})`)
      ).map((x) => x.s);
    expect(await states()).toEqual([packageFlow.state.Shippable, packageFlow.state.Shippable]);
    const off = await as('clerk', 'Bin/BinLowerShelf', { BinScan: bin });
    expect(off.Code, off.Message).toBe(0);
    expect(await states()).toEqual([packageFlow.state.Completed, packageFlow.state.Completed]);
    const logs = await s.deps.db.select().from(shelfLogs).where(eq(shelfLogs.shelfId, shelfIds[2]!));
    expect(logs.filter((l) => l.relatedType === 7)).toHaveLength(4);
  });
});

describe('unknown items and claims', () => {
  it('lets a customer claim by tracking number, staff approve it, the parcel becomes theirs; nothing shows before', async () => {
    const scanned = await signScan('DPK123456789012');
    expect(scanned.Data.Outcome).toBe(SignOutcome.UnknownItem);
    const claim = await as('customer2', 'UserUnknownItem/ParcelTrackingNumberClaim', {
      TrackingNumber: 'DPK123456789012',
      Note: 'Blue box, bought on 11 Nov',
    });
    expect(claim.Code, claim.Message).toBe(0);
    const mine = await as('customer2', 'UserUnknownItem/GetPackageClaims', {});
    expect(mine.Data[0]).toMatchObject({ UnknownItemNumber: '', StatusName: 'Waiting' });
    expect(
      (
        await as('customer2', 'UserUnknownItem/ParcelTrackingNumberClaim', {
          TrackingNumber: 'DPK123456789012',
          Note: 'again',
        })
      ).Code,
    ).toBe(4);
    const staffView = await as('admin', 'UnknownItem/GetPackageClaims', { Status: 1 });
    const c = staffView.Data.find((x: any) => x.TrackingNumber === 'DPK123456789012');
    const approved = await as('admin', 'UnknownItem/ApprovePackageClaim', { Id: c.Id, Note: 'matches the photos' });
    expect(approved.Code, approved.Message).toBe(0);
    const parcel = await as('customer2', 'UserPackage/GetPackageById', { Id: approved.Data });
    expect(parcel.Data).toMatchObject({ TrackingNumber: 'DPK123456789012', Status: packageFlow.state.ToBeCompleted });
    expect((await as('customer2', 'UserUnknownItem/GetPackageClaims', {})).Data[0].UnknownItemNumber).toBe(
      scanned.Data.UnknownItemNumber,
    );
    // A claim of a number no unknown item has is refused.
    expect(
      (await as('customer1', 'UserUnknownItem/ParcelTrackingNumberClaim', { TrackingNumber: 'NOPE1234', Note: 'x' }))
        .Code,
    ).toBe(4);
  });

  it('lets staff assign an unknown item to a customer', async () => {
    const scanned = await signScan('JD0001112223334');
    const r = await as('admin', 'UnknownItem/PackageClaim', { Id: scanned.Data.UnknownItemId, OwnerId: c1 });
    expect(r.Code, r.Message).toBe(0);
    expect((await as('customer1', 'UserPackage/GetPackageById', { Id: r.Data })).Code).toBe(0);
    const h = await s.invoke(
      stateHistoryCalls.GetStateHistory,
      { Entity: 'UnknownItem', Id: scanned.Data.UnknownItemId },
      { token: tok.admin, lang: 'en-us' },
    );
    expect(h.Data.map((x) => x.ToStateName)).toEqual(['Assigned']);
  });
});

describe('inspection', () => {
  it('keeps a failed parcel to be completed and tells the owner; a pass completes it', async () => {
    const { ids } = await forecast(['YT2000000000001']);
    await as('clerk', 'PackageSigning/SignPackages', { Ids: ids });
    const fail = await as('clerk', 'ReceivingQualityInspection/InspectPackage', {
      Id: ids[0],
      Passed: false,
      Note: 'torn box',
    });
    expect(fail.Code, fail.Message).toBe(0);
    const p = await as('customer1', 'UserPackage/GetPackageById', { Id: ids[0] });
    expect(p.Data).toMatchObject({ Status: packageFlow.state.ToBeCompleted, IncompleteReason: 'torn box' });
    expect(p.Data.Inspections[0]).toMatchObject({ Passed: false, Note: 'torn box' });
    const pass = await as('clerk', 'ReceivingQualityInspection/InspectPackage', { Id: ids[0], Passed: true });
    expect(pass.Code).toBe(0);
    expect((await as('customer1', 'UserPackage/GetPackageById', { Id: ids[0] })).Data.Status).toBe(
      packageFlow.state.Completed,
    );
  });
});

describe('inspection asked for by the owner', () => {
  it('signs such a parcel to be completed, waiting for its inspection, and a pass completes it', async () => {
    const r = await as('customer1', 'UserWarehouseDocument/EstablishWarehouseDocument', {
      WarehouseId: warehouse,
      Packages: [{ TrackingNumber: 'YT2000000000002', NeedsInspection: true, Goods: [] }],
    });
    expect(r.Code, r.Message).toBe(0);
    const signed = await signScan('YT2000000000002');
    expect(signed.Data.Outcome).toBe(SignOutcome.Signed);
    expect(signed.Data.Package).toMatchObject({
      Status: packageFlow.state.ToBeCompleted,
      IncompleteReason: 'waiting for its inspection',
    });
    const pass = await as('clerk', 'ReceivingQualityInspection/InspectPackage', {
      Id: signed.Data.Package.Id,
      Passed: true,
    });
    expect(pass.Code, pass.Message).toBe(0);
    const p = await as('customer1', 'UserPackage/GetPackageById', { Id: signed.Data.Package.Id });
    expect(p.Data.Status).toBe(packageFlow.state.Completed);
  });
});

// What the probe and a new user found at the stations (issue 35, items 5 and 7).
describe('inputs the form refuses are refused by the server too', () => {
  it('refuses a batch entry of more parcels than one document takes, on the tracking numbers', async () => {
    const n = 201;
    const list = (f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('\n');
    const before = (await s.deps.db.select({ id: warehouseDocuments.id }).from(warehouseDocuments)).length;
    const r = await as('customer1', 'UserWarehouseDocument/BatchEstablishWarehouseDocument', {
      WarehouseId: warehouse,
      TrackingNumbers: list((i) => `BT${String(i).padStart(10, '0')}`),
      ProductNames: list(() => 'Shoes'),
      UnitPrices: list(() => '1'),
      PurchasePrices: list(() => '1'),
    });
    expect([r.status, r.Code, r.Data.Field]).toEqual([400, 2, 'TrackingNumbers']);
    expect(r.Message).toBe(
      'Tracking numbers takes at most 200 parcels on one document: split them into several documents.',
    );
    expect((await s.deps.db.select({ id: warehouseDocuments.id }).from(warehouseDocuments)).length).toBe(before);
  });

  it('takes only addresses of files uploaded here as photos: no outside or script address', async () => {
    const png = await postMultipart(
      s,
      'UpLoadFile/UpLoadFile',
      { UploadFileType: '1' },
      [{ field: 'FileStream', filename: 'proof.png', contentType: 'image/png', data: makePng(6, 6, 35) }],
      { token: tok.customer2 },
    );
    expect(png.Code, png.Message).toBe(0);
    await signScan('YT3500000000001');
    for (const bad of ['https://evil.example/x.png', '//evil.example/x.png', 'javascript:alert(1)']) {
      const claim = await as('customer2', 'UserUnknownItem/ParcelTrackingNumberClaim', {
        TrackingNumber: 'YT3500000000001',
        Note: 'mine',
        Photos: [png.Data, bad],
      });
      expect([claim.Code, claim.Data.Field], bad).toEqual([2, 'Photos.1']);
      expect(claim.Message).toBe(
        'Photos 2 is not the address of an uploaded file: use the address the upload answered.',
      );
      const sign = await signScan('YT3500000000002', { Photos: [bad] });
      expect([sign.Code, sign.Data.Field], bad).toEqual([2, 'Photos.0']);
    }
    const ok = await as('customer2', 'UserUnknownItem/ParcelTrackingNumberClaim', {
      TrackingNumber: 'YT3500000000001',
      Note: 'mine',
      Photos: [png.Data],
    });
    expect(ok.Code, ok.Message).toBe(0);
  });
});

describe('scans the stations refuse, and repeated scans', () => {
  let other: { warehouse: number; name: string; shelf: string };
  beforeAll(async () => {
    const w = await warehouseWithPartition(s, tok.admin!, 'Other WH');
    const made = await as('admin', 'Shelves/BatchAddShelves', {
      WarehouseId: w.warehouse,
      PartitionId: w.partition,
      Prefix: 'OT',
      Rows: 1,
      Columns: 1,
      Separator: '-',
      PaddingDigits: 2,
    });
    expect(made.Code, made.Message).toBe(0);
    const [shelf] = await s.deps.db.select().from(shelves).where(eq(shelves.warehouseId, w.warehouse));
    other = { warehouse: w.warehouse, name: 'Other WH', shelf: shelf!.number };
  });
  const shelve = (PackageScan: string, ShelfScan?: string) =>
    as('clerk', 'PackagePutOnShelves/ShelveScan', { PackageScan, ShelfScan });
  const unknownCount = async () => (await s.deps.db.select({ id: unknownItems.id }).from(unknownItems)).length;

  it('answers a parcel scanned onto the shelf it is on as already done: nothing changes', async () => {
    const { ids } = await forecast(['SF3500000000001']);
    await as('clerk', 'PackageSigning/SignPackages', { Ids: ids });
    const first = await shelve('SF3500000000001', shelfNumbers[1]);
    expect([first.Code, first.Data.Outcome]).toEqual([0, ShelveOutcome.Shelved]);
    const logs = async () =>
      (await s.deps.db.select().from(shelfLogs).where(eq(shelfLogs.shelfId, shelfIds[1]!))).length;
    const [logsBefore, historyBefore] = [await logs(), (await historyOf('Package', ids[0]!)).length];
    const again = await shelve('SF3500000000001', shelfNumbers[1]!.toLowerCase());
    expect([again.Code, again.Data.Outcome, again.Data.Package.Id]).toEqual([0, ShelveOutcome.AlreadyShelved, ids[0]]);
    expect(again.Data.Message).toBe(
      `${first.Data.Package.Number} is on shelf ${shelfNumbers[1]} already: nothing changed.`,
    );
    expect([await logs(), (await historyOf('Package', ids[0]!)).length]).toEqual([logsBefore, historyBefore]);
    expect(await verifyLedger(s.deps.db, SHELF_LEDGER, shelfIds[1]!)).toEqual([]);
  });

  it('reads the parcel of the shelving station’s first step alone, and refuses a shelf or bin label there', async () => {
    const { ids } = await forecast(['SF3500000000002', 'SF3500000000003']);
    await as('clerk', 'PackageSigning/SignPackages', { Ids: [ids[0]] });
    const read = await shelve('sf3500000000002');
    expect([read.Code, read.Data.Outcome, read.Data.Package.Id]).toEqual([0, ShelveOutcome.ParcelRead, ids[0]]);
    expect(read.Data.Package.Status).toBe(packageFlow.state.Completed);
    // A shelf label where the parcel is expected: refused as a shelf, nothing moved.
    const shelf = await shelve(shelfNumbers[0]!);
    expect([shelf.Code, shelf.Data.Field]).toEqual([2, 'PackageScan']);
    expect(shelf.Message).toBe(`Parcel ${shelfNumbers[0]} is a shelf: scan a parcel first, then its shelf.`);
    const binId = (await as('clerk', 'Bin/EstablishBin', { WarehouseId: warehouse })).Data;
    const bin = (await as('clerk', 'Bin/GetBins', { WarehouseId: warehouse })).Data.find((b: any) => b.Id === binId);
    const binScan = await shelve(bin.Number);
    expect([binScan.Code, binScan.Data.Field]).toEqual([2, 'PackageScan']);
    expect(binScan.Message).toContain('is a bin');
    // A parcel not signed in yet is refused at once, naming its state.
    const unsigned = await shelve('SF3500000000003');
    expect(unsigned.Code).toBe(4);
    expect(unsigned.Message).toContain('Not received');
    // The shelf then still takes the parcel read before.
    const on = await shelve(read.Data.Package.Number, shelfNumbers[0]);
    expect([on.Code, on.Data.Outcome]).toEqual([0, ShelveOutcome.Shelved]);
  });

  it('says a shelf of another warehouse is one, and whose', async () => {
    const { ids } = await forecast(['SF3500000000004']);
    await as('clerk', 'PackageSigning/SignPackages', { Ids: ids });
    const r = await shelve('SF3500000000004', other.shelf);
    expect([r.Code, r.Data.Field]).toEqual([2, 'ShelfScan']);
    expect(r.Message).toBe(
      `Shelf ${other.shelf} is a shelf of Other WH, not of Inbound WH: scan a shelf of Inbound WH.`,
    );
    // A number that is no shelf anywhere is still "no shelf".
    expect((await shelve('SF3500000000004', 'ZZ-99-99')).Message).toContain('is no shelf');
  });

  it('records no unknown item of a shelf label of any warehouse, a partial scan, a mis-read or a number of ours', async () => {
    const before = await unknownCount();
    const cases: [string, RegExp][] = [
      [other.shelf, /is a shelf or bin label/],
      ['SF12345', /is too short for a courier number \(at least 8 characters\)/],
      ['EE123456784CN', /check digit does not hold/], // S10, check digit 5
      ['1Z999AA10123456785', /check digit does not hold/], // UPS, check digit 4
      ['4207874594001112062064062607', /check digit does not hold/], // a USPS routing barcode cut short
      ['PK99999999', /one of our own numbers/],
      ['ABCDEFGHIJ', /does not read as a courier number/],
    ];
    for (const [scan, message] of cases) {
      const r = await signScan(scan);
      expect([r.Code, r.Data?.Field], scan).toEqual([2, 'Scan']);
      expect(r.Message, scan).toMatch(message);
    }
    expect(await unknownCount()).toBe(before);
    // What a real label reads still becomes an unknown item.
    expect((await signScan('1Z999AA10123456784')).Data.Outcome).toBe(SignOutcome.UnknownItem);
    expect((await signScan('EE123456785CN')).Data.Outcome).toBe(SignOutcome.UnknownItem);
  });
});

describe('voiding an unknown item recorded by mistake', () => {
  it('voids an unclaimed item, keeps its history, and records its number anew; a claimed one is not voided', async () => {
    const scanned = await signScan('JT3500000000001');
    const id = scanned.Data.UnknownItemId as number;
    const voided = await as('admin', 'UnknownItem/VoidUnknownItem', { Id: id, Note: 'a shelf label' });
    expect(voided.Code, voided.Message).toBe(0);
    const [row] = await s.deps.db.select().from(unknownItems).where(eq(unknownItems.id, id));
    expect(row!.status).toBe(unknownItemFlow.state.Voided);
    const h = await s.invoke(
      stateHistoryCalls.GetStateHistory,
      { Entity: 'UnknownItem', Id: id },
      { token: tok.admin, lang: 'en-us' },
    );
    expect(h.Data.map((x) => [x.ToStateName, x.Note])).toEqual([['Voided', 'a shelf label']]);
    // Twice: refused naming the state; a claim of its number finds nothing.
    expect((await as('admin', 'UnknownItem/VoidUnknownItem', { Id: id })).Message).toContain('Voided');
    expect(
      (
        await as('customer1', 'UserUnknownItem/ParcelTrackingNumberClaim', {
          TrackingNumber: 'JT3500000000001',
          Note: 'x',
        })
      ).Code,
    ).toBe(4);
    // Scanned again, it is a new unknown item.
    const again = await signScan('JT3500000000001');
    expect(again.Data.Outcome).toBe(SignOutcome.UnknownItem);
    expect(again.Data.UnknownItemId).not.toBe(id);
    // Listed under its own tab.
    const list = await as('admin', 'UnknownItem/GetUnknownItems', { Status: unknownItemFlow.state.Voided });
    expect(list.Data.map((r: any) => r.Id)).toContain(id);

    // While a customer claims it, it is not voided.
    const claimed = await signScan('JT3500000000002');
    const claim = await as('customer1', 'UserUnknownItem/ParcelTrackingNumberClaim', {
      TrackingNumber: 'JT3500000000002',
      Note: 'mine',
    });
    expect(claim.Code, claim.Message).toBe(0);
    const refused = await as('admin', 'UnknownItem/VoidUnknownItem', { Id: claimed.Data.UnknownItemId });
    expect(refused.Code).toBe(4);
    expect(refused.Message).toContain('Claim waiting');
    // A customer cannot.
    expect((await as('customer1', 'UnknownItem/VoidUnknownItem', { Id: claimed.Data.UnknownItemId })).Code).toBe(1);
  });
});
