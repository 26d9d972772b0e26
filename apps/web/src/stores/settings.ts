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
  /** The device preview window shown. */
  HoverWindow: boolean;
  /** ... and collapsed to a chip in the top bar (the user's choice, kept). */
  HoverWindowCollapsed: boolean;
  AutomaticAcquisitionElectronicScale: boolean;
  AutomaticallyPrintPickingList: boolean;
  AutomaticallyPrintWarehouseIds: number[];
  isFixedActionBar: boolean;
  /** Floor screens beep: one sound for a good scan, another for a bad one (components/scan-station). */
  ScanSounds: boolean;
  /** ... and speak a bad scan's message aloud through the server's speech synthesis. */
  ScanSpeech: boolean;
}

export const DEFAULT_SETTINGS: LocalSettings = {
  theme: '#1890ff',
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  showSettings: true,
  OpenService: false,
  HoverWindow: false,
  HoverWindowCollapsed: false,
  AutomaticAcquisitionElectronicScale: false,
  AutomaticallyPrintPickingList: false,
  AutomaticallyPrintWarehouseIds: [],
  isFixedActionBar: true,
  ScanSounds: true,
  ScanSpeech: false,
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
