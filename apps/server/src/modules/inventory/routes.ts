import {
  AdjustInventoryBody,
  GetInventoryReportBody,
  GetUserInventoryReportBody,
  InventoryQuantities,
  InventoryRow,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import './lists.js';
import { type InventoryService, inventoryService } from './service.js';

function staffRoutes(svc: InventoryService): ModuleDef {
  return {
    controller: 'Inventory',
    routes: [
      route({
        access: 'staff',
        scope: 'owner',
        action: 'GetInventoryReport',
        summary: 'Stock of every owner per commodity, warehouse and shelf',
        body: GetInventoryReportBody,
        response: z.array(InventoryRow),
        handler: (c) => svc.report(c.body),
      }),
      route({
        access: 'staff',
        scope: 'owner',
        action: 'AdjustInventory',
        summary: 'Stock-take of a commodity on a shelf; Code 4 when it would take away more than there is',
        body: AdjustInventoryBody,
        response: InventoryQuantities,
        handler: (c) => svc.adjust(c.auth, c.body, c.lang),
      }),
    ],
  };
}

function customerRoutes(svc: InventoryService): ModuleDef {
  return {
    controller: 'UserInventory',
    routes: [
      route({
        access: 'customer',
        scope: 'owner',
        action: 'GetInventoryReport',
        summary: "The stock of the caller's own commodities",
        body: GetUserInventoryReportBody,
        response: z.array(InventoryRow),
        handler: (c) => svc.report(c.body, c.auth.userId),
      }),
    ],
  };
}

/** Stock reports and stock-taking; the stock movements themselves are in `stock.ts`. */
export function inventoryModules(deps: Deps): ModuleDef[] {
  const svc = inventoryService(deps);
  return [staffRoutes(svc), customerRoutes(svc)];
}
