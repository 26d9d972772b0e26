import { roleCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { rolesService } from './service.js';

export function rolesModule(deps: Deps, svc = rolesService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetRoles, (c) => svc.list(c.body)),
    route(calls.EstablishRole, (c) => svc.establish(c.body)),
    route(calls.GetEditRoleInfo, (c) => svc.byId(c.body.Id)),
    route(calls.EditRole, (c) => svc.edit(c.auth, c.body)),
    route(calls.DeleteRole, (c) => svc.remove(c.body.Id, c.lang)),
    route(calls.GetRoleById, (c) => svc.byId(c.body.Id)),
    route(calls.GetSelectRoles, (c) => svc.select(c.body.Classification)),
  ]);
}
