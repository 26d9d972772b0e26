import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { commodities, commodityCategories } from '../../../db/schema/index.js';
import { nameTaken } from '../../../platform/local-name.js';
import { LockNamespace, lockTx } from '../../../platform/locks.js';

export type CategoryRecord = typeof commodityCategories.$inferSelect;
export type CategoryValues = Omit<typeof commodityCategories.$inferInsert, 'id' | 'creationTime'>;

// One probe per category on commodities_category_idx. The outer column is spelt out: in a
// single-table select drizzle renders columns unqualified, which the subquery would rebind.
const commodityCount = sql<number>`(select count(*)::int from ${commodities} where ${commodities.categoryId} = "commodity_categories"."id")`;

/** Every category with its commodity count, in tree order (Sort, then Name). Categories are a
 * short reference list, so the tree is built from one read. */
export function allCategories(db: Queryable) {
  return db
    .select({ c: commodityCategories, commodities: commodityCount })
    .from(commodityCategories)
    .orderBy(asc(commodityCategories.sort), asc(commodityCategories.name), asc(commodityCategories.id));
}

/** Id, name and parent of every category: the select tree and the import's name lookup. */
export function categoryOutline(db: Queryable) {
  return db
    .select({
      id: commodityCategories.id,
      name: commodityCategories.name,
      nameI18n: commodityCategories.nameI18n,
      parentId: commodityCategories.parentId,
      isDeactivate: commodityCategories.isDeactivate,
    })
    .from(commodityCategories)
    .orderBy(asc(commodityCategories.sort), asc(commodityCategories.name), asc(commodityCategories.id));
}

export async function findCategory(db: Queryable, id: number): Promise<CategoryRecord | undefined> {
  const [row] = await db.select().from(commodityCategories).where(eq(commodityCategories.id, id));
  return row;
}

/** Serialises tree changes: two concurrent moves could each pass the cycle check and together
 * make a loop. */
export const lockTree = (db: Queryable) => lockTx(db, LockNamespace.commodityCategoryTree);

/** Whether a sibling goes by `name` in any language: a sibling "Apparel" is the seeded "服装". */
export const siblingNamed = (db: Queryable, parentId: number | null, name: string, exceptId?: number) =>
  nameTaken(
    db,
    commodityCategories,
    name,
    exceptId,
    parentId === null ? isNull(commodityCategories.parentId) : eq(commodityCategories.parentId, parentId),
  );

export async function insertCategory(db: Queryable, v: CategoryValues): Promise<number> {
  const [row] = await db.insert(commodityCategories).values(v).returning({ id: commodityCategories.id });
  return row!.id;
}

export async function updateCategory(db: Queryable, id: number, v: Partial<CategoryValues>) {
  await db.update(commodityCategories).set(v).where(eq(commodityCategories.id, id));
}

export async function deleteCategory(db: Queryable, id: number) {
  await db.delete(commodityCategories).where(eq(commodityCategories.id, id));
}
