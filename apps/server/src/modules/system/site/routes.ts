import { siteCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { siteService } from './service.js';

export function siteModule(deps: Deps, svc = siteService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetSitePageConfiguration, (c) =>
      svc.pageConfigurationForHost(c.host, c.body.Language ?? svc.languageOf(c.lang)),
    ),
    route(calls.GetSmsCountrys, (c) => svc.smsCountriesForHost(c.host, c.lang)),
    route(calls.GetSites, (c) => svc.list(c.body)),
    route(calls.EstablishSite, (c) => svc.establish(c.body)),
    route(calls.GetSiteById, (c) => svc.byId(c.body.Id)),
    route(calls.EditSite, (c) => svc.edit(c.body)),
    route(calls.DeleteSite, (c) => svc.remove(c.body.Id, c.lang)),
    route(calls.EditSiteHosts, (c) => svc.editHosts(c.body)),
    route(calls.GetSelectSiteInfos, () => svc.options()),
    route(calls.GetEditSitePageConfiguration, (c) => svc.editPageConfiguration(c.body.Id)),
    route(calls.EditSitePageConfiguration, (c) => svc.savePageConfiguration(c.auth, c.body, c.files)),
  ]);
}
