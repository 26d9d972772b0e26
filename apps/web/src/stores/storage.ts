/** localStorage that never throws: private modes and full quotas must not break the console. */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null | undefined): void {
    try {
      if (value === null || value === undefined) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, value);
    } catch {
      // Nothing to do: the value lives on in memory for this page.
    }
  },
  getJson<T>(key: string, fallback: T): T {
    const raw = storage.get(key);
    if (!raw) return fallback;
    try {
      return { ...fallback, ...(JSON.parse(raw) as object) } as T;
    } catch {
      return fallback;
    }
  },
  setJson(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};

/** Every local storage key the console uses, in one place. The first four names are fixed (keep
 * them as they are); the others are ours. */
export const StorageKeys = {
  accessToken: 'Admin-Token',
  refreshToken: 'Admin-RefreshToken',
  loginMode: 'UserLogin',
  serviceAgreement: 'ServiceAgreement',
  language: 'language',
  size: 'size',
  sidebar: 'sidebarStatus',
  settings: 'settings',
  version: 'version',
  /** The API address this host resolved to last time ('' for this server's /openapi). */
  apiBase: 'apiBase',
  /** What the device hub last said of the station's scale and camera, per hub (device/local-service). */
  devicesSeen: 'devicesSeen',
  /** The warehouse a floor screen's scan station works in (screens/inbound/floorFrame). */
  stationWarehouse: 'stationWarehouse',
} as const;
