import {
  type Lang,
  logisticsOrderFlow,
  OrderLineKind,
  PickingListType,
  PushEvents,
  pickingListFlow,
} from '@wms/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { logisticsOrders, pickingListOrders, pickingLists, siteWarehouses } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { afterCommit } from '../../../platform/notify.js';
import { stateName } from '../../../platform/transition.js';

// Making a picking list (docs/domain.md, "Picking"): from orders to be picked of one warehouse,
// none on another open list, each given its slot; its lines are what is left to pick of each
// order, a parcel from its shelf (or bin) and stock from the shelves its allocations froze, in
// walking order. Made by hand (AddPickingList), by a rule asked now (AddPickingListTask) or by the
// rules' job: the same function, and the same push once committed.

export interface MakeList {
  /** In the order chosen: it gives each order its slot. */
  orderIds: number[];
  ruleId?: number | null;
  /** The rule's partitions in walking order (first walked first); others after them. */
  partitionIds?: number[];
  remarks?: string;
  /** Who made it (null: the rules' job). */
  auth: Auth | null;
  lang: Lang;
}

/** A unique index the database refused: its name. */
const violated = (e: unknown): string | undefined => {
  let err = e as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; err && i < 3; i++) {
    if (err.code === '23505') return err.constraint ?? 'unknown';
    err = err.cause as typeof err;
  }
  return undefined;
};

/** The orders named that are on another open list, with that list's number. */
async function onOpenLists(tx: Tx, orderIds: number[]) {
  return tx
    .select({ orderId: pickingListOrders.orderId, list: pickingLists.number })
    .from(pickingListOrders)
    .innerJoin(pickingLists, eq(pickingLists.id, pickingListOrders.pickingListId))
    .where(and(eq(pickingListOrders.active, true), inArray(pickingListOrders.orderId, orderIds)));
}

/**
 * Makes one list of the orders, in the caller's transaction; answers its id and number. A
 * choice that cannot be one list is Code 2 on `OrderIds` naming the order: one that does not
 * exist, is not to be picked, is on another open list (two lists made at once from one order:
 * the partial unique index `picking_list_orders_open_uq` refuses the second), orders of several
 * warehouses, an order with nothing left to pick. The push follows the commit.
 */
export async function makeList(deps: Pick<Deps, 'push'>, tx: Tx, m: MakeList): Promise<{ id: number; number: string }> {
  const ids = [...new Set(m.orderIds)];
  // Locked in id order, as every move locks them: an approval or a cancel of one waits for us.
  const orders = await tx
    .select({
      id: logisticsOrders.id,
      number: logisticsOrders.number,
      status: logisticsOrders.status,
      warehouseId: logisticsOrders.warehouseId,
      warehouse: sql<string>`(select w.name from warehouses w where w.id = ${logisticsOrders.warehouseId})`,
    })
    .from(logisticsOrders)
    .where(inArray(logisticsOrders.id, ids))
    .orderBy(logisticsOrders.id)
    .for('update', { of: logisticsOrders });
  const byId = new Map(orders.map((o) => [o.id, o]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw invalid('OrderIds', 'picking.unknownOrder', { order: missing });
  const { ToBePicked } = logisticsOrderFlow.state;
  const wrong = orders.find((o) => o.status !== ToBePicked);
  if (wrong)
    throw invalid('OrderIds', 'picking.notToBePicked', {
      order: wrong.number,
      state: stateName(logisticsOrderFlow, wrong.status, m.lang),
    });
  const warehouseIds = [...new Set(orders.map((o) => o.warehouseId))];
  if (warehouseIds.length > 1)
    throw invalid('OrderIds', 'picking.mixedWarehouses', {
      warehouses: [...new Set(orders.map((o) => o.warehouse))].join(', '),
    });
  const [taken] = await onOpenLists(tx, ids);
  if (taken)
    throw invalid('OrderIds', 'picking.onAnotherList', { order: byId.get(taken.orderId)!.number, list: taken.list });
  const warehouseId = warehouseIds[0]!;

  const [list] = await tx
    .insert(pickingLists)
    .values({
      warehouseId,
      type: ids.length === 1 ? PickingListType.SingleOrder : PickingListType.MultiOrder,
      pickingRuleId: m.ruleId ?? null,
      remarks: m.remarks ?? '',
      createdBy: m.auth?.userId ?? null,
    })
    .returning({ id: pickingLists.id, number: pickingLists.number });
  try {
    // A savepoint: the refusal below names the order and the list rather than a raw duplicate.
    await tx.transaction((sp) =>
      sp
        .insert(pickingListOrders)
        .values(ids.map((orderId, i) => ({ pickingListId: list!.id, orderId, serial: i + 1 }))),
    );
  } catch (e) {
    if (violated(e) !== 'picking_list_orders_open_uq') throw e;
    const [other] = await onOpenLists(tx, ids);
    throw invalid('OrderIds', 'picking.onAnotherList', {
      order: other ? byId.get(other.orderId)!.number : orders.map((o) => o.number).join(', '),
      list: other?.list ?? '',
    });
  }
  await writeLines(tx, list!.id, ids, m.partitionIds ?? []);
  const empty = await tx.execute(sql`
    select o.number from picking_list_orders po join logistics_orders o on o.id = po.order_id
    where po.picking_list_id = ${list!.id}
      and not exists (select 1 from picking_lines l where l.picking_list_id = po.picking_list_id and l.order_id = po.order_id)
    order by po.serial limit 1`);
  const none = empty.rows[0] as { number: string } | undefined;
  if (none) throw invalid('OrderIds', 'picking.nothingLeft', { order: none.number });
  await announce(deps, tx, list!.id, warehouseId);
  return list!;
}

/**
 * The list's lines: what is left to pick of each order (a parcel not yet picked, each
 * allocation's unpicked rest), in walking order: the rule's partitions in its order, then the
 * other partitions, then the shelf number, then the order's slot.
 */
async function writeLines(tx: Tx, listId: number, orderIds: number[], partitionIds: number[]) {
  const partitions = `{${partitionIds.join(',')}}`;
  await tx.execute(sql`
    insert into picking_lines (picking_list_id, order_id, order_line_id, allocation_id, kind, shelf_id, bin_id,
      package_id, commodity_id, walk, quantity)
    select ${listId}, g.order_id, g.line_id, g.allocation_id, g.kind, g.shelf_id, g.bin_id, g.package_id,
      g.commodity_id,
      row_number() over (order by array_position(${partitions}::int[], s.partition_id) nulls last, s.partition_id,
        s.number, po.serial, g.line_id, g.allocation_id),
      g.quantity
    from (
      select l.order_id, l.id as line_id, null::int as allocation_id, l.kind, p.shelf_id, p.bin_id,
        p.id as package_id, null::int as commodity_id, l.quantity - l.picked_quantity as quantity
      from logistics_order_lines l join packages p on p.id = l.package_id
      where l.order_id = any(${`{${orderIds.join(',')}}`}::int[]) and l.active
        and l.kind = ${OrderLineKind.Package} and l.picked_quantity < l.quantity
      union all
      select a.order_id, a.line_id, a.id, ${OrderLineKind.Commodity}, a.shelf_id, null, null, a.commodity_id,
        a.quantity - a.picked_quantity
      from logistics_order_allocations a join logistics_order_lines l on l.id = a.line_id
      where a.order_id = any(${`{${orderIds.join(',')}}`}::int[]) and l.active and a.picked_quantity < a.quantity
    ) g
    join picking_list_orders po on po.picking_list_id = ${listId} and po.order_id = g.order_id
    left join shelves s on s.id = g.shelf_id`);
}

/** `AddPickingList {PickingId, WarehouseId}` to the sites the warehouse serves, once committed:
 * the console's auto-print rule and the device hub act on it (docs/domain.md, "Picking"). */
export async function announce(deps: Pick<Deps, 'push'>, tx: Tx, listId: number, warehouseId: number) {
  const sites = await tx
    .select({ id: siteWarehouses.siteId })
    .from(siteWarehouses)
    .where(eq(siteWarehouses.warehouseId, warehouseId));
  afterCommit(tx, () => {
    for (const s of sites)
      deps.push.toSite(s.id, PushEvents.AddPickingList, { PickingId: listId, WarehouseId: warehouseId });
  });
}

/** The list's state in words, for a refusal about it. */
export const listStateName = (status: number, lang: Lang) => stateName(pickingListFlow, status, lang);
