import { screenKeyOfPath } from './known';
import { preloadable } from './preloadable';
import { loadScreenRegistry } from './screens';

/** The layout's chunk; AppRoutes loads it lazily through the same import. */
export const loadLayout = () => import('../layout/Layout');

/** The sign-in page, loaded at start-up when it is the page opening (session/startup.ts). */
export const LoginPage = preloadable(() => import('../pages/login/LoginPage'));

/**
 * Starts downloading the layout and the screen a path most likely opens while the session is
 * still loading, so that the screen and its list request are not held up by chunk downloads
 * one after another once the session is known. Menu paths end with the screen key, so the last
 * segment names it; a guess that misses costs one chunk nobody waits for. The screen registry
 * (small) comes first: asked for after the layout, it would queue behind the layout's many
 * chunks, and the screen behind it.
 */
export function preloadShell(pathname: string): void {
  const ignore = () => undefined;
  loadScreenRegistry()
    .then(
      (registry) => {
        loadLayout().catch(ignore);
        const key = screenKeyOfPath(pathname) ?? (pathname.replace(/\/+$/, '') ? null : 'Dashboard');
        return key ? registry[key]!() : undefined;
      },
      () => loadLayout(),
    )
    .catch(ignore);
}
