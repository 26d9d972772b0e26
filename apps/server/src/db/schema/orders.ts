import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, numbered, ts, weight } from './_columns.js';
import { commodities } from './catalogue.js';
import { shippingTypes } from './channels.js';
import { users } from './identity.js';
import { bins, packages } from './inbound.js';
import { countries, currencies } from './platform.js';
import { valueAddedServices } from './quotations.js';
import { shelves, warehouses } from './warehouse.js';

// Outbound (docs/domain.md, "Orders" and "Picking"): logistics orders of one customer's goods in
// one warehouse, their lines (parcels, stock, return orders: one table with a kind), the stock each
// stock line froze and where, customs lines and services; picking rules and picking lists. States
// are the contract's workflows (calls/orders.ts, calls/picking.ts); every change of one is a move
// with its history (platform/transition.ts).

const owner = () =>
  integer('owner_id')
    .notNull()
    .references(() => users.id);
const warehouse = () =>
  integer('warehouse_id')
    .notNull()
    .references(() => warehouses.id);
const intList = (name: string) => jsonb(name).$type<number[]>().notNull().default([]);

/** Where an order goes, as it was when placed: a later edit of the address book does not move it. */
export interface OrderAddress {
  Contacts: string;
  Phone: string;
  CountryCode: string;
  Province: string;
  City: string;
  DetailedAddress: string;
  Postcode: string;
}

export const logisticsOrders = pgTable(
  'logistics_orders',
  {
    id: serial('id').primaryKey(),
    /** Ours: LO + 8 digits of the id. */
    number: numbered('LO'),
    ownerId: owner(),
    warehouseId: warehouse(),
    /** logisticsOrderFlow: 1 pending review ... 12 cancelled. */
    status: smallint('status').notNull().default(1),
    /** OrderSource, OrderType (calls/orders.ts). */
    orderSource: smallint('order_source').notNull(),
    orderType: smallint('order_type').notNull(),
    shippingTypeId: integer('shipping_type_id')
      .notNull()
      .references(() => shippingTypes.id),
    /** OrderDelivery: 1 a recipient, 2 a self-pickup point. */
    delivery: smallint('delivery').notNull().default(1),
    recipientInformationId: integer('recipient_information_id'),
    selfPickupAddressId: integer('self_pickup_address_id'),
    declarantInformationId: integer('declarant_information_id'),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    countryId: integer('country_id').references(() => countries.id),
    cargoTypeIds: intList('cargo_type_ids'),
    customsCategory: smallint('customs_category'),
    customsForm: smallint('customs_form'),
    declaredCurrencyId: integer('declared_currency_id').references(() => currencies.id),
    declaredValue: money('declared_value').notNull().default('0'),
    /** The freight trial's price when the order was placed or last edited (what the customer saw). */
    estimatedFreight: money('estimated_freight'),
    estimatedCurrencyId: integer('estimated_currency_id').references(() => currencies.id),
    waybillNumber: text('waybill_number'),
    remarks: text('remarks').notNull().default(''),
    reviewNote: text('review_note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    creationTime: createdAt(),
    reviewTime: ts('review_time'),
    /** Arrival confirmed: store-entry time counts from here. */
    storeEntryTime: ts('store_entry_time'),
    /** Flags with their times, not states (docs/domain.md, "Orders"). */
    packingLockedTime: ts('packing_locked_time'),
    refundLockedTime: ts('refund_locked_time'),
    /** Third-party shipment confirmation locked (arrival confirmed). */
    thirdPartyLockedTime: ts('third_party_locked_time'),
  },
  (t) => [
    uniqueIndex('logistics_orders_number_uq').on(t.number),
    index('logistics_orders_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('logistics_orders_creation_idx').on(t.creationTime, t.id),
    index('logistics_orders_status_idx').on(t.status, t.creationTime, t.id),
    index('logistics_orders_warehouse_idx').on(t.warehouseId, t.status, t.creationTime),
    index('logistics_orders_shipping_type_idx').on(t.shippingTypeId, t.creationTime),
    index('logistics_orders_country_idx').on(t.countryId, t.creationTime),
    index('logistics_orders_source_idx').on(t.orderSource, t.creationTime),
    index('logistics_orders_type_idx').on(t.orderType, t.creationTime),
    index('logistics_orders_waybill_idx').on(t.waybillNumber),
    index('logistics_orders_search_trgm').using(
      'gin',
      sql`(${t.number} || ' ' || coalesce(${t.waybillNumber}, '') || ' ' || (${t.address} ->> 'Contacts')) gin_trgm_ops`,
    ),
  ],
);

export const logisticsOrderLines = pgTable(
  'logistics_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id, { onDelete: 'cascade' }),
    /** OrderLineKind: 1 parcel, 2 commodity, 3 return order. */
    kind: smallint('kind').notNull(),
    packageId: integer('package_id').references(() => packages.id),
    commodityId: integer('commodity_id').references(() => commodities.id),
    /** Returns (a later area) adds its table and the reference. */
    returnOrderId: integer('return_order_id'),
    quantity: integer('quantity').notNull(),
    pickedQuantity: integer('picked_quantity').notNull().default(0),
    packedQuantity: integer('packed_quantity').notNull().default(0),
    /** False once the order is cancelled: the goods are free for another order. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('logistics_order_lines_order_idx').on(t.orderId),
    index('logistics_order_lines_commodity_idx').on(t.commodityId),
    // One open order per parcel, whatever two customers' requests do at once.
    uniqueIndex('logistics_order_lines_open_package_uq').on(t.packageId).where(sql`${t.kind} = 1 and ${t.active}`),
    uniqueIndex('logistics_order_lines_open_return_uq').on(t.returnOrderId).where(sql`${t.kind} = 3 and ${t.active}`),
  ],
);

/**
 * The stock a commodity line froze, shelf by shelf (approval: `available -> frozen` on those
 * inventory rows). Picking takes `picked` of it off the shelf; a cancel gives back exactly these
 * quantities to exactly these shelves.
 */
export const logisticsOrderAllocations = pgTable(
  'logistics_order_allocations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => logisticsOrderLines.id, { onDelete: 'cascade' }),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    warehouseId: warehouse(),
    shelfId: integer('shelf_id').references(() => shelves.id),
    quantity: integer('quantity').notNull(),
    pickedQuantity: integer('picked_quantity').notNull().default(0),
  },
  (t) => [
    index('logistics_order_allocations_order_idx').on(t.orderId),
    index('logistics_order_allocations_line_idx').on(t.lineId),
    index('logistics_order_allocations_shelf_idx').on(t.shelfId, t.commodityId),
  ],
);

export const logisticsOrderCustomsLines = pgTable(
  'logistics_order_customs_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    localName: text('local_name').notNull().default(''),
    hsCode: text('hs_code').notNull(),
    quantity: integer('quantity').notNull(),
    weight: weight('weight').notNull(),
    value: money('value').notNull(),
    originCountryId: integer('origin_country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [index('logistics_order_customs_lines_order_idx').on(t.orderId)],
);

export const logisticsOrderServices = pgTable(
  'logistics_order_services',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => valueAddedServices.id),
    /** When the warehouse performed it (billed then: packing, next part). */
    performedTime: ts('performed_time'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.serviceId] }),
    index('logistics_order_services_service_idx').on(t.serviceId),
  ],
);

// ---- Picking ----

export const pickingRules = pgTable(
  'picking_rules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    warehouseId: warehouse(),
    shippingTypeIds: intList('shipping_type_ids'),
    /** The partitions it walks, in walking order; empty: all. */
    partitionIds: intList('partition_ids'),
    orderTypes: intList('order_types'),
    maxOrders: integer('max_orders').notNull(),
    maxLines: integer('max_lines').notNull(),
    /** The job runs it this often; 0: only when asked. */
    intervalMinutes: integer('interval_minutes').notNull().default(0),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    remarks: text('remarks').notNull().default(''),
    lastRunTime: ts('last_run_time'),
    creationTime: createdAt(),
  },
  (t) => [uniqueIndex('picking_rules_name_uq').on(t.name), index('picking_rules_warehouse_idx').on(t.warehouseId)],
);

export const pickingLists = pgTable(
  'picking_lists',
  {
    id: serial('id').primaryKey(),
    /** Ours: PL + 8 digits of the id. */
    number: numbered('PL'),
    warehouseId: warehouse(),
    /** PickingListType: 1 single order, 2 several. */
    type: smallint('type').notNull(),
    /** pickingListFlow: 1 to be picked, 2 partially picked, 3 finished, 4 not picked. */
    status: smallint('status').notNull().default(1),
    /** pickingClaimFlow: 1 unclaimed, 2 claimed. */
    claimStatus: smallint('claim_status').notNull().default(1),
    operatorId: integer('operator_id').references(() => users.id),
    claimTime: ts('claim_time'),
    pickingRuleId: integer('picking_rule_id').references(() => pickingRules.id, { onDelete: 'set null' }),
    remarks: text('remarks').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    printedTime: ts('printed_time'),
    startedTime: ts('started_time'),
    finishedTime: ts('finished_time'),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('picking_lists_number_uq').on(t.number),
    index('picking_lists_creation_idx').on(t.creationTime, t.id),
    index('picking_lists_status_idx').on(t.status, t.creationTime, t.id),
    index('picking_lists_warehouse_idx').on(t.warehouseId, t.status, t.creationTime),
    index('picking_lists_operator_idx').on(t.operatorId, t.status),
    index('picking_lists_claim_idx').on(t.claimStatus, t.creationTime),
  ],
);

/** The orders on a list, each with its slot (serial) for sorting. An order is on one open list at most. */
export const pickingListOrders = pgTable(
  'picking_list_orders',
  {
    id: serial('id').primaryKey(),
    pickingListId: integer('picking_list_id')
      .notNull()
      .references(() => pickingLists.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id),
    serial: integer('serial').notNull(),
    /** False once the list ended or the order was taken off it. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('picking_list_orders_list_idx').on(t.pickingListId, t.serial),
    index('picking_list_orders_order_idx').on(t.orderId),
    uniqueIndex('picking_list_orders_open_uq').on(t.orderId).where(sql`${t.active}`),
  ],
);

/** What to pick, in walking order: a parcel from its shelf or bin, or a stock allocation from its shelf. */
export const pickingLines = pgTable(
  'picking_lines',
  {
    id: serial('id').primaryKey(),
    pickingListId: integer('picking_list_id')
      .notNull()
      .references(() => pickingLists.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => logisticsOrders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => logisticsOrderLines.id),
    allocationId: integer('allocation_id').references(() => logisticsOrderAllocations.id),
    /** OrderLineKind: 1 parcel, 2 commodity. */
    kind: smallint('kind').notNull(),
    shelfId: integer('shelf_id').references(() => shelves.id),
    binId: integer('bin_id').references(() => bins.id),
    packageId: integer('package_id').references(() => packages.id),
    commodityId: integer('commodity_id').references(() => commodities.id),
    /** Its place on the walk: partition order, then shelf number. */
    walk: integer('walk').notNull(),
    quantity: integer('quantity').notNull(),
    pickedQuantity: integer('picked_quantity').notNull().default(0),
    pickedBy: integer('picked_by').references(() => users.id),
    pickedTime: ts('picked_time'),
  },
  (t) => [
    index('picking_lines_list_idx').on(t.pickingListId, t.walk),
    index('picking_lines_order_idx').on(t.orderId),
    index('picking_lines_package_idx').on(t.packageId),
  ],
);
