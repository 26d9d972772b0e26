import { InventoryQuantityType, ShelfOperationType, ShelfRelatedType } from '@wms/contract';
import { defineSelect } from '../../../platform/select.js';

/** What happened on a shelf (`/Select/GetShelfOperationType`); the values are the contract's. */
defineSelect('ShelfOperationType', [
  {
    Value: ShelfOperationType.PutOnShelves,
    Name: { 'zh-cn': '上架', 'zh-tw': '上架', 'en-us': 'Put on shelf' },
  },
  {
    Value: ShelfOperationType.TakeOffShelves,
    Name: { 'zh-cn': '下架', 'zh-tw': '下架', 'en-us': 'Take off shelf' },
  },
  {
    Value: ShelfOperationType.TransferOut,
    Name: { 'zh-cn': '移出', 'zh-tw': '移出', 'en-us': 'Transfer out' },
  },
  {
    Value: ShelfOperationType.TransferIn,
    Name: { 'zh-cn': '移入', 'zh-tw': '移入', 'en-us': 'Transfer in' },
  },
  {
    Value: ShelfOperationType.StockTake,
    Name: { 'zh-cn': '盘点', 'zh-tw': '盤點', 'en-us': 'Stock-take' },
  },
]);

/** What a shelf log's RelatedKey names (`/Select/GetShelfRelatedType`). */
defineSelect('ShelfRelatedType', [
  { Value: ShelfRelatedType.Commodity, Name: { 'zh-cn': '商品', 'zh-tw': '商品', 'en-us': 'Commodity' } },
  { Value: ShelfRelatedType.Shelf, Name: { 'zh-cn': '货架', 'zh-tw': '貨架', 'en-us': 'Shelf' } },
  {
    Value: ShelfRelatedType.WarehouseDocument,
    Name: { 'zh-cn': '入库单', 'zh-tw': '入庫單', 'en-us': 'Warehouse document' },
  },
  {
    Value: ShelfRelatedType.LogisticsOrder,
    Name: { 'zh-cn': '物流订单', 'zh-tw': '物流訂單', 'en-us': 'Logistics order' },
  },
  {
    Value: ShelfRelatedType.ReturnLogisticsOrder,
    Name: { 'zh-cn': '退货物流单', 'zh-tw': '退貨物流單', 'en-us': 'Return logistics order' },
  },
  {
    Value: ShelfRelatedType.PickingList,
    Name: { 'zh-cn': '拣货单', 'zh-tw': '揀貨單', 'en-us': 'Picking list' },
  },
  { Value: ShelfRelatedType.Package, Name: { 'zh-cn': '包裹', 'zh-tw': '包裹', 'en-us': 'Parcel' } },
  { Value: ShelfRelatedType.Bin, Name: { 'zh-cn': '周转箱', 'zh-tw': '周轉箱', 'en-us': 'Bin' } },
]);

/** The quantities a person moves or counts (`/Select/GetInventoryQuantityType`). */
defineSelect('InventoryQuantityType', [
  { Value: InventoryQuantityType.Available, Name: { 'zh-cn': '可用', 'zh-tw': '可用', 'en-us': 'Available' } },
  { Value: InventoryQuantityType.Defective, Name: { 'zh-cn': '次品', 'zh-tw': '次品', 'en-us': 'Defective' } },
  { Value: InventoryQuantityType.Problem, Name: { 'zh-cn': '问题件', 'zh-tw': '問題件', 'en-us': 'Problem' } },
]);
