import type { Db } from '../client.js';
import { menus, roleMenus, roles } from '../schema/index.js';
import { CUSTOMER_MENU_TREE, type SeedMenu, STAFF_MENU_TREE } from './menu-tree.js';

/** Siblings are numbered in steps so that a node can be slotted between two without renumbering. */
const SORT_STEP = 10;

interface Placed {
  node: SeedMenu;
  parentId: number | null;
  sort: number;
  clerk: boolean;
}

/**
 * Inserts a tree one level per statement (a few statements instead of one per node). Rows come
 * back matched on (parent, sort), which is unique among siblings, rather than relying on the
 * order RETURNING happens to use.
 */
async function insertTree(db: Db, classification: 1 | 2, tree: SeedMenu[]) {
  const inserted: { id: number; clerk: boolean }[] = [];
  let level: Placed[] = tree.map((node, i) => ({
    node,
    parentId: null,
    sort: (i + 1) * SORT_STEP,
    clerk: !!node.clerk,
  }));
  while (level.length) {
    const rows = await db
      .insert(menus)
      .values(
        level.map(({ node, parentId, sort }) => ({
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
        })),
      )
      .returning({ id: menus.id, parentId: menus.parentId, sort: menus.sort });
    const idOf = new Map(rows.map((r) => [`${r.parentId}/${r.sort}`, r.id]));
    const next: Placed[] = [];
    for (const p of level) {
      const id = idOf.get(`${p.parentId}/${p.sort}`)!;
      inserted.push({ id, clerk: p.clerk });
      (p.node.children ?? []).forEach((child, i) => {
        next.push({ node: child, parentId: id, sort: (i + 1) * SORT_STEP, clerk: child.clerk ?? p.clerk });
      });
    }
    level = next;
  }
  return inserted;
}

/** Creates the three demo roles and both menu trees with their grants; answers the role ids. */
export async function seedMenus(db: Db) {
  const roleRows = await db
    .insert(roles)
    .values([
      { classification: 1, code: 'super_admin', name: 'Super administrator' },
      { classification: 1, code: 'warehouse_clerk', name: 'Warehouse clerk' },
      { classification: 2, code: 'customer', name: 'Customer' },
    ])
    .returning();
  const by = (c: string) => roleRows.find((r) => r.code === c)!.id;
  const ids = { superAdmin: by('super_admin'), warehouseClerk: by('warehouse_clerk'), customer: by('customer') };

  const staff = await insertTree(db, 1, STAFF_MENU_TREE);
  const customer = await insertTree(db, 2, CUSTOMER_MENU_TREE);
  await db
    .insert(roleMenus)
    .values([
      ...staff.map((m) => ({ roleId: ids.superAdmin, menuId: m.id })),
      ...staff.filter((m) => m.clerk).map((m) => ({ roleId: ids.warehouseClerk, menuId: m.id })),
      ...customer.map((m) => ({ roleId: ids.customer, menuId: m.id })),
    ]);
  return ids;
}
