import {
  type BatchResult,
  type CourierScanProblem,
  candidateNumbers,
  courierNumberOf,
  type Lang,
  MIN_COURIER_NUMBER,
  matchScan,
  normaliseScan,
  packageFlow,
  pastedCode,
  SignOutcome,
  type SignScanAnswer,
  type SignScanBody,
  unknownItemFlow,
  warehouseDocumentFlow,
} from '@wms/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { packages, unknownItems, users, warehouseDocuments } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { inboundLabel } from '../../../platform/labels/index.js';
import { hashKey, LockNamespace, lockTx } from '../../../platform/locks.js';
import { inTransaction } from '../../../platform/notify.js';
import { param } from '../../../platform/paging.js';
import { prepared } from '../../../platform/prepared.js';
import { transitionMany } from '../../../platform/transition.js';
import { trackingKey } from './documents.js';
import { named } from './packages.js';
import * as repo from './repository.js';
import { packageWorkflow } from './workflows.js';

/** A shelf label of any of our warehouses (dashes kept, as shelving reads it) or a bin label
 * scanned at signing: Code 2 on the scan. */
async function refuseOwnLabel(tx: Tx, scan: string) {
  if (await repo.ownLabelOf(tx, scan)) throw invalid('Scan', 'inbound.scan.ownLabel', { scan: pastedCode(scan) });
}

/** What a scan that cannot be a courier's number is told (the contract's `courierNumberOf`). */
const SCAN_PROBLEM: Record<CourierScanProblem, string> = {
  notANumber: 'inbound.scan.notACourierNumber',
  partial: 'inbound.scan.partial',
  badCheck: 'inbound.scan.badCheck',
  ours: 'inbound.scan.ourNumber',
};

/** Moves parcels to signed in, with what the station measured; storage time counts from now. In the
 * caller's transaction; a parcel whose document is finished is refused with the reason. */
export async function signParcels(
  tx: Tx,
  auth: Auth,
  ids: number[],
  body: Partial<SignScanBody>,
  lang: Lang,
): Promise<BatchResult> {
  // Parcels of a finished document can no longer be signed.
  const docs = await prepared(
    tx,
    'sign_documents',
    (h) =>
      h
        .select({
          id: packages.id,
          number: packages.number,
          needsInspection: packages.needsInspection,
          docStatus: warehouseDocuments.status,
        })
        .from(packages)
        .leftJoin(warehouseDocuments, eq(warehouseDocuments.id, packages.documentId))
        .where(sql`${packages.id} = any(${param('ids')}::int[])`),
    { ids },
  );
  const finished = docs.filter((d) => d.docStatus === warehouseDocumentFlow.state.Finished);
  const open = docs.filter((d) => d.docStatus !== warehouseDocumentFlow.state.Finished);
  // A parcel its owner asked to have inspected waits ToBeCompleted until it passes.
  const inspect = t(lang, 'inbound.awaitingInspection');
  const groups = [
    { reason: body.IncompleteReason, ids: open.filter((d) => !d.needsInspection || body.IncompleteReason) },
    { reason: inspect, ids: body.IncompleteReason ? [] : open.filter((d) => d.needsInspection) },
  ];
  const moved: BatchResult['Moved'] = [];
  const refused: BatchResult['Refused'] = [];
  for (const g of groups) {
    if (!g.ids.length) continue;
    const r = await transitionMany(
      tx,
      packageWorkflow,
      g.reason ? 'signIncomplete' : 'sign',
      g.ids.map((d) => d.id),
      {
        auth,
        lang,
        note: g.reason ?? '',
        set: {
          signedTime: new Date(),
          signedBy: auth.userId,
          incompleteReason: g.reason ?? '',
          ...(body.Weight === undefined ? {} : { weight: body.Weight }),
          ...(body.Length === undefined ? {} : { length: body.Length }),
          ...(body.Width === undefined ? {} : { width: body.Width }),
          ...(body.Height === undefined ? {} : { height: body.Height }),
          ...(body.Photos === undefined ? {} : { photos: body.Photos }),
        },
      },
    );
    moved.push(...r.moved.map((m) => ({ Id: m.Id, Name: m.Name })));
    refused.push(...r.refused);
  }
  return {
    Moved: moved,
    Refused: [
      ...refused,
      ...finished.map((f) => ({
        Id: f.id,
        Name: f.number,
        Reason: t(lang, 'inbound.documentFinished', { number: f.number }),
      })),
    ],
  };
}

/** Records parcels nobody forecast as unknown items (what the station measured), in the caller's
 * transaction; answers their ids and numbers in the order given. */
export async function recordUnknownItems(
  tx: Tx,
  auth: Auth,
  items: { WarehouseId: number; TrackingNumber: string; Weight?: string; Photos?: string[] }[],
): Promise<{ id: number; number: string }[]> {
  if (!items.length) return [];
  return tx
    .insert(unknownItems)
    .values(
      items.map((i) => ({
        warehouseId: i.WarehouseId,
        trackingNumber: i.TrackingNumber,
        trackingKey: trackingKey(i.TrackingNumber),
        weight: i.Weight ?? '0',
        photos: i.Photos ?? [],
        signedBy: auth.userId,
      })),
    )
    .returning({ id: unknownItems.id, number: unknownItems.number });
}

/**
 * Signing parcels in (docs/domain.md, "Parcels"): the scan station's one call, and the list view's
 * batch. A scan is matched to a forecast the way couriers print their numbers (the contract's
 * scan/carriers.ts); scans of one number queue on a lock, so the same parcel scanned twice, or by
 * two people at once, is signed once and the other is told so.
 */
export function signingService(deps: Deps) {
  const { db } = deps;

  return {
    /** One scan at the signing station. */
    scan(auth: Auth, body: SignScanBody, lang: Lang): Promise<SignScanAnswer> {
      const candidates = candidateNumbers(body.Scan).map((c) => c.number);
      const keys = [...new Set(candidates.map(trackingKey))];
      const scanned = normaliseScan(body.Scan);
      return inTransaction(deps, async (tx) => {
        // One scan of a number at a time, whichever station: the second finds it signed.
        await lockTx(tx, LockNamespace.signingScan, hashKey(`${body.WarehouseId}:${keys[0] ?? scanned}`));
        const found = await prepared(
          tx,
          'sign_found',
          (h) =>
            h
              .select({ id: packages.id, key: packages.trackingKey, status: packages.status })
              .from(packages)
              .where(
                and(
                  sql`${packages.trackingKey} = any(${param('keys')}::text[])`,
                  eq(packages.warehouseId, param('warehouse')),
                ),
              )
              .orderBy(sql`${packages.status} = ${packageFlow.state.NotReceived} desc`, sql`${packages.id} desc`),
          { keys, warehouse: body.WarehouseId },
        );
        const match = matchScan(body.Scan, (n) => found.some((f) => f.key === trackingKey(n)));
        // Our own label (the package number) scanned again is that parcel, never an unknown item.
        const hit = match
          ? found.find((f) => f.key === trackingKey(match.number))
          : (
              await tx
                .select({ id: packages.id, key: packages.trackingKey, status: packages.status })
                .from(packages)
                .where(and(eq(packages.number, scanned), eq(packages.warehouseId, body.WarehouseId)))
            )[0];
        if (hit && hit.status === packageFlow.state.NotReceived) {
          const r = await signParcels(tx, auth, [hit.id], body, lang);
          if (r.Moved.length) {
            // The row names its owner (customer code, user name): no other lookup.
            const [row] = await repo.packagesById(tx, [hit.id]);
            return {
              Outcome: SignOutcome.Signed,
              Message: t(lang, 'inbound.scan.signed', {
                number: row!.Number,
                tracking: row!.TrackingNumber,
                customer: row!.CustomerCode ?? row!.UserName ?? '',
              }),
              Package: named(row!, lang),
              UnknownItemId: null,
              UnknownItemNumber: null,
            };
          }
          // Its document was finished: as for any parcel nobody expects, below.
        } else if (hit) {
          const [row] = await repo.packagesById(tx, [hit.id]);
          return {
            Outcome: SignOutcome.AlreadySigned,
            Message: t(lang, 'inbound.scan.alreadySigned', { number: row!.Number, tracking: row!.TrackingNumber }),
            Package: named(row!, lang),
            UnknownItemId: null,
            UnknownItemNumber: null,
          };
        }
        let number = match?.number;
        if (!number) {
          // Only a courier's number becomes an unknown item (docs/domain.md, "Scans at receiving"):
          // a shelf's or a bin's label, one of our numbers, a fragment or a mis-read is refused, or
          // it would wait for a claim that never comes.
          await refuseOwnLabel(tx, body.Scan);
          const read = courierNumberOf(body.Scan);
          if (read.problem)
            throw invalid('Scan', SCAN_PROBLEM[read.problem], { scan: read.number, min: MIN_COURIER_NUMBER });
          number = read.number;
        }
        // Nobody forecast it: an unknown item, once (a voided one was a mistake: recorded anew).
        const [known] = await tx
          .select({ id: unknownItems.id, number: unknownItems.number })
          .from(unknownItems)
          .where(
            and(
              eq(unknownItems.trackingKey, trackingKey(number)),
              eq(unknownItems.warehouseId, body.WarehouseId),
              ne(unknownItems.status, unknownItemFlow.state.Voided),
            ),
          );
        if (known) {
          return {
            Outcome: SignOutcome.AlreadySigned,
            Message: t(lang, 'inbound.scan.alreadySigned', { number: known.number, tracking: number }),
            Package: null,
            UnknownItemId: known.id,
            UnknownItemNumber: known.number,
          };
        }
        const [item] = await recordUnknownItems(tx, auth, [
          { WarehouseId: body.WarehouseId, TrackingNumber: number, Weight: body.Weight, Photos: body.Photos },
        ]);
        return {
          Outcome: SignOutcome.UnknownItem,
          Message: t(lang, 'inbound.scan.unknown', { number: item!.number, tracking: number }),
          Package: null,
          UnknownItemId: item!.id,
          UnknownItemNumber: item!.number,
        };
      });
    },

    /** A parcel's inbound label, the PDF and the ZPL of one layout (platform/labels). Times read
     * in UTC+8, the warehouses' own (the demo's and most customers'). */
    async label(id: number, lang: Lang) {
      const [row] = await repo.packagesById(db, [id]);
      if (!row) throw notFound();
      const [owner] = await db
        .select({ code: users.customerCode, nick: users.nickName, name: users.userName })
        .from(users)
        .where(eq(users.id, row.OwnerId));
      const signed = row.SignedTime ? new Date(row.SignedTime) : null;
      const local = signed
        ? new Date(signed.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')
        : '';
      return inboundLabel(
        {
          number: row.Number,
          trackingNumber: row.TrackingNumber,
          customerCode: owner?.code ?? '',
          customerName: owner?.nick || owner?.name || '',
          warehouseName: row.WarehouseName,
          weight: `${row.Weight} kg`,
          signedAt: local,
        },
        lang,
      );
    },

    /** The list view of signing: the selected parcels, each its own outcome. */
    signMany: (auth: Auth, ids: number[], incompleteReason: string | undefined, lang: Lang) =>
      inTransaction(deps, (tx) =>
        signParcels(tx, auth, [...new Set(ids)], { IncompleteReason: incompleteReason }, lang),
      ),
  };
}
