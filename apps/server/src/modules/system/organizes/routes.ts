import { organizeCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { organizesService } from './service.js';

/** Both organisation trees (customer: classification 2, back-office: 1) under one controller. */
export function organizesModule(deps: Deps): ModuleDef {
  const customer = organizesService(deps, 2);
  const staff = organizesService(deps, 1);
  return moduleOf(calls, [
    route(calls.GetUserOrganizes, (c) => customer.list(c.body)),
    route(calls.EstablishUserOrganizes, (c) => customer.establish(c.body)),
    route(calls.GetEditUserOragnizesInfo, (c) => customer.detail(c.body.Id)),
    route(calls.EditUserOragnizes, (c) => customer.edit(c.body)),
    route(calls.DeleteUserOragnizes, (c) => customer.remove(c.body.Id, c.lang)),
    route(calls.GetUserOrganizeById, (c) => customer.detail(c.body.Id)),
    route(calls.GetSelectUserOrganizes, (c) => customer.list(c.body)),
    route(calls.GetBackstageOrganizes, (c) => staff.list(c.body)),
    route(calls.EstablishBackstageOrganizes, (c) => staff.establish(c.body)),
    route(calls.GetEditBackstageOragnizesInfo, (c) => staff.detail(c.body.Id)),
    route(calls.EditBackstageOragnizes, (c) => staff.edit(c.body)),
    route(calls.DeleteBackstageOragnizes, (c) => staff.remove(c.body.Id, c.lang)),
    route(calls.GetBackstageOrganizeById, (c) => staff.detail(c.body.Id)),
    route(calls.GetSelectBackstageOrganizes, (c) => staff.list(c.body)),
  ]);
}
