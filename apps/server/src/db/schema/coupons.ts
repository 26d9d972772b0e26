import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, money, ts, weight } from './_columns.js';
import { users } from './identity.js';
import { expenseTypes } from './reference.js';

// Coupons (docs/domain.md, "Coupons"): definitions staff keep, and the coupons customers hold.

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** CouponKind: 1 off a bill, 2 added to a recharge. */
    couponKind: smallint('coupon_kind').notNull(),
    preferentialAmount: money('preferential_amount').notNull(),
    availableAmount: money('available_amount').notNull().default('0'),
    availableWeight: weight('available_weight').notNull().default('0'),
    expenseTypeId: integer('expense_type_id').references(() => expenseTypes.id),
    /** The currencies it is good for; empty: any. */
    currencyIds: integer('currency_ids').array().notNull().default(sql`'{}'::int[]`),
    superposition: boolean('superposition').notNull().default(false),
    startTime: ts('start_time'),
    deadline: ts('deadline'),
    effectiveDays: integer('effective_days'),
    remarks: text('remarks').notNull().default(''),
    isDeactivate: boolean('is_deactivate').notNull().default(false),
    creationTime: createdAt(),
  },
  (t) => [index('coupons_kind_idx').on(t.couponKind), index('coupons_name_idx').on(t.name)],
);

/** A coupon a customer holds: valid from `start_time` to `expires_at` (fixed when given), used
 * once (the payment or recharge it went to). */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** CouponSource: 1 given by staff, 2 from an activity. */
    source: smallint('source').notNull(),
    startTime: ts('start_time'),
    expiresAt: ts('expires_at'),
    usedTime: ts('used_time'),
    /** What it was used on: a payment record's or a recharge record's number. */
    usedFor: text('used_for').notNull().default(''),
    operatorId: integer('operator_id').references(() => users.id),
    creationTime: createdAt(),
  },
  (t) => [
    index('user_coupons_owner_idx').on(t.ownerId, t.creationTime, t.id),
    index('user_coupons_coupon_idx').on(t.couponId),
    index('user_coupons_creation_idx').on(t.creationTime, t.id),
    // The pickers read a customer's unused ones.
    index('user_coupons_unused_idx').on(t.ownerId, t.expiresAt).where(sql`${t.usedTime} is null`),
  ],
);
