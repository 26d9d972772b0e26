import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { zContent, zName, zRemarks, zRequiredId, zRequiredText, zTime } from '../primitives.js';
import { zInteger } from '../validators/schemas.js';
import { defineWorkflow } from '../workflow.js';
import { areaTexts, defineCalls, staffOwner, staffPlatform } from './define.js';
import { BatchResult } from './inbound.js';

// ---------------------------------------------------------------------------------------------
// Picking (docs/domain.md, "Picking"): orders To be picked are grouped into picking lists, by hand
// or by the warehouse's picking rules; a picker claims a list (or a manager assigns it), walks it
// in shelf order scanning shelf, goods and quantity, and ends it by sorting the goods to their
// orders. Decisions of our own:
// - Number: PL + 8 digits from the id.
// - The four picking words of the console are the list's states: to be picked (made, nothing picked yet),
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

/** What a picking scan did: picked, a repeat that changed nothing, or the shelf alone checked (it
 * has goods left to pick on the list). */
export const PickOutcome = { Picked: 1, AlreadyPicked: 2, ShelfChosen: 3 } as const;

export const PickScanBody = z
  .object({
    Id: zId.describe('the picking list'),
    ShelfNumber: zRequiredText(64).describe('the shelf scanned first'),
    Scan: zRequiredText(200)
      .optional()
      .describe(
        'a parcel (its number or courier number) or an item (commodity code or SKU); absent: the shelf alone is checked (ShelfChosen)',
      ),
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
  GetClaimablePickingLists: {
    ...staffPlatform,
    summary: 'Lists not yet ended, by claim state (the pool pickers claim from)',
    body: GetPickingListsBody,
    rows: PickingListRow,
    counts: 'PickingClaimStatus',
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

export const pickingRuleTexts = areaTexts({
  record: { calls: pickingRuleCalls, name: t3('拣货规则', '揀貨規則', 'picking rule'), plural: 'picking rules' },
  fields: {
    TypeOfShippingIds: t3('运输方式', '運輸方式', 'Shipping types'),
    PartitionIds: t3('分区（拣货顺序）', '分區（揀貨順序）', 'Partitions (walking order)'),
    OrderTypes: t3('订单类型', '訂單類型', 'Order types'),
    MaxOrders: t3('每单最多订单数', '每單最多訂單數', 'Most orders per list'),
    MaxLines: t3('每单最多行数', '每單最多行數', 'Most lines per list'),
    IntervalMinutes: t3('运行间隔（分钟）', '運行間隔（分鐘）', 'Run every (minutes)'),
    LastRunTime: t3('上次运行', '上次運行', 'Last run'),
  },
  messages: {
    'picking.ruleOfWarehouse': t3(
      '{label}不是该仓库的拣货规则：请选择该仓库的规则。',
      '{label}不是該倉庫的揀貨規則：請選擇該倉庫的規則。',
      "{label} is not a picking rule of the warehouse: choose one of the warehouse's rules.",
    ),
    'picking.unknownPartition': t3(
      '{label}含有不属于该仓库的分区：请从该仓库的分区中选择。',
      '{label}含有不屬於該倉庫的分區：請從該倉庫的分區中選擇。',
      "{label} holds a partition of another warehouse: choose the rule's warehouse's partitions.",
    ),
  },
});

export const pickingTexts = areaTexts({
  record: { calls: pickingListCalls, name: t3('拣货单', '揀貨單', 'picking list'), plural: 'picking lists' },
  buttons: {
    PickingListAddPickingListTask: t3('按规则生成拣货单', '按規則生成揀貨單', 'Make lists by the rules'),
    PickingListGetClaimablePickingLists: t3('查询可认领的拣货单', '查詢可認領的揀貨單', 'List picking lists to claim'),
    PickingListDeletePickingListOrder: t3('移出订单', '移出訂單', 'Take an order off a list'),
    PickingListBatchClaimPickingList: t3('分配拣货单', '分配揀貨單', 'Assign picking lists'),
    PickingListBatchClaimPickingListCurrentUser: t3('认领拣货单', '認領揀貨單', 'Claim picking lists'),
    PickingListBatchReleaseClaim: t3('释放拣货单', '釋放揀貨單', 'Release picking lists'),
    PickingListStartPickingList: t3('开始拣货', '開始揀貨', 'Start picking'),
    PickingListOrderPartialProductPicking: t3('扫描拣货', '掃描揀貨', 'Pick by scanning'),
    PickingListOrderCompletionPickings: t3('整单拣货', '整單揀貨', "Pick an order's rest"),
    PickingListSortingCompleted: t3('分拣完成', '分揀完成', 'Sorting completed'),
    PickingListPrintPickingData: t3('拣货单打印数据', '揀貨單列印資料', 'Picking list print data'),
    PickingListPrintPicking: t3('打印拣货单', '列印揀貨單', 'Print picking lists'),
  },
  fields: {
    OrderIds: t3('订单', '訂單', 'Orders'),
    OrderId: t3('订单', '訂單', 'Order'),
    OperatorId: t3('拣货员', '揀貨員', 'Picker'),
    id: t3('拣货单', '揀貨單', 'Picking list'),
    OrderSerial: t3('订单序号', '訂單序號', 'Order serial number'),
    OrderCount: t3('订单数', '訂單數', 'Orders'),
    QuantityToPick: t3('待拣数量', '待揀數量', 'Quantity to pick'),
    QuantityPicked: t3('已拣数量', '已揀數量', 'Quantity picked'),
    PickedQuantity: t3('已拣数量', '已揀數量', 'Quantity picked'),
    ClaimStatus: t3('认领状态', '認領狀態', 'Claim status'),
    ClaimStatusName: t3('认领状态', '認領狀態', 'Claim status'),
    ClaimTime: t3('认领时间', '認領時間', 'Claim time'),
    Shelves: t3('货架', '貨架', 'Shelves'),
    PickingRuleName: t3('拣货规则', '揀貨規則', 'Picking rule'),
    PickingRuleId: t3('拣货规则', '揀貨規則', 'Picking rule'),
    PrintedTime: t3('打印时间', '列印時間', 'Printed'),
    FinishedTime: t3('完成时间', '完成時間', 'Finished'),
    PackingListNumber: t3('装箱单号', '裝箱單號', 'Packing list number'),
    ReviewWeight: t3('复核重量', '複核重量', 'Review weight'),
    Dimensions: t3('尺寸', '尺寸', 'Dimensions'),
    CarrierNumber: t3('承运商单号', '承運商單號', 'Carrier number'),
    ShelfNumber: t3('货架号', '貨架號', 'Shelf number'),
  },
  messages: {
    'picking.noMatchingGoods': t3(
      '没有找到匹配的货物：{scan} 不在 {number} 要从货架 {shelf} 拣的货物中。',
      '沒有找到匹配的貨物：{scan} 不在 {number} 要從貨架 {shelf} 揀的貨物中。',
      'No matching goods found: {scan} is not to be picked from shelf {shelf} on {number}.',
    ),
    'picking.wrongShelf': t3(
      '没有找到匹配的货物：{number} 在货架 {shelf} 上没有要拣的货物，请扫描拣货单上的货架。',
      '沒有找到匹配的貨物：{number} 在貨架 {shelf} 上沒有要揀的貨物，請掃描揀貨單上的貨架。',
      'No matching goods found: {number} has nothing to pick from shelf {shelf}; scan a shelf of the list.',
    ),
    'picking.tooMany': t3(
      '{code} 在货架 {shelf} 上只剩 {left} 件要拣：请输入不超过 {left} 的数量。',
      '{code} 在貨架 {shelf} 上只剩 {left} 件要揀：請輸入不超過 {left} 的數量。',
      'Only {left} of {code} are left to pick from shelf {shelf}: enter {left} or fewer.',
    ),
    'picking.picked': t3(
      '已从 {shelf} 拣出 {goods} ×{quantity}，放入订单 {order}（{serial} 号位）。',
      '已從 {shelf} 揀出 {goods} ×{quantity}，放入訂單 {order}（{serial} 號位）。',
      'Picked {goods} ×{quantity} from {shelf} for order {order} (slot {serial}).',
    ),
    'picking.alreadyPicked': t3(
      '{goods} 已经拣过了：没有任何变化。',
      '{goods} 已經揀過了：沒有任何變化。',
      '{goods} was picked already: nothing changed.',
    ),
    'picking.shelfChosen': t3(
      '货架 {shelf}：这里还要拣 {count} 件，请扫描货物。',
      '貨架 {shelf}：這裡還要揀 {count} 件，請掃描貨物。',
      'Shelf {shelf}: {count, plural, one {# piece} other {# pieces}} to pick here; scan the goods.',
    ),
    'picking.releaseFailed': t3(
      '释放失败：{number} 已开始拣货，只能由认领人拣完并分拣。',
      '釋放失敗：{number} 已開始揀貨，只能由認領人揀完並分揀。',
      'Release failed: picking of {number} has started; its picker finishes it and sorts.',
    ),
    'picking.releaseNotClaimer': t3(
      '释放失败：{number} 由 {operator} 认领，只有认领人或主管可以释放。',
      '釋放失敗：{number} 由 {operator} 認領，只有認領人或主管可以釋放。',
      'Release failed: {number} is claimed by {operator}; only they or a manager may release it.',
    ),
    'picking.notClaimer': t3(
      '{number} 由 {operator} 认领：只有认领人可以拣货。',
      '{number} 由 {operator} 認領：只有認領人可以揀貨。',
      '{number} is claimed by {operator}: only they may pick it.',
    ),
    'picking.unclaimed': t3(
      '{number} 还没有人认领：请先认领。',
      '{number} 還沒有人認領：請先認領。',
      'Nobody has claimed {number}: claim it first.',
    ),
    'picking.listEnded': t3(
      '{number} 已结束（{state}）：不能再修改。',
      '{number} 已結束（{state}）：不能再修改。',
      '{number} has ended ({state}): it can no longer change.',
    ),
    'picking.onAnotherList': t3(
      '{label}中的订单 {order} 已在拣货单 {list} 上：请先从该拣货单移出。',
      '{label}中的訂單 {order} 已在揀貨單 {list} 上：請先從該揀貨單移出。',
      '{label} includes order {order}, which is on picking list {list}: take it off that list first.',
    ),
    'picking.mixedWarehouses': t3(
      '{label}来自不同仓库（{warehouses}）：一张拣货单只能包含同一仓库的订单。',
      '{label}來自不同倉庫（{warehouses}）：一張揀貨單只能包含同一倉庫的訂單。',
      '{label} are in different warehouses ({warehouses}): a picking list takes the orders of one warehouse.',
    ),
    'picking.notToBePicked': t3(
      '{label}中的订单 {order} 状态为{state}：只有待拣货的订单可以加入拣货单。',
      '{label}中的訂單 {order} 狀態為{state}：只有待揀貨的訂單可以加入揀貨單。',
      '{label} includes order {order}, which is {state}: only orders to be picked go on a list.',
    ),
    'picking.unknownOrder': t3(
      '{label}中的订单 {order} 不存在：请从待拣货的订单中选择。',
      '{label}中的訂單 {order} 不存在：請從待揀貨的訂單中選擇。',
      '{label} includes order {order}, which does not exist: choose orders to be picked.',
    ),
    'picking.nothingLeft': t3(
      '{label}中的订单 {order} 已经没有要拣的货物。',
      '{label}中的訂單 {order} 已經沒有要揀的貨物。',
      '{label} includes order {order}, which has nothing left to pick.',
    ),
    'picking.backToPick': t3(
      '订单 {order} 没有拣完：退回待拣货，已拣的货物保留在订单上。',
      '訂單 {order} 沒有揀完：退回待揀貨，已揀的貨物保留在訂單上。',
      'Order {order} was not picked in full: it goes back to be picked, keeping what was picked.',
    ),
    'picking.notOnList': t3(
      '订单 {order} 不在 {number} 上。',
      '訂單 {order} 不在 {number} 上。',
      'Order {order} is not on {number}.',
    ),
    'picking.pickedCannotDelete': t3(
      '{number} 不能删除：已经拣出了货物，请分拣完成来结束它，或先移出订单。',
      '{number} 不能刪除：已經揀出了貨物，請分揀完成來結束它，或先移出訂單。',
      '{number} cannot be deleted: goods were picked from it; end it by sorting, or take its orders off first.',
    ),
    'picking.notStaff': t3(
      '{label}不是在用的员工：请从列表中选择拣货员。',
      '{label}不是在用的員工：請從清單中選擇揀貨員。',
      '{label} is not an active staff user: choose a picker from the list.',
    ),
    'picking.unknownWarehouse': t3(
      '{label}不存在：请从列表中选择仓库。',
      '{label}不存在：請從清單中選擇倉庫。',
      '{label} does not exist: choose a warehouse from the list.',
    ),
    'picking.log.itemOff': t3(
      '为 {order} 拣出 {code} ×{quantity}（{number}）。',
      '為 {order} 揀出 {code} ×{quantity}（{number}）。',
      'Picked {code} ×{quantity} for {order} ({number}).',
    ),
    'picking.log.itemBack': t3(
      '{order} 移出 {number}，{code} ×{quantity} 放回。',
      '{order} 移出 {number}，{code} ×{quantity} 放回。',
      'Put back {code} ×{quantity}: {order} was taken off {number}.',
    ),
    'picking.column.shelf': t3('货架', '貨架', 'Shelf'),
    'picking.column.goods': t3('货物', '貨物', 'Goods'),
    'picking.column.quantity': t3('数量', '數量', 'Quantity'),
    'picking.column.order': t3('订单', '訂單', 'Order'),
    'picking.column.summary': t3(
      '{warehouse} · {orders} 个订单 · {pieces} 件',
      '{warehouse} · {orders} 個訂單 · {pieces} 件',
      '{warehouse} · {orders, plural, one {# order} other {# orders}} · {pieces, plural, one {# piece} other {# pieces}}',
    ),
  },
});
