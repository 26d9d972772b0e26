import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { zMoney } from '../money.js';
import { Empty, IdBody, pageOf, zId } from '../paging.js';
import { zContent, zRequiredId, zRequiredText, zText, zTime } from '../primitives.js';
import { zInteger, zLength, zWeight } from '../validators/schemas.js';
import { hasNoSpecialCharacters } from '../validators/text.js';
import { defineWorkflow } from '../workflow.js';
import { defineCalls, staffOwner, withAccess } from './define.js';
import { EXCEL_MAX_BYTES, IMAGE_QUEUE_MAX } from './upload.js';

// ---------------------------------------------------------------------------------------------
// Commodities (SKUs) of customers. The same calls answer under two
// prefixes:
// - `/Commodity/<Action>`: staff, every customer's commodities (permission `Commodity:<Action>`);
// - `/UserCommodity/<Action>`: a customer, only their own. Another owner's commodity answers
//   Code 3 as if it did not exist; a `UserId` other than the caller's own is Code 3 too.
//
// Decisions of our own:
// - CommodityCode is unique per owner whatever the case (two customers may both have "A-1").
// - Decimals travel as numbers or strings and come back as canonical strings ("1.5", not
//   "1.500"): weights in kg and dimensions in cm with at most 3 decimals.
// - Price is money (docs/domain.md, "Money"): at most 2 decimals and no more than its currency
//   keeps (a JPY price is whole yen, Code 2 on Price otherwise); answered with exactly the
//   currency's places ("12.50", "1200"), 2 without a currency.
// - Specification audit (SpecificationsAuditStatus 0 none, 1 pending, 2 approved, 3 rejected):
//   weight and dimensions are declared by whoever writes the commodity. A create or edit that
//   declares (or changes) them makes the specification pending; all zero on create means none.
//   Staff approve or reject pending ones (CommoditySpecificationsAuditStatus), read the current
//   values to check them against the goods (CommoditySpecificationAcquisition), and write the
//   measured values (CommoditySpecificationModification), which approves them unless told
//   otherwise: the warehouse's measurement is the authority.
// - A commodity with stock (any inventory quantity above zero) cannot be deleted (Code 4).
// - Inventory figures are sums over every warehouse and shelf of the `inventories` table.

/** Most kilograms or centimetres a commodity may declare: numeric(12, 3). */
export const MAX_MEASURE = 999_999_999;
/** The greatest stock warning quantity (a PostgreSQL integer). */
export const MAX_WARNING_QUANTITY = 2_147_483_647;
export const MAX_PRICE = '99999999999.99';
/** Most decimals a price may have, whatever its currency. */
export const PRICE_PLACES = 2;

export const SalesMode = { Retail: 1, Wholesale: 2, Dropshipping: 3 } as const;
export const CommodityStatus = { OnSale: 1, Discontinued: 2 } as const;
const specApproved = {
  title: t3('规格已通过', '規格已通過', 'Specification approved'),
  message: t3(
    '商品 {name} 申报的重量和尺寸已通过仓库审核。',
    '商品 {name} 申報的重量和尺寸已通過倉庫審核。',
    'The declared weight and dimensions of commodity {name} were approved by the warehouse.',
  ),
  tone: 'success',
} as const;
const specRejected = {
  title: t3('规格被驳回', '規格被駁回', 'Specification rejected'),
  message: t3(
    '商品 {name} 申报的重量和尺寸未通过仓库审核，请核对后重新申报。',
    '商品 {name} 申報的重量和尺寸未通過倉庫審核，請核對後重新申報。',
    'The declared weight and dimensions of commodity {name} were rejected by the warehouse: check them and declare them again.',
  ),
  tone: 'warning',
} as const;
const specMeasured = {
  title: t3('规格已测量', '規格已測量', 'Specification measured'),
  message: t3(
    '仓库已测量商品 {name}，以测量的重量和尺寸为准。',
    '倉庫已測量商品 {name}，以測量的重量和尺寸為準。',
    'The warehouse measured commodity {name}: its measured weight and dimensions now apply.',
  ),
  tone: 'info',
} as const;

/**
 * The specification check of a commodity's declared weight and dimensions: a declaration makes it
 * pending; the warehouse approves or rejects it, or measures the goods, and the measurement is the
 * authority (approved unless the warehouse says otherwise).
 */
export const specificationAudit = defineWorkflow({
  entity: 'CommoditySpecification',
  record: t3('商品规格', '商品規格', 'Commodity specification'),
  select: 'SpecificationsAuditStatus',
  batch: 'all',
  states: {
    None: { value: 0, name: t3('未申报', '未申報', 'Not declared'), colour: 'default' },
    Pending: { value: 1, name: t3('待审核', '待審核', 'Pending'), colour: 'orange' },
    Approved: { value: 2, name: t3('已通过', '已通過', 'Approved'), colour: 'green' },
    Rejected: { value: 3, name: t3('已驳回', '已駁回', 'Rejected'), colour: 'red' },
  },
  moves: {
    declare: {
      from: ['None', 'Pending', 'Approved', 'Rejected'],
      to: 'Pending',
      label: t3('申报规格', '申報規格', 'Declare'),
      who: ['owner', 'staff'],
      permission: 'Commodity:EditCommodity',
    },
    undeclare: {
      from: ['Pending', 'Approved', 'Rejected'],
      to: 'None',
      label: t3('撤销申报', '撤銷申報', 'Withdraw the declaration'),
      who: ['owner', 'staff'],
      permission: 'Commodity:EditCommodity',
    },
    approve: {
      from: ['Pending'],
      to: 'Approved',
      label: t3('通过', '通過', 'Approve'),
      who: ['staff'],
      permission: 'Commodity:CommoditySpecificationsAuditStatus',
      notify: specApproved,
    },
    reject: {
      from: ['Pending'],
      to: 'Rejected',
      label: t3('驳回', '駁回', 'Reject'),
      who: ['staff'],
      permission: 'Commodity:CommoditySpecificationsAuditStatus',
      confirm: t3(
        '驳回 {names} 的规格申报？客户需要重新申报。',
        '駁回 {names} 的規格申報？客戶需要重新申報。',
        'Reject the declared specification of {names}? The customer will have to declare it again.',
      ),
      notify: specRejected,
    },
    measure: {
      from: ['None', 'Pending', 'Approved', 'Rejected'],
      to: 'Approved',
      label: t3('测量并通过', '測量並通過', 'Measure and approve'),
      who: ['staff'],
      permission: 'Commodity:CommoditySpecificationModification',
      notify: specMeasured,
    },
    measurePending: {
      from: ['None', 'Pending', 'Approved', 'Rejected'],
      to: 'Pending',
      label: t3('测量，待审核', '測量，待審核', 'Measure, keep pending'),
      who: ['staff'],
      permission: 'Commodity:CommoditySpecificationModification',
    },
    measureReject: {
      from: ['None', 'Pending', 'Approved', 'Rejected'],
      to: 'Rejected',
      label: t3('测量并驳回', '測量並駁回', 'Measure and reject'),
      who: ['staff'],
      permission: 'Commodity:CommoditySpecificationModification',
      notify: specRejected,
    },
  },
});
export const SpecificationsAuditStatus = specificationAudit.state;

/** The five declared measurements, as the API spells them (Geight is the height). */
export const SPECIFICATION_FIELDS = ['ActualWeight', 'GrossWeight', 'Length', 'Width', 'Geight'] as const;

/** Weights in kg and sizes in cm: the shared rules (docs/domain.md, "Field formats"). */
const zKg = () => zWeight({ max: MAX_MEASURE });
const zCm = () => zLength({ max: MAX_MEASURE });
const zPicture = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((v) => v.startsWith('/') || /^https?:\/\//i.test(v), { error: 'commodities.pictureAddress' });

export const commodityFields = {
  CommodityCode: zRequiredText(50)
    .refine(hasNoSpecialCharacters, { error: 'validation.specialCharacters' })
    .describe("required; unique per owner whatever the case; no spaces or ~!@#$%^&*<>|'"),
  CommoditySku: zText(50).optional(),
  ChineseName: zRequiredText(100).describe('required'),
  EnglishName: zText(200).optional(),
  Alias: zText(100).optional(),
  IdentificationCode: zText(50).optional().describe('barcode printed on the goods'),
  DeclarationName: zText(100).optional().describe('name on customs declarations'),
  Price: zMoney({ places: PRICE_PLACES, max: MAX_PRICE })
    .optional()
    .describe("decimal text or number; at most 2 decimals and the currency's places; default 0"),
  CurrencyId: zId.nullable().optional().describe('Currencies/GetSelectCurrency'),
  ActualWeight: zKg().optional().describe('kg, at most 3 decimals'),
  GrossWeight: zKg().optional().describe('kg with packing, at most 3 decimals'),
  Length: zCm().optional().describe('cm, at most 1 decimal'),
  Width: zCm().optional().describe('cm, at most 1 decimal'),
  Geight: zCm().optional().describe('cm, at most 1 decimal; the height, spelt as the API spells it'),
  WarningQuantity: zInteger({ max: MAX_WARNING_QUANTITY })
    .optional()
    .describe('stock warning below this available quantity'),
  SalesModes: z.coerce.number().int().min(1).max(99).optional().describe('Select/GetSalesMode; default 1'),
  CommodityStatus: z.coerce.number().int().min(1).max(99).optional().describe('Select/GetCommodityStatus; default 1'),
  CommodityCategories: zRequiredId.describe('required; an active category (any level of the tree)'),
  CargoType: zRequiredId.describe('required; an active cargo type (Select/GetCargoType)'),
  Pictures: z
    .array(zPicture)
    .max(IMAGE_QUEUE_MAX)
    .optional()
    .describe('ordered image addresses from UpLoadFile; the first is the display image'),
  Remarks: zText(500).optional(),
};

export const EstablishCommodityBody = z
  .object({
    ...commodityFields,
    OwnerId: zId
      .optional()
      .describe("staff: required, the customer who owns it; a customer: ignored (always the caller's own)"),
  })
  .describe('Creates a commodity; answers its Id. A code the owner already uses is Code 2 (CommodityCode).');
export type EstablishCommodityBody = z.infer<typeof EstablishCommodityBody>;

export const EditCommodityBody = z
  .object({ ...commodityFields, Id: zId })
  .describe(
    'Full replacement of the editable fields (absent optional ones are cleared). The owner never changes. ' +
      'Changed weight or dimensions make the specification pending again.',
  );
export type EditCommodityBody = z.infer<typeof EditCommodityBody>;

/** Filters shared by the list, the report and the printed report. */
const listFilters = {
  Content: zContent.optional().describe('part of the code, SKU, Chinese or English name, any case'),
  UserId: zId.optional().describe("staff: the owner; a customer: absent or their own id (another's is Code 3)"),
  CategoryId: zId.optional().describe('this category and every category under it'),
  CargoTypeId: zId.optional(),
  CommodityStatus: z.coerce.number().int().min(1).max(99).optional(),
  SpecificationsAuditStatus: z.coerce.number().int().min(0).max(3).optional(),
};

export const GetCommodityBody = pageOf(listFilters).describe('Date range: CreationTime.');
export type GetCommodityBody = z.infer<typeof GetCommodityBody>;

export const GetCommodityByUserIdBody = pageOf({
  Content: listFilters.Content,
  UserId: zId.optional().describe('staff: required, the owner whose commodities to pick from; a customer: own'),
}).describe("The commodity picker by owner: that customer's commodities, on sale or not.");
export type GetCommodityByUserIdBody = z.infer<typeof GetCommodityByUserIdBody>;

export const GetOrderCommodityByUserIdBody = pageOf({
  Content: listFilters.Content,
  UserId: zId.optional().describe('staff: required; a customer: own'),
  WarehouseId: zId.optional().describe('stock of this warehouse only'),
}).describe('Commodities on sale with available stock (in the warehouse when given), for orders.');
export type GetOrderCommodityByUserIdBody = z.infer<typeof GetOrderCommodityByUserIdBody>;

const reportFilters = {
  ...listFilters,
  WarehouseId: zId.optional().describe('inventory of this warehouse only; commodities without any there are left out'),
  BelowWarning: z.boolean().optional().describe('true: only those whose available stock is below WarningQuantity'),
};
export const GetCommodityReportBody = pageOf(reportFilters).describe('Date range: CreationTime.');
export type GetCommodityReportBody = z.infer<typeof GetCommodityReportBody>;

/** The most rows one printed report holds: beyond it the caller narrows the filter (Code 4). */
export const PRINT_COMMODITY_MAX_ROWS = 5_000;

export const PrintCommodityReportBody = GetCommodityReportBody.omit({ index: true, rows: true }).describe(
  `The report's filters; answers a PDF (application/pdf download) of every matching row, at most ${PRINT_COMMODITY_MAX_ROWS}.`,
);
export type PrintCommodityReportBody = z.infer<typeof PrintCommodityReportBody>;

const Inventory = {
  Total: z.number(),
  Available: z.number(),
  Frozen: z.number(),
  Defective: z.number(),
  Problem: z.number(),
  InTransit: z.number(),
};

export const CommodityRow = z.object({
  Id: z.number(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  ChineseName: z.string(),
  EnglishName: z.string(),
  Alias: z.string(),
  IdentificationCode: z.string(),
  DeclarationName: z.string(),
  Price: z.string().describe("decimal text with exactly the currency's places"),
  CurrencyId: z.number().nullable(),
  CurrencyName: z.string(),
  CurrencyCode: z.string().describe('ISO 4217; empty without a currency'),
  CurrencySymbol: z.string(),
  CurrencyDecimals: z.number().describe("the currency's places; 2 without a currency"),
  ActualWeight: z.string(),
  GrossWeight: z.string(),
  Length: z.string(),
  Width: z.string(),
  Geight: z.string(),
  WarningQuantity: z.number(),
  SalesModes: z.number(),
  SalesModesName: z.string(),
  CommodityStatus: z.number(),
  CommodityStatusName: z.string(),
  CommodityCategories: z.number().nullable(),
  CommodityCategoriesName: z.string(),
  CargoType: z.number().nullable(),
  CargoTypeName: z.string(),
  Pictures: z.array(z.string()),
  SpecificationsAuditStatus: z.number(),
  SpecificationsAuditStatusName: z.string(),
  OwnerId: z.number(),
  UserId: z.number().describe('the owner, as the user picker numbers users'),
  UserName: z.string(),
  NickName: z.string(),
  SiteName: z.string(),
  Remarks: z.string(),
  CreationTime: zTime,
  ...Inventory,
});
export type CommodityRow = z.infer<typeof CommodityRow>;

/** A row of the commodity list: the columns the list shows and its row actions read, no more.
 * The rest (alias, barcode, declaration name, ids behind the names, warning quantity, site)
 * is the detail's, GetCommodityById, which the edit form loads; a page of whole rows weighed
 * 17 KB, and every field costs the server on each of the list's calls. */
export const CommodityListRow = CommodityRow.pick({
  Id: true,
  CommodityCode: true,
  CommoditySku: true,
  ChineseName: true,
  EnglishName: true,
  Price: true,
  CurrencyName: true,
  CurrencyCode: true,
  CurrencySymbol: true,
  CurrencyDecimals: true,
  ActualWeight: true,
  Length: true,
  Width: true,
  Geight: true,
  SalesModesName: true,
  CommodityStatusName: true,
  CommodityCategoriesName: true,
  CargoTypeName: true,
  Pictures: true,
  SpecificationsAuditStatus: true,
  SpecificationsAuditStatusName: true,
  UserName: true,
  NickName: true,
  Remarks: true,
  CreationTime: true,
  Total: true,
  Available: true,
  Frozen: true,
  Defective: true,
  Problem: true,
  InTransit: true,
});
export type CommodityListRow = z.infer<typeof CommodityListRow>;

export const CommodityReportRow = z.object({
  Id: z.number(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  ChineseName: z.string(),
  EnglishName: z.string(),
  CommodityCategoriesName: z.string(),
  CargoTypeName: z.string(),
  OwnerId: z.number(),
  UserName: z.string(),
  NickName: z.string(),
  WarningQuantity: z.number(),
  BelowWarning: z.boolean().describe('WarningQuantity set and Available below it'),
  CreationTime: zTime,
  ...Inventory,
});
export type CommodityReportRow = z.infer<typeof CommodityReportRow>;

// ---- Specification (staff) ----

export const CommoditySpecificationsAuditStatusBody = z
  .object({
    Ids: z.array(zId).min(1).max(500),
    SpecificationsAuditStatus: z.union([z.literal(2), z.literal(3)]).describe('2 approve, 3 reject'),
  })
  .describe('Approves or rejects pending specifications, all or none: any one not pending is Code 4.');
export type CommoditySpecificationsAuditStatusBody = z.infer<typeof CommoditySpecificationsAuditStatusBody>;

export const CommoditySpecification = z.object({
  Id: z.number(),
  CommodityCode: z.string(),
  ChineseName: z.string(),
  ActualWeight: z.string(),
  GrossWeight: z.string(),
  Length: z.string(),
  Width: z.string(),
  Geight: z.string(),
  SpecificationsAuditStatus: z.number(),
  SpecificationsAuditStatusName: z.string(),
});
export type CommoditySpecification = z.infer<typeof CommoditySpecification>;

export const CommoditySpecificationModificationBody = z
  .object({
    Id: zId,
    ActualWeight: zKg(),
    GrossWeight: zKg(),
    Length: zCm(),
    Width: zCm(),
    Geight: zCm(),
    SpecificationsAuditStatus: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .optional()
      .describe('default 2 (approved): the measured values are the authority'),
  })
  .describe('The warehouse writes the measured weight and dimensions; all five are required.');
export type CommoditySpecificationModificationBody = z.infer<typeof CommoditySpecificationModificationBody>;

// ---- Excel import ----

/** Columns of the import workbook, in template order. Headers are the `commodities.column.<Field>`
 * titles in the caller's language; a file's header row may use any of the three languages. */
export const COMMODITY_IMPORT_COLUMNS = [
  'CommodityCode',
  'CommoditySku',
  'ChineseName',
  'EnglishName',
  'Alias',
  'IdentificationCode',
  'DeclarationName',
  'CommodityCategories',
  'CargoType',
  'Price',
  'Currency',
  'ActualWeight',
  'GrossWeight',
  'Length',
  'Width',
  'Geight',
  'WarningQuantity',
  'SalesModes',
  'Remarks',
] as const;
export type CommodityImportColumn = (typeof COMMODITY_IMPORT_COLUMNS)[number];
export const COMMODITY_IMPORT_REQUIRED: readonly CommodityImportColumn[] = [
  'CommodityCode',
  'ChineseName',
  'CommodityCategories',
  'CargoType',
];
export const COMMODITY_IMPORT_MAX_ROWS = 10_000;
export const COMMODITY_IMPORT_MAX_BYTES = EXCEL_MAX_BYTES;

export const UpLoadCommodityBody = z
  .object({ OwnerId: zId.optional().describe('staff: required, the customer the rows belong to; customers: own') })
  .describe(
    'multipart/form-data: the .xlsx in part `FileStream` (or `file`), at most 5 MB and ' +
      `${COMMODITY_IMPORT_MAX_ROWS} rows. Categories and cargo types are named by id or name, currencies by code, ` +
      'sales modes by value or name. All or nothing: when any row is wrong the answer is Code 2 whose Message lists ' +
      '`row N: column: rule` and whose Data.Errors lists them (Row is the sheet row number); nothing is written.',
  );
export type UpLoadCommodityBody = z.infer<typeof UpLoadCommodityBody>;

export const CommodityImportError = z.object({
  Row: z.number().describe('row number in the sheet (the header is row 1)'),
  Field: z.string().describe('the column, as COMMODITY_IMPORT_COLUMNS names it'),
  Column: z.string().describe("the column's header in the caller's language"),
  Message: z.string(),
});
export type CommodityImportError = z.infer<typeof CommodityImportError>;

export const UpLoadCommodityAnswer = z.object({ Count: z.number().describe('commodities created') });
export type UpLoadCommodityAnswer = z.infer<typeof UpLoadCommodityAnswer>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every commodity list sorts the same ways: sortType 0 newest first, 1 by code, 2 by stock. */
const commodityList = { sorts: ['CreationTime', 'CommodityCode', 'Total'] } as const;

/** The calls both prefixes answer: `/Commodity/` for staff (every customer's, behind permission
 * codes) and `/UserCommodity/` for a customer (their own; the scoping is the server's, from the
 * caller). */
const sharedCommodityCalls = {
  GetCommodity: {
    ...staffOwner,
    summary: 'Commodities with their inventory totals, paged',
    body: GetCommodityBody,
    rows: CommodityListRow,
    ...commodityList,
    counts: 'SpecificationsAuditStatus',
  },
  GetCommodityByUserId: {
    ...staffOwner,
    summary: "The commodity picker: one owner's commodities",
    body: GetCommodityByUserIdBody,
    rows: CommodityRow,
    ...commodityList,
  },
  EstablishCommodity: {
    ...staffOwner,
    summary: 'Creates a commodity; answers its Id',
    body: EstablishCommodityBody,
    response: z.number(),
  },
  GetCommodityById: { ...staffOwner, body: IdBody, response: CommodityRow },
  EditCommodity: { ...staffOwner, body: EditCommodityBody, response: z.boolean() },
  DeleteCommodity: {
    ...staffOwner,
    summary: 'Deletes a commodity: refused (Code 4) while it has stock',
    body: IdBody,
    response: z.boolean(),
  },
  GetOrderCommodityByUserId: {
    ...staffOwner,
    summary: "An owner's commodities on sale with available stock, for orders",
    body: GetOrderCommodityByUserIdBody,
    rows: CommodityRow,
    ...commodityList,
  },
  GetCommodityReport: {
    ...staffOwner,
    summary: 'Inventory report rows (sums over warehouses and shelves), paged',
    body: GetCommodityReportBody,
    rows: CommodityReportRow,
    ...commodityList,
  },
  PrintCommodityReport: {
    ...staffOwner,
    summary: 'The inventory report as a PDF download',
    body: PrintCommodityReportBody,
    ...commodityList,
    produces: 'application/pdf',
  },
  ExportCommodityReport: {
    ...staffOwner,
    summary: 'The inventory report as an Excel workbook (.xlsx): the columns and rows of the PDF',
    body: PrintCommodityReportBody,
    ...commodityList,
    produces: XLSX_TYPE,
  },
  GetCommodityImportTemplate: {
    ...staffOwner,
    summary: "The import workbook (.xlsx) with headers in the caller's language",
    body: Empty,
    produces: XLSX_TYPE,
  },
  UpLoadCommodity: {
    ...staffOwner,
    summary: 'Imports commodities from an .xlsx, all or nothing; answers how many were created',
    body: UpLoadCommodityBody,
    response: UpLoadCommodityAnswer,
    multipart: { maxFileBytes: COMMODITY_IMPORT_MAX_BYTES, maxFiles: 1 },
  },
} as const;

export const commodityCalls = defineCalls('Commodity', {
  ...sharedCommodityCalls,
  // Specification checks are the warehouse's: staff only.
  CommoditySpecificationsAuditStatus: {
    ...staffOwner,
    summary: 'Approves (2) or rejects (3) pending specifications; answers how many changed',
    body: CommoditySpecificationsAuditStatusBody,
    response: z.number(),
  },
  CommoditySpecificationAcquisition: {
    ...staffOwner,
    summary: 'The declared weight and dimensions to check against the goods',
    body: IdBody,
    response: CommoditySpecification,
  },
  CommoditySpecificationModification: {
    ...staffOwner,
    summary: 'Writes the measured weight and dimensions (approved unless told otherwise)',
    body: CommoditySpecificationModificationBody,
    response: z.boolean(),
  },
});

export const userCommodityCalls = defineCalls('UserCommodity', withAccess(sharedCommodityCalls, 'customer'));
