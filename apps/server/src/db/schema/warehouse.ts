import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, length } from './_columns.js';
import { users } from './identity.js';
import { sites } from './platform.js';

/** A warehouse; the sites it serves are `site_warehouses`. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    personInCharge: text('person_in_charge').notNull(),
    phoneCode: text('phone_code').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** Region selector id (country ... town) and the street part. */
    regionId: integer('region_id'),
    detailedAddress: text('detailed_address').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    /** Goods that would not fit a shelf are refused (Code 4) instead of put with a warning. */
    refuseOverCapacity: boolean('refuse_over_capacity').notNull().default(false),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('warehouses_name_uq').on(sql`lower(${t.name})`),
    index('warehouses_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Which sites a warehouse serves. */
export const siteWarehouses = pgTable(
  'site_warehouses',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.warehouseId] }), index('site_warehouses_wh_idx').on(t.warehouseId)],
);

/** A partition of a warehouse (zone); PartitionType from the `/Select/GetPartitionType` list. */
export const warehousePartitions = pgTable(
  'warehouse_partitions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    name: text('name').notNull(),
    partitionType: smallint('partition_type').notNull(),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('warehouse_partitions_name_uq').on(t.warehouseId, sql`lower(${t.name})`),
    index('warehouse_partitions_site_idx').on(t.siteId, t.warehouseId),
  ],
);

/**
 * The addresses customers send parcels to, per warehouse. `address` may hold the placeholder
 * `{CustomerCode}`, which a customer sees replaced by their own code.
 */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    shippingAddressType: smallint('shipping_address_type').notNull(),
    consignee: text('consignee').notNull(),
    phoneCode: text('phone_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    regionId: integer('region_id'),
    address: text('address').notNull(),
    postcode: text('postcode').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    index('shipping_addresses_wh_idx').on(t.warehouseId, t.shippingAddressType),
    index('shipping_addresses_creation_idx').on(t.creationTime, t.id),
    index('shipping_addresses_search_trgm').using(
      'gin',
      sql`(${t.consignee} || ' ' || ${t.address} || ' ' || ${t.phone}) gin_trgm_ops`,
    ),
  ],
);

/** A shelf (bin location). Its number is unique within the warehouse, whatever the case. */
export const shelves = pgTable(
  'shelves',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    partitionId: integer('partition_id')
      .notNull()
      .references(() => warehousePartitions.id),
    number: text('number').notNull(),
    length: length('length').notNull().default('0'),
    width: length('width').notNull().default('0'),
    height: length('height').notNull().default('0'),
    /** Space taken by the goods on it, kept by the inventory module with the quantities. */
    usedLength: length('used_length').notNull().default('0'),
    usedWidth: length('used_width').notNull().default('0'),
    usedHeight: length('used_height').notNull().default('0'),
    /** Units on the shelf (all commodities): a conditional update keeps it >= 0. */
    goodsQuantity: integer('goods_quantity').notNull().default(0),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('shelves_number_uq').on(t.warehouseId, sql`lower(${t.number})`),
    index('shelves_partition_idx').on(t.partitionId, t.id),
    index('shelves_wh_idx').on(t.warehouseId, t.id),
    index('shelves_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
    check('shelves_goods_quantity_ck', sql`${t.goodsQuantity} >= 0`),
  ],
);

/** What happened on a shelf: puts, takes, transfers, stock-takes. */
export const shelfLogs = pgTable(
  'shelf_logs',
  {
    id: serial('id').primaryKey(),
    shelfId: integer('shelf_id')
      .notNull()
      .references(() => shelves.id, { onDelete: 'cascade' }),
    operationType: smallint('operation_type').notNull(),
    content: text('content').notNull().default(''),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    /** What the movement belongs to (a commodity, a transfer, a document) and its key. */
    relatedType: smallint('related_type').notNull().default(0),
    relatedKey: text('related_key').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    creationTime: createdAt(),
  },
  (t) => [index('shelf_logs_shelf_idx').on(t.shelfId, t.creationTime)],
);
