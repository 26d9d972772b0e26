import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, length, money, nameI18n, weight } from './_columns.js';
import { users } from './identity.js';
import { currencies, sites } from './platform.js';
import { shelves, warehouses } from './warehouse.js';

/** Commodity categories: a tree (CommodityCategories/GetCommodityCategoriesByOneAllList). */
export const commodityCategories = pgTable(
  'commodity_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => commodityCategories.id),
    name: text('name').notNull(),
    nameI18n: nameI18n(),
    sort: integer('sort').notNull().default(0),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    index('commodity_categories_parent_idx').on(t.parentId),
    // Sibling names are unique whatever the case; roots count as siblings of one another.
    uniqueIndex('commodity_categories_sibling_name_uq').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
  ],
);

/** Cargo types (general, battery, liquid ...), managed by staff. */
export const cargoTypes = pgTable(
  'cargo_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameI18n: nameI18n(),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [uniqueIndex('cargo_types_name_uq').on(sql`lower(${t.name})`)],
);

/**
 * A customer's commodity (SKU). Customer-owned: `owner_id` scopes every customer call; staff see
 * all. `height` is the API's "Geight".
 */
export const commodities = pgTable(
  'commodities',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    code: text('code').notNull(),
    sku: text('sku').notNull().default(''),
    chineseName: text('chinese_name').notNull(),
    englishName: text('english_name').notNull().default(''),
    alias: text('alias').notNull().default(''),
    identificationCode: text('identification_code').notNull().default(''),
    declarationName: text('declaration_name').notNull().default(''),
    price: money('price').notNull().default('0'),
    currencyId: integer('currency_id').references(() => currencies.id),
    actualWeight: weight('actual_weight').notNull().default('0'),
    grossWeight: weight('gross_weight').notNull().default('0'),
    length: length('length').notNull().default('0'),
    width: length('width').notNull().default('0'),
    height: length('height').notNull().default('0'),
    warningQuantity: integer('warning_quantity').notNull().default(0),
    /** SalesMode and CommodityStatus option values. */
    salesMode: smallint('sales_mode').notNull().default(1),
    status: smallint('status').notNull().default(1),
    categoryId: integer('category_id').references(() => commodityCategories.id),
    cargoTypeId: integer('cargo_type_id').references(() => cargoTypes.id),
    /** Ordered image addresses from UpLoadFile; the first is the display image. */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** Specification audit: 0 none, 1 pending, 2 approved, 3 rejected. */
    specificationsAuditStatus: smallint('specifications_audit_status').notNull().default(0),
    remarks: text('remarks').notNull().default(''),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('commodities_owner_code_uq').on(t.ownerId, sql`lower(${t.code})`),
    // The owner filter pages in creation order, the list's default.
    index('commodities_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('commodities_creation_idx').on(t.creationTime, t.id),
    // Filters of the commodity lists; the first two also serve the "still in use" checks.
    index('commodities_category_idx').on(t.categoryId),
    index('commodities_cargo_type_idx').on(t.cargoTypeId),
    index('commodities_status_idx').on(t.status, t.creationTime),
    index('commodities_audit_idx').on(t.specificationsAuditStatus, t.creationTime),
    index('commodities_search_trgm').using(
      'gin',
      sql`(${t.code} || ' ' || ${t.sku} || ' ' || ${t.chineseName} || ' ' || ${t.englishName}) gin_trgm_ops`,
    ),
  ],
);

/**
 * Stock of one commodity on one shelf of one warehouse. Every quantity stays >= 0: updates are
 * conditional (`... where available >= n`), never read-modify-write in JavaScript.
 */
export const inventories = pgTable(
  'inventories',
  {
    id: serial('id').primaryKey(),
    commodityId: integer('commodity_id')
      .notNull()
      .references(() => commodities.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    shelfId: integer('shelf_id').references(() => shelves.id),
    total: integer('total').notNull().default(0),
    available: integer('available').notNull().default(0),
    frozen: integer('frozen').notNull().default(0),
    defective: integer('defective').notNull().default(0),
    problem: integer('problem').notNull().default(0),
    inTransit: integer('in_transit').notNull().default(0),
  },
  (t) => [
    uniqueIndex('inventories_place_uq').on(t.commodityId, t.warehouseId, sql`coalesce(${t.shelfId}, 0)`),
    index('inventories_shelf_idx').on(t.shelfId),
    index('inventories_wh_idx').on(t.warehouseId, t.commodityId),
    check(
      'inventories_non_negative_ck',
      sql`${t.total} >= 0 and ${t.available} >= 0 and ${t.frozen} >= 0 and ${t.defective} >= 0 and ${t.problem} >= 0 and ${t.inTransit} >= 0`,
    ),
  ],
);
