/** A browser storage that never throws: private modes and full quotas must not break the
 * console (what is not kept lives on in memory for the page). */
function safeStorage(area: () => Storage | undefined) {
  const own = () => {
    try {
      return area() ?? null;
    } catch {
      return null;
    }
  };
  const store = {
    get(key: string): string | null {
      try {
        return own()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string | null | undefined): void {
      try {
        if (value === null || value === undefined) own()?.removeItem(key);
        else own()?.setItem(key, value);
      } catch {
        // Nothing to do: the value lives on in memory for this page.
      }
    },
    getJson<T>(key: string, fallback: T): T {
      const raw = store.get(key);
      if (!raw) return fallback;
      try {
        return { ...fallback, ...(JSON.parse(raw) as object) } as T;
      } catch {
        return fallback;
      }
    },
    setJson(key: string, value: unknown): void {
      store.set(key, JSON.stringify(value));
    },
    /** The keys it holds that start with `prefix`. */
    keys(prefix = ''): string[] {
      try {
        const s = own();
        return s ? Object.keys(s).filter((k) => k.startsWith(prefix)) : [];
      } catch {
        return [];
      }
    },
  };
  return store;
}

/** localStorage: what the console keeps across visits. */
export const storage = safeStorage(() => globalThis.localStorage);
/** sessionStorage: what a browser tab keeps until it closes (a scan station's feed). */
export const tabStorage = safeStorage(() => globalThis.sessionStorage);

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
