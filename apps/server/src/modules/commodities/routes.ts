import {
  COMMODITY_IMPORT_MAX_BYTES,
  CommodityReportRow,
  CommodityRow,
  CommoditySpecification,
  CommoditySpecificationModificationBody,
  CommoditySpecificationsAuditStatusBody,
  EditCommodityBody,
  Empty,
  EstablishCommodityBody,
  GetCommodityBody,
  GetCommodityByUserIdBody,
  GetCommodityReportBody,
  GetOrderCommodityByUserIdBody,
  IdBody,
  PrintCommodityReportBody,
  UpLoadCommodityAnswer,
  UpLoadCommodityBody,
  XLSX_TYPE,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import type { Access } from '../../platform/route.js';
import { type ModuleDef, type RouteDef, route } from '../../platform/route.js';
import { commodityFiles } from './files.js';
import './lists.js';
import { commoditiesService } from './service.js';

/**
 * The calls both prefixes answer: `/Commodity/` for staff (all customers' commodities, each call
 * behind its permission code) and `/UserCommodity/` for a customer (their own; the scoping is in
 * the service and repository, from `auth`).
 */
function sharedRoutes(
  access: Access,
  svc: ReturnType<typeof commoditiesService>,
  files: ReturnType<typeof commodityFiles>,
) {
  const base = { access, scope: 'owner' } as const;
  return [
    route({
      ...base,
      action: 'GetCommodity',
      summary: 'Commodities with their inventory totals, paged',
      body: GetCommodityBody,
      response: z.array(CommodityRow),
      handler: (c) => svc.list(c.auth, c.body, c.lang),
    }),
    route({
      ...base,
      action: 'GetCommodityByUserId',
      summary: "The commodity picker: one owner's commodities",
      body: GetCommodityByUserIdBody,
      response: z.array(CommodityRow),
      handler: (c) => svc.byUser(c.auth, c.body, c.lang),
    }),
    route({
      ...base,
      action: 'EstablishCommodity',
      summary: 'Creates a commodity; answers its Id',
      body: EstablishCommodityBody,
      response: z.number(),
      handler: (c) => svc.establish(c.auth, c.body),
    }),
    route({
      ...base,
      action: 'GetCommodityById',
      body: IdBody,
      response: CommodityRow,
      handler: (c) => svc.detail(c.auth, c.body.Id, c.lang),
    }),
    route({
      ...base,
      action: 'EditCommodity',
      body: EditCommodityBody,
      response: z.boolean(),
      handler: (c) => svc.edit(c.auth, c.body),
    }),
    route({
      ...base,
      action: 'DeleteCommodity',
      summary: 'Deletes a commodity: refused (Code 4) while it has stock',
      body: IdBody,
      response: z.boolean(),
      handler: (c) => svc.remove(c.auth, c.body.Id),
    }),
    route({
      ...base,
      action: 'GetOrderCommodityByUserId',
      summary: "An owner's commodities on sale with available stock, for orders",
      body: GetOrderCommodityByUserIdBody,
      response: z.array(CommodityRow),
      handler: (c) => svc.orderable(c.auth, c.body, c.lang),
    }),
    route({
      ...base,
      action: 'GetCommodityReport',
      summary: 'Inventory report rows (sums over warehouses and shelves), paged',
      body: GetCommodityReportBody,
      response: z.array(CommodityReportRow),
      handler: (c) => svc.report(c.auth, c.body, c.lang),
    }),
    route({
      ...base,
      action: 'PrintCommodityReport',
      summary: 'The inventory report as a PDF download',
      body: PrintCommodityReportBody,
      produces: 'application/pdf',
      handler: (c) => files.print(c.auth, c.body, c.lang),
    }),
    route({
      ...base,
      action: 'ExportCommodityReport',
      summary: 'The inventory report as an Excel workbook (.xlsx): the columns and rows of the PDF',
      body: PrintCommodityReportBody,
      produces: XLSX_TYPE,
      handler: (c) => files.export(c.auth, c.body, c.lang),
    }),
    route({
      ...base,
      action: 'GetCommodityImportTemplate',
      summary: "The import workbook (.xlsx) with headers in the caller's language",
      body: Empty,
      produces: XLSX_TYPE,
      handler: (c) => files.template(c.lang),
    }),
    route({
      ...base,
      action: 'UpLoadCommodity',
      summary: 'Imports commodities from an .xlsx, all or nothing; answers how many were created',
      body: UpLoadCommodityBody,
      response: UpLoadCommodityAnswer,
      multipart: { maxFileBytes: COMMODITY_IMPORT_MAX_BYTES, maxFiles: 1 },
      handler: (c) => files.import(c.auth, c.body, c.files, c.lang),
    }),
  ];
}

/** Specification checks are the warehouse's: staff only. */
function specificationRoutes(svc: ReturnType<typeof commoditiesService>): RouteDef[] {
  const base = { access: 'staff', scope: 'owner' } as const;
  return [
    route({
      ...base,
      action: 'CommoditySpecificationsAuditStatus',
      summary: 'Approves (2) or rejects (3) pending specifications; answers how many changed',
      body: CommoditySpecificationsAuditStatusBody,
      response: z.number(),
      handler: (c) => svc.audit(c.body),
    }),
    route({
      ...base,
      action: 'CommoditySpecificationAcquisition',
      summary: 'The declared weight and dimensions to check against the goods',
      body: IdBody,
      response: CommoditySpecification,
      handler: (c) => svc.specification(c.body.Id, c.lang),
    }),
    route({
      ...base,
      action: 'CommoditySpecificationModification',
      summary: 'Writes the measured weight and dimensions (approved unless told otherwise)',
      body: CommoditySpecificationModificationBody,
      response: z.boolean(),
      handler: (c) => svc.measure(c.body),
    }),
  ];
}

export function commodityModules(deps: Deps): ModuleDef[] {
  const svc = commoditiesService(deps);
  const files = commodityFiles(deps, svc);
  return [
    { controller: 'Commodity', routes: [...sharedRoutes('staff', svc, files), ...specificationRoutes(svc)] },
    { controller: 'UserCommodity', routes: sharedRoutes('customer', svc, files) },
  ];
}
