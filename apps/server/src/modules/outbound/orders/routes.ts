import {
  logisticsOrderCalls,
  orderSourceNames,
  orderTypeNames,
  peerLogisticsOrderCalls,
  userLogisticsOrderCalls,
} from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { ordersService } from './service.js';

// `/Select/GetOrderStatus` comes from the workflow's binding; sources and types from the
// contract's names.
const optionsOf = (names: Record<number, { 'zh-cn': string; 'zh-tw': string; 'en-us': string }>) =>
  Object.entries(names).map(([v, Name]) => ({ Value: Number(v), Name }));
defineSelect('OrderSources', optionsOf(orderSourceNames));
defineSelect('OrderTypes', optionsOf(orderTypeNames));

/** Logistics orders (docs/domain.md, "Orders"): staff's, the customer's own, and peers'. */
export function orderModules(deps: Deps): ModuleDef[] {
  const svc = ordersService(deps);
  const shared = (calls: typeof logisticsOrderCalls | typeof userLogisticsOrderCalls) => [
    route(calls.GetLogisticsOrders, (c) => svc.list(c.auth, c.body, c.lang)),
    route(calls.GetLogisticsOrderById, (c) => svc.detail(c.auth, c.body.Id, c.lang)),
    route(calls.EstablishLogisticsOrder, (c) => svc.establish(c.auth, c.body, c.lang)),
    route(calls.GetEditLogisticsOrder, (c) => svc.editable(c.auth, c.body.Id, c.lang)),
    route(calls.EditLogisticsOrder, (c) => svc.edit(c.auth, c.body, c.lang)),
    route(calls.CancelLogisticsOrders, (c) => svc.cancel(c.auth, c.body.Ids, c.lang)),
    route(calls.UpdateLogisticsOrderRemarks, (c) => svc.remarks(c.auth, c.body.Id, c.body.Remarks ?? '')),
    route(calls.TrackLogisticsOrders, (c) => svc.track(c.auth, c.body.Numbers, c.lang)),
    route(calls.ExportLogisticsOrders, (c) => svc.export(c.auth, c.body, c.lang)),
  ];
  const staff = logisticsOrderCalls;
  return [
    moduleOf(staff, [
      ...shared(staff),
      route(staff.ReviewLogisticsOrders, (c) => svc.review(c.auth, c.body.Ids, c.body.Note, c.lang)),
      route(staff.RejectLogisticsOrders, (c) => svc.reject(c.auth, c.body.Ids, c.body.Note, c.lang)),
      route(staff.ConfirmLogisticsOrderArrival, (c) => svc.confirmArrival(c.auth, c.body.Ids, c.lang)),
    ]),
    moduleOf(userLogisticsOrderCalls, shared(userLogisticsOrderCalls)),
    moduleOf(peerLogisticsOrderCalls, [
      route(peerLogisticsOrderCalls.GetPeerLogisticsOrders, (c) => svc.peerList(c.auth, c.body, c.lang)),
    ]),
  ];
}
