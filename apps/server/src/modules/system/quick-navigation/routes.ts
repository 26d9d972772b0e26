import { quickNavigationCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { quickNavigationService } from './service.js';

export function quickNavigationModule(deps: Deps, svc = quickNavigationService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetQuickNavigations, (c) => svc.list(c.auth)),
    route(calls.AddQuickNavigation, (c) => svc.add(c.auth, c.body.path)),
    route(calls.BatchSaveQuickNavigation, (c) => svc.batchSave(c.auth, c.body.paths)),
    route(calls.DeleteQuickNavigation, (c) => svc.remove(c.auth, c.body.path)),
  ]);
}
