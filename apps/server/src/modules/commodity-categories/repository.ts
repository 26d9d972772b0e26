import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { commodities, commodityCategories } from '../../db/schema/index.js';
import { anyNameIs } from '../../platform/local-name.js';
import { LockNamespace, lockTx } from '../../platform/locks.js';

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

export async function siblingNamed(db: Queryable, parentId: number | null, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: commodityCategories.id })
    .from(commodityCategories)
    .where(
      and(
        parentId === null ? isNull(commodityCategories.parentId) : eq(commodityCategories.parentId, parentId),
        // Any name in any language: a sibling "Apparel" is the seeded "服装".
        anyNameIs(commodityCategories.name, commodityCategories.nameI18n, name),
        exceptId ? ne(commodityCategories.id, exceptId) : undefined,
      ),
    );
  return row;
}

/** True when `nodeId` is `parentId` or one of its ancestors: the move would make a loop. */
export async function wouldCycle(db: Queryable, nodeId: number, parentId: number): Promise<boolean> {
  const res = await db.execute<{ cycle: boolean }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from commodity_categories where id = ${parentId}
      union
      select c.id, c.parent_id from commodity_categories c join up on c.id = up.parent_id
    )
    select exists (select 1 from up where id = ${nodeId}) as cycle`);
  return !!(res.rows[0] as { cycle: boolean }).cycle;
}

export async function dependants(db: Queryable, id: number) {
  const [children] = await db
    .select({ n: count() })
    .from(commodityCategories)
    .where(eq(commodityCategories.parentId, id));
  const [goods] = await db.select({ n: count() }).from(commodities).where(eq(commodities.categoryId, id));
  return { children: Number(children?.n ?? 0), commodities: Number(goods?.n ?? 0) };
}

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
