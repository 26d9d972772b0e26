import { useMemo } from 'react';
import { useSessionStore } from '../stores/session';
import { type BuiltRoutes, buildRoutes } from './build';
import { FIXED_LAYOUT_ROUTES } from './fixed';
import type { ScreenRegistry } from './registry';
import { useScreenRegistry } from './screens';

export interface RouteMeta {
  path: string;
  name: string;
  /** `ns:key` title (menu titles are `menu:<Name>`). */
  title: string;
  affix: boolean;
  trail: string[];
}

export interface ShellRoutes extends BuiltRoutes {
  /** Meta of the route a pathname opens, or null (404). */
  metaOf(pathname: string): RouteMeta | null;
}

function shell(built: BuiltRoutes): ShellRoutes {
  const fixed = new Map(FIXED_LAYOUT_ROUTES.map((f) => [f.path.toLowerCase(), f]));
  const menu = new Map(built.routes.map((r) => [r.path.toLowerCase(), r]));
  return {
    ...built,
    // Menu routes first: a screen the menu has keeps its menu path; fixed paths are the fallback.
    pathOf: (k) => built.pathOf(k) ?? FIXED_LAYOUT_ROUTES.find((f) => f.name === k)?.path ?? null,
    metaOf(pathname) {
      const p = pathname.replace(/\/+$/, '').toLowerCase() || '/';
      const m = menu.get(p);
      if (m) return { path: m.path, name: m.name, title: `menu:${m.name}`, affix: false, trail: m.trail };
      const f = fixed.get(p);
      if (f) return { path: f.path, name: f.name, title: f.title, affix: !!f.affix, trail: [] };
      return null;
    },
  };
}

/** The routes of the signed-in user, rebuilt when the menu tree changes. */
export function useBuiltRoutes(): ShellRoutes {
  const menus = useSessionStore((s) => s.menus);
  const registry = useScreenRegistry((s) => s.registry);
  return useMemo(() => builtRoutesOf(menus ?? [], registry), [menus, registry]);
}

/** Without the registry (not loaded yet), every menu screen counts as not available. */
export const builtRoutesOf = (menus: Parameters<typeof buildRoutes>[0], registry: ScreenRegistry | null = null) =>
  shell(buildRoutes(menus, (key) => !!registry && Object.hasOwn(registry, key)));
