import { menuTitles } from '@wms/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { menus, roleMenus, roles, users } from '../src/db/schema/index.js';
import { permissionCode } from '../src/platform/route.js';
import { CUSTOMER_MENU_TREE, type SeedMenu, STAFF_MENU_TREE, walkSeedMenus } from '../src/seed/menu-tree.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};
let clerkRoleId: number;

beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['admin', 'clerk', 'customer1']) token[name] = (await s.signIn(name)).AccessToken;
  const [row] = await s.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'warehouse_clerk'));
  clerkRoleId = row!.id;
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown = {}, lang?: string) =>
  s.call(path, body, { token: token[who], lang });

interface Node {
  Id: number;
  Name: string;
  Router: string;
  Type?: number;
  PermissionCode?: string | null;
  Children: Node[];
}
function flatten(nodes: Node[]): Node[] {
  return nodes.flatMap((n) => [n, ...flatten(n.Children)]);
}
const seededRouters = (tree: SeedMenu[]) => [...walkSeedMenus(tree)].filter((n) => n.type === 2).map((n) => n.router!);
const menuCount = async () => Number((await s.deps.db.select({ n: count() }).from(menus))[0]!.n);
const grantCount = async () => Number((await s.deps.db.select({ n: count() }).from(roleMenus))[0]!.n);

async function nodeWithCode(code: string): Promise<Node> {
  const r = await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: 1 });
  return flatten(r.Data).find((n) => n.PermissionCode === code)!;
}

describe('seeded trees', () => {
  it('has a button node for every staff route of every module', async () => {
    const codes = new Set([...walkSeedMenus(STAFF_MENU_TREE)].filter((n) => n.type === 3).map((n) => n.permissionCode));
    const missing: string[] = [];
    for (const mod of s.modules) {
      for (const def of mod.routes) {
        const code = permissionCode(mod.controller, def);
        if (code && !codes.has(code)) missing.push(code);
      }
    }
    // Add each missing code as a button under its screen in apps/server/src/seed/menu-tree.ts.
    expect(missing, `staff routes without a button node: ${missing.join(', ')}`).toEqual([]);
  });

  it('has a title in every language for every node name', () => {
    const titles = menuTitles as Record<string, Record<string, string> | undefined>;
    const missing = [...walkSeedMenus([...STAFF_MENU_TREE, ...CUSTOMER_MENU_TREE])]
      .map((n) => n.name)
      .filter((name) => !titles[name] || !['zh-cn', 'zh-tw', 'en-us'].every((l) => titles[name]![l]));
    expect(missing, `names without titles in packages/contract/src/i18n/menus.ts: ${missing.join(', ')}`).toEqual([]);
  });

  it('gives buttons a Controller:Action code and a menu parent, and screens a router', () => {
    const check = (nodes: SeedMenu[], parent?: SeedMenu) => {
      for (const n of nodes) {
        if (n.type === 3) {
          expect(n.permissionCode).toMatch(/^[A-Za-z]+:[A-Za-z]+$/);
          expect(parent?.type).toBe(2);
        }
        if (n.type === 2) expect(n.router).toBeTruthy();
        check(n.children ?? [], n);
      }
    };
    check(STAFF_MENU_TREE);
    check(CUSTOMER_MENU_TREE);
  });
});

describe('Menus/GetCurrentUserMenus', () => {
  it('answers the whole staff tree to the admin, without buttons', async () => {
    const r = await as('admin', 'Menus/GetCurrentUserMenus', { MenuClassification: 1 });
    expect(r.Code).toBe(0);
    const nodes = flatten(r.Data.Children);
    expect(nodes.map((n) => n.Router).filter(Boolean)).toEqual(seededRouters(STAFF_MENU_TREE));
    expect(nodes.some((n) => n.Name === 'MenusEditBackstageMenu')).toBe(false);
    expect(Object.keys(nodes[0]!).sort()).toEqual(['Children', 'Icon', 'Id', 'Invisible', 'Name', 'Path', 'Router']);
    const dashboard = nodes.find((n) => n.Router === 'Dashboard') as unknown as { Invisible: boolean };
    expect(dashboard.Invisible).toBe(true);
  });

  it('answers a customer the customer tree only, whatever classification is asked', async () => {
    const r = await as('customer1', 'Menus/GetCurrentUserMenus', { MenuClassification: 1 });
    expect(r.Code).toBe(0);
    const routers = flatten(r.Data.Children)
      .map((n) => n.Router)
      .filter(Boolean);
    expect(routers).toEqual(seededRouters(CUSTOMER_MENU_TREE));
    expect(routers).toContain('UserPackageIndex');
    expect(routers).not.toContain('WarehouseIndex');
  });

  it('answers the clerk the warehouse screens and no system management', async () => {
    const r = await as('clerk', 'Menus/GetCurrentUserMenus');
    const nodes = flatten(r.Data.Children);
    const routers = nodes.map((n) => n.Router).filter(Boolean);
    const staff = new Set(seededRouters(STAFF_MENU_TREE));
    expect(routers.every((x) => staff.has(x))).toBe(true);
    expect(routers).toEqual(
      expect.arrayContaining(['WarehouseIndex', 'PackageIndex', 'LogisticsOrderIndex', 'TransportShiftPackagingIndex']),
    );
    const names = nodes.map((n) => n.Name);
    for (const absent of [
      'SystemManagement',
      'BackstageMenuIndex',
      'BackstageRoleIndex',
      'SiteManagement',
      'SiteIndex',
    ]) {
      expect(names).not.toContain(absent);
    }
    // Directories are there only for what they hold.
    for (const n of nodes) if (!n.Router) expect(n.Children.length).toBeGreaterThan(0);
  });

  it("keeps a granted screen's directory and drops a deactivated screen", async () => {
    const packEdit = flatten((await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: 1 })).Data).find(
      (n) => n.Router === 'PackEdit',
    )!;
    const off = await as('admin', 'Menus/EditBackstageMenu', {
      Id: packEdit.Id,
      Type: 2,
      Name: 'PackEdit',
      IsDeactivate: true,
    });
    expect(off.Code).toBe(0);
    const routers = () =>
      as('clerk', 'Menus/GetCurrentUserMenus').then((r) => flatten(r.Data.Children).map((n) => n.Router));
    expect(await routers()).not.toContain('PackEdit');
    await as('admin', 'Menus/EditBackstageMenu', { Id: packEdit.Id, Type: 2, Name: 'PackEdit', IsDeactivate: false });
    expect(await routers()).toContain('PackEdit');
  });

  it('needs a session', async () => {
    const r = await s.call('Menus/GetCurrentUserMenus');
    expect([r.status, r.Code]).toEqual([401, 1]);
  });
});

describe('permissions through the menu tree', () => {
  it("leaves the clerk's buttons without management codes", async () => {
    const r = await as('clerk', 'Account/GetUserInfoDetailedInfo');
    expect(r.Data.Buttons).not.toContain('Roles:EstablishRole');
    expect(r.Data.Buttons).not.toContain('Menus:EditBackstageMenu');
    expect(r.Data.Buttons).toContain('User:GetSelectUser');
  });

  it('refuses the clerk a management call with 403 Code 1', async () => {
    const r = await as('clerk', 'Menus/EditBackstageMenu', { Id: 1, Type: 1, Name: 'x' });
    expect([r.status, r.Code]).toEqual([403, 1]);
  });

  it('refuses a customer every staff Menus call with 403 Code 1', async () => {
    const mod = s.modules.find((m) => m.controller === 'Menus')!;
    const staffRoutes = mod.routes.filter((d) => d.access === 'staff');
    expect(staffRoutes.length).toBe(9);
    for (const def of staffRoutes) {
      const r = await as('customer1', `Menus/${def.action}`, { MenuClassification: 1, Id: 1, RoleId: 1, MenuIds: [] });
      expect([def.action, r.status, r.Code]).toEqual([def.action, 403, 1]);
    }
  });

  it('counts a grant on the next request and a revoke likewise, telling the holders', async () => {
    const before: number[] = (await as('admin', 'Menus/GetRoleMenuIds', { RoleId: clerkRoleId })).Data;
    expect(before.length).toBeGreaterThan(0);
    const node = await nodeWithCode('Menus:GetBackstageMenus');
    expect((await as('clerk', 'Menus/GetBackstageMenus', { MenuClassification: 1 })).status).toBe(403);

    const push = vi.spyOn(s.deps.push, 'toUsers');
    const grant = await as('admin', 'Menus/AuthorizationMenu', { RoleId: clerkRoleId, MenuIds: [...before, node.Id] });
    expect(grant.Code).toBe(0);
    const [clerk] = await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, 'clerk'));
    expect(push).toHaveBeenCalledWith([clerk!.id], 'PermissionChange', expect.anything());
    push.mockRestore();

    const ok = await as('clerk', 'Menus/GetBackstageMenus', { MenuClassification: 1 });
    expect(ok.Code).toBe(0);
    expect((await as('admin', 'Menus/GetRoleMenuIds', { RoleId: clerkRoleId })).Data).toContain(node.Id);

    const revoke = await as('admin', 'Menus/AuthorizationMenu', { RoleId: clerkRoleId, MenuIds: before });
    expect(revoke.Code).toBe(0);
    const refused = await as('clerk', 'Menus/GetBackstageMenus', { MenuClassification: 1 });
    expect([refused.status, refused.Code]).toEqual([403, 1]);
    expect((await as('admin', 'Menus/GetRoleMenuIds', { RoleId: clerkRoleId })).Data).toEqual(before);
  });

  it('refuses a customer menu on a staff role, changing nothing', async () => {
    const customerTree = await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: 2 });
    const customerNode = flatten(customerTree.Data)[0]!;
    const grants = await grantCount();
    const r = await as(
      'admin',
      'Menus/AuthorizationMenu',
      { RoleId: clerkRoleId, MenuIds: [customerNode.Id] },
      'en-us',
    );
    expect([r.status, r.Code]).toEqual([400, 2]);
    expect(r.Data.Field).toContain('MenuIds');
    expect(await grantCount()).toBe(grants);
    const missing = await as('admin', 'Menus/AuthorizationMenu', { RoleId: clerkRoleId, MenuIds: [9_999_999] });
    expect(missing.Code).toBe(2);
    const noRole = await as('admin', 'Menus/AuthorizationMenu', { RoleId: 9_999_999, MenuIds: [] });
    expect(noRole.Code).toBe(3);
    expect(await grantCount()).toBe(grants);
  });

  it('lets a non-super user with the grant call add only nodes they hold', async () => {
    const before: number[] = (await as('admin', 'Menus/GetRoleMenuIds', { RoleId: clerkRoleId })).Data;
    const authorize = await nodeWithCode('Menus:AuthorizationMenu');
    const getIds = await nodeWithCode('Menus:GetRoleMenuIds');
    await as('admin', 'Menus/AuthorizationMenu', {
      RoleId: clerkRoleId,
      MenuIds: [...before, authorize.Id, getIds.Id],
    });
    const editNode = await nodeWithCode('Menus:EditBackstageMenu');
    const r = await as('clerk', 'Menus/AuthorizationMenu', {
      RoleId: clerkRoleId,
      MenuIds: [...before, authorize.Id, getIds.Id, editNode.Id],
    });
    expect(r.Code).toBe(4);
    const shrink = await as('clerk', 'Menus/AuthorizationMenu', { RoleId: clerkRoleId, MenuIds: before });
    expect(shrink.Code).toBe(0);
    expect((await as('admin', 'Menus/GetRoleMenuIds', { RoleId: clerkRoleId })).Data).toEqual(before);
  });
});

describe('menu management', () => {
  it('establishes, reads, edits, finds and deletes nodes', async () => {
    const dir = await as('admin', 'Menus/EstablishBackstageMenu', {
      MenuClassification: 1,
      Type: 1,
      Name: 'TestDirectory',
      Path: 'test',
      Icon: 'AppstoreOutlined',
    });
    expect(dir.Code).toBe(0);
    const screen = await as('admin', 'Menus/EstablishBackstageMenu', {
      MenuClassification: 1,
      ParentId: dir.Data,
      Type: 2,
      Name: 'TestScreenIndex',
      Path: 'TestScreenIndex',
      Router: 'TestScreenIndex',
    });
    expect(screen.Code).toBe(0);
    const button = await as('admin', 'Menus/EstablishBackstageMenu', {
      MenuClassification: 1,
      ParentId: screen.Data,
      Type: 3,
      Name: 'TestButton',
      PermissionCode: 'Test:DoIt',
    });
    expect(button.Code).toBe(0);

    const byId = await as('admin', 'Menus/GetBackstageMenuById', { Id: button.Data });
    expect(byId.Data).toMatchObject({
      Id: button.Data,
      ParentId: screen.Data,
      Type: 3,
      PermissionCode: 'Test:DoIt',
      Title: 'TestButton',
      MenuClassification: 1,
    });
    const info = await as('admin', 'Menus/GetEditBackstageMenuInfo', { Id: screen.Data });
    expect(info.Data).toMatchObject({ Router: 'TestScreenIndex', Sort: 10, IsDeactivate: false });

    // The super administrator role holds every staff node, new ones included.
    const [superRole] = await s.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'super_admin'));
    const superIds = (await as('admin', 'Menus/GetRoleMenuIds', { RoleId: superRole!.id })).Data;
    expect(superIds).toEqual(expect.arrayContaining([dir.Data, screen.Data, button.Data]));

    const edit = await as('admin', 'Menus/EditBackstageMenu', {
      Id: screen.Data,
      Type: 2,
      Name: 'WarehouseIndex',
      Router: 'TestScreenIndex2',
    });
    expect(edit.Code).toBe(0);
    const edited = await as('admin', 'Menus/GetEditBackstageMenuInfo', { Id: screen.Data }, 'en-us');
    expect(edited.Data).toMatchObject({
      Name: 'WarehouseIndex',
      Title: 'Warehouse list',
      Router: 'TestScreenIndex2',
      Path: 'TestScreenIndex',
    });

    const found = await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: 1, Name: 'testdirect' });
    expect(found.Data).toHaveLength(1);
    expect(found.Data[0]).toMatchObject({ Id: dir.Data, Name: 'TestDirectory' });
    expect(flatten(found.Data).map((n: Node) => n.Id)).toEqual([dir.Data, screen.Data, button.Data]);
    // Found by its zh-tw title, with the directory above it.
    const byTitle = await as(
      'admin',
      'Menus/GetBackstageMenus',
      { MenuClassification: 1, Name: '批次新增貨架' },
      'zh-tw',
    );
    expect(flatten(byTitle.Data).map((n: Node) => n.Name)).toEqual(['WarehouseManagement', 'ShelvesBatchAdd']);

    const refused = await as('admin', 'Menus/DeleteBackstageMenu', { Id: dir.Data });
    expect([refused.status, refused.Code]).toEqual([409, 4]);
    expect((await as('admin', 'Menus/GetBackstageMenuById', { Id: dir.Data })).Code).toBe(0);

    for (const id of [button.Data, screen.Data, dir.Data]) {
      expect((await as('admin', 'Menus/DeleteBackstageMenu', { Id: id })).Code).toBe(0);
    }
    const gone = await as('admin', 'Menus/GetBackstageMenuById', { Id: dir.Data });
    expect([gone.status, gone.Code]).toEqual([404, 3]);
  });

  it('answers the authorisation tree with localised names and buttons', async () => {
    const r = await as('admin', 'Menus/GetSelectBackstageMenus', { MenuClassification: 1 }, 'en-us');
    expect(r.Code).toBe(0);
    const all = flatten(r.Data.map((n: any) => ({ ...n, Id: n.Value })));
    expect(all.map((n) => n.Name)).toEqual(expect.arrayContaining(['System', 'Staff menus', 'Edit menu']));
    const zh = await as('admin', 'Menus/GetSelectBackstageMenus', { MenuClassification: 2 }, 'zh-cn');
    expect(flatten(zh.Data).map((n) => n.Name)).toContain('我的包裹');
  });

  it('refuses bad input with Code 2 naming the field, writing nothing', async () => {
    const tree = flatten((await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: 1 })).Data);
    const directory = tree.find((n) => n.Name === 'SystemManagement')!;
    const child = tree.find((n) => n.Name === 'BackstageMenuIndex')!;
    const roleScreen = tree.find((n) => n.Name === 'BackstageRoleIndex')!;
    const customerScreen = flatten((await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: 2 })).Data).find(
      (n) => n.Type === 2,
    )!;
    const base = { MenuClassification: 1, Type: 2, Name: 'Bad' };
    const cases: [string, string, Record<string, unknown>][] = [
      ['Menus/EstablishBackstageMenu', 'Name', { ...base, Name: '  ' }],
      ['Menus/EstablishBackstageMenu', 'Type', { ...base, Type: 4 }],
      ['Menus/EstablishBackstageMenu', 'MenuClassification', { ...base, MenuClassification: 3 }],
      ['Menus/EstablishBackstageMenu', 'PermissionCode', { ...base, Type: 3, ParentId: child.Id }],
      [
        'Menus/EstablishBackstageMenu',
        'PermissionCode',
        { ...base, Type: 3, ParentId: child.Id, PermissionCode: 'nope' },
      ],
      ['Menus/EstablishBackstageMenu', 'ParentId', { ...base, ParentId: 9_999_999 }],
      ['Menus/EstablishBackstageMenu', 'ParentId', { ...base, ParentId: customerScreen.Id }],
      ['Menus/EstablishBackstageMenu', 'ParentId', { ...base, Type: 3, ParentId: directory.Id, PermissionCode: 'A:B' }],
      ['Menus/EstablishBackstageMenu', 'ParentId', { ...base, Type: 3, PermissionCode: 'A:B' }],
      [
        'Menus/EditBackstageMenu',
        'ParentId',
        { Id: directory.Id, Type: 1, Name: 'SystemManagement', ParentId: child.Id },
      ],
      [
        'Menus/EditBackstageMenu',
        'ParentId',
        { Id: directory.Id, Type: 1, Name: 'SystemManagement', ParentId: directory.Id },
      ],
      ['Menus/EditBackstageMenu', 'Type', { Id: child.Id, Type: 1, Name: 'BackstageMenuIndex' }],
      [
        'Menus/EditBackstageMenu',
        'Type',
        { Id: child.Id, Type: 3, Name: 'BackstageMenuIndex', PermissionCode: 'A:B', ParentId: roleScreen.Id },
      ],
      ['Menus/EditBackstageMenu', 'Id', { Type: 1, Name: 'X' }],
      ['Menus/GetBackstageMenus', 'MenuClassification', {}],
      ['Menus/AuthorizationMenu', 'MenuIds', { RoleId: clerkRoleId, MenuIds: ['x'] }],
    ];
    const menusBefore = await menuCount();
    const snapshot = JSON.stringify(tree);
    for (const [path, field, body] of cases) {
      const r = await as('admin', path, body, 'en-us');
      expect([path, field, r.status, r.Code]).toEqual([path, field, 400, 2]);
      expect(r.Data.Field).toContain(field);
    }
    expect(await menuCount()).toBe(menusBefore);
    const after = flatten((await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: 1 })).Data);
    expect(JSON.stringify(after)).toBe(snapshot);
  });

  it('answers Code 3 for a node or role that does not exist', async () => {
    for (const [path, body] of [
      ['Menus/GetBackstageMenuById', { Id: 9_999_999 }],
      ['Menus/GetEditBackstageMenuInfo', { Id: 9_999_999 }],
      ['Menus/DeleteBackstageMenu', { Id: 9_999_999 }],
      ['Menus/EditBackstageMenu', { Id: 9_999_999, Type: 1, Name: 'X' }],
      ['Menus/GetRoleMenuIds', { RoleId: 9_999_999 }],
    ] as const) {
      const r = await as('admin', path, body);
      expect([path, r.status, r.Code]).toEqual([path, 404, 3]);
    }
  });
});
