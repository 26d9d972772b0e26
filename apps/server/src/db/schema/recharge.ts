import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, numbered, ts } from './_columns.js';
import { users } from './identity.js';
import { currencies } from './platform.js';
import { amountStatements, wallets } from './wallets.js';

// Recharges and online payments (docs/domain.md, "Recharges and online payments").

/** A payment provider the site takes, with its keys (never answered in full). */
export const onlinePaymentConfigurations = pgTable(
  'online_payment_configurations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** OnlinePaymentType: 1 sandbox, 2 Alipay, 3 WeChat Pay, 4 PayPal, 5 Stripe. */
    type: smallint('type').notNull(),
    appId: text('app_id').notNull().default(''),
    merchantId: text('merchant_id').notNull().default(''),
    secret: text('secret').notNull(),
    encryption: smallint('encryption'),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('online_payment_configurations_name_uq').on(t.name),
    index('online_payment_configurations_type_idx').on(t.type),
  ],
);

/** A recharge of a wallet: online through a provider (waiting, then paid, declined or expired) or
 * by staff (paid when made). A paid one names the statement row that credited the wallet. */
export const rechargeRecords = pgTable(
  'recharge_records',
  {
    id: serial('id').primaryKey(),
    number: numbered('RC'),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    /** RechargeType: 1 online, 2 by staff. */
    type: smallint('type').notNull(),
    /** rechargeFlow: 1 pending, 2 paid, 3 declined, 4 expired. */
    status: smallint('status').notNull(),
    amount: money('amount').notNull(),
    /** The recharge coupons chosen, and what they added once it was paid. */
    couponIds: integer('coupon_ids').array().notNull().default(sql`'{}'::int[]`),
    bonus: money('bonus').notNull().default('0'),
    configurationId: integer('configuration_id').references(() => onlinePaymentConfigurations.id),
    /** What the payer's page is opened with (a random token; the sandbox's page takes it). */
    payToken: text('pay_token'),
    idempotencyKey: text('idempotency_key'),
    statementId: integer('statement_id').references(() => amountStatements.id),
    expiresAt: ts('expires_at'),
    paidTime: ts('paid_time'),
    reason: text('reason').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('recharge_records_number_uq').on(t.number),
    uniqueIndex('recharge_records_pay_token_uq').on(t.payToken),
    uniqueIndex('recharge_records_key_uq').on(t.ownerId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('recharge_records_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('recharge_records_creation_idx').on(t.creationTime, t.id),
    index('recharge_records_status_idx').on(t.status, t.creationTime, t.id),
    index('recharge_records_type_idx').on(t.type, t.creationTime),
    index('recharge_records_currency_idx').on(t.currencyId, t.creationTime),
    index('recharge_records_configuration_idx').on(t.configurationId),
    index('recharge_records_wallet_idx').on(t.walletId),
    index('recharge_records_statement_idx').on(t.statementId),
    index('recharge_records_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
    // The expiry run reads the waiting ones by their deadline.
    index('recharge_records_pending_idx').on(t.expiresAt).where(sql`${t.status} = 1`),
  ],
);

/**
 * Every callback a provider sent, as received, and what became of it: applied, declined, or
 * refused (forged signature, replayed nonce, too late, past the recharge's deadline, amount or
 * currency not the recharge's, unknown recharge, provider not offered). A nonce is taken once per
 * configuration, and only by a callback whose signature verified (`takesNonce`): a forged one
 * takes none, so it cannot block the genuine one, and a replay is logged without taking it. The
 * partial index refuses a replay even when two arrive at once.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    configurationId: integer('configuration_id').references(() => onlinePaymentConfigurations.id),
    rechargeId: integer('recharge_id').references(() => rechargeRecords.id),
    nonce: text('nonce').notNull(),
    outcome: text('outcome').notNull(),
    /** The callback's signature verified, so its nonce is spent. */
    takesNonce: boolean('takes_nonce').notNull().default(false),
    payload: jsonb('payload').notNull(),
    creationTime: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_callbacks_nonce_taken_uq').on(t.configurationId, t.nonce).where(sql`${t.takesNonce}`),
    index('payment_callbacks_recharge_idx').on(t.rechargeId),
    index('payment_callbacks_time_idx').on(t.creationTime),
  ],
);
