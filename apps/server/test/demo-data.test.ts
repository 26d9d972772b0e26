import {
  type AnyCall,
  binCalls,
  binFlow,
  inventoryCalls,
  packageCallsTable,
  packageClaimFlow,
  packageFlow,
  ShelfRelatedType,
  SpecificationsAuditStatus,
  shelfCalls,
  stateHistoryCalls,
  unknownItemCalls,
  unknownItemFlow,
  userFreightTrialCalls,
  userPackageCalls,
  userUnknownItemCalls,
  userWarehouseDocumentCalls,
  warehouseDocumentCalls,
  warehouseDocumentFlow,
} from '@wms/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELF_LEDGER } from '../src/modules/warehouse/inventory/stock.js';
import { runDueDeliveries } from '../src/platform/events.js';
import { verifyLedger } from '../src/platform/ledger.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { outOfStep } from './helpers/stock.js';

/**
 * A new user's first look: on a freshly seeded database every warehouse screen, the stock-take,
 * shelf labels and the customers' stock screens have rows to show (src/seed/warehouses.ts),
 * and the stock the seed wrote is what the inventory module keeps: shelves in step with their
 * stock, a shelf log for each movement, a commodity waiting for its specification check. Every
 * inbound screen has rows too (src/seed/inbound.ts): documents, parcels in each state for both
 * customers, unknown items with a claim waiting, bins.
 */
let s: TestServer;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['admin', 'clerk', 'customer1', 'customer2']) token[name] = (await s.signIn(name)).AccessToken;
});
afterAll(() => s.close());

async function rows(who: string, path: string, body: object = {}): Promise<any[]> {
  const r = await s.call(path, body, { token: token[who], lang: 'en-us' });
  expect(r.Code, `${who} ${path}: ${r.Message}`).toBe(0);
  return r.Data;
}
const call = (c: AnyCall) => c.path.replace(/^\//, '');

describe('a fresh database', () => {
  it('shows two warehouses with partitions, shelves and shipping addresses on the set-up screens', async () => {
    const warehouses = await rows('admin', 'Warehouse/GetWarehouses');
    expect(warehouses).toHaveLength(2);
    for (const w of warehouses) {
      expect(w.PartitionCount, w.Name).toBeGreaterThan(0);
      expect(w.ShelfCount, w.Name).toBeGreaterThan(0);
      expect(w.Sites, w.Name).toHaveLength(1);
    }
    expect((await rows('admin', 'WarehousePartitions/GetWarehousePartitions')).length).toBeGreaterThan(2);
    expect((await rows('admin', 'ShippingAddress/GetShippingAddresses')).length).toBeGreaterThan(1);
  });

  it('gives the clerk shelves with goods, their logs and labels, and stock to take', async () => {
    const shelves = await rows('clerk', call(shelfCalls.GetShelves), { rows: 100 });
    expect(shelves.length).toBeGreaterThan(4);
    const stocked = shelves.filter((x) => x.GoodsQuantity > 0);
    expect(stocked.length).toBeGreaterThan(2);
    // Every stocked shelf has its movements logged: the stock-take and the transfer of commodities,
    // and the demo parcels put on shelves (a parcel is one piece of goods, src/seed/inbound.ts).
    const logs = await Promise.all(
      stocked.map((x) => rows('clerk', call(shelfCalls.GetShelveLogs), { ShelfId: x.Id, rows: 100 })),
    );
    expect(logs.every((l) => l.length > 0)).toBe(true);
    const parcel = (x: { RelatedType: number }) => x.RelatedType === ShelfRelatedType.Package;
    const kinds = logs.flat().filter((x) => !parcel(x));
    expect(new Set(kinds.map((x) => x.OperationTypeName))).toEqual(
      new Set(['Stock-take', 'Transfer out', 'Transfer in']),
    );
    expect(logs.flat().some(parcel)).toBe(true);
    // Commodity stock takes room on its shelf (parcels are not measured there).
    const withStock = stocked.filter((_, i) => logs[i]!.some((x) => !parcel(x)));
    expect(withStock.length).toBeGreaterThan(2);
    expect(withStock.every((x) => Number(x.UsedLength) > 0)).toBe(true);
    const labels = await rows('clerk', call(shelfCalls.GetPrintShelveData), { Ids: shelves.map((x) => x.Id) });
    expect(labels).toHaveLength(shelves.length);
    expect(labels.every((l) => l.Barcode && l.WarehouseName)).toBe(true);

    const report = await rows('clerk', call(inventoryCalls.GetInventoryReport));
    expect(report.length).toBeGreaterThan(2);
    expect(new Set(report.map((x) => x.OwnerName))).toEqual(new Set(['customer1', 'customer2']));
    expect((await rows('clerk', call(shelfCalls.GetShelvesByPartition))).length).toBe(shelves.length);
    expect(await outOfStep(s)).toEqual([]);
  });

  it("lists both customers' commodities, one waiting for its specification check", async () => {
    const all = await rows('admin', 'Commodity/GetCommodity');
    expect(new Set(all.map((c) => c.UserName))).toEqual(new Set(['customer1', 'customer2']));
    expect(all.some((c) => c.Total > 0)).toBe(true);
    const pending = await rows('clerk', 'Commodity/GetCommodity', {
      SpecificationsAuditStatus: SpecificationsAuditStatus.Pending,
    });
    expect(pending.length).toBeGreaterThan(0);
    expect((await rows('clerk', 'Commodity/GetCommodityReport')).length).toBe(all.length);
    // An approved one shows who checked it in its history.
    const approved = all.find((c) => c.SpecificationsAuditStatus === SpecificationsAuditStatus.Approved);
    const history = await rows('admin', 'StateHistory/GetStateHistory', {
      Entity: 'CommoditySpecification',
      Id: approved.Id,
    });
    expect(history.map((h) => [h.FromStateName, h.ToStateName, h.UserName])).toEqual([
      ['Pending', 'Approved', 'Warehouse Clerk'],
    ]);
  });

  it('shows every inbound screen something: parcels in each state for both customers, unknown items, a claim waiting, bins', async () => {
    const page = async (who: string, c: AnyCall, body: object = {}) => {
      const r = await s.call(call(c), { rows: 100, StateCounts: true, ...body }, { token: token[who], lang: 'en-us' });
      expect(r.Code, `${who} ${c.path}: ${r.Message}`).toBe(0);
      const counts = new Map((r.body.Counts as { State: number; Count: number }[]).map((x) => [x.State, x.Count]));
      return { rows: r.Data as any[], counts };
    };
    const P = packageFlow.state;

    // Documents of both customers, open and finished; the finished one had everything signed in.
    const docs = await page('clerk', warehouseDocumentCalls.GetWarehouseDocuments);
    expect(new Set(docs.rows.map((d) => d.UserName))).toEqual(new Set(['customer1', 'customer2']));
    expect(docs.counts.get(warehouseDocumentFlow.state.Open)).toBeGreaterThan(0);
    const finished = docs.rows.filter((d) => d.Status === warehouseDocumentFlow.state.Finished);
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((d) => d.FinishedTime && d.SignedCount === d.PackageCount)).toBe(true);

    // Parcels in every state signing, inspection and shelving reach (Outbound and SignedFor come
    // with logistics orders), and each distinction within them, for each customer; the tabs count them.
    const reached = [P.NotReceived, P.ToBeCompleted, P.Completed, P.Shippable];
    const all = await page('clerk', packageCallsTable.GetPackages);
    for (const state of Object.values(P))
      expect(all.counts.get(state), `state ${state}`).toBe(all.rows.filter((p) => p.Status === state).length);
    for (const who of ['customer1', 'customer2']) {
      const theirs = all.rows.filter((p) => p.UserName === who);
      for (const state of reached)
        expect(
          theirs.some((p) => p.Status === state),
          `${who}, state ${state}`,
        ).toBe(true);
      const waiting = theirs.filter((p) => p.Status === P.ToBeCompleted);
      expect(
        waiting.some((p) => p.NeedsInspection),
        `${who}: waiting for an inspection`,
      ).toBe(true);
      expect(
        waiting.some((p) => !p.NeedsInspection && p.IncompleteReason),
        `${who}: what is missing`,
      ).toBe(true);
      const shippable = theirs.filter((p) => p.Status === P.Shippable);
      expect(
        shippable.some((p) => p.ShelfNumber && !p.BinNumber),
        `${who}: alone on a shelf`,
      ).toBe(true);
      expect(
        shippable.some((p) => p.ShelfNumber && p.BinNumber),
        `${who}: in a bin on a shelf`,
      ).toBe(true);
      expect(theirs.filter((p) => p.Status !== P.NotReceived).every((p) => p.SignedTime)).toBe(true);

      // The customer's own screens: their parcels only, the same tabs, one inspected.
      const own = await page(who, userPackageCalls.GetPackages);
      expect(own.rows.map((p) => p.Id).sort()).toEqual(theirs.map((p) => p.Id).sort());
      for (const state of reached) expect(own.counts.get(state)).toBe(theirs.filter((p) => p.Status === state).length);
      const signed = own.rows.filter((p) => p.Status === P.Completed || p.Status === P.ToBeCompleted);
      const details = await Promise.all(
        signed.map((p) => rows(who, call(userPackageCalls.GetPackageById), { Id: p.Id }) as unknown as Promise<any>),
      );
      expect(
        details.some((d) => d.Inspections.length > 0),
        `${who}: an inspected parcel`,
      ).toBe(true);
      const ownDocs = await page(who, userWarehouseDocumentCalls.GetWarehouseDocuments);
      expect(ownDocs.rows.length).toBeGreaterThan(0);
      expect(ownDocs.rows.every((d) => d.UserName === who)).toBe(true);
      const other = docs.rows.find((d) => d.UserName !== who)!;
      const peek = await s.call(
        call(userWarehouseDocumentCalls.GetWarehouseDocumentById),
        { Id: other.Id },
        { token: token[who] },
      );
      expect(peek.Code).toBe(3);
      const claims = await page(who, userUnknownItemCalls.GetPackageClaims);
      expect(claims.rows.length).toBeGreaterThan(0);
      expect(claims.rows.every((c) => c.UserName === who)).toBe(true);
    }

    // Unknown items: unclaimed ones, one with a claim waiting for staff, one that became a parcel.
    const items = await page('clerk', unknownItemCalls.GetUnknownItems);
    for (const state of Object.values(unknownItemFlow.state)) expect(items.counts.get(state)).toBeGreaterThan(0);
    const waiting = await page('clerk', unknownItemCalls.GetPackageClaims, { Status: packageClaimFlow.state.Pending });
    expect(waiting.rows.length).toBeGreaterThan(0);
    // Its claimant sees nothing of the item before staff decide.
    const mine = (await page(waiting.rows[0].UserName, userUnknownItemCalls.GetPackageClaims)).rows;
    expect(mine.find((c) => c.Id === waiting.rows[0].Id)).toMatchObject({ UnknownItemNumber: '', UnknownItemId: 0 });

    // Bins: on shelves with their parcels, and one being packed.
    const bins = await page('clerk', binCalls.GetBins);
    expect(bins.rows.some((b) => b.Status === binFlow.state.OnShelf && b.ShelfNumber && b.PackageCount > 0)).toBe(true);
    expect(bins.counts.get(binFlow.state.Packing)).toBeGreaterThan(0);

    // A shelved parcel's history is the clerk's signing and shelving.
    const shelved = all.rows.find((p) => p.Status === P.Shippable && !p.BinNumber);
    const history = await rows('admin', call(stateHistoryCalls.GetStateHistory), { Entity: 'Package', Id: shelved.Id });
    expect(history.map((h) => [h.ToStateName, h.UserName])).toEqual([
      ['Shippable', 'Warehouse Clerk'],
      ['Completed', 'Warehouse Clerk'],
    ]);

    // Shelves in step with their stock and parcels, their ledger sound.
    expect(await outOfStep(s)).toEqual([]);
    expect(await verifyLedger(s.deps.db, SHELF_LEDGER)).toEqual([]);

    // The owners are told once the dispatcher runs: every notice delivers, none fails.
    while ((await runDueDeliveries(s.deps)) > 0);
    const undelivered = await s.deps.db.execute(sql`select event_id from event_deliveries where state <> 1`);
    expect(undelivered.rows).toEqual([]);
    const told = await rows('customer1', 'UserMessages/GetUserMessages', { index: 1, rows: 50 });
    expect(told.map((m) => m.Title)).toEqual(expect.arrayContaining(['Parcel signed in', 'Parcel on the shelf']));
  });

  it.each(['customer1', 'customer2'])('shows %s its own commodities, stock and shipping addresses', async (who) => {
    const commodities = await rows(who, 'UserCommodity/GetCommodity');
    expect(commodities.length).toBeGreaterThan(1);
    expect(commodities.every((c) => c.UserName === who)).toBe(true);
    const stock = await rows(who, 'UserInventory/GetInventoryReport');
    expect(stock.length).toBeGreaterThan(0);
    expect(stock.every((x) => x.OwnerName === who)).toBe(true);
    const addresses = await rows(who, 'UserShippingAddress/GetShippingAddresses');
    expect(addresses.length).toBeGreaterThan(1);
    expect(addresses.every((a) => !a.Consignee.includes('{CustomerCode}'))).toBe(true);
    expect((await rows(who, 'SiteJoinWarehouse/GetAllWarehouses')).length).toBe(2);
  });

  it('prices a parcel to a demo country in the freight trial, customer1 at their own price (src/seed/prices.ts)', async () => {
    const [us] = (await s.deps.db.execute(sql`select id from countries where code = 'US'`)).rows as { id: number }[];
    // 1 kg, 20 x 15 x 10 cm: 1 kg on EMS (0.5 kg first, one 0.5 kg step) and on the economy line.
    const parcel = { CountryId: us!.id, Weight: '1', Length: '20', Width: '15', Height: '10' };
    const trial = (who: string) => rows(who, call(userFreightTrialCalls.GetFreightTrial), parcel);
    const priced = (r: any[]) => r.filter((c) => c.Priced).map((c) => [c.TypeOfShippingName, c.QuotationName, c.Total]);
    expect(priced(await trial('customer1'))).toEqual([
      ['EMS Air Express', 'EMS Air Express for Customer One', '32.00'],
      ['Demo Economy Line', 'Economy line standard', '60.00'],
    ]);
    expect(priced(await trial('customer2'))).toEqual([
      ['Demo Economy Line', 'Economy line standard', '60.00'],
      ['EMS Air Express', 'EMS Air Express standard', '115.00'],
    ]);
  });
});
