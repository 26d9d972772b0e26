import type { ComponentType } from 'react';

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * Every screen of the console: menu Router key -> lazily loaded module. Each entry is its own
 * chunk, loaded the first time the screen opens. A menu node whose Router is not here opens the
 * not-available page. Business screens are added here as they are built, one line each.
 */
export const screenRegistry: Record<string, () => ScreenModule> = {
  Dashboard: () => import('../pages/dashboard/Dashboard'),
  MineProfileIndex: () => import('../pages/mine/MineProfileIndex'),
  MineUserMessagesIndex: () => import('../pages/mine/MineUserMessagesIndex'),
  Settings: () => import('../pages/settings/SettingsPage'),
  BackstageUserIndex: () => import('../screens/system/BackstageUserIndex'),
  UserIndex: () => import('../screens/system/UserIndex'),
  BackstageRoleIndex: () => import('../screens/system/BackstageRoleIndex'),
  UserRoleIndex: () => import('../screens/system/UserRoleIndex'),
  BackstageOrganizeIndex: () => import('../screens/system/BackstageOrganizeIndex'),
  UserOrganizeIndex: () => import('../screens/system/UserOrganizeIndex'),
  BackstageMenuIndex: () => import('../screens/system/BackstageMenuIndex'),
  UserMenuIndex: () => import('../screens/system/UserMenuIndex'),
  SiteIndex: () => import('../screens/site/SiteIndex'),
  SiteConfigurationIndex: () => import('../screens/site/SiteConfigurationIndex'),
  WarehouseIndex: () => import('../screens/warehouse/WarehouseIndex'),
  WarehousePartitionIndex: () => import('../screens/warehouse/WarehousePartitionIndex'),
  CommodityIndex: () => import('../screens/warehouse/CommodityIndex'),
  UserCommodityIndex: () => import('../screens/user/UserCommodityIndex'),
  CommodityCategoriesIndex: () => import('../screens/basic/CommodityCategoriesIndex'),
  CargoTypeIndex: () => import('../screens/basic/CargoTypeIndex'),
  ShelvesIndex: () => import('../screens/warehouse/ShelvesIndex'),
  ShelvesBatchAdd: () => import('../screens/warehouse/ShelvesBatchAdd'),
  InventoryReportIndex: () => import('../screens/warehouse/InventoryReportIndex'),
  UserInventoryReportIndex: () => import('../screens/user/UserInventoryReportIndex'),
  ShippingAddressIndex: () => import('../screens/warehouse/ShippingAddressIndex'),
  UserShippingAddressIndex: () => import('../screens/user/UserShippingAddressIndex'),
};

export const hasScreen = (key: string) => Object.hasOwn(screenRegistry, key);
