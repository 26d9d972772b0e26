import { userInventoryCalls as customer, inventoryCalls as staff } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import './lists.js';
import { inventoryService } from './service.js';

/** Stock: staff read every owner's and take stock; a customer reads its own. */
export function inventoryModules(deps: Deps): ModuleDef[] {
  const svc = inventoryService(deps);
  return [
    moduleOf(staff, [
      route(staff.GetInventoryReport, (c) => svc.report(c.auth, c.body)),
      route(staff.AdjustInventory, (c) => svc.adjust(c.auth, c.body, c.lang)),
    ]),
    moduleOf(customer, [route(customer.GetInventoryReport, (c) => svc.report(c.auth, c.body))]),
  ];
}
