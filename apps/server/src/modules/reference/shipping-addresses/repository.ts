import { shippingAddressCalls } from '@wms/contract';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { shippingAddresses, siteWarehouses, users, warehouses } from '../../../db/schema/index.js';
import { contains, countQuery, dateRange, pageOf, pageWindow, sortBy } from '../../../platform/paging.js';

export type ShippingAddressValues = Omit<typeof shippingAddresses.$inferInsert, 'id' | 'creationTime'>;
export type ShippingAddressRecord = { a: typeof shippingAddresses.$inferSelect; warehouseName: string };

interface ListQuery {
  index: number;
  rows: number;
  sortType: number;
  descendingOrder: boolean;
  StartDate?: string;
  EndDate?: string;
  Content?: string;
  WarehouseId?: number;
  ShippingAddressType?: number;
  IsDeactivate?: boolean;
}

/** The text the Content filter searches; the same expression backs the trigram index. */
const searchText = sql`(${shippingAddresses.consignee} || ' ' || ${shippingAddresses.address} || ' ' || ${shippingAddresses.phone})`;

const withWarehouse = (db: Queryable) =>
  db
    .select({ a: shippingAddresses, warehouseName: warehouses.name })
    .from(shippingAddresses)
    .innerJoin(warehouses, eq(warehouses.id, shippingAddresses.warehouseId));

export function listShippingAddresses(db: Queryable, q: ListQuery) {
  const where = and(
    q.Content ? ilike(searchText, contains(q.Content)) : undefined,
    q.WarehouseId ? eq(shippingAddresses.warehouseId, q.WarehouseId) : undefined,
    q.ShippingAddressType ? eq(shippingAddresses.shippingAddressType, q.ShippingAddressType) : undefined,
    q.IsDeactivate === undefined ? undefined : eq(shippingAddresses.isDeactivate, q.IsDeactivate),
    dateRange(shippingAddresses.creationTime, q),
  );
  const { limit, offset } = pageWindow(q);
  const order = {
    CreationTime: shippingAddresses.creationTime,
    WarehouseName: warehouses.name,
    Consignee: shippingAddresses.consignee,
  };
  return pageOf(
    withWarehouse(db)
      .where(where)
      .orderBy(...sortBy(q, shippingAddressCalls.GetShippingAddresses.sorts, order, shippingAddresses.id))
      .limit(limit)
      .offset(offset),
    countQuery(db, shippingAddresses, where),
  );
}

export async function findShippingAddress(db: Queryable, id: number): Promise<ShippingAddressRecord | undefined> {
  const [row] = await withWarehouse(db).where(eq(shippingAddresses.id, id));
  return row;
}

export async function insertShippingAddress(db: Queryable, v: ShippingAddressValues): Promise<number> {
  const [row] = await db.insert(shippingAddresses).values(v).returning({ id: shippingAddresses.id });
  return row!.id;
}

export async function updateShippingAddress(db: Queryable, id: number, v: ShippingAddressValues): Promise<boolean> {
  const rows = await db
    .update(shippingAddresses)
    .set(v)
    .where(eq(shippingAddresses.id, id))
    .returning({ id: shippingAddresses.id });
  return rows.length > 0;
}

export async function deleteShippingAddress(db: Queryable, id: number): Promise<boolean> {
  const rows = await db
    .delete(shippingAddresses)
    .where(eq(shippingAddresses.id, id))
    .returning({ id: shippingAddresses.id });
  return rows.length > 0;
}

export async function setDeactivated(db: Queryable, ids: number[], isDeactivate: boolean): Promise<number> {
  const rows = await db
    .update(shippingAddresses)
    .set({ isDeactivate })
    .where(inArray(shippingAddresses.id, ids))
    .returning({ id: shippingAddresses.id });
  return rows.length;
}

/** Active addresses of the active warehouses serving a site. */
export function siteShippingAddresses(
  db: Queryable,
  siteId: number,
  q: { WarehouseId?: number; ShippingAddressType?: number },
) {
  return withWarehouse(db)
    .innerJoin(
      siteWarehouses,
      and(eq(siteWarehouses.warehouseId, shippingAddresses.warehouseId), eq(siteWarehouses.siteId, siteId)),
    )
    .where(
      and(
        eq(shippingAddresses.isDeactivate, false),
        eq(warehouses.isDeactivate, false),
        q.WarehouseId ? eq(shippingAddresses.warehouseId, q.WarehouseId) : undefined,
        q.ShippingAddressType ? eq(shippingAddresses.shippingAddressType, q.ShippingAddressType) : undefined,
      ),
    )
    .orderBy(asc(warehouses.name), asc(shippingAddresses.shippingAddressType), asc(shippingAddresses.id));
}

export async function customerCodeOf(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.select({ code: users.customerCode }).from(users).where(eq(users.id, userId));
  return row?.code ?? '';
}

export async function warehouseExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id));
  return !!row;
}
