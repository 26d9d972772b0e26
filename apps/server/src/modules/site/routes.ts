import {
  EditSiteBody,
  EditSiteHostsBody,
  EditSitePageConfigurationBody,
  Empty,
  EstablishSiteBody,
  GetSitePageConfigurationBody,
  GetSitesBody,
  IdBody,
  LanguagePageConfigurations,
  SiteDetail,
  SiteOptions,
  SitePageConfiguration,
  SiteRow,
  SmsCountries,
} from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { siteService } from './service.js';

/** Read limit for logo parts: above the 2 MB logo limit, so a too-large logo is refused by the
 * service naming its field instead of by the multipart reader. */
const LOGO_READ_BYTES = 10 * 1024 * 1024;

export function siteModule(deps: Deps, svc = siteService(deps)): ModuleDef {
  return {
    controller: 'Site',
    routes: [
      route({
        action: 'GetSitePageConfiguration',
        summary: "Title and logo of the request host's site in one language (sign-in page, layout)",
        body: GetSitePageConfigurationBody,
        response: SitePageConfiguration,
        access: 'open',
        scope: 'public',
        handler: (c) => svc.pageConfigurationForHost(c.host, c.body.Language ?? svc.languageOf(c.lang)),
      }),
      route({
        action: 'GetSmsCountrys',
        summary: "Countries the request host's site offers for SMS sign-in and registration",
        body: Empty,
        response: SmsCountries,
        access: 'open',
        scope: 'public',
        handler: (c) => svc.smsCountriesForHost(c.host, c.lang),
      }),
      route({
        action: 'GetSites',
        body: GetSitesBody,
        response: SiteRow.array(),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.list(c.body),
      }),
      route({
        action: 'EstablishSite',
        body: EstablishSiteBody,
        response: SiteDetail,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.establish(c.body, c.lang),
      }),
      route({
        action: 'GetSiteById',
        body: IdBody,
        response: SiteDetail,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.byId(c.body.Id),
      }),
      route({
        action: 'EditSite',
        body: EditSiteBody,
        response: SiteDetail,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.edit(c.body, c.lang),
      }),
      route({
        action: 'DeleteSite',
        summary: 'Deletes a site with its hosts and page configurations; refused while users belong to it',
        body: IdBody,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.remove(c.body.Id),
      }),
      route({
        action: 'EditSiteHosts',
        summary: 'Replaces the hosts of a site; Code 4 names a host that belongs to another site',
        body: EditSiteHostsBody,
        response: SiteDetail,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.editHosts(c.body),
      }),
      route({
        action: 'GetSelectSiteInfos',
        body: Empty,
        response: SiteOptions,
        access: 'staff',
        scope: 'platform',
        handler: () => svc.options(),
      }),
      route({
        action: 'GetEditSitePageConfiguration',
        body: IdBody,
        response: LanguagePageConfigurations,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.editPageConfiguration(c.body.Id),
      }),
      route({
        action: 'EditSitePageConfiguration',
        summary: 'Titles and logos per language (multipart: SiteId, Title1-3, files Logo1-3)',
        body: EditSitePageConfigurationBody,
        response: LanguagePageConfigurations,
        access: 'staff',
        scope: 'platform',
        multipart: { maxFileBytes: LOGO_READ_BYTES, maxFiles: 3 },
        handler: (c) => svc.savePageConfiguration(c.auth, c.body, c.files, c.lang),
      }),
    ],
  };
}
