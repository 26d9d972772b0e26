import { useQuery } from '@tanstack/react-query';
import type { SelectListName, SelectOption } from '@wms/contract';
import { api } from './client';
import { queryKeys } from './keys';

/** Option lists of forms and search panels as `{value, label}`, cached per list. */
type Option = { value: number; label: string };
const byId = (d: { Id: number; Name: string }[]): Option[] => d.map((o) => ({ value: o.Id, label: o.Name }));

/** A `/Select/Get<name>` list in the current language; the name is checked against the
 * contract's `selectCalls`. */
export const selectListQuery = (name: SelectListName) => ({
  queryKey: queryKeys.select(name),
  queryFn: () => (api.Select as Record<`Get${SelectListName}`, () => Promise<SelectOption[]>>)[`Get${name}`](),
  select: (d: SelectOption[]): Option[] => d.map((o) => ({ value: Number(o.Value), label: o.Name })),
});
export const useSelectList = (name: SelectListName) => useQuery(selectListQuery(name));

/** Active sites; quiet, so a screen without the code shows an empty list. */
export const siteOptionsQuery = {
  queryKey: [...queryKeys.area('Site'), 'options'],
  queryFn: () => api.Site.GetSelectSiteInfos({}, { silent: true }),
};
export const useSiteOptions = (enabled = true) => useQuery({ ...siteOptionsQuery, select: byId, enabled });

/** Active warehouses of a site; all of them (staff) without one. */
export const useWarehouseOptions = (siteId?: number) =>
  useQuery({
    queryKey: [...queryKeys.area('SiteJoinWarehouse'), siteId ?? 'all'],
    queryFn: () =>
      siteId
        ? api.SiteJoinWarehouse.GetSiteJoinWarehouseBySiteId({ SiteId: siteId })
        : api.SiteJoinWarehouse.GetAllWarehouses(),
    select: byId,
  });

export const usePartitionOptions = (siteId: number | undefined, warehouseId: number | undefined) =>
  useQuery({
    queryKey: [...queryKeys.area('WarehousePartitions'), 'options', siteId, warehouseId],
    queryFn: () => api.WarehousePartitions.GetWarehousePartitionBySiteId({ SiteId: siteId, WarehouseId: warehouseId }),
    select: byId,
    enabled: !!warehouseId,
  });
