import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { zMoney } from '../money.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { zContent, zRemarks, zRequiredId, zRequiredText, zText, zTime } from '../primitives.js';
import { zInteger, zWeight } from '../validators/schemas.js';
import { defineWorkflow } from '../workflow.js';
import { areaTexts, customerOwner, defineCalls, staffOwner, withAccess } from './define.js';
import { BatchResult, MAX_BATCH_SEARCH, MAX_TRACK_QUERY, numberList } from './inbound.js';

// ---------------------------------------------------------------------------------------------
// Logistics orders (docs/domain.md, "Orders"): one customer's goods in one warehouse shipped to one
// recipient (or to a self-pickup point) through one shipping type. Its goods are lines of one
// table with a kind: Shippable parcels, stock by quantity, and (issue of returns) return orders,
// so a new kind adds a value and its checks, never a table. Decisions of our own:
// - Number: LO + 8 digits from the id, like WD, PK (inbound).
// - A customer's order waits for review; a staff member's order is reviewed by its own creation
//   when they hold the review permission (it lands where an approval would put it).
// - Approval locks the goods: stock `available -> frozen`, parcels bound (one open order per parcel,
//   a partial unique index). When some goods are not in the warehouse yet (a forecast parcel not
//   yet shelved) the order waits for them (AwaitingArrival) and staff confirm their arrival.
// - Confirming arrival is irreversible: it locks the order's refunds (bills paid before and after),
//   locks third-party shipment confirmation, and stamps the store-entry time.
// - Packing lock and refund lock are flags with their times, not states: an order keeps its state
//   while they hold, and two different irreversible steps set the first.
// - Cancel gives back exactly what the order took: frozen stock to available, parcels unbound, picked
//   goods back to the shelves they came from (the shelf ledger's rows say which).

/** Where an order came from: `/Select/GetOrderSources`. */
export const OrderSource = {
  Customer: 1,
  Staff: 2,
  Peer: 3,
  Shop: 4,
  ThirdParty: 5,
  Mall: 6,
  Procurement: 7,
  ReturnReshipment: 8,
} as const;
export const orderSourceNames = {
  [OrderSource.Customer]: t3('客户下单', '客戶下單', 'Customer console'),
  [OrderSource.Staff]: t3('后台代下单', '後台代下單', 'Staff'),
  [OrderSource.Peer]: t3('同行接口', '同行介面', 'Peer API'),
  [OrderSource.Shop]: t3('店铺订单', '店鋪訂單', 'Shop'),
  [OrderSource.ThirdParty]: t3('第三方导入', '第三方匯入', 'Third-party import'),
  [OrderSource.Mall]: t3('商城', '商城', 'Mall'),
  [OrderSource.Procurement]: t3('代采购', '代採購', 'Procurement'),
  [OrderSource.ReturnReshipment]: t3('退件重发', '退件重發', 'Return reshipment'),
} as const;

/** What an order ships, by its lines: `/Select/GetOrderTypes`. */
export const OrderType = { Consolidation: 1, Stock: 2, Mixed: 3, ReturnReshipment: 4 } as const;
export const orderTypeNames = {
  [OrderType.Consolidation]: t3('集运（包裹）', '集運（包裹）', 'Parcel consolidation'),
  [OrderType.Stock]: t3('库存发货', '庫存出貨', 'Stock shipment'),
  [OrderType.Mixed]: t3('包裹与库存', '包裹與庫存', 'Parcels and stock'),
  [OrderType.ReturnReshipment]: t3('退件重发', '退件重發', 'Return reshipment'),
} as const;

/** A line's kind: a parcel, stock of a commodity, or a return order (returns). */
export const OrderLineKind = { Package: 1, Commodity: 2, ReturnOrder: 3 } as const;

/** Where the order goes: to a recipient of the address book or to a self-pickup point. */
export const OrderDelivery = { Recipient: 1, SelfPickup: 2 } as const;

/** The type an order's lines make: parcels only, stock only, both; return orders reship. */
export function orderTypeOf(kinds: readonly number[]): number {
  const has = (k: number) => kinds.includes(k);
  if (has(OrderLineKind.ReturnOrder)) return OrderType.ReturnReshipment;
  if (has(OrderLineKind.Package) && has(OrderLineKind.Commodity)) return OrderType.Mixed;
  return has(OrderLineKind.Commodity) ? OrderType.Stock : OrderType.Consolidation;
}

/** The most lines one order takes; the most orders one grouped action takes. */
export const MAX_ORDER_LINES = 200;
export const MAX_ORDER_CUSTOMS_LINES = 50;
export const MAX_ORDER_BATCH = 200;

const told = (title: ReturnType<typeof t3>, message: ReturnType<typeof t3>, tone: 'info' | 'success' | 'warning') =>
  ({ title, message, tone }) as const;

export const logisticsOrderFlow = defineWorkflow({
  entity: 'LogisticsOrder',
  record: t3('物流订单', '物流訂單', 'Logistics order'),
  select: 'OrderStatus',
  batch: 'each',
  states: {
    PendingReview: { value: 1, name: t3('待审核', '待審核', 'Pending review'), colour: 'processing' },
    Rejected: { value: 2, name: t3('已驳回', '已駁回', 'Rejected'), colour: 'error' },
    AwaitingArrival: { value: 3, name: t3('待到货', '待到貨', 'Awaiting arrival'), colour: 'gold' },
    ToBePicked: { value: 4, name: t3('待拣货', '待揀貨', 'To be picked'), colour: 'blue' },
    Picking: { value: 5, name: t3('拣货中', '揀貨中', 'Picking'), colour: 'cyan' },
    Picked: { value: 6, name: t3('已拣货', '已揀貨', 'Picked'), colour: 'purple' },
    Packed: { value: 7, name: t3('已打包', '已打包', 'Packed'), colour: 'magenta' },
    AwaitingPayment: { value: 8, name: t3('待付款', '待付款', 'Awaiting payment'), colour: 'orange' },
    ReadyToShip: { value: 9, name: t3('待发货', '待出貨', 'Ready to ship'), colour: 'lime' },
    InTransit: { value: 10, name: t3('运输中', '運輸中', 'In transit'), colour: 'volcano' },
    Delivered: { value: 11, name: t3('已妥投', '已妥投', 'Delivered'), colour: 'success' },
    Cancelled: { value: 12, name: t3('已取消', '已取消', 'Cancelled'), colour: 'default' },
  },
  moves: {
    submit: {
      from: ['Rejected'],
      to: 'PendingReview',
      label: t3('重新提交', '重新提交', 'Resubmit'),
      who: ['owner', 'staff'],
      permission: 'LogisticsOrder:EditLogisticsOrder',
    },
    approve: {
      from: ['PendingReview'],
      to: 'ToBePicked',
      label: t3('审核通过', '審核通過', 'Approve'),
      who: ['staff'],
      permission: 'LogisticsOrder:ReviewLogisticsOrders',
      notify: told(
        t3('订单已审核', '訂單已審核', 'Order approved'),
        t3(
          '您的订单 {name} 已审核通过，等待拣货。',
          '您的訂單 {name} 已審核通過，等待揀貨。',
          'Your order {name} was approved and waits to be picked.',
        ),
        'success',
      ),
    },
    approvePending: {
      from: ['PendingReview'],
      to: 'AwaitingArrival',
      label: t3('审核通过（待到货）', '審核通過（待到貨）', 'Approve, awaiting goods'),
      who: ['staff'],
      permission: 'LogisticsOrder:ReviewLogisticsOrders',
      notify: told(
        t3('订单已审核', '訂單已審核', 'Order approved'),
        t3(
          '您的订单 {name} 已审核通过，货物到仓后开始拣货。',
          '您的訂單 {name} 已審核通過，貨物到倉後開始揀貨。',
          'Your order {name} was approved; picking starts once its goods are in the warehouse.',
        ),
        'success',
      ),
    },
    reject: {
      from: ['PendingReview'],
      to: 'Rejected',
      label: t3('驳回', '駁回', 'Reject'),
      who: ['staff'],
      permission: 'LogisticsOrder:RejectLogisticsOrders',
      notify: told(
        t3('订单被驳回', '訂單被駁回', 'Order rejected'),
        t3(
          '您的订单 {name} 被驳回，请查看原因后修改重新提交或取消。',
          '您的訂單 {name} 被駁回，請查看原因後修改重新提交或取消。',
          'Your order {name} was rejected: see why, then edit and resubmit it or cancel it.',
        ),
        'warning',
      ),
    },
    confirmArrival: {
      from: ['AwaitingArrival'],
      to: 'ToBePicked',
      label: t3('确认到货', '確認到貨', 'Confirm arrival'),
      who: ['staff', 'system'],
      permission: 'LogisticsOrder:ConfirmLogisticsOrderArrival',
      irreversible: true,
      confirm: t3(
        '确认 {names} 的货物已到仓？确认后订单的费用不能再退款，第三方发货确认被锁定，并开始计算入库时间。此操作不可撤销。',
        '確認 {names} 的貨物已到倉？確認後訂單的費用不能再退款，第三方出貨確認被鎖定，並開始計算入庫時間。此操作不可撤銷。',
        "Confirm the goods of {names} are in the warehouse? The order's bills can then no longer be refunded, third-party shipment confirmation is locked and store-entry time starts counting. This cannot be undone.",
      ),
    },
    startPicking: {
      from: ['ToBePicked'],
      to: 'Picking',
      label: t3('开始拣货', '開始揀貨', 'Start picking'),
      who: ['system'],
    },
    finishPicking: {
      from: ['Picking'],
      to: 'Picked',
      label: t3('拣货完成', '揀貨完成', 'Picked'),
      who: ['system'],
    },
    returnToPicking: {
      from: ['Picking'],
      to: 'ToBePicked',
      label: t3('退回待拣货', '退回待揀貨', 'Back to be picked'),
      who: ['system'],
    },
    pack: {
      from: ['Picked'],
      to: 'Packed',
      label: t3('打包完成', '打包完成', 'Packed'),
      who: ['system'],
    },
    awaitPayment: {
      from: ['Packed'],
      to: 'AwaitingPayment',
      label: t3('待付款', '待付款', 'Await payment'),
      who: ['system'],
    },
    clear: {
      from: ['Packed', 'AwaitingPayment'],
      to: 'ReadyToShip',
      label: t3('可发货', '可出貨', 'Clear to ship'),
      who: ['system'],
    },
    depart: {
      from: ['ReadyToShip'],
      to: 'InTransit',
      label: t3('发运', '發運', 'Depart'),
      who: ['system'],
    },
    deliver: {
      from: ['InTransit'],
      to: 'Delivered',
      label: t3('妥投', '妥投', 'Deliver'),
      who: ['system'],
    },
    cancel: {
      from: ['PendingReview', 'Rejected'],
      to: 'Cancelled',
      label: t3('取消', '取消', 'Cancel'),
      who: ['owner', 'staff'],
      permission: 'LogisticsOrder:CancelLogisticsOrders',
      confirm: t3('取消 {names}？', '取消 {names}？', 'Cancel {names}?'),
      notify: told(
        t3('订单已取消', '訂單已取消', 'Order cancelled'),
        t3('您的订单 {name} 已取消。', '您的訂單 {name} 已取消。', 'Your order {name} was cancelled.'),
        'info',
      ),
    },
    cancelApproved: {
      from: ['AwaitingArrival', 'ToBePicked', 'Picking', 'Picked'],
      to: 'Cancelled',
      label: t3('取消', '取消', 'Cancel'),
      who: ['staff'],
      permission: 'LogisticsOrder:CancelLogisticsOrders',
      confirm: t3(
        '取消 {names}？冻结的库存和包裹将被释放，已拣的货物按原货架放回。',
        '取消 {names}？凍結的庫存和包裹將被釋放，已揀的貨物按原貨架放回。',
        'Cancel {names}? Frozen stock and parcels are released; picked goods go back to the shelves they came from.',
      ),
      notify: told(
        t3('订单已取消', '訂單已取消', 'Order cancelled'),
        t3('您的订单 {name} 已取消。', '您的訂單 {name} 已取消。', 'Your order {name} was cancelled.'),
        'info',
      ),
    },
  },
});

// ---- Bodies ----

/** A line of goods: a parcel (Shippable, the owner's, in the order's warehouse), stock of a
 * commodity (a quantity within its available stock there) or a return order (returns). */
export const OrderLineInput = z
  .object({
    Kind: z.coerce.number().int().min(1).max(3).describe('OrderLineKind: 1 parcel, 2 commodity, 3 return order'),
    PackageId: zId.optional().describe('Kind 1: the parcel'),
    CommodityId: zId.optional().describe('Kind 2: the commodity (the commodity picker)'),
    Quantity: zInteger({ cannotBeZero: true, max: 999_999 }).optional().describe('Kind 2: how many; Kind 1 and 3: 1'),
    ReturnOrderId: zId.optional().describe('Kind 3: the return order'),
  })
  .describe('one line of goods');
export type OrderLineInput = z.infer<typeof OrderLineInput>;

/** A customs line: what the declaration says of one kind of goods. */
export const CustomsLineInput = z.object({
  Name: zRequiredText(100).describe('what the goods are, in English as customs read it'),
  LocalName: zText(100).optional(),
  HsCode: z
    .string()
    .trim()
    .regex(/^\d{6,10}$/, { error: 'orders.hsCode' })
    .describe('the HS code: 6 to 10 digits'),
  Quantity: zInteger({ cannotBeZero: true, max: 999_999 }),
  Weight: zWeight({ max: 99_999, notZero: true }).describe('kg, all of them'),
  Value: zMoney({ max: '9999999.99' }).describe('declared value of all of them, in the order’s declared currency'),
  OriginCountryId: zRequiredId.describe('where the goods were made'),
});
export type CustomsLineInput = z.infer<typeof CustomsLineInput>;

const orderFields = {
  WarehouseId: zRequiredId,
  OwnerId: zId.optional().describe('staff: required, the customer it ships for; a customer: ignored'),
  Delivery: z.coerce.number().int().min(1).max(2).default(1).describe('OrderDelivery: 1 to a recipient, 2 self-pickup'),
  RecipientInformationId: zId.optional().describe("Delivery 1: one of the owner's recipients"),
  SelfPickupAddressId: zId.optional().describe('Delivery 2: the self-pickup point'),
  DeclarantInformationId: zId.optional().describe("one of the owner's declarants"),
  TypeOfShippingId: zRequiredId.describe('a shipping type that takes the destination, weight, sizes and cargo'),
  CargoTypeIds: z.array(zId).max(20).optional().describe('what the goods are (battery, liquid…)'),
  Lines: z.array(OrderLineInput).min(1, { error: 'validation.required' }).max(MAX_ORDER_LINES),
  CustomsCategory: z.coerce.number().int().min(1).max(4).optional().describe('Select/GetCustomsCategory'),
  DeclaredCurrencyId: zId.optional().describe('the currency of the customs values (default: the base currency)'),
  CustomsLines: z.array(CustomsLineInput).max(MAX_ORDER_CUSTOMS_LINES).default([]),
  ValueAddedServiceIds: z.array(zId).max(50).default([]).describe('services chosen from the groupings'),
  Remarks: zRemarks.optional(),
};

export const EstablishLogisticsOrderBody = z
  .object(orderFields)
  .describe(
    'Places an order; answers its Id. A parcel on another open order, stock beyond what is available, ' +
      'a recipient of another customer or a shipping type that does not take it is Code 2 on that field.',
  );
export type EstablishLogisticsOrderBody = z.infer<typeof EstablishLogisticsOrderBody>;

export const EditLogisticsOrderBody = z
  .object({ ...orderFields, Id: zId })
  .describe('Pending review or rejected only; a rejected order goes back to review');
export type EditLogisticsOrderBody = z.infer<typeof EditLogisticsOrderBody>;

export const GetLogisticsOrdersBody = pageOf({
  Content: zContent.optional().describe('part of the order, waybill, recipient or parcel number'),
  Numbers: z
    .string()
    .max(10_000)
    .optional()
    .refine((v) => !v || numberList(v).length <= MAX_BATCH_SEARCH, {
      error: 'inbound.tooManyNumbers',
      params: { max: MAX_BATCH_SEARCH },
    })
    .describe(`batch search: up to ${MAX_BATCH_SEARCH} order numbers, separated by commas or spaces`),
  Status: z.coerce.number().int().min(1).max(12).optional().describe('Select/GetOrderStatus'),
  WarehouseId: zId.optional(),
  TypeOfShippingId: zId.optional(),
  CountryId: zId.optional(),
  OrderSource: z.coerce.number().int().min(1).max(8).optional().describe('Select/GetOrderSources'),
  OrderType: z.coerce.number().int().min(1).max(4).optional().describe('Select/GetOrderTypes'),
  UserId: zId.optional().describe('staff: the owner; a customer: absent or their own'),
}).describe('Date range: CreationTime.');
export type GetLogisticsOrdersBody = z.infer<typeof GetLogisticsOrdersBody>;

export const ReviewLogisticsOrdersBody = z.object({
  Ids: z.array(zId).min(1).max(MAX_ORDER_BATCH),
  Note: zText(200).optional(),
});
export const RejectLogisticsOrdersBody = z.object({
  Ids: z.array(zId).min(1).max(MAX_ORDER_BATCH),
  Note: zRequiredText(200).describe('why: the customer reads it'),
});
export const OrderIdsBody = z.object({ Ids: z.array(zId).min(1).max(MAX_ORDER_BATCH) });

// ---- Answers ----

export const LogisticsOrderRow = z.object({
  Id: z.number(),
  Number: z.string(),
  OwnerId: z.number(),
  UserName: z.string(),
  CustomerCode: z.string().nullable(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  Status: z.number(),
  StatusName: z.string(),
  OrderSource: z.number(),
  OrderSourceName: z.string(),
  OrderType: z.number(),
  OrderTypeName: z.string(),
  TypeOfShippingId: z.number(),
  TypeOfShippingName: z.string(),
  CountryId: z.number().nullable(),
  CountryName: z.string().nullable(),
  Recipient: z.string().describe('contact name, or the self-pickup point'),
  WaybillNumber: z.string().nullable(),
  PackageCount: z.number(),
  ItemCount: z.number().describe('pieces of stock'),
  EstimatedFreight: z.string().nullable().describe('the freight trial’s price when placed'),
  EstimatedCurrencyCode: z.string().nullable(),
  PackingLocked: z.boolean(),
  RefundLocked: z.boolean(),
  Remarks: z.string(),
  ReviewNote: z.string(),
  CreationTime: zTime,
  ReviewTime: zTime.nullable(),
  StoreEntryTime: zTime.nullable().describe('arrival confirmed: store-entry time counts from here'),
});
export type LogisticsOrderRow = z.infer<typeof LogisticsOrderRow>;

export const LogisticsOrderLineRow = z.object({
  Id: z.number(),
  Kind: z.number(),
  PackageId: z.number().nullable(),
  PackageNumber: z.string().nullable(),
  TrackingNumber: z.string().nullable(),
  PackageStatus: z.number().nullable(),
  CommodityId: z.number().nullable(),
  CommodityCode: z.string().nullable(),
  CommodityName: z.string().nullable(),
  Sku: z.string().nullable(),
  ReturnOrderId: z.number().nullable(),
  Quantity: z.number(),
  PickedQuantity: z.number(),
  Weight: z.string().nullable().describe('a parcel: its signed weight'),
});

export const CustomsLineRow = z.object({
  Id: z.number(),
  Name: z.string(),
  LocalName: z.string(),
  HsCode: z.string(),
  Quantity: z.number(),
  Weight: z.string(),
  Value: z.string(),
  OriginCountryId: z.number(),
  OriginCountryName: z.string(),
});

export const LogisticsOrderDetail = LogisticsOrderRow.extend({
  Delivery: z.number(),
  RecipientInformationId: z.number().nullable(),
  SelfPickupAddressId: z.number().nullable(),
  DeclarantInformationId: z.number().nullable(),
  DeclarantName: z.string().nullable(),
  Address: z
    .object({
      Contacts: z.string(),
      Phone: z.string(),
      CountryCode: z.string(),
      Province: z.string(),
      City: z.string(),
      DetailedAddress: z.string(),
      Postcode: z.string(),
    })
    .describe('where it goes, as it was when placed (a later edit of the address book does not move it)'),
  CargoTypeIds: z.array(z.number()),
  CustomsCategory: z.number().nullable(),
  CustomsForm: z.number().nullable().describe('CN22 or CN23, as the channel’s threshold says'),
  DeclaredCurrencyId: z.number().nullable(),
  DeclaredValue: z.string(),
  Lines: z.array(LogisticsOrderLineRow),
  CustomsLines: z.array(CustomsLineRow),
  ValueAddedServices: z.array(z.object({ Id: z.number(), Name: z.string(), PerformedTime: zTime.nullable() })),
  PackingLockedTime: zTime.nullable(),
  RefundLockedTime: zTime.nullable(),
});
export type LogisticsOrderDetail = z.infer<typeof LogisticsOrderDetail>;

export const TrackLogisticsOrdersBody = z.object({
  Numbers: zRequiredText(2_000)
    .refine((v) => numberList(v).length <= MAX_TRACK_QUERY, {
      error: 'inbound.tooManyNumbers',
      params: { max: MAX_TRACK_QUERY },
    })
    .describe(`up to ${MAX_TRACK_QUERY} order or waybill numbers, separated by commas or line breaks`),
});

// ---- Calls ----

const orderCalls = {
  GetLogisticsOrders: {
    ...staffOwner,
    summary: 'Orders, newest first; batch search by numbers',
    body: GetLogisticsOrdersBody,
    rows: LogisticsOrderRow,
    counts: 'OrderStatus',
  },
  GetLogisticsOrderById: {
    ...staffOwner,
    summary: 'An order with its lines, customs lines and services',
    body: IdBody,
    response: LogisticsOrderDetail,
  },
  EstablishLogisticsOrder: {
    ...staffOwner,
    summary: 'Places an order; answers its Id',
    body: EstablishLogisticsOrderBody,
    response: z.number(),
  },
  GetEditLogisticsOrder: {
    ...staffOwner,
    summary: 'An order as its form edits it (pending review or rejected)',
    body: IdBody,
    response: LogisticsOrderDetail,
  },
  EditLogisticsOrder: {
    ...staffOwner,
    summary: 'Edits an order pending review or rejected; a rejected one goes back to review',
    body: EditLogisticsOrderBody,
    response: z.boolean(),
  },
  CancelLogisticsOrders: {
    ...staffOwner,
    summary: 'Cancels orders (a customer: pending review or rejected); gives back what each took',
    body: OrderIdsBody,
    response: BatchResult,
  },
  UpdateLogisticsOrderRemarks: {
    ...staffOwner,
    summary: 'Changes an order’s remarks in any state',
    body: z.object({ Id: zId, Remarks: zRemarks }),
    response: z.boolean(),
  },
  TrackLogisticsOrders: {
    ...staffOwner,
    summary: 'Where each of up to 30 orders is',
    body: TrackLogisticsOrdersBody,
    response: z.array(LogisticsOrderRow),
  },
} as const;

export const logisticsOrderCalls = defineCalls('LogisticsOrder', {
  ...orderCalls,
  ReviewLogisticsOrders: {
    ...staffOwner,
    summary:
      'Approves orders of one customer and warehouse: goods locked (stock frozen, parcels bound); an order whose goods are not all in waits for them',
    body: ReviewLogisticsOrdersBody,
    response: BatchResult,
  },
  RejectLogisticsOrders: {
    ...staffOwner,
    summary: 'Rejects orders with a note the customer reads',
    body: RejectLogisticsOrdersBody,
    response: BatchResult,
  },
  ConfirmLogisticsOrderArrival: {
    ...staffOwner,
    summary:
      'Irreversible: the goods of orders awaiting arrival are in: refunds locked, third-party confirmation locked, store-entry time stamped',
    body: OrderIdsBody,
    response: BatchResult,
  },
  ExportLogisticsOrders: {
    ...staffOwner,
    summary: 'The orders of the list’s filters as a workbook (at most 10,000 rows)',
    body: GetLogisticsOrdersBody,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
});

export const userLogisticsOrderCalls = defineCalls('UserLogisticsOrder', {
  ...withAccess(orderCalls, 'customer'),
  ExportLogisticsOrders: {
    ...customerOwner,
    summary: 'My orders of the list’s filters as a workbook (at most 10,000 rows)',
    body: GetLogisticsOrdersBody,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
});

/** Orders of source Peer (a peer forwarder's, placed through its API key or an import): the same
 * rows as the order list, the source fixed. */
export const peerLogisticsOrderCalls = defineCalls('PeerLogisticsOrder', {
  GetPeerLogisticsOrders: {
    ...staffOwner,
    summary: 'Orders of source Peer, newest first; the filters of the order list',
    body: GetLogisticsOrdersBody,
    rows: LogisticsOrderRow,
    counts: 'OrderStatus',
  },
});

export const orderTexts = areaTexts({
  buttons: {
    LogisticsOrderGetLogisticsOrders: t3('查询物流订单', '查詢物流訂單', 'List orders'),
    LogisticsOrderGetLogisticsOrderById: t3('查看物流订单', '查看物流訂單', 'View order'),
    LogisticsOrderEstablishLogisticsOrder: t3('代客户下单', '代客戶下單', 'Place an order for a customer'),
    LogisticsOrderGetEditLogisticsOrder: t3('读取待编辑订单', '讀取待編輯訂單', 'Open an order to edit'),
    LogisticsOrderEditLogisticsOrder: t3('编辑物流订单', '編輯物流訂單', 'Edit order'),
    LogisticsOrderCancelLogisticsOrders: t3('取消物流订单', '取消物流訂單', 'Cancel orders'),
    LogisticsOrderUpdateLogisticsOrderRemarks: t3('修改订单备注', '修改訂單備註', 'Change order remarks'),
    LogisticsOrderTrackLogisticsOrders: t3('查询订单轨迹', '查詢訂單軌跡', 'Track orders'),
    LogisticsOrderReviewLogisticsOrders: t3('审核物流订单', '審核物流訂單', 'Approve orders'),
    LogisticsOrderRejectLogisticsOrders: t3('驳回物流订单', '駁回物流訂單', 'Reject orders'),
    LogisticsOrderConfirmLogisticsOrderArrival: t3('确认到货', '確認到貨', 'Confirm arrival of goods'),
    LogisticsOrderExportLogisticsOrders: t3('导出物流订单', '匯出物流訂單', 'Export orders'),
    PeerLogisticsOrderGetPeerLogisticsOrders: t3('查询同行订单', '查詢同行訂單', 'List peer orders'),
  },
  fields: {
    PackageId: t3('包裹', '包裹', 'Parcel'),
    ReturnOrderId: t3('退件单', '退件單', 'Return order'),
    LocalName: t3('中文品名', '中文品名', 'Local name'),
    HsCode: t3('海关编码', '海關編碼', 'HS code'),
    Value: t3('申报价值', '申報價值', 'Declared value'),
    OriginCountryId: t3('原产国', '原產國', 'Country of origin'),
    Delivery: t3('收货方式', '收貨方式', 'Delivery'),
    RecipientInformationId: t3('收件人', '收件人', 'Recipient'),
    SelfPickupAddressId: t3('自提点', '自取點', 'Self-pickup point'),
    DeclarantInformationId: t3('申报人', '申報人', 'Declarant'),
    CustomsLines: t3('报关明细', '報關明細', 'Customs lines'),
    DeclaredCurrencyId: t3('申报币种', '申報幣別', 'Declared currency'),
    CustomsCategory: t3('报关类别', '報關類別', 'Customs category'),
    ValueAddedServiceIds: t3('增值服务', '增值服務', 'Value-added services'),
    OrderSource: t3('订单来源', '訂單來源', 'Order source'),
    OrderSourceName: t3('订单来源', '訂單來源', 'Order source'),
    OrderType: t3('订单类型', '訂單類型', 'Order type'),
    OrderTypeName: t3('订单类型', '訂單類型', 'Order type'),
    Recipient: t3('收件人', '收件人', 'Recipient'),
    PackageCount: t3('包裹数', '包裹數', 'Parcels'),
    ItemCount: t3('商品件数', '商品件數', 'Items'),
    EstimatedFreight: t3('预估运费', '預估運費', 'Estimated freight'),
    EstimatedCurrencyCode: t3('运费币种', '運費幣別', 'Freight currency'),
    PackingLocked: t3('打包锁定', '打包鎖定', 'Packing locked'),
    RefundLocked: t3('退款锁定', '退款鎖定', 'Refund locked'),
    ReviewNote: t3('审核意见', '審核意見', 'Review note'),
    ReviewTime: t3('审核时间', '審核時間', 'Review time'),
    StoreEntryTime: t3('入库时间', '入庫時間', 'Store-entry time'),
    WaybillNumber: t3('运单号', '運單號', 'Waybill number'),
    PackingLockedTime: t3('打包锁定时间', '打包鎖定時間', 'Packing locked at'),
    RefundLockedTime: t3('退款锁定时间', '退款鎖定時間', 'Refund locked at'),
  },
  messages: {
    'orders.hsCode': t3(
      '{label}只能是 6 到 10 位数字：请去掉字母、空格和符号。',
      '{label}只能是 6 到 10 位數字：請去掉字母、空格和符號。',
      '{label} must be 6 to 10 digits: remove letters, spaces and signs.',
    ),
    'orders.lineTwice': t3(
      '{label}在订单中出现了两次：每件货物只写一行。',
      '{label}在訂單中出現了兩次：每件貨物只寫一行。',
      '{label} is on the order twice: put each good on one line.',
    ),
    'orders.returnsNotYet': t3(
      '{label}：退件单暂不能下单发货。',
      '{label}：退件單暫不能下單出貨。',
      '{label}: return orders cannot be shipped yet.',
    ),
    'orders.parcelNotOwn': t3(
      '{label}不是该客户在此仓库的包裹：请从包裹列表中选择。',
      '{label}不是該客戶在此倉庫的包裹：請從包裹列表中選擇。',
      "{label} is not one of the customer's parcels in this warehouse: choose one from the parcel list.",
    ),
    'orders.parcelNotShippable': t3(
      '{label} {number} 当前状态为“{state}”，不能下单：只有已预报或在库未出库的包裹可以发货。',
      '{label} {number} 目前狀態為「{state}」，不能下單：只有已預報或在庫未出庫的包裹可以出貨。',
      '{label} {number} is “{state}” and cannot be ordered: only forecast parcels and parcels in the warehouse can be shipped.',
    ),
    'orders.parcelOnOrder': t3(
      '{label} {number} 已在订单 {order} 中：一个包裹只能在一个未完成的订单里。',
      '{label} {number} 已在訂單 {order} 中：一個包裹只能在一個未完成的訂單裡。',
      '{label} {number} is already on order {order}: a parcel is on one open order at a time.',
    ),
    'orders.parcelJustTaken': t3(
      '{label}：包裹 {number} 刚被另一个订单占用，请刷新后重新选择。',
      '{label}：包裹 {number} 剛被另一個訂單佔用，請重新整理後重新選擇。',
      '{label}: parcel {number} was just taken by another order; refresh and choose again.',
    ),
    'orders.notEnoughStock': t3(
      '{label}：{code} 在此仓库只剩 {available} 件可用，少于所需的 {need} 件。',
      '{label}：{code} 在此倉庫只剩 {available} 件可用，少於所需的 {need} 件。',
      '{label}: only {available} of {code} are available in this warehouse, fewer than the {need} needed.',
    ),
    'orders.stockShort': t3(
      '订单 {order} 不能审核：{code} 在仓库只剩 {available} 件可用，需要 {need} 件。',
      '訂單 {order} 不能審核：{code} 在倉庫只剩 {available} 件可用，需要 {need} 件。',
      'Order {order} cannot be approved: only {available} of {code} are available in the warehouse and {need} are needed.',
    ),
    'orders.notOwnEntry': t3(
      '{label}不是该客户的：请从选择器中选择。',
      '{label}不是該客戶的：請從選擇器中選擇。',
      "{label} is not the customer's: choose one in the picker.",
    ),
    'orders.channelRefuses': t3(
      '{label}不接收这票货（{reasons}）。',
      '{label}不接收這票貨（{reasons}）。',
      '{label} does not take these goods ({reasons}).',
    ),
    'orders.serviceNotOffered': t3(
      '{label}中有未在任何分组中提供的服务：请从增值服务分组中选择。',
      '{label}中有未在任何分組中提供的服務：請從增值服務分組中選擇。',
      '{label} holds a service no grouping offers: choose from the value-added service groupings.',
    ),
    'orders.singleChoice': t3(
      '{label}：分组“{name}”只能选一项。',
      '{label}：分組「{name}」只能選一項。',
      '{label}: the grouping “{name}” takes one service only.',
    ),
    'orders.duplicateIds': t3(
      '{label}中有重复的订单：每个订单只选一次。',
      '{label}中有重複的訂單：每個訂單只選一次。',
      '{label} selects an order twice: select each order once.',
    ),
    'orders.mixedUsers': t3(
      '{label}中的订单属于不同客户：批量操作只能选同一客户的订单。',
      '{label}中的訂單屬於不同客戶：批次操作只能選同一客戶的訂單。',
      '{label} holds orders of different customers: a grouped action takes orders of one customer.',
    ),
    'orders.mixedWarehouses': t3(
      '{label}中的订单属于不同仓库：批量操作只能选同一仓库的订单。',
      '{label}中的訂單屬於不同倉庫：批次操作只能選同一倉庫的訂單。',
      '{label} holds orders of different warehouses: a grouped action takes orders of one warehouse.',
    ),
    'orders.forecastAnomaly': t3(
      '预报异常：订单 {order} 的包裹 {numbers} 尚未签收入库，不能确认到货。',
      '預報異常：訂單 {order} 的包裹 {numbers} 尚未簽收入庫，不能確認到貨。',
      'Forecast anomaly: parcels {numbers} of order {order} have not been signed in, so its arrival cannot be confirmed.',
    ),
    'orders.unboundGoods': t3(
      '存在未绑定的货物，不能发货：{numbers} 不属于订单 {order}。',
      '存在未綁定的貨物，不能出貨：{numbers} 不屬於訂單 {order}。',
      'Unbound goods block shipment: {numbers} do not belong to order {order}.',
    ),
    'orders.notEditable': t3(
      '订单 {order} 当前为“{state}”：只有待审核或已驳回的订单可以编辑。',
      '訂單 {order} 目前為「{state}」：只有待審核或已駁回的訂單可以編輯。',
      'Order {order} is “{state}”: only orders pending review or rejected can be edited.',
    ),
    'orders.log.returned': t3(
      '订单 {order} 取消，{code} ×{quantity} 放回原货架',
      '訂單 {order} 取消，{code} ×{quantity} 放回原貨架',
      'Order {order} cancelled: {code} ×{quantity} back on the shelf it came from',
    ),
    'orders.tooManyToExport': t3(
      '符合条件的订单有 {count} 个，一次最多导出 {max} 个：请缩小筛选范围。',
      '符合條件的訂單有 {count} 個，一次最多匯出 {max} 個：請縮小篩選範圍。',
      '{count, plural, one {# order matches} other {# orders match}}, and at most {max} are exported at once: narrow the filters.',
    ),
  },
});
