import { ShippingAddressType } from '@wms/contract';
import { defineSelect } from '../../../platform/select.js';

/**
 * How a customer's parcel reaches the warehouse (`/Select/GetShippingAddressType`); a
 * consolidation warehouse usually publishes one address per way in.
 */
export const ShippingAddressTypeList = defineSelect('ShippingAddressType', [
  { Value: ShippingAddressType.Courier, Name: { 'zh-cn': '快递', 'zh-tw': '快遞', 'en-us': 'Courier' } },
  {
    Value: ShippingAddressType.FreightLine,
    Name: { 'zh-cn': '物流专线', 'zh-tw': '物流專線', 'en-us': 'Freight line' },
  },
  { Value: ShippingAddressType.DropOff, Name: { 'zh-cn': '自送', 'zh-tw': '自送', 'en-us': 'Drop-off' } },
]);
export const SHIPPING_ADDRESS_TYPES = new Set(ShippingAddressTypeList.items!.map((i) => i.Value));
