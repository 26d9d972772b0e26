import { userConfigurationCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { userConfigurationService } from './service.js';

export function userConfigurationModule(deps: Deps, svc = userConfigurationService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetUserConfigureByUserIdInfo, (c) => svc.get(c.auth)),
    route(calls.EditUserConfigure, (c) => svc.edit(c.auth, c.body)),
  ]);
}
