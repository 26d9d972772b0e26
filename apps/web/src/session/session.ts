import { api } from '../api/client';
import { toast } from '../api/notify';
import { i18n, loadConsoleTexts, loadMenuTitles } from '../i18n';
import { useSessionStore } from '../stores/session';
import { useTagsStore } from '../stores/tags';
import { navigateTo, signInPath } from './navigation';

/** Things to stop when a session ends (push connection, local device service): registered by
 * those modules so this one does not pull them into the sign-in page. */
const onEndHandlers = new Set<() => void>();
export function onSessionEnd(fn: () => void): () => void {
  onEndHandlers.add(fn);
  return () => onEndHandlers.delete(fn);
}

let loading: Promise<void> | null = null;

/**
 * First signed-in visit: routes (menu tree), user info, settings
 * (UserConfiguration) and quick navigations. None needs another's answer, so they go out side
 * by side: a reload then waits one round trip for the session, not four, before the screen and
 * its list request start. One load at a time: every caller waits for the same one. A failure
 * leaves the tokens alone: only the server's refusal of the session ends it, and the request
 * layer ends it then (a 401, or a refused refresh). A call cut short is no refusal: a navigation
 * right after sign-in (F5, a typed address) cuts this load's calls, and the page it opens must
 * still be signed in; any other failure is RequireSession's to show, with a retry.
 */
export function ensureSession(): Promise<void> {
  const s = useSessionStore.getState();
  if (s.user && s.menus) return Promise.resolve();
  loading ??= (async () => {
    const [tree, user, configuration, quick] = await Promise.all([
      // MenuClassification 1 is what the console has always sent.
      api.Menus.GetCurrentUserMenus({ MenuClassification: 1 }),
      api.Account.GetUserInfoDetailedInfo(),
      api.UserConfiguration.GetUserConfigureByUserIdInfo().catch(() => null),
      api.QuickNavigation.GetQuickNavigations().catch(() => null),
      loadMenuTitles(),
      loadConsoleTexts(),
    ]);
    const store = useSessionStore.getState();
    // Settings and shortcuts first: the session counts as loaded once user and menus are set.
    store.setConfiguration(configuration);
    store.setQuickNavigations(quick ?? user.QuickNavigations ?? []);
    store.setUnread(user.UnreadMessageCount);
    store.setUser(user);
    store.setMenus(tree.Children ?? []);
  })().finally(() => {
    loading = null;
  });
  return loading;
}

/** Tokens, user, tabs gone; push and devices stopped. */
export function clearLocalSession(): void {
  for (const fn of onEndHandlers) {
    try {
      fn();
    } catch {
      // A device that fails to stop must not keep the user signed in.
    }
  }
  useSessionStore.getState().clearTokens();
  useSessionStore.getState().clearUser();
  useTagsStore.setState({ views: [] });
}

let leavingUntil = 0;
/** A log-out is under way: signed-out pages go to plain /index. */
export const isLoggingOut = () => Date.now() < leavingUntil;

/** Log out: revoke the refresh token on the server, clear everything, back to /index. */
export async function logout(): Promise<void> {
  const token = useSessionStore.getState().refreshToken;
  // Logging out is no request to come back: the guard of the page being left must not add a
  // redirect when it sees the tokens gone (it may render before the navigation does).
  leavingUntil = Date.now() + 2000;
  navigateTo('/index', { replace: true });
  clearLocalSession();
  if (token) await api.Account.RevokeToken({ Token: token }, { anonymous: true, silent: true }).catch(() => undefined);
}

let lostShown = 0;
/** The request layer's verdict that the session is over (refresh failed, token revoked). */
export function sessionLost(): void {
  const wasSignedIn = !!useSessionStore.getState().accessToken;
  clearLocalSession();
  if (wasSignedIn && Date.now() - lostShown > 3000) {
    lostShown = Date.now();
    toast('warning', i18n.t('common:sessionEnded'));
  }
  if (!location.pathname.startsWith('/index')) navigateTo(signInPath(), { replace: true });
}
