import { useQuery } from '@tanstack/react-query';
import type { CategoryOption } from '@wms/contract';
import { api } from './client';
import { queryKeys } from './keys';
import { UPLOAD_TIMEOUT } from './request';

/** Who is asking: staff call `/Commodity/` (all customers), a customer `/UserCommodity/` (own). */
export type CommodityScope = 'staff' | 'user';
/** The commodity calls of a scope: the staff and the customer table hold the same calls. */
export const commodityCalls = (scope: CommodityScope) => (scope === 'staff' ? api.Commodity : api.UserCommodity);
/** The time-out of the report, its workbook and the import template: a report of thousands of
 * rows takes the server a few seconds. */
export const FILE_TIMEOUT = 120_000;

/** Sends an import workbook as multipart form data, reporting how much has gone up; failures
 * come back quietly for the dialog to show. */
export function uploadCommodityWorkbook(
  scope: CommodityScope,
  file: File,
  ownerId: number | undefined,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  if (ownerId !== undefined) form.append('OwnerId', String(ownerId));
  form.append('FileStream', file, file.name);
  return commodityCalls(scope).UpLoadCommodity(form, {
    timeout: UPLOAD_TIMEOUT,
    silent: true,
    onUploadProgress: onProgress,
  });
}

/** The `{value, title, children}` shape of antd's TreeSelect. */
export interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
const toTree = (nodes: CategoryOption[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.Id, title: n.Name, children: toTree(n.Children) }));

/** The active category tree for selects, cached until a category changes. */
export const useCategoryOptions = () =>
  useQuery({
    queryKey: [...queryKeys.area('CommodityCategories'), 'options'],
    queryFn: () => api.CommodityCategories.GetCommodityCategoriesByOneAllList(),
    select: toTree,
  });

export const useCurrencyOptions = () =>
  useQuery({
    queryKey: [...queryKeys.area('Currencies'), 'options'],
    queryFn: () => api.Currencies.GetSelectCurrency(),
    select: (d) => d.map((c) => ({ value: Number(c.Value), label: `${c.Code} ${c.Name}` })),
  });
