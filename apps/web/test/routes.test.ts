import type { MenuNode } from '@wms/contract';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MENU_TREE, type SeedMenu, STAFF_MENU_TREE } from '../../server/src/seed/menu-tree';
import { buildRoutes, flattenMenu } from '../src/router/build';
import { builtRoutesOf } from '../src/router/useBuiltRoutes';

let id = 0;
const node = (Name: string, opts: Partial<MenuNode> = {}, Children: MenuNode[] = []): MenuNode => ({
  Id: ++id,
  Name,
  Path: '',
  Router: '',
  Icon: '',
  Invisible: false,
  Children,
  ...opts,
});

const tree: MenuNode[] = [
  node('Dashboard', { Router: 'Dashboard', Path: 'Dashboard' }),
  node('HomePage', { Router: 'HomePage' }),
  node('Mine', { Path: 'mine', Icon: 'UserOutlined' }, [
    node('MineProfileIndex', { Router: 'MineProfileIndex', Path: 'MineProfileIndex' }),
    node('Settings', { Router: 'Settings', Path: 'Settings', Invisible: true }),
  ]),
  node('WarehouseManagement', { Icon: 'BankOutlined' }, [
    node('WarehouseIndex', { Router: 'WarehouseIndex' }),
    node('Partitions', { Path: 'partitions' }, [node('ShelvesIndex', { Router: 'ShelvesIndex', Path: 'shelves' })]),
    node('Absolute', { Router: 'Absolute', Path: '/top/level' }),
  ]),
  node('Empty', { Path: 'empty' }, [node('Hidden', { Router: 'Hidden', Invisible: true })]),
  node('Docs', { Path: 'https://example.com/help' }),
];

const has = (s: string) => ['MineProfileIndex', 'Settings', 'WarehouseIndex'].includes(s);

describe('buildRoutes', () => {
  const built = buildRoutes(tree, has);
  const byName = Object.fromEntries(built.routes.map((r) => [r.name, r]));

  it('makes a top-level path from Path (else Name) and child paths from Path or Name', () => {
    expect(byName.MineProfileIndex!.path).toBe('/mine/MineProfileIndex');
    expect(byName.WarehouseIndex!.path).toBe('/WarehouseManagement/WarehouseIndex');
    expect(byName.ShelvesIndex!.path).toBe('/WarehouseManagement/partitions/shelves');
    expect(byName.Absolute!.path).toBe('/top/level');
  });

  it('leaves HomePage and Dashboard to the fixed home route', () => {
    expect(byName.Dashboard).toBeUndefined();
    expect(byName.HomePage).toBeUndefined();
  });

  it('routes invisible screens without showing them, and drops directories with nothing to show', () => {
    expect(byName.Settings).toMatchObject({ hidden: true, path: '/mine/Settings' });
    expect(byName.Hidden).toMatchObject({ hidden: true });
    const names = flattenMenu(built.menu).map((m) => m.name);
    expect(names).toEqual(['MineProfileIndex', 'WarehouseIndex', 'ShelvesIndex', 'Absolute']);
    expect(built.menu.map((m) => m.name)).toEqual(['Mine', 'WarehouseManagement', 'Docs']);
    expect(built.menu.find((m) => m.name === 'Docs')).toMatchObject({
      external: true,
      path: 'https://example.com/help',
    });
  });

  it('marks screens the registry does not have as not available', () => {
    expect(byName.WarehouseIndex!.available).toBe(true);
    expect(byName.ShelvesIndex!.available).toBe(false);
  });

  it('keeps the directory trail for the breadcrumb', () => {
    expect(byName.ShelvesIndex!.trail).toEqual(['WarehouseManagement', 'Partitions']);
  });

  it('finds a screen by Name or Router, and a path as itself', () => {
    expect(built.pathOf('ShelvesIndex')).toBe('/WarehouseManagement/partitions/shelves');
    expect(built.pathOf('/some/path')).toBe('/some/path');
    expect(built.pathOf('NoSuchScreen')).toBeNull();
  });

  it('resolves route meta for the layout, fixed routes included, case-insensitively', () => {
    const shell = builtRoutesOf(tree);
    expect(shell.metaOf('/warehousemanagement/warehouseindex')).toMatchObject({
      name: 'WarehouseIndex',
      title: 'menu:WarehouseIndex',
    });
    expect(shell.metaOf('/dashboard')).toMatchObject({ name: 'Dashboard', affix: true, title: 'route:dashboard' });
    expect(shell.metaOf('/nope')).toBeNull();
    expect(shell.pathOf('Dashboard')).toBe('/dashboard');
  });
});

/** The server's seeded trees as the menu call answers them (buttons are not in the tree). */
const fromSeed = (menus: SeedMenu[]): MenuNode[] =>
  menus
    .filter((m) => m.type !== 3)
    .map((m) =>
      node(
        m.name,
        { Path: m.path ?? '', Router: m.router ?? '', Icon: m.icon ?? '', Invisible: !!m.invisible },
        fromSeed(m.children ?? []),
      ),
    );

describe('the seeded menu trees', () => {
  it('give unique /<directory>/<screen> paths, and every scan-station screen for staff', () => {
    const staff = buildRoutes(fromSeed(STAFF_MENU_TREE), () => false);
    const paths = staff.routes.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(staff.pathOf('WarehouseIndex')).toBe('/warehouse/WarehouseIndex');
    for (const s of [
      'PackageSigning',
      'SignForIndex',
      'TransportShiftPackagingIndex',
      'BinPutOnShelves',
      'BinLowerShelf',
      'PackagePutOnShelvesIndex',
      'PackEdit',
    ]) {
      expect(staff.pathOf(s), s).not.toBeNull();
    }
  });

  it('give customers their own screens only', () => {
    const customer = buildRoutes(fromSeed(CUSTOMER_MENU_TREE), () => false);
    expect(customer.pathOf('UserPackageIndex')).toBe('/warehouse/UserPackageIndex');
    expect(customer.pathOf('BackstageUserIndex')).toBeNull();
  });
});
