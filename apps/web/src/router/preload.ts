import { screenKeyOfPath } from './known';
import { screenRegistry } from './registry';

/** The layout's chunk; AppRoutes loads it lazily through the same import. */
export const loadLayout = () => import('../layout/Layout');

/**
 * Starts downloading the layout and the screen a path most likely opens while the session is
 * still loading, so that the screen and its list request are not held up by chunk downloads
 * one after another once the session is known. Menu paths end with the screen key, so the last
 * segment names it; a guess that misses costs one chunk nobody waits for.
 */
export function preloadShell(pathname: string): void {
  const ignore = () => undefined;
  loadLayout().catch(ignore);
  const key = screenKeyOfPath(pathname) ?? (pathname.replace(/\/+$/, '') ? null : 'Dashboard');
  if (key) screenRegistry[key]!().catch(ignore);
}
