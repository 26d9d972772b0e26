import { shelfCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import '../inventory/lists.js';
import { shelvesService } from './service.js';

/** Shelves: set up by the administrator; read, moved between and labelled by the clerk. */
export function shelvesModule(deps: Deps): ModuleDef {
  const svc = shelvesService(deps);
  return moduleOf(calls, [
    route(calls.GetShelves, (c) => svc.list(c.body)),
    route(calls.EstablishShelves, (c) => svc.establish(c.body)),
    route(calls.GetShelvesById, (c) => svc.detail(c.body.Id)),
    route(calls.EditShippingAddress, (c) => svc.edit(c.body)),
    route(calls.DeleteShelves, (c) => svc.remove(c.body.Id)),
    route(calls.BatchAddShelves, (c) => svc.batchAdd(c.body)),
    route(calls.IsDeactivateShelves, (c) => svc.setDeactivated(c.body.Ids, c.body.IsDeactivate, c.lang)),
    route(calls.TransferGoods, (c) => svc.transfer(c.auth, c.body, c.lang)),
    route(calls.TransferGoodsAll, (c) => svc.transferAll(c.auth, c.body, c.lang)),
    route(calls.GetShelvesByPartition, (c) => svc.options(c.body)),
    route(calls.GetShelveLogs, (c) => svc.logs(c.body, c.lang)),
    route(calls.GetPrintShelveData, (c) => svc.labels(c.body.Ids)),
    route(calls.GetPrintShelveReport, (c) => svc.labelsPdf(c.body.Ids, c.lang)),
  ]);
}
