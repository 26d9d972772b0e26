import { i18n } from '../i18n';
import { screenRegistry } from './screens';

let registryKeys: Map<string, string> | null = null;

/** The registry's screen key a path ends with (any case), or null (also while the registry is
 * not loaded: see screens.ts). */
export function screenKeyOfPath(pathname: string): string | null {
  const last = pathname.split('/').filter(Boolean).pop();
  const registry = screenRegistry();
  if (!last || !registry) return null;
  registryKeys ??= new Map(Object.keys(registry).map((k) => [k.toLowerCase(), k]));
  return registryKeys.get(last.toLowerCase()) ?? null;
}

/**
 * Whether a path names a screen of this console that the signed-in user's menu does not have
 * (a clerk typing /system/BackstageUserIndex): its last segment is a screen key of the registry
 * or a node name of the menu catalog (loaded with the session). Such a path is refused where it
 * is, as "no permission"; a path that names nothing known is "not found".
 */
export function isConsoleScreen(pathname: string): boolean {
  if (screenKeyOfPath(pathname)) return true;
  const last = pathname.split('/').filter(Boolean).pop()?.toLowerCase();
  if (!last) return false;
  const names = (i18n.getResourceBundle('en-US', 'menu') ?? {}) as Record<string, string>;
  return Object.keys(names).some((n) => n.toLowerCase() === last);
}
