import {
  siteJoinWarehouseCalls as joins,
  warehousePartitionCalls as partitions,
  warehouseCalls as warehouses,
} from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import './lists.js';
import { warehousesService } from './service.js';

/** Warehouses, their site links and partitions: three controllers, one service. */
export function warehouseModules(deps: Deps): ModuleDef[] {
  const svc = warehousesService(deps);
  return [
    moduleOf(warehouses, [
      route(warehouses.GetWarehouses, (c) => svc.list(c.body)),
      route(warehouses.EstablishWarehouse, (c) => svc.establish(c.body)),
      route(warehouses.GetWarehouseById, (c) => svc.detail(c.body.Id)),
      route(warehouses.EditWarehouse, (c) => svc.edit(c.body)),
      route(warehouses.DeleteWarehouse, (c) => svc.remove(c.body.Id, c.lang)),
      route(warehouses.IsDeactivateWarehouse, (c) => svc.setDeactivated(c.body.Ids, c.body.IsDeactivate)),
    ]),
    moduleOf(joins, [
      route(joins.GetSiteJoinWarehouseBySiteId, (c) => svc.siteWarehouses(c.auth, c.body.SiteId)),
      route(joins.GetAllWarehouses, (c) => svc.allWarehouses(c.auth)),
    ]),
    moduleOf(partitions, [
      route(partitions.GetWarehousePartitions, (c) => svc.listPartitions(c.body, c.lang)),
      route(partitions.EstablishWarehousePartition, (c) => svc.establishPartition(c.body)),
      route(partitions.GetWarehousePartitionById, (c) => svc.partition(c.body.Id, c.lang)),
      route(partitions.EditWarehousePartition, (c) => svc.editPartition(c.body)),
      route(partitions.DeleteWarehousePartition, (c) => svc.removePartition(c.body.Id, c.lang)),
      route(partitions.GetWarehousePartitionBySiteId, (c) =>
        svc.sitePartitions(c.auth, c.body.SiteId, c.body.WarehouseId),
      ),
    ]),
  ];
}
