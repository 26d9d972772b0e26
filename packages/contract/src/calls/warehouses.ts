import { z } from 'zod';
import { IdBody, pageOf, zId } from '../paging.js';
import { zName, zRemarks, zSearch, zTime } from '../primitives.js';
import { withPhoneCode, zPhoneCode } from '../validators/index.js';
import { defineCalls, signedInPublic, staffPlatform } from './define.js';

// ---------------------------------------------------------------------------------------------
// Warehouses, the sites they serve, and their partitions. Staff manage them; the lookups answer `[{Id, Name}]` to any signed-in user.

/** Contact phone: a mobile or a fixed line of the chosen phone code, read as pasted. */
const withContactPhone = <T extends z.ZodObject>(schema: T) => withPhoneCode(schema, { ContactPhone: 'line' });

const warehouseFields = {
  Name: zName().describe('required; unique, whatever the case'),
  Code: z.string().trim().max(20).optional().describe('short code printed on labels'),
  PersonInCharge: z.string().trim().min(1).max(50).describe('required'),
  PhoneCode: zPhoneCode.optional(),
  ContactPhone: z.string().trim().max(20).optional().describe('mobile or fixed line matching PhoneCode'),
  RegionId: zId.nullable().optional().describe('the region selector id (Region/GetRegionPath shows it back)'),
  DetailedAddress: z.string().trim().max(200).optional(),
  Postcode: z.string().trim().max(20).optional(),
  SiteIds: z.array(zId).max(100).default([]).describe('the sites this warehouse serves; each must exist'),
  Remarks: zRemarks.optional(),
  RefuseOverCapacity: z
    .boolean()
    .optional()
    .describe('true: goods that would not fit a shelf are refused (Code 4); absent or false: put, with a warning'),
};

export const EstablishWarehouseBody = withContactPhone(z.object(warehouseFields)).describe(
  'Creates a warehouse; answers its Id. A duplicate name is Code 2 (Name).',
);
export type EstablishWarehouseBody = z.infer<typeof EstablishWarehouseBody>;

export const EditWarehouseBody = withContactPhone(
  z.object({ ...warehouseFields, Id: zId, IsDeactivate: z.boolean().optional().describe('absent = unchanged') }),
).describe('Full replacement of the editable fields (absent optional fields are cleared; SiteIds replaces the set).');
export type EditWarehouseBody = z.infer<typeof EditWarehouseBody>;

export const GetWarehousesBody = pageOf({
  Content: zSearch('Name', 'Code').describe('part of the name or code, any case'),
  SiteId: zId.optional().describe('warehouses serving this site'),
  IsDeactivate: z.boolean().optional(),
}).describe('Date range: CreationTime.');
export type GetWarehousesBody = z.infer<typeof warehouseCalls.GetWarehouses.body>;

const SiteRef = z.object({ Id: z.number(), Name: z.string() });

export const WarehouseRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Code: z.string(),
  PersonInCharge: z.string(),
  PhoneCode: z.string(),
  ContactPhone: z.string(),
  RegionId: z.number().nullable(),
  DetailedAddress: z.string(),
  Postcode: z.string(),
  Sites: z.array(SiteRef),
  PartitionCount: z.number(),
  ShelfCount: z.number(),
  Remarks: z.string(),
  RefuseOverCapacity: z.boolean(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type WarehouseRow = z.infer<typeof WarehouseRow>;

export const IsDeactivateWarehouseBody = z.object({ Ids: z.array(zId).min(1).max(500), IsDeactivate: z.boolean() });
export type IsDeactivateWarehouseBody = z.infer<typeof IsDeactivateWarehouseBody>;

/** An option of the site / warehouse / partition lookups. */
export const IdName = z.object({ Id: z.number(), Name: z.string() });
export type IdName = z.infer<typeof IdName>;

export const GetSiteJoinWarehouseBySiteIdBody = z
  .object({ SiteId: zId.optional().describe("absent = the caller's own site") })
  .describe('Active warehouses serving the site, by name.');
export type GetSiteJoinWarehouseBySiteIdBody = z.infer<typeof GetSiteJoinWarehouseBySiteIdBody>;

// ---- Partitions ----

/** The zones a parcel-consolidation warehouse keeps apart (`/Select/GetPartitionType`). */
export const PartitionType = { Storage: 1, TemporaryStorage: 2, Returns: 3, ProblemGoods: 4, Oversize: 5 } as const;

const partitionFields = {
  Name: zName().describe('required; unique within the warehouse'),
  SiteId: zId.describe('required; the warehouse must serve this site'),
  WarehouseId: zId.describe('required'),
  PartitionType: z.coerce.number().int().min(1).max(99).describe('required; Select/GetPartitionType'),
  Remarks: zRemarks.optional(),
};
export const EstablishWarehousePartitionBody = z
  .object(partitionFields)
  .describe('Creates a partition; answers its Id. A duplicate name in the warehouse is Code 2 (Name).');
export type EstablishWarehousePartitionBody = z.infer<typeof EstablishWarehousePartitionBody>;

export const EditWarehousePartitionBody = z
  .object({ ...partitionFields, Id: zId, IsDeactivate: z.boolean().optional() })
  .describe('Full replacement of the editable fields.');
export type EditWarehousePartitionBody = z.infer<typeof EditWarehousePartitionBody>;

export const GetWarehousePartitionsBody = pageOf({
  Content: zSearch('Name').describe('part of the name'),
  SiteId: zId.optional(),
  WarehouseId: zId.optional(),
  PartitionType: z.coerce.number().int().min(1).max(99).optional(),
  IsDeactivate: z.boolean().optional(),
}).describe('Date range: CreationTime.');
export type GetWarehousePartitionsBody = z.infer<typeof warehousePartitionCalls.GetWarehousePartitions.body>;

export const WarehousePartitionRow = z.object({
  Id: z.number(),
  Name: z.string(),
  SiteId: z.number(),
  SiteName: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  PartitionType: z.number(),
  PartitionTypeName: z.string().describe('in the language of the request'),
  ShelfCount: z.number(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type WarehousePartitionRow = z.infer<typeof WarehousePartitionRow>;

export const GetWarehousePartitionBySiteIdBody = z
  .object({ SiteId: zId.optional().describe("absent = the caller's own site"), WarehouseId: zId.optional() })
  .describe('Active partitions of the warehouses serving the site (of one warehouse when given), by name.');
export type GetWarehousePartitionBySiteIdBody = z.infer<typeof GetWarehousePartitionBySiteIdBody>;

/** Option lookups: warehouses and partitions are platform data any signed-in user may name. */
const lookup = signedInPublic;

export const warehouseCalls = defineCalls('Warehouse', {
  GetWarehouses: {
    ...staffPlatform,
    body: GetWarehousesBody,
    rows: WarehouseRow,
    sorts: ['CreationTime', 'Name', 'Code', 'PartitionCount', 'ShelfCount'],
  },
  EstablishWarehouse: {
    ...staffPlatform,
    summary: 'Creates a warehouse; answers its Id',
    body: EstablishWarehouseBody,
    response: z.number(),
  },
  GetWarehouseById: { ...staffPlatform, body: IdBody, response: WarehouseRow },
  EditWarehouse: { ...staffPlatform, body: EditWarehouseBody, response: z.boolean() },
  DeleteWarehouse: {
    ...staffPlatform,
    summary: 'Deletes a warehouse: refused (Code 4) while it has partitions or shelves',
    body: IdBody,
    response: z.boolean(),
  },
  IsDeactivateWarehouse: {
    ...staffPlatform,
    summary: 'Deactivates or reactivates warehouses; answers how many were found',
    body: IsDeactivateWarehouseBody,
    response: z.number(),
  },
});

export const siteJoinWarehouseCalls = defineCalls('SiteJoinWarehouse', {
  GetSiteJoinWarehouseBySiteId: {
    ...lookup,
    summary: "Active warehouses serving a site; a customer always gets its own site's",
    body: GetSiteJoinWarehouseBySiteIdBody,
    response: z.array(IdName),
  },
  GetAllWarehouses: {
    ...lookup,
    summary: 'All active warehouses (staff); a customer gets those of its own site',
    body: z.object({}),
    response: z.array(IdName),
  },
});

export const warehousePartitionCalls = defineCalls('WarehousePartitions', {
  GetWarehousePartitions: {
    ...staffPlatform,
    body: GetWarehousePartitionsBody,
    rows: WarehousePartitionRow,
    sorts: ['CreationTime', 'Name', 'WarehouseName', 'ShelfCount'],
  },
  EstablishWarehousePartition: {
    ...staffPlatform,
    summary: 'Creates a partition; answers its Id',
    body: EstablishWarehousePartitionBody,
    response: z.number(),
  },
  GetWarehousePartitionById: { ...staffPlatform, body: IdBody, response: WarehousePartitionRow },
  EditWarehousePartition: { ...staffPlatform, body: EditWarehousePartitionBody, response: z.boolean() },
  DeleteWarehousePartition: {
    ...staffPlatform,
    summary: 'Deletes a partition: refused (Code 4) while it has shelves',
    body: IdBody,
    response: z.boolean(),
  },
  GetWarehousePartitionBySiteId: {
    ...lookup,
    summary: "Active partitions of a site's warehouses; a customer always gets its own site's",
    body: GetWarehousePartitionBySiteIdBody,
    response: z.array(IdName),
  },
});
