import { regionCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { regionService } from './service.js';

export function regionModule(deps: Deps, svc = regionService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetRegionRoots, (c) => svc.roots(c.lang)),
    route(calls.GetRegionsByParentId, (c) => svc.children(c.lang, c.body.ParentId)),
    route(calls.GetRegionPath, (c) => svc.path(c.lang, c.body.Id)),
  ]);
}
