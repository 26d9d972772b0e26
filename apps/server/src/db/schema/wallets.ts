import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './_columns.js';
import { users } from './identity.js';
import { currencies } from './platform.js';

// Wallets and amount statements (docs/domain.md, "Money"): a ledger (platform/ledger.ts) whose
// accounts are the wallets and whose log is the statements.

/** One per customer and currency, made the first time something needs it. */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    balance: money('balance').notNull().default('0'),
    creditLimit: money('credit_limit').notNull().default('0'),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('wallets_user_currency_uq').on(t.userId, t.currencyId),
    index('wallets_currency_idx').on(t.currencyId),
    // The ledger's guard keeps this; the check makes a bug that skipped it fail loudly.
    check('wallets_within_credit', sql`${t.balance} >= -${t.creditLimit}`),
    check('wallets_credit_not_negative', sql`${t.creditLimit} >= 0`),
  ],
);

/**
 * One row per change of a wallet: the signed amount, the balance before and after (the ledger's
 * chain), the credit limit after, and what caused it (`cause_kind` with the record's id and number
 * text: a manual adjustment now, a bill or a recharge later). Customer and currency are copied from
 * the wallet so every filter of the lists reads its own index.
 */
export const amountStatements = pgTable(
  'amount_statements',
  {
    id: serial('id').primaryKey(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    type: smallint('type').notNull(),
    amount: money('amount').notNull(),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    creditLimit: money('credit_limit').notNull(),
    causeKind: smallint('cause_kind').notNull(),
    causeId: integer('cause_id'),
    causeNumber: text('cause_number').notNull().default(''),
    reason: text('reason').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    creationTime: createdAt(),
  },
  (t) => [
    index('amount_statements_wallet_idx').on(t.walletId, t.id),
    index('amount_statements_user_idx').on(t.userId, t.creationTime),
    index('amount_statements_currency_idx').on(t.currencyId, t.creationTime),
    index('amount_statements_type_idx').on(t.type, t.creationTime),
    index('amount_statements_time_idx').on(t.creationTime),
    index('amount_statements_cause_idx').on(t.causeKind, t.causeId),
  ],
);
