import { create } from 'zustand';
import { detectLocale, isLocale, type Locale } from '../i18n/locales';
import { StorageKeys, storage } from './storage';

/** The sizes of the header's size menu, largest first; the console starts at 'default'. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'default';

/**
 * What each size sets: antd's component size and the padding (and type size) of table cells.
 * antd has only three component sizes and its medium and small table rows differ by a few
 * pixels, so the cell padding is what makes the four sizes four visibly different row heights.
 * ('medium', not 'middle': a table takes its size from the provider only under that name.)
 */
export const SIZE_STYLE: Record<Size, { component: 'medium' | 'small'; cellPadding: number; fontSize?: number }> = {
  default: { component: 'medium', cellPadding: 12 },
  medium: { component: 'medium', cellPadding: 8 },
  small: { component: 'small', cellPadding: 5 },
  mini: { component: 'small', cellPadding: 2, fontSize: 12 },
};
export const antdSizeOf = (s: Size) => SIZE_STYLE[s].component;

export interface ErrorLogEntry {
  time: number;
  message: string;
  source: string;
}

interface AppState {
  language: Locale;
  size: Size;
  /** Sidebar open; kept as '1' (open) or '0' (closed), open by default. */
  sidebarOpened: boolean;
  /** Below 992 px the layout is 'mobile'. */
  device: 'desktop' | 'mobile';
  errorLogs: ErrorLogEntry[];
  setLanguage(l: Locale): void;
  setSize(s: Size): void;
  toggleSidebar(): void;
  closeSidebar(): void;
  setDevice(d: 'desktop' | 'mobile'): void;
  addError(e: ErrorLogEntry): void;
  clearErrors(): void;
}

const storedLanguage = storage.get(StorageKeys.language);
const storedSize = storage.get(StorageKeys.size);

export const useAppStore = create<AppState>((set) => ({
  language: isLocale(storedLanguage) ? storedLanguage : detectLocale(globalThis.navigator?.languages),
  size: SIZES.includes(storedSize as Size) ? (storedSize as Size) : DEFAULT_SIZE,
  sidebarOpened: storage.get(StorageKeys.sidebar) !== '0',
  device: 'desktop',
  errorLogs: [],
  setLanguage(language) {
    storage.set(StorageKeys.language, language);
    set({ language });
  },
  setSize(size) {
    storage.set(StorageKeys.size, size);
    set({ size });
  },
  toggleSidebar() {
    set((s) => {
      storage.set(StorageKeys.sidebar, s.sidebarOpened ? '0' : '1');
      return { sidebarOpened: !s.sidebarOpened };
    });
  },
  closeSidebar() {
    storage.set(StorageKeys.sidebar, '0');
    set({ sidebarOpened: false });
  },
  setDevice: (device) => set({ device }),
  // The newest 50 are plenty to diagnose; an error loop must not eat the memory.
  addError: (e) => set((s) => ({ errorLogs: [e, ...s.errorLogs].slice(0, 50) })),
  clearErrors: () => set({ errorLogs: [] }),
}));
