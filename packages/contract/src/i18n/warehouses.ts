import { defineCatalog } from './define.js';

/** Warehouses, the sites they serve and their partitions. */
export const warehouseMessages = defineCatalog({
  'warehouses.duplicateName': {
    'zh-cn': '{label}“{name}”已被其他仓库使用：请换一个{label}。',
    'zh-tw': '{label}「{name}」已被其他倉庫使用：請換一個{label}。',
    'en-us': '{label} “{name}” is already used by another warehouse: enter a different one.',
  },
  'warehouses.unknownSite': {
    'zh-cn': '{label}中有不存在的站点（{ids}）：请重新选择。',
    'zh-tw': '{label}中有不存在的站點（{ids}）：請重新選擇。',
    'en-us': '{label} must name sites that exist, not {ids}: choose the sites again.',
  },
  'warehouses.unknownWarehouse': {
    'zh-cn': '{label}不存在：请从列表中选择仓库。',
    'zh-tw': '{label}不存在：請從清單中選擇倉庫。',
    'en-us': '{label} does not exist: choose a warehouse from the list.',
  },
  'warehouses.notServingSite': {
    'zh-cn': '{label}不是该仓库服务的站点：请选择该仓库服务的站点。',
    'zh-tw': '{label}不是該倉庫服務的站點：請選擇該倉庫服務的站點。',
    'en-us': '{label} is not a site this warehouse serves: choose one it serves.',
  },
  'partitions.duplicateName': {
    'zh-cn': '{label}“{name}”已被该仓库的其他分区使用：请换一个{label}。',
    'zh-tw': '{label}「{name}」已被該倉庫的其他分區使用：請換一個{label}。',
    'en-us': '{label} “{name}” is already used by another partition of this warehouse: enter a different one.',
  },
  'partitions.unknownType': {
    'zh-cn': '{label}不是可选的分区类型：请从列表中选择。',
    'zh-tw': '{label}不是可選的分區類型：請從清單中選擇。',
    'en-us': '{label} is not a partition type offered: choose one from the list.',
  },
  'shippingAddresses.unknownType': {
    'zh-cn': '{label}不是可选的收货地址类型：请从列表中选择。',
    'zh-tw': '{label}不是可選的收貨地址類型：請從清單中選擇。',
    'en-us': '{label} is not an address type offered: choose one from the list.',
  },
});
