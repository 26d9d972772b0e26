import { OrderLineKind, packageFlow, ShelfOperationType, ShelfRelatedType } from '@wms/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  commodities,
  inventories,
  logisticsOrderAllocations,
  logisticsOrderLines,
  logisticsOrders,
  packages,
  pickingLines,
  shelves,
} from '../../../db/schema/index.js';
import { refused } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { adjust, lockShelves, placeParcels, type StockContext } from '../../warehouse/inventory/stock.js';

// What an order holds in the warehouse (docs/domain.md, "Orders"). Approval freezes its stock
// shelf by shelf (`available -> frozen` on the same inventory row: the shelf's goods and its
// ledger do not change, since frozen goods stay on the shelf) and records each shelf's share as an
// allocation; picking takes allocations off their shelves through the shelf ledger; a cancel gives
// back exactly the allocations: what is still frozen to available, what was picked onto the shelf
// it came from (a put-away row on the shelf ledger).

/**
 * Freezes the stock of the orders' commodity lines, walking each warehouse in its picking order
 * (partition, then shelf number): the shelves locked first, in id order, like every movement.
 * Code 4 naming the order, the commodity and what is left when the warehouse holds too little;
 * the caller's transaction then rolls back whatever was frozen.
 */
export async function freezeOrderStock(tx: Queryable, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  const lines = await tx
    .select({
      id: logisticsOrderLines.id,
      orderId: logisticsOrderLines.orderId,
      commodityId: logisticsOrderLines.commodityId,
      quantity: logisticsOrderLines.quantity,
      warehouseId: logisticsOrders.warehouseId,
      number: logisticsOrders.number,
      code: commodities.code,
    })
    .from(logisticsOrderLines)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, logisticsOrderLines.orderId))
    .innerJoin(commodities, eq(commodities.id, logisticsOrderLines.commodityId))
    .where(
      and(
        inArray(logisticsOrderLines.orderId, orderIds),
        eq(logisticsOrderLines.kind, OrderLineKind.Commodity),
        eq(logisticsOrderLines.active, true),
      ),
    )
    .orderBy(asc(logisticsOrderLines.orderId), asc(logisticsOrderLines.id));
  if (!lines.length) return;
  const placesOf = async () =>
    (
      await tx.execute(sql`
        select i.commodity_id, i.warehouse_id, i.shelf_id, i.available
        from ${inventories} i join ${shelves} s on s.id = i.shelf_id
        where i.commodity_id = any(${`{${[...new Set(lines.map((l) => l.commodityId!))].join(',')}}`}::int[])
          and i.warehouse_id = any(${`{${[...new Set(lines.map((l) => l.warehouseId))].join(',')}}`}::int[])
        order by s.partition_id, s.number, s.id`)
    ).rows as { commodity_id: number; warehouse_id: number; shelf_id: number; available: number }[];
  // Lock every shelf holding them, then read what is available under the locks.
  await lockShelves(
    tx,
    (await placesOf()).map((p) => Number(p.shelf_id)),
  );
  const places = (await placesOf()).map((p) => ({
    commodityId: Number(p.commodity_id),
    warehouseId: Number(p.warehouse_id),
    shelfId: Number(p.shelf_id),
    available: Number(p.available),
  }));
  const allocations: (typeof logisticsOrderAllocations.$inferInsert)[] = [];
  for (const l of lines) {
    let need = l.quantity;
    const here = places.filter((p) => p.commodityId === l.commodityId && p.warehouseId === l.warehouseId);
    for (const p of here) {
      if (!need) break;
      const take = Math.min(need, p.available);
      if (take <= 0) continue;
      p.available -= take;
      need -= take;
      allocations.push({
        orderId: l.orderId,
        lineId: l.id,
        commodityId: p.commodityId,
        warehouseId: p.warehouseId,
        shelfId: p.shelfId,
        quantity: take,
      });
    }
    if (need > 0) {
      throw refused('orders.stockShort', {
        order: l.number,
        code: l.code,
        available: l.quantity - need,
        need: l.quantity,
      });
    }
  }
  for (const a of allocations) {
    // Conditional, like every decrement (stock.ts): under the shelf locks it cannot fail.
    const res = await tx.execute(sql`
      update inventories set available = available - ${a.quantity}, frozen = frozen + ${a.quantity}
      where commodity_id = ${a.commodityId} and warehouse_id = ${a.warehouseId} and shelf_id = ${a.shelfId}
        and available >= ${a.quantity}
      returning id`);
    if (!res.rows.length) throw new Error(`inventory of ${a.commodityId} on shelf ${a.shelfId}: not enough to freeze`);
  }
  await tx.insert(logisticsOrderAllocations).values(allocations);
}

/**
 * Gives back everything the orders hold, exactly: each allocation's unpicked part from frozen to
 * available on its shelf, its picked part put back on that shelf through the shelf ledger (a
 * put-away row naming the order); parcels picked off a shelf go back onto it (a parcel row on the
 * ledger); every line stops holding its goods (`active` false: the parcel may go on another
 * order). The picking module calls it too when it drops an order for good. In the caller's
 * transaction; the shelves locked first, in id order.
 */
export async function releaseOrderGoods(tx: Queryable, orderIds: number[], ctx: StockContext): Promise<void> {
  if (!orderIds.length) return;
  const held = await tx
    .select({
      id: logisticsOrderAllocations.id,
      commodityId: logisticsOrderAllocations.commodityId,
      warehouseId: logisticsOrderAllocations.warehouseId,
      shelfId: logisticsOrderAllocations.shelfId,
      quantity: logisticsOrderAllocations.quantity,
      picked: logisticsOrderAllocations.pickedQuantity,
      number: logisticsOrders.number,
      code: commodities.code,
    })
    .from(logisticsOrderAllocations)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, logisticsOrderAllocations.orderId))
    .innerJoin(commodities, eq(commodities.id, logisticsOrderAllocations.commodityId))
    .where(inArray(logisticsOrderAllocations.orderId, orderIds))
    .orderBy(asc(logisticsOrderAllocations.shelfId), asc(logisticsOrderAllocations.id));
  // Parcels picked off their shelves: the picking line says which shelf.
  const parcels = await tx
    .select({
      id: packages.id,
      number: packages.number,
      shelfId: pickingLines.shelfId,
    })
    .from(logisticsOrderLines)
    .innerJoin(packages, eq(packages.id, logisticsOrderLines.packageId))
    .innerJoin(
      pickingLines,
      and(eq(pickingLines.orderLineId, logisticsOrderLines.id), sql`${pickingLines.pickedQuantity} > 0`),
    )
    .where(
      and(
        inArray(logisticsOrderLines.orderId, orderIds),
        eq(logisticsOrderLines.kind, OrderLineKind.Package),
        eq(logisticsOrderLines.active, true),
        sql`${logisticsOrderLines.pickedQuantity} > 0`,
        isNull(packages.shelfId),
        sql`${pickingLines.shelfId} is not null`,
      ),
    );
  await lockShelves(tx, [
    ...held.flatMap((a) => (a.shelfId === null ? [] : [a.shelfId])),
    ...parcels.map((p) => p.shelfId!),
  ]);
  for (const a of held) {
    const frozen = a.quantity - a.picked;
    if (frozen > 0) {
      const res = await tx.execute(sql`
        update inventories set available = available + ${frozen}, frozen = frozen - ${frozen}
        where commodity_id = ${a.commodityId} and warehouse_id = ${a.warehouseId}
          and coalesce(shelf_id, 0) = ${a.shelfId ?? 0} and frozen >= ${frozen}
        returning id`);
      if (!res.rows.length) throw new Error(`allocation ${a.id}: its frozen stock is gone`);
    }
    if (a.picked > 0 && a.shelfId !== null) {
      await adjust(tx, {
        commodityId: a.commodityId,
        shelfId: a.shelfId,
        quantity: 'available',
        delta: a.picked,
        operationType: ShelfOperationType.PutOnShelves,
        relatedType: ShelfRelatedType.LogisticsOrder,
        relatedKey: a.number,
        content: t(ctx.lang, 'orders.log.returned', { code: a.code, quantity: a.picked, order: a.number }),
        ctx,
        // Goods that were on this shelf a moment ago: never refused for its capacity.
        isCount: true,
      });
    }
  }
  const byShelf = new Map<number, typeof parcels>();
  for (const p of parcels) byShelf.set(p.shelfId!, [...(byShelf.get(p.shelfId!) ?? []), p]);
  for (const [shelfId, list] of byShelf) {
    await placeParcels(tx, shelfId, list, 'on', ctx);
    await tx
      .update(packages)
      .set({ shelfId })
      .where(
        inArray(
          packages.id,
          list.map((p) => p.id),
        ),
      );
  }
  if (held.length) {
    // An allocation a picking line names stays, holding nothing; the others go.
    const ids = held.map((a) => a.id);
    await tx.execute(sql`
      delete from ${logisticsOrderAllocations} a where a.id = any(${`{${ids.join(',')}}`}::int[])
        and not exists (select 1 from ${pickingLines} pl where pl.allocation_id = a.id)`);
    await tx
      .update(logisticsOrderAllocations)
      .set({ quantity: 0, pickedQuantity: 0 })
      .where(inArray(logisticsOrderAllocations.id, ids));
  }
  await tx
    .update(logisticsOrderLines)
    .set({ active: false })
    .where(and(inArray(logisticsOrderLines.orderId, orderIds), eq(logisticsOrderLines.active, true)));
}

/** Whether every good of each order is in the warehouse: its parcels shelved (Shippable). Stock
 * lines are in by their nature (only available stock is ordered). */
export async function ordersWaitingForGoods(tx: Queryable, orderIds: number[]): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const rows = await tx.execute(sql`
    select distinct l.order_id from ${logisticsOrderLines} l join ${packages} p on p.id = l.package_id
    where l.order_id = any(${`{${orderIds.join(',')}}`}::int[]) and l.kind = ${OrderLineKind.Package} and l.active
      and p.status <> ${packageFlow.state.Shippable}`);
  return new Set((rows.rows as { order_id: number }[]).map((r) => Number(r.order_id)));
}
