import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { zContent, zName, zRemarks, zRequiredId, zRequiredText, zTime } from '../primitives.js';
import { zInteger } from '../validators/schemas.js';
import { defineWorkflow } from '../workflow.js';
import { defineCalls, staffOwner, staffPlatform } from './define.js';
import { BatchResult } from './inbound.js';

// ---------------------------------------------------------------------------------------------
// Picking (docs/domain.md, "Picking"): orders To be picked are grouped into picking lists, by hand
// or by the warehouse's picking rules; a picker claims a list (or a manager assigns it), walks it
// in shelf order scanning shelf, goods and quantity, and ends it by sorting the goods to their
// orders. Decisions of our own:
// - Number: PL + 8 digits from the id.
// - The spec's four picking words are the list's states: to be picked (made, nothing picked yet),
//   partially picked (some picked), finished (sorted, every line picked) and not picked (ended
//   short: sorting found lines unpicked; those orders go back to To be picked keeping what was
//   picked, and the next list picks only the rest).
// - The claim is its own workflow on the list (claimed, unclaimed): two clerks claiming one list,
//   one wins; a release is refused once picking started ("release failed").
// - A list's type: single order, several orders; parcels only, stock only or both, from its lines.

/** `/Select/GetPickingListType`. */
export const PickingListType = { SingleOrder: 1, MultiOrder: 2 } as const;
export const pickingListTypeNames = {
  [PickingListType.SingleOrder]: t3('单订单', '單訂單', 'Single order'),
  [PickingListType.MultiOrder]: t3('多订单', '多訂單', 'Several orders'),
} as const;

/** The most orders one list takes (a rule's `MaxOrders` is at most this). */
export const MAX_PICKING_ORDERS = 200;

export const pickingListFlow = defineWorkflow({
  entity: 'PickingList',
  record: t3('拣货单', '揀貨單', 'Picking list'),
  select: 'PickingStatus',
  batch: 'each',
  states: {
    ToBePicked: { value: 1, name: t3('待拣货', '待揀貨', 'To be picked'), colour: 'blue' },
    PartiallyPicked: { value: 2, name: t3('部分拣货', '部分揀貨', 'Partially picked'), colour: 'processing' },
    Finished: { value: 3, name: t3('拣货完成', '揀貨完成', 'Finished picking'), colour: 'success' },
    NotPicked: { value: 4, name: t3('未拣完', '未揀完', 'Not picked'), colour: 'warning' },
  },
  moves: {
    start: {
      from: ['ToBePicked'],
      to: 'PartiallyPicked',
      label: t3('开始拣货', '開始揀貨', 'Start picking'),
      who: ['staff'],
      permission: 'PickingList:StartPickingList',
    },
    finish: {
      from: ['ToBePicked', 'PartiallyPicked'],
      to: 'Finished',
      label: t3('分拣完成', '分揀完成', 'Sorting completed'),
      who: ['staff'],
      permission: 'PickingList:SortingCompleted',
    },
    endShort: {
      from: ['ToBePicked', 'PartiallyPicked'],
      to: 'NotPicked',
      label: t3('结束（未拣完）', '結束（未揀完）', 'End short'),
      who: ['staff'],
      permission: 'PickingList:SortingCompleted',
      confirm: t3(
        '结束 {names}？未拣的订单退回待拣货，已拣的货物保留在订单上。',
        '結束 {names}？未揀的訂單退回待揀貨，已揀的貨物保留在訂單上。',
        'End {names}? Orders not fully picked go back to be picked, keeping what was picked.',
      ),
    },
  },
});

export const pickingClaimFlow = defineWorkflow({
  entity: 'PickingClaim',
  record: t3('拣货单认领', '揀貨單認領', 'Picking list claim'),
  select: 'PickingClaimStatus',
  batch: 'each',
  states: {
    Unclaimed: { value: 1, name: t3('未认领', '未認領', 'Unclaimed'), colour: 'default' },
    Claimed: { value: 2, name: t3('已认领', '已認領', 'Claimed'), colour: 'processing' },
  },
  moves: {
    claim: {
      from: ['Unclaimed'],
      to: 'Claimed',
      label: t3('认领', '認領', 'Claim'),
      who: ['staff'],
      permission: 'PickingList:BatchClaimPickingListCurrentUser',
    },
    assign: {
      from: ['Unclaimed', 'Claimed'],
      to: 'Claimed',
      label: t3('分配', '分配', 'Assign'),
      who: ['staff'],
      permission: 'PickingList:BatchClaimPickingList',
    },
    release: {
      from: ['Claimed'],
      to: 'Unclaimed',
      label: t3('释放', '釋放', 'Release'),
      who: ['staff'],
      permission: 'PickingList:BatchReleaseClaim',
    },
  },
});

// ---- Picking rules (a set-up list) ----

export const PickingRuleRow = z.object({
  Id: z.number(),
  Name: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  TypeOfShippingIds: z.array(z.number()).describe('empty: every shipping type'),
  PartitionIds: z.array(z.number()).describe('the partitions it walks, in walking order; empty: all'),
  OrderTypes: z.array(z.number()).describe('empty: every order type'),
  MaxOrders: z.number(),
  MaxLines: z.number(),
  IntervalMinutes: z.number().describe('the job runs it this often; 0: only when asked'),
  IsDeactivate: z.boolean(),
  Remarks: z.string(),
  LastRunTime: zTime.nullable(),
  CreationTime: zTime,
});
export type PickingRuleRow = z.infer<typeof PickingRuleRow>;

const ruleFields = {
  Name: zName(),
  WarehouseId: zRequiredId,
  TypeOfShippingIds: z.array(zId).max(50).default([]),
  PartitionIds: z.array(zId).max(100).default([]),
  OrderTypes: z.array(z.coerce.number().int().min(1).max(4)).max(4).default([]),
  MaxOrders: zInteger({ cannotBeZero: true, max: MAX_PICKING_ORDERS }),
  MaxLines: zInteger({ cannotBeZero: true, max: 2_000 }),
  IntervalMinutes: zInteger({ max: 1_440 }).describe('0: only when asked (AddPickingListTask)'),
  IsDeactivate: z.boolean().optional(),
  Remarks: zRemarks.optional(),
};

export const pickingRuleCalls = defineCalls('PickingRule', {
  GetPickingRules: {
    ...staffPlatform,
    body: pageOf({ Name: z.string().trim().max(50).optional(), WarehouseId: zId.optional() }),
    rows: PickingRuleRow,
    sorts: ['CreationTime', 'Name'],
  },
  AddPickingRule: { ...staffPlatform, body: z.object(ruleFields), response: z.number(), summary: 'Answers its Id' },
  GetEditPickingRule: { ...staffPlatform, body: IdBody, response: PickingRuleRow },
  EditPickingRule: { ...staffPlatform, body: z.object({ ...ruleFields, Id: zId }), response: z.boolean() },
  DeletePickingRule: { ...staffPlatform, body: IdBody, response: z.boolean() },
});

// ---- Picking lists ----

export const PickingListRow = z.object({
  Id: z.number(),
  Number: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  Type: z.number(),
  TypeName: z.string(),
  Status: z.number(),
  StatusName: z.string(),
  ClaimStatus: z.number(),
  ClaimStatusName: z.string(),
  OperatorId: z.number().nullable(),
  OperatorName: z.string().nullable().describe('who claimed it'),
  ClaimTime: zTime.nullable(),
  OrderCount: z.number(),
  QuantityToPick: z.number(),
  QuantityPicked: z.number(),
  Shelves: z.string().describe('the shelves it walks, in order'),
  PickingRuleName: z.string().nullable(),
  PrintedTime: zTime.nullable(),
  CreationTime: zTime,
  FinishedTime: zTime.nullable(),
});
export type PickingListRow = z.infer<typeof PickingListRow>;

/** A line to pick: one order's goods on one shelf, in walking order. */
export const PickingLineRow = z.object({
  Id: z.number(),
  OrderId: z.number(),
  OrderNumber: z.string(),
  OrderSerial: z.number().describe("the order's place on the list (its slot when sorting)"),
  Kind: z.number().describe('OrderLineKind: 1 parcel, 2 commodity'),
  ShelfId: z.number().nullable(),
  ShelfNumber: z.string().nullable(),
  PartitionName: z.string().nullable(),
  PackageNumber: z.string().nullable(),
  TrackingNumber: z.string().nullable(),
  BinNumber: z.string().nullable(),
  CommodityCode: z.string().nullable(),
  Sku: z.string().nullable(),
  CommodityName: z.string().nullable(),
  Quantity: z.number().describe('to pick'),
  PickedQuantity: z.number(),
});
export type PickingLineRow = z.infer<typeof PickingLineRow>;

export const PickingListDetail = PickingListRow.extend({
  Orders: z.array(
    z.object({
      Id: z.number(),
      Number: z.string(),
      Serial: z.number(),
      Status: z.number(),
      StatusName: z.string(),
      UserName: z.string(),
      TypeOfShippingName: z.string(),
      PackingListNumber: z.string().nullable().describe('packing (next part): its packing list'),
      ReviewWeight: z.string().nullable().describe('packing: the packed weight checked against the signed'),
      Dimensions: z.string().nullable().describe('packing: L x W x H of its boxes'),
      CarrierNumber: z.string().nullable().describe('the waybill number once taken'),
      Quantity: z.number(),
      PickedQuantity: z.number(),
    }),
  ),
  Lines: z.array(PickingLineRow),
});
export type PickingListDetail = z.infer<typeof PickingListDetail>;

export const GetPickingListsBody = pageOf({
  Content: zContent.optional().describe('part of the list number or of an order number on it'),
  WarehouseId: zId.optional(),
  Status: z.coerce.number().int().min(1).max(4).optional().describe('Select/GetPickingStatus'),
  ClaimStatus: z.coerce.number().int().min(1).max(2).optional().describe('Select/GetPickingClaimStatus'),
  OperatorId: zId.optional(),
  Type: z.coerce.number().int().min(1).max(2).optional().describe('Select/GetPickingListType'),
}).describe('Date range: CreationTime.');
export type GetPickingListsBody = z.infer<typeof GetPickingListsBody>;

const ListIds = z.object({ Ids: z.array(zId).min(1).max(200) });

/** What a picking scan did. */
export const PickOutcome = { Picked: 1, AlreadyPicked: 2, ShelfChosen: 3 } as const;

export const PickScanBody = z
  .object({
    Id: zId.describe('the picking list'),
    ShelfNumber: zRequiredText(64).describe('the shelf scanned first'),
    Scan: zRequiredText(200).describe('a parcel (its number or courier number) or an item (commodity code or SKU)'),
    Quantity: zInteger({ cannotBeZero: true, max: 999_999 }).optional().describe('stock: how many (default 1)'),
  })
  .describe('One pick: the goods scanned leave the shelf for their order');

export const PickScanAnswer = z.object({
  Outcome: z.number().describe('1 picked, 2 already picked (nothing changed)'),
  Message: z.string().describe("what the floor screen says, in the user's language"),
  Line: PickingLineRow,
  ListStatus: z.number(),
  Remaining: z.number().describe('pieces still to pick on the list'),
});
export type PickScanAnswer = z.infer<typeof PickScanAnswer>;

export const pickingListCalls = defineCalls('PickingList', {
  GetPickingLists: {
    ...staffPlatform,
    summary: 'Picking lists, newest first',
    body: GetPickingListsBody,
    rows: PickingListRow,
    counts: 'PickingStatus',
  },
  GetPickingById: {
    ...staffPlatform,
    summary: 'A list with its orders and its lines in walking order',
    body: IdBody,
    response: PickingListDetail,
  },
  AddPickingList: {
    ...staffPlatform,
    summary: 'A list of chosen orders to be picked in one warehouse; answers its Id and tells the warehouse’s stations',
    body: z.object({ OrderIds: z.array(zId).min(1).max(MAX_PICKING_ORDERS), Remarks: zRemarks.optional() }),
    response: z.number(),
  },
  AddPickingListTask: {
    ...staffPlatform,
    summary: 'Runs the picking rules of a warehouse now; answers the lists made',
    body: z.object({ WarehouseId: zRequiredId, PickingRuleId: zId.optional() }),
    response: z.array(z.object({ Id: z.number(), Number: z.string() })),
  },
  DeletePickingList: {
    ...staffPlatform,
    summary: 'Deletes a list nothing was picked from; its orders go back to be picked',
    body: IdBody,
    response: z.boolean(),
  },
  DeletePickingListOrder: {
    ...staffPlatform,
    summary: 'Takes an order off a list; what was picked of it goes back to its shelves',
    body: z.object({ Id: zId, OrderId: zId }),
    response: z.boolean(),
  },
  BatchClaimPickingList: {
    ...staffPlatform,
    summary: 'Assigns lists to a picker',
    body: z.object({ Ids: z.array(zId).min(1).max(200), UserId: zRequiredId }),
    response: BatchResult,
  },
  BatchClaimPickingListCurrentUser: {
    ...staffPlatform,
    summary: 'Claims lists for myself (two pickers, one wins)',
    body: ListIds,
    response: BatchResult,
  },
  BatchReleaseClaim: {
    ...staffPlatform,
    summary: 'Releases claims (the claimer or a manager; refused once picking started)',
    body: ListIds,
    response: BatchResult,
  },
  GetIndividualAssignmentPickingList: {
    ...staffPlatform,
    permission: false,
    summary: 'The lists I have claimed or was assigned, not yet ended',
    body: GetPickingListsBody,
    rows: PickingListRow,
    counts: 'PickingStatus',
  },
  StartPickingList: {
    ...staffPlatform,
    summary: 'The claimer starts a list: its orders are being picked',
    body: IdBody,
    response: z.boolean(),
  },
  OrderPartialProductPicking: {
    ...staffOwner,
    summary: 'One picking scan: shelf, then a parcel or an item, then the quantity',
    body: PickScanBody,
    response: PickScanAnswer,
  },
  OrderCompletionPickings: {
    ...staffPlatform,
    summary: 'Picks the rest of an order on the list at once (the picker confirms each is in hand)',
    body: z.object({ Id: zId, OrderId: zId }),
    response: z.boolean(),
  },
  SortingCompleted: {
    ...staffPlatform,
    summary: 'Ends the list: orders picked in full are Picked; the others go back to be picked keeping what was picked',
    body: IdBody,
    response: BatchResult,
  },
  PrintPickingData: {
    ...staffPlatform,
    summary: 'What a picking list prints (the list, its orders and lines); marks it printed',
    body: z.object({ id: zId }),
    response: PickingListDetail,
  },
  PrintPicking: {
    ...staffPlatform,
    summary: 'The picking list as a PDF laid out by my picking-list rows and columns (the device hub prints it)',
    body: z.object({ id: zId }),
    produces: 'application/pdf',
  },
});
