import { type Lang, ShelfOperationType, ShelfRelatedType } from '@wms/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { commodities, shelfLogs, shelves } from '../../../db/schema/index.js';
import { invalid, refused } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { type Ledger, post } from '../../../platform/ledger.js';
import { param } from '../../../platform/paging.js';
import { prepared } from '../../../platform/prepared.js';
import { selectLabel } from '../../../platform/select.js';

/**
 * THE place stock moves. Every change of an inventory quantity goes through these functions, inside
 * the caller's transaction, so that three things always hold:
 * - no quantity goes below 0: decrements are conditional updates (`... where available >= n`),
 *   increments are upserts; nothing is read, changed in JavaScript and written back;
 * - a shelf's `goods_quantity` is the sum of the `total` of the inventories on it
 *   (total = available + frozen + defective + problem; in-transit stock is on no shelf), plus one
 *   for each parcel on it (`placeParcels`: a parcel is one piece of goods);
 * - the shelves involved are locked first, in id order, so two movements touching the same
 *   shelves queue instead of deadlocking, whichever direction they go.
 * Each movement writes a shelf log on every shelf it touches. A caller that changes stock on
 * several shelves in one transaction (a put-away of a whole document) calls `lockShelves` with all
 * of them first, so the locks are still taken in id order; the functions below re-lock harmlessly.
 */

export type Quantity = 'available' | 'frozen' | 'defective' | 'problem' | 'inTransit';
const COLUMN: Record<Quantity, string> = {
  available: 'available',
  frozen: 'frozen',
  defective: 'defective',
  problem: 'problem',
  inTransit: 'in_transit',
};
/** The contract's InventoryQuantityType values (what people move and count). */
export const QUANTITY_OF_TYPE: Record<number, Quantity> = { 1: 'available', 2: 'defective', 3: 'problem' };
const TYPE_OF_QUANTITY: Partial<Record<Quantity, number>> = { available: 1, defective: 2, problem: 3 };

/** Who moves stock: the operator logged, and the language log texts are written in. */
export interface StockContext {
  operatorId: number | null;
  lang: Lang;
  /** Collects what the operator should be told although the movement succeeded (goods put on a
   * shelf they do not fit); the caller answers them as the envelope's `Warnings`. */
  warnings?: string[];
}

export interface LockedShelf {
  id: number;
  warehouseId: number;
  number: string;
  isDeactivate: boolean;
  goodsQuantity: number;
}

/** Locks the shelves (in id order) for the rest of the transaction. */
export async function lockShelves(tx: Queryable, ids: number[]): Promise<Map<number, LockedShelf>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await prepared(
    tx,
    'lock_shelves',
    (db) =>
      db
        .select({
          id: shelves.id,
          warehouseId: shelves.warehouseId,
          number: shelves.number,
          isDeactivate: shelves.isDeactivate,
          goodsQuantity: shelves.goodsQuantity,
        })
        .from(shelves)
        .where(sql`${shelves.id} = any(${param('ids')}::int[])`)
        .orderBy(asc(shelves.id))
        // No key update: a parcel written to point at the shelf (packages.shelf_id) holds a key-share
        // lock on it first, and a full update lock would wait on that while the other transaction
        // waits on ours (a deadlock with 20 parcels shelved at once on PostgreSQL).
        .for('no key update'),
    { ids: sorted },
  );
  return new Map(rows.map((r) => [r.id, r]));
}

async function commodityOf(tx: Queryable, id: number) {
  const [row] = await tx
    .select({ id: commodities.id, code: commodities.code })
    .from(commodities)
    .where(eq(commodities.id, id));
  if (!row) throw invalid('CommodityId', 'inventory.unknownCommodity');
  return row;
}

interface Place {
  commodityId: number;
  warehouseId: number;
  shelfId: number | null;
}

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Adds `delta` (negative takes away) to one quantity of a place, `total` along with it for the
 * on-shelf quantities. Answers the new quantity, or null when there is not enough (nothing changed).
 */
async function change(tx: Queryable, p: Place, q: Quantity, delta: number): Promise<number | null> {
  const col = sql.raw(COLUMN[q]);
  const totalDelta = q === 'inTransit' ? 0 : delta;
  if (delta >= 0) {
    const res = await tx.execute(sql`
      insert into inventories (commodity_id, warehouse_id, shelf_id, ${col}, total)
      values (${p.commodityId}, ${p.warehouseId}, ${p.shelfId}, ${delta}, ${totalDelta})
      on conflict (commodity_id, warehouse_id, (coalesce(shelf_id, 0)))
      do update set ${col} = inventories.${col} + excluded.${col}, total = inventories.total + excluded.total
      returning ${col} as quantity`);
    return Number((res.rows[0] as { quantity: number }).quantity);
  }
  const res = await tx.execute(sql`
    update inventories set ${col} = ${col} + ${delta}, total = total + ${totalDelta}
    where commodity_id = ${p.commodityId} and warehouse_id = ${p.warehouseId}
      and coalesce(shelf_id, 0) = ${p.shelfId ?? 0} and ${col} >= ${-delta}
    returning ${col} as quantity`);
  const row = res.rows[0] as { quantity: number } | undefined;
  return row ? Number(row.quantity) : null;
}

/** The quantity of a place now (0 when it has none); callers hold the shelf lock. */
async function quantityAt(tx: Queryable, p: Place, q: Quantity): Promise<number> {
  const res = await tx.execute(sql`
    select ${sql.raw(COLUMN[q])} as quantity from inventories
    where commodity_id = ${p.commodityId} and warehouse_id = ${p.warehouseId}
      and coalesce(shelf_id, 0) = ${p.shelfId ?? 0}`);
  const row = res.rows[0] as { quantity: number } | undefined;
  return row ? Number(row.quantity) : 0;
}

/** A shelf's goods are a ledger: the goods quantity on the shelf row, and the shelf log with the
 * quantity before and after each change (platform/ledger.ts). */
export const SHELF_LEDGER: Ledger = {
  account: shelves,
  accountId: shelves.id,
  balance: shelves.goodsQuantity,
  log: shelfLogs,
  logAccount: shelfLogs.shelfId,
  before: shelfLogs.quantityBefore,
  after: shelfLogs.quantityAfter,
  logOrder: shelfLogs.id,
};

/** Adds `delta` to a shelf's goods quantity; answers it before and after. */
async function shelfGoods(tx: Queryable, shelfId: number, delta: number) {
  const posted = await post(tx, SHELF_LEDGER, shelfId, delta);
  // The inventories refused any change below zero first: a shelf below zero is a broken ledger.
  if (!posted) throw new Error(`shelf ${shelfId}: goods would go below zero`);
  return { before: Number(posted.before), after: Number(posted.after) };
}

/**
 * The space the goods take, kept beside the quantities (one statement for all the shelves given).
 * Goods are stored as people stack cartons on a shelf: each commodity gets its own section of the
 * shelf's length, and within it the units fill the shelf's width and height before the next slice
 * (one unit long) starts. Per commodity, with q units of l x w x h on a shelf W wide and H high:
 *   across = floor(W / w) units side by side, up = floor(H / h) units stacked (at least 1 each;
 *   1 when the shelf or the commodity has no size recorded there),
 *   length  = ceil(q / (across x up)) x l      (the slices, one after another),
 *   width   = min(q, across) x w               (the widest row),
 *   height  = min(ceil(q / across), up) x h    (the highest stack).
 * The used length is the sum over the commodities, the used width and height their maximum. So
 * 20 cartons of 10 x 8 x 6 on a 100 x 50 x 40 shelf take 6 x 6 in one slice: 10 x 48 x 24, not
 * 200 cm of cartons in a row. The stored figures are what the goods need, and may be more than
 * the shelf: that is how `checkCapacity` and the lists see a shelf that is too small (a commodity wider or higher
 * than the shelf needs more than its width or height); lists show them clamped to the shelf.
 * A shelf's used space depends on its own width and height too: editing them refreshes it.
 */
export async function refreshUsedSpace(tx: Queryable, shelfIds: number[]) {
  if (!shelfIds.length) return;
  await tx.execute(sql`
    with g as (
      select i.shelf_id, i.total::numeric as q, c.length as l, c.width as w, c.height as h,
        case when s1.width > 0 and c.width > 0 then greatest(floor(s1.width / c.width), 1) else 1 end as across,
        case when s1.height > 0 and c.height > 0 then greatest(floor(s1.height / c.height), 1) else 1 end as up
      from inventories i
      join commodities c on c.id = i.commodity_id
      join shelves s1 on s1.id = i.shelf_id
      where i.shelf_id in (${ids(shelfIds)}) and i.total > 0
    ), u as (
      select s2.id,
        least(coalesce(sum(ceil(g.q / (g.across * g.up)) * g.l), 0), 999999999) as len,
        least(coalesce(max(least(g.q, g.across) * g.w), 0), 999999999) as wid,
        least(coalesce(max(least(ceil(g.q / g.across), g.up) * g.h), 0), 999999999) as hei
      from shelves s2
      left join g on g.shelf_id = s2.id
      where s2.id in (${ids(shelfIds)})
      group by s2.id
    )
    update shelves s set used_length = u.len, used_width = u.wid, used_height = u.hei
    from u
    where s.id = u.id`);
}

/** After a commodity's size changed: the space taken on every shelf holding it (locked first, in
 * id order, like every movement). */
export async function refreshSpaceOfCommodity(tx: Queryable, commodityId: number) {
  const res = await tx.execute(sql`
    select distinct shelf_id from inventories
    where commodity_id = ${commodityId} and shelf_id is not null and total > 0`);
  const shelfIds = (res.rows as { shelf_id: number }[]).map((r) => Number(r.shelf_id));
  if (!shelfIds.length) return;
  await lockShelves(tx, shelfIds);
  await refreshUsedSpace(tx, shelfIds);
}

/** A size of the shelf that is recorded (above 0) and smaller than what the goods need there. */
const OVER_CAPACITY = sql`(s.length > 0 and s.used_length > s.length)
  or (s.width > 0 and s.used_width > s.width)
  or (s.height > 0 and s.used_height > s.height)`;

/** Decimal text of a numeric column without trailing zeros: 12.500 -> 12.5. */
const cm = (d: string) => (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d);

/**
 * After goods were put on a shelf (its used space refreshed): when they do not fit, refuse the
 * whole movement (Code 4, the transaction rolls back) if the warehouse says so and `mayRefuse`,
 * else add a warning for the operator. A stock-take count passes `mayRefuse: false`: it records
 * goods that are on the shelf already, and refusing it would only leave the books wrong.
 */
async function checkCapacity(tx: Queryable, shelfId: number, ctx: StockContext, mayRefuse: boolean) {
  const res = await tx.execute(sql`
    select s.number, s.length, s.width, s.height, s.used_length, s.used_width, s.used_height,
      w.refuse_over_capacity as refuse
    from shelves s join warehouses w on w.id = s.warehouse_id
    where s.id = ${shelfId} and (${OVER_CAPACITY})`);
  const row = res.rows[0] as Record<string, string | boolean> | undefined;
  if (!row) return;
  const size = (a: string, b: string, c: string) => [a, b, c].map((d) => cm(String(row[d]))).join(' × ');
  const params = {
    number: String(row.number),
    size: size('length', 'width', 'height'),
    used: size('used_length', 'used_width', 'used_height'),
  };
  if (row.refuse && mayRefuse) throw refused('shelves.overCapacity', params);
  ctx.warnings?.push(t(ctx.lang, 'shelves.overCapacityWarning', params));
}

interface LogRow {
  shelfId: number;
  operationType: number;
  content: string;
  quantityBefore: number;
  quantityAfter: number;
  relatedType: number;
  relatedKey: string;
  operatorId: number | null;
}
const MAX_CONTENT = 1000;
const clip = (s: string) => (s.length > MAX_CONTENT ? `${s.slice(0, MAX_CONTENT - 1)}…` : s);

async function writeLogs(tx: Queryable, rows: LogRow[]) {
  if (rows.length === 1) {
    // One row (a parcel put on a shelf at the station): a statement prepared once.
    const row = { ...rows[0]!, content: clip(rows[0]!.content) };
    const keys = Object.keys(row) as (keyof LogRow)[];
    await prepared(
      tx,
      `shelf_log:${keys.join(',')}`,
      (db) =>
        db
          .insert(shelfLogs)
          .values(Object.fromEntries(keys.map((k) => [k, param(k)])) as unknown as typeof shelfLogs.$inferInsert),
      row,
    );
  } else if (rows.length) {
    await tx.insert(shelfLogs).values(rows.map((r) => ({ ...r, content: clip(r.content) })));
  }
}

const notEnough = (lang: Lang, shelf: LockedShelf, code: string, q: Quantity, have: number, need: number) =>
  refused('inventory.notEnough', {
    number: shelf.number,
    code,
    have,
    need,
    kind: TYPE_OF_QUANTITY[q] ? selectLabel('InventoryQuantityType', TYPE_OF_QUANTITY[q]!, lang) : q,
  });

export interface AdjustInput {
  commodityId: number;
  shelfId: number;
  quantity: Quantity;
  /** The change; negative takes away. */
  delta: number;
  operationType: number;
  relatedType?: number;
  relatedKey?: string;
  /** The log text, given the quantity before and after. */
  content: string | ((q: { before: number; after: number }) => string);
  ctx: StockContext;
  /** A stock-take count: goods over the shelf's capacity are only warned about (see checkCapacity). */
  isCount?: boolean;
}

/**
 * Changes one quantity of a commodity on a shelf (put away, pick, count) and logs it on the
 * shelf. Taking away more than there is answers Code 4 and changes nothing. Answers the quantity
 * before and after.
 */
export async function adjust(tx: Queryable, a: AdjustInput): Promise<{ before: number; after: number }> {
  const shelf = (await lockShelves(tx, [a.shelfId])).get(a.shelfId);
  if (!shelf) throw invalid('ShelfId', 'shelves.unknownShelf');
  const commodity = await commodityOf(tx, a.commodityId);
  const place = { commodityId: a.commodityId, warehouseId: shelf.warehouseId, shelfId: shelf.id };
  const after = await change(tx, place, a.quantity, a.delta);
  if (after === null) {
    throw notEnough(a.ctx.lang, shelf, commodity.code, a.quantity, await quantityAt(tx, place, a.quantity), -a.delta);
  }
  const q = { before: after - a.delta, after };
  const goods = a.quantity === 'inTransit' ? null : await shelfGoods(tx, shelf.id, a.delta);
  await writeLogs(tx, [
    {
      shelfId: shelf.id,
      operationType: a.operationType,
      content: typeof a.content === 'function' ? a.content(q) : a.content,
      quantityBefore: goods?.before ?? shelf.goodsQuantity,
      quantityAfter: goods?.after ?? shelf.goodsQuantity,
      relatedType: a.relatedType ?? ShelfRelatedType.None,
      relatedKey: a.relatedKey ?? '',
      operatorId: a.ctx.operatorId,
    },
  ]);
  await refreshUsedSpace(tx, [shelf.id]);
  if (a.delta > 0 && a.quantity !== 'inTransit') await checkCapacity(tx, shelf.id, a.ctx, !a.isCount);
  return q;
}

/**
 * Sets one quantity of a commodity on a shelf to what was counted (a stock-take): the change is
 * worked out under the shelf lock, so no movement can slip in between the read and the write.
 */
export async function setCounted(
  tx: Queryable,
  a: Omit<AdjustInput, 'delta'> & { counted: number },
): Promise<{ before: number; after: number }> {
  const shelf = (await lockShelves(tx, [a.shelfId])).get(a.shelfId);
  if (!shelf) throw invalid('ShelfId', 'shelves.unknownShelf');
  const now = await quantityAt(
    tx,
    { commodityId: a.commodityId, warehouseId: shelf.warehouseId, shelfId: shelf.id },
    a.quantity,
  );
  return adjust(tx, { ...a, delta: a.counted - now, isCount: true });
}

/** Shelves of one movement: both exist, differ, share a warehouse; goods may not enter a deactivated one. */
async function lockPair(tx: Queryable, fromId: number, toId: number) {
  if (fromId === toId) throw invalid('ToShelfId', 'shelves.sameShelf');
  const locked = await lockShelves(tx, [fromId, toId]);
  const from = locked.get(fromId);
  const to = locked.get(toId);
  if (!from) throw invalid('FromShelfId', 'shelves.unknownShelf');
  if (!to) throw invalid('ToShelfId', 'shelves.unknownShelf');
  if (from.warehouseId !== to.warehouseId) throw invalid('ToShelfId', 'shelves.otherWarehouse');
  if (to.isDeactivate) throw invalid('ToShelfId', 'shelves.deactivated', { number: to.number });
  return { from, to };
}

async function logTransfer(
  tx: Queryable,
  from: LockedShelf,
  to: LockedShelf,
  items: string,
  units: number,
  ctx: StockContext,
) {
  const [out, into] = [await shelfGoods(tx, from.id, -units), await shelfGoods(tx, to.id, units)];
  const base = { relatedType: ShelfRelatedType.Shelf, operatorId: ctx.operatorId };
  await writeLogs(tx, [
    {
      ...base,
      shelfId: from.id,
      operationType: ShelfOperationType.TransferOut,
      content: `${items} → ${to.number}`,
      quantityBefore: out.before,
      quantityAfter: out.after,
      relatedKey: to.number,
    },
    {
      ...base,
      shelfId: to.id,
      operationType: ShelfOperationType.TransferIn,
      content: `${items} ← ${from.number}`,
      quantityBefore: into.before,
      quantityAfter: into.after,
      relatedKey: from.number,
    },
  ]);
  await refreshUsedSpace(tx, [from.id, to.id]);
}

/**
 * Moves `amount` of one quantity of a commodity from one shelf to another of the same warehouse.
 * Code 4 when the first shelf holds less than that; nothing changes then.
 */
export async function move(
  tx: Queryable,
  m: {
    commodityId: number;
    fromShelfId: number;
    toShelfId: number;
    quantity: Quantity;
    amount: number;
    ctx: StockContext;
  },
): Promise<void> {
  const { from, to } = await lockPair(tx, m.fromShelfId, m.toShelfId);
  const commodity = await commodityOf(tx, m.commodityId);
  const at = (shelf: LockedShelf) => ({
    commodityId: m.commodityId,
    warehouseId: shelf.warehouseId,
    shelfId: shelf.id,
  });
  if ((await change(tx, at(from), m.quantity, -m.amount)) === null) {
    throw notEnough(m.ctx.lang, from, commodity.code, m.quantity, await quantityAt(tx, at(from), m.quantity), m.amount);
  }
  await change(tx, at(to), m.quantity, m.amount);
  await logTransfer(tx, from, to, `${commodity.code} ×${m.amount}`, m.amount, m.ctx);
  await checkCapacity(tx, to.id, m.ctx, true);
}

/**
 * Moves everything on a shelf (available, defective and problem quantities of every commodity) to
 * another shelf of the warehouse, in two statements whatever the number of commodities. Refused
 * while some of it is frozen: those units belong to orders being picked from this shelf.
 * Answers the units moved.
 */
export async function moveAll(
  tx: Queryable,
  m: { fromShelfId: number; toShelfId: number; ctx: StockContext },
): Promise<number> {
  const { from, to } = await lockPair(tx, m.fromShelfId, m.toShelfId);
  const res = await tx.execute(sql`
    select c.code, i.available + i.defective + i.problem as units, i.frozen
    from inventories i join commodities c on c.id = i.commodity_id
    where i.shelf_id = ${from.id} and i.total > 0
    order by c.code, i.id`);
  const rows = (res.rows as { code: string; units: number; frozen: number }[]).map((r) => ({
    code: r.code,
    units: Number(r.units),
    frozen: Number(r.frozen),
  }));
  const frozen = rows.reduce((s, r) => s + r.frozen, 0);
  if (frozen) throw refused('shelves.frozenGoods', { number: from.number, quantity: frozen });
  const units = rows.reduce((s, r) => s + r.units, 0);
  if (!units) throw refused('shelves.nothingToMove', { number: from.number });
  await tx.execute(sql`
    insert into inventories (commodity_id, warehouse_id, shelf_id, available, defective, problem, total)
    select commodity_id, warehouse_id, ${to.id}, available, defective, problem, available + defective + problem
    from inventories where shelf_id = ${from.id} and available + defective + problem > 0
    on conflict (commodity_id, warehouse_id, (coalesce(shelf_id, 0))) do update set
      available = inventories.available + excluded.available,
      defective = inventories.defective + excluded.defective,
      problem = inventories.problem + excluded.problem,
      total = inventories.total + excluded.total`);
  // Every right-hand side reads the row as it was, so total drops by exactly what left.
  await tx.execute(sql`
    update inventories set available = 0, defective = 0, problem = 0, total = total - (available + defective + problem)
    where shelf_id = ${from.id} and available + defective + problem > 0`);
  const items = rows
    .filter((r) => r.units)
    .map((r) => `${r.code} ×${r.units}`)
    .join(', ');
  await logTransfer(tx, from, to, items, units, m.ctx);
  await checkCapacity(tx, to.id, m.ctx, true);
  return units;
}

/** Removes the emptied inventory rows of a shelf (before the shelf itself is deleted). */
export async function clearEmptyPlaces(tx: Queryable, shelfId: number): Promise<void> {
  await tx.execute(sql`delete from inventories where shelf_id = ${shelfId} and total = 0 and in_transit = 0`);
}

/** Stock-take log text: what was counted, in the operator's language. */
export function stockTakeText(lang: Lang, code: string, q: Quantity, before: number, after: number, remarks?: string) {
  const text = t(lang, 'inventory.log.stockTake', {
    code,
    kind: selectLabel('InventoryQuantityType', TYPE_OF_QUANTITY[q] ?? 0, lang),
    before,
    after,
  });
  return remarks ? `${text}; ${remarks}` : text;
}

export interface ParcelOnShelf {
  id: number;
  /** Its package number, for the log. */
  number: string;
}

/**
 * Puts parcels on a shelf (`on`) or takes them off it (`off`): one piece of goods each on the
 * shelf's ledger and a shelf log row each, in the caller's transaction, the shelf locked first.
 * The parcels' own state and shelf column are the caller's (their workflow's move); `via` names a
 * bin that carried them.
 */
export async function placeParcels(
  tx: Queryable,
  shelfId: number,
  parcels: ParcelOnShelf[],
  direction: 'on' | 'off',
  ctx: StockContext,
  via?: { bin: string },
  /** The field a refusal names (the shelf the screen scanned or picked). */
  field = 'ShelfScan',
): Promise<LockedShelf> {
  const shelf = (await lockShelves(tx, [shelfId])).get(shelfId);
  if (!shelf) throw invalid(field, 'shelves.unknownShelf');
  if (direction === 'on' && shelf.isDeactivate) throw invalid(field, 'shelves.deactivated', { number: shelf.number });
  const rows: LogRow[] = [];
  for (const p of parcels) {
    const q = await shelfGoods(tx, shelfId, direction === 'on' ? 1 : -1);
    rows.push({
      shelfId,
      operationType: direction === 'on' ? ShelfOperationType.PutOnShelves : ShelfOperationType.TakeOffShelves,
      content: t(
        ctx.lang,
        direction === 'on'
          ? via
            ? 'inbound.log.parcelOnBin'
            : 'inbound.log.parcelOn'
          : via
            ? 'inbound.log.parcelOffBin'
            : 'inbound.log.parcelOff',
        { number: p.number, bin: via?.bin ?? '' },
      ),
      quantityBefore: q.before,
      quantityAfter: q.after,
      relatedType: ShelfRelatedType.Package,
      relatedKey: p.number,
      operatorId: ctx.operatorId,
    });
  }
  await writeLogs(tx, rows);
  return shelf;
}
