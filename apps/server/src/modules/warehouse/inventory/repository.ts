import { type GetInventoryReportBody, type InventoryQuantities, inventoryCalls } from '@wms/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { commodities, inventories, shelves, users, warehouses } from '../../../db/schema/index.js';
import { ownedBy } from '../../../platform/owner-scope.js';
import { contains, pageOf, pageWindow, sortBy } from '../../../platform/paging.js';

/** The commodity search text: the very expression of the `commodities_search_trgm` index. */
const commodityText = sql`(${commodities.code} || ' ' || ${commodities.sku} || ' ' || ${commodities.chineseName} || ' ' || ${commodities.englishName})`;

/**
 * One page of stock places with their commodity, owner, warehouse and shelf: one query and one
 * count. `ownerId` scopes a customer to its own commodities (applied here, once).
 */
export function report(db: Queryable, q: Omit<GetInventoryReportBody, 'OwnerId'>, ownerId?: number) {
  const where = and(
    sql`(${inventories.total} > 0 or ${inventories.inTransit} > 0)`,
    q.Content ? sql`${commodityText} ilike ${contains(q.Content)}` : undefined,
    q.WarehouseId ? eq(inventories.warehouseId, q.WarehouseId) : undefined,
    q.ShelfId ? eq(inventories.shelfId, q.ShelfId) : undefined,
    q.CommodityId ? eq(inventories.commodityId, q.CommodityId) : undefined,
    ownedBy(commodities.ownerId, ownerId),
  );
  const { limit, offset } = pageWindow(q);
  return pageOf(
    db
      .select({
        i: inventories,
        code: commodities.code,
        sku: commodities.sku,
        chineseName: commodities.chineseName,
        ownerId: commodities.ownerId,
        ownerName: users.userName,
        customerCode: users.customerCode,
        warehouseName: warehouses.name,
        shelfNumber: shelves.number,
      })
      .from(inventories)
      .innerJoin(commodities, eq(commodities.id, inventories.commodityId))
      .innerJoin(users, eq(users.id, commodities.ownerId))
      .innerJoin(warehouses, eq(warehouses.id, inventories.warehouseId))
      .leftJoin(shelves, eq(shelves.id, inventories.shelfId))
      .where(where)
      .orderBy(
        ...sortBy(
          q,
          inventoryCalls.GetInventoryReport.sorts,
          {
            // A commodity's places together, by warehouse, the stock off the shelves first.
            CommodityCode: [commodities.code, warehouses.name, sql`(${shelves.number} is not null)`, shelves.number],
            WarehouseName: [warehouses.name, shelves.number],
            ShelvesNumber: shelves.number,
            Available: inventories.available,
            Total: inventories.total,
          },
          inventories.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ count: count() })
      .from(inventories)
      .innerJoin(commodities, eq(commodities.id, inventories.commodityId))
      .where(where),
  );
}

/** The quantities of one commodity on one shelf (zeros when it has none there). */
export async function quantitiesAt(db: Queryable, commodityId: number, shelfId: number): Promise<InventoryQuantities> {
  const [row] = await db
    .select()
    .from(inventories)
    .where(and(eq(inventories.commodityId, commodityId), eq(inventories.shelfId, shelfId)));
  return {
    Total: row?.total ?? 0,
    Available: row?.available ?? 0,
    Frozen: row?.frozen ?? 0,
    Defective: row?.defective ?? 0,
    Problem: row?.problem ?? 0,
    InTransit: row?.inTransit ?? 0,
  };
}

export async function commodityOf(db: Queryable, id: number): Promise<{ code: string; ownerId: number } | undefined> {
  const [row] = await db
    .select({ code: commodities.code, ownerId: commodities.ownerId })
    .from(commodities)
    .where(eq(commodities.id, id));
  return row;
}
