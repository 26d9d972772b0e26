import { EditUserConfigureBody, Empty, UserConfiguration } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { userConfigurationService } from './service.js';

export function userConfigurationModule(deps: Deps, svc = userConfigurationService(deps)): ModuleDef {
  return {
    controller: 'UserConfiguration',
    routes: [
      route({
        action: 'GetUserConfigureByUserIdInfo',
        summary: "The caller's configuration (defaults when never saved)",
        body: Empty,
        response: UserConfiguration,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.get(c.auth),
      }),
      route({
        action: 'EditUserConfigure',
        summary: "Saves the caller's configuration; answers it as stored",
        body: EditUserConfigureBody,
        response: UserConfiguration,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.edit(c.auth, c.body),
      }),
    ],
  };
}
