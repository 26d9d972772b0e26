import type { ComponentType } from 'react';

type ScreenModule = Promise<{ default: ComponentType }>;
export type ScreenRegistry = Record<string, () => ScreenModule>;

/** Every `screens/<area>/<Key>Index.tsx`: a new area's screen is found by its file name, which is
 * its menu Router key (docs/architecture.md, "Adding a business area"). */
const screenFiles = import.meta.glob<{ default: ComponentType }>('../screens/*/*Index.tsx');
const byFileName = Object.fromEntries(
  Object.entries(screenFiles).map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.tsx'.length), load]),
);

/**
 * Every screen of the console: menu Router key -> lazily loaded module. Each entry is its own
 * chunk, loaded the first time the screen opens; this module itself loads with the session
 * (screens.ts). A menu node whose Router is not here opens the
 * not-available page. Screens under `screens/` are registered by file name; the rest are here.
 */
export const screenRegistry: ScreenRegistry = {
  Dashboard: () => import('../pages/dashboard/Dashboard'),
  MineProfileIndex: () => import('../pages/mine/MineProfileIndex'),
  MineUserMessagesIndex: () => import('../pages/mine/MineUserMessagesIndex'),
  Settings: () => import('../pages/settings/SettingsPage'),
  ShelvesBatchAdd: () => import('../screens/warehouse/ShelvesBatchAdd'),
  PackageSigning: () => import('../screens/inbound/PackageSigning'),
  BinPutOnShelves: () => import('../screens/inbound/BinPutOnShelves'),
  BinLowerShelf: () => import('../screens/inbound/BinLowerShelf'),
  WarehouseDocumentEstablishPacket: () => import('../screens/inbound/WarehouseDocumentEstablishPacket'),
  UserWarehouseDocumentEstablishPacket: () => import('../screens/inbound/UserWarehouseDocumentEstablishPacket'),
  ...byFileName,
};

export const hasScreen = (key: string) => Object.hasOwn(screenRegistry, key);
