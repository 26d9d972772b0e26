import { PartitionType } from '@wms/contract';
import { warehouses } from '../../../db/schema/index.js';
import { activeOptions } from '../../../platform/options.js';
import { defineSelect } from '../../../platform/select.js';

/**
 * Partition types (`/Select/GetPartitionType`): the zones a parcel-consolidation warehouse keeps
 * apart.
 */
export const PartitionTypeList = defineSelect('PartitionType', [
  { Value: PartitionType.Storage, Name: { 'zh-cn': '普通存储区', 'zh-tw': '一般儲存區', 'en-us': 'Storage' } },
  {
    Value: PartitionType.TemporaryStorage,
    Name: { 'zh-cn': '暂存区', 'zh-tw': '暫存區', 'en-us': 'Temporary storage' },
  },
  { Value: PartitionType.Returns, Name: { 'zh-cn': '退货区', 'zh-tw': '退貨區', 'en-us': 'Returns' } },
  { Value: PartitionType.ProblemGoods, Name: { 'zh-cn': '问题件区', 'zh-tw': '問題件區', 'en-us': 'Problem goods' } },
  { Value: PartitionType.Oversize, Name: { 'zh-cn': '大件区', 'zh-tw': '大件區', 'en-us': 'Oversize' } },
]);
export const PARTITION_TYPES = new Set(PartitionTypeList.items!.map((i) => i.Value));

/** Active warehouses by name (`/Select/GetWarehouse`): the warehouse of a quotation. */
defineSelect('Warehouse', ({ db }) => activeOptions(db, warehouses));
