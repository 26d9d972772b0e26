import { warehouseCalls, warehousePartitionCalls } from '@wms/contract';
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { shelves, sites, siteWarehouses, warehousePartitions, warehouses } from '../../../db/schema/index.js';
import { outer } from '../../../platform/outer.js';
import { contains, dateRange, pageOf, pageWindow, sortBy } from '../../../platform/paging.js';

export type WarehouseRecord = typeof warehouses.$inferSelect;
export type WarehouseValues = Omit<typeof warehouses.$inferInsert, 'id' | 'creationTime'>;
export type PartitionValues = Omit<typeof warehousePartitions.$inferInsert, 'id' | 'creationTime'>;

interface ListQuery {
  index: number;
  rows: number;
  sortType: number;
  descendingOrder: boolean;
  StartDate?: string;
  EndDate?: string;
  Content?: string;
  IsDeactivate?: boolean;
}

// `id` is a parent id value or `outer(parent.id)`: a bare column would render unqualified in a
// single-table select and bind to the child's own id (see platform/outer.ts).
const shelfCount = (column: typeof shelves.warehouseId | typeof shelves.partitionId, id: unknown) =>
  sql<number>`(select count(*)::int from ${shelves} where ${column} = ${id})`;
const partitionCount = (id: unknown) =>
  sql<number>`(select count(*)::int from ${warehousePartitions} where ${warehousePartitions.warehouseId} = ${id})`;

/** One page of warehouses with their partition and shelf counts: one query, counts as
 * correlated sub-selects keyed on each row's id (index probes on shelves_wh_idx and
 * warehouse_partitions_name_uq, whose first column is the warehouse). The sites of the page come
 * with `sitesOf`. */
export function listWarehouses(db: Queryable, q: ListQuery & { SiteId?: number }) {
  const where = and(
    q.Content
      ? or(ilike(warehouses.name, contains(q.Content)), ilike(warehouses.code, contains(q.Content)))
      : undefined,
    q.IsDeactivate === undefined ? undefined : eq(warehouses.isDeactivate, q.IsDeactivate),
    q.SiteId
      ? sql`exists (select 1 from ${siteWarehouses} where ${siteWarehouses.warehouseId} = ${outer(warehouses.id)} and ${siteWarehouses.siteId} = ${q.SiteId})`
      : undefined,
    dateRange(warehouses.creationTime, q),
  );
  const { limit, offset } = pageWindow(q);
  return pageOf(
    db
      .select({
        w: warehouses,
        partitions: partitionCount(outer(warehouses.id)),
        shelves: shelfCount(shelves.warehouseId, outer(warehouses.id)),
      })
      .from(warehouses)
      .where(where)
      .orderBy(
        ...sortBy(
          q,
          warehouseCalls.GetWarehouses.sorts,
          {
            CreationTime: warehouses.creationTime,
            Name: warehouses.name,
            Code: warehouses.code,
            PartitionCount: partitionCount(outer(warehouses.id)),
            ShelfCount: shelfCount(shelves.warehouseId, outer(warehouses.id)),
          },
          warehouses.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(warehouses).where(where),
  );
}

/** The sites each of the warehouses serves, by name. */
export async function sitesOf(db: Queryable, warehouseIds: number[]) {
  const map = new Map<number, { Id: number; Name: string }[]>();
  if (!warehouseIds.length) return map;
  const rows = await db
    .select({ warehouseId: siteWarehouses.warehouseId, Id: sites.id, Name: sites.name })
    .from(siteWarehouses)
    .innerJoin(sites, eq(sites.id, siteWarehouses.siteId))
    .where(inArray(siteWarehouses.warehouseId, warehouseIds))
    .orderBy(asc(sites.name), asc(sites.id));
  for (const { warehouseId, ...site } of rows) map.set(warehouseId, [...(map.get(warehouseId) ?? []), site]);
  return map;
}

export async function findWarehouse(db: Queryable, id: number, lock = false): Promise<WarehouseRecord | undefined> {
  const q = db.select().from(warehouses).where(eq(warehouses.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function warehouseNamed(db: Queryable, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(sql`lower(${warehouses.name}) = lower(${name})`, exceptId ? ne(warehouses.id, exceptId) : undefined));
  return row;
}

export async function insertWarehouse(db: Queryable, v: WarehouseValues): Promise<number> {
  const [row] = await db.insert(warehouses).values(v).returning({ id: warehouses.id });
  return row!.id;
}

export async function updateWarehouse(db: Queryable, id: number, v: Partial<WarehouseValues>) {
  await db.update(warehouses).set(v).where(eq(warehouses.id, id));
}

export async function replaceSites(db: Queryable, warehouseId: number, siteIds: number[]) {
  await db.delete(siteWarehouses).where(eq(siteWarehouses.warehouseId, warehouseId));
  if (siteIds.length) await db.insert(siteWarehouses).values(siteIds.map((siteId) => ({ siteId, warehouseId })));
}

export async function missingSiteIds(db: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db.select({ id: sites.id }).from(sites).where(inArray(sites.id, ids));
  const have = new Set(found.map((r) => r.id));
  return ids.filter((id) => !have.has(id));
}

export async function dependantsOfWarehouse(db: Queryable, id: number) {
  const [row] = await db
    .select({
      partitions: partitionCount(id),
      shelves: shelfCount(shelves.warehouseId, id),
    })
    .from(sql`(select 1) as one`);
  return { partitions: Number(row?.partitions ?? 0), shelves: Number(row?.shelves ?? 0) };
}

export async function deleteWarehouse(db: Queryable, id: number) {
  await db.delete(warehouses).where(eq(warehouses.id, id));
}

export async function setWarehousesDeactivated(db: Queryable, ids: number[], isDeactivate: boolean) {
  const rows = await db
    .update(warehouses)
    .set({ isDeactivate })
    .where(inArray(warehouses.id, ids))
    .returning({ id: warehouses.id });
  return rows.length;
}

/** Active warehouses serving a site (all sites when absent), by name. */
export function warehouseOptions(db: Queryable, siteId?: number) {
  const base = db.select({ Id: warehouses.id, Name: warehouses.name }).from(warehouses);
  const q = siteId
    ? base
        .innerJoin(
          siteWarehouses,
          and(eq(siteWarehouses.warehouseId, warehouses.id), eq(siteWarehouses.siteId, siteId)),
        )
        .where(eq(warehouses.isDeactivate, false))
    : base.where(eq(warehouses.isDeactivate, false));
  return q.orderBy(asc(warehouses.name), asc(warehouses.id));
}

export async function serves(db: Queryable, siteId: number, warehouseId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(siteWarehouses)
    .where(and(eq(siteWarehouses.siteId, siteId), eq(siteWarehouses.warehouseId, warehouseId)));
  return !!row;
}

// ---- Partitions ----

export function listPartitions(
  db: Queryable,
  q: ListQuery & { SiteId?: number; WarehouseId?: number; PartitionType?: number },
) {
  const where = and(
    q.Content ? ilike(warehousePartitions.name, contains(q.Content)) : undefined,
    q.SiteId ? eq(warehousePartitions.siteId, q.SiteId) : undefined,
    q.WarehouseId ? eq(warehousePartitions.warehouseId, q.WarehouseId) : undefined,
    q.PartitionType ? eq(warehousePartitions.partitionType, q.PartitionType) : undefined,
    q.IsDeactivate === undefined ? undefined : eq(warehousePartitions.isDeactivate, q.IsDeactivate),
    dateRange(warehousePartitions.creationTime, q),
  );
  const { limit, offset } = pageWindow(q);
  return pageOf(
    db
      .select({
        p: warehousePartitions,
        siteName: sites.name,
        warehouseName: warehouses.name,
        shelves: shelfCount(shelves.partitionId, outer(warehousePartitions.id)),
      })
      .from(warehousePartitions)
      .innerJoin(sites, eq(sites.id, warehousePartitions.siteId))
      .innerJoin(warehouses, eq(warehouses.id, warehousePartitions.warehouseId))
      .where(where)
      .orderBy(
        ...sortBy(
          q,
          warehousePartitionCalls.GetWarehousePartitions.sorts,
          {
            CreationTime: warehousePartitions.creationTime,
            Name: warehousePartitions.name,
            WarehouseName: warehouses.name,
            ShelfCount: shelfCount(shelves.partitionId, outer(warehousePartitions.id)),
          },
          warehousePartitions.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(warehousePartitions).where(where),
  );
}

export async function findPartition(db: Queryable, id: number) {
  const [row] = await db
    .select({ p: warehousePartitions, siteName: sites.name, warehouseName: warehouses.name })
    .from(warehousePartitions)
    .innerJoin(sites, eq(sites.id, warehousePartitions.siteId))
    .innerJoin(warehouses, eq(warehouses.id, warehousePartitions.warehouseId))
    .where(eq(warehousePartitions.id, id));
  return row;
}

export async function partitionNamed(db: Queryable, warehouseId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: warehousePartitions.id })
    .from(warehousePartitions)
    .where(
      and(
        eq(warehousePartitions.warehouseId, warehouseId),
        sql`lower(${warehousePartitions.name}) = lower(${name})`,
        exceptId ? ne(warehousePartitions.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertPartition(db: Queryable, v: PartitionValues): Promise<number> {
  const [row] = await db.insert(warehousePartitions).values(v).returning({ id: warehousePartitions.id });
  return row!.id;
}

export async function updatePartition(db: Queryable, id: number, v: Partial<PartitionValues>) {
  await db.update(warehousePartitions).set(v).where(eq(warehousePartitions.id, id));
}

export async function shelvesOfPartition(db: Queryable, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shelves).where(eq(shelves.partitionId, id));
  return Number(row?.n ?? 0);
}

export async function deletePartition(db: Queryable, id: number) {
  await db.delete(warehousePartitions).where(eq(warehousePartitions.id, id));
}

/** Active partitions of the warehouses serving a site (of one warehouse when given), by name. */
export function partitionOptions(db: Queryable, siteId: number, warehouseId?: number) {
  return db
    .select({ Id: warehousePartitions.id, Name: warehousePartitions.name })
    .from(warehousePartitions)
    .innerJoin(warehouses, eq(warehouses.id, warehousePartitions.warehouseId))
    .where(
      and(
        eq(warehousePartitions.siteId, siteId),
        eq(warehousePartitions.isDeactivate, false),
        eq(warehouses.isDeactivate, false),
        warehouseId ? eq(warehousePartitions.warehouseId, warehouseId) : undefined,
      ),
    )
    .orderBy(asc(warehousePartitions.name), asc(warehousePartitions.id));
}
