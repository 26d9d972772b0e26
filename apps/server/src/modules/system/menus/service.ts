import {
  type AuthorizationMenuBody,
  type BackstageMenuNode,
  type BackstageMenusBody,
  type CurrentUserMenus,
  type EditMenuBody,
  type EstablishMenuBody,
  type Lang,
  type MenuDetail,
  type MenuNode,
  type MenuOption,
  MenuType,
  menuTitles,
  type Texts,
} from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import { menus } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { refuseInUse } from '../../../platform/in-use.js';
import { notifyPermissionChange, usersOfRoles } from '../../../platform/permissions.js';
import { mayWriteCode, privilegeOf } from '../../../platform/privilege.js';
import { wouldCycle } from '../../../platform/tree.js';
import { usedBy } from '../../../platform/used-by.js';
import * as repo from './repository.js';

const titles = menuTitles as Readonly<Record<string, Texts | undefined>>;
/** The node's title in `lang`; its Name when no title is written for it (a node added at run
 * time with a key the catalog does not know). */
export const menuTitle = (name: string, lang: Lang) => titles[name]?.[lang] ?? name;

/** Role holding every staff node; a new staff node is granted to it at once. */
const SUPER_ADMIN_ROLE = 'super_admin';
const SORT_STEP = 10;

/**
 * Assembles rows (already in display order) into a tree. A row whose parent is not among the
 * rows is dropped with its subtree: that is how a deactivated directory hides what is under it.
 */
function buildTree<R extends { id: number; parentId: number | null }, N extends { Children: N[] }>(
  rows: R[],
  make: (row: R) => N,
): N[] {
  const byId = new Map(rows.map((r) => [r.id, make(r)]));
  const roots: N[] = [];
  for (const r of rows) {
    const node = byId.get(r.id)!;
    if (r.parentId === null) roots.push(node);
    else byId.get(r.parentId)?.Children.push(node);
  }
  return roots;
}

/**
 * Keeps the nodes `keep` accepts plus every node above one of them. `wholeSubtree`: an accepted
 * node keeps everything under it (a search hit shows its contents); otherwise the nodes under it
 * are filtered the same way.
 */
function prune<N extends { Children: N[] }>(nodes: N[], keep: (n: N) => boolean, wholeSubtree: boolean): N[] {
  const out: N[] = [];
  for (const n of nodes) {
    const hit = keep(n);
    if (hit && wholeSubtree) {
      out.push(n);
      continue;
    }
    const children = prune(n.Children, keep, wholeSubtree);
    if (hit || children.length) out.push({ ...n, Children: children });
  }
  return out;
}

function toDetail(row: repo.MenuRow, lang: Lang): MenuDetail {
  return {
    Id: row.id,
    ParentId: row.parentId,
    MenuClassification: row.classification,
    Type: row.type,
    Name: row.name,
    Title: menuTitle(row.name, lang),
    Path: row.path,
    Router: row.router,
    Icon: row.icon,
    PermissionCode: row.permissionCode,
    Invisible: row.invisible,
    Sort: row.sort,
    IsDeactivate: row.isDeactivate,
    CreationTime: row.creationTime.toISOString(),
  };
}

export function menusService(deps: Deps) {
  const { db } = deps;

  async function requireMenu(q: Queryable, id: number) {
    const row = await repo.findMenu(q, id);
    if (!row) throw notFound('menus.menuNodeNotFound');
    return row;
  }

  /** Where a node may sit (establish and edit share it). Refusals name the field to fix. */
  async function checkPlacement(
    q: Queryable,
    node: { id?: number; classification: number; type: number; parentId: number | null; permissionCode: string | null },
  ) {
    if (node.type === MenuType.Button && !node.permissionCode) {
      throw invalid('PermissionCode', 'menus.permissionCodeRequired');
    }
    if (node.parentId === null) {
      if (node.type === MenuType.Button) throw invalid('ParentId', 'menus.buttonParentMustBeMenu');
      return;
    }
    const parent = await repo.findMenu(q, node.parentId);
    if (!parent) throw invalid('ParentId', 'menus.parentNotFound');
    if (parent.classification !== node.classification) throw invalid('ParentId', 'menus.parentOtherClassification');
    if (parent.type === MenuType.Button) throw invalid('ParentId', 'menus.parentIsButton');
    if (node.type === MenuType.Button && parent.type !== MenuType.Menu) {
      throw invalid('ParentId', 'menus.buttonParentMustBeMenu');
    }
    if (node.id !== undefined && (await wouldCycle(q, menus, node.id, parent.id))) {
      throw invalid('ParentId', 'menus.parentCycle');
    }
  }

  const nextSort = async (q: Queryable, classification: number, parentId: number | null) =>
    (await repo.maxSiblingSort(q, classification, parentId)) + SORT_STEP;

  /** 0 and null both mean the top level; undefined means "as it is". */
  const parentOf = (v: number | null | undefined) => (v === undefined ? undefined : v || null);

  return {
    /**
     * The caller's navigation: directories and screens of their own account type's tree that
     * their roles grant (everything, for super users), with the directories above them.
     */
    async currentUserMenus(auth: Auth): Promise<CurrentUserMenus> {
      const rows = await repo.navigationRows(db, auth.userId, auth.accountType);
      const granted = new Set(rows.filter((r) => r.granted).map((r) => r.id));
      const typeOf = new Map(rows.map((r) => [r.id, r.type]));
      const tree = buildTree(
        rows.map((r) => ({ ...r, parentId: r.parent_id })),
        (r): MenuNode => ({
          Id: r.id,
          Name: r.name,
          Path: r.path,
          Router: r.router,
          Icon: r.icon,
          Invisible: r.invisible,
          Children: [],
        }),
      );
      if (auth.isSuperUser) return { Children: tree };
      // A granted directory with nothing granted under it would be an empty submenu.
      return { Children: prune(tree, (n) => typeOf.get(n.Id) === MenuType.Menu && granted.has(n.Id), false) };
    },

    async backstageMenus(lang: Lang, body: BackstageMenusBody): Promise<BackstageMenuNode[]> {
      const rows = await repo.treeRows(db, body.MenuClassification);
      const tree = buildTree(rows, (r): BackstageMenuNode => ({ ...toDetail(r, lang), Children: [] }));
      const needle = body.Name?.toLowerCase();
      if (!needle) return tree;
      return prune(tree, (n) => n.Name.toLowerCase().includes(needle) || n.Title.toLowerCase().includes(needle), true);
    },

    async detail(lang: Lang, id: number): Promise<MenuDetail> {
      return toDetail(await requireMenu(db, id), lang);
    },

    async establish(auth: Auth, body: EstablishMenuBody): Promise<number> {
      const parentId = parentOf(body.ParentId) ?? null;
      return db.transaction(async (tx) => {
        await repo.lockTree(tx);
        const permissionCode = body.PermissionCode ?? null;
        if (body.MenuClassification === 1) await mayWriteCode(tx, auth, permissionCode);
        await checkPlacement(tx, {
          classification: body.MenuClassification,
          type: body.Type,
          parentId,
          permissionCode,
        });
        const id = await repo.insertMenu(tx, {
          classification: body.MenuClassification,
          parentId,
          type: body.Type,
          name: body.Name,
          path: body.Path ?? '',
          router: body.Router ?? '',
          icon: body.Icon ?? '',
          permissionCode,
          invisible: body.Invisible ?? false,
          isDeactivate: body.IsDeactivate ?? false,
          sort: body.Sort ?? (await nextSort(tx, body.MenuClassification, parentId)),
        });
        if (body.MenuClassification === 1) {
          const superAdmin = await repo.roleIdByCode(tx, SUPER_ADMIN_ROLE);
          if (superAdmin) await repo.grant(tx, superAdmin, [id]);
        }
        return id;
      });
    },

    async edit(auth: Auth, body: EditMenuBody): Promise<true> {
      const holders = await db.transaction(async (tx) => {
        await repo.lockTree(tx);
        const before = await requireMenu(tx, body.Id);
        const parentId = parentOf(body.ParentId);
        const next = {
          parentId: parentId === undefined ? before.parentId : parentId,
          type: body.Type,
          name: body.Name,
          path: body.Path ?? before.path,
          router: body.Router ?? before.router,
          icon: body.Icon ?? before.icon,
          permissionCode: body.PermissionCode === undefined ? before.permissionCode : body.PermissionCode,
          invisible: body.Invisible ?? before.invisible,
          sort: body.Sort ?? before.sort,
          isDeactivate: body.IsDeactivate ?? before.isDeactivate,
        };
        await checkPlacement(tx, { ...next, id: before.id, classification: before.classification });
        if (next.type !== before.type) {
          const children = await repo.childCounts(tx, before.id);
          if (next.type === MenuType.Button && children.all) throw invalid('Type', 'menus.buttonCannotHaveChildren');
          if (next.type !== MenuType.Menu && children.buttons) throw invalid('Type', 'menus.buttonsNeedMenu');
        }
        const grantsChanged =
          next.parentId !== before.parentId ||
          next.type !== before.type ||
          next.permissionCode !== before.permissionCode ||
          next.isDeactivate !== before.isDeactivate;
        if (!grantsChanged) {
          await repo.updateMenu(tx, before.id, next);
          return [];
        }
        // What the node's holders may do changes: none of them may hold more than the caller,
        // and a new code must be one the caller holds.
        const holders = await repo.rolesGrantingSubtree(tx, before.id);
        await (await privilegeOf(tx, auth, before.classification)).mayChangeRoles(holders);
        if (before.classification === 1 && next.permissionCode !== before.permissionCode) {
          await mayWriteCode(tx, auth, next.permissionCode);
        }
        await repo.updateMenu(tx, before.id, next);
        return usersOfRoles(tx, holders);
      });
      notifyPermissionChange(deps, holders);
      return true;
    },

    async remove(auth: Auth, id: number, lang: Lang): Promise<true> {
      const holders = await db.transaction(async (tx) => {
        await repo.lockTree(tx);
        const menu = await requireMenu(tx, id);
        await refuseInUse(tx, id, [usedBy(menus.parentId)], { name: menu.name, lang });
        const roles = await repo.rolesGrantingSubtree(tx, id);
        await (await privilegeOf(tx, auth, menu.classification)).mayChangeRoles(roles);
        const users = await usersOfRoles(tx, roles);
        await repo.deleteMenu(tx, id);
        return users;
      });
      notifyPermissionChange(deps, holders);
      return true;
    },

    /** The role authorisation tree: active nodes, buttons included. */
    async selectMenus(lang: Lang, classification: number): Promise<MenuOption[]> {
      const rows = await repo.treeRows(db, classification, true);
      return buildTree(
        rows,
        (r): MenuOption => ({ Value: r.id, Name: menuTitle(r.name, lang), Type: r.type, Children: [] }),
      );
    },

    async roleMenuIds(roleId: number): Promise<number[]> {
      if (!(await repo.findRole(db, roleId))) throw notFound('menus.roleNotFound');
      return repo.roleMenuIds(db, roleId);
    },

    /**
     * Replaces a role's grants. A caller who is not a super user changes only a role that holds
     * nothing they lack, and adds only nodes they hold (platform/privilege.ts), so that holding
     * this call is neither a way to grant oneself everything nor to strip the administrators.
     */
    async authorize(auth: Auth, body: AuthorizationMenuBody): Promise<true> {
      const ids = [...new Set(body.MenuIds)];
      const holders = await db.transaction(async (tx) => {
        const role = await repo.findRole(tx, body.RoleId, true);
        if (!role) throw notFound('menus.roleNotFound');
        const found = await repo.menuClassifications(tx, ids);
        if (found.length !== ids.length) throw invalid('MenuIds', 'menus.menuNotFound');
        if (found.some((m) => m.classification !== role.classification)) {
          throw invalid('MenuIds', 'menus.otherClassification');
        }
        const privilege = await privilegeOf(tx, auth, role.classification);
        await privilege.mayChangeRole(role.id);
        privilege.mayGive(ids);
        await repo.replaceRoleMenus(tx, role.id, ids);
        return usersOfRoles(tx, [role.id]);
      });
      notifyPermissionChange(deps, holders);
      return true;
    },
  };
}
export type MenusService = ReturnType<typeof menusService>;
