import { create } from 'zustand';
import { api } from '../api/client';
import { loadPublicKey } from '../api/crypto';
import { configureRequest, request, setApiBase, waitForApiBase } from '../api/request';
import { preloadSitePage } from '../api/useSitePage';
import { currentLangTag, i18n } from '../i18n';
import { isOpenPath, OPEN_PATHS } from '../router/fixed';
import { LoginPage, preloadShell } from '../router/preload';
import { useAppStore } from '../stores/app';
import { useSessionStore } from '../stores/session';
import { StorageKeys, storage } from '../stores/storage';
import { ensureSession, sessionLost } from './session';

/** Wires the request layer to the session store, the language and the translations. */
export function configureRequestLayer(): void {
  configureRequest({
    getAccessToken: () => useSessionStore.getState().accessToken,
    getRefreshToken: () => useSessionStore.getState().refreshToken,
    setTokens: (pair) => useSessionStore.getState().setTokens(pair),
    onSessionLost: sessionLost,
    getLanguage: currentLangTag,
    text: (key, params) => i18n.t(`common:${key}`, params ?? {}),
  });
}

/** The startup alert of a host that belongs to no site. */
export const useStartupAlert = create<{ message: string | null }>(() => ({ message: null }));

/**
 * Which API address belongs to this host. The answer is kept for the next page load (see
 * startApiBase). A non-zero Code shows an alert with the server's Message; the console keeps
 * using /openapi of this server. A network failure is silent (the first real call will say so).
 */
export async function resolveApiBase(): Promise<void> {
  try {
    // Silent: startup shows an alert; `bootstrap`: this is the lookup the other calls wait for.
    const url = await api.ControlCentre.GetSiteApiUrlByHost(
      { Host: location.host },
      { anonymous: true, silent: true, bootstrap: true },
    );
    const base = typeof url === 'string' ? url : '';
    storage.set(StorageKeys.apiBase, base);
    // Empty: this server's /openapi.
    setApiBase(base);
  } catch (e) {
    const err = e as { code?: number; message?: string };
    if (typeof err.code === 'number' && err.code > 0) useStartupAlert.setState({ message: err.message ?? '' });
  }
}

/**
 * Sets the API address up. The first visit's calls wait for the lookup. Later page loads use the
 * address the lookup answered last time at once and let this lookup refresh it in the
 * background: a reload must not spend a round trip on it before the session can load.
 */
export function startApiBase(): void {
  const known = storage.get(StorageKeys.apiBase);
  const lookup = resolveApiBase();
  if (known === null) waitForApiBase(lookup);
  else setApiBase(known);
}

/**
 * A page load with a stored session starts loading it (and downloads the layout and the screen
 * the URL names) before React draws anything; RequireSession then joins the load under way.
 */
export function startSessionEarly(): void {
  if (!useSessionStore.getState().accessToken) return;
  if (!isOpenPath(location.pathname)) preloadShell(location.pathname);
  // Failures are RequireSession's to show (it loads again and offers a retry).
  ensureSession().catch(() => undefined);
}

/** The pages that draw without a session and are not the sign-in page. */
const PUBLIC_PAGES = new Set(['/404', '/401', ...OPEN_PATHS.filter((p) => p !== '/index')].map((p) => p.toLowerCase()));

/** Whether a page load opens the sign-in page: /index, or, without a session, any page that needs
 * one (RequireSession and /loginUser send it there). */
export function opensSignIn(pathname: string, signedIn: boolean): boolean {
  const p = pathname.replace(/\/+$/, '').toLowerCase();
  if (p === '/index') return true;
  return !signedIn && !PUBLIC_PAGES.has(p);
}

/**
 * When the sign-in page is the one opening, starts what it needs, all at once: its chunk, the
 * public key a submit encrypts with (not needed by a signed-in visitor, who is offered the way in
 * instead) and the site's title and logo. The calls wait for the API address on a first visit
 * (startApiBase); the chunk does not, and neither does the form: it is drawn as soon as the chunk
 * and the texts are in, and only a submit waits for the calls (docs/architecture.md, "The sign-in
 * page's first load"). Answers when the chunk is in, or undefined when another page opens:
 * main.tsx draws once it is in, so that React draws the page at once, without a Suspense fallback
 * and the reveal delay React then keeps.
 */
export function startSignIn(): Promise<unknown> | undefined {
  const signedIn = !!useSessionStore.getState().accessToken;
  if (!opensSignIn(location.pathname, signedIn)) return undefined;
  const ignore = () => undefined;
  if (!signedIn) loadPublicKey().catch(ignore);
  preloadSitePage();
  // A failed download draws anyway: the route's error boundary offers the reload.
  return LoginPage.preload().catch(ignore);
}

/** Mobile browsers go to the mobile app, keeping register, referrer and the
 * id of a promotion preview. Skipped when VITE_MOBILE_APP_URL is empty. Answers true when the
 * page is leaving. */
export function mobileRedirectUrl(
  base: string,
  loc: { pathname: string; search: string },
  userAgent: string,
): string | null {
  if (!base || !/Android|iPhone|iPod|iPad|Mobile|Windows Phone|HarmonyOS/i.test(userAgent)) return null;
  const from = new URLSearchParams(loc.search);
  const keep = new URLSearchParams();
  for (const k of ['register', 'referrer', 'activeIndex']) {
    const v = from.get(k);
    if (v) keep.set(k, v);
  }
  if (loc.pathname.includes('PreviewPromotionActivitiesIndex') && from.get('id')) keep.set('id', from.get('id')!);
  const q = keep.toString();
  return q ? `${base}${base.includes('?') ? '&' : '?'}${q}` : base;
}

export function redirectMobile(): boolean {
  const target = mobileRedirectUrl(import.meta.env.VITE_MOBILE_APP_URL ?? '', location, navigator.userAgent);
  if (!target) return false;
  location.replace(target);
  return true;
}

export const VERSION_CHECK_MS = 5 * 60 * 1000;

/** Compares the served version with the stored one: a new deployment reloads the page once. */
export async function checkVersion(reload: () => void = () => location.reload()): Promise<void> {
  try {
    const data = await request<{ version?: string }>({
      url: '/version.json',
      method: 'GET',
      silent: true,
      anonymous: true,
      params: { t: Date.now() },
    });
    const version = data?.version;
    if (!version) return;
    const stored = storage.get(StorageKeys.version);
    storage.set(StorageKeys.version, version);
    if (stored && stored !== version) reload();
  } catch {
    // Offline or no version file: try again next time.
  }
}

export function startVersionChecks(): void {
  void checkVersion();
  setInterval(() => void checkVersion(), VERSION_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkVersion();
  });
}

/** Uncaught errors go to the error log of the top bar. */
export function captureErrors(): void {
  window.addEventListener('error', (e) => {
    useAppStore.getState().addError({
      time: Date.now(),
      message: e.message || String(e.error),
      source: e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : location.pathname,
    });
  });
  window.addEventListener('unhandledrejection', (e) => {
    const r = e.reason as { name?: string; message?: string } | undefined;
    // Rejections the request layer already showed, and cancelled duplicates, are not bugs.
    if (r?.name === 'ApiError' || r?.name === 'CanceledError') return;
    useAppStore
      .getState()
      .addError({ time: Date.now(), message: r?.message ?? String(e.reason), source: location.pathname });
  });
}
