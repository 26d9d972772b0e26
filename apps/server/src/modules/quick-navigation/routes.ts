import { BatchSaveQuickNavigationBody, Empty, QuickNavigationBody, QuickNavigationList } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { quickNavigationService } from './service.js';

export function quickNavigationModule(deps: Deps, svc = quickNavigationService(deps)): ModuleDef {
  return {
    controller: 'QuickNavigation',
    routes: [
      route({
        action: 'GetQuickNavigations',
        body: Empty,
        response: QuickNavigationList,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.list(c.auth),
      }),
      route({
        action: 'AddQuickNavigation',
        summary: 'Adds a shortcut at the end (idempotent); answers the list',
        body: QuickNavigationBody,
        response: QuickNavigationList,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.add(c.auth, c.body.path),
      }),
      route({
        action: 'BatchSaveQuickNavigation',
        summary: 'Replaces the whole list in the given order; answers the list',
        body: BatchSaveQuickNavigationBody,
        response: QuickNavigationList,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.batchSave(c.auth, c.body.paths),
      }),
      route({
        action: 'DeleteQuickNavigation',
        summary: 'Removes a shortcut (idempotent); answers the list',
        body: QuickNavigationBody,
        response: QuickNavigationList,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.remove(c.auth, c.body.path),
      }),
    ],
  };
}
