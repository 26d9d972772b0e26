import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.js';
import { quickNavigations } from '../../../db/schema/index.js';
import { LockNamespace, lockTx } from '../../../platform/locks.js';

/** Serialises one user's quick-navigation writes (count cap, order). */
export async function lockUser(tx: Tx, userId: number) {
  await lockTx(tx, LockNamespace.quickNavigationsOfUser, userId);
}

export async function listPaths(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db
    .select({ path: quickNavigations.path })
    .from(quickNavigations)
    .where(eq(quickNavigations.userId, userId))
    .orderBy(asc(quickNavigations.sort), asc(quickNavigations.creationTime), asc(quickNavigations.path));
  return rows.map((r) => r.path);
}

export async function countOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quickNavigations).where(eq(quickNavigations.userId, userId));
  return Number(row?.n ?? 0);
}

export async function has(db: Queryable, userId: number, path: string): Promise<boolean> {
  const rows = await db
    .select({ path: quickNavigations.path })
    .from(quickNavigations)
    .where(and(eq(quickNavigations.userId, userId), eq(quickNavigations.path, path)));
  return rows.length > 0;
}

/** Appends after the caller's last entry. */
export async function append(db: Queryable, userId: number, path: string) {
  await db.execute(sql`
    insert into quick_navigations (user_id, path, sort)
    select ${userId}, ${path}, coalesce(max(sort) + 1, 0) from quick_navigations where user_id = ${userId}
    on conflict (user_id, path) do nothing`);
}

export async function replaceAll(tx: Tx, userId: number, paths: string[]) {
  await tx.delete(quickNavigations).where(eq(quickNavigations.userId, userId));
  if (paths.length) await tx.insert(quickNavigations).values(paths.map((path, sort) => ({ userId, path, sort })));
}

export async function remove(db: Queryable, userId: number, path: string) {
  await db.delete(quickNavigations).where(and(eq(quickNavigations.userId, userId), eq(quickNavigations.path, path)));
}
