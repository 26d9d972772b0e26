import {
  EditWarehouseBody,
  EditWarehousePartitionBody,
  EstablishWarehouseBody,
  EstablishWarehousePartitionBody,
  GetSiteJoinWarehouseBySiteIdBody,
  GetWarehousePartitionBySiteIdBody,
  GetWarehousePartitionsBody,
  GetWarehousesBody,
  IdBody,
  IdName,
  IsDeactivateWarehouseBody,
  WarehousePartitionRow,
  WarehouseRow,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import './lists.js';
import { type WarehousesService, warehousesService } from './service.js';

const staff = { access: 'staff', scope: 'platform' } as const;
/** Option lookups: warehouses and partitions are platform data any signed-in user may name. */
const lookup = { access: 'signedIn', scope: 'public' } as const;

function warehouseRoutes(svc: WarehousesService): ModuleDef {
  return {
    controller: 'Warehouse',
    routes: [
      route({
        ...staff,
        action: 'GetWarehouses',
        body: GetWarehousesBody,
        response: z.array(WarehouseRow),
        handler: (c) => svc.list(c.body),
      }),
      route({
        ...staff,
        action: 'EstablishWarehouse',
        summary: 'Creates a warehouse; answers its Id',
        body: EstablishWarehouseBody,
        response: z.number(),
        handler: (c) => svc.establish(c.body),
      }),
      route({
        ...staff,
        action: 'GetWarehouseById',
        body: IdBody,
        response: WarehouseRow,
        handler: (c) => svc.detail(c.body.Id),
      }),
      route({
        ...staff,
        action: 'EditWarehouse',
        body: EditWarehouseBody,
        response: z.boolean(),
        handler: (c) => svc.edit(c.body),
      }),
      route({
        ...staff,
        action: 'DeleteWarehouse',
        summary: 'Deletes a warehouse: refused (Code 4) while it has partitions or shelves',
        body: IdBody,
        response: z.boolean(),
        handler: (c) => svc.remove(c.body.Id),
      }),
      route({
        ...staff,
        action: 'IsDeactivateWarehouse',
        summary: 'Deactivates or reactivates warehouses; answers how many were found',
        body: IsDeactivateWarehouseBody,
        response: z.number(),
        handler: (c) => svc.setDeactivated(c.body.Ids, c.body.IsDeactivate),
      }),
    ],
  };
}

function siteJoinWarehouseRoutes(svc: WarehousesService): ModuleDef {
  return {
    controller: 'SiteJoinWarehouse',
    routes: [
      route({
        ...lookup,
        action: 'GetSiteJoinWarehouseBySiteId',
        summary: "Active warehouses serving a site; a customer always gets its own site's",
        body: GetSiteJoinWarehouseBySiteIdBody,
        response: z.array(IdName),
        handler: (c) => svc.siteWarehouses(c.auth, c.body.SiteId),
      }),
      route({
        ...lookup,
        action: 'GetAllWarehouses',
        summary: 'All active warehouses (staff); a customer gets those of its own site',
        body: z.object({}),
        response: z.array(IdName),
        handler: (c) => svc.allWarehouses(c.auth),
      }),
    ],
  };
}

function partitionRoutes(svc: WarehousesService): ModuleDef {
  return {
    controller: 'WarehousePartitions',
    routes: [
      route({
        ...staff,
        action: 'GetWarehousePartitions',
        body: GetWarehousePartitionsBody,
        response: z.array(WarehousePartitionRow),
        handler: (c) => svc.listPartitions(c.body, c.lang),
      }),
      route({
        ...staff,
        action: 'EstablishWarehousePartition',
        summary: 'Creates a partition; answers its Id',
        body: EstablishWarehousePartitionBody,
        response: z.number(),
        handler: (c) => svc.establishPartition(c.body),
      }),
      route({
        ...staff,
        action: 'GetWarehousePartitionById',
        body: IdBody,
        response: WarehousePartitionRow,
        handler: (c) => svc.partition(c.body.Id, c.lang),
      }),
      route({
        ...staff,
        action: 'EditWarehousePartition',
        body: EditWarehousePartitionBody,
        response: z.boolean(),
        handler: (c) => svc.editPartition(c.body),
      }),
      route({
        ...staff,
        action: 'DeleteWarehousePartition',
        summary: 'Deletes a partition: refused (Code 4) while it has shelves',
        body: IdBody,
        response: z.boolean(),
        handler: (c) => svc.removePartition(c.body.Id),
      }),
      route({
        ...lookup,
        action: 'GetWarehousePartitionBySiteId',
        summary: "Active partitions of a site's warehouses; a customer always gets its own site's",
        body: GetWarehousePartitionBySiteIdBody,
        response: z.array(IdName),
        handler: (c) => svc.sitePartitions(c.auth, c.body.SiteId, c.body.WarehouseId),
      }),
    ],
  };
}

/** Warehouses, their site links and partitions: three controllers, one service. */
export function warehouseModules(deps: Deps): ModuleDef[] {
  const svc = warehousesService(deps);
  return [warehouseRoutes(svc), siteJoinWarehouseRoutes(svc), partitionRoutes(svc)];
}
