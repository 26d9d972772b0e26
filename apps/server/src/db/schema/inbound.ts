import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, length, money, numbered, ts, weight } from './_columns.js';
import { commodities } from './catalogue.js';
import { users } from './identity.js';
import { currencies } from './platform.js';
import { shelves, warehouses } from './warehouse.js';

// Inbound (docs/domain.md, "Parcels"): warehouse documents forecast packages; packages are signed,
// inspected and shelved, alone or in bins; parcels nobody forecast are unknown items, which staff
// assign or customers claim. States are the contract's workflows (calls/inbound.ts); every change of
// one is a move with its history (platform/transition.ts).

const photos = () => jsonb('photos').$type<string[]>().notNull().default([]);
const owner = () =>
  integer('owner_id')
    .notNull()
    .references(() => users.id);

export const warehouseDocuments = pgTable(
  'warehouse_documents',
  {
    id: serial('id').primaryKey(),
    number: numbered('WD'),
    ownerId: owner(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** warehouseDocumentFlow: 1 open, 2 finished. */
    status: smallint('status').notNull().default(1),
    remarks: text('remarks').notNull().default(''),
    creationTime: createdAt(),
    finishedTime: ts('finished_time'),
  },
  (t) => [
    index('warehouse_documents_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('warehouse_documents_creation_idx').on(t.creationTime, t.id),
    index('warehouse_documents_status_idx').on(t.status, t.creationTime),
    index('warehouse_documents_warehouse_idx').on(t.warehouseId, t.creationTime),
    index('warehouse_documents_number_idx').on(t.number),
  ],
);

export const bins = pgTable(
  'bins',
  {
    id: serial('id').primaryKey(),
    number: numbered('BN'),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    shelfId: integer('shelf_id').references(() => shelves.id),
    /** binFlow: 1 packing, 2 on a shelf, 3 off the shelf. */
    status: smallint('status').notNull().default(1),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('bins_number_uq').on(t.number),
    index('bins_warehouse_idx').on(t.warehouseId, t.status),
    index('bins_shelf_idx').on(t.shelfId),
  ],
);

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    /** Ours: PK + 8 digits of the id, on the inbound label. */
    number: numbered('PK'),
    documentId: integer('document_id').references(() => warehouseDocuments.id, { onDelete: 'cascade' }),
    ownerId: owner(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** The courier's number as forecast (capitals), and the same without dashes: what a scan is matched on. */
    trackingNumber: text('tracking_number').notNull(),
    trackingKey: text('tracking_key').notNull(),
    /** packageFlow: 1 not received, 2 to be completed, 3 completed, 4 shippable, 5 outbound, 6 signed for. */
    status: smallint('status').notNull().default(1),
    weight: weight('weight').notNull().default('0'),
    length: length('length').notNull().default('0'),
    width: length('width').notNull().default('0'),
    height: length('height').notNull().default('0'),
    photos: photos(),
    needsInspection: boolean('needs_inspection').notNull().default(false),
    incompleteReason: text('incomplete_reason').notNull().default(''),
    shelfId: integer('shelf_id').references(() => shelves.id),
    binId: integer('bin_id').references(() => bins.id),
    remarks: text('remarks').notNull().default(''),
    signedTime: ts('signed_time'),
    signedBy: integer('signed_by'),
    shelvedTime: ts('shelved_time'),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('packages_number_uq').on(t.number),
    // A tracking number waits to be signed on one package at a time: a second forecast of it is
    // refused (and two at once cannot both pass).
    uniqueIndex('packages_waiting_tracking_uq').on(t.trackingKey).where(sql`${t.status} = 1`),
    index('packages_tracking_idx').on(t.trackingKey),
    index('packages_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('packages_creation_idx').on(t.creationTime, t.id),
    index('packages_status_idx').on(t.status, t.creationTime, t.id),
    index('packages_warehouse_idx').on(t.warehouseId, t.status, t.creationTime),
    index('packages_document_idx').on(t.documentId),
    index('packages_shelf_idx').on(t.shelfId),
    index('packages_bin_idx').on(t.binId),
    index('packages_search_trgm').using('gin', sql`(${t.number} || ' ' || ${t.trackingNumber}) gin_trgm_ops`),
  ],
);

export const packageGoods = pgTable(
  'package_goods',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    commodityId: integer('commodity_id').references(() => commodities.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull().default('0'),
    purchasePrice: money('purchase_price').notNull().default('0'),
    /** The currency of both prices (the base currency when the customer named none). */
    currencyId: integer('currency_id').references(() => currencies.id),
  },
  (t) => [index('package_goods_package_idx').on(t.packageId), index('package_goods_commodity_idx').on(t.commodityId)],
);

export const unknownItems = pgTable(
  'unknown_items',
  {
    id: serial('id').primaryKey(),
    number: numbered('UN'),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    trackingNumber: text('tracking_number').notNull(),
    trackingKey: text('tracking_key').notNull(),
    weight: weight('weight').notNull().default('0'),
    photos: photos(),
    /** unknownItemFlow: 1 unclaimed, 2 a claim waiting, 3 assigned, 4 voided (recorded by mistake). */
    status: smallint('status').notNull().default(1),
    /** The package it became once assigned. */
    packageId: integer('package_id').references(() => packages.id),
    remarks: text('remarks').notNull().default(''),
    signedBy: integer('signed_by'),
    creationTime: createdAt(),
  },
  (t) => [
    index('unknown_items_creation_idx').on(t.creationTime, t.id),
    index('unknown_items_status_idx').on(t.status, t.creationTime),
    index('unknown_items_tracking_idx').on(t.trackingKey),
    index('unknown_items_warehouse_idx').on(t.warehouseId, t.creationTime),
  ],
);

/** A customer's claim of a parcel (the one claim mechanism: unknown items now, return orders
 * later, by `kind`). */
export const packageClaims = pgTable(
  'package_claims',
  {
    id: serial('id').primaryKey(),
    /** 1 an unknown item. */
    kind: smallint('kind').notNull().default(1),
    unknownItemId: integer('unknown_item_id').references(() => unknownItems.id),
    ownerId: owner(),
    trackingNumber: text('tracking_number').notNull(),
    note: text('note').notNull().default(''),
    photos: photos(),
    /** packageClaimFlow: 1 waiting, 2 approved, 3 refused, 4 withdrawn. */
    status: smallint('status').notNull().default(1),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    creationTime: createdAt(),
  },
  (t) => [
    index('package_claims_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('package_claims_creation_idx').on(t.creationTime, t.id),
    index('package_claims_status_idx').on(t.status, t.creationTime),
    index('package_claims_item_idx').on(t.unknownItemId),
    // One waiting claim per item and customer.
    uniqueIndex('package_claims_waiting_uq').on(t.unknownItemId, t.ownerId).where(sql`${t.status} = 1`),
  ],
);

export const packageInspections = pgTable(
  'package_inspections',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    passed: boolean('passed').notNull(),
    note: text('note').notNull().default(''),
    photos: photos(),
    inspectorId: integer('inspector_id'),
    inspectorName: text('inspector_name').notNull().default(''),
    creationTime: createdAt(),
  },
  (t) => [index('package_inspections_package_idx').on(t.packageId, t.creationTime)],
);
