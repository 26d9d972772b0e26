import {
  type GetPackagesBody,
  type Lang,
  numberList,
  type PackageDetail,
  type PackageRow,
  packageFlow,
} from '@wms/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { packages } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { inTransaction } from '../../../platform/notify.js';
import { customerOwn, ownerScope } from '../../../platform/owner-scope.js';
import { paged } from '../../../platform/route.js';
import { stateName, transition } from '../../../platform/transition.js';
import * as repo from './repository.js';
import { packageWorkflow } from './workflows.js';

/** A package row as answered: its state named in the caller's language. */
export const named = (r: repo.PackageRecord, lang: Lang): PackageRow => ({
  ...r,
  StorageDays: r.StorageDays === null ? null : Number(r.StorageDays),
  StatusName: stateName(packageFlow, r.Status, lang),
});

/** Parcels with their goods, photos and inspections, in the order of `ids`. */
export async function packageDetails(
  db: Queryable,
  ids: number[],
  lang: Lang,
  ownerId?: number,
): Promise<PackageDetail[]> {
  const rows = await repo.packagesById(db, ids, ownerId);
  const extra = await db
    .select({ id: packages.id, photos: packages.photos, remarks: packages.remarks, shelved: packages.shelvedTime })
    .from(packages)
    .where(inArray(packages.id, ids));
  const goods = await repo.goodsOf(db, ids);
  const inspections = await repo.inspectionsOf(db, ids);
  const byId = new Map(rows.map((r) => [r.Id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const e = extra.find((x) => x.id === id)!;
    return [
      {
        ...named(r, lang),
        Goods: goods.filter((g) => g.packageId === id).map(({ packageId: _p, ...g }) => g),
        Photos: e.photos,
        Remarks: e.remarks,
        ShelvedTime: e.shelved?.toISOString() ?? null,
        Inspections: inspections.filter((i) => i.packageId === id).map(({ packageId: _p, ...i }) => i),
      },
    ];
  });
}

/** Parcels: the lists (staff every customer's, a customer their own), one parcel, tracking. */
export function packagesService(deps: Deps) {
  const { db } = deps;
  return {
    async list(auth: Auth, q: GetPackagesBody & { StateCounts?: boolean }, lang: Lang) {
      const f = { ...q, ownerId: ownerScope(auth, q.UserId) };
      const { rows, total } = await repo.listPackages(db, f, q);
      const counts = q.StateCounts ? await repo.packageCounts(db, f) : undefined;
      return paged(
        rows.map((r) => named(r, lang)),
        total,
        counts && Object.values(packageFlow.state).map((State) => ({ State, Count: counts.get(State) ?? 0 })),
      );
    },

    async detail(auth: Auth, id: number, lang: Lang): Promise<PackageDetail> {
      const [d] = await packageDetails(db, [id], lang, customerOwn(auth));
      if (!d) throw notFound();
      return d;
    },

    /** Where each asked parcel is (by tracking or package number), in the order asked; numbers
     * that find nothing (or another customer's) are left out. */
    async track(auth: Auth, text: string, lang: Lang): Promise<PackageRow[]> {
      const numbers = numberList(text);
      const keys = numbers.map((n) => n.replace(/-/g, ''));
      const own = customerOwn(auth);
      const found = await db
        .select({ id: packages.id, number: packages.number, key: packages.trackingKey })
        .from(packages)
        .where(
          and(
            or(inArray(packages.number, numbers), inArray(packages.trackingKey, keys)),
            own === undefined ? undefined : eq(packages.ownerId, own),
          ),
        );
      const rows = await repo.packagesById(
        db,
        found.map((f) => f.id),
        own,
      );
      const order = (r: repo.PackageRecord) => {
        const i = numbers.findIndex((n, j) => n === r.Number || keys[j] === r.TrackingNumber.replace(/-/g, ''));
        return i < 0 ? numbers.length : i;
      };
      return rows.sort((a, b) => order(a) - order(b) || b.Id - a.Id).map((r) => named(r, lang));
    },

    /** What signing found missing is filled in: the parcel is complete (ToBeCompleted -> Completed). */
    async complete(
      auth: Auth,
      body: { Id: number; Weight?: string; Length?: string; Width?: string; Height?: string; Remarks?: string },
      lang: Lang,
    ): Promise<boolean> {
      await inTransaction(deps, (tx) =>
        transition(tx, packageWorkflow, 'complete', body.Id, {
          auth,
          lang,
          set: {
            incompleteReason: '',
            ...(body.Weight === undefined ? {} : { weight: body.Weight }),
            ...(body.Length === undefined ? {} : { length: body.Length }),
            ...(body.Width === undefined ? {} : { width: body.Width }),
            ...(body.Height === undefined ? {} : { height: body.Height }),
            ...(body.Remarks === undefined ? {} : { remarks: body.Remarks }),
          },
        }),
      );
      return true;
    },
  };
}
