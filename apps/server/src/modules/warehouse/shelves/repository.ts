import type { GetShelveLogsBody, GetShelvesBody, GetShelvesByPartitionBody, ShelfRow } from '@wms/contract';
import { shelfCalls } from '@wms/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { shelfLogs, shelves, users, warehousePartitions, warehouses } from '../../../db/schema/index.js';
import {
  contains,
  countQuery,
  dateParams,
  dateRange,
  dateRangeParams,
  isoTime,
  pagedList,
  pageOf,
  pageWindow,
  param,
  presentKeys,
  sortBy,
} from '../../../platform/paging.js';

export type ShelfValues = Omit<typeof shelves.$inferInsert, 'id' | 'creationTime'>;

/** A shelf with the names of its warehouse and partition. */
const withNames = {
  s: shelves,
  warehouseName: warehouses.name,
  warehouseCode: warehouses.code,
  partitionName: warehousePartitions.name,
};
function selectNamed(db: Queryable) {
  return db
    .select(withNames)
    .from(shelves)
    .innerJoin(warehouses, eq(warehouses.id, shelves.warehouseId))
    .innerJoin(warehousePartitions, eq(warehousePartitions.id, shelves.partitionId));
}
export type NamedShelf = Awaited<ReturnType<typeof selectNamed>>[number];

/** `12.500` -> `12.5`: the contract's decimal text of a numeric(12, 3) figure. */
const decimalText = (e: SQLWrapper) => sql<string>`trim_scale(${e})::text`;
/** The goods need more than a recorded size of the shelf (0 = no size recorded, no limit). */
const over = (used: SQLWrapper, size: SQLWrapper) => sql`(${size} > 0 and ${used} > ${size})`;

/**
 * A shelf's figures, worked out by PostgreSQL in exact numeric (test/shelf-figures.test.ts): what
 * the goods take, never shown as more than the shelf has (the excess is `IsOverCapacity`), and
 * what is left, never below 0. In SQL rather than on the rows: a page then comes back in the
 * contract's shape and goes out as it is (parsing 20 decimal texts a row was a tenth of a list
 * call's CPU).
 */
export function shelfFigures(size: SQLWrapper, used: SQLWrapper) {
  return {
    size: decimalText(size),
    used: decimalText(sql`case when ${over(used, size)} then ${size} else ${used} end`),
    over: over(used, size),
    remaining: decimalText(sql`greatest(${size} - ${used}, 0)`),
  };
}

const length = shelfFigures(shelves.length, shelves.usedLength);
const width = shelfFigures(shelves.width, shelves.usedWidth);
const height = shelfFigures(shelves.height, shelves.usedHeight);

/** A row of the shelf lists and the shelf's detail, as the contract has it. */
const shelfRow = {
  Id: shelves.id,
  ShelvesNumber: shelves.number,
  GoodsQuantity: shelves.goodsQuantity,
  IsExistingGoods: sql<boolean>`${shelves.goodsQuantity} > 0`,
  ShelvesLength: length.size,
  ShelvesWide: width.size,
  ShelvesHigh: height.size,
  UsedLength: length.used,
  UsedWide: width.used,
  UsedHigh: height.used,
  IsOverCapacity: sql<boolean>`(${length.over} or ${width.over} or ${height.over})`,
  RemainingLength: length.remaining,
  RemainingWide: width.remaining,
  RemainingHigh: height.remaining,
  WarehouseId: shelves.warehouseId,
  WarehouseName: warehouses.name,
  PartitionId: shelves.partitionId,
  WarehousePartitionName: warehousePartitions.name,
  IsDeactivate: shelves.isDeactivate,
  Remarks: shelves.remarks,
  CreationTime: isoTime(shelves.creationTime),
} satisfies Record<keyof ShelfRow, SQLWrapper>;

function selectRows(db: Queryable) {
  return db
    .select(shelfRow)
    .from(shelves)
    .innerJoin(warehouses, eq(warehouses.id, shelves.warehouseId))
    .innerJoin(warehousePartitions, eq(warehousePartitions.id, shelves.partitionId));
}

export function listShelves(db: Queryable, q: GetShelvesBody) {
  const { limit, offset } = pageWindow(q);
  const v = {
    content: q.Content ? contains(q.Content) : undefined,
    warehouseId: q.WarehouseId || undefined,
    partitionId: q.PartitionId || undefined,
    isDeactivate: q.IsDeactivate,
    ...dateParams(q),
    limit,
    offset,
  };
  const goods = q.IsExistingGoods === undefined ? '' : q.IsExistingGoods ? 'g' : 'e';
  const shape = `shelves:${presentKeys(v)}:${goods}:${q.sortType}:${q.descendingOrder}`;
  return pagedList(
    db,
    shape,
    (db, among) => {
      const has = (k: keyof typeof v) => v[k] !== undefined;
      const where = and(
        has('content') ? ilike(shelves.number, param('content')) : undefined,
        has('warehouseId') ? eq(shelves.warehouseId, param('warehouseId')) : undefined,
        has('partitionId') ? eq(shelves.partitionId, param('partitionId')) : undefined,
        has('isDeactivate') ? eq(shelves.isDeactivate, param('isDeactivate')) : undefined,
        goods === 'g' ? sql`${shelves.goodsQuantity} > 0` : goods === 'e' ? eq(shelves.goodsQuantity, 0) : undefined,
        dateRangeParams(shelves.creationTime, v),
      );
      // Ids grow with creation, so the id order is the creation order and rides the indexes.
      const ordered = sortBy(
        q,
        shelfCalls.GetShelves.sorts,
        {
          CreationTime: shelves.id,
          ShelvesNumber: sql`lower(${shelves.number})`,
          GoodsQuantity: shelves.goodsQuantity,
        },
        shelves.id,
      );
      // A deep page finds its keys on the shelves' indexes alone, then joins names to those rows only.
      const keys = db
        .select({ id: shelves.id })
        .from(shelves)
        .where(where)
        .orderBy(...ordered)
        .limit(param('limit'))
        .offset(param('offset'));
      return {
        page: selectRows(db)
          .where(among(shelves.id, keys))
          .orderBy(...ordered),
        count: countQuery(db, shelves, where),
      };
    },
    v,
    v.content === undefined ? 'generic' : 'custom',
  );
}

export async function findShelf(db: Queryable, id: number): Promise<ShelfRow | undefined> {
  const [row] = await selectRows(db).where(eq(shelves.id, id));
  return row;
}

/** The shelves of the ids, in the order the ids are given (labels print in that order). */
export async function shelvesByIds(db: Queryable, ids: number[]): Promise<NamedShelf[]> {
  const rows = await selectNamed(db).where(inArray(shelves.id, ids));
  const byId = new Map(rows.map((r) => [r.s.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export async function partitionOf(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: warehousePartitions.id, warehouseId: warehousePartitions.warehouseId })
    .from(warehousePartitions)
    .where(eq(warehousePartitions.id, id));
  return row;
}

export async function warehouseExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id));
  return !!row;
}

/**
 * Shelf numbers travel to the database as one newline-joined text (numbers are printable ASCII,
 * so never hold a newline): a batch of 10 000 stays one parameter instead of running into the
 * protocol's 65 535-parameter limit.
 */
const numberList = (numbers: string[]) => sql`string_to_array(${numbers.join('\n')}, E'\n')`;

/** Which of the numbers the warehouse already has, whatever the case (one indexed query). */
export async function takenNumbers(db: Queryable, warehouseId: number, numbers: string[], exceptId?: number) {
  if (!numbers.length) return [];
  const lower = numbers.map((n) => n.toLowerCase());
  const rows = await db
    .select({ number: shelves.number })
    .from(shelves)
    .where(
      and(
        eq(shelves.warehouseId, warehouseId),
        sql`lower(${shelves.number}) = any(${numberList(lower)})`,
        exceptId ? ne(shelves.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(shelves.number));
  return rows.map((r) => r.number);
}

/** Many shelves alike but for their number, in one statement; ids follow the order given. */
export async function insertNumbered(
  db: Queryable,
  common: Omit<ShelfValues, 'number'>,
  numbers: string[],
): Promise<number> {
  const res = await db.execute(sql`
    insert into shelves (warehouse_id, partition_id, number, length, width, height, remarks)
    select ${common.warehouseId}, ${common.partitionId}, n.number, ${common.length}, ${common.width},
      ${common.height}, ${common.remarks ?? ''}
    from unnest(${numberList(numbers)}) with ordinality as n(number, i)
    order by n.i
    returning id`);
  return res.rows.length;
}

export async function insertShelves(db: Queryable, values: ShelfValues[]): Promise<number[]> {
  const rows = await db.insert(shelves).values(values).returning({ id: shelves.id });
  return rows.map((r) => r.id);
}

export async function updateShelf(db: Queryable, id: number, v: Partial<ShelfValues>) {
  await db.update(shelves).set(v).where(eq(shelves.id, id));
}

export async function deleteShelf(db: Queryable, id: number) {
  await db.delete(shelves).where(eq(shelves.id, id));
}

/** The shelves found, with what they hold. */
export function setDeactivated(db: Queryable, ids: number[], isDeactivate: boolean) {
  return db
    .update(shelves)
    .set({ isDeactivate })
    .where(inArray(shelves.id, ids))
    .returning({ id: shelves.id, number: shelves.number, goodsQuantity: shelves.goodsQuantity });
}

/** Active shelves for the picker, by number. */
export function shelfOptions(db: Queryable, q: GetShelvesByPartitionBody) {
  const where = and(
    eq(shelves.isDeactivate, false),
    q.PartitionId ? eq(shelves.partitionId, q.PartitionId) : undefined,
    q.WarehouseId ? eq(shelves.warehouseId, q.WarehouseId) : undefined,
    q.Content ? ilike(shelves.number, contains(q.Content)) : undefined,
    q.ExceptShelfId ? ne(shelves.id, q.ExceptShelfId) : undefined,
  );
  const { limit, offset } = pageWindow(q);
  return pageOf(
    selectNamed(db)
      .where(where)
      .orderBy(asc(sql`lower(${shelves.number})`), asc(shelves.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(shelves).where(where),
  );
}

export function logsOf(db: Queryable, q: GetShelveLogsBody) {
  const where = and(
    eq(shelfLogs.shelfId, q.ShelfId),
    q.OperationType ? eq(shelfLogs.operationType, q.OperationType) : undefined,
    dateRange(shelfLogs.creationTime, q),
  );
  const { limit, offset } = pageWindow(q);
  const order = q.descendingOrder ? desc : asc;
  return pageOf(
    db
      .select({ l: shelfLogs, operatorName: users.userName })
      .from(shelfLogs)
      .leftJoin(users, eq(users.id, shelfLogs.operatorId))
      .where(where)
      .orderBy(order(shelfLogs.creationTime), order(shelfLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(shelfLogs).where(where),
  );
}

/** The shelves a scanned label names, in every warehouse (a number is unique within a warehouse,
 * whatever the case; dashes kept), with their warehouse's name: a floor scan of a shelf of another
 * warehouse says whose shelf it is, and signing refuses any shelf label of ours. Read only when a
 * scan is no shelf of the expected warehouse, or no parcel, so the few rows of a number are cheap. */
export function shelvesByNumber(db: Queryable, number: string) {
  return db
    .select({
      id: shelves.id,
      number: shelves.number,
      warehouseId: shelves.warehouseId,
      warehouseName: warehouses.name,
    })
    .from(shelves)
    .innerJoin(warehouses, eq(warehouses.id, shelves.warehouseId))
    .where(sql`lower(${shelves.number}) = lower(${number})`)
    .orderBy(shelves.id)
    .limit(10);
}
