import { useQuery } from '@tanstack/react-query';
import type {
  CategoryOption,
  CommoditySpecificationModificationBody,
  EditCommodityBody,
  EstablishCommodityBody,
  GetCommodityBody,
  GetCommodityByUserIdBody,
  GetCommodityReportBody,
  PrintCommodityReportBody,
} from '@wms/contract';
import { SpecificationsAuditStatus } from '@wms/contract';
import { api, type CallOpts } from './client';
import { queryKeys } from './keys';
import { UPLOAD_TIMEOUT } from './request';

/** Who is asking: staff call `/Commodity/` (all customers), a customer `/UserCommodity/` (own). */
export type CommodityScope = 'staff' | 'user';
/** A report of thousands of rows takes the server a few seconds. */
const FILE_TIMEOUT = 120_000;

/** The commodity calls a screen makes, from the staff or the customer table of the same calls. */
export function commodityApi(scope: CommodityScope) {
  const c = scope === 'staff' ? api.Commodity : api.UserCommodity;
  return {
    list: (body: GetCommodityBody) => c.GetCommodity(body),
    byUser: (body: GetCommodityByUserIdBody) => c.GetCommodityByUserId(body),
    detail: (Id: number) => c.GetCommodityById({ Id }),
    create: (body: EstablishCommodityBody, o?: CallOpts) => c.EstablishCommodity(body, o),
    edit: (body: EditCommodityBody, o?: CallOpts) => c.EditCommodity(body, o),
    remove: (Id: number) => c.DeleteCommodity({ Id }),
    report: (body: GetCommodityReportBody) => c.GetCommodityReport(body),
    print: (body: PrintCommodityReportBody) => c.PrintCommodityReport(body, { timeout: FILE_TIMEOUT }),
    /** The same report as an Excel workbook (same filters, same columns). */
    exportReport: (body: PrintCommodityReportBody) => c.ExportCommodityReport(body, { timeout: FILE_TIMEOUT }),
    template: () => c.GetCommodityImportTemplate({}, { timeout: FILE_TIMEOUT }),
    /** The workbook goes up with its progress reported; failures come back quietly for the dialog to show. */
    importFile: (file: File, ownerId: number | undefined, onProgress: (f: number) => void) => {
      const form = new FormData();
      if (ownerId !== undefined) form.append('OwnerId', String(ownerId));
      form.append('FileStream', file, file.name);
      return c.UpLoadCommodity(form, { timeout: UPLOAD_TIMEOUT, silent: true, onUploadProgress: onProgress });
    },
  };
}

/** Staff-only specification checks (`Commodity:CommoditySpecification*`). */
export const specificationApi = {
  read: (Id: number) => api.Commodity.CommoditySpecificationAcquisition({ Id }),
  /** The workflow's approve and reject moves, for many commodities at once. */
  approve: (Ids: number[]) =>
    api.Commodity.CommoditySpecificationsAuditStatus({
      Ids,
      SpecificationsAuditStatus: SpecificationsAuditStatus.Approved,
    }),
  reject: (Ids: number[]) =>
    api.Commodity.CommoditySpecificationsAuditStatus({
      Ids,
      SpecificationsAuditStatus: SpecificationsAuditStatus.Rejected,
    }),
  measure: (body: CommoditySpecificationModificationBody, o?: CallOpts) =>
    api.Commodity.CommoditySpecificationModification(body, o),
};

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
