import { create } from 'zustand';
import { StorageKeys, storage } from './storage';

/** The settings drawer's local settings (theme, layout switches, print connection), kept in this browser. The five server-side fields
 * (UserConfiguration) live in the session store. */
export interface LocalSettings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  showSettings: boolean;
  /** Print connection to the local device service switched on. */
  OpenService: boolean;
  /** Floating hardware preview panel shown. */
  HoverWindow: boolean;
  AutomaticAcquisitionElectronicScale: boolean;
  AutomaticallyPrintPickingList: boolean;
  AutomaticallyPrintWarehouseIds: number[];
  isFixedActionBar: boolean;
}

export const DEFAULT_SETTINGS: LocalSettings = {
  theme: '#1890ff',
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  showSettings: true,
  OpenService: false,
  HoverWindow: false,
  AutomaticAcquisitionElectronicScale: false,
  AutomaticallyPrintPickingList: false,
  AutomaticallyPrintWarehouseIds: [],
  isFixedActionBar: true,
};

interface SettingsState extends LocalSettings {
  change<K extends keyof LocalSettings>(key: K, value: LocalSettings[K]): void;
}

const pick = (s: SettingsState): LocalSettings =>
  Object.fromEntries(
    Object.keys(DEFAULT_SETTINGS).map((k) => [k, s[k as keyof LocalSettings]]),
  ) as unknown as LocalSettings;

export const useSettingsStore = create<SettingsState>((set, get) => ({
  ...storage.getJson(StorageKeys.settings, DEFAULT_SETTINGS),
  change(key, value) {
    set({ [key]: value } as Partial<SettingsState>);
    storage.setJson(StorageKeys.settings, pick(get()));
  },
}));
