import {
  type EditLogisticsOrderBody,
  type EstablishLogisticsOrderBody,
  fieldLabel,
  type GetLogisticsOrdersBody,
  type Lang,
  logisticsOrderFlow,
  numberList,
  OrderLineKind,
  OrderSource,
  orderSourceNames,
  orderTypeNames,
  packageFlow,
} from '@wms/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.js';
import {
  logisticsOrderCustomsLines,
  logisticsOrderLines,
  logisticsOrderServices,
  logisticsOrders,
  packages,
  recipientInformations,
} from '../../../db/schema/index.js';
import { type Auth, holdsAnyCode, isStaff } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound, refused } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { inTransaction } from '../../../platform/notify.js';
import { customerOwn, ownerScope } from '../../../platform/owner-scope.js';
import { countQuery, pageWindow } from '../../../platform/paging.js';
import type { PdfTable } from '../../../platform/pdf.js';
import { download, paged } from '../../../platform/route.js';
import { type BatchResult, stateCounts, stateName, transitionMany } from '../../../platform/transition.js';
import { tableXlsx } from '../../../platform/xlsx.js';
import { lockDocumentRefunds } from '../../money/bills/payments.js';
import { type CheckedOrder, checkOrder } from './checks.js';
import { freezeOrderStock, ordersWaitingForGoods, releaseOrderGoods } from './goods.js';
import * as repo from './repository.js';
import { orderWorkflow } from './workflow.js';

// Logistics orders (docs/domain.md, "Orders"): placed by a customer for themselves or by staff
// for a customer, reviewed, waiting for their goods, cancelled. Each write is one transaction;
// every change of state is a move of the order workflow (its history, its event, the customer's
// notice: platform/transition.ts).

const S = logisticsOrderFlow.state;
const EDITABLE: number[] = [S.PendingReview, S.Rejected];
const REVIEW_CODE = 'LogisticsOrder:ReviewLogisticsOrders';
/** The most rows one export writes. */
export const MAX_EXPORT_ROWS = 10_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The names a row shows in the caller's language. */
function named<R extends { Status: number; OrderSource: number; OrderType: number }>(r: R, lang: Lang) {
  return {
    ...r,
    StatusName: stateName(logisticsOrderFlow, r.Status, lang),
    OrderSourceName: orderSourceNames[r.OrderSource as keyof typeof orderSourceNames]?.[lang] ?? String(r.OrderSource),
    OrderTypeName: orderTypeNames[r.OrderType as keyof typeof orderTypeNames]?.[lang] ?? String(r.OrderType),
  };
}

/** Whether an error is the "one open order per parcel" index refusing a line. */
const parcelTaken = (err: unknown): boolean => {
  let e = err as { message?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 5 && e; i++) {
    if (e.constraint === 'logistics_order_lines_open_package_uq') return true;
    if (typeof e.message === 'string' && e.message.includes('logistics_order_lines_open_package_uq')) return true;
    e = e.cause as typeof e;
  }
  return false;
};

export function ordersService(deps: Deps) {
  const { db } = deps;

  /** Lines, customs lines and services of a checked form, written for the order. */
  async function writeGoods(tx: Queryable, orderId: number, b: EstablishLogisticsOrderBody) {
    await tx.insert(logisticsOrderLines).values(
      b.Lines.map((l) => ({
        orderId,
        kind: l.Kind,
        packageId: l.Kind === OrderLineKind.Package ? l.PackageId! : null,
        commodityId: l.Kind === OrderLineKind.Commodity ? l.CommodityId! : null,
        quantity: l.Kind === OrderLineKind.Commodity ? l.Quantity! : 1,
      })),
    );
    if (b.CustomsLines.length) {
      await tx.insert(logisticsOrderCustomsLines).values(
        b.CustomsLines.map((c) => ({
          orderId,
          name: c.Name,
          localName: c.LocalName ?? '',
          hsCode: c.HsCode,
          quantity: c.Quantity,
          weight: c.Weight,
          value: c.Value,
          originCountryId: c.OriginCountryId,
        })),
      );
    }
    const services = [...new Set(b.ValueAddedServiceIds)];
    if (services.length)
      await tx.insert(logisticsOrderServices).values(services.map((serviceId) => ({ orderId, serviceId })));
  }

  const orderValues = (c: CheckedOrder) => ({
    warehouseId: c.warehouseId,
    orderType: c.orderType,
    shippingTypeId: c.shippingTypeId,
    delivery: c.delivery,
    recipientInformationId: c.recipientInformationId,
    selfPickupAddressId: c.selfPickupAddressId,
    declarantInformationId: c.declarantInformationId,
    address: c.address,
    countryId: c.countryId,
    cargoTypeIds: c.cargoTypeIds,
    customsCategory: c.customsCategory,
    customsForm: c.customsForm,
    declaredCurrencyId: c.declaredCurrencyId,
    declaredValue: c.declaredValue,
    estimatedFreight: c.estimatedFreight,
    estimatedCurrencyId: c.estimatedCurrencyId,
    remarks: c.remarks,
  });

  /** A recipient an order took is used once more (the picker offers the most used first). */
  const countUse = (tx: Queryable, id: number | null) =>
    id === null
      ? undefined
      : tx
          .update(recipientInformations)
          .set({ usageCount: sql`${recipientInformations.usageCount} + 1` })
          .where(eq(recipientInformations.id, id));

  /** Two orders took one parcel at once: the index let one through; the other is told which. */
  async function orParcelTaken<T>(b: EstablishLogisticsOrderBody, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (!parcelTaken(err)) throw err;
      const ids = b.Lines.flatMap((l) => (l.Kind === OrderLineKind.Package ? [l.PackageId!] : []));
      const [taken] = await db
        .select({ id: logisticsOrderLines.packageId, number: packages.number })
        .from(logisticsOrderLines)
        .innerJoin(packages, eq(packages.id, logisticsOrderLines.packageId))
        .where(
          and(
            inArray(logisticsOrderLines.packageId, ids),
            eq(logisticsOrderLines.kind, OrderLineKind.Package),
            eq(logisticsOrderLines.active, true),
          ),
        )
        .limit(1);
      const i = b.Lines.findIndex((l) => l.PackageId === taken?.id);
      throw invalid(i < 0 ? 'Lines' : `Lines.${i}.PackageId`, 'orders.parcelJustTaken', {
        number: taken?.number ?? '',
      });
    }
  }

  /**
   * The orders of a grouped action (02 §5): each once, of one customer and one warehouse; Code 3
   * when one is missing or, for a customer, another's. Answers them locked for the transaction.
   */
  async function groupOf(tx: Queryable, auth: Auth, ids: number[]) {
    if (new Set(ids).size !== ids.length) throw invalid('Ids', 'orders.duplicateIds');
    const own = customerOwn(auth);
    const rows = await tx
      .select({
        id: logisticsOrders.id,
        number: logisticsOrders.number,
        ownerId: logisticsOrders.ownerId,
        warehouseId: logisticsOrders.warehouseId,
        status: logisticsOrders.status,
      })
      .from(logisticsOrders)
      .where(and(inArray(logisticsOrders.id, ids), own === undefined ? undefined : eq(logisticsOrders.ownerId, own)))
      .orderBy(logisticsOrders.id)
      .for('update');
    if (rows.length !== ids.length) throw notFound();
    if (new Set(rows.map((r) => r.ownerId)).size > 1) throw invalid('Ids', 'orders.mixedUsers');
    if (new Set(rows.map((r) => r.warehouseId)).size > 1) throw invalid('Ids', 'orders.mixedWarehouses');
    return rows;
  }

  const answer = (...results: BatchResult[]) => ({
    Moved: results.flatMap((r) => r.moved.map((m) => ({ Id: m.Id, Name: m.Name }))),
    Refused: results.flatMap((r) => r.refused),
  });

  /** Approves orders in the caller's transaction: those whose goods are all in go to be picked,
   * the others wait for them; the stock of both is frozen now. */
  async function approveIn(tx: Queryable, auth: Auth, ids: number[], note: string, lang: Lang) {
    const waiting = await ordersWaitingForGoods(tx, ids);
    const set = { reviewTime: new Date(), reviewNote: note };
    const ready = await transitionMany(
      tx,
      orderWorkflow,
      'approve',
      ids.filter((id) => !waiting.has(id)),
      { auth, lang, note, set },
    );
    const pending = await transitionMany(tx, orderWorkflow, 'approvePending', [...waiting], { auth, lang, note, set });
    await freezeOrderStock(
      tx,
      [...ready.moved, ...pending.moved].map((m) => m.Id),
    );
    return [ready, pending] as const;
  }

  async function page(auth: Auth, q: GetLogisticsOrdersBody & { StateCounts?: boolean }, lang: Lang, peer = false) {
    const f = { ...q, ownerId: ownerScope(auth, q.UserId), ...(peer ? { OrderSource: OrderSource.Peer } : {}) };
    const where = repo.orderWhere(f);
    const { limit, offset } = pageWindow(q);
    const [rows, [count], counts] = await Promise.all([
      db
        .select(repo.orderColumns(lang))
        .from(logisticsOrders)
        .where(where)
        .orderBy(desc(logisticsOrders.creationTime), desc(logisticsOrders.id))
        .limit(limit)
        .offset(offset),
      countQuery(db, logisticsOrders, where),
      q.StateCounts ? stateCounts(db, orderWorkflow, repo.orderWhere(f, false)) : undefined,
    ]);
    return paged(
      rows.map((r) => named(r, lang)),
      Number(count?.count ?? 0),
      counts,
    );
  }

  async function detail(auth: Auth, id: number, lang: Lang) {
    const own = customerOwn(auth);
    const [row] = await db
      .select({ ...repo.orderColumns(lang), ...repo.detailColumns })
      .from(logisticsOrders)
      .where(and(eq(logisticsOrders.id, id), own === undefined ? undefined : eq(logisticsOrders.ownerId, own)));
    if (!row) throw notFound();
    const [lines, customs, services] = await Promise.all([
      repo.linesOf(db, id),
      repo.customsLinesOf(db, id, lang),
      repo.servicesOf(db, id),
    ]);
    return { ...named(row, lang), Lines: lines, CustomsLines: customs, ValueAddedServices: services };
  }

  return {
    list: (auth: Auth, q: GetLogisticsOrdersBody & { StateCounts?: boolean }, lang: Lang) => page(auth, q, lang),
    peerList: (auth: Auth, q: GetLogisticsOrdersBody & { StateCounts?: boolean }, lang: Lang) =>
      page(auth, q, lang, true),
    detail,

    async editable(auth: Auth, id: number, lang: Lang) {
      const d = await detail(auth, id, lang);
      if (!EDITABLE.includes(d.Status)) throw refused('orders.notEditable', { order: d.Number, state: d.StatusName });
      return d;
    },

    /** Places an order; staff holding the review permission approve it by placing it. */
    establish: (auth: Auth, b: EstablishLogisticsOrderBody, lang: Lang) =>
      orParcelTaken(b, async () => {
        // The checks read before the transaction: the freight trial reads through the pool (one
        // connection on PGlite, which the transaction would hold). What must hold under
        // concurrency the database holds: one open order per parcel; stock is frozen at approval.
        const c = await checkOrder(db, deps, auth, b, lang);
        return inTransaction(deps, async (tx) => {
          const [made] = await tx
            .insert(logisticsOrders)
            .values({
              ...orderValues(c),
              ownerId: c.ownerId,
              orderSource: isStaff(auth) ? OrderSource.Staff : OrderSource.Customer,
              createdBy: auth.userId,
            })
            .returning({ id: logisticsOrders.id });
          await writeGoods(tx, made!.id, b);
          await countUse(tx, c.recipientInformationId);
          if (isStaff(auth) && (await holdsAnyCode(tx, auth, [REVIEW_CODE])))
            await approveIn(tx, auth, [made!.id], '', lang);
          return made!.id;
        });
      }),

    /** Edits an order pending review or rejected (a rejected one goes back to review). */
    edit: (auth: Auth, b: EditLogisticsOrderBody, lang: Lang) =>
      orParcelTaken(b, async () => {
        const own = customerOwn(auth);
        const orderOf = (q: Queryable) =>
          q
            .select()
            .from(logisticsOrders)
            .where(and(eq(logisticsOrders.id, b.Id), own === undefined ? undefined : eq(logisticsOrders.ownerId, own)));
        const editable = (order: typeof logisticsOrders.$inferSelect | undefined) => {
          if (!order) throw notFound();
          if (!EDITABLE.includes(order.status))
            throw refused('orders.notEditable', {
              order: order.number,
              state: stateName(logisticsOrderFlow, order.status, lang),
            });
          return order;
        };
        // The owner never changes. Checked before the transaction, as a new order is.
        const [before] = await orderOf(db);
        const c = await checkOrder(db, deps, auth, { ...b, OwnerId: editable(before).ownerId }, lang, b.Id);
        return inTransaction(deps, async (tx) => {
          const order = editable((await orderOf(tx).for('update'))[0]);
          await tx.update(logisticsOrders).set(orderValues(c)).where(eq(logisticsOrders.id, order.id));
          await tx.delete(logisticsOrderLines).where(eq(logisticsOrderLines.orderId, order.id));
          await tx.delete(logisticsOrderCustomsLines).where(eq(logisticsOrderCustomsLines.orderId, order.id));
          await tx.delete(logisticsOrderServices).where(eq(logisticsOrderServices.orderId, order.id));
          await writeGoods(tx, order.id, b);
          if (c.recipientInformationId !== order.recipientInformationId) await countUse(tx, c.recipientInformationId);
          if (order.status === S.Rejected)
            await transitionMany(tx, orderWorkflow, 'submit', [order.id], { auth, lang }, 'all');
          return true;
        });
      }),

    /** Cancels orders: those not yet approved by the owner or staff, approved ones by staff, each
     * giving back exactly what it held. */
    async cancel(auth: Auth, ids: number[], lang: Lang) {
      const r = await inTransaction(deps, async (tx) => {
        const orders = await groupOf(tx, auth, ids);
        const early = orders.filter((o) => EDITABLE.includes(o.status)).map((o) => o.id);
        const late = orders.filter((o) => !EDITABLE.includes(o.status)).map((o) => o.id);
        const a = await transitionMany(tx, orderWorkflow, 'cancel', early, { auth, lang });
        const b = await transitionMany(tx, orderWorkflow, isStaff(auth) ? 'cancelApproved' : 'cancel', late, {
          auth,
          lang,
        });
        await releaseOrderGoods(
          tx,
          [...a.moved, ...b.moved].map((m) => m.Id),
          { operatorId: auth.userId, lang },
        );
        return [a, b];
      });
      return answer(...r);
    },

    async review(auth: Auth, ids: number[], note: string | undefined, lang: Lang) {
      const r = await inTransaction(deps, async (tx) => {
        await groupOf(tx, auth, ids);
        return approveIn(tx, auth, ids, note ?? '', lang);
      });
      return answer(...r);
    },

    async reject(auth: Auth, ids: number[], note: string, lang: Lang) {
      const r = await inTransaction(deps, async (tx) => {
        await groupOf(tx, auth, ids);
        return transitionMany(tx, orderWorkflow, 'reject', ids, {
          auth,
          lang,
          note,
          set: { reviewTime: new Date(), reviewNote: note },
        });
      });
      return answer(r);
    },

    /** Irreversible: the goods are in. Refunds of the orders' bills are locked (those paid later
     * too: payBills reads the order's lock), third-party confirmation locked, store-entry time
     * stamped. A forecast parcel not yet signed in is a forecast anomaly: nothing moves. */
    async confirmArrival(auth: Auth, ids: number[], lang: Lang) {
      const r = await inTransaction(deps, async (tx) => {
        const orders = await groupOf(tx, auth, ids);
        const forecast = await tx
          .select({ order: logisticsOrders.number, number: packages.number })
          .from(logisticsOrderLines)
          .innerJoin(logisticsOrders, eq(logisticsOrders.id, logisticsOrderLines.orderId))
          .innerJoin(packages, eq(packages.id, logisticsOrderLines.packageId))
          .where(
            and(
              inArray(
                logisticsOrderLines.orderId,
                orders.filter((o) => o.status === S.AwaitingArrival).map((o) => o.id),
              ),
              eq(logisticsOrderLines.active, true),
              eq(packages.status, packageFlow.state.NotReceived),
            ),
          )
          .orderBy(logisticsOrders.id, packages.id);
        if (forecast.length) {
          const first = forecast[0]!.order;
          throw refused('orders.forecastAnomaly', {
            order: first,
            numbers: forecast
              .filter((f) => f.order === first)
              .map((f) => f.number)
              .join(', '),
          });
        }
        const now = new Date();
        const moved = await transitionMany(tx, orderWorkflow, 'confirmArrival', ids, {
          auth,
          lang,
          set: { storeEntryTime: now, refundLockedTime: now, thirdPartyLockedTime: now },
        });
        for (const m of moved.moved)
          await lockDocumentRefunds(tx as Tx, { entity: 'Order', id: m.Id, reason: m.Name, lang });
        return moved;
      });
      return answer(r);
    },

    async remarks(auth: Auth, id: number, remarks: string) {
      const own = customerOwn(auth);
      const done = await db
        .update(logisticsOrders)
        .set({ remarks })
        .where(and(eq(logisticsOrders.id, id), own === undefined ? undefined : eq(logisticsOrders.ownerId, own)))
        .returning({ id: logisticsOrders.id });
      if (!done.length) throw notFound();
      return true;
    },

    /** Where each of up to 30 orders is, by order or waybill number. */
    async track(auth: Auth, numbers: string, lang: Lang) {
      const list = numberList(numbers);
      const own = customerOwn(auth);
      const rows = await db
        .select(repo.orderColumns(lang))
        .from(logisticsOrders)
        .where(
          and(
            or(inArray(logisticsOrders.number, list), inArray(logisticsOrders.waybillNumber, list)),
            own === undefined ? undefined : eq(logisticsOrders.ownerId, own),
          ),
        )
        .orderBy(desc(logisticsOrders.creationTime), desc(logisticsOrders.id));
      return rows.map((r) => named(r, lang));
    },

    /** The list's orders as a workbook: at most 10,000 rows, else Code 4 saying how many match. */
    async export(auth: Auth, q: GetLogisticsOrdersBody, lang: Lang) {
      const where = repo.orderWhere({ ...q, ownerId: ownerScope(auth, q.UserId) });
      const [count] = await countQuery(db, logisticsOrders, where);
      const total = Number(count?.count ?? 0);
      if (total > MAX_EXPORT_ROWS) throw refused('orders.tooManyToExport', { count: total, max: MAX_EXPORT_ROWS });
      const rows = (
        await db
          .select(repo.orderColumns(lang))
          .from(logisticsOrders)
          .where(where)
          .orderBy(desc(logisticsOrders.creationTime), desc(logisticsOrders.id))
          .limit(MAX_EXPORT_ROWS)
      ).map((r) => named(r, lang));
      const staff = isStaff(auth);
      const col = (field: string, width: number, align?: 'right') => ({ title: fieldLabel(field, lang), width, align });
      const title = t(lang, staff ? 'LogisticsOrderIndex' : 'UserLogisticsOrderIndex');
      const table: PdfTable = {
        title,
        columns: [
          col('Number', 12),
          ...(staff ? [col('UserName', 10), col('CustomerCode', 8)] : []),
          col('WarehouseName', 10),
          col('StatusName', 8),
          col('OrderSourceName', 8),
          col('OrderTypeName', 8),
          col('TypeOfShippingName', 12),
          col('CountryName', 8),
          col('Recipient', 10),
          col('WaybillNumber', 12),
          col('PackageCount', 6, 'right'),
          col('ItemCount', 6, 'right'),
          col('EstimatedFreight', 8, 'right'),
          col('EstimatedCurrencyCode', 6),
          col('Remarks', 16),
          col('CreationTime', 14),
        ],
        rows: rows.map((r) => [
          r.Number,
          ...(staff ? [r.UserName, r.CustomerCode ?? ''] : []),
          r.WarehouseName,
          r.StatusName,
          r.OrderSourceName,
          r.OrderTypeName,
          r.TypeOfShippingName,
          r.CountryName ?? '',
          r.Recipient,
          r.WaybillNumber ?? '',
          r.PackageCount,
          r.ItemCount,
          r.EstimatedFreight ?? '',
          r.EstimatedCurrencyCode ?? '',
          r.Remarks,
          r.CreationTime.replace('T', ' ').slice(0, 19),
        ]),
      };
      return download(XLSX, await tableXlsx(table), `${title}.xlsx`);
    },
  };
}
