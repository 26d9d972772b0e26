import { z } from 'zod';
import { IdBody, pageOf, zId } from '../paging.js';
import { zContent, zRemarks, zTime } from '../primitives.js';
import { zInteger, zLength } from '../validators/index.js';
import { defineCalls, staffOwner, staffPlatform } from './define.js';

// ---------------------------------------------------------------------------------------------
// Shelves (bin locations) of the warehouse partitions.
// Staff keep them; the clerk reads them, moves goods between them and prints their labels.
// The goods on a shelf are the inventory module's business (calls/inventory.ts): a shelf's
// GoodsQuantity is the sum of the `Total` of the inventories on it, kept in the same transaction
// as every stock movement.

/**
 * Shelf numbers are printed as Code128 barcodes and typed by scanners, so they hold printable
 * ASCII only (letters, digits, symbols; no spaces, no Chinese).
 */
export const SHELF_CODE = /^[\x21-\x7E]+$/;
const zCode = (max: number) =>
  z.string().trim().min(1).max(max).regex(SHELF_CODE, { error: 'shelves.numberCharacters' });

/** Centimetres (the shared rule: 1 place), up to what a `length` column holds; absent = 0 (no
 * limit recorded). */
const zDimension = zLength({ max: 999_999_999 }).optional();

const shelfFields = {
  WarehouseId: zId.describe('required'),
  PartitionId: zId.describe('required; a partition of that warehouse (the shelf takes its site from it)'),
  ShelvesNumber: zCode(40).describe('required; unique within the warehouse, whatever the case; printable ASCII'),
  ShelvesLength: zDimension.describe('cm'),
  ShelvesWide: zDimension.describe('cm'),
  ShelvesHigh: zDimension.describe('cm'),
  Remarks: zRemarks.optional(),
};

export const EstablishShelvesBody = z
  .object(shelfFields)
  .describe('Creates a shelf; answers its Id. A number already used in the warehouse is Code 2 on ShelvesNumber.');
export type EstablishShelvesBody = z.infer<typeof EstablishShelvesBody>;

/**
 * Edits a shelf. The API names this call `/Shelves/EditShippingAddress` (the original API reused
 * a name from the shipping-address screen); the path is kept so that clients built against it
 * keep working, while the schema carries the shelf's own name.
 */
export const EditShelvesBody = z
  .object({ ...shelfFields, Id: zId, IsDeactivate: z.boolean().optional().describe('absent = unchanged') })
  .describe(
    'Full replacement of the editable fields (path /Shelves/EditShippingAddress, kept for existing clients). ' +
      'A shelf holding goods cannot move to another warehouse (Code 4).',
  );
export type EditShelvesBody = z.infer<typeof EditShelvesBody>;

export const GetShelvesBody = pageOf({
  Content: zContent.optional().describe('part of the shelf number, any case'),
  WarehouseId: zId.optional(),
  PartitionId: zId.optional(),
  IsDeactivate: z.boolean().optional(),
  IsExistingGoods: z.boolean().optional().describe('true: shelves holding goods; false: empty shelves'),
}).describe('Date range: CreationTime.');
export type GetShelvesBody = z.infer<typeof GetShelvesBody>;

export const ShelfRow = z.object({
  Id: z.number(),
  ShelvesNumber: z.string(),
  GoodsQuantity: z.number().describe('units of all commodities on the shelf'),
  IsExistingGoods: z.boolean(),
  ShelvesLength: z.string().describe('cm, decimal text'),
  ShelvesWide: z.string(),
  ShelvesHigh: z.string(),
  UsedLength: z
    .string()
    .describe(
      'cm of the shelf length the goods take: each commodity fills the width and height of the shelf with as many ' +
        'units as fit, in slices one unit long, one slice after another along the length; never more than ' +
        'ShelvesLength (see IsOverCapacity)',
    ),
  UsedWide: z.string().describe('cm: the widest row of units across the shelf, never more than ShelvesWide'),
  UsedHigh: z.string().describe('cm: the highest stack of units, never more than ShelvesHigh'),
  IsOverCapacity: z
    .boolean()
    .describe('the goods need more length than the shelf has, or a commodity is wider or higher than the shelf'),
  RemainingLength: z.string().describe('cm: ShelvesLength - UsedLength, never below 0'),
  RemainingWide: z.string(),
  RemainingHigh: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  PartitionId: z.number(),
  WarehousePartitionName: z.string(),
  IsDeactivate: z.boolean(),
  Remarks: z.string(),
  CreationTime: zTime,
});
export type ShelfRow = z.infer<typeof ShelfRow>;

export const IsDeactivateShelvesBody = z.object({ Ids: z.array(zId).min(1).max(500), IsDeactivate: z.boolean() });
export type IsDeactivateShelvesBody = z.infer<typeof IsDeactivateShelvesBody>;

// ---- Batch creation ----

/** Rows x Columns of one batch: beyond it the batch is refused (Code 2 on Rows). */
export const MAX_BATCH_SHELVES = 10_000;

export const BatchAddShelvesBody = z
  .object({
    WarehouseId: zId.describe('required'),
    PartitionId: zId.describe('required; a partition of that warehouse'),
    Prefix: zCode(20).describe('required; e.g. A'),
    Rows: zInteger({ min: 1, max: 999 }),
    Columns: zInteger({ min: 1, max: 999 }),
    Separator: z
      .string()
      .max(3)
      .regex(/^[\x21-\x7E]*$/, { error: 'shelves.numberCharacters' })
      .default('-')
      .describe("between prefix, row and column; '' for none"),
    PaddingDigits: zInteger({ max: 6 })
      .default(2)
      .describe('row and column numbers are zero-padded to this many digits'),
    ShelvesLength: zDimension,
    ShelvesWide: zDimension,
    ShelvesHigh: zDimension,
    Remarks: zRemarks.optional(),
  })
  .describe(
    `Creates Rows x Columns shelves numbered Prefix+Separator+row+Separator+column (A-01-03), at most ${MAX_BATCH_SHELVES}. ` +
      'When any of the numbers is already used in the warehouse nothing is created (Code 2 on Prefix naming them). Answers how many were made.',
  );
export type BatchAddShelvesBody = z.infer<typeof BatchAddShelvesBody>;

/** The numbers a batch makes, row by row: shared by the server and the batch screen's preview. */
export function batchShelfNumbers(b: {
  Prefix: string;
  Separator?: string;
  Rows: number;
  Columns: number;
  PaddingDigits?: number;
}): string[] {
  const sep = b.Separator ?? '-';
  const pad = (n: number) => String(n).padStart(b.PaddingDigits ?? 2, '0');
  const out: string[] = [];
  for (let r = 1; r <= b.Rows; r++) {
    for (let c = 1; c <= b.Columns; c++) out.push(`${b.Prefix}${sep}${pad(r)}${sep}${pad(c)}`);
  }
  return out;
}

// ---- Moving goods ----

export const TransferGoodsBody = z
  .object({
    FromShelfId: zId.describe('required'),
    ToShelfId: zId.describe('required; another active shelf of the same warehouse'),
    CommodityId: zId.describe('required'),
    Quantity: zInteger({ min: 1, max: 1_000_000_000 }),
    QuantityType: z.coerce
      .number()
      .int()
      .min(1)
      .max(3)
      .default(1)
      .describe('which quantity moves: Select/GetInventoryQuantityType (1 available, 2 defective, 3 problem)'),
  })
  .describe('Moves a quantity of one commodity to another shelf; Code 4 when the shelf does not hold that much.');
export type TransferGoodsBody = z.infer<typeof TransferGoodsBody>;

export const TransferGoodsAllBody = z
  .object({ FromShelfId: zId.describe('required'), ToShelfId: zId.describe('required') })
  .describe(
    'Moves every commodity on the shelf (available, defective and problem quantities) to another shelf of the ' +
      'warehouse; answers the units moved. Refused (Code 4) while some of it is frozen for orders.',
  );
export type TransferGoodsAllBody = z.infer<typeof TransferGoodsAllBody>;

// ---- Picker, logs, labels ----

export const GetShelvesByPartitionBody = pageOf({
  PartitionId: zId.optional().describe('shelves of this partition'),
  WarehouseId: zId.optional(),
  Content: zContent.optional().describe('part of the shelf number'),
  ExceptShelfId: zId.optional().describe('leaves this shelf out (the shelf goods leave, when picking where they go)'),
}).describe('Active shelves for the shelves picker, by number.');
export type GetShelvesByPartitionBody = z.infer<typeof GetShelvesByPartitionBody>;

export const ShelfOption = z.object({
  Id: z.number(),
  Name: z.string().describe('the shelf number'),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  PartitionId: z.number(),
  WarehousePartitionName: z.string(),
  GoodsQuantity: z.number(),
});
export type ShelfOption = z.infer<typeof ShelfOption>;

export const GetShelveLogsBody = pageOf({
  ShelfId: zId.describe('required'),
  OperationType: z.coerce.number().int().min(1).max(99).optional().describe('Select/GetShelfOperationType'),
}).describe('Newest first. Date range: CreationTime.');
export type GetShelveLogsBody = z.infer<typeof GetShelveLogsBody>;

export const ShelfLogRow = z.object({
  Id: z.number(),
  ShelfId: z.number(),
  OperationType: z.number(),
  OperationTypeName: z.string().describe('in the language of the request'),
  Content: z.string().describe('written in the language of the operator at the time'),
  QuantityBefore: z.number().describe("the shelf's GoodsQuantity before the operation"),
  QuantityAfter: z.number(),
  RelatedType: z.number().describe('Select/GetShelfRelatedType; 0 none'),
  RelatedTypeName: z.string(),
  RelatedKey: z.string().describe('the commodity code, the other shelf number, the document number ...'),
  OperatorName: z.string(),
  CreationTime: zTime,
});
export type ShelfLogRow = z.infer<typeof ShelfLogRow>;

export const PrintShelvesBody = z.object({
  Ids: z.array(zId).min(1).max(500).describe('the shelves, labels in this order'),
});
export type PrintShelvesBody = z.infer<typeof PrintShelvesBody>;

export const ShelfLabel = z.object({
  Id: z.number(),
  ShelvesNumber: z.string(),
  Barcode: z.string().describe('the text of the Code128 barcode (the shelf number)'),
  WarehouseName: z.string(),
  WarehouseCode: z.string(),
  WarehousePartitionName: z.string(),
});
export type ShelfLabel = z.infer<typeof ShelfLabel>;

/** Shelves of the warehouses: set up by the administrator, read and worked by the clerk. */
export const shelfCalls = defineCalls('Shelves', {
  GetShelves: {
    ...staffPlatform,
    body: GetShelvesBody,
    rows: ShelfRow,
    sorts: ['CreationTime', 'ShelvesNumber', 'GoodsQuantity'],
  },
  EstablishShelves: {
    ...staffPlatform,
    summary: 'Creates a shelf; answers its Id',
    body: EstablishShelvesBody,
    response: z.number(),
  },
  GetShelvesById: { ...staffPlatform, body: IdBody, response: ShelfRow },
  EditShippingAddress: {
    ...staffPlatform,
    summary: 'Edits a shelf (the action keeps the name the console has always called it by)',
    body: EditShelvesBody,
    response: z.boolean(),
  },
  DeleteShelves: {
    ...staffPlatform,
    summary: 'Deletes a shelf: refused (Code 4) while it holds goods',
    body: IdBody,
    response: z.boolean(),
  },
  BatchAddShelves: {
    ...staffPlatform,
    summary: 'Creates Rows x Columns numbered shelves, all or none; answers how many',
    body: BatchAddShelvesBody,
    response: z.number(),
  },
  IsDeactivateShelves: {
    ...staffPlatform,
    summary:
      'Deactivates or reactivates shelves; answers how many were found, warning of deactivated ones holding goods',
    body: IsDeactivateShelvesBody,
    response: z.number(),
  },
  TransferGoods: {
    ...staffOwner,
    summary: 'Moves a quantity of one commodity to another shelf of the warehouse',
    body: TransferGoodsBody,
    response: z.boolean(),
  },
  TransferGoodsAll: {
    ...staffOwner,
    summary: 'Moves everything on a shelf to another; answers the units moved',
    body: TransferGoodsAllBody,
    response: z.number(),
  },
  GetShelvesByPartition: {
    ...staffPlatform,
    summary: 'Active shelves of a partition (or warehouse) for the shelves picker, paged',
    body: GetShelvesByPartitionBody,
    rows: ShelfOption,
  },
  GetShelveLogs: { ...staffPlatform, body: GetShelveLogsBody, rows: ShelfLogRow },
  GetPrintShelveData: {
    ...staffPlatform,
    summary: 'What the labels of the shelves show, in the order of Ids',
    body: PrintShelvesBody,
    response: z.array(ShelfLabel),
  },
  GetPrintShelveReport: {
    ...staffPlatform,
    summary: 'The labels as a PDF download: one 100 x 50 mm page per shelf with a Code128 barcode',
    body: PrintShelvesBody,
    produces: 'application/pdf',
  },
});
