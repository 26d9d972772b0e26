import {
  AccountType,
  type BatchEstablishWarehouseDocumentBody,
  batchLines,
  type EstablishWarehouseDocumentBody,
  type GetWarehouseDocumentsBody,
  type Lang,
  Money,
  type PackageDetail,
  PRICE_PLACES,
  packageFlow,
  warehouseDocumentFlow,
  zTrackingNumber,
} from '@wms/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { commodities, packageGoods, packages, warehouseDocuments, warehouses } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound, refused } from '../../../platform/errors.js';
import { inTransaction } from '../../../platform/notify.js';
import { customerOwn, ownerScope, writeOwner } from '../../../platform/owner-scope.js';
import { countQuery, pageWindow } from '../../../platform/paging.js';
import { paged } from '../../../platform/route.js';
import { stateName, transitionMany } from '../../../platform/transition.js';
import { packageDetails } from './packages.js';
import * as repo from './repository.js';
import { documentWorkflow } from './workflows.js';

/** The key a tracking number is matched by: capitals, no dashes (a scanner drops them). */
export const trackingKey = (n: string) => n.toUpperCase().replace(/-/g, '');

async function checkWarehouse(tx: Queryable, warehouseId: number) {
  const [w] = await tx.select({ off: warehouses.isDeactivate }).from(warehouses).where(eq(warehouses.id, warehouseId));
  if (!w || w.off) throw invalid('WarehouseId', 'inbound.unknownWarehouse');
}

/**
 * Writes a document and its parcels with their goods, after every check the form can fix:
 * a tracking number given twice, or already waiting to be signed on another document, is
 * Code 2 on it naming it; a commodity must be the owner's.
 */
export async function establishDocument(
  tx: Queryable,
  auth: Auth,
  body: EstablishWarehouseDocumentBody,
): Promise<number> {
  const ownerId = writeOwner(auth, body.OwnerId);
  if (auth.accountType === AccountType.Staff) await repo.checkCustomer(tx, ownerId);
  await checkWarehouse(tx, body.WarehouseId);
  const keys = body.Packages.map((p) => trackingKey(p.TrackingNumber));
  keys.forEach((k, i) => {
    if (keys.indexOf(k) !== i) {
      throw invalid(`Packages.${i}.TrackingNumber`, 'inbound.trackingTwice', {
        number: body.Packages[i]!.TrackingNumber,
      });
    }
  });
  const waiting = await tx
    .select({ key: packages.trackingKey, number: packages.trackingNumber })
    .from(packages)
    .where(and(inArray(packages.trackingKey, keys), eq(packages.status, packageFlow.state.NotReceived)));
  if (waiting.length) {
    const i = keys.indexOf(waiting[0]!.key);
    throw invalid(`Packages.${i}.TrackingNumber`, 'inbound.trackingTaken', {
      number: body.Packages[i]!.TrackingNumber,
    });
  }
  const commodityIds = [
    ...new Set(body.Packages.flatMap((p) => p.Goods.flatMap((g) => (g.CommodityId ? [g.CommodityId] : [])))),
  ];
  if (commodityIds.length) {
    const own = new Set(
      (
        await tx
          .select({ id: commodities.id })
          .from(commodities)
          .where(and(inArray(commodities.id, commodityIds), eq(commodities.ownerId, ownerId)))
      ).map((r) => r.id),
    );
    for (const [i, p] of body.Packages.entries()) {
      for (const [j, g] of p.Goods.entries()) {
        if (g.CommodityId && !own.has(g.CommodityId))
          throw invalid(`Packages.${i}.Goods.${j}.CommodityId`, 'inbound.unknownCommodity');
      }
    }
  }
  const [doc] = await tx
    .insert(warehouseDocuments)
    .values({ ownerId, warehouseId: body.WarehouseId, remarks: body.Remarks ?? '' })
    .returning({ id: warehouseDocuments.id });
  const made = await tx
    .insert(packages)
    .values(
      body.Packages.map((p) => ({
        documentId: doc!.id,
        ownerId,
        warehouseId: body.WarehouseId,
        trackingNumber: p.TrackingNumber,
        trackingKey: trackingKey(p.TrackingNumber),
        needsInspection: p.NeedsInspection ?? false,
        remarks: p.Remarks ?? '',
      })),
    )
    .returning({ id: packages.id });
  const ids = made.map((m) => m.id);
  const goods = body.Packages.flatMap((p, i) =>
    p.Goods.map((g) => ({
      packageId: ids[i]!,
      commodityId: g.CommodityId ?? null,
      productName: g.ProductName,
      quantity: g.Quantity,
      unitPrice: g.UnitPrice ?? '0',
      purchasePrice: g.PurchasePrice ?? '0',
    })),
  );
  if (goods.length) await tx.insert(packageGoods).values(goods);
  return doc!.id;
}

/** Finishes documents (irreversible) in the caller's transaction: each its own outcome. */
export async function finishDocuments(tx: Queryable, auth: Auth, ids: number[], lang: Lang) {
  const out = await transitionMany(tx, documentWorkflow, 'finish', ids, { auth, lang });
  if (out.moved.length) {
    await tx
      .update(warehouseDocuments)
      .set({ finishedTime: sql`now()` })
      .where(
        inArray(
          warehouseDocuments.id,
          out.moved.map((m) => m.Id),
        ),
      );
  }
  return out;
}

/** Warehouse documents (inbound notices): forecasts of parcels to one warehouse. */
export function documentsService(deps: Deps) {
  const { db } = deps;

  function prices(field: 'UnitPrices' | 'PurchasePrices', values: string[]): string[] {
    return values.map((value, i) => {
      try {
        return Money.parse(value, PRICE_PLACES).toFixed(PRICE_PLACES);
      } catch {
        throw invalid(field, 'inbound.priceLine', { line: i + 1, value });
      }
    });
  }

  return {
    async list(auth: Auth, q: GetWarehouseDocumentsBody & { StateCounts?: boolean }, lang: Lang) {
      const f = { ...q, ownerId: ownerScope(auth, q.UserId) };
      const where = repo.documentWhere(f);
      const { limit, offset } = pageWindow(q);
      const rows = (await db
        .select(repo.documentColumns)
        .from(warehouseDocuments)
        .where(where)
        .orderBy(desc(warehouseDocuments.creationTime), desc(warehouseDocuments.id))
        .limit(limit)
        .offset(offset)) as repo.DocumentRecord[];
      const [count] = await countQuery(db, warehouseDocuments, where);
      let counts: { State: number; Count: number }[] | undefined;
      if (q.StateCounts) {
        const grouped = await db
          .select({ s: warehouseDocuments.status, n: sql<number>`count(*)::int` })
          .from(warehouseDocuments)
          .where(repo.documentWhere(f, false))
          .groupBy(warehouseDocuments.status);
        const by = new Map(grouped.map((g) => [g.s, Number(g.n)]));
        counts = Object.values(warehouseDocumentFlow.state).map((State) => ({ State, Count: by.get(State) ?? 0 }));
      }
      return paged(
        rows.map((r) => ({ ...r, StatusName: stateName(warehouseDocumentFlow, r.Status, lang) })),
        Number(count?.count ?? 0),
        counts,
      );
    },

    async detail(auth: Auth, id: number, lang: Lang) {
      const own = customerOwn(auth);
      const [row] = (await db
        .select(repo.documentColumns)
        .from(warehouseDocuments)
        .where(
          and(eq(warehouseDocuments.id, id), own === undefined ? undefined : eq(warehouseDocuments.ownerId, own)),
        )) as repo.DocumentRecord[];
      if (!row) throw notFound();
      const ids = (
        await db.select({ id: packages.id }).from(packages).where(eq(packages.documentId, id)).orderBy(packages.id)
      ).map((p) => p.id);
      const details: PackageDetail[] = await packageDetails(db, ids, lang);
      return { ...row, StatusName: stateName(warehouseDocumentFlow, row.Status, lang), Packages: details };
    },

    establish: (auth: Auth, body: EstablishWarehouseDocumentBody) =>
      db.transaction((tx) => establishDocument(tx, auth, body)),

    /** Batch entry: four lists of lines, the nth line of each one parcel; a list of another
     * length than the tracking numbers is Code 2 on that list, each with its own message. At most
     * a document's parcels, as the form (the body refuses more on TrackingNumbers). */
    async batch(auth: Auth, body: BatchEstablishWarehouseDocumentBody): Promise<number> {
      const numbers = batchLines(body.TrackingNumbers);
      const names = batchLines(body.ProductNames);
      const unit = batchLines(body.UnitPrices);
      const purchase = batchLines(body.PurchasePrices);
      for (const [field, list] of [
        ['ProductNames', names],
        ['UnitPrices', unit],
        ['PurchasePrices', purchase],
      ] as const) {
        if (list.length !== numbers.length) {
          throw invalid(field, 'inbound.countMismatch', { count: list.length, expected: numbers.length });
        }
      }
      const tracking = numbers.map((n, i) => {
        const r = zTrackingNumber.safeParse(n);
        if (!r.success) throw invalid('TrackingNumbers', 'inbound.trackingLine', { line: i + 1, value: n });
        return r.data;
      });
      const unitPrices = prices('UnitPrices', unit);
      const purchasePrices = prices('PurchasePrices', purchase);
      return db.transaction((tx) =>
        establishDocument(tx, auth, {
          WarehouseId: body.WarehouseId,
          OwnerId: body.OwnerId,
          Remarks: body.Remarks,
          Packages: tracking.map((TrackingNumber, i) => ({
            TrackingNumber,
            Goods: [
              {
                ProductName: names[i]!.slice(0, 100),
                Quantity: 1,
                UnitPrice: unitPrices[i],
                PurchasePrice: purchasePrices[i],
              },
            ],
          })),
        }),
      );
    },

    /** Finishes documents (irreversible): each its own outcome. */
    async finish(auth: Auth, ids: number[], lang: Lang) {
      const r = await inTransaction(deps, (tx) => finishDocuments(tx, auth, ids, lang));
      return { Moved: r.moved.map((m) => ({ Id: m.Id, Name: m.Name })), Refused: r.refused };
    },

    /** Deletes an open document none of whose parcels was signed: its forecasts go with it. */
    async remove(auth: Auth, id: number): Promise<boolean> {
      await db.transaction(async (tx) => {
        const own = customerOwn(auth);
        const [doc] = await tx
          .select()
          .from(warehouseDocuments)
          .where(
            and(eq(warehouseDocuments.id, id), own === undefined ? undefined : eq(warehouseDocuments.ownerId, own)),
          )
          .for('update');
        if (!doc) throw notFound();
        const [signed] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(packages)
          .where(and(eq(packages.documentId, id), sql`${packages.status} <> ${packageFlow.state.NotReceived}`));
        if (doc.status !== warehouseDocumentFlow.state.Open || Number(signed?.n ?? 0) > 0)
          throw refused('inbound.documentHasSigned', { number: doc.number });
        await tx.delete(warehouseDocuments).where(eq(warehouseDocuments.id, id));
      });
      return true;
    },
  };
}
