import { useQuery } from '@tanstack/react-query';
import type {
  CargoTypeRow,
  CategoryOption,
  CommodityCategoryNode,
  CommodityReportRow,
  CommodityRow,
  CommoditySpecification,
  CommoditySpecificationModificationBody,
  CurrencyOption,
  EditCargoTypeBody,
  EditCommodityBody,
  EditCommodityCategoriesBody,
  EstablishCargoTypeBody,
  EstablishCommodityBody,
  EstablishCommodityCategoriesBody,
  GetCargoTypesBody,
  GetCommodityBody,
  GetCommodityByUserIdBody,
  GetCommodityCategoriesBody,
  GetCommodityReportBody,
  PrintCommodityReportBody,
  UpLoadCommodityAnswer,
} from '@wms/contract';
import { post, requestBlob, requestEnvelope, UPLOAD_TIMEOUT, upload } from './request';
import type { CallOpts } from './users';

/** Who is asking: staff call `/Commodity/` (all customers), a customer `/UserCommodity/` (own). */
export type CommodityScope = 'staff' | 'user';
const prefix = (scope: CommodityScope) => (scope === 'staff' ? '/Commodity' : '/UserCommodity');
/** A report of thousands of rows takes the server a few seconds. */
const FILE_TIMEOUT = 120_000;

export function commodityApi(scope: CommodityScope) {
  const p = prefix(scope);
  return {
    list: (body: GetCommodityBody) => requestEnvelope<CommodityRow[]>({ url: `${p}/GetCommodity`, data: body }),
    byUser: (body: GetCommodityByUserIdBody) =>
      requestEnvelope<CommodityRow[]>({ url: `${p}/GetCommodityByUserId`, data: body }),
    detail: (Id: number) => post<CommodityRow>(`${p}/GetCommodityById`, { Id }),
    create: (body: EstablishCommodityBody, o?: CallOpts) => post<number>(`${p}/EstablishCommodity`, body, o),
    edit: (body: EditCommodityBody, o?: CallOpts) => post<boolean>(`${p}/EditCommodity`, body, o),
    remove: (Id: number) => post<boolean>(`${p}/DeleteCommodity`, { Id }),
    report: (body: GetCommodityReportBody) =>
      requestEnvelope<CommodityReportRow[]>({ url: `${p}/GetCommodityReport`, data: body }),
    print: (body: PrintCommodityReportBody) =>
      requestBlob({ url: `${p}/PrintCommodityReport`, data: body, timeout: FILE_TIMEOUT }),
    /** The same report as an Excel workbook (same filters, same columns). */
    exportReport: (body: PrintCommodityReportBody) =>
      requestBlob({ url: `${p}/ExportCommodityReport`, data: body, timeout: FILE_TIMEOUT }),
    template: () => requestBlob({ url: `${p}/GetCommodityImportTemplate`, data: {}, timeout: FILE_TIMEOUT }),
    /** The workbook goes up with its progress reported; failures come back quietly for the dialog to show. */
    importFile: (file: File, ownerId: number | undefined, onProgress: (f: number) => void) => {
      const form = new FormData();
      if (ownerId !== undefined) form.append('OwnerId', String(ownerId));
      form.append('FileStream', file, file.name);
      return upload<UpLoadCommodityAnswer>(`${p}/UpLoadCommodity`, form, {
        timeout: UPLOAD_TIMEOUT,
        silent: true,
        onUploadProgress: onProgress,
      });
    },
  };
}

/** Staff-only specification checks (`Commodity:CommoditySpecification*`). */
export const specificationApi = {
  read: (Id: number) => post<CommoditySpecification>('/Commodity/CommoditySpecificationAcquisition', { Id }),
  audit: (Ids: number[], SpecificationsAuditStatus: 2 | 3) =>
    post<number>('/Commodity/CommoditySpecificationsAuditStatus', { Ids, SpecificationsAuditStatus }),
  measure: (body: CommoditySpecificationModificationBody, o?: CallOpts) =>
    post<boolean>('/Commodity/CommoditySpecificationModification', body, o),
};

/** CommodityCategories/* (permission codes `CommodityCategories:<Action>`). */
export const categoriesApi = {
  tree: (body: GetCommodityCategoriesBody) =>
    post<CommodityCategoryNode[]>('/CommodityCategories/GetCommodityCategories', body),
  create: (body: EstablishCommodityCategoriesBody, o?: CallOpts) =>
    post<number>('/CommodityCategories/EstablishCommodityCategories', body, o),
  edit: (body: EditCommodityCategoriesBody, o?: CallOpts) =>
    post<boolean>('/CommodityCategories/EditCommodityCategories', body, o),
  remove: (Id: number) => post<boolean>('/CommodityCategories/DeleteCommodityCategories', { Id }),
  options: () => post<CategoryOption[]>('/CommodityCategories/GetCommodityCategoriesByOneAllList', {}),
};

/** CargoType/* (permission codes `CargoType:<Action>`). */
export const cargoTypesApi = {
  list: (body: GetCargoTypesBody) => requestEnvelope<CargoTypeRow[]>({ url: '/CargoType/GetCargoTypes', data: body }),
  create: (body: EstablishCargoTypeBody, o?: CallOpts) => post<number>('/CargoType/EstablishCargoType', body, o),
  edit: (body: EditCargoTypeBody, o?: CallOpts) => post<boolean>('/CargoType/EditCargoType', body, o),
  remove: (Id: number) => post<boolean>('/CargoType/DeleteCargoType', { Id }),
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
  useQuery({ queryKey: ['categoryOptions'], queryFn: categoriesApi.options, select: toTree });

export const useCurrencyOptions = () =>
  useQuery({
    queryKey: ['currencyOptions'],
    queryFn: () => post<CurrencyOption[]>('/Currencies/GetSelectCurrency', {}),
    select: (d) => d.map((c) => ({ value: Number(c.Value), label: `${c.Code} ${c.Name}` })),
  });
