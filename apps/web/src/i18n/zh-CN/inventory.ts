import type en from '../en-US/inventory';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  commodity: '商品',
  commodityCode: '商品编码',
  commoditySearch: '编码、SKU 或名称',
  sku: 'SKU',
  chineseName: '中文名称',
  owner: '货主',
  warehouse: '仓库',
  shelf: '货架',
  total: '总数',
  available: '可用',
  frozen: '冻结',
  defective: '次品',
  problem: '问题件',
  inTransit: '在途',
  stockTake: '盘点',
  quantityType: '数量类型',
  mode: '方式',
  setCounted: '设为盘点数量',
  change: '增加或减少',
  countedQuantity: '盘点数量',
  changeQuantity: '变动数量（负数为减少）',
};
export default m;
