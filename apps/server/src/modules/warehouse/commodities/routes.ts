import { commodityCalls, userCommodityCalls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, type RouteDef, route } from '../../../platform/route.js';
import { commodityFiles } from './files.js';
import './lists.js';
import { commoditiesService } from './service.js';

type Shared = typeof userCommodityCalls;

/**
 * The calls both prefixes answer: `/Commodity/` for staff (all customers' commodities, each call
 * behind its permission code) and `/UserCommodity/` for a customer (their own; the scoping is in
 * the service and repository, from `auth`).
 */
function sharedRoutes(
  calls: Shared | typeof commodityCalls,
  svc: ReturnType<typeof commoditiesService>,
  files: ReturnType<typeof commodityFiles>,
): RouteDef[] {
  return [
    route(calls.GetCommodity, (c) => svc.list(c.auth, c.body, c.lang)),
    route(calls.GetCommodityByUserId, (c) => svc.byUser(c.auth, c.body, c.lang)),
    route(calls.EstablishCommodity, (c) => svc.establish(c.auth, c.body)),
    route(calls.GetCommodityById, (c) => svc.detail(c.auth, c.body.Id, c.lang)),
    route(calls.EditCommodity, (c) => svc.edit(c.auth, c.body, c.lang)),
    route(calls.DeleteCommodity, (c) => svc.remove(c.auth, c.body.Id)),
    route(calls.GetOrderCommodityByUserId, (c) => svc.orderable(c.auth, c.body, c.lang)),
    route(calls.GetCommodityReport, (c) => svc.report(c.auth, c.body, c.lang)),
    route(calls.PrintCommodityReport, (c) => files.print(c.auth, c.body, c.lang)),
    route(calls.ExportCommodityReport, (c) => files.export(c.auth, c.body, c.lang)),
    route(calls.GetCommodityImportTemplate, (c) => files.template(c.lang)),
    route(calls.UpLoadCommodity, (c) => files.import(c.auth, c.body, c.files, c.lang)),
  ];
}

export function commodityModules(deps: Deps): ModuleDef[] {
  const svc = commoditiesService(deps);
  const files = commodityFiles(deps, svc);
  const staff = commodityCalls;
  return [
    moduleOf(staff, [
      ...sharedRoutes(staff, svc, files),
      route(staff.CommoditySpecificationsAuditStatus, (c) => svc.audit(c.auth, c.body, c.lang)),
      route(staff.CommoditySpecificationAcquisition, (c) => svc.specification(c.body.Id, c.lang)),
      route(staff.CommoditySpecificationModification, (c) => svc.measure(c.auth, c.body, c.lang)),
    ]),
    moduleOf(userCommodityCalls, sharedRoutes(userCommodityCalls, svc, files)),
  ];
}
