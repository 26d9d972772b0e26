import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { Auth } from './auth.js';
import { refused } from './errors.js';

// ---------------------------------------------------------------------------------------------
// Who may hand out what (docs/architecture.md, "Permissions: nobody gives more than they hold").
//
// Permissions are menu nodes granted to roles, and roles given to users. Every call that changes
// either (a role's grants, a user's roles, a new user's roles, a role switched on or off, a user
// edited, reset or switched off, a menu node's code, type or state) asks this module first, so
// that a staff user who is not a super user
// - gives (to a role, a user, or themselves) only nodes they hold themselves, and
// - changes nothing about a role or a user that holds a node they do not hold (taking a right
//   away from someone who outranks you, or taking over their account by resetting its password
//   or phone, is as bad as giving yourself one).
// A super user may do anything. "Hold" means in effect: granted through an active role, and the
// node itself active; a deactivated node nobody can use is not something to hand out.
//
// Customer roles (classification 2) carry the customer console's screens, which no staff user
// holds. What a non-super staff user may give a customer is what the site gives every customer:
// the grants of the seeded `customer` role. Only a super user widens that.

/** Nodes a role set grants, active or not (a deactivated node may be switched on again). */
async function nodesOfRoles(db: Queryable, roleIds: readonly number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const res = await db.execute(sql`
    select distinct rm.menu_id from role_menus rm
    where rm.role_id = any(${`{${roleIds.join(',')}}`}::int[])`);
  return (res.rows as { menu_id: number }[]).map((r) => Number(r.menu_id));
}

/** Nodes a user's roles grant, active or not, the roles switched off included (one may be
 * switched on again): what the user would hold with everything on. */
async function nodesOfUser(db: Queryable, userId: number): Promise<number[]> {
  const res = await db.execute(sql`
    select distinct rm.menu_id from user_roles ur
    join role_menus rm on rm.role_id = ur.role_id
    where ur.user_id = ${userId}`);
  return (res.rows as { menu_id: number }[]).map((r) => Number(r.menu_id));
}

/** What the caller may hand out in a tree: null for a super user (anything). */
async function ceiling(db: Queryable, auth: Auth, classification: number): Promise<Set<number> | null> {
  if (auth.isSuperUser) return null;
  const res =
    classification === 1
      ? await db.execute(sql`
          select distinct rm.menu_id from user_roles ur
          join roles r on r.id = ur.role_id and not r.is_deactivate
          join role_menus rm on rm.role_id = ur.role_id
          join menus m on m.id = rm.menu_id and not m.is_deactivate
          where ur.user_id = ${auth.userId}`)
      : await db.execute(sql`
          select rm.menu_id from roles r
          join role_menus rm on rm.role_id = r.id
          join menus m on m.id = rm.menu_id and not m.is_deactivate
          where r.code = 'customer' and r.classification = 2`);
  return new Set((res.rows as { menu_id: number }[]).map((r) => Number(r.menu_id)));
}

/** Permission codes the caller holds in effect (staff); null for a super user. */
async function heldCodes(db: Queryable, auth: Auth): Promise<Set<string> | null> {
  if (auth.isSuperUser) return null;
  const res = await db.execute(sql`
    select distinct m.permission_code from user_roles ur
    join roles r on r.id = ur.role_id and not r.is_deactivate
    join role_menus rm on rm.role_id = ur.role_id
    join menus m on m.id = rm.menu_id and not m.is_deactivate
    where ur.user_id = ${auth.userId} and m.permission_code is not null`);
  return new Set((res.rows as { permission_code: string }[]).map((r) => r.permission_code));
}

const within = (nodes: Iterable<number>, top: Set<number> | null) => {
  if (top === null) return true;
  for (const n of nodes) if (!top.has(n)) return false;
  return true;
};

/** The checks of one caller in one tree; each refuses with Code 4. Build it inside the
 * transaction that makes the change. */
export async function privilegeOf(db: Queryable, auth: Auth, classification: number) {
  const top = await ceiling(db, auth, classification);
  const mayChangeRole = async (roleId: number) => {
    if (top && !within(await nodesOfRoles(db, [roleId]), top)) throw refused('privilege.roleHoldsMore');
  };
  return {
    /** Giving these nodes (to a role) is within what the caller holds. */
    mayGive(nodes: Iterable<number>) {
      if (!within(nodes, top)) throw refused('privilege.cannotGiveUnheld');
    },
    /** Giving these roles (to a user) is within what the caller holds. */
    async mayGiveRoles(roleIds: readonly number[]) {
      if (top && !within(await nodesOfRoles(db, roleIds), top)) throw refused('privilege.cannotGiveUnheld');
    },
    /** The role holds nothing the caller lacks, so the caller may change it. */
    mayChangeRole,
    /** Each of these roles holds nothing the caller lacks (a menu change reaches all of them). */
    async mayChangeRoles(roleIds: readonly number[]) {
      for (const id of roleIds) await mayChangeRole(id);
    },
    /** The user holds nothing the caller lacks, so the caller may change the account. */
    async mayChangeUser(userId: number) {
      if (top && !within(await nodesOfUser(db, userId), top)) throw refused('privilege.userHoldsMore');
    },
  };
}

export type Privilege = Awaited<ReturnType<typeof privilegeOf>>;

/** A permission code written onto a menu node must be one the caller holds: renaming a node's
 * code would otherwise hand its holders (the caller among them) any call. */
export async function mayWriteCode(db: Queryable, auth: Auth, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const held = await heldCodes(db, auth);
  if (held && !held.has(code)) throw refused('privilege.cannotGiveUnheld');
}
