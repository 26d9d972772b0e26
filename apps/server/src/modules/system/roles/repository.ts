import type { GetRolesBody } from '@wms/contract';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { roles } from '../../../db/schema/index.js';
import { contains, dateRange, pageOf, pageWindow } from '../../../platform/paging.js';

// A correlated count over user_roles_role_idx: one statement for the whole page, no N+1. The
// outer column is spelt out because drizzle may render it unqualified.
const userCount = sql<number>`(select count(*) from user_roles ur where ur.role_id = "roles"."id")::int`;

const roleColumns = {
  Id: roles.id,
  Name: roles.name,
  Code: roles.code,
  Classification: roles.classification,
  Remarks: roles.remarks,
  IsDeactivate: roles.isDeactivate,
  UserCount: userCount,
  CreationTime: roles.creationTime,
};

export function listRoles(db: Queryable, q: GetRolesBody) {
  const where = and(
    q.Name ? ilike(roles.name, contains(q.Name)) : undefined,
    q.Classification ? eq(roles.classification, q.Classification) : undefined,
    q.IsDeactivate === undefined ? undefined : eq(roles.isDeactivate, q.IsDeactivate),
    dateRange(roles.creationTime, q),
  );
  const order = q.descendingOrder ? desc : asc;
  const { limit, offset } = pageWindow(q);
  return pageOf(
    db
      .select(roleColumns)
      .from(roles)
      .where(where)
      .orderBy(q.sortType === 1 ? order(roles.name) : order(roles.creationTime), order(roles.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(roles).where(where),
  );
}

export async function findRole(db: Queryable, id: number) {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row;
}

/** Locks the role row so that a concurrent grant or delete waits for this transaction. */
export async function lockRole(db: Queryable, id: number) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).for('update');
  return row;
}

export async function nameTaken(db: Queryable, classification: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.classification, classification),
        sql`lower(${roles.name}) = lower(${name})`,
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    );
  return !!row;
}

export async function insertRole(db: Queryable, v: { classification: number; name: string; remarks: string }) {
  const [row] = await db.insert(roles).values(v).returning({ id: roles.id });
  return row!.id;
}

export async function updateRole(
  db: Queryable,
  id: number,
  v: { name: string; remarks: string; isDeactivate?: boolean },
): Promise<void> {
  await db.update(roles).set(v).where(eq(roles.id, id));
}

export async function deleteRole(db: Queryable, id: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}

export function selectRoles(db: Queryable, classification?: number) {
  return db
    .select({ Value: roles.id, Name: roles.name })
    .from(roles)
    .where(and(eq(roles.isDeactivate, false), classification ? eq(roles.classification, classification) : undefined))
    .orderBy(asc(roles.classification), asc(roles.name), asc(roles.id));
}
