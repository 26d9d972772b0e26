import { cargoTypeCalls, type GetCargoTypesBody, type Lang } from '@wms/contract';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { cargoTypes, commodities } from '../../db/schema/index.js';
import { anyNameIs, localNameSql } from '../../platform/local-name.js';
import { contains, dateRange, pageOf, pageWindow, sortBy } from '../../platform/paging.js';

export type CargoTypeValues = Omit<typeof cargoTypes.$inferInsert, 'id' | 'creationTime'>;

// Counted on commodities_cargo_type_idx, one probe per row of the page. The outer column is spelt
// out: in a single-table select drizzle renders columns unqualified, which the subquery would rebind.
const commodityCount = sql<number>`(select count(*)::int from ${commodities} where ${commodities.cargoTypeId} = "cargo_types"."id")`;

export function listCargoTypes(db: Queryable, q: GetCargoTypesBody, lang: Lang) {
  // Searched and sorted by the name the user reads (a seeded type's name in their language).
  const shown = localNameSql(cargoTypes.name, cargoTypes.nameI18n, lang);
  const where = and(
    q.Content
      ? or(
          ilike(cargoTypes.name, contains(q.Content)),
          ilike(shown, contains(q.Content)),
          ilike(cargoTypes.remarks, contains(q.Content)),
        )
      : undefined,
    q.IsDeactivate === undefined ? undefined : eq(cargoTypes.isDeactivate, q.IsDeactivate),
    dateRange(cargoTypes.creationTime, q),
  );
  const { limit, offset } = pageWindow(q);
  return pageOf(
    db
      .select({ c: cargoTypes, commodities: commodityCount })
      .from(cargoTypes)
      .where(where)
      .orderBy(
        ...sortBy(
          q,
          cargoTypeCalls.GetCargoTypes.sorts,
          { CreationTime: cargoTypes.creationTime, Name: shown, CommodityCount: commodityCount },
          cargoTypes.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(cargoTypes).where(where),
  );
}

export async function findCargoType(db: Queryable, id: number, lock = false) {
  const q = db.select({ c: cargoTypes, commodities: commodityCount }).from(cargoTypes).where(eq(cargoTypes.id, id));
  const [row] = lock ? await q.for('update', { of: cargoTypes }) : await q;
  return row;
}

export async function cargoTypeNamed(db: Queryable, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: cargoTypes.id })
    .from(cargoTypes)
    // A new name may not equal any name of another type in any language ("General" and "普货" are one type).
    .where(
      and(anyNameIs(cargoTypes.name, cargoTypes.nameI18n, name), exceptId ? ne(cargoTypes.id, exceptId) : undefined),
    );
  return row;
}

export async function insertCargoType(db: Queryable, v: CargoTypeValues): Promise<number> {
  const [row] = await db.insert(cargoTypes).values(v).returning({ id: cargoTypes.id });
  return row!.id;
}

export async function updateCargoType(db: Queryable, id: number, v: Partial<CargoTypeValues>) {
  await db.update(cargoTypes).set(v).where(eq(cargoTypes.id, id));
}

export async function deleteCargoType(db: Queryable, id: number) {
  await db.delete(cargoTypes).where(eq(cargoTypes.id, id));
}

/** Active cargo types with their names in every language: the select list and the import's
 * name lookup. */
export function activeCargoTypes(db: Queryable) {
  return db
    .select({ id: cargoTypes.id, name: cargoTypes.name, nameI18n: cargoTypes.nameI18n })
    .from(cargoTypes)
    .where(eq(cargoTypes.isDeactivate, false))
    .orderBy(asc(cargoTypes.name), asc(cargoTypes.id));
}
