import {
  AccountType,
  type BatchResult,
  candidateNumbers,
  courierNumberOf,
  type Lang,
  logisticsOrderFlow,
  normaliseScan,
  OrderLineKind,
  PickingListType,
  PickOutcome,
  type PickScanAnswer,
  pastedCode,
  pickingClaimFlow,
  pickingListFlow,
  ShelfOperationType,
  ShelfRelatedType,
} from '@wms/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  bins,
  logisticsOrders,
  pickingLines,
  pickingListOrders,
  pickingLists,
  users,
} from '../../../db/schema/index.js';
import { type Auth, holdsAnyCode } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound, refused } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { inTransaction } from '../../../platform/notify.js';
import { transition, transitionMany } from '../../../platform/transition.js';
import { trackingKey } from '../../inbound/receiving/documents.js';
import { adjust, placeParcels, type StockContext } from '../../warehouse/inventory/stock.js';
import { orderWorkflow } from '../orders/workflow.js';
import { listStateName, makeList } from './lists.js';
import { linesOf } from './repository.js';
import { pickingClaimWorkflow, pickingListWorkflow } from './workflows.js';

// Picking lists after they are made (docs/domain.md, "Picking"): claimed by a picker (or
// assigned), started, walked shelf by shelf with a scan per pick, ended by sorting. Every pick
// takes its goods off the shelf through the shelf ledger in the scan's transaction; taking an
// order off a list puts back exactly what this list took of it.

const { ToBePicked, PartiallyPicked } = pickingListFlow.state;
const OPEN: number[] = [ToBePicked, PartiallyPicked];
/** Who may release or end another picker's list: whoever may assign lists. */
const MANAGER = ['PickingList:BatchClaimPickingList'];

const ctxOf = (auth: Auth | null, lang: Lang): StockContext => ({ operatorId: auth?.userId ?? null, lang });

interface ListHead {
  id: number;
  number: string;
  warehouseId: number;
  status: number;
  claimStatus: number;
  operatorId: number | null;
  operatorName: string | null;
  startedTime: Date | null;
}

/** The list, locked for the rest of the transaction (Code 3 when there is none). */
async function lockList(tx: Tx, id: number): Promise<ListHead> {
  const [row] = await tx
    .select({
      id: pickingLists.id,
      number: pickingLists.number,
      warehouseId: pickingLists.warehouseId,
      status: pickingLists.status,
      claimStatus: pickingLists.claimStatus,
      operatorId: pickingLists.operatorId,
      operatorName: sql<
        string | null
      >`(select coalesce(nullif(u.nick_name, ''), u.user_name) from ${users} u where u.id = ${pickingLists.operatorId})`,
      startedTime: pickingLists.startedTime,
    })
    .from(pickingLists)
    .where(eq(pickingLists.id, id))
    .for('update', { of: pickingLists });
  if (!row) throw notFound();
  return row;
}

const refuseEnded = (list: ListHead, lang: Lang) => {
  if (!OPEN.includes(list.status))
    throw refused('picking.listEnded', { number: list.number, state: listStateName(list.status, lang) });
};

/** Only the claimer picks (and starts) a list. */
function refuseNotClaimer(list: ListHead, auth: Auth) {
  if (list.operatorId === null || list.claimStatus !== pickingClaimFlow.state.Claimed)
    throw refused('picking.unclaimed', { number: list.number });
  if (list.operatorId !== auth.userId)
    throw refused('picking.notClaimer', { number: list.number, operator: list.operatorName ?? '' });
}

/** The active orders on a list, by slot. */
async function ordersOn(tx: Tx, listId: number) {
  return tx
    .select({
      id: pickingListOrders.orderId,
      serial: pickingListOrders.serial,
      number: logisticsOrders.number,
      status: logisticsOrders.status,
    })
    .from(pickingListOrders)
    .innerJoin(logisticsOrders, eq(logisticsOrders.id, pickingListOrders.orderId))
    .where(and(eq(pickingListOrders.pickingListId, listId), eq(pickingListOrders.active, true)))
    .orderBy(pickingListOrders.serial);
}

/** Starts a list once: its orders are being picked (the order workflow's `startPicking`). */
async function start(tx: Tx, list: ListHead, lang: Lang) {
  if (list.startedTime) return;
  const now = new Date();
  await tx.update(pickingLists).set({ startedTime: now }).where(eq(pickingLists.id, list.id));
  list.startedTime = now;
  const orders = await ordersOn(tx, list.id);
  const waiting = orders.filter((o) => o.status === logisticsOrderFlow.state.ToBePicked).map((o) => o.id);
  await transitionMany(tx, orderWorkflow, 'startPicking', waiting, { auth: null, lang, note: list.number }, 'all');
}

/** A line as the pick needs it, locked. */
interface PickLine {
  id: number;
  orderId: number;
  orderNumber: string;
  serial: number;
  orderLineId: number;
  allocationId: number | null;
  kind: number;
  shelfId: number | null;
  shelfNumber: string | null;
  binId: number | null;
  packageId: number | null;
  packageNumber: string | null;
  trackingKey: string | null;
  commodityId: number | null;
  code: string | null;
  sku: string | null;
  quantity: number;
  picked: number;
}

async function pickLines(tx: Tx, listId: number, where: ReturnType<typeof sql>): Promise<PickLine[]> {
  const res = await tx.execute(sql`
    select l.id, l.order_id as "orderId", o.number as "orderNumber", coalesce(po.serial, 0) as serial,
      l.order_line_id as "orderLineId", l.allocation_id as "allocationId", l.kind, l.shelf_id as "shelfId",
      s.number as "shelfNumber", l.bin_id as "binId", l.package_id as "packageId", p.number as "packageNumber",
      p.tracking_key as "trackingKey", l.commodity_id as "commodityId", c.code, c.sku, l.quantity,
      l.picked_quantity as picked
    from picking_lines l
    join logistics_orders o on o.id = l.order_id
    left join picking_list_orders po on po.picking_list_id = l.picking_list_id and po.order_id = l.order_id
    left join shelves s on s.id = l.shelf_id
    left join packages p on p.id = l.package_id
    left join commodities c on c.id = l.commodity_id
    where l.picking_list_id = ${listId} and ${where}
    order by l.walk, l.id
    for update of l`);
  return (res.rows as Record<string, unknown>[]).map((r) => ({
    ...(r as unknown as PickLine),
    id: Number(r.id),
    orderId: Number(r.orderId),
    serial: Number(r.serial),
    orderLineId: Number(r.orderLineId),
    allocationId: r.allocationId === null ? null : Number(r.allocationId),
    kind: Number(r.kind),
    shelfId: r.shelfId === null ? null : Number(r.shelfId),
    binId: r.binId === null ? null : Number(r.binId),
    packageId: r.packageId === null ? null : Number(r.packageId),
    commodityId: r.commodityId === null ? null : Number(r.commodityId),
    quantity: Number(r.quantity),
    picked: Number(r.picked),
  }));
}

const left = (l: PickLine) => l.quantity - l.picked;
const goodsOf = (l: PickLine) => l.packageNumber ?? l.code ?? '';

/**
 * Takes `n` of a line off its shelf for its order: stock through the shelf ledger (its frozen
 * quantity and total go down, a shelf log row related to the list), a parcel off its shelf or
 * bin with its log row; the line's, the allocation's and the order line's picked quantities go up.
 */
async function take(tx: Tx, list: ListHead, l: PickLine, n: number, auth: Auth, lang: Lang) {
  const ctx = ctxOf(auth, lang);
  if (l.kind === OrderLineKind.Commodity) {
    await adjust(tx, {
      commodityId: l.commodityId!,
      shelfId: l.shelfId!,
      quantity: 'frozen',
      delta: -n,
      operationType: ShelfOperationType.TakeOffShelves,
      relatedType: ShelfRelatedType.PickingList,
      relatedKey: list.number,
      content: t(lang, 'picking.log.itemOff', { code: l.code, quantity: n, order: l.orderNumber, number: list.number }),
      ctx,
    });
    await tx.execute(
      sql`update logistics_order_allocations set picked_quantity = picked_quantity + ${n} where id = ${l.allocationId}`,
    );
  } else {
    // Where the parcel is now (a bin may have moved since the list was made).
    const res = await tx.execute(sql`
      select p.shelf_id, b.number as bin from packages p left join bins b on b.id = p.bin_id
      where p.id = ${l.packageId} for update of p`);
    const now = res.rows[0] as { shelf_id: number | null; bin: string | null } | undefined;
    if (now?.shelf_id != null)
      await placeParcels(
        tx,
        Number(now.shelf_id),
        [{ id: l.packageId!, number: l.packageNumber! }],
        'off',
        ctx,
        now.bin ? { bin: now.bin } : undefined,
        'ShelfNumber',
      );
    await tx.execute(sql`update packages set shelf_id = null, bin_id = null where id = ${l.packageId}`);
  }
  await tx.execute(
    sql`update logistics_order_lines set picked_quantity = picked_quantity + ${n} where id = ${l.orderLineId}`,
  );
  await tx
    .update(pickingLines)
    .set({ pickedQuantity: sql`${pickingLines.pickedQuantity} + ${n}`, pickedBy: auth.userId, pickedTime: new Date() })
    .where(eq(pickingLines.id, l.id));
  l.picked += n;
}

/** What this list took of a line goes back where it came from (an order taken off the list). */
async function putBack(tx: Tx, list: ListHead, l: PickLine, auth: Auth, lang: Lang) {
  const n = l.picked;
  if (n <= 0) return;
  const ctx = ctxOf(auth, lang);
  if (l.kind === OrderLineKind.Commodity) {
    await adjust(tx, {
      commodityId: l.commodityId!,
      shelfId: l.shelfId!,
      quantity: 'frozen',
      delta: n,
      operationType: ShelfOperationType.PutOnShelves,
      relatedType: ShelfRelatedType.PickingList,
      relatedKey: list.number,
      content: t(lang, 'picking.log.itemBack', {
        code: l.code,
        quantity: n,
        order: l.orderNumber,
        number: list.number,
      }),
      ctx,
      // Goods going back to the place they were taken from: warned about, never refused, for space.
      isCount: true,
    });
    await tx.execute(
      sql`update logistics_order_allocations set picked_quantity = picked_quantity - ${n} where id = ${l.allocationId}`,
    );
  } else if (l.shelfId !== null) {
    // Back into its bin when the bin still stands on that shelf, else on the shelf alone.
    const [bin] = l.binId
      ? await tx
          .select({ number: bins.number })
          .from(bins)
          .where(and(eq(bins.id, l.binId), eq(bins.shelfId, l.shelfId)))
      : [];
    await placeParcels(
      tx,
      l.shelfId,
      [{ id: l.packageId!, number: l.packageNumber! }],
      'on',
      ctx,
      bin ? { bin: bin.number } : undefined,
      'ShelfNumber',
    );
    await tx.execute(
      sql`update packages set shelf_id = ${l.shelfId}, bin_id = ${bin ? l.binId : null} where id = ${l.packageId}`,
    );
  }
  await tx.execute(
    sql`update logistics_order_lines set picked_quantity = picked_quantity - ${n} where id = ${l.orderLineId}`,
  );
}

/** Pieces still to pick on the list. */
async function remaining(tx: Tx, listId: number): Promise<number> {
  const res = await tx.execute(
    sql`select coalesce(sum(quantity - picked_quantity), 0)::int as n from picking_lines where picking_list_id = ${listId}`,
  );
  return Number((res.rows[0] as { n: number }).n);
}

/** The list moves to partially picked with its first pick. */
async function picked(tx: Tx, list: ListHead, auth: Auth, lang: Lang) {
  if (list.status === ToBePicked) {
    await transition(tx, pickingListWorkflow, 'start', list.id, { auth, lang });
    list.status = PartiallyPicked;
  }
}

/** A scan's candidates for a parcel: our number, and the courier's number as inbound reads it. */
function parcelKeys(scan: string): Set<string> {
  const keys = new Set<string>([normaliseScan(scan), pastedCode(scan), courierNumberOf(scan).number]);
  for (const c of candidateNumbers(scan)) keys.add(c.number);
  return new Set([...keys].map(trackingKey));
}

export function pickingService(deps: Deps) {
  const { db } = deps;

  const claimAnswer = (r: { moved: { Id: number; Name: string }[]; refused: BatchResult['Refused'] }): BatchResult => ({
    Moved: r.moved.map((m) => ({ Id: m.Id, Name: m.Name })),
    Refused: r.refused,
  });

  /** The lists among `ids` that have ended: refused before the claim workflow is asked. */
  async function endedAmong(tx: Tx, ids: number[], lang: Lang) {
    const rows = await tx
      .select({ id: pickingLists.id, number: pickingLists.number, status: pickingLists.status })
      .from(pickingLists)
      .where(inArray(pickingLists.id, ids));
    return rows
      .filter((r) => !OPEN.includes(r.status))
      .map((r) => ({
        Id: r.id,
        Name: r.number,
        Reason: t(lang, 'picking.listEnded', { number: r.number, state: listStateName(r.status, lang) }),
      }));
  }

  return {
    addList(auth: Auth, body: { OrderIds: number[]; Remarks?: string }, lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const list = await makeList(deps, tx, { orderIds: body.OrderIds, remarks: body.Remarks, auth, lang });
        return list.id;
      });
    },

    deleteList(_auth: Auth, id: number, lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const list = await lockList(tx, id);
        const lines = await pickLines(tx, id, sql`true`);
        if (list.status !== ToBePicked || lines.some((l) => l.picked > 0))
          throw refused('picking.pickedCannotDelete', { number: list.number });
        const orders = await ordersOn(tx, id);
        await transitionMany(
          tx,
          orderWorkflow,
          'returnToPicking',
          orders.filter((o) => o.status === logisticsOrderFlow.state.Picking).map((o) => o.id),
          { auth: null, lang, note: list.number },
          'all',
        );
        await tx.delete(pickingLists).where(eq(pickingLists.id, id));
        return true;
      });
    },

    /** An order off an open list: what this list picked of it goes back to its shelves and bins,
     * and the order is to be picked again. A list left with no order is deleted. */
    deleteOrder(auth: Auth, body: { Id: number; OrderId: number }, lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const list = await lockList(tx, body.Id);
        refuseEnded(list, lang);
        const orders = await ordersOn(tx, list.id);
        const order = orders.find((o) => o.id === body.OrderId);
        if (!order) {
          const [o] = await tx
            .select({ number: logisticsOrders.number })
            .from(logisticsOrders)
            .where(eq(logisticsOrders.id, body.OrderId));
          throw refused('picking.notOnList', { order: o?.number ?? String(body.OrderId), number: list.number });
        }
        for (const l of await pickLines(tx, list.id, sql`l.order_id = ${order.id}`))
          await putBack(tx, list, l, auth, lang);
        await tx
          .delete(pickingLines)
          .where(and(eq(pickingLines.pickingListId, list.id), eq(pickingLines.orderId, order.id)));
        await tx
          .delete(pickingListOrders)
          .where(and(eq(pickingListOrders.pickingListId, list.id), eq(pickingListOrders.orderId, order.id)));
        if (order.status === logisticsOrderFlow.state.Picking)
          await transition(tx, orderWorkflow, 'returnToPicking', order.id, { auth: null, lang, note: list.number });
        const rest = orders.length - 1;
        if (rest === 0) await tx.delete(pickingLists).where(eq(pickingLists.id, list.id));
        else if (rest === 1)
          await tx.update(pickingLists).set({ type: PickingListType.SingleOrder }).where(eq(pickingLists.id, list.id));
        return true;
      });
    },

    /** Claims for myself: of two pickers claiming one list at once, one wins (the claim's
     * conditional move); the other is told the list's claim state now. */
    claimMine(auth: Auth, ids: number[], lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const ended = await endedAmong(tx, ids, lang);
        const r = await transitionMany(
          tx,
          pickingClaimWorkflow,
          'claim',
          ids.filter((id) => !ended.some((e) => e.Id === id)),
          { auth, lang, set: { operatorId: auth.userId, claimTime: new Date() } },
        );
        return claimAnswer({ moved: r.moved, refused: [...ended, ...r.refused] });
      });
    },

    /** A manager assigns lists to a picker (an active staff user). */
    assign(auth: Auth, body: { Ids: number[]; UserId: number }, lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const [picker] = await tx
          .select({ id: users.id, accountType: users.accountType, isDeactivate: users.isDeactivate })
          .from(users)
          .where(eq(users.id, body.UserId));
        if (!picker || picker.isDeactivate || picker.accountType !== AccountType.Staff)
          throw invalid('UserId', 'picking.notStaff');
        const ended = await endedAmong(tx, body.Ids, lang);
        const r = await transitionMany(
          tx,
          pickingClaimWorkflow,
          'assign',
          body.Ids.filter((id) => !ended.some((e) => e.Id === id)),
          { auth, lang, set: { operatorId: picker.id, claimTime: new Date() } },
        );
        return claimAnswer({ moved: r.moved, refused: [...ended, ...r.refused] });
      });
    },

    /** Releases claims: by the claimer or a manager, and never once picking started ("release
     * failed"). */
    release(auth: Auth, ids: number[], lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const manager = await holdsAnyCode(tx, auth, MANAGER);
        const refusedRows: BatchResult['Refused'] = [];
        const free: number[] = [];
        for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
          const [list] = await tx
            .select({
              id: pickingLists.id,
              number: pickingLists.number,
              operatorId: pickingLists.operatorId,
              startedTime: pickingLists.startedTime,
              operatorName: sql<
                string | null
              >`(select coalesce(nullif(u.nick_name, ''), u.user_name) from ${users} u where u.id = ${pickingLists.operatorId})`,
            })
            .from(pickingLists)
            .where(eq(pickingLists.id, id))
            .for('update', { of: pickingLists });
          if (!list)
            free.push(id); // the move reports it as not found
          else if (list.startedTime)
            refusedRows.push({
              Id: id,
              Name: list.number,
              Reason: t(lang, 'picking.releaseFailed', { number: list.number }),
            });
          else if (!manager && list.operatorId !== null && list.operatorId !== auth.userId)
            refusedRows.push({
              Id: id,
              Name: list.number,
              Reason: t(lang, 'picking.releaseNotClaimer', { number: list.number, operator: list.operatorName ?? '' }),
            });
          else free.push(id);
        }
        const r = await transitionMany(tx, pickingClaimWorkflow, 'release', free, { auth, lang });
        // Cleared apart: a move's `set` encodes each value by its column, and a time column takes no null.
        const released = r.moved.map((m) => m.Id);
        if (released.length)
          await tx
            .update(pickingLists)
            .set({ operatorId: null, claimTime: null })
            .where(inArray(pickingLists.id, released));
        return claimAnswer({ moved: r.moved, refused: [...refusedRows, ...r.refused] });
      });
    },

    /** The claimer starts a list: its orders are being picked. Starting it again changes nothing. */
    startList(auth: Auth, id: number, lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const list = await lockList(tx, id);
        refuseEnded(list, lang);
        refuseNotClaimer(list, auth);
        await start(tx, list, lang);
        return true;
      });
    },

    /**
     * One scan of the walk: the shelf, then a parcel (its number or courier number) or an item
     * (commodity code or SKU) with a quantity. A shelf the list has nothing on, or goods the list
     * does not want from that shelf, is refused (Code 4, "no matching goods found") and changes
     * nothing; a parcel picked already is harmless (AlreadyPicked).
     */
    scan(
      auth: Auth,
      body: { Id: number; ShelfNumber: string; Scan?: string; Quantity?: number },
      lang: Lang,
    ): Promise<PickScanAnswer> {
      return inTransaction(deps, async (tx) => {
        const list = await lockList(tx, body.Id);
        refuseEnded(list, lang);
        refuseNotClaimer(list, auth);
        const shelf = pastedCode(body.ShelfNumber);
        const here = await pickLines(tx, list.id, sql`lower(s.number) = lower(${shelf})`);
        if (!here.length) throw refused('picking.wrongShelf', { number: list.number, shelf });
        const shelfNumber = here[0]!.shelfNumber ?? shelf;
        const answer = async (Outcome: number, line: PickLine, key: string, params: Record<string, unknown>) => {
          const [Line] = await linesOf(tx, list.id, eq(pickingLines.id, line.id));
          return {
            Outcome,
            Message: t(lang, key, params),
            Line: Line!,
            ListStatus: list.status,
            Remaining: await remaining(tx, list.id),
          };
        };
        if (body.Scan === undefined) {
          const count = here.reduce((s, l) => s + left(l), 0);
          if (!count) throw refused('picking.wrongShelf', { number: list.number, shelf: shelfNumber });
          return answer(PickOutcome.ShelfChosen, here.find((l) => left(l) > 0)!, 'picking.shelfChosen', {
            shelf: shelfNumber,
            count,
          });
        }
        const keys = parcelKeys(body.Scan);
        const parcels = here.filter(
          (l) =>
            l.kind === OrderLineKind.Package &&
            ((l.packageNumber && keys.has(l.packageNumber)) || (l.trackingKey && keys.has(l.trackingKey))),
        );
        const code = pastedCode(body.Scan);
        const items = parcels.length
          ? []
          : here.filter(
              (l) =>
                l.kind === OrderLineKind.Commodity &&
                (l.code?.toUpperCase() === code || (!!l.sku && l.sku.toUpperCase() === code)),
            );
        const wanted = parcels.length ? parcels : items;
        if (!wanted.length)
          throw refused('picking.noMatchingGoods', { scan: body.Scan.trim(), shelf: shelfNumber, number: list.number });
        const open = wanted.filter((l) => left(l) > 0);
        if (!open.length)
          return answer(PickOutcome.AlreadyPicked, wanted[0]!, 'picking.alreadyPicked', { goods: goodsOf(wanted[0]!) });
        const quantity = parcels.length ? 1 : (body.Quantity ?? 1);
        const available = open.reduce((s, l) => s + left(l), 0);
        if (quantity > available)
          throw refused('picking.tooMany', { code: goodsOf(open[0]!), shelf: shelfNumber, left: available });
        await start(tx, list, lang);
        // Several orders may want the same goods from one shelf: filled in walking order.
        let rest = quantity;
        let first: PickLine | undefined;
        for (const l of open) {
          if (!rest) break;
          const n = Math.min(rest, left(l));
          await take(tx, list, l, n, auth, lang);
          first ??= l;
          rest -= n;
        }
        await picked(tx, list, auth, lang);
        return answer(PickOutcome.Picked, first!, 'picking.picked', {
          goods: goodsOf(first!),
          quantity,
          shelf: shelfNumber,
          order: first!.orderNumber,
          serial: first!.serial,
        });
      });
    },

    /** The rest of an order on the list at once (the picker has it all in hand). */
    completeOrder(auth: Auth, body: { Id: number; OrderId: number }, lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const list = await lockList(tx, body.Id);
        refuseEnded(list, lang);
        refuseNotClaimer(list, auth);
        const lines = await pickLines(tx, list.id, sql`l.order_id = ${body.OrderId}`);
        if (!lines.length) {
          const [o] = await tx
            .select({ number: logisticsOrders.number })
            .from(logisticsOrders)
            .where(eq(logisticsOrders.id, body.OrderId));
          throw refused('picking.notOnList', { order: o?.number ?? String(body.OrderId), number: list.number });
        }
        await start(tx, list, lang);
        let any = false;
        for (const l of lines)
          if (left(l) > 0) {
            await take(tx, list, l, left(l), auth, lang);
            any = true;
          }
        if (any) await picked(tx, list, auth, lang);
        return true;
      });
    },

    /**
     * Sorting ends the list: orders picked in full are Picked; the others go back to be picked,
     * keeping what was picked (the next list picks only the rest). The list is Finished when every
     * order was picked in full, else Not picked. Answers the orders picked (Moved) and those sent
     * back (Refused, with why).
     */
    sortingCompleted(auth: Auth, id: number, lang: Lang): Promise<BatchResult> {
      return inTransaction(deps, async (tx) => {
        const list = await lockList(tx, id);
        refuseEnded(list, lang);
        if (list.operatorId !== auth.userId && !(await holdsAnyCode(tx, auth, MANAGER))) refuseNotClaimer(list, auth);
        const orders = await ordersOn(tx, id);
        const res = await tx.execute(sql`
          select l.order_id, bool_and(l.picked_quantity >= l.quantity) as full
          from logistics_order_lines l
          where l.order_id = any(${`{${orders.map((o) => o.id).join(',') || '0'}}`}::int[]) and l.active
          group by l.order_id`);
        const full = new Set(
          (res.rows as { order_id: number; full: boolean }[]).filter((r) => r.full).map((r) => Number(r.order_id)),
        );
        const picking = orders.filter((o) => o.status === logisticsOrderFlow.state.Picking);
        const done = picking.filter((o) => full.has(o.id));
        const back = picking.filter((o) => !full.has(o.id));
        const opts = { auth: null, lang, note: list.number };
        await transitionMany(
          tx,
          orderWorkflow,
          'finishPicking',
          done.map((o) => o.id),
          opts,
          'all',
        );
        await transitionMany(
          tx,
          orderWorkflow,
          'returnToPicking',
          back.map((o) => o.id),
          opts,
          'all',
        );
        const everything = orders.length > 0 && orders.every((o) => full.has(o.id));
        await transition(tx, pickingListWorkflow, everything ? 'finish' : 'endShort', id, {
          auth,
          lang,
          set: { finishedTime: new Date() },
        });
        await tx.update(pickingListOrders).set({ active: false }).where(eq(pickingListOrders.pickingListId, id));
        return {
          Moved: done.map((o) => ({ Id: o.id, Name: o.number })),
          Refused: orders
            .filter((o) => !done.includes(o))
            .map((o) => ({ Id: o.id, Name: o.number, Reason: t(lang, 'picking.backToPick', { order: o.number }) })),
        };
      });
    },

    /** Marks a list printed (the print data and the PDF both do); Code 3 when there is none. */
    async markPrinted(id: number) {
      const [row] = await db
        .update(pickingLists)
        .set({ printedTime: new Date() })
        .where(eq(pickingLists.id, id))
        .returning({ id: pickingLists.id });
      if (!row) throw notFound();
    },
  };
}
