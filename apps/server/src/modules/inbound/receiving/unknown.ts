import {
  type ClaimRow,
  type Lang,
  packageClaimFlow,
  packageFlow,
  type UnknownItemRow,
  unknownItemFlow,
} from '@wms/contract';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { packageClaims, packages, unknownItems, users, warehouses } from '../../../db/schema/index.js';
import { type Auth, isStaff } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { notFound, refused } from '../../../platform/errors.js';
import { inTransaction } from '../../../platform/notify.js';
import { outer } from '../../../platform/outer.js';
import { customerOwn, ownerScope } from '../../../platform/owner-scope.js';
import { contains, countQuery, isoTime, pageWindow } from '../../../platform/paging.js';
import { paged } from '../../../platform/route.js';
import { stateName, transition } from '../../../platform/transition.js';
import { trackingKey } from './documents.js';
import * as repo from './repository.js';
import { claimWorkflow, unknownItemWorkflow } from './workflows.js';

/** The item becomes the owner's parcel; answers the package Id. */
async function adopt(tx: Tx, itemId: number, ownerId: number): Promise<number> {
  const [item] = await tx.select().from(unknownItems).where(eq(unknownItems.id, itemId));
  const [p] = await tx
    .insert(packages)
    .values({
      ownerId,
      warehouseId: item!.warehouseId,
      trackingNumber: item!.trackingNumber,
      trackingKey: item!.trackingKey,
      status: packageFlow.state.ToBeCompleted,
      weight: item!.weight,
      photos: item!.photos,
      signedTime: item!.creationTime,
      signedBy: item!.signedBy,
      incompleteReason: 'goods not declared',
    })
    .returning({ id: packages.id });
  await tx.update(unknownItems).set({ packageId: p!.id }).where(eq(unknownItems.id, itemId));
  return p!.id;
}

/** Refuses the other waiting claims of an item that went to someone (they are told). */
async function refuseOthers(tx: Tx, auth: Auth, itemId: number, keep: number | null, lang: Lang) {
  const others = await tx
    .select({ id: packageClaims.id })
    .from(packageClaims)
    .where(
      and(
        eq(packageClaims.unknownItemId, itemId),
        eq(packageClaims.status, packageClaimFlow.state.Pending),
        keep === null ? undefined : ne(packageClaims.id, keep),
      ),
    );
  for (const o of others)
    await transition(tx, claimWorkflow, 'refuse', o.id, { auth, lang, note: 'assigned to another customer' });
}

/** Takes the item's row lock before any claim of it is moved: every move of an item and its
 * claims (claiming, assigning, approving, refusing, withdrawing) queues on the item first, so two
 * at once never hold one claim each while waiting on the other (approving both of two rival
 * claims at once deadlocked on PostgreSQL: found by the concurrency suite). */
async function lockItem(tx: Tx, itemId: number) {
  await tx.select({ id: unknownItems.id }).from(unknownItems).where(eq(unknownItems.id, itemId)).for('update');
}

/** An item whose last waiting claim went is unclaimed again. */
async function reopen(tx: Tx, auth: Auth, itemId: number, lang: Lang) {
  const [waiting] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(packageClaims)
    .where(and(eq(packageClaims.unknownItemId, itemId), eq(packageClaims.status, packageClaimFlow.state.Pending)));
  if (Number(waiting?.n ?? 0) > 0) return;
  const [item] = await tx.select({ s: unknownItems.status }).from(unknownItems).where(eq(unknownItems.id, itemId));
  if (item?.s !== unknownItemFlow.state.Claimed) return;
  const move = isStaff(auth) ? 'refuseClaim' : 'withdraw';
  await transition(tx, unknownItemWorkflow, move, itemId, { auth, lang });
}

/**
 * Parcels nobody forecast (docs/domain.md, "Parcels"): staff assign one to a customer, or a
 * customer claims it by its tracking number with proof and staff approve or refuse the claim;
 * the claimant is told either way, and sees nothing of the item until their claim is approved.
 * Either way the item becomes the customer's parcel, signed in when the item was, to be completed
 * (nobody declared its goods). One claim mechanism (`package_claims`, its workflow) that return
 * orders will use too.
 */
export function unknownItemsService(deps: Deps) {
  const { db } = deps;

  const claimColumns = (forCustomer: boolean) => ({
    Id: packageClaims.id,
    UnknownItemId: forCustomer
      ? sql<number>`case when ${packageClaims.status} = ${packageClaimFlow.state.Approved} then ${packageClaims.unknownItemId} else 0 end`
      : packageClaims.unknownItemId,
    // Nothing of the item shows a claimant before the claim is approved.
    UnknownItemNumber: forCustomer
      ? sql<string>`case when ${packageClaims.status} = ${packageClaimFlow.state.Approved} then coalesce((select i.number from ${unknownItems} i where i.id = ${outer(packageClaims.unknownItemId)}), '') else '' end`
      : sql<string>`coalesce((select i.number from ${unknownItems} i where i.id = ${outer(packageClaims.unknownItemId)}), '')`,
    TrackingNumber: packageClaims.trackingNumber,
    OwnerId: packageClaims.ownerId,
    UserName: sql<string>`(select u.user_name from ${users} u where u.id = ${outer(packageClaims.ownerId)} limit 1)`,
    Note: packageClaims.note,
    Photos: packageClaims.photos,
    Status: packageClaims.status,
    ReviewNote: packageClaims.reviewNote,
    CreationTime: isoTime(packageClaims.creationTime),
  });

  return {
    async list(
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
        q.Content
          ? sql`(${unknownItems.number} || ' ' || ${unknownItems.trackingNumber}) ilike ${contains(q.Content)}`
          : undefined,
        q.Status === undefined ? undefined : eq(unknownItems.status, q.Status),
        q.WarehouseId === undefined ? undefined : eq(unknownItems.warehouseId, q.WarehouseId),
      );
      const { limit, offset } = pageWindow(q);
      const rows = await db
        .select({
          Id: unknownItems.id,
          Number: unknownItems.number,
          TrackingNumber: unknownItems.trackingNumber,
          WarehouseId: unknownItems.warehouseId,
          WarehouseName: sql<string>`(select w.name from ${warehouses} w where w.id = ${outer(unknownItems.warehouseId)})`,
          Weight: sql<string>`trim_scale(${unknownItems.weight})::text`,
          Photos: unknownItems.photos,
          Status: unknownItems.status,
          PackageId: unknownItems.packageId,
          Remarks: unknownItems.remarks,
          CreationTime: isoTime(unknownItems.creationTime),
        })
        .from(unknownItems)
        .where(where)
        .orderBy(desc(unknownItems.creationTime), desc(unknownItems.id))
        .limit(limit)
        .offset(offset);
      const [count] = await countQuery(db, unknownItems, where);
      let counts: { State: number; Count: number }[] | undefined;
      if (q.StateCounts) {
        const g = await db
          .select({ s: unknownItems.status, n: sql<number>`count(*)::int` })
          .from(unknownItems)
          .where(q.WarehouseId === undefined ? undefined : eq(unknownItems.warehouseId, q.WarehouseId))
          .groupBy(unknownItems.status);
        counts = Object.values(unknownItemFlow.state).map((State) => ({
          State,
          Count: Number(g.find((x) => x.s === State)?.n ?? 0),
        }));
      }
      return paged(
        rows.map((r): UnknownItemRow => ({ ...r, StatusName: stateName(unknownItemFlow, r.Status, lang) })),
        Number(count?.count ?? 0),
        counts,
      );
    },

    /** Staff assign an item to a customer (`UnknownItem/PackageClaim`). */
    assign(auth: Auth, body: { Id: number; OwnerId: number }, lang: Lang): Promise<number> {
      return inTransaction(deps, async (tx) => {
        await repo.checkCustomer(tx, body.OwnerId);
        await transition(tx, unknownItemWorkflow, 'assign', body.Id, { auth, lang, data: { OwnerId: body.OwnerId } });
        await refuseOthers(tx, auth, body.Id, null, lang);
        return adopt(tx, body.Id, body.OwnerId);
      });
    },

    /** A customer claims a parcel by its tracking number, with proof. */
    claim(auth: Auth, body: { TrackingNumber: string; Note: string; Photos?: string[] }, lang: Lang): Promise<number> {
      return inTransaction(deps, (tx) => claimUnknownItem(tx, auth, body, lang));
    },

    async claims(
      auth: Auth,
      q: { index: number; rows: number; Content?: string; Status?: number; UserId?: number; StateCounts?: boolean },
      lang: Lang,
    ) {
      const owner = ownerScope(auth, q.UserId);
      const where = and(
        owner === undefined ? undefined : eq(packageClaims.ownerId, owner),
        q.Content ? sql`${packageClaims.trackingNumber} ilike ${contains(q.Content)}` : undefined,
        q.Status === undefined ? undefined : eq(packageClaims.status, q.Status),
      );
      const { limit, offset } = pageWindow(q);
      const rows = await db
        .select(claimColumns(!isStaff(auth)))
        .from(packageClaims)
        .where(where)
        .orderBy(desc(packageClaims.creationTime), desc(packageClaims.id))
        .limit(limit)
        .offset(offset);
      const [count] = await countQuery(db, packageClaims, where);
      let counts: { State: number; Count: number }[] | undefined;
      if (q.StateCounts) {
        const g = await db
          .select({ s: packageClaims.status, n: sql<number>`count(*)::int` })
          .from(packageClaims)
          .where(owner === undefined ? undefined : eq(packageClaims.ownerId, owner))
          .groupBy(packageClaims.status);
        counts = Object.values(packageClaimFlow.state).map((State) => ({
          State,
          Count: Number(g.find((x) => x.s === State)?.n ?? 0),
        }));
      }
      return paged(
        rows.map(
          (r): ClaimRow => ({
            ...r,
            UnknownItemId: Number(r.UnknownItemId ?? 0),
            StatusName: stateName(packageClaimFlow, r.Status, lang),
          }),
        ),
        Number(count?.count ?? 0),
        counts,
      );
    },

    /** Withdraws the caller's waiting claim; the item is unclaimed again when nobody else waits. */
    withdraw(auth: Auth, id: number, lang: Lang): Promise<boolean> {
      return inTransaction(deps, async (tx) => {
        const [c] = await tx
          .select({ item: packageClaims.unknownItemId })
          .from(packageClaims)
          .where(and(eq(packageClaims.id, id), eq(packageClaims.ownerId, customerOwn(auth) ?? -1)));
        if (!c) throw notFound();
        await lockItem(tx, c.item!);
        await transition(tx, claimWorkflow, 'withdraw', id, { auth, lang });
        await reopen(tx, auth, c.item!, lang);
        return true;
      });
    },

    /** Staff approve a claim: the item is the claimant's parcel; the other claims are refused. */
    approve(auth: Auth, body: { Id: number; Note?: string }, lang: Lang): Promise<number> {
      return inTransaction(deps, (tx) => approveClaim(tx, auth, body, lang));
    },

    /** Staff void an item recorded by mistake while nobody claims it (irreversible): it stays,
     * with its history, and its number may be recorded again. */
    voidItem(auth: Auth, body: { Id: number; Note?: string }, lang: Lang): Promise<boolean> {
      return inTransaction(deps, async (tx) => {
        await voidUnknownItem(tx, auth, body, lang);
        return true;
      });
    },

    /** Staff refuse a claim (the claimant is told, with the note). */
    refuse(auth: Auth, body: { Id: number; Note?: string }, lang: Lang): Promise<boolean> {
      return inTransaction(deps, async (tx) => {
        const [c] = await tx.select().from(packageClaims).where(eq(packageClaims.id, body.Id));
        if (!c) throw notFound();
        await lockItem(tx, c.unknownItemId!);
        await transition(tx, claimWorkflow, 'refuse', body.Id, {
          auth,
          lang,
          note: body.Note ?? '',
          set: { reviewNote: body.Note ?? '', reviewedBy: auth.userId },
        });
        await reopen(tx, auth, c.unknownItemId!, lang);
        return true;
      });
    },
  };
}

/** A customer's claim of an unknown item by its tracking number, with proof, in the caller's
 * transaction; answers the claim Id. */
/** Voids an unknown item recorded by mistake (the call, and the demo seed's voided item). */
export async function voidUnknownItem(tx: Tx, auth: Auth, body: { Id: number; Note?: string }, lang: Lang) {
  await lockItem(tx, body.Id);
  await transition(tx, unknownItemWorkflow, 'void', body.Id, { auth, lang, note: body.Note ?? '' });
}

export async function claimUnknownItem(
  tx: Tx,
  auth: Auth,
  body: { TrackingNumber: string; Note: string; Photos?: string[] },
  lang: Lang,
): Promise<number> {
  const [item] = await tx
    .select({ id: unknownItems.id, status: unknownItems.status })
    .from(unknownItems)
    .where(
      and(
        eq(unknownItems.trackingKey, trackingKey(body.TrackingNumber)),
        inArray(unknownItems.status, [unknownItemFlow.state.Unclaimed, unknownItemFlow.state.Claimed]),
      ),
    )
    .orderBy(desc(unknownItems.id))
    .limit(1)
    .for('update');
  if (!item) throw refused('inbound.claim.noSuchItem', { number: body.TrackingNumber });
  const [mine] = await tx
    .select({ id: packageClaims.id })
    .from(packageClaims)
    .where(
      and(
        eq(packageClaims.unknownItemId, item.id),
        eq(packageClaims.ownerId, auth.userId),
        eq(packageClaims.status, packageClaimFlow.state.Pending),
      ),
    );
  if (mine) throw refused('inbound.claim.waiting', { number: body.TrackingNumber });
  if (item.status === unknownItemFlow.state.Unclaimed) {
    await transition(tx, unknownItemWorkflow, 'claim', item.id, { auth, lang });
  }
  const [c] = await tx
    .insert(packageClaims)
    .values({
      unknownItemId: item.id,
      ownerId: auth.userId,
      trackingNumber: body.TrackingNumber,
      note: body.Note,
      photos: body.Photos ?? [],
    })
    .returning({ id: packageClaims.id });
  return c!.id;
}

/** Staff approve a claim in the caller's transaction: the item is the claimant's parcel, the other
 * claims are refused; answers the package Id. */
export async function approveClaim(
  tx: Tx,
  auth: Auth,
  body: { Id: number; Note?: string },
  lang: Lang,
): Promise<number> {
  const [c] = await tx.select().from(packageClaims).where(eq(packageClaims.id, body.Id));
  if (!c) throw notFound();
  await lockItem(tx, c.unknownItemId!);
  await transition(tx, claimWorkflow, 'approve', body.Id, {
    auth,
    lang,
    note: body.Note ?? '',
    set: { reviewNote: body.Note ?? '', reviewedBy: auth.userId },
  });
  await transition(tx, unknownItemWorkflow, 'approveClaim', c.unknownItemId!, {
    auth,
    lang,
    data: { OwnerId: c.ownerId },
  });
  await refuseOthers(tx, auth, c.unknownItemId!, c.id, lang);
  return adopt(tx, c.unknownItemId!, c.ownerId);
}
