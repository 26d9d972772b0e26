import type {
  AdjustInventoryBody,
  GetInventoryReportBody,
  GetUserInventoryReportBody,
  InventoryQuantities,
  InventoryRow,
} from '@wms/contract';
import { post, requestEnvelope } from './request';
import type { CallOpts } from './users';

/** Inventory/* for staff (codes `Inventory:<Action>`), UserInventory/* for a customer's own stock. */
export const inventoryApi = {
  report: (body: GetInventoryReportBody) =>
    requestEnvelope<InventoryRow[]>({ url: '/Inventory/GetInventoryReport', data: body }),
  adjust: (body: AdjustInventoryBody, o?: CallOpts) => post<InventoryQuantities>('/Inventory/AdjustInventory', body, o),
  mine: (body: GetUserInventoryReportBody) =>
    requestEnvelope<InventoryRow[]>({ url: '/UserInventory/GetInventoryReport', data: body }),
};
