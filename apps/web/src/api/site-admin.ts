import type { EditSiteBody, EstablishSiteBody, GetSitesBody, SiteDetail, SiteRow } from '@wms/contract';
import { post, requestEnvelope, upload } from './request';
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
export interface LanguagePageConfiguration {
  Language: 1 | 2 | 3;
  Title: string;
  Logo: string;
  CarouselImages: string[];
  AboutUs: string;
}

/** Site management (Site/*) and its lookups; the shell's own site calls are in site.ts. */
export const siteAdminApi = {
  list: (body: GetSitesBody) => requestEnvelope<SiteRow[]>({ url: '/Site/GetSites', data: body }),
  detail: (Id: number) => post<SiteDetail>('/Site/GetSiteById', { Id }),
  create: (body: EstablishSiteBody, o?: CallOpts) => post<SiteDetail>('/Site/EstablishSite', body, o),
  edit: (body: EditSiteBody, o?: CallOpts) => post<SiteDetail>('/Site/EditSite', body, o),
  remove: (Id: number) => post<unknown>('/Site/DeleteSite', { Id }),
  /** Active sites as options; quiet, so a screen without the code shows an empty list. */
  options: () => post<SiteOption[]>('/Site/GetSelectSiteInfos', {}, { silent: true }),
  countries: () => post<CountryOption[]>('/GlobalCountries/GetSelectGlobalCountries', {}),
  pageConfigurations: (Id: number) => post<LanguagePageConfiguration[]>('/Site/GetEditSitePageConfiguration', { Id }),
  /** multipart/form-data: SiteId, Title1..3, CarouselImages1..3 (JSON), AboutUs1..3, files Logo1..3;
   * the 600 s upload time-out. */
  savePageConfigurations: (form: FormData, o?: CallOpts) =>
    upload<LanguagePageConfiguration[]>('/Site/EditSitePageConfiguration', form, o),
};
