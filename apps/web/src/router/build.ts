import type { MenuNode } from '@wms/contract';

/**
 * Turns the server's menu tree into routes and sidebar items. Pure: the
 * route table is a function of the tree and the registry, tested on its own.
 *
 * - A top-level node becomes `/<segment>`, its descendants `<parent>/<segment>`; the segment is
 *   the node's Path, or its Name when Path is empty. (The seeded trees give directories a short
 *   lowercase Path, so URLs read /warehouse/WarehouseIndex; a Path beginning with '/' is taken
 *   as absolute.)
 * - A node with a Router is a screen: one route. Directories only group the sidebar.
 * - HomePage and Dashboard nodes are the fixed home (/dashboard): no route, not in the sidebar.
 * - Invisible nodes get a route but no sidebar entry; directories with nothing visible are left out.
 * - Titles are not resolved here: a route carries the Name, translated when drawn, so a language
 *   change redraws every title.
 */

export const HOME_NAMES = new Set(['HomePage', 'Dashboard']);

export interface RouteEntry {
  path: string;
  /** The node's Name: title key and quick-navigation key. */
  name: string;
  /** The node's Router: screen key of the registry. */
  screen: string;
  icon: string;
  hidden: boolean;
  /** The registry has this screen; otherwise the route opens the not-available page. */
  available: boolean;
  /** Names of the directories above it, for the breadcrumb. */
  trail: string[];
}

export interface MenuEntry {
  /** Route path of a screen, or a unique key of a directory. */
  key: string;
  name: string;
  icon: string;
  path?: string;
  external?: boolean;
  children?: MenuEntry[];
}

export interface BuiltRoutes {
  routes: RouteEntry[];
  menu: MenuEntry[];
  /** Name or Router of a screen -> its path (quick navigations and scans name screens). */
  pathOf(nameOrScreen: string): string | null;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');
const isExternal = (s: string) => /^https?:\/\//i.test(s);

function join(parent: string, node: MenuNode): string {
  const raw = (node.Path || node.Name).trim();
  if (isExternal(raw)) return raw;
  if (raw.startsWith('/')) return `/${trimSlashes(raw)}`;
  return `${parent}/${trimSlashes(raw)}`;
}

export function buildRoutes(tree: MenuNode[], has: (screen: string) => boolean): BuiltRoutes {
  const routes: RouteEntry[] = [];
  const seen = new Set<string>();
  const byKey = new Map<string, string>();

  function walk(nodes: MenuNode[], parent: string, trail: string[]): MenuEntry[] {
    const items: MenuEntry[] = [];
    for (const node of nodes) {
      if (HOME_NAMES.has(node.Name)) continue;
      const path = join(parent, node);
      const children = node.Children?.length
        ? walk(node.Children, isExternal(path) ? parent : path, [...trail, node.Name])
        : [];
      if (isExternal(path)) {
        if (!node.Invisible) items.push({ key: path, name: node.Name, icon: node.Icon, path, external: true });
        continue;
      }
      if (node.Router) {
        const lower = path.toLowerCase();
        if (!seen.has(lower)) {
          seen.add(lower);
          routes.push({
            path,
            name: node.Name,
            screen: node.Router,
            icon: node.Icon,
            hidden: node.Invisible,
            available: has(node.Router),
            trail,
          });
          if (!byKey.has(node.Name)) byKey.set(node.Name, path);
          if (!byKey.has(node.Router)) byKey.set(node.Router, path);
        }
        if (!node.Invisible) {
          items.push({
            key: path,
            name: node.Name,
            icon: node.Icon,
            path,
            children: children.length ? children : undefined,
          });
        }
      } else if (!node.Invisible && children.length) {
        items.push({ key: `dir:${path}`, name: node.Name, icon: node.Icon, children });
      }
    }
    return items;
  }

  const menu = walk(tree, '', []);
  return {
    routes,
    menu,
    pathOf: (k) => byKey.get(k) ?? (k.startsWith('/') ? k : null),
  };
}

/** Visible screens as a flat list, for the menu search. */
export function flattenMenu(
  menu: MenuEntry[],
  trail: string[] = [],
): { name: string; path: string; trail: string[] }[] {
  const out: { name: string; path: string; trail: string[] }[] = [];
  for (const m of menu) {
    if (m.path && !m.external) out.push({ name: m.name, path: m.path, trail });
    if (m.children) out.push(...flattenMenu(m.children, [...trail, m.name]));
  }
  return out;
}
