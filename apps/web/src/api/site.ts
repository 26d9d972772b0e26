import { api } from './client';

/** Site calls the shell makes. The contract's site schemas are not exported from its index yet,
 * so the two small answer shapes are written here. */
export interface SitePageConfiguration {
  Title: string;
  Logo: string;
  /** Sign-in page carousel image addresses, in order. */
  CarouselImages?: string[];
  /** Sanitised by the server when saved. */
  AboutUs?: string;
}
export interface WarehouseOption {
  Id: number;
  Name: string;
}

export const siteApi = {
  pageConfiguration: (Language: 1 | 2 | 3) =>
    api.Site.GetSitePageConfiguration({ Language }, { anonymous: true, silent: true }),
  /** Which API address belongs to this host. Silent: startup shows an alert. */
  apiUrlByHost: (Host: string) =>
    api.ControlCentre.GetSiteApiUrlByHost({ Host }, { anonymous: true, silent: true, bootstrap: true }),
  /** Warehouses of the user's site, for the auto-print choice of the settings drawer. */
  warehouses: (SiteId: number) => api.SiteJoinWarehouse.GetSiteJoinWarehouseBySiteId({ SiteId }, { silent: true }),
};
