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
  partitionName: '分區名稱',
  partitionType: '分區類型',
  addPartition: '新增分區',
  editPartition: '編輯分區',
  shippingAddressType: '寄送方式',
  consignee: '收件人',
  addShippingAddress: '新增收貨地址',
  editShippingAddress: '編輯收貨地址',
  customerCodeHint: '在收件人或地址中寫入 {CustomerCode}，每位客戶看到的是自己的客戶編號。',
  copyAll: '複製地址',
  copied: '已複製',
  noShippingAddress: '您的站點尚未發佈收貨地址',
};
export default m;
