import type { MenuNode, UserConfiguration, UserInfo } from '@wms/contract';
import { create } from 'zustand';
import { StorageKeys, storage } from './storage';

/** Which sign-in the landing page shows: customer users, back-office staff,
 * or the plain landing (`index`, treated as customer sign-in: customers are the public). */
export type LoginMode = 'userLogin' | 'backUserLogin' | 'index';
const LOGIN_MODES: LoginMode[] = ['userLogin', 'backUserLogin', 'index'];

export interface TokenPair {
  AccessToken: string;
  RefreshToken: string;
}

/** The five fields of UserConfiguration, as the settings drawer edits them. */
export type ServerConfiguration = UserConfiguration;

interface SessionState {
  accessToken: string;
  refreshToken: string;
  loginMode: LoginMode;
  serviceAgreement: boolean;
  /** Loaded after sign-in: null until then. */
  user: UserInfo | null;
  /** The menu tree of Menus/GetCurrentUserMenus; null until loaded. */
  menus: MenuNode[] | null;
  quickNavigations: string[];
  unread: number;
  configuration: ServerConfiguration | null;
  setTokens(pair: TokenPair): void;
  clearTokens(): void;
  setLoginMode(m: LoginMode): void;
  setServiceAgreement(v: boolean): void;
  setUser(u: UserInfo | null): void;
  setMenus(m: MenuNode[] | null): void;
  setQuickNavigations(q: string[]): void;
  setUnread(n: number): void;
  setConfiguration(c: ServerConfiguration | null): void;
  /** Forgets everything loaded for the signed-in user (tokens stay; see clearTokens). */
  clearUser(): void;
}

const storedMode = storage.get(StorageKeys.loginMode) as LoginMode | null;

export const useSessionStore = create<SessionState>((set) => ({
  accessToken: storage.get(StorageKeys.accessToken) ?? '',
  refreshToken: storage.get(StorageKeys.refreshToken) ?? '',
  loginMode: storedMode && LOGIN_MODES.includes(storedMode) ? storedMode : 'userLogin',
  serviceAgreement: storage.get(StorageKeys.serviceAgreement) === 'true',
  user: null,
  menus: null,
  quickNavigations: [],
  unread: 0,
  configuration: null,
  setTokens({ AccessToken, RefreshToken }) {
    storage.set(StorageKeys.accessToken, AccessToken);
    storage.set(StorageKeys.refreshToken, RefreshToken);
    set({ accessToken: AccessToken, refreshToken: RefreshToken });
  },
  clearTokens() {
    storage.set(StorageKeys.accessToken, null);
    storage.set(StorageKeys.refreshToken, null);
    set({ accessToken: '', refreshToken: '' });
  },
  setLoginMode(loginMode) {
    storage.set(StorageKeys.loginMode, loginMode);
    set({ loginMode });
  },
  setServiceAgreement(v) {
    storage.set(StorageKeys.serviceAgreement, v ? 'true' : 'false');
    set({ serviceAgreement: v });
  },
  setUser: (user) => set({ user }),
  setMenus: (menus) => set({ menus }),
  setQuickNavigations: (quickNavigations) => set({ quickNavigations }),
  setUnread: (unread) => set({ unread }),
  setConfiguration: (configuration) => set({ configuration }),
  clearUser: () => set({ user: null, menus: null, quickNavigations: [], unread: 0, configuration: null }),
}));

/** Another tab signing in or out changes the tokens under us: follow it, so this tab never
 * sends a refresh token that was already rotated (which would end the whole session). */
globalThis.addEventListener?.('storage', (e: StorageEvent) => {
  if (e.key === StorageKeys.accessToken || e.key === StorageKeys.refreshToken) {
    useSessionStore.setState({
      accessToken: storage.get(StorageKeys.accessToken) ?? '',
      refreshToken: storage.get(StorageKeys.refreshToken) ?? '',
    });
  }
});
