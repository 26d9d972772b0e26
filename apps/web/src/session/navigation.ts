/** Lets code outside React (request layer hooks, push, session) move the router. The router's
 * navigate is registered by a component inside it; before that, a full page load does it. */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateFn: Navigate | null = null;

export function setNavigate(fn: Navigate | null): void {
  navigateFn = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigateFn) navigateFn(to, opts);
  else globalThis.location?.assign(to);
}

/** The sign-in page with the current place as `redirect`, so signing in brings the user back. */
export function signInPath(target = globalThis.location ? location.pathname + location.search : '/'): string {
  const back = target && !target.startsWith('/index') ? `?redirect=${encodeURIComponent(target)}` : '';
  return `/index${back}`;
}
