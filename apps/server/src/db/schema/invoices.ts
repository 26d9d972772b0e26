import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, numbered, ts } from './_columns.js';
import { bills } from './bills.js';
import { users } from './identity.js';
import { currencies } from './platform.js';

// Logistics invoices (packages/contract/src/calls/invoices.ts): a customer's paid bills of one
// currency, paid in a period, gathered into one invoice (LI...). Its states are the contract's
// logisticsInvoiceFlow (issued, voided), every change a move with its history.

export const logisticsInvoices = pgTable(
  'logistics_invoices',
  {
    id: serial('id').primaryKey(),
    number: numbered('LI'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** logisticsInvoiceFlow: 1 issued, 2 voided. */
    status: smallint('status').notNull(),
    /** The days (UTC) whose payments it gathers, both included. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The buyer's invoice title (the customer's name unless they gave another) and tax number. */
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull().default(''),
    /** The exact sums of its bills' net, tax and amount. */
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    amount: money('amount').notNull(),
    billCount: integer('bill_count').notNull(),
    /** Why it was voided. */
    reason: text('reason').notNull().default(''),
    /** Who issued it: staff, or the customer who asked for it. */
    operatorId: integer('operator_id').references(() => users.id),
    voidTime: ts('void_time'),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('logistics_invoices_number_uq').on(t.number),
    index('logistics_invoices_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('logistics_invoices_creation_idx').on(t.creationTime, t.id),
    index('logistics_invoices_status_idx').on(t.status, t.creationTime, t.id),
    index('logistics_invoices_currency_idx').on(t.currencyId, t.creationTime),
    index('logistics_invoices_operator_idx').on(t.operatorId),
    index('logistics_invoices_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
  ],
);

/**
 * The bills an invoice gathered. A bill is on at most one invoice that stands: `active` is true
 * while the invoice is issued and set false when it is voided, and the unique index covers the
 * active rows only. A partial index rather than a unique `bill_id` whose rows are deleted on
 * voiding, so that a voided invoice still lists (and prints) the bills it had, while its bills
 * are free to go on a new invoice. Creation locks the bills first (`for update`, id order), so
 * two creations at once never reach this index with one bill; it is the last guard.
 */
export const logisticsInvoiceBills = pgTable(
  'logistics_invoice_bills',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => logisticsInvoices.id),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.billId] }),
    // Also the index of "is this bill on an invoice" when an invoice gathers its bills.
    uniqueIndex('logistics_invoice_bills_active_uq').on(t.billId).where(sql`${t.active}`),
  ],
);
