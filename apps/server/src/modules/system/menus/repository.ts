import { MenuType } from '@wms/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { menus, roleMenus, roles } from '../../../db/schema/index.js';
import { LockNamespace, lockTx } from '../../../platform/locks.js';

export type MenuRow = typeof menus.$inferSelect;
export type NewMenu = typeof menus.$inferInsert;

export interface NavigationRow {
  id: number;
  parent_id: number | null;
  type: number;
  name: string;
  path: string;
  router: string;
  icon: string;
  invisible: boolean;
  granted: boolean;
}

/**
 * The active directories and screens of one tree, each flagged when one of the user's active
 * roles grants it: one query, the tree is assembled by the caller.
 */
export async function navigationRows(db: Queryable, userId: number, classification: number): Promise<NavigationRow[]> {
  const res = await db.execute(sql`
    select m.id, m.parent_id, m.type, m.name, m.path, m.router, m.icon, m.invisible,
      m.id in (
        select rm.menu_id from user_roles ur
        join roles r on r.id = ur.role_id and not r.is_deactivate
        join role_menus rm on rm.role_id = ur.role_id
        where ur.user_id = ${userId}
      ) as granted
    from menus m
    where m.classification = ${classification} and m.type in (${MenuType.Directory}, ${MenuType.Menu}) and not m.is_deactivate
    order by m.sort, m.id`);
  return res.rows as unknown as NavigationRow[];
}

/** Every node of a tree, buttons and deactivated nodes included, in display order. */
export function treeRows(db: Queryable, classification: number, activeOnly = false) {
  return db
    .select()
    .from(menus)
    .where(and(eq(menus.classification, classification), activeOnly ? eq(menus.isDeactivate, false) : undefined))
    .orderBy(asc(menus.sort), asc(menus.id));
}

export async function findMenu(db: Queryable, id: number): Promise<MenuRow | undefined> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  return row;
}

export async function maxSiblingSort(db: Queryable, classification: number, parentId: number | null) {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${menus.sort}), 0)::int` })
    .from(menus)
    .where(
      and(
        eq(menus.classification, classification),
        parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId),
      ),
    );
  return Number(row?.max ?? 0);
}

/** How many children a node has, and how many of them are buttons. */
export async function childCounts(db: Queryable, id: number): Promise<{ all: number; buttons: number }> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      buttons: sql<number>`(count(*) filter (where ${menus.type} = ${MenuType.Button}))::int`,
    })
    .from(menus)
    .where(eq(menus.parentId, id));
  return { all: Number(row?.all ?? 0), buttons: Number(row?.buttons ?? 0) };
}

/** Roles granting the node or anything below it (whose holders see a change when it moves,
 * changes code, or is switched off). */
export async function rolesGrantingSubtree(db: Queryable, id: number): Promise<number[]> {
  const res = await db.execute(sql`
    with recursive down(id) as (
      select id from menus where id = ${id}
      union
      select m.id from menus m join down on m.parent_id = down.id
    )
    select distinct rm.role_id from role_menus rm join down on down.id = rm.menu_id`);
  return (res.rows as { role_id: number }[]).map((r) => Number(r.role_id));
}

/** Structural changes run one at a time: two concurrent moves could otherwise each pass the
 * cycle check and together make a loop. Menu edits are rare, so one lock for both trees. */
export async function lockTree(tx: Queryable) {
  await lockTx(tx, LockNamespace.menuTree);
}

export async function insertMenu(tx: Queryable, values: NewMenu): Promise<number> {
  const [row] = await tx.insert(menus).values(values).returning({ id: menus.id });
  return row!.id;
}

export async function updateMenu(tx: Queryable, id: number, values: Partial<NewMenu>) {
  await tx.update(menus).set(values).where(eq(menus.id, id));
}

export async function deleteMenu(tx: Queryable, id: number) {
  await tx.delete(menus).where(eq(menus.id, id));
}

export async function findRole(db: Queryable, id: number, forUpdate = false) {
  const q = db.select().from(roles).where(eq(roles.id, id));
  const [row] = await (forUpdate ? q.for('update') : q);
  return row;
}

export async function roleIdByCode(db: Queryable, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  return row?.id;
}

export function menuClassifications(db: Queryable, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: menus.id, classification: menus.classification }).from(menus).where(inArray(menus.id, ids));
}

export async function roleMenuIds(db: Queryable, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roleMenus.menuId })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(roleMenus.menuId));
  return rows.map((r) => r.id);
}

export async function grant(tx: Queryable, roleId: number, menuIds: number[]) {
  if (menuIds.length) {
    await tx
      .insert(roleMenus)
      .values(menuIds.map((menuId) => ({ roleId, menuId })))
      .onConflictDoNothing();
  }
}

export async function replaceRoleMenus(tx: Queryable, roleId: number, menuIds: number[]) {
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await grant(tx, roleId, menuIds);
}
