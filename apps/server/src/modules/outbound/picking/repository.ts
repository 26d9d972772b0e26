import {
  type GetPickingListsBody,
  type Lang,
  logisticsOrderFlow,
  type PickingLineRow,
  type PickingListDetail,
  type PickingListRow,
  pickingClaimFlow,
  pickingListFlow,
  pickingListTypeNames,
} from '@wms/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  bins,
  commodities,
  logisticsOrders,
  packages,
  pickingLines,
  pickingListOrders,
  pickingLists,
  pickingRules,
  shelves,
  shippingTypes,
  users,
  warehousePartitions,
  warehouses,
} from '../../../db/schema/index.js';
import { outer } from '../../../platform/outer.js';
import { contains, countQuery, dateRange, isoTime, pageWindow } from '../../../platform/paging.js';
import { paged } from '../../../platform/route.js';
import { stateCounts, stateName } from '../../../platform/transition.js';
import { pickingClaimWorkflow, pickingListWorkflow } from './workflows.js';

// What picking reads: a list's row (its counts and shelves read per list, a page at a time), its
// orders and its lines in walking order.

const userName = (id: SQL | typeof pickingLists.operatorId) =>
  sql<string | null>`(select coalesce(nullif(u.nick_name, ''), u.user_name) from ${users} u where u.id = ${id})`;

const rowColumns = {
  Id: pickingLists.id,
  Number: pickingLists.number,
  WarehouseId: pickingLists.warehouseId,
  WarehouseName: sql<string>`(select w.name from ${warehouses} w where w.id = ${outer(pickingLists.warehouseId)})`,
  Type: pickingLists.type,
  Status: pickingLists.status,
  ClaimStatus: pickingLists.claimStatus,
  OperatorId: pickingLists.operatorId,
  OperatorName: userName(outer(pickingLists.operatorId)),
  ClaimTime: isoTime(pickingLists.claimTime),
  OrderCount: sql<number>`(select count(*)::int from ${pickingListOrders} o where o.picking_list_id = ${outer(pickingLists.id)})`,
  QuantityToPick: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${pickingLines} l where l.picking_list_id = ${outer(pickingLists.id)})`,
  QuantityPicked: sql<number>`(select coalesce(sum(l.picked_quantity), 0)::int from ${pickingLines} l where l.picking_list_id = ${outer(pickingLists.id)})`,
  // The shelves in the order they are walked, each once.
  Shelves: sql<string>`coalesce((select string_agg(x.number, ', ' order by x.walk) from (
      select s.number, min(l.walk) as walk from ${pickingLines} l join ${shelves} s on s.id = l.shelf_id
      where l.picking_list_id = ${outer(pickingLists.id)} group by s.number) x), '')`,
  PickingRuleName: sql<
    string | null
  >`(select r.name from ${pickingRules} r where r.id = ${outer(pickingLists.pickingRuleId)})`,
  PrintedTime: isoTime(pickingLists.printedTime),
  CreationTime: isoTime(pickingLists.creationTime),
  FinishedTime: isoTime(pickingLists.finishedTime),
};

type RawRow = Omit<PickingListRow, 'TypeName' | 'StatusName' | 'ClaimStatusName'>;
const named = (r: RawRow, lang: Lang): PickingListRow => ({
  ...r,
  TypeName: pickingListTypeNames[r.Type as keyof typeof pickingListTypeNames]?.[lang] ?? String(r.Type),
  StatusName: stateName(pickingListFlow, r.Status, lang),
  ClaimStatusName: stateName(pickingClaimFlow, r.ClaimStatus, lang),
});

export async function listRowsById(db: Queryable, ids: number[], lang: Lang): Promise<PickingListRow[]> {
  if (!ids.length) return [];
  const rows = await db.select(rowColumns).from(pickingLists).where(inArray(pickingLists.id, ids));
  const byId = new Map(rows.map((r) => [r.Id, named(r as RawRow, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The lists of a page (newest first) with their total and, when asked, the tabs' counts. */
export async function listPage(
  db: Queryable,
  q: GetPickingListsBody & { StateCounts?: boolean },
  lang: Lang,
  /** `mine`: a picker's own (claimed by them), the open ones unless a state is asked for;
   * `claims`: the open lists, counted by claim state (the pool pickers claim from). */
  opts: { mine?: number; claims?: boolean } = {},
) {
  const { mine, claims } = opts;
  const { ToBePicked, PartiallyPicked } = pickingListFlow.state;
  const filters = and(
    q.Content
      ? sql`(${pickingLists.number} ilike ${contains(q.Content)} or exists (
          select 1 from ${pickingListOrders} po join ${logisticsOrders} o on o.id = po.order_id
          where po.picking_list_id = ${pickingLists.id} and o.number ilike ${contains(q.Content)}))`
      : undefined,
    q.WarehouseId === undefined ? undefined : eq(pickingLists.warehouseId, q.WarehouseId),
    q.OperatorId === undefined ? undefined : eq(pickingLists.operatorId, q.OperatorId),
    q.Type === undefined ? undefined : eq(pickingLists.type, q.Type),
    mine === undefined ? undefined : eq(pickingLists.operatorId, mine),
    claims ? inArray(pickingLists.status, [ToBePicked, PartiallyPicked]) : undefined,
    dateRange(pickingLists.creationTime, q),
  );
  const claimFilter = q.ClaimStatus === undefined ? undefined : eq(pickingLists.claimStatus, q.ClaimStatus);
  const where = and(
    filters,
    claimFilter,
    q.Status !== undefined
      ? eq(pickingLists.status, q.Status)
      : mine !== undefined
        ? inArray(pickingLists.status, [ToBePicked, PartiallyPicked])
        : undefined,
  );
  // The claim tabs count over every filter but the claim state; the state tabs over all but the state.
  const tabsOver = claims
    ? and(filters, q.Status === undefined ? undefined : eq(pickingLists.status, q.Status))
    : and(filters, claimFilter);
  const { limit, offset } = pageWindow(q);
  const ids = await db
    .select({ id: pickingLists.id })
    .from(pickingLists)
    .where(where)
    .orderBy(desc(pickingLists.creationTime), desc(pickingLists.id))
    .limit(limit)
    .offset(offset);
  const [rows, [total], counts] = await Promise.all([
    listRowsById(
      db,
      ids.map((i) => i.id),
      lang,
    ),
    countQuery(db, pickingLists, where),
    q.StateCounts
      ? stateCounts(db, claims ? pickingClaimWorkflow : pickingListWorkflow, tabsOver)
      : Promise.resolve(undefined),
  ]);
  return paged(rows, Number(total?.count ?? 0), counts);
}

/** The lines of a list (or of one order on it) in walking order. */
export async function linesOf(db: Queryable, listId: number, where?: SQL): Promise<PickingLineRow[]> {
  return db
    .select({
      Id: pickingLines.id,
      OrderId: pickingLines.orderId,
      OrderNumber: logisticsOrders.number,
      OrderSerial: sql<number>`coalesce((select po.serial from ${pickingListOrders} po
        where po.picking_list_id = ${pickingLines.pickingListId} and po.order_id = ${pickingLines.orderId}), 0)`,
      Kind: pickingLines.kind,
      ShelfId: pickingLines.shelfId,
      ShelfNumber: shelves.number,
      PartitionName: warehousePartitions.name,
      PackageNumber: packages.number,
      TrackingNumber: packages.trackingNumber,
      BinNumber: bins.number,
      CommodityCode: commodities.code,
      Sku: sql<string | null>`nullif(${commodities.sku}, '')`,
      CommodityName: commodities.chineseName,
      Quantity: pickingLines.quantity,
      PickedQuantity: pickingLines.pickedQuantity,
    })
    .from(pickingLines)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, pickingLines.orderId))
    .leftJoin(shelves, eq(shelves.id, pickingLines.shelfId))
    .leftJoin(warehousePartitions, eq(warehousePartitions.id, shelves.partitionId))
    .leftJoin(packages, eq(packages.id, pickingLines.packageId))
    .leftJoin(bins, eq(bins.id, pickingLines.binId))
    .leftJoin(commodities, eq(commodities.id, pickingLines.commodityId))
    .where(and(eq(pickingLines.pickingListId, listId), where))
    .orderBy(asc(pickingLines.walk), asc(pickingLines.id));
}

/** A list with its orders (by their slot) and its lines in walking order; undefined when none. */
export async function detailOf(db: Queryable, id: number, lang: Lang): Promise<PickingListDetail | undefined> {
  const [row] = await listRowsById(db, [id], lang);
  if (!row) return undefined;
  const orders = await db
    .select({
      Id: logisticsOrders.id,
      Number: logisticsOrders.number,
      Serial: pickingListOrders.serial,
      Status: logisticsOrders.status,
      UserName: sql<string>`coalesce(${userName(sql`${logisticsOrders.ownerId}`)}, '')`,
      TypeOfShippingName: sql<string>`coalesce((select t.name from ${shippingTypes} t where t.id = ${logisticsOrders.shippingTypeId}), '')`,
      CarrierNumber: logisticsOrders.waybillNumber,
      Quantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${pickingLines} l
        where l.picking_list_id = ${id} and l.order_id = ${logisticsOrders.id})`,
      PickedQuantity: sql<number>`(select coalesce(sum(l.picked_quantity), 0)::int from ${pickingLines} l
        where l.picking_list_id = ${id} and l.order_id = ${logisticsOrders.id})`,
    })
    .from(pickingListOrders)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, pickingListOrders.orderId))
    .where(eq(pickingListOrders.pickingListId, id))
    .orderBy(asc(pickingListOrders.serial));
  return {
    ...row,
    Orders: orders.map((o) => ({
      ...o,
      StatusName: stateName(logisticsOrderFlow, o.Status, lang),
      // Packing (the next part) fills these in.
      PackingListNumber: null,
      ReviewWeight: null,
      Dimensions: null,
    })),
    Lines: await linesOf(db, id),
  };
}
