import type { EditSiteBody, EstablishSiteBody, GetSitesBody } from '@wms/contract';
import { api } from './client';
import type { CallOpts } from './users';

export interface SiteOption {
  Value: number;
  Id: number;
  Name: string;
}
export interface CountryOption {
  Value: number;
  Name: string;
  Code: string;
  PhoneCode: string | null;
}
export type { LanguagePageConfiguration } from '@wms/contract';

/** Site management (Site/*) and its lookups; the shell's own site calls are in site.ts. */
export const siteAdminApi = {
  list: (body: GetSitesBody) => api.Site.GetSites(body),
  detail: (Id: number) => api.Site.GetSiteById({ Id }),
  create: (body: EstablishSiteBody, o?: CallOpts) => api.Site.EstablishSite(body, o),
  edit: (body: EditSiteBody, o?: CallOpts) => api.Site.EditSite(body, o),
  remove: (Id: number) => api.Site.DeleteSite({ Id }),
  /** Active sites as options; quiet, so a screen without the code shows an empty list. */
  options: () => api.Site.GetSelectSiteInfos({}, { silent: true }),
  countries: () => api.GlobalCountries.GetSelectGlobalCountries({}),
  pageConfigurations: (Id: number) => api.Site.GetEditSitePageConfiguration({ Id }),
  /** multipart/form-data: SiteId, Title1..3, CarouselImages1..3 (JSON), AboutUs1..3, files Logo1..3;
   * the 600 s upload time-out. */
  savePageConfigurations: (form: FormData, o?: CallOpts) => api.Site.EditSitePageConfiguration(form, o),
};
