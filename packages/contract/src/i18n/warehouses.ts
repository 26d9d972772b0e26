import { defineCatalog } from './define.js';

/** Warehouses, the sites they serve and their partitions. */
export const warehouseMessages = defineCatalog({
  'warehouses.duplicateName': {
    'zh-cn': '已有同名仓库：{name}',
    'zh-tw': '已有同名倉庫：{name}',
    'en-us': 'a warehouse named {name} already exists',
  },
  'warehouses.inUse': {
    'zh-cn': '仓库仍有 {partitions} 个分区、{shelves} 个货架，不能删除（可停用）',
    'zh-tw': '倉庫仍有 {partitions} 個分區、{shelves} 個貨架，不能刪除（可停用）',
    'en-us':
      'The warehouse still has {partitions, plural, one {# partition} other {# partitions}} and {shelves, plural, one {# shelf} other {# shelves}}; deactivate it instead',
  },
  'warehouses.unknownSite': {
    'zh-cn': '站点 {ids} 不存在',
    'zh-tw': '站點 {ids} 不存在',
    'en-us': 'no such site: {ids}',
  },
  'warehouses.unknownWarehouse': {
    'zh-cn': '仓库不存在',
    'zh-tw': '倉庫不存在',
    'en-us': 'no such warehouse',
  },
  'warehouses.notServingSite': {
    'zh-cn': '该仓库不服务此站点',
    'zh-tw': '該倉庫不服務此站點',
    'en-us': 'the warehouse does not serve this site',
  },
  'partitions.duplicateName': {
    'zh-cn': '该仓库已有同名分区：{name}',
    'zh-tw': '該倉庫已有同名分區：{name}',
    'en-us': 'the warehouse already has a partition named {name}',
  },
  'partitions.hasShelves': {
    'zh-cn': '分区仍有 {shelves} 个货架，不能删除（可停用）',
    'zh-tw': '分區仍有 {shelves} 個貨架，不能刪除（可停用）',
    'en-us': 'The partition still has {shelves, plural, one {# shelf} other {# shelves}}; deactivate it instead',
  },
  'partitions.unknownType': {
    'zh-cn': '不是可选的分区类型',
    'zh-tw': '不是可選的分區類型',
    'en-us': 'not a partition type',
  },
  'shippingAddresses.unknownType': {
    'zh-cn': '不是可选的收货地址类型',
    'zh-tw': '不是可選的收貨地址類型',
    'en-us': 'not a shipping address type',
  },
});
