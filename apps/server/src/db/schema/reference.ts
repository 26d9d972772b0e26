import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, nameI18n, ts } from './_columns.js';
import { countries } from './platform.js';

/** What a bill line is for. System types (seeded) are the ones billing refers to by code. */
export const expenseTypes = pgTable(
  'expense_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameI18n: nameI18n(),
    code: text('code').notNull(),
    explain: text('explain').notNull().default(''),
    systemVariables: boolean('system_variables').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('expense_types_code_uq').on(t.code),
    index('expense_types_order_idx').on(t.displayOrder, t.id),
    index('expense_types_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Carriers: who carries an order the last mile, and the adapter that assigns its numbers. */
export const carriers = pgTable('carriers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  interfaceType: smallint('interface_type').notNull(),
  trackingFormat: smallint('tracking_format').notNull(),
  trackingPattern: text('tracking_pattern').notNull().default(''),
  trackingUrl: text('tracking_url').notNull().default(''),
  remarks: text('remarks').notNull().default(''),
  isDeactivate: boolean('is_deactivate').notNull().default(false),
  creationTime: createdAt(),
});

/** A carrier's pool of tracking numbers: each used at most once (state 0 free, 1 used, 2 voided). */
export const localTrackingNumbers = pgTable(
  'local_tracking_numbers',
  {
    id: serial('id').primaryKey(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    number: text('number').notNull(),
    state: smallint('state').notNull().default(0),
    orderNumber: text('order_number'),
    usedTime: ts('used_time'),
    voidedTime: ts('voided_time'),
    creationTime: createdAt(),
  },
  (t) => [
    // A number is unique across pools: the same waybill number twice would reach two parcels.
    uniqueIndex('local_tracking_numbers_number_uq').on(t.number),
    // The hand-out takes the oldest free number of a carrier.
    index('local_tracking_numbers_free_idx').on(t.carrierId, t.state, t.id),
    index('local_tracking_numbers_creation_idx').on(t.creationTime, t.id),
    index('local_tracking_numbers_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
    index('local_tracking_numbers_order_trgm').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
  ],
);

/** Customs brokers a transport shift clears through. */
export const customsClearanceCompanies = pgTable('customs_clearance_companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  contact: text('contact').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  address: text('address').notNull().default(''),
  remarks: text('remarks').notNull().default(''),
  isDeactivate: boolean('is_deactivate').notNull().default(false),
  creationTime: createdAt(),
});

/** The clearance numbers a company issues; a shift is declared under one. */
export const customsClearanceNumbers = pgTable(
  'customs_clearance_numbers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => customsClearanceCompanies.id),
    clearanceNumber: text('clearance_number').notNull().unique(),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [index('customs_clearance_numbers_company_idx').on(t.companyId, t.creationTime)],
);
