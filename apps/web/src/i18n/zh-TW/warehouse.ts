import type en from '../en-US/warehouse';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  warehouse: '倉庫',
  warehouseName: '倉庫名稱',
  code: '編碼',
  personInCharge: '負責人',
  contactPhone: '聯絡電話',
  region: '地區',
  detailedAddress: '詳細地址',
  postcode: '郵遞區號',
  sites: '服務站點',
  site: '站點',
  partitionCount: '分區數',
  shelfCount: '貨架數',
  addWarehouse: '新增倉庫',
  editWarehouse: '編輯倉庫',
  deactivate: '停用',
  activate: '啟用',
  partitionName: '分區名稱',
  partitionType: '分區類型',
  addPartition: '新增分區',
  editPartition: '編輯分區',
};
export default m;
