import { pickingRuleCalls as calls, type Lang, logisticsOrderFlow, OrderLineKind } from '@wms/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.js';
import { pickingRules, warehousePartitions, warehouses } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { inTransaction } from '../../../platform/notify.js';
import type { RouteDef } from '../../../platform/route.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { makeList } from './lists.js';

// Picking rules (docs/domain.md, "Picking"): a set-up list of how a warehouse's orders to be
// picked are grouped into lists: which shipping types and order types, the partitions walked (in
// their order), at most so many orders and lines a list. A rule runs when asked
// (AddPickingListTask) and, with an interval, by the rules' job (jobs.ts).

type Rule = typeof pickingRules.$inferSelect;

/** The rule's warehouse exists and its partitions are that warehouse's. */
async function checkRule(tx: Queryable, b: { WarehouseId: number; PartitionIds?: number[] }) {
  const [w] = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, b.WarehouseId));
  if (!w) throw invalid('WarehouseId', 'picking.unknownWarehouse');
  const ids = [...new Set(b.PartitionIds ?? [])];
  if (!ids.length) return;
  const found = await tx
    .select({ id: warehousePartitions.id })
    .from(warehousePartitions)
    .where(and(inArray(warehousePartitions.id, ids), eq(warehousePartitions.warehouseId, b.WarehouseId)));
  if (found.length !== ids.length) throw invalid('PartitionIds', 'picking.unknownPartition');
}

export function pickingRuleRoutes(deps: Deps): RouteDef[] {
  return setupRoutes(deps, {
    table: pickingRules,
    list: calls.GetPickingRules,
    detail: calls.GetEditPickingRule,
    establish: calls.AddPickingRule,
    edit: calls.EditPickingRule,
    remove: calls.DeletePickingRule,
    search: [pickingRules.name, pickingRules.remarks],
    filters: { Name: pickingRules.name, WarehouseId: pickingRules.warehouseId },
    unique: ['Name'],
    columns: { TypeOfShippingIds: pickingRules.shippingTypeIds },
    check: (b, _before, tx) => checkRule(tx, b),
    row: (r) => ({ TypeOfShippingIds: r.shippingTypeIds, ShippingTypeIds: undefined }),
    more: async (rows) => {
      const ids = [...new Set(rows.map((r) => r.WarehouseId as number))];
      const names = ids.length
        ? await deps.db
            .select({ id: warehouses.id, name: warehouses.name })
            .from(warehouses)
            .where(inArray(warehouses.id, ids))
        : [];
      const byId = new Map(names.map((w) => [w.id, w.name]));
      return rows.map((r) => ({ WarehouseName: byId.get(r.WarehouseId as number) ?? '' }));
    },
    detailOf: async (db, id) => {
      const [r] = await db
        .select({ name: warehouses.name })
        .from(pickingRules)
        .innerJoin(warehouses, eq(warehouses.id, pickingRules.warehouseId))
        .where(eq(pickingRules.id, id));
      return { WarehouseName: r?.name ?? '' };
    },
    // A list made by a rule outlives it (picking_lists.picking_rule_id is set null): deleting a
    // rule only forgets which rule made it.
  });
}

/**
 * The orders a rule groups now, oldest first, with the lines each would put on a list: to be
 * picked in its warehouse, on no open list, of its shipping and order types, every place to
 * pick from in its partitions (when it names any), something left to pick. Locked, skipping
 * those another run holds.
 */
async function candidates(tx: Tx, rule: Rule) {
  const parts = `{${rule.partitionIds.join(',')}}`;
  const res = await tx.execute(sql`
    with places as (
      select l.order_id, p.shelf_id from logistics_order_lines l join packages p on p.id = l.package_id
      where l.active and l.kind = ${OrderLineKind.Package} and l.picked_quantity < l.quantity
      union all
      select a.order_id, a.shelf_id from logistics_order_allocations a
      join logistics_order_lines l on l.id = a.line_id
      where l.active and a.picked_quantity < a.quantity
    )
    select o.id, (select count(*)::int from places x where x.order_id = o.id) as lines
    from logistics_orders o
    where o.warehouse_id = ${rule.warehouseId} and o.status = ${logisticsOrderFlow.state.ToBePicked}
      and (cardinality(${`{${rule.shippingTypeIds.join(',')}}`}::int[]) = 0
        or o.shipping_type_id = any(${`{${rule.shippingTypeIds.join(',')}}`}::int[]))
      and (cardinality(${`{${rule.orderTypes.join(',')}}`}::int[]) = 0
        or o.order_type = any(${`{${rule.orderTypes.join(',')}}`}::int[]))
      and not exists (select 1 from picking_list_orders po where po.order_id = o.id and po.active)
      and exists (select 1 from places x where x.order_id = o.id)
      and (cardinality(${parts}::int[]) = 0 or not exists (
        select 1 from places x left join shelves s on s.id = x.shelf_id
        where x.order_id = o.id and (s.partition_id is null or not (s.partition_id = any(${parts}::int[])))))
    order by o.creation_time, o.id
    for update of o skip locked`);
  return (res.rows as { id: number; lines: number }[]).map((r) => ({ id: Number(r.id), lines: Number(r.lines) }));
}

/** Groups orders into lists of at most `maxOrders` orders and `maxLines` lines, in their order;
 * an order alone over the lines makes a list of its own. */
export function groupOrders(orders: { id: number; lines: number }[], maxOrders: number, maxLines: number): number[][] {
  const groups: number[][] = [];
  let cur: number[] = [];
  let lines = 0;
  for (const o of orders) {
    if (cur.length && (cur.length >= maxOrders || lines + o.lines > maxLines)) {
      groups.push(cur);
      cur = [];
      lines = 0;
    }
    cur.push(o.id);
    lines += o.lines;
  }
  if (cur.length) groups.push(cur);
  return groups;
}

/** Runs one rule in the caller's transaction: the lists it made. */
export async function runRule(deps: Pick<Deps, 'push'>, tx: Tx, rule: Rule, auth: Auth | null, lang: Lang) {
  const made: { Id: number; Number: string }[] = [];
  for (const ids of groupOrders(await candidates(tx, rule), rule.maxOrders, rule.maxLines)) {
    const list = await makeList(deps, tx, {
      orderIds: ids,
      ruleId: rule.id,
      partitionIds: rule.partitionIds,
      auth,
      lang,
    });
    made.push({ Id: list.id, Number: list.number });
  }
  await tx.update(pickingRules).set({ lastRunTime: new Date() }).where(eq(pickingRules.id, rule.id));
  return made;
}

/** `AddPickingListTask`: the warehouse's active rules now (or the one named), each in its own
 * transaction, so that the lists of one rule are pushed as soon as they are committed. */
export async function runRulesNow(
  deps: Deps,
  auth: Auth,
  body: { WarehouseId: number; PickingRuleId?: number },
  lang: Lang,
) {
  const rules = await deps.db
    .select()
    .from(pickingRules)
    .where(
      and(
        eq(pickingRules.warehouseId, body.WarehouseId),
        body.PickingRuleId === undefined
          ? eq(pickingRules.isDeactivate, false)
          : eq(pickingRules.id, body.PickingRuleId),
      ),
    )
    .orderBy(pickingRules.id);
  if (body.PickingRuleId !== undefined && !rules.length) throw invalid('PickingRuleId', 'picking.ruleOfWarehouse');
  const made: { Id: number; Number: string }[] = [];
  for (const rule of rules) made.push(...(await inTransaction(deps, (tx) => runRule(deps, tx, rule, auth, lang))));
  return made;
}

/**
 * The rules' job: every active rule with an interval whose time has come. The rule's turn is
 * taken by a conditional update of its last run, so two processes (or a retry) never run one
 * rule twice in one interval.
 */
export async function runDueRules(deps: Deps, lang: Lang) {
  const due = await deps.db
    .select({ id: pickingRules.id })
    .from(pickingRules)
    .where(
      and(
        eq(pickingRules.isDeactivate, false),
        sql`${pickingRules.intervalMinutes} > 0`,
        sql`(${pickingRules.lastRunTime} is null
          or ${pickingRules.lastRunTime} <= now() - make_interval(mins => ${pickingRules.intervalMinutes}))`,
      ),
    )
    .orderBy(pickingRules.id);
  let lists = 0;
  for (const { id } of due) {
    lists += await inTransaction(deps, async (tx) => {
      const [rule] = await tx
        .update(pickingRules)
        .set({ lastRunTime: sql`now()` })
        .where(
          and(
            eq(pickingRules.id, id),
            eq(pickingRules.isDeactivate, false),
            sql`(${pickingRules.lastRunTime} is null
              or ${pickingRules.lastRunTime} <= now() - make_interval(mins => ${pickingRules.intervalMinutes}))`,
          ),
        )
        .returning();
      if (!rule) return 0;
      return (await runRule(deps, tx, rule, null, lang)).length;
    });
  }
  return lists;
}
