import { type Catalog, recordTexts, t3 } from './define.js';

/** Kinds of record named inside messages ("used by 3 commodities: …", "already used by another
 * warehouse"), English in lower case. A set-up area's own kind comes from its `areaTexts` record
 * (the registry adds it); these are the kinds of the areas written before that. */
export const recordMessages: Catalog = {
  // Any record, where the kind is not known.
  ...recordTexts(t3('记录', '記錄', 'record'), 'records'),
  ...recordTexts(t3('商品', '商品', 'commodity'), 'commodities'),
  ...recordTexts(t3('商品分类', '商品分類', 'commodity category'), 'commodity categories'),
  ...recordTexts(t3('货物类型', '貨物類型', 'cargo type'), 'cargo types'),
  ...recordTexts(t3('仓库', '倉庫', 'warehouse'), 'warehouses'),
  ...recordTexts(t3('分区', '分區', 'partition'), 'partitions'),
  ...recordTexts(t3('货架', '貨架', 'shelf'), 'shelves'),
  ...recordTexts(t3('用户', '使用者', 'user'), 'users'),
  ...recordTexts(t3('角色', '角色', 'role'), 'roles'),
  ...recordTexts(t3('组织', '組織', 'organisation'), 'organisations'),
  ...recordTexts(t3('站点', '站點', 'site'), 'sites'),
  ...recordTexts(t3('菜单节点', '選單節點', 'menu node'), 'menu nodes'),
  ...recordTexts(t3('单号', '單號', 'tracking number'), 'tracking numbers'),
  ...recordTexts(t3('收货地址', '收貨地址', 'shipping address'), 'shipping addresses'),
};
