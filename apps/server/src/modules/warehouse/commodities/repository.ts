import { createHash } from 'node:crypto';
import { AccountType, CommodityStatus, commodityCalls } from '@wms/contract';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  cargoTypes,
  commodities,
  commodityCategories,
  currencies,
  inventories,
  sites,
  users,
} from '../../../db/schema/index.js';
import { ownedBy } from '../../../platform/owner-scope.js';
import {
  contains,
  countQuery,
  dateParams,
  dateRangeParams,
  pagedList,
  pageWindow,
  param,
  presentKeys,
} from '../../../platform/paging.js';

export type CommodityRecord = typeof commodities.$inferSelect;
export type CommodityValues = Omit<typeof commodities.$inferInsert, 'id' | 'creationTime'>;

/** What every list may filter on. `ownerId` is the tenancy scope (a customer's own id) or the
 * staff's owner filter: applied here, once. */
export interface CommodityFilter {
  ownerId?: number;
  Content?: string;
  CategoryId?: number;
  CargoTypeId?: number;
  CommodityStatus?: number;
  SpecificationsAuditStatus?: number;
  StartDate?: string;
  EndDate?: string;
  /** Only commodities on sale with available stock (for orders). */
  orderable?: boolean;
  /** Inventory of one warehouse: sums cover it alone, and commodities without stock records there are left out. */
  warehouseId?: number;
  BelowWarning?: boolean;
}

export interface Paging {
  index: number;
  rows: number;
  sortType: number;
  descendingOrder: boolean;
}

// The expression of commodities_search_trgm, written the same so that the planner uses it.
const searchText = sql`(${commodities.code} || ' ' || ${commodities.sku} || ' ' || ${commodities.chineseName} || ' ' || ${commodities.englishName})`;

/** Commodities of the category or any category under it (commodity_categories_parent_idx, then commodities_category_idx). */
const inCategoryTree = sql`${commodities.categoryId} in (
  with recursive sub(id) as (
    select ${param('categoryId')}::int
    union
    select c.id from ${commodityCategories} c join sub on c.parent_id = sub.id
  ) select id from sub)`;

/** The values a list binds, by placeholder name; which are present decides the list's shape. */
function paramsOf(f: CommodityFilter, p: Paging) {
  const { limit, offset } = pageWindow(p);
  return {
    ownerId: f.ownerId,
    content: f.Content ? contains(f.Content) : undefined,
    categoryId: f.CategoryId || undefined,
    cargoTypeId: f.CargoTypeId || undefined,
    status: f.CommodityStatus || undefined,
    auditStatus: f.SpecificationsAuditStatus,
    ...dateParams(f),
    warehouseId: f.warehouseId,
    limit,
    offset,
  };
}
type Params = ReturnType<typeof paramsOf>;

const inWarehouse = (v: Params) =>
  v.warehouseId === undefined ? sql`` : sql` and ${inventories.warehouseId} = ${param('warehouseId')}`;

/** The filter, with a placeholder for each value present in `v`. */
function whereOf(f: CommodityFilter, v: Params): SQL | undefined {
  const has = (k: keyof Params) => v[k] !== undefined;
  return and(
    has('ownerId') ? eq(commodities.ownerId, param('ownerId')) : undefined,
    has('content') ? sql`${searchText} ilike ${param('content')}` : undefined,
    has('categoryId') ? inCategoryTree : undefined,
    has('cargoTypeId') ? eq(commodities.cargoTypeId, param('cargoTypeId')) : undefined,
    has('status') ? eq(commodities.status, param('status')) : undefined,
    has('auditStatus') ? eq(commodities.specificationsAuditStatus, param('auditStatus')) : undefined,
    dateRangeParams(commodities.creationTime, v),
    // Probes on inventories_place_uq (commodity_id, warehouse_id, ...).
    f.orderable
      ? sql`${commodities.status} = ${CommodityStatus.OnSale} and exists (select 1 from ${inventories} where ${inventories.commodityId} = ${commodities.id} and ${inventories.available} > 0${inWarehouse(v)})`
      : has('warehouseId')
        ? sql`exists (select 1 from ${inventories} where ${inventories.commodityId} = ${commodities.id}${inWarehouse(v)})`
        : undefined,
    f.BelowWarning
      ? sql`${commodities.warningQuantity} > 0 and (select coalesce(sum(${inventories.available}), 0) from ${inventories} where ${inventories.commodityId} = ${commodities.id}${inWarehouse(v)}) < ${commodities.warningQuantity}`
      : undefined,
  );
}

/** The inventory sums of each commodity of a page: one lateral aggregate per row on
 * inventories_place_uq, inside the page query (no query per row). */
function stockOf(db: Queryable, inWarehouse: boolean) {
  const sum = (c: AnyColumn) => sql<string>`coalesce(sum(${c}), 0)::bigint`;
  return db
    .select({
      total: sum(inventories.total).as('total'),
      available: sum(inventories.available).as('available'),
      frozen: sum(inventories.frozen).as('frozen'),
      defective: sum(inventories.defective).as('defective'),
      problem: sum(inventories.problem).as('problem'),
      inTransit: sum(inventories.inTransit).as('in_transit'),
    })
    .from(inventories)
    .where(
      and(
        eq(inventories.commodityId, commodities.id),
        inWarehouse ? eq(inventories.warehouseId, param('warehouseId')) : undefined,
      ),
    )
    .as('stock');
}

const currencyOf = {
  zhCn: currencies.nameZhCn,
  zhTw: currencies.nameZhTw,
  en: currencies.nameEn,
  code: currencies.code,
  symbol: currencies.symbol,
  decimals: currencies.decimals,
};

/** The commodity columns the list answers (CommodityListRow); the detail and the pickers take
 * every column. */
const listColumns = {
  id: commodities.id,
  code: commodities.code,
  sku: commodities.sku,
  chineseName: commodities.chineseName,
  englishName: commodities.englishName,
  price: commodities.price,
  actualWeight: commodities.actualWeight,
  length: commodities.length,
  width: commodities.width,
  height: commodities.height,
  salesMode: commodities.salesMode,
  status: commodities.status,
  pictures: commodities.pictures,
  specificationsAuditStatus: commodities.specificationsAuditStatus,
  remarks: commodities.remarks,
  creationTime: commodities.creationTime,
};

/** A commodity with its names and stock: every column (the detail, the pickers, the reports)
 * or only the list's (`list`); with `inWarehouse` the sums cover the warehouse bound as
 * `warehouseId` alone. */
function selectRows(db: Queryable, inWarehouse = false) {
  const stock = stockOf(db, inWarehouse);
  return {
    stock,
    query: db
      .select({
        c: commodities,
        userName: users.userName,
        nickName: users.nickName,
        siteName: sites.name,
        categoryName: commodityCategories.name,
        categoryNames: commodityCategories.nameI18n,
        cargoTypeName: cargoTypes.name,
        cargoTypeNames: cargoTypes.nameI18n,
        currency: currencyOf,
        stock: stockColumns(stock),
      })
      .from(commodities)
      .innerJoin(users, eq(users.id, commodities.ownerId))
      .innerJoin(sites, eq(sites.id, commodities.siteId))
      .leftJoin(commodityCategories, eq(commodityCategories.id, commodities.categoryId))
      .leftJoin(cargoTypes, eq(cargoTypes.id, commodities.cargoTypeId))
      .leftJoin(currencies, eq(currencies.id, commodities.currencyId))
      .leftJoinLateral(stock, sql`true`),
  };
}

/**
 * The owner's names, looked up for each row of a page. As a plain join, a generic plan (which
 * cannot know a page holds at most a few rows) hashed the whole users table for every page: with
 * a thousand customers ~0.2 ms a call, and the more customers, the more. `limit 1` keeps
 * PostgreSQL from folding the lookup back into a join.
 */
function ownerOf(db: Queryable) {
  return db
    .select({ userName: users.userName, nickName: users.nickName })
    .from(users)
    .where(eq(users.id, commodities.ownerId))
    .limit(1)
    .as('owner');
}

/** `selectRows` with the list's columns only. */
function selectListRows(db: Queryable, inWarehouse = false) {
  const stock = stockOf(db, inWarehouse);
  const owner = ownerOf(db);
  return {
    stock,
    query: db
      .select({
        c: listColumns,
        userName: owner.userName,
        nickName: owner.nickName,
        categoryName: commodityCategories.name,
        categoryNames: commodityCategories.nameI18n,
        cargoTypeName: cargoTypes.name,
        cargoTypeNames: cargoTypes.nameI18n,
        currency: currencyOf,
        stock: stockColumns(stock),
      })
      .from(commodities)
      .innerJoinLateral(owner, sql`true`)
      .leftJoin(commodityCategories, eq(commodityCategories.id, commodities.categoryId))
      .leftJoin(cargoTypes, eq(cargoTypes.id, commodities.cargoTypeId))
      .leftJoin(currencies, eq(currencies.id, commodities.currencyId))
      .leftJoinLateral(stock, sql`true`),
  };
}

const stockColumns = (stock: ReturnType<typeof stockOf>) => ({
  total: stock.total,
  available: stock.available,
  frozen: stock.frozen,
  defective: stock.defective,
  problem: stock.problem,
  inTransit: stock.inTransit,
});

type Selection = typeof selectRows | typeof selectListRows;
type RowsOf<S extends Selection> = Awaited<ReturnType<S>['query']>;

/** One page of commodities with their stock, in one of the declared orders of the commodity
 * lists (`commodityCalls.GetCommodity.sorts`): whole rows. */
export function listCommodities(db: Queryable, f: CommodityFilter, p: Paging) {
  return pageOfCommodities(db, f, p, selectRows, 'whole');
}

/** How many commodities of each state of the specification check the filter finds, the state
 * filter aside (the list's state tabs): one grouped count, prepared once per filter shape. */
export async function auditCounts(db: Queryable, f: CommodityFilter): Promise<Map<number, number>> {
  const g = { ...f, SpecificationsAuditStatus: undefined };
  const v = paramsOf(g, { index: 1, rows: 1, sortType: 0, descendingOrder: true });
  const rows = await db
    .select({ state: commodities.specificationsAuditStatus, n: sql<number>`count(*)::int` })
    .from(commodities)
    .where(whereOf(g, v))
    .groupBy(commodities.specificationsAuditStatus)
    // Named by a hash of its shape: PostgreSQL cuts a name at 63 bytes, and the filters' names
    // ran past it (two shapes cut to one name would have shared a statement).
    .prepare(
      `commodity_audit_counts_${createHash('sha1')
        .update(`${presentKeys(v)}:${g.orderable ? 'o' : ''}${g.BelowWarning ? 'w' : ''}`)
        .digest('base64url')
        .slice(0, 20)}`,
    )
    .execute(v);
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}

/** `listCommodities` with the list's columns only (GetCommodity). */
export function listCommodityRows(db: Queryable, f: CommodityFilter, p: Paging) {
  return pageOfCommodities(db, f, p, selectListRows, 'list');
}

function pageOfCommodities<S extends Selection>(
  db: Queryable,
  f: CommodityFilter,
  p: Paging,
  select: S,
  fields: string,
): Promise<{ rows: RowsOf<S>; total: number }> {
  const v = paramsOf(f, p);
  const shape = `commodities:${fields}:${presentKeys(v)}:${f.orderable ? 'o' : ''}${f.BelowWarning ? 'w' : ''}:${p.sortType}:${p.descendingOrder}`;
  return pagedList(
    db,
    shape,
    (db, among) => {
      const where = whereOf(f, v);
      const { stock, query } = select(db, v.warehouseId !== undefined);
      const order = p.descendingOrder ? desc : asc;
      const by = commodityCalls.GetCommodity.sorts[p.sortType] ?? 'CreationTime';
      const first =
        by === 'CommodityCode'
          ? order(sql`lower(${commodities.code})`)
          : by === 'Total'
            ? order(stock.total)
            : order(commodities.creationTime);
      const ordered = [first, order(commodities.id)];
      // A deep page finds its keys on the filter's index alone and decorates only those rows (a
      // plain OFFSET would join names and sum stock for every row it skips). Ordering by stock
      // needs the sums anyway.
      const page =
        by === 'Total'
          ? query
              .where(where)
              .orderBy(...ordered)
              .limit(param('limit'))
              .offset(param('offset'))
          : query
              .where(
                among(
                  commodities.id,
                  db
                    .select({ id: commodities.id })
                    .from(commodities)
                    .where(where)
                    .orderBy(...ordered)
                    .limit(param('limit'))
                    .offset(param('offset')),
                ),
              )
              .orderBy(...ordered);
      return { page, count: countQuery(db, commodities, where) };
    },
    v,
    v.content === undefined ? 'generic' : 'custom',
  ) as Promise<{ rows: RowsOf<S>; total: number }>;
}

/** One commodity with names and stock; `ownerId` scopes a customer to their own. */
export async function findCommodity(db: Queryable, id: number, ownerId?: number) {
  const [row] = await selectRows(db).query.where(and(eq(commodities.id, id), ownedBy(commodities.ownerId, ownerId)));
  return row;
}

/** The bare row, locked for a write; `ownerId` scopes a customer to their own. */
export async function lockCommodity(db: Queryable, id: number, ownerId?: number): Promise<CommodityRecord | undefined> {
  const [row] = await db
    .select()
    .from(commodities)
    .where(and(eq(commodities.id, id), ownedBy(commodities.ownerId, ownerId)))
    .for('update');
  return row;
}

export async function lockCommodities(db: Queryable, ids: number[]): Promise<CommodityRecord[]> {
  return db.select().from(commodities).where(inArray(commodities.id, ids)).orderBy(asc(commodities.id)).for('update');
}

/** The codes among `codes` (lower case) the owner already uses, except on `exceptId`. */
export async function takenCodes(db: Queryable, ownerId: number, codes: string[], exceptId?: number) {
  if (!codes.length) return new Set<string>();
  const rows = await db
    .select({ code: sql<string>`lower(${commodities.code})` })
    .from(commodities)
    .where(
      and(
        eq(commodities.ownerId, ownerId),
        inArray(sql`lower(${commodities.code})`, codes),
        exceptId ? sql`${commodities.id} <> ${exceptId}` : undefined,
      ),
    );
  return new Set(rows.map((r) => r.code));
}

export async function insertCommodities(db: Queryable, values: CommodityValues[]): Promise<number[]> {
  const ids: number[] = [];
  // Chunks keep each statement under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .insert(commodities)
      .values(values.slice(i, i + 1000))
      .returning({ id: commodities.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function updateCommodity(db: Queryable, id: number, v: Partial<CommodityValues>) {
  await db.update(commodities).set(v).where(eq(commodities.id, id));
}

export async function setAuditStatus(db: Queryable, ids: number[], status: number) {
  await db.update(commodities).set({ specificationsAuditStatus: status }).where(inArray(commodities.id, ids));
}

export async function deleteCommodity(db: Queryable, id: number) {
  await db.delete(commodities).where(eq(commodities.id, id));
}

/** Total stock and in-transit quantity of a commodity, and whether any quantity is above zero. */
export async function stockOfCommodity(db: Queryable, id: number) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${inventories.total}), 0)::bigint`,
      inTransit: sql<string>`coalesce(sum(${inventories.inTransit}), 0)::bigint`,
      any: sql<boolean>`coalesce(bool_or(${inventories.total} + ${inventories.available} + ${inventories.frozen} + ${inventories.defective} + ${inventories.problem} + ${inventories.inTransit} > 0), false)`,
    })
    .from(inventories)
    .where(eq(inventories.commodityId, id));
  return { total: Number(row?.total ?? 0), inTransit: Number(row?.inTransit ?? 0), any: !!row?.any };
}

/** A customer user's site, or nothing when the id is not an active customer. */
export async function customerSite(db: Queryable, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ siteId: users.siteId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountType, AccountType.Customer), eq(users.isDeactivate, false)));
  return row?.siteId;
}

export async function activeCurrencies(db: Queryable) {
  return db
    .select({
      id: currencies.id,
      code: currencies.code,
      name: { zhCn: currencies.nameZhCn, zhTw: currencies.nameZhTw, en: currencies.nameEn },
      decimals: currencies.decimals,
    })
    .from(currencies)
    .where(eq(currencies.isDeactivate, false))
    .orderBy(asc(currencies.code));
}
