import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { expenseTypes, menus, roleMenus, roles, seededMenus } from '../db/schema/index.js';
import { LockNamespace, lockTx } from '../platform/locks.js';
import { CUSTOMER_MENU_TREE, type SeedEntry, type SeedMenu, STAFF_MENU_TREE, seedEntries } from './menu-tree.js';
import { EXPENSE_TYPES } from './reference.js';

/**
 * Start-up brings what every site needs up to date with this release (docs/server-modules.md,
 * "Upgrades"): the seeded roles and system expense types code refers to by code, and both menu
 * trees with their grants. It only ever adds. What a site has is left as staff keep it (a node
 * renamed, moved, hidden or granted differently stays so), and a seeded menu node is added once in
 * a site's life (`seeded_menus` records its key), so one staff deleted stays deleted; a role or an
 * expense type missing is added again, since staff cannot delete those.
 */

/** The roles code refers to by code: new staff nodes go to super_admin, registration and the
 * customers' ceiling read customer, and the seeded grants name all three. */
export const SEED_ROLES = [
  { classification: 1, code: 'super_admin', name: 'Super administrator' },
  { classification: 1, code: 'warehouse_clerk', name: 'Warehouse clerk' },
  { classification: 2, code: 'customer', name: 'Customer' },
] as const;
type RoleCode = (typeof SEED_ROLES)[number]['code'];

/** The expense types billing refers to by code (the demo ones are the demo's). */
export const SYSTEM_EXPENSE_TYPES = EXPENSE_TYPES.filter((e) => e.systemVariables);

/** Siblings are numbered in steps so that a node can be slotted between two without renumbering. */
const SORT_STEP = 10;

const TREES = [
  { classification: 1, tree: STAFF_MENU_TREE },
  { classification: 2, tree: CUSTOMER_MENU_TREE },
] as const;

/** The seeded trees as entries and the fast check's parameters, worked out once per process. */
let planned: { entries: Map<1 | 2, SeedEntry[]>; params: string[][] } | undefined;
function plan() {
  if (planned) return planned;
  const entries = new Map(TREES.map(({ classification, tree }) => [classification, seedEntries(tree)] as const));
  const params = [
    entries.get(1)!.map((e) => e.key),
    entries.get(2)!.map((e) => e.key),
    SEED_ROLES.map((r) => r.code),
    SYSTEM_EXPENSE_TYPES.map((e) => e.code),
  ];
  planned = { entries, params };
  return planned;
}

/** One statement: how many seeded keys and codes the site lacks (0: nothing to do). Probing the
 * record once per key costs less than matching the record against the list (~0.7 ms on
 * PostgreSQL, ~3 ms on PGlite, on a loaded machine). */
const MISSING = `select
  (select count(*) from (select 1 as c, k from unnest($1::text[]) k union all select 2, k from unnest($2::text[]) k) w
    where not exists (select 1 from seeded_menus s where s.classification = w.c and s.seed_key = w.k))
  + (select count(*) from unnest($3::text[]) k where not exists (select 1 from roles r where r.code = k))
  + (select count(*) from unnest($4::text[]) k where not exists (select 1 from expense_types e where e.code = k))
  as n`;

export interface Added {
  roles: string[];
  expenseTypes: string[];
  /** Seed keys of the menu nodes added, `<classification>:<key>`. */
  menus: string[];
  /** New nodes whose place staff deleted (their parent): recorded as had, not added. */
  placeGone: string[];
}

/**
 * Runs at every start, after the migrations and the demo seed. Costs one statement when nothing
 * is missing; otherwise adds what is, in one transaction under the seed lock, so that of two
 * processes starting at once the second finds it done. Answers what it added, or null.
 */
export async function bringSeedUpToDate(database: Pick<Database, 'db' | 'query'>): Promise<Added | null> {
  const [row] = await database.query<{ n: number | string }>('seed_missing', MISSING, plan().params);
  if (Number(row?.n) === 0) return null;
  return database.db.transaction((tx) => addMissingSeed(tx));
}

/** Adds every seeded role, system expense type and menu node the site lacks (see above). Takes
 * the seed lock and the menu tree's, as the demo seed and menu edits do, in that order. */
export async function addMissingSeed(tx: Queryable): Promise<Added> {
  await lockTx(tx, LockNamespace.seed);
  await lockTx(tx, LockNamespace.menuTree);
  const added: Added = { roles: [], expenseTypes: [], menus: [], placeGone: [] };
  // A role whose name staff gave another role is not added (that would need renaming theirs):
  // start-up then tries again each time, at the cost of this transaction.
  added.roles = (
    await tx
      .insert(roles)
      .values([...SEED_ROLES])
      .onConflictDoNothing()
      .returning({ code: roles.code })
  ).map((r) => r.code!);
  added.expenseTypes = (
    await tx
      .insert(expenseTypes)
      .values(SYSTEM_EXPENSE_TYPES)
      .onConflictDoNothing()
      .returning({ code: expenseTypes.code })
  ).map((e) => e.code);
  const roleRows = await tx
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(
      inArray(
        roles.code,
        SEED_ROLES.map((r) => r.code),
      ),
    );
  const roleId = (code: RoleCode) => roleRows.find((r) => r.code === code)?.id;
  for (const { classification } of TREES) {
    const got = await addMenus(tx, classification, plan().entries.get(classification)!);
    added.menus.push(...got.inserted.map((e) => `${classification}:${e.key}`));
    added.placeGone.push(...got.placeGone.map((e) => `${classification}:${e.key}`));
    const grants = got.inserted.flatMap(({ id, clerk }) =>
      classification === 1
        ? [roleId('super_admin'), clerk ? roleId('warehouse_clerk') : undefined].map((r) => ({ roleId: r, menuId: id }))
        : [{ roleId: roleId('customer'), menuId: id }],
    );
    const valid = grants.filter((g): g is { roleId: number; menuId: number } => g.roleId !== undefined);
    if (valid.length) await tx.insert(roleMenus).values(valid).onConflictDoNothing();
  }
  return added;
}

/** Adds the nodes of one tree whose key the site never had, a level per statement, each under
 * its seeded parent; records every key it settled. */
async function addMenus(tx: Queryable, classification: 1 | 2, entries: SeedEntry[]) {
  const had = new Set(
    (
      await tx
        .select({ key: seededMenus.seedKey })
        .from(seededMenus)
        .where(eq(seededMenus.classification, classification))
    ).map((r) => r.key),
  );
  const missing = entries.filter((e) => !had.has(e.key));
  const inserted: { id: number; key: string; clerk: boolean }[] = [];
  const placeGone: SeedEntry[] = [];
  if (!missing.length) return { inserted, placeGone };

  const rows = await tx
    .select({ id: menus.id, key: menus.seedKey, parentId: menus.parentId, sort: menus.sort })
    .from(menus)
    .where(and(eq(menus.classification, classification), isNotNull(menus.seedKey)));
  const place = new Map<string, Place>(rows.map((r) => [r.key!, { ...r, isNew: false }]));
  // A key on a row but not in the record (a row made before the record): it is had.
  const toAdd = missing.filter((e) => !place.has(e.key));
  const depths = Math.max(-1, ...toAdd.map((e) => e.depth));
  for (let depth = 0; depth <= depths; depth++) {
    const level = toAdd.filter((e) => e.depth === depth);
    const values: (typeof menus.$inferInsert)[] = [];
    for (const e of level) {
      const parent = e.parentKey === null ? null : place.get(e.parentKey);
      // Staff deleted the branch it belongs in: it has no place (its own children neither).
      if (parent === undefined) {
        placeGone.push(e);
        continue;
      }
      const parentId = parent?.id ?? null;
      const sort = sortOf(e, parentId, place);
      place.set(e.key, { id: 0, parentId, sort, isNew: true });
      values.push(menuRow(classification, e.node, e.key, parentId, sort));
    }
    if (!values.length) continue;
    const made = await tx.insert(menus).values(values).returning({ id: menus.id, key: menus.seedKey });
    for (const m of made) {
      const e = level.find((x) => x.key === m.key)!;
      place.get(e.key)!.id = m.id;
      inserted.push({ id: m.id, key: e.key, clerk: e.clerk });
    }
  }
  await tx
    .insert(seededMenus)
    .values(missing.map((e) => ({ classification, seedKey: e.key })))
    .onConflictDoNothing();
  return { inserted, placeGone };
}

/** A seeded node as the site has it (or as this start adds it). */
interface Place {
  id: number;
  parentId: number | null;
  sort: number;
  isNew: boolean;
}

/**
 * Where a new node goes among its siblings: right after the nearest seeded sibling before it as
 * the site has it now (staff may have renumbered them; one they moved elsewhere does not count),
 * else just before the nearest one after it; among siblings all new (a new branch, an empty
 * database), the seed's own numbering.
 */
function sortOf(e: SeedEntry, parentId: number | null, place: Map<string, Place>): number {
  const sibling = (i: number) => {
    const p = place.get(e.siblings[i]!);
    return p && p.parentId === parentId ? p : undefined;
  };
  if (!e.siblings.some((_, i) => sibling(i)?.isNew === false)) return (e.index + 1) * SORT_STEP;
  for (let i = e.index - 1; i >= 0; i--) {
    const before = sibling(i);
    if (before) return before.sort + 1;
  }
  for (let i = e.index + 1; i < e.siblings.length; i++) {
    const after = sibling(i);
    if (after) return Math.max(0, after.sort - 1);
  }
  return (e.index + 1) * SORT_STEP;
}

function menuRow(classification: 1 | 2, node: SeedMenu, key: string, parentId: number | null, sort: number) {
  return {
    classification,
    parentId,
    type: node.type,
    name: node.name,
    path: node.path ?? '',
    router: node.router ?? '',
    icon: node.icon ?? '',
    permissionCode: node.permissionCode ?? null,
    invisible: node.invisible ?? false,
    sort,
    seedKey: key,
  };
}
