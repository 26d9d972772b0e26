import { logisticsOrderFlow, OrderLineKind, OrderSource, orderTypeOf, packageFlow } from '@wms/contract';
import { sql } from 'drizzle-orm';
import { logisticsOrderLines, logisticsOrders, packages } from '../../src/db/schema/index.js';
import { freezeOrderStock } from '../../src/modules/outbound/orders/goods.js';
import { placeParcels } from '../../src/modules/warehouse/inventory/stock.js';
import type { TestServer } from './server.js';
import { userId, warehouseWithPartition } from './stock.js';

/**
 * Fixtures of the picking tests: a warehouse with shelves made through the API, parcels shelved
 * through the inventory module's `placeParcels`, and approved orders (To be picked) inserted with
 * their lines, their stock frozen shelf by shelf by the orders module's own `freezeOrderStock`, as
 * an approval leaves them (docs/domain.md, "Orders").
 */

/** A warehouse, a partition and shelves of the given numbers: `{ warehouse, partition, shelf }`. */
export async function warehouseWithShelves(s: TestServer, token: string, name: string, numbers: string[]) {
  const place = await warehouseWithPartition(s, token, name);
  const shelf: Record<string, number> = {};
  for (const n of numbers) {
    const r = await s.call(
      'Shelves/EstablishShelves',
      { WarehouseId: place.warehouse, PartitionId: place.partition, ShelvesNumber: n },
      { token },
    );
    if (r.Code !== 0) throw new Error(r.Message);
    shelf[n] = r.Data as number;
  }
  return { ...place, shelf };
}

let parcels = 0;
/** A Shippable parcel of `owner` on a shelf (one piece of the shelf's goods, its log row). */
export async function shelvedParcel(s: TestServer, owner: string, warehouseId: number, shelfId: number) {
  const tracking = `PKT${Date.now().toString().slice(-6)}${String(++parcels).padStart(4, '0')}`;
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const ownerId = await userId(s, owner);
  return s.deps.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(packages)
      .values({
        ownerId,
        warehouseId,
        trackingNumber: tracking,
        trackingKey: tracking,
        status: packageFlow.state.Shippable,
        shelfId,
      })
      .returning({ id: packages.id, number: packages.number });
    await placeParcels(tx, shelfId, [p!], 'on', { operatorId: null, lang: 'en-us' });
    return { ...p!, tracking };
  });
}

/** An approved order of `owner` in the warehouse (To be picked): its parcels bound, its stock
 * frozen. Answers its id and number. */
export async function approvedOrder(
  s: TestServer,
  o: { owner: string; warehouseId: number; parcels?: number[]; stock?: { commodityId: number; quantity: number }[] },
) {
  const kinds = [
    ...(o.parcels?.length ? [OrderLineKind.Package] : []),
    ...(o.stock?.length ? [OrderLineKind.Commodity] : []),
  ];
  const ownerId = await userId(s, o.owner);
  return s.deps.db.transaction(async (tx) => {
    const type = await tx.execute(sql`select id from shipping_types order by id limit 1`);
    const [order] = await tx
      .insert(logisticsOrders)
      .values({
        ownerId,
        warehouseId: o.warehouseId,
        status: logisticsOrderFlow.state.ToBePicked,
        orderSource: OrderSource.Staff,
        orderType: orderTypeOf(kinds),
        shippingTypeId: Number((type.rows[0] as { id: number }).id),
        address: {
          Contacts: 'Chan Tai Man',
          Phone: '91234567',
          CountryCode: 'HK',
          Province: '',
          City: 'Hong Kong',
          DetailedAddress: '1 Queen’s Road',
          Postcode: '',
        },
        reviewTime: new Date(),
      })
      .returning({ id: logisticsOrders.id, number: logisticsOrders.number });
    const lines = [
      ...(o.parcels ?? []).map((packageId) => ({
        orderId: order!.id,
        kind: OrderLineKind.Package,
        packageId,
        quantity: 1,
      })),
      ...(o.stock ?? []).map((l) => ({
        orderId: order!.id,
        kind: OrderLineKind.Commodity,
        commodityId: l.commodityId,
        quantity: l.quantity,
      })),
    ];
    if (lines.length) await tx.insert(logisticsOrderLines).values(lines);
    await freezeOrderStock(tx, [order!.id]);
    return order!;
  });
}
