import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@wms/contract';
import { post } from './request';
import { siteAdminApi } from './site-admin';
import { partitionsApi, warehousesApi } from './warehouses';

/** Option lists of forms and search panels as `{value, label}`, cached per list. */
type Option = { value: number; label: string };
const byId = (d: { Id: number; Name: string }[]): Option[] => d.map((o) => ({ value: o.Id, label: o.Name }));

/** A `/Select/Get<name>` list in the current language. */
export const useSelectList = (name: string) =>
  useQuery({
    queryKey: ['select', name],
    queryFn: () => post<SelectOption[]>(`/Select/Get${name}`, {}),
    select: (d): Option[] => d.map((o) => ({ value: Number(o.Value), label: o.Name })),
  });

export const useSiteOptions = (enabled = true) =>
  useQuery({ queryKey: ['siteOptions'], queryFn: siteAdminApi.options, select: byId, enabled });

/** Active warehouses of a site; all of them (staff) without one. */
export const useWarehouseOptions = (siteId?: number) =>
  useQuery({
    queryKey: ['warehouseOptions', siteId ?? 'all'],
    queryFn: () => (siteId ? warehousesApi.ofSite(siteId) : warehousesApi.all()),
    select: byId,
  });

export const usePartitionOptions = (siteId: number | undefined, warehouseId: number | undefined) =>
  useQuery({
    queryKey: ['partitionOptions', siteId, warehouseId],
    queryFn: () => partitionsApi.ofSite(siteId, warehouseId),
    select: byId,
    enabled: !!warehouseId,
  });
