import { z } from 'zod';
import { pageOf, zId } from '../paging.js';
import { allowedNumber } from '../validators/numbers.js';
import { defineCalls } from './define.js';

// ---------------------------------------------------------------------------------------------
// Inventory: the stock of each commodity per warehouse and shelf. Staff read every owner's stock and take
// stock (`/Inventory/`); a customer reads the stock of its own commodities (`/UserInventory/`).
//
// The quantities of one place: Total = Available + Frozen + Defective + Problem, the units lying
// on the shelf; Frozen is held for orders being picked; InTransit is on its way to the warehouse
// and not on any shelf yet, so it is not part of Total. No quantity ever goes below 0.

/** Operation types of shelf logs (`/Select/GetShelfOperationType`). */
export const ShelfOperationType = {
  PutOnShelves: 1,
  TakeOffShelves: 2,
  TransferOut: 3,
  TransferIn: 4,
  StockTake: 5,
} as const;

/** What a shelf log's RelatedKey names (`/Select/GetShelfRelatedType`); None: it names nothing. */
export const ShelfRelatedType = {
  None: 0,
  Commodity: 1,
  Shelf: 2,
  WarehouseDocument: 3,
  LogisticsOrder: 4,
  ReturnLogisticsOrder: 5,
  PickingList: 6,
  Package: 7,
  Bin: 8,
} as const;

/** The quantities a person may move or count (`/Select/GetInventoryQuantityType`). Frozen stock
 * belongs to orders and changes only with them. */
export const InventoryQuantityType = { Available: 1, Defective: 2, Problem: 3 } as const;

/** How AdjustInventory reads Quantity. */
export const AdjustMode = { Set: 1, Change: 2 } as const;

const filters = {
  Content: z.string().trim().max(64).optional().describe('part of the commodity code, SKU or name'),
  WarehouseId: zId.optional(),
  ShelfId: zId.optional(),
  CommodityId: zId.optional(),
};

export const GetInventoryReportBody = pageOf({
  ...filters,
  OwnerId: zId.optional().describe("the commodities' owner (a customer user id)"),
}).describe('Stock per commodity, warehouse and shelf; places where every quantity is 0 are left out.');
export type GetInventoryReportBody = z.infer<typeof GetInventoryReportBody>;

export const GetUserInventoryReportBody = pageOf(filters).describe(
  "The caller's own commodities only; otherwise as /Inventory/GetInventoryReport.",
);
export type GetUserInventoryReportBody = z.infer<typeof GetUserInventoryReportBody>;

export const InventoryQuantities = z.object({
  Total: z.number(),
  Available: z.number(),
  Frozen: z.number(),
  Defective: z.number(),
  Problem: z.number(),
  InTransit: z.number(),
});
export type InventoryQuantities = z.infer<typeof InventoryQuantities>;

export const InventoryRow = InventoryQuantities.extend({
  Id: z.number(),
  CommodityId: z.number(),
  CommodityCode: z.string(),
  CommoditySku: z.string(),
  ChineseName: z.string(),
  OwnerId: z.number(),
  OwnerName: z.string(),
  CustomerCode: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  ShelfId: z.number().nullable().describe('null: stock of the warehouse not on a shelf (in transit)'),
  ShelvesNumber: z.string(),
});
export type InventoryRow = z.infer<typeof InventoryRow>;

/** The quantity a stock-take sets (a count), and the change it makes (not 0; negative takes away). */
const ADJUST_SET = { min: 0, max: 1_000_000_000 };
const ADJUST_CHANGE = { min: -1_000_000_000, max: 1_000_000_000, notZero: true };

export const AdjustInventoryBody = z
  .object({
    CommodityId: zId.describe('required'),
    OwnerId: zId
      .optional()
      .describe('the customer whose stock is counted; when given, CommodityId must be one of theirs (else Code 2)'),
    ShelfId: zId.describe("required; the warehouse is the shelf's"),
    QuantityType: z.coerce.number().int().min(1).max(3).default(1).describe('Select/GetInventoryQuantityType'),
    Mode: z.coerce.number().int().min(1).max(2).default(1).describe('1 set the quantity counted; 2 add (or subtract)'),
    Quantity: z.coerce
      .number()
      .int()
      .min(ADJUST_CHANGE.min)
      .max(ADJUST_CHANGE.max)
      .describe('Mode 1: the counted quantity, 0 or more; Mode 2: the change, not 0 (negative takes away)'),
    Remarks: z.string().trim().max(200).optional(),
  })
  .superRefine((b, ctx) => {
    // The rule says what the mode allows: "enter a whole number from 0 to 1000000000".
    const params = allowedNumber(b.Mode === AdjustMode.Set ? ADJUST_SET : ADJUST_CHANGE);
    if (b.Mode === AdjustMode.Set && b.Quantity < 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.numberNegative',
        params,
        path: ['Quantity'],
        input: b.Quantity,
      });
    }
    if (b.Mode === AdjustMode.Change && b.Quantity === 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.numberZero', params, path: ['Quantity'], input: b.Quantity });
    }
  })
  .describe(
    'Stock-take of one commodity on one shelf. Taking away more than there is answers Code 4 and changes ' +
      'nothing. Answers the quantities of the place afterwards.',
  );
export type AdjustInventoryBody = z.infer<typeof AdjustInventoryBody>;

/** By commodity code (then warehouse and shelf number) unless a column is chosen. */
const report = {
  rows: InventoryRow,
  sorts: ['CommodityCode', 'WarehouseName', 'ShelvesNumber', 'Available', 'Total'],
  ascending: true,
} as const;

export const inventoryCalls = defineCalls('Inventory', {
  GetInventoryReport: {
    access: 'staff',
    scope: 'owner',
    summary: 'Stock of every owner per commodity, warehouse and shelf',
    body: GetInventoryReportBody,
    ...report,
  },
  AdjustInventory: {
    access: 'staff',
    scope: 'owner',
    summary: 'Stock-take of a commodity on a shelf; Code 4 when it would take away more than there is',
    body: AdjustInventoryBody,
    response: InventoryQuantities,
  },
});

export const userInventoryCalls = defineCalls('UserInventory', {
  GetInventoryReport: {
    access: 'customer',
    scope: 'owner',
    summary: "The stock of the caller's own commodities",
    body: GetUserInventoryReportBody,
    ...report,
  },
});
