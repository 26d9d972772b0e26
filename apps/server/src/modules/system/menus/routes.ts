import { menuCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { menusService } from './service.js';

export function menusModule(deps: Deps, svc = menusService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetCurrentUserMenus, (c) => svc.currentUserMenus(c.auth)),
    route(calls.GetBackstageMenus, (c) => svc.backstageMenus(c.lang, c.body)),
    route(calls.EstablishBackstageMenu, (c) => svc.establish(c.auth, c.body)),
    route(calls.GetEditBackstageMenuInfo, (c) => svc.detail(c.lang, c.body.Id)),
    route(calls.EditBackstageMenu, (c) => svc.edit(c.auth, c.body)),
    route(calls.DeleteBackstageMenu, (c) => svc.remove(c.auth, c.body.Id, c.lang)),
    route(calls.GetBackstageMenuById, (c) => svc.detail(c.lang, c.body.Id)),
    route(calls.GetSelectBackstageMenus, (c) => svc.selectMenus(c.lang, c.body.MenuClassification)),
    route(calls.AuthorizationMenu, (c) => svc.authorize(c.auth, c.body)),
    route(calls.GetRoleMenuIds, (c) => svc.roleMenuIds(c.body.RoleId)),
  ]);
}
