import type { GetOrganizesBody } from '@wms/contract';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.js';
import { organizes } from '../../../db/schema/index.js';
import { LockNamespace, lockTx } from '../../../platform/locks.js';
import { dateRange, pageOf, pageWindow } from '../../../platform/paging.js';

// Children share the parent's classification, so the probe runs on organizes_parent_idx. The outer
// columns are spelt out: drizzle may render them unqualified, which the subquery would rebind to c.
const hasChildren = sql<boolean>`exists (select 1 from organizes c
  where c.classification = "organizes"."classification" and c.parent_id = "organizes"."id")`;

const nodeColumns = {
  Id: organizes.id,
  Name: organizes.name,
  ParentId: organizes.parentId,
  Remarks: organizes.remarks,
  Sort: organizes.sort,
  HasChildren: hasChildren,
};

export function listLevel(db: Queryable, classification: number, q: GetOrganizesBody) {
  const where = and(
    eq(organizes.classification, classification),
    q.ParentId ? eq(organizes.parentId, q.ParentId) : isNull(organizes.parentId),
    dateRange(organizes.creationTime, q),
  );
  const order = q.descendingOrder ? desc : asc;
  const orderBy =
    q.sortType === 1
      ? [order(organizes.name), order(organizes.id)]
      : q.sortType === 2
        ? [order(organizes.creationTime), order(organizes.id)]
        : [asc(organizes.sort), asc(organizes.id)];
  const { limit, offset } = pageWindow(q);
  return pageOf(
    db
      .select(nodeColumns)
      .from(organizes)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(organizes).where(where),
  );
}

export async function findDetail(db: Queryable, classification: number, id: number) {
  const parent = alias(organizes, 'p');
  const [row] = await db
    .select({
      Id: organizes.id,
      Name: organizes.name,
      ParentId: organizes.parentId,
      ParentName: parent.name,
      Sort: organizes.sort,
      Remarks: organizes.remarks,
      HasChildren: hasChildren,
      UserCount: sql<number>`(select count(*) from users u where u.organize_id = "organizes"."id")::int`,
      // Through the query builder, not raw SQL: PGlite answers raw timestamps as text.
      CreationTime: organizes.creationTime,
    })
    .from(organizes)
    .leftJoin(parent, eq(parent.id, organizes.parentId))
    .where(and(eq(organizes.id, id), eq(organizes.classification, classification)));
  return row;
}

/** Serialises tree moves of one classification: two concurrent moves could otherwise each pass
 * the cycle check and together make a loop. */
export async function lockTree(db: Queryable, classification: number): Promise<void> {
  await lockTx(db, LockNamespace.organizeTree, classification);
}

export async function findOne(db: Queryable, classification: number, id: number) {
  const [row] = await db
    .select()
    .from(organizes)
    .where(and(eq(organizes.id, id), eq(organizes.classification, classification)));
  return row;
}

export interface OrganizeValues {
  name: string;
  parentId: number | null;
  sort: number;
  remarks: string;
}

export async function insertOrganize(db: Queryable, classification: number, v: OrganizeValues): Promise<number> {
  const [row] = await db
    .insert(organizes)
    .values({ classification, ...v })
    .returning({ id: organizes.id });
  return row!.id;
}

export async function updateOrganize(db: Queryable, id: number, v: OrganizeValues): Promise<void> {
  await db.update(organizes).set(v).where(eq(organizes.id, id));
}

export async function deleteOrganize(db: Queryable, id: number): Promise<void> {
  await db.delete(organizes).where(eq(organizes.id, id));
}
