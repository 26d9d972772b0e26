import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, numbered, ts } from './_columns.js';
import { users } from './identity.js';
import { currencies } from './platform.js';
import { expenseTypes } from './reference.js';
import { amountStatements, wallets } from './wallets.js';

// Bills and payments (docs/domain.md, "Bills and payments"). Bills are issued by the server only
// (modules/money/bills/issue.ts); their states are the contract's billFlow, every change a move with its
// history. A payment or a refund is a payment record with the bills it covered and the amount
// statement row it wrote, all in one transaction.

const owner = () =>
  integer('owner_id')
    .notNull()
    .references(() => users.id);

export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    number: numbered('BL'),
    ownerId: owner(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** BillType: 1 warehousing, 2 storage, 3 freight, 4 value-added, 5 settlement statement. */
    type: smallint('type').notNull(),
    /** billFlow: 1 accruing, 2 unpaid, 3 paid, 4 refunded, 5 cancelled, 6 in a statement. */
    status: smallint('status').notNull(),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    amount: money('amount').notNull(),
    /** SettlementCycle of the rules that priced it: 1 each time, 2 weekly, 3 monthly. */
    settlement: smallint('settlement').notNull().default(1),
    /** What issued it, once: the event and rule group, or the storage day of a customer. A second
     * issue of the same key (an event delivered twice, a storage run repeated) adds nothing. */
    issueKey: text('issue_key').notNull(),
    /** What it is for: the parcel's number, the storage day, the statement's period. */
    sourceEntity: text('source_entity').notNull().default(''),
    sourceId: integer('source_id'),
    sourceNumber: text('source_number').notNull().default(''),
    /** A statement bill: the days of its cycle. */
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    /** A bill gathered into a statement: that statement bill. */
    statementBillId: integer('statement_bill_id'),
    paidTime: ts('paid_time'),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('bills_number_uq').on(t.number),
    uniqueIndex('bills_issue_key_uq').on(t.issueKey),
    index('bills_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('bills_creation_idx').on(t.creationTime, t.id),
    index('bills_status_idx').on(t.status, t.creationTime, t.id),
    index('bills_type_idx').on(t.type, t.creationTime),
    index('bills_currency_idx').on(t.currencyId, t.creationTime),
    index('bills_statement_idx').on(t.statementBillId),
    // An order's or a parcel's bills, read together when its refund is locked.
    index('bills_source_idx').on(t.sourceEntity, t.sourceId).where(sql`${t.sourceId} is not null`),
    // The cycle run reads the bills waiting for a statement, by customer and currency.
    index('bills_accruing_idx').on(t.ownerId, t.currencyId, t.settlement).where(sql`${t.status} = 1`),
    index('bills_search_trgm').using('gin', sql`(${t.number} || ' ' || ${t.sourceNumber}) gin_trgm_ops`),
  ],
);

/** A bill's lines: one per charge rule that priced it (a statement bill: one per bill gathered). */
export const billLines = pgTable(
  'bill_lines',
  {
    id: serial('id').primaryKey(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    expenseTypeId: integer('expense_type_id')
      .notNull()
      .references(() => expenseTypes.id),
    description: text('description').notNull().default(''),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    gross: money('gross').notNull(),
  },
  (t) => [index('bill_lines_bill_idx').on(t.billId), index('bill_lines_expense_type_idx').on(t.expenseTypeId)],
);

/** A payment (bills paid from the wallet) or a refund (paid bills put back), with the statement
 * row it wrote. A payment carries the payer's idempotency key: the same key pays once. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: serial('id').primaryKey(),
    number: numbered('PY'),
    ownerId: owner(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    /** PaymentType: 1 payment, 2 refund. */
    type: smallint('type').notNull(),
    amount: money('amount').notNull(),
    /** What coupons took off (a payment); the wallet paid `amount`. */
    discount: money('discount').notNull().default('0'),
    balanceAfter: money('balance_after').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** The bills paid or refunded, in id order: what the same key must name again. */
    billKey: text('bill_key').notNull().default(''),
    statementId: integer('statement_id').references(() => amountStatements.id),
    reason: text('reason').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_records_number_uq').on(t.number),
    uniqueIndex('payment_records_key_uq').on(t.ownerId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('payment_records_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('payment_records_creation_idx').on(t.creationTime, t.id),
    index('payment_records_type_idx').on(t.type, t.creationTime),
    index('payment_records_currency_idx').on(t.currencyId, t.creationTime),
    index('payment_records_wallet_idx').on(t.walletId),
    index('payment_records_statement_idx').on(t.statementId),
    index('payment_records_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
  ],
);

/** Which bills a payment record covered, and how much of it each. */
export const paymentBills = pgTable(
  'payment_bills',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => paymentRecords.id),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.billId] }), index('payment_bills_bill_idx').on(t.billId)],
);
