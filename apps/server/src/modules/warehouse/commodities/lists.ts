import { CommodityStatus, SalesMode } from '@wms/contract';
import { defineSelect } from '../../../platform/select.js';

/** `/Select/GetSalesMode`: how the goods are sold. */
export const SalesModeList = defineSelect('SalesMode', [
  { Value: SalesMode.Retail, Name: { 'zh-cn': '零售', 'zh-tw': '零售', 'en-us': 'Retail' } },
  { Value: SalesMode.Wholesale, Name: { 'zh-cn': '批发', 'zh-tw': '批發', 'en-us': 'Wholesale' } },
  { Value: SalesMode.Dropshipping, Name: { 'zh-cn': '一件代发', 'zh-tw': '一件代發', 'en-us': 'Dropshipping' } },
]);

/** `/Select/GetCommodityStatus`: discontinued commodities stay listed but are not offered for orders. */
export const CommodityStatusList = defineSelect('CommodityStatus', [
  { Value: CommodityStatus.OnSale, Name: { 'zh-cn': '在售', 'zh-tw': '在售', 'en-us': 'On sale' } },
  { Value: CommodityStatus.Discontinued, Name: { 'zh-cn': '停售', 'zh-tw': '停售', 'en-us': 'Discontinued' } },
]);

const valuesOf = (list: typeof SalesModeList) => new Set(list.items!.map((i) => i.Value));
export const SALES_MODES = valuesOf(SalesModeList);
export const COMMODITY_STATUSES = valuesOf(CommodityStatusList);
