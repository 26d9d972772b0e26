import { BillType, billFlow, logisticsOrderFlow, packageFlow, SettlementCycle } from '@wms/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bills,
  currencies,
  expenseTypes,
  inventories,
  logisticsOrderAllocations,
  logisticsOrderLines,
  logisticsOrders,
  packages,
  recipientInformations,
  shelfLogs,
  shelves,
} from '../src/db/schema/index.js';
import { issueBill } from '../src/modules/money/bills/issue.js';
import { payBills } from '../src/modules/money/bills/payments.js';
import { adjust, SHELF_LEDGER } from '../src/modules/warehouse/inventory/stock.js';
import { runDueDeliveries } from '../src/platform/events.js';
import { verifyLedger } from '../src/platform/ledger.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { makeCommodity, outOfStep, putStock, userId } from './helpers/stock.js';

// Logistics orders (docs/domain.md, "Orders") through the real HTTP stack: placing, the checks
// that refuse a form with nothing written, review and what approval freezes, cancel giving back
// exactly what was held (the stock figures and the shelf ledger say so), arrival confirmation and
// the refund lock, and one customer never reaching another's orders.

const S = logisticsOrderFlow.state;
let s: TestServer;
const tok: Record<string, string> = {};
let c1: number;
let c2: number;
let warehouse: number;
let shelfA: number;
let shelfB: number;
let commodity: number;
let recipient: number;
let otherRecipient: number;
let channel: number;
let hk: number;
const shippable: number[] = [];

const call = (path: string, body: unknown, who = 'customer1') => s.call(path, body, { token: tok[who], lang: 'en-us' });
const orderCount = async () =>
  Number((await s.deps.db.execute(sql`select count(*)::int as n from logistics_orders`)).rows[0]!.n);
const stockOf = async (shelfId: number) =>
  (
    await s.deps.db
      .select({ available: inventories.available, frozen: inventories.frozen, total: inventories.total })
      .from(inventories)
      .where(and(eq(inventories.commodityId, commodity), eq(inventories.shelfId, shelfId)))
  )[0]!;
const statusOf = async (id: number) =>
  (await s.deps.db.select({ s: logisticsOrders.status }).from(logisticsOrders).where(eq(logisticsOrders.id, id)))[0]!.s;

/** A form for customer1: the lines given, to the saved HK recipient by the priced channel. */
const form = (lines: unknown[], more: Record<string, unknown> = {}) => ({
  WarehouseId: warehouse,
  Delivery: 1,
  RecipientInformationId: recipient,
  TypeOfShippingId: channel,
  Lines: lines,
  CustomsLines: [{ Name: 'T-shirt', HsCode: '610910', Quantity: 2, Weight: '0.4', Value: '20', OriginCountryId: hk }],
  ...more,
});
const parcel = (id: number) => ({ Kind: 1, PackageId: id });
const stock = (quantity: number) => ({ Kind: 2, CommodityId: commodity, Quantity: quantity });

async function place(lines: unknown[], who = 'customer1', more: Record<string, unknown> = {}) {
  const r = await call(
    `${who === 'admin' ? 'LogisticsOrder' : 'UserLogisticsOrder'}/EstablishLogisticsOrder`,
    form(lines, more),
    who,
  );
  expect(r.Code, r.Message).toBe(0);
  return r.Data as number;
}
const review = (ids: number[]) => call('LogisticsOrder/ReviewLogisticsOrders', { Ids: ids }, 'admin');
const cancel = (ids: number[], who = 'admin') =>
  call(`${who === 'admin' ? 'LogisticsOrder' : 'UserLogisticsOrder'}/CancelLogisticsOrders`, { Ids: ids }, who);

/** A forecast parcel of customer1 in the warehouse (NotReceived). */
let made = 0;
async function forecast(): Promise<number> {
  const r = await call('UserWarehouseDocument/EstablishWarehouseDocument', {
    WarehouseId: warehouse,
    Packages: [{ TrackingNumber: `ORD${String(++made).padStart(8, '0')}`, Goods: [] }],
  });
  expect(r.Code, r.Message).toBe(0);
  const [p] = await s.deps.db.select({ id: packages.id }).from(packages).where(eq(packages.documentId, r.Data));
  return p!.id;
}

beforeAll(async () => {
  s = await startTestServer();
  for (const n of ['admin', 'customer1', 'customer2']) tok[n] = (await s.signIn(n)).AccessToken;
  c1 = await userId(s, 'customer1');
  c2 = await userId(s, 'customer2');
  // The seed's Shippable parcels of customer1: their warehouse is the test's.
  const parcels = await s.deps.db
    .select({ id: packages.id, warehouse: packages.warehouseId })
    .from(packages)
    .where(and(eq(packages.ownerId, c1), eq(packages.status, packageFlow.state.Shippable)))
    .orderBy(packages.id);
  warehouse = parcels[0]!.warehouse;
  shippable.push(...parcels.filter((p) => p.warehouse === warehouse).map((p) => p.id));
  expect(shippable.length).toBeGreaterThanOrEqual(3);
  const shelfRows = await s.deps.db
    .select({ id: shelves.id })
    .from(shelves)
    .where(eq(shelves.warehouseId, warehouse))
    .orderBy(shelves.partitionId, shelves.number, shelves.id)
    .limit(2);
  [shelfA, shelfB] = [shelfRows[0]!.id, shelfRows[1]!.id];
  commodity = await makeCommodity(s, 'customer1', 'ORDER-TEE');
  await putStock(s, commodity, shelfA, 5);
  await putStock(s, commodity, shelfB, 3);
  recipient = (
    await s.deps.db
      .select({ id: recipientInformations.id })
      .from(recipientInformations)
      .where(and(eq(recipientInformations.ownerId, c1), eq(recipientInformations.contactName, 'Chan Siu Ming')))
  )[0]!.id;
  otherRecipient = (
    await s.deps.db
      .select({ id: recipientInformations.id })
      .from(recipientInformations)
      .where(eq(recipientInformations.ownerId, c2))
  )[0]!.id;
  hk = Number((await s.deps.db.execute(sql`select id from countries where code = 'HK'`)).rows[0]!.id);
  const trial = await call('UserFreightTrial/GetFreightTrial', {
    CountryId: hk,
    Weight: '1',
    Length: '10',
    Width: '10',
    Height: '10',
  });
  expect(trial.Code, trial.Message).toBe(0);
  channel = (trial.Data as { TypeOfShippingId: number; Priced: boolean }[]).find((c) => c.Priced)!.TypeOfShippingId;
});
afterAll(() => s.close());

describe('placing an order', () => {
  it('a customer orders a parcel and stock to a saved recipient; the freight trial’s price is stored', async () => {
    const before = (
      await s.deps.db.select().from(recipientInformations).where(eq(recipientInformations.id, recipient))
    )[0]!.usageCount;
    const id = await place([parcel(shippable[0]!), stock(2)]);
    const d = await call('UserLogisticsOrder/GetLogisticsOrderById', { Id: id });
    expect(d.Code, d.Message).toBe(0);
    expect(d.Data).toMatchObject({
      Status: S.PendingReview,
      OrderSource: 1,
      OrderType: 3,
      PackageCount: 1,
      ItemCount: 2,
      CustomsForm: 1,
      Address: { Contacts: 'Chan Siu Ming', CountryCode: 'HK' },
    });
    expect(d.Data.Number).toMatch(/^LO\d{8}$/);
    expect(Number(d.Data.EstimatedFreight)).toBeGreaterThan(0);
    expect(d.Data.Lines).toHaveLength(2);
    expect(d.Data.CustomsLines[0]).toMatchObject({ HsCode: '610910' });
    const after = (
      await s.deps.db.select().from(recipientInformations).where(eq(recipientInformations.id, recipient))
    )[0]!.usageCount;
    expect(after).toBe(before + 1);
    // Nothing is frozen before review.
    expect(await stockOf(shelfA)).toMatchObject({ available: 5, frozen: 0 });
    expect((await cancel([id], 'customer1')).Code).toBe(0);
  });

  it('refuses bad input with Code 2 on the field and writes nothing', async () => {
    const n = await orderCount();
    const cases: [unknown, string][] = [
      [
        form([parcel(shippable[0]!)], {
          CustomsLines: [{ Name: 'x', HsCode: '61A910', Quantity: 1, Weight: '1', Value: '1', OriginCountryId: hk }],
        }),
        'HS code',
      ],
      [form([stock(-2)]), 'Quantity'],
      [form(Array.from({ length: 10_000 }, () => stock(1))), '200'],
      [form([parcel(shippable[0]!)], { RecipientInformationId: otherRecipient }), 'Recipient'],
      [form([stock(9)]), 'only 8'],
      [form([parcel(shippable[0]!), parcel(shippable[0]!)]), 'twice'],
      [form([{ Kind: 2, CommodityId: commodity }]), 'Quantity'],
    ];
    for (const [body, says] of cases) {
      const r = await call('UserLogisticsOrder/EstablishLogisticsOrder', body);
      expect(r.Code, JSON.stringify(r)).toBe(2);
      expect(r.Message).toContain(says);
    }
    expect(await orderCount()).toBe(n);
  });

  it('a parcel on another open order is refused; 20 orders over one parcel at once: one wins', async () => {
    const target = shippable[1]!;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('UserLogisticsOrder/EstablishLogisticsOrder', form([parcel(target)]))),
    );
    const won = results.filter((r) => r.Code === 0);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.Code !== 0)) expect(r.Code, r.Message).toBe(2);
    const open = await s.deps.db
      .select()
      .from(logisticsOrderLines)
      .where(and(eq(logisticsOrderLines.packageId, target), eq(logisticsOrderLines.active, true)));
    expect(open).toHaveLength(1);
    const again = await call('UserLogisticsOrder/EstablishLogisticsOrder', form([parcel(target)]));
    expect(again.Code).toBe(2);
    expect(again.Message).toContain('already on order');
    // Cancelled, the parcel may be ordered again.
    expect((await cancel([won[0]!.Data], 'customer1')).Code).toBe(0);
    const id = await place([parcel(target)]);
    expect((await cancel([id], 'customer1')).Code).toBe(0);
  });
});

describe('customers reach only their own orders', () => {
  it('another customer’s order is Code 3 to read, edit, cancel or annotate', async () => {
    const id = await place([stock(1)]);
    expect((await call('UserLogisticsOrder/GetLogisticsOrderById', { Id: id }, 'customer2')).Code).toBe(3);
    expect((await call('UserLogisticsOrder/GetEditLogisticsOrder', { Id: id }, 'customer2')).Code).toBe(3);
    expect(
      (await call('UserLogisticsOrder/EditLogisticsOrder', { ...form([stock(1)]), Id: id }, 'customer2')).Code,
    ).toBe(3);
    expect((await cancel([id], 'customer2')).Code).toBe(3);
    expect(
      (await call('UserLogisticsOrder/UpdateLogisticsOrderRemarks', { Id: id, Remarks: 'x' }, 'customer2')).Code,
    ).toBe(3);
    const list = await call('UserLogisticsOrder/GetLogisticsOrders', { index: 1, rows: 50 }, 'customer2');
    expect(list.Data.some((r: { Id: number }) => r.Id === id)).toBe(false);
    expect(await statusOf(id)).toBe(S.PendingReview);
    expect((await cancel([id], 'customer1')).Code).toBe(0);
  });
});

describe('review', () => {
  it('approval freezes stock shelf by shelf in walking order; over what is left it is refused naming it', async () => {
    const first = await place([stock(6)]);
    const second = await place([stock(4)]);
    const r = await review([first]);
    expect(r.Code, r.Message).toBe(0);
    expect(r.Data.Moved).toHaveLength(1);
    expect(await statusOf(first)).toBe(S.ToBePicked);
    expect(await stockOf(shelfA)).toMatchObject({ available: 0, frozen: 5, total: 5 });
    expect(await stockOf(shelfB)).toMatchObject({ available: 2, frozen: 1, total: 3 });
    const held = await s.deps.db
      .select()
      .from(logisticsOrderAllocations)
      .where(eq(logisticsOrderAllocations.orderId, first))
      .orderBy(logisticsOrderAllocations.id);
    expect(held.map((a) => [a.shelfId, a.quantity])).toEqual([
      [shelfA, 5],
      [shelfB, 1],
    ]);
    const short = await review([second]);
    expect(short.Code).toBe(4);
    expect(short.Message).toContain('only 2');
    expect(await statusOf(second)).toBe(S.PendingReview);
    expect(await stockOf(shelfB)).toMatchObject({ available: 2, frozen: 1 });
    // Cancelled, the stock comes back exactly.
    expect((await cancel([first])).Code).toBe(0);
    expect(await stockOf(shelfA)).toMatchObject({ available: 5, frozen: 0, total: 5 });
    expect(await stockOf(shelfB)).toMatchObject({ available: 3, frozen: 0, total: 3 });
    expect((await cancel([second])).Code).toBe(0);
  });

  it('a grouped action refuses duplicates, mixed customers and mixed warehouses', async () => {
    const a = await place([stock(1)]);
    const dup = await review([a, a]);
    expect(dup.Code).toBe(2);
    expect(dup.Message).toContain('twice');
    // customer2's order, placed by staff in the same warehouse.
    const [other] = await s.deps.db
      .insert(logisticsOrders)
      .values({
        ownerId: c2,
        warehouseId: warehouse,
        orderSource: 2,
        orderType: 2,
        shippingTypeId: channel,
        address: {
          Contacts: 'x',
          Phone: '',
          CountryCode: 'HK',
          Province: '',
          City: '',
          DetailedAddress: '',
          Postcode: '',
        },
      })
      .returning({ id: logisticsOrders.id });
    const mixed = await review([a, other!.id]);
    expect(mixed.Code).toBe(2);
    expect(mixed.Message).toContain('different customers');
    expect(await statusOf(a)).toBe(S.PendingReview);
    expect((await cancel([a, other!.id])).Code).toBe(2);
    expect((await cancel([a])).Code).toBe(0);
    expect((await cancel([other!.id])).Code).toBe(0);
  });

  it('reject needs a note; the rejected order is edited back to review; the customer is told', async () => {
    const id = await place([stock(1)]);
    expect((await call('LogisticsOrder/RejectLogisticsOrders', { Ids: [id] }, 'admin')).Code).toBe(2);
    const r = await call('LogisticsOrder/RejectLogisticsOrders', { Ids: [id], Note: 'wrong channel' }, 'admin');
    expect(r.Code, r.Message).toBe(0);
    expect(await statusOf(id)).toBe(S.Rejected);
    const e = await call('UserLogisticsOrder/EditLogisticsOrder', { ...form([stock(2)]), Id: id });
    expect(e.Code, e.Message).toBe(0);
    expect(await statusOf(id)).toBe(S.PendingReview);
    while ((await runDueDeliveries(s.deps)) > 0);
    const told = await s.deps.db.execute(
      sql`select title from user_messages where user_id = ${c1} and message like ${`%${(await call('UserLogisticsOrder/GetLogisticsOrderById', { Id: id })).Data.Number}%`}`,
    );
    expect(told.rows.length).toBeGreaterThan(0);
    expect((await cancel([id], 'customer1')).Code).toBe(0);
  });

  it('staff placing an order with the review permission approve it by placing it', async () => {
    const id = await place([stock(1)], 'admin', { OwnerId: c1 });
    const d = await call('LogisticsOrder/GetLogisticsOrderById', { Id: id }, 'admin');
    expect(d.Data).toMatchObject({ Status: S.ToBePicked, OrderSource: 2 });
    expect((await cancel([id])).Code).toBe(0);
  });
});

describe('cancel gives back exactly what was taken', () => {
  const ledgerWhole = async () => {
    expect(await verifyLedger(s.deps.db, SHELF_LEDGER)).toEqual([]);
    expect(await outOfStep(s)).toEqual([]);
  };

  it('at every state a cancel may leave', async () => {
    const start = [await stockOf(shelfA), await stockOf(shelfB)];
    for (const state of [S.PendingReview, S.Rejected, S.AwaitingArrival, S.ToBePicked, S.Picking, S.Picked]) {
      const lines =
        state === S.AwaitingArrival ? [parcel(await forecast()), stock(7)] : [parcel(shippable[2]!), stock(7)];
      const id = await place(lines);
      if (state === S.Rejected) await call('LogisticsOrder/RejectLogisticsOrders', { Ids: [id], Note: 'no' }, 'admin');
      if (state !== S.PendingReview && state !== S.Rejected) expect((await review([id])).Code).toBe(0);
      if (state === S.Picking || state === S.Picked) {
        // Picking takes 4 off shelf A (as the picking module will: frozen off the shelf, logged).
        const [a] = await s.deps.db
          .select()
          .from(logisticsOrderAllocations)
          .where(and(eq(logisticsOrderAllocations.orderId, id), eq(logisticsOrderAllocations.shelfId, shelfA)));
        await s.deps.db.transaction(async (tx) => {
          await adjust(tx, {
            commodityId: commodity,
            shelfId: shelfA,
            quantity: 'frozen',
            delta: -4,
            operationType: 2,
            content: 'picked',
            ctx: { operatorId: null, lang: 'en-us' },
          });
          await tx
            .update(logisticsOrderAllocations)
            .set({ pickedQuantity: 4 })
            .where(eq(logisticsOrderAllocations.id, a!.id));
          await tx.update(logisticsOrders).set({ status: state }).where(eq(logisticsOrders.id, id));
        });
        expect((await stockOf(shelfA)).total).toBe(start[0]!.total - 4);
      }
      expect(await statusOf(id)).toBe(state);
      const r = await cancel([id]);
      expect(r.Code, r.Message).toBe(0);
      expect(r.Data.Moved, `cancel from ${state}`).toHaveLength(1);
      expect(await statusOf(id)).toBe(S.Cancelled);
      expect([await stockOf(shelfA), await stockOf(shelfB)]).toEqual(start);
      expect(
        await s.deps.db.select().from(logisticsOrderAllocations).where(eq(logisticsOrderAllocations.orderId, id)),
      ).toEqual([]);
      const open = await s.deps.db
        .select()
        .from(logisticsOrderLines)
        .where(and(eq(logisticsOrderLines.orderId, id), eq(logisticsOrderLines.active, true)));
      expect(open).toEqual([]);
      await ledgerWhole();
    }
    // The picked goods went back through the ledger, naming the order.
    const back = await s.deps.db
      .select()
      .from(shelfLogs)
      .where(and(eq(shelfLogs.shelfId, shelfA), eq(shelfLogs.relatedType, 4)));
    expect(back.length).toBe(2);
  });

  it('a customer cancels only before approval', async () => {
    const id = await place([stock(1)]);
    expect((await review([id])).Code).toBe(0);
    const r = await cancel([id], 'customer1');
    expect(r.Code).toBe(0);
    expect(r.Data.Refused).toHaveLength(1);
    expect(await statusOf(id)).toBe(S.ToBePicked);
    expect((await cancel([id])).Code).toBe(0);
  });
});

describe('arrival confirmation', () => {
  it('waits for forecast parcels, then locks refunds of bills paid before and after it', async () => {
    const p = await forecast();
    const id = await place([parcel(p)]);
    expect((await review([id])).Code).toBe(0);
    expect(await statusOf(id)).toBe(S.AwaitingArrival);
    const { number } = (
      await s.deps.db.select({ number: logisticsOrders.number }).from(logisticsOrders).where(eq(logisticsOrders.id, id))
    )[0]!;
    const [cny] = await s.deps.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY'));
    const [expense] = await s.deps.db.select({ id: expenseTypes.id }).from(expenseTypes).limit(1);
    await s.call(
      'AmountStatement/EditCreditLimit',
      { CustomerId: c1, CurrencyId: cny!.id, CreditLimit: '100000', Reason: 'test' },
      { token: tok.admin, lang: 'en-us' },
    );
    let k = 0;
    const bill = () =>
      s.deps.db.transaction(async (tx) => {
        const b = await issueBill(tx, {
          ownerId: c1,
          currencyId: cny!.id,
          type: BillType.Freight,
          settlement: SettlementCycle.EachTime,
          deduct: false,
          issueKey: `order-${id}-${++k}`,
          source: { entity: 'Order', id, number },
          lines: [{ expenseTypeId: expense!.id, description: 'freight', net: '12', tax: '0', gross: '12' }],
        });
        return b!;
      });
    const pay = (b: number) =>
      s.deps.db.transaction((tx) => payBills(tx, { auth: null, ownerId: c1, billIds: [b], lang: 'en-us' }));
    const before = await bill();
    await pay(before);
    const later = await bill();

    // The parcel is still forecast: a forecast anomaly, nothing moves.
    const anomaly = await call('LogisticsOrder/ConfirmLogisticsOrderArrival', { Ids: [id] }, 'admin');
    expect(anomaly.Code).toBe(4);
    expect(anomaly.Message).toContain('Forecast anomaly');
    await s.deps.db.update(packages).set({ status: packageFlow.state.ToBeCompleted }).where(eq(packages.id, p));

    const r = await call('LogisticsOrder/ConfirmLogisticsOrderArrival', { Ids: [id] }, 'admin');
    expect(r.Code, r.Message).toBe(0);
    const [o] = await s.deps.db.select().from(logisticsOrders).where(eq(logisticsOrders.id, id));
    expect(o!.status).toBe(S.ToBePicked);
    expect(o!.storeEntryTime).not.toBeNull();
    expect(o!.refundLockedTime).not.toBeNull();
    expect(o!.thirdPartyLockedTime).not.toBeNull();
    const stateOf = async (b: number) => (await s.deps.db.select().from(bills).where(eq(bills.id, b)))[0]!.status;
    expect(await stateOf(before)).toBe(billFlow.state.RefundLocked);
    await pay(later);
    expect(await stateOf(later)).toBe(billFlow.state.RefundLocked);
    // Irreversible: a second confirmation is refused.
    expect(
      (await call('LogisticsOrder/ConfirmLogisticsOrderArrival', { Ids: [id] }, 'admin')).Data.Refused,
    ).toHaveLength(1);
    expect((await cancel([id])).Code).toBe(0);
  });
});

describe('lists, tracking, export and pickers', () => {
  it('lists with state counts and filters, tracks by number, exports a workbook', async () => {
    const id = await place([stock(1)]);
    const { number } = (
      await s.deps.db.select({ number: logisticsOrders.number }).from(logisticsOrders).where(eq(logisticsOrders.id, id))
    )[0]!;
    const list = await call(
      'LogisticsOrder/GetLogisticsOrders',
      { index: 1, rows: 10, Numbers: number, StateCounts: true },
      'admin',
    );
    expect(list.Code, JSON.stringify(list)).toBe(0);
    expect(list.Data).toHaveLength(1);
    expect(list.Data[0]).toMatchObject({ Id: id, StatusName: 'Pending review', OrderTypeName: 'Stock shipment' });
    const mine = await call('UserLogisticsOrder/GetLogisticsOrders', { index: 1, rows: 10, OrderType: 2, Status: 1 });
    expect(mine.Data.map((r: { Id: number }) => r.Id)).toContain(id);
    const track = await call('UserLogisticsOrder/TrackLogisticsOrders', { Numbers: number });
    expect(track.Data).toHaveLength(1);
    const peer = await call('PeerLogisticsOrder/GetPeerLogisticsOrders', { index: 1, rows: 10 }, 'admin');
    expect(peer.Code, peer.Message).toBe(0);
    expect(peer.Data).toEqual([]);
    const res = await s.app.inject({
      method: 'POST',
      url: '/openapi/UserLogisticsOrder/ExportLogisticsOrders',
      headers: { authorization: `Bearer ${tok.customer1}`, 'content-type': 'application/json' },
      payload: { index: 1, rows: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect((await cancel([id], 'customer1')).Code).toBe(0);
  });

  it('answers the option lists, the declarant picker and the customer’s service groupings', async () => {
    const sources = await call('Select/GetOrderSources', {});
    expect(sources.Data).toHaveLength(8);
    expect((await call('Select/GetOrderTypes', {})).Data).toHaveLength(4);
    expect((await call('Select/GetOrderStatus', {})).Data).toHaveLength(12);
    const d = await call('UserDeclarantInformation/GetSelectDeclarantInformations', { index: 1, rows: 10 });
    expect(d.Code, d.Message).toBe(0);
    expect(d.Data.length).toBeGreaterThan(0);
    const staff = await call(
      'DeclarantInformation/GetSelectDeclarantInformations',
      { index: 1, rows: 10, UserId: c2 },
      'admin',
    );
    expect(staff.Data.every((r: { Id: number }) => !d.Data.some((x: { Id: number }) => x.Id === r.Id))).toBe(true);
    const g = await call('UserAvailableQuotation/GetValueAddedServiceGroupings', {});
    expect(g.Code, g.Message).toBe(0);
    expect(g.Data.length).toBeGreaterThan(0);
    expect(g.Data[0].Services.length).toBeGreaterThan(0);
    // A service from the groupings is taken; a single-choice grouping takes one.
    const service = g.Data.find((x: { MultipleChoice: boolean }) => x.MultipleChoice).Services[0].Id;
    const id = await place([stock(1)], 'customer1', { ValueAddedServiceIds: [service] });
    const detail = await call('UserLogisticsOrder/GetLogisticsOrderById', { Id: id });
    expect(detail.Data.ValueAddedServices.map((v: { Id: number }) => v.Id)).toEqual([service]);
    expect((await cancel([id], 'customer1')).Code).toBe(0);
  });
});
