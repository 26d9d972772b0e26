import {
  type BatchResult,
  type BinRow,
  binFlow,
  type Lang,
  normaliseScan,
  packageFlow,
  pastedCode,
  ShelveOutcome,
} from '@wms/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { bins, packages, shelves, warehouses } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, refused } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { inTransaction } from '../../../platform/notify.js';
import { outer } from '../../../platform/outer.js';
import { contains, countQuery, pageWindow, param } from '../../../platform/paging.js';
import { prepared } from '../../../platform/prepared.js';
import { paged } from '../../../platform/route.js';
import { stateName, transition, transitionMany } from '../../../platform/transition.js';
import { placeParcels, type StockContext } from '../../warehouse/inventory/stock.js';
import { shelvesByNumber } from '../../warehouse/shelves/repository.js';
import { trackingKey } from './documents.js';
import { named } from './packages.js';
import * as repo from './repository.js';
import { binWorkflow, packageWorkflow } from './workflows.js';

/** A scanned shelf label: the shelf of that number in the parcel's warehouse (Code 2 on the field
 * otherwise, naming the warehouse when it is a shelf of another one). Our own codes keep their
 * dashes (A-01-03); only a courier's number loses them. */
async function shelfOf(tx: Tx, scan: string, field: string, warehouseId: number) {
  const number = pastedCode(scan);
  const [shelf] = await prepared(
    tx,
    'shelf_of_scan',
    (h) =>
      h
        .select({ id: shelves.id, number: shelves.number, warehouseId: shelves.warehouseId })
        .from(shelves)
        .where(
          and(eq(shelves.warehouseId, param('warehouse')), sql`lower(${shelves.number}) = lower(${param('number')})`),
        )
        .limit(1),
    { warehouse: warehouseId, number },
  );
  if (shelf) return shelf;
  const [elsewhere] = await shelvesByNumber(tx, number);
  if (!elsewhere) throw invalid(field, 'inbound.scan.notAShelf', { scan: number });
  const [here] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, warehouseId));
  throw invalid(field, 'inbound.scan.shelfElsewhere', {
    scan: elsewhere.number,
    warehouse: elsewhere.warehouseName,
    here: here?.name ?? '',
  });
}

/** A scanned parcel: by our package number or the courier's number (newest first). A shelf or a
 * bin label scanned where a parcel is expected is refused as what it is: taken for a parcel, the
 * next scan (the parcel) would go as its shelf. */
async function parcelOf(tx: Tx, scan: string, field: string) {
  const number = normaliseScan(scan);
  const [p] = await prepared(
    tx,
    'parcel_of_scan',
    (h) =>
      h
        .select({
          id: packages.id,
          number: packages.number,
          warehouseId: packages.warehouseId,
          binId: packages.binId,
          status: packages.status,
          shelfId: packages.shelfId,
        })
        .from(packages)
        .where(or(eq(packages.number, param('number')), eq(packages.trackingKey, param('key'))))
        .orderBy(desc(packages.id))
        .limit(1),
    { number, key: trackingKey(number) },
  );
  if (p) return p;
  const label = await repo.ownLabelOf(tx, scan);
  if (label)
    throw invalid(field, label.kind === 'shelf' ? 'inbound.scan.shelfForParcel' : 'inbound.scan.binForParcel', {
      scan: label.number,
    });
  throw invalid(field, 'inbound.scan.notAParcel', { scan: number });
}

async function binOf(tx: Tx, scan: string) {
  const number = pastedCode(scan);
  const [b] = await tx.select().from(bins).where(eq(bins.number, number)).for('update');
  if (!b) throw invalid('BinScan', 'inbound.bin.notABin', { scan: number });
  return b;
}

const ctx = (auth: Auth, lang: Lang): StockContext => ({ operatorId: auth.userId, lang });

async function binRow(tx: Tx, id: number, lang: Lang): Promise<BinRow> {
  const [r] = await tx
    .select({
      Id: bins.id,
      Number: bins.number,
      WarehouseId: bins.warehouseId,
      WarehouseName: sql<string>`(select w.name from ${warehouses} w where w.id = ${outer(bins.warehouseId)})`,
      ShelfNumber: sql<string | null>`(select s.number from ${shelves} s where s.id = ${outer(bins.shelfId)})`,
      Status: bins.status,
      PackageCount: sql<number>`(select count(*)::int from ${packages} p where p.bin_id = ${outer(bins.id)})`,
      CreationTime: sql<string>`to_char(${bins.creationTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(bins)
    .where(eq(bins.id, id));
  return { ...r!, StatusName: stateName(binFlow, r!.Status, lang) };
}

/** Putting parcels on shelves and taking them off, alone or in bins: every parcel a shelf log row
 * and one piece of the shelf's goods (inventory's `placeParcels`), its state moved in the same
 * transaction. */
export function shelvingService(deps: Deps) {
  const { db } = deps;

  return {
    /** The shelving station: a parcel scanned (read and checked alone, the station's first step),
     * then a shelf. */
    shelveScan(auth: Auth, body: { PackageScan: string; ShelfScan?: string }, lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const p = await parcelOf(tx, body.PackageScan, 'PackageScan');
        const answer = async (Outcome: number, key: string, params: Record<string, unknown>) => {
          const [row] = await repo.packagesById(tx, [p.id]);
          return {
            Outcome,
            Package: named(row!, lang),
            Message: t(lang, key, { ...params, tracking: row!.TrackingNumber }),
          };
        };
        const { Completed, Shippable } = packageFlow.state;
        if (body.ShelfScan === undefined) {
          // Refused now, as the move would refuse it, rather than after its shelf is scanned.
          if (p.status !== Completed && p.status !== Shippable) {
            throw refused('transition.refused', {
              record: p.number,
              current: stateName(packageFlow, p.status, lang),
              target: stateName(packageFlow, Shippable, lang),
            });
          }
          return answer(ShelveOutcome.ParcelRead, 'inbound.scan.parcelRead', { number: p.number });
        }
        const shelf = await shelfOf(tx, body.ShelfScan, 'ShelfScan', p.warehouseId);
        // A repeated scan is harmless (docs/domain.md, "Rules every area follows"): on that shelf
        // already, nothing to do. Onto another shelf it is still refused: that is a move. Read
        // locked, so the same scan made at the same moment waits, then finds it done.
        const [now] = await tx
          .select({ status: packages.status, shelfId: packages.shelfId })
          .from(packages)
          .where(eq(packages.id, p.id))
          .for('update');
        if (now?.status === Shippable && now.shelfId === shelf.id)
          return answer(ShelveOutcome.AlreadyShelved, 'inbound.scan.alreadyShelved', {
            number: p.number,
            shelf: shelf.number,
          });
        await transition(tx, packageWorkflow, 'shelve', p.id, {
          auth,
          lang,
          set: { shelfId: shelf.id, shelvedTime: new Date() },
        });
        await placeParcels(tx, shelf.id, [p], 'on', ctx(auth, lang));
        return answer(ShelveOutcome.Shelved, 'inbound.scan.shelved', { number: p.number, shelf: shelf.number });
      });
    },

    /** The selected parcels onto one shelf, each its own outcome. */
    putOnShelf(auth: Auth, ids: number[], shelfId: number, lang: Lang): Promise<BatchResult> {
      return inTransaction(deps, (tx) => putParcelsOnShelf(tx, auth, ids, shelfId, lang));
    },

    async listBins(
      q: {
        index: number;
        rows: number;
        Content?: string;
        Status?: number;
        WarehouseId?: number;
        StateCounts?: boolean;
      },
      lang: Lang,
    ) {
      const where = and(
        q.Content ? sql`${bins.number} ilike ${contains(q.Content)}` : undefined,
        q.Status === undefined ? undefined : eq(bins.status, q.Status),
        q.WarehouseId === undefined ? undefined : eq(bins.warehouseId, q.WarehouseId),
      );
      const { limit, offset } = pageWindow(q);
      const ids = await db
        .select({ id: bins.id })
        .from(bins)
        .where(where)
        .orderBy(desc(bins.id))
        .limit(limit)
        .offset(offset);
      const rows = await db.transaction(async (tx) => Promise.all(ids.map((i) => binRow(tx, i.id, lang))));
      const [count] = await countQuery(db, bins, where);
      let counts: { State: number; Count: number }[] | undefined;
      if (q.StateCounts) {
        const g = await db
          .select({ s: bins.status, n: sql<number>`count(*)::int` })
          .from(bins)
          .where(and(q.WarehouseId === undefined ? undefined : eq(bins.warehouseId, q.WarehouseId)))
          .groupBy(bins.status);
        counts = Object.values(binFlow.state).map((State) => ({
          State,
          Count: Number(g.find((x) => x.s === State)?.n ?? 0),
        }));
      }
      return paged(rows, Number(count?.count ?? 0), counts);
    },

    establishBin: (warehouseId: number): Promise<number> => db.transaction((tx) => createBin(tx, warehouseId)),

    /** A parcel (completed, not on a shelf) goes into a bin being packed. */
    packIntoBin(body: { BinScan: string; PackageScan: string }, lang: Lang) {
      return inTransaction(deps, (tx) => packParcelIntoBin(tx, body, lang));
    },

    /** A bin and every parcel in it onto a shelf: the parcels Shippable, a shelf log row each. */
    binOnShelf(auth: Auth, body: { BinScan: string; ShelfScan: string }, lang: Lang) {
      return inTransaction(deps, (tx) => putBinOnShelf(tx, auth, body, lang));
    },

    /** A bin and its parcels off their shelf: the parcels Completed again, a shelf log row each. */
    binOffShelf(auth: Auth, body: { BinScan: string }, lang: Lang) {
      return inTransaction(deps, async (tx) => {
        const bin = await binOf(tx, body.BinScan);
        const shelfId = bin.shelfId;
        await transition(tx, binWorkflow, 'lower', bin.id, { auth, lang, set: { shelfId: null } });
        const inBin = await tx
          .select({ id: packages.id, number: packages.number })
          .from(packages)
          .where(eq(packages.binId, bin.id));
        const [shelf] = shelfId
          ? await tx.select({ number: shelves.number }).from(shelves).where(eq(shelves.id, shelfId))
          : [];
        if (inBin.length) {
          await transitionMany(
            tx,
            packageWorkflow,
            'lower',
            inBin.map((p) => p.id),
            { auth, lang, set: { shelfId: null } },
            'all',
          );
          if (shelfId) await placeParcels(tx, shelfId, inBin, 'off', ctx(auth, lang), { bin: bin.number });
        }
        return {
          Bin: await binRow(tx, bin.id, lang),
          Message: t(lang, 'inbound.bin.lowered', { bin: bin.number, count: inBin.length, shelf: shelf?.number ?? '' }),
        };
      });
    },
  };
}

/** The selected parcels onto one shelf, in the caller's transaction: each its own outcome. */
export async function putParcelsOnShelf(
  tx: Tx,
  auth: Auth,
  ids: number[],
  shelfId: number,
  lang: Lang,
): Promise<BatchResult> {
  const [shelf] = await tx.select().from(shelves).where(eq(shelves.id, shelfId));
  if (!shelf) throw invalid('ShelfId', 'shelves.unknownShelf');
  const inWarehouse = await tx
    .select({ id: packages.id, number: packages.number, warehouseId: packages.warehouseId })
    .from(packages)
    .where(inArray(packages.id, ids));
  const other = inWarehouse.filter((p) => p.warehouseId !== shelf.warehouseId);
  const r = await transitionMany(
    tx,
    packageWorkflow,
    'shelve',
    inWarehouse.filter((p) => p.warehouseId === shelf.warehouseId).map((p) => p.id),
    { auth, lang, set: { shelfId, shelvedTime: new Date() } },
  );
  if (r.moved.length) {
    await placeParcels(
      tx,
      shelfId,
      r.moved.map((m) => ({ id: m.Id, number: m.Name })),
      'on',
      ctx(auth, lang),
      undefined,
      'ShelfId',
    );
  }
  return {
    Moved: r.moved.map((m) => ({ Id: m.Id, Name: m.Name })),
    Refused: [
      ...r.refused,
      ...other.map((p) => ({
        Id: p.id,
        Name: p.number,
        Reason: t(lang, 'inbound.scan.otherWarehouse', { shelf: shelf.number, number: p.number }),
      })),
    ],
  };
}

/** A new empty bin of a warehouse (Code 2 on WarehouseId for an unknown or deactivated one); answers its Id. */
export async function createBin(tx: Tx, warehouseId: number): Promise<number> {
  const [w] = await tx.select({ off: warehouses.isDeactivate }).from(warehouses).where(eq(warehouses.id, warehouseId));
  if (!w || w.off) throw invalid('WarehouseId', 'inbound.unknownWarehouse');
  const [b] = await tx.insert(bins).values({ warehouseId }).returning({ id: bins.id });
  return b!.id;
}

/** A parcel (completed, not on a shelf) into a bin being packed, in the caller's transaction. */
export async function packParcelIntoBin(tx: Tx, body: { BinScan: string; PackageScan: string }, lang: Lang) {
  const bin = await binOf(tx, body.BinScan);
  if (bin.status !== binFlow.state.Packing) throw refused('inbound.bin.notPacking', { bin: bin.number });
  const p = await parcelOf(tx, body.PackageScan, 'PackageScan');
  if (p.binId !== null && p.binId !== bin.id) {
    const [other] = await tx.select({ number: bins.number }).from(bins).where(eq(bins.id, p.binId));
    throw refused('inbound.bin.inOtherBin', { number: p.number, bin: other?.number ?? '' });
  }
  if (p.warehouseId !== bin.warehouseId)
    throw refused('inbound.scan.otherWarehouse', { shelf: bin.number, number: p.number });
  // Only a parcel that may go on a shelf goes into a bin (it is shelved with the bin).
  const [state] = await tx.select({ s: packages.status }).from(packages).where(eq(packages.id, p.id)).for('update');
  if (state!.s !== packageFlow.state.Completed) {
    throw refused('inbound.bin.notCompleted', {
      number: p.number,
      state: stateName(packageFlow, state!.s, lang),
    });
  }
  await tx.update(packages).set({ binId: bin.id }).where(eq(packages.id, p.id));
  return {
    Bin: await binRow(tx, bin.id, lang),
    Message: t(lang, 'inbound.bin.packed', { number: p.number, bin: bin.number }),
  };
}

/** A bin and every parcel in it onto a shelf, in the caller's transaction: the parcels Shippable,
 * a shelf log row each. */
export async function putBinOnShelf(tx: Tx, auth: Auth, body: { BinScan: string; ShelfScan: string }, lang: Lang) {
  const bin = await binOf(tx, body.BinScan);
  const shelf = await shelfOf(tx, body.ShelfScan, 'ShelfScan', bin.warehouseId);
  const inBin = await tx
    .select({ id: packages.id, number: packages.number })
    .from(packages)
    .where(eq(packages.binId, bin.id));
  if (!inBin.length) throw refused('inbound.bin.empty', { bin: bin.number });
  await transition(tx, binWorkflow, 'putOnShelf', bin.id, { auth, lang, set: { shelfId: shelf.id } });
  await transitionMany(
    tx,
    packageWorkflow,
    'shelve',
    inBin.map((p) => p.id),
    {
      auth,
      lang,
      set: { shelfId: shelf.id, shelvedTime: new Date() },
    },
    'all',
  );
  await placeParcels(tx, shelf.id, inBin, 'on', ctx(auth, lang), { bin: bin.number });
  return {
    Bin: await binRow(tx, bin.id, lang),
    Message: t(lang, 'inbound.bin.onShelf', { bin: bin.number, count: inBin.length, shelf: shelf.number }),
  };
}
