import { GetSiteApiUrlByHostBody, SiteApiUrl } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { siteService } from '../site/service.js';

/** The control centre the console asks at start-up which API its host belongs to (spec 01
 * section 4). Sites own the host mapping, so this module only exposes it. */
export function controlCentreModule(deps: Deps, sites = siteService(deps)): ModuleDef {
  return {
    controller: 'ControlCentre',
    routes: [
      route({
        action: 'GetSiteApiUrlByHost',
        summary: 'API address of the site a host belongs to; Code 4 for an unknown or deactivated one',
        body: GetSiteApiUrlByHostBody,
        response: SiteApiUrl,
        access: 'open',
        scope: 'public',
        handler: (c) => sites.apiUrlForHost(c.body.Host),
      }),
    ],
  };
}
