import { apiKeyCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { apiKeyService } from './service.js';

export function apiKeyModule(deps: Deps, svc = apiKeyService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetApiKeys, (c) => svc.list(c.auth)),
    route(calls.AddApiKey, (c) => svc.add(c.auth, c.body)),
    route(calls.RevokeApiKey, (c) => svc.revoke(c.auth, c.body.Id)),
  ]);
}
