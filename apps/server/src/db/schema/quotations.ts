import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, nameI18n, weight } from './_columns.js';
import { shippingTypes } from './channels.js';
import { organizes, users } from './identity.js';
import { countries, currencies } from './platform.js';
import { expenseTypes } from './reference.js';
import { warehouses } from './warehouse.js';

// Prices (docs/domain.md, "Prices"). A quotation is in one currency; what references it (a
// customer price, a grouping) keeps it from being deleted (ON DELETE RESTRICT), and its own child
// rows go with it (CASCADE) and are replaced as a whole when it is edited.

const common = {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  remarks: text('remarks').notNull().default(''),
  isDeactivate: boolean('is_deactivate').notNull().default(false),
  creationTime: createdAt(),
};
const currency = () =>
  integer('currency_id')
    .notNull()
    .references(() => currencies.id);

/** Freight per shipping type, by country or zone (`transfer_quotation_lines`). */
export const transferQuotations = pgTable(
  'transfer_quotations',
  {
    ...common,
    typeOfShippingId: integer('type_of_shipping_id')
      .notNull()
      .references(() => shippingTypes.id),
    currencyId: currency(),
    pricingMode: smallint('pricing_mode').notNull(),
    rounding: smallint('rounding').notNull(),
  },
  (t) => [
    uniqueIndex('transfer_quotations_name_uq').on(t.name),
    index('transfer_quotations_shipping_idx').on(t.typeOfShippingId),
  ],
);

/** A weight bracket of a line: up to and including `UpTo` kg, a price per kg or flat. */
export type BracketJson = { UpTo: string; Price: string; PerKg: boolean };

/** One line of a freight quotation: a country, or a named zone of several, and its prices. */
export const transferQuotationLines = pgTable(
  'transfer_quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => transferQuotations.id, { onDelete: 'cascade' }),
    line: smallint('line').notNull(),
    zoneName: text('zone_name').notNull().default(''),
    firstWeight: weight('first_weight'),
    firstPrice: money('first_price'),
    stepWeight: weight('step_weight'),
    stepPrice: money('step_price'),
    brackets: jsonb('brackets').$type<BracketJson[]>().notNull().default([]),
    minimumCharge: money('minimum_charge').notNull().default('0'),
  },
  (t) => [uniqueIndex('transfer_quotation_lines_line_uq').on(t.quotationId, t.line)],
);

/** Which line prices which country: one line per country in a quotation; the freight trial finds
 * a country's lines by `country_id`. */
export const transferQuotationCountries = pgTable(
  'transfer_quotation_countries',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => transferQuotations.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => transferQuotationLines.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (t) => [
    primaryKey({ columns: [t.quotationId, t.countryId] }),
    index('transfer_quotation_countries_country_idx').on(t.countryId),
    index('transfer_quotation_countries_line_idx').on(t.lineId),
  ],
);

/** Storage per warehouse: free days, then a price per day by volume or weight. */
export const storageQuotations = pgTable(
  'storage_quotations',
  {
    ...common,
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    currencyId: currency(),
    freeDays: integer('free_days').notNull(),
    chargeBasis: smallint('charge_basis').notNull(),
    pricePerDay: money('price_per_day').notNull(),
    rounding: smallint('rounding').notNull(),
  },
  (t) => [
    uniqueIndex('storage_quotations_name_uq').on(t.name),
    index('storage_quotations_warehouse_idx').on(t.warehouseId),
  ],
);

/** Warehousing per warehouse: per parcel signed, per item shelved, per inspection. */
export const warehousingQuotations = pgTable(
  'warehousing_quotations',
  {
    ...common,
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    currencyId: currency(),
    perPackageSigned: money('per_package_signed').notNull(),
    perItemShelved: money('per_item_shelved').notNull(),
    perInspection: money('per_inspection').notNull(),
    rounding: smallint('rounding').notNull(),
  },
  (t) => [
    uniqueIndex('warehousing_quotations_name_uq').on(t.name),
    index('warehousing_quotations_warehouse_idx').on(t.warehouseId),
  ],
);

/** A value-added service and its price (fixed, per piece, per kg), billed as its expense type. */
export const valueAddedServices = pgTable(
  'value_added_services',
  {
    ...common,
    expenseTypeId: integer('expense_type_id')
      .notNull()
      .references(() => expenseTypes.id),
    currencyId: currency(),
    method: smallint('method').notNull(),
    price: money('price').notNull(),
    explain: text('explain').notNull().default(''),
  },
  (t) => [
    uniqueIndex('value_added_services_name_uq').on(t.name),
    index('value_added_services_expense_type_idx').on(t.expenseTypeId),
  ],
);

/** Services offered together on the order form, one of them or several. */
export const valueAddedServiceGroupings = pgTable(
  'value_added_service_groupings',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    multipleChoice: boolean('multiple_choice').notNull(),
    expenseTypeId: integer('expense_type_id')
      .notNull()
      .references(() => expenseTypes.id),
    explain: text('explain').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    creationTime: createdAt(),
  },
  (t) => [uniqueIndex('value_added_service_groupings_name_uq').on(t.name)],
);

export const valueAddedServiceGroupingItems = pgTable(
  'value_added_service_grouping_items',
  {
    groupingId: integer('grouping_id')
      .notNull()
      .references(() => valueAddedServiceGroupings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => valueAddedServices.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupingId, t.serviceId] }),
    index('value_added_service_grouping_items_service_idx').on(t.serviceId),
  ],
);

/**
 * A customer price: which quotation (exactly one of the four kinds) applies to everyone or to the
 * named customers (`available_quotation_customers`). A customer's own price overrides the one for
 * everyone (pricing.ts, `applicablePrice`).
 */
export const availableQuotations = pgTable(
  'available_quotations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    transferQuotationId: integer('transfer_quotation_id').references(() => transferQuotations.id),
    storageQuotationId: integer('storage_quotation_id').references(() => storageQuotations.id),
    warehousingQuotationId: integer('warehousing_quotation_id').references(() => warehousingQuotations.id),
    valueAddedServiceId: integer('value_added_service_id').references(() => valueAddedServices.id),
    scope: smallint('scope').notNull(),
    /** Scope Organization: the customer organisation (classification 2) it is for, with the
     * organisations under it. */
    organizeId: integer('organize_id').references(() => organizes.id),
    remarks: text('remarks').notNull().default(''),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('available_quotations_name_uq').on(t.name),
    index('available_quotations_organize_idx').on(t.organizeId),
    index('available_quotations_transfer_idx').on(t.transferQuotationId),
    index('available_quotations_storage_idx').on(t.storageQuotationId),
    index('available_quotations_warehousing_idx').on(t.warehousingQuotationId),
    index('available_quotations_service_idx').on(t.valueAddedServiceId),
    index('available_quotations_kind_idx').on(t.kind),
    check(
      'available_quotations_one_quotation',
      sql`num_nonnulls(${t.transferQuotationId}, ${t.storageQuotationId}, ${t.warehousingQuotationId}, ${t.valueAddedServiceId}) = 1`,
    ),
  ],
);

export const availableQuotationCustomers = pgTable(
  'available_quotation_customers',
  {
    availableId: integer('available_id')
      .notNull()
      .references(() => availableQuotations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.availableId, t.userId] }),
    index('available_quotation_customers_user_idx').on(t.userId),
  ],
);

/** Which event costs what, as which expense type, taxed and settled how. */
export const chargeRules = pgTable(
  'charge_rules',
  {
    ...common,
    // A seeded rule's name in each language (a rename drops them: platform/setup-area.ts).
    nameI18n: nameI18n(),
    trigger: smallint('trigger').notNull(),
    expenseTypeId: integer('expense_type_id')
      .notNull()
      .references(() => expenseTypes.id),
    source: smallint('source').notNull(),
    method: smallint('method').notNull(),
    amount: money('amount').notNull().default('0'),
    percentOfExpenseTypeId: integer('percent_of_expense_type_id').references(() => expenseTypes.id),
    tax: smallint('tax').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4 }).notNull().default('0'),
    settlement: smallint('settlement').notNull(),
    billingMode: smallint('billing_mode').notNull(),
  },
  (t) => [uniqueIndex('charge_rules_name_uq').on(t.name), index('charge_rules_trigger_idx').on(t.trigger)],
);
