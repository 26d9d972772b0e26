import type en from '../en-US/inventory';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  commodity: '商品',
  commodityCode: '商品編碼',
  commoditySearch: '編碼、SKU 或名稱',
  sku: 'SKU',
  chineseName: '中文名稱',
  owner: '貨主',
  warehouse: '倉庫',
  shelf: '貨架',
  total: '總數',
  available: '可用',
  frozen: '凍結',
  defective: '次品',
  problem: '問題件',
  inTransit: '在途',
  stockTake: '盤點',
  quantityType: '數量類型',
  mode: '方式',
  setCounted: '設為盤點數量',
  change: '增加或減少',
  countedQuantity: '盤點數量',
  changeQuantity: '變動數量（負數為減少）',
};
export default m;
