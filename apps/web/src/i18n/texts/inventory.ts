import { defineCatalog } from '@wms/contract';

/** Inventory reports (staff and customer) and stock-taking. */
export default defineCatalog({
  commodity: { 'zh-cn': '商品', 'zh-tw': '商品', 'en-us': 'Commodity' },
  commodityCode: { 'zh-cn': '商品编码', 'zh-tw': '商品編碼', 'en-us': 'Commodity code' },
  commoditySearch: { 'zh-cn': '编码、SKU 或名称', 'zh-tw': '編碼、SKU 或名稱', 'en-us': 'Code, SKU or name' },
  sku: { 'zh-cn': 'SKU', 'zh-tw': 'SKU', 'en-us': 'SKU' },
  chineseName: { 'zh-cn': '中文名称', 'zh-tw': '中文名稱', 'en-us': 'Chinese name' },
  owner: { 'zh-cn': '货主', 'zh-tw': '貨主', 'en-us': 'Owner' },
  warehouse: { 'zh-cn': '仓库', 'zh-tw': '倉庫', 'en-us': 'Warehouse' },
  shelf: { 'zh-cn': '货架', 'zh-tw': '貨架', 'en-us': 'Shelf' },
  total: { 'zh-cn': '总数', 'zh-tw': '總數', 'en-us': 'Total' },
  available: { 'zh-cn': '可用', 'zh-tw': '可用', 'en-us': 'Available' },
  frozen: { 'zh-cn': '冻结', 'zh-tw': '凍結', 'en-us': 'Frozen' },
  defective: { 'zh-cn': '次品', 'zh-tw': '次品', 'en-us': 'Defective' },
  problem: { 'zh-cn': '问题件', 'zh-tw': '問題件', 'en-us': 'Problem' },
  inTransit: { 'zh-cn': '在途', 'zh-tw': '在途', 'en-us': 'In transit' },
  stockTake: { 'zh-cn': '盘点', 'zh-tw': '盤點', 'en-us': 'Stock-take' },
  quantityType: { 'zh-cn': '数量类型', 'zh-tw': '數量類型', 'en-us': 'Quantity type' },
  mode: { 'zh-cn': '方式', 'zh-tw': '方式', 'en-us': 'Mode' },
  setCounted: { 'zh-cn': '设为盘点数量', 'zh-tw': '設為盤點數量', 'en-us': 'Set to what was counted' },
  change: { 'zh-cn': '增加或减少', 'zh-tw': '增加或減少', 'en-us': 'Add or take away' },
  countedQuantity: { 'zh-cn': '盘点数量', 'zh-tw': '盤點數量', 'en-us': 'Counted quantity' },
  changeQuantity: {
    'zh-cn': '变动数量（负数为减少）',
    'zh-tw': '變動數量（負數為減少）',
    'en-us': 'Change (negative takes away)',
  },
});
