import type en from '../en-US/warehouse';
import type { Messages } from '../types';

const m: Messages<typeof en> = {
  warehouse: '仓库',
  warehouseName: '仓库名称',
  code: '编码',
  personInCharge: '负责人',
  contactPhone: '联系电话',
  region: '地区',
  detailedAddress: '详细地址',
  postcode: '邮编',
  sites: '服务站点',
  site: '站点',
  partitionCount: '分区数',
  shelfCount: '货架数',
  addWarehouse: '新增仓库',
  editWarehouse: '编辑仓库',
  partitionName: '分区名称',
  partitionType: '分区类型',
  addPartition: '新增分区',
  editPartition: '编辑分区',
  shippingAddressType: '寄送方式',
  consignee: '收件人',
  addShippingAddress: '新增收货地址',
  editShippingAddress: '编辑收货地址',
  customerCodeHint: '在收件人或地址中写入 {CustomerCode}，每位客户看到的是自己的客户编码。',
  copyAll: '复制地址',
  copied: '已复制',
  noShippingAddress: '您的站点尚未发布收货地址',
};
export default m;
