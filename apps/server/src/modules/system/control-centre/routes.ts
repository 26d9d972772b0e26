import { controlCentreCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { siteService } from '../site/service.js';

/** The console's first call: which API address serves the host it was loaded from. */
export function controlCentreModule(deps: Deps, sites = siteService(deps)): ModuleDef {
  return moduleOf(calls, [route(calls.GetSiteApiUrlByHost, (c) => sites.apiUrlForHost(c.body.Host))]);
}
