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
  deactivate: '停用',
  activate: '启用',
  partitionName: '分区名称',
  partitionType: '分区类型',
  addPartition: '新增分区',
  editPartition: '编辑分区',
};
export default m;
