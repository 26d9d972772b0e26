import {
  CouponKind,
  couponSourceOptions,
  type Lang,
  Money,
  type UserCouponRow,
  UserCouponState,
  userCouponStateOptions,
} from '@wms/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.js';
import { invalid, refused } from '../../../platform/errors.js';
import { localName } from '../../../platform/local-name.js';
import { param } from '../../../platform/paging.js';
import { preparedSql } from '../../../platform/prepared.js';
import { placesOf } from '../../reference/currencies/places.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { optionName } from '../money-list/list.js';

// ---------------------------------------------------------------------------------------------
// The coupon rules (docs/domain.md, "Coupons"), the same for the picker and for the payment or
// recharge that uses its choice: a customer's own coupon, unused, valid now, of the right kind and
// currency, whose minimum spend (and, off a bill, minimum weight and expense type) is met; the
// same definition twice is refused, and a non-stackable coupon stands alone.

/** What a coupon is used on. */
export interface CouponUse {
  ownerId: number;
  kind: (typeof CouponKind)[keyof typeof CouponKind];
  currencyId: number;
  /** What the bills come to, or the recharge's amount. */
  amount: string;
  /** Off a bill: what the bills' parcels weigh (kg) and the expense types of their lines. */
  weight?: string;
  expenseTypeIds?: number[];
}

interface HeldCoupon {
  id: number;
  coupon_id: number;
  name: string;
  coupon_kind: number;
  owner_id: number;
  customer_name: string;
  preferential_amount: string;
  available_amount: string;
  available_weight: string;
  expense_type_id: number | null;
  expense_type: string;
  expense_type_i18n: Record<string, string> | string | null;
  currency_ids: number[] | string;
  currency_codes: string[] | string;
  superposition: boolean;
  /** Staff switched the definition off: hidden from the picker and refused by a payment. */
  is_deactivate: boolean;
  /** The named currencies that exist (an id kept after its currency went matches nothing). */
  known_currency_ids: number[] | string;
  source: number;
  start_time: string | null;
  expires_at: string | null;
  used_time: string | null;
  used_for: string;
  creation_time: string;
  decimals: number | null;
}

const intArray = (v: number[] | string): number[] =>
  Array.isArray(v) ? v.map(Number) : v === '{}' ? [] : v.replace(/[{}]/g, '').split(',').map(Number);
const textArray = (v: string[] | string): string[] =>
  Array.isArray(v) ? v : v === '{}' ? [] : v.replace(/[{}]/g, '').split(',');

/** The statement reading held coupons with their definitions, `where` narrowing them. */
const heldSql = (where: SQL, limit: SQL | number, offset: SQL | number) => sql`
    select uc.id, uc.coupon_id, c.name, c.coupon_kind, uc.owner_id, u.user_name as customer_name,
      c.preferential_amount::text as preferential_amount, c.available_amount::text as available_amount,
      c.available_weight::text as available_weight, c.expense_type_id, coalesce(e.name, '') as expense_type, e.name_i18n as expense_type_i18n,
      c.currency_ids, array(select cur.code from currencies cur where cur.id = any(c.currency_ids) order by cur.code) as currency_codes,
      c.superposition, c.is_deactivate,
      array(select cur.id from currencies cur where cur.id = any(c.currency_ids)) as known_currency_ids, uc.source,
      to_char(uc.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start_time,
      to_char(uc.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at,
      to_char(uc.used_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as used_time,
      uc.used_for, to_char(uc.creation_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as creation_time,
      (select min(cur.decimals) from currencies cur where cur.id = any(c.currency_ids)) as decimals
    from user_coupons uc
    join coupons c on c.id = uc.coupon_id
    join users u on u.id = uc.owner_id
    left join expense_types e on e.id = c.expense_type_id
    where ${where}
    order by uc.expires_at nulls last, uc.id
    limit ${limit} offset ${offset}`;

/** The customer's coupons with their definitions, read in one statement (`where` narrows them). */
export async function heldCoupons(db: Queryable, where: ReturnType<typeof sql>, limit = 200, offset = 0) {
  const res = await db.execute(heldSql(where, limit, offset));
  return res.rows as unknown as HeldCoupon[];
}

/** The held coupons of these ids (at most 200, as `heldCoupons`), prepared once: a payment or a
 * recharge with coupons reads its choice with it. */
export function heldCouponsById(db: Queryable, ids: readonly number[]) {
  return preparedSql<HeldCoupon>(
    db,
    'coupons:held-by-id',
    () => heldSql(sql`uc.id = any(${param('ids')}::int[])`, 200, 0),
    { ids: [...ids] },
  );
}

/** A coupon's state now. */
export function couponState(c: Pick<HeldCoupon, 'used_time' | 'start_time' | 'expires_at'>, now = Date.now()) {
  if (c.used_time) return UserCouponState.Used;
  if (c.expires_at && Date.parse(c.expires_at) < now) return UserCouponState.Expired;
  if (c.start_time && Date.parse(c.start_time) > now) return UserCouponState.NotYetValid;
  return UserCouponState.Available;
}

/** A held coupon as the lists and pickers answer it. */
export function couponRow(c: HeldCoupon, lang: Lang): UserCouponRow {
  const places = c.decimals === null ? 2 : Number(c.decimals);
  const state = couponState(c);
  return {
    Id: Number(c.id),
    CouponId: Number(c.coupon_id),
    Name: c.name,
    CouponKind: Number(c.coupon_kind),
    CustomerId: Number(c.owner_id),
    CustomerName: c.customer_name,
    PreferentialAmount: priceText(c.preferential_amount, places),
    AvailableAmount: priceText(c.available_amount, places),
    AvailableWeight: Money.of(c.available_weight).toFixed(),
    ExpenseType: c.expense_type
      ? localName(
          {
            name: c.expense_type,
            nameI18n: (typeof c.expense_type_i18n === 'string'
              ? JSON.parse(c.expense_type_i18n)
              : c.expense_type_i18n) as never,
          },
          lang,
        )
      : '',
    CurrencyCodes: textArray(c.currency_codes),
    Superposition: c.superposition,
    Source: Number(c.source),
    SourceName: optionName(couponSourceOptions, Number(c.source), lang),
    State: state,
    StateName: optionName(userCouponStateOptions, state, lang),
    StartTime: c.start_time,
    ExpirationTime: c.expires_at,
    UsedTime: c.used_time,
    UsedFor: c.used_for,
    CreationTime: c.creation_time,
  };
}

/** Why a held coupon cannot be used on `use` now (a message key), or null when it can; `places`
 * are those of the use's currency, when known. */
export function whyNot(c: HeldCoupon, use: CouponUse, places?: number): string | null {
  if (Number(c.owner_id) !== use.ownerId) return 'coupons.missing';
  if (c.used_time) return 'coupons.used';
  if (c.is_deactivate) return 'coupons.deactivated';
  if (couponState(c) !== UserCouponState.Available) return 'coupons.expired';
  if (Number(c.coupon_kind) !== use.kind) return 'coupons.kind';
  // Only currencies that exist: a coupon naming one that does not is good for none of it.
  if (intArray(c.currency_ids).length && !intArray(c.known_currency_ids).includes(use.currencyId))
    return 'coupons.currency';
  // A coupon for any currency whose amount has places this one does not keep (0.50 off a yen
  // bill) would leave an amount the currency cannot hold (docs/domain.md, "Money").
  if (places !== undefined && Money.of(c.preferential_amount).places() > places) return 'coupons.currency';
  if (Money.of(use.amount).compare(c.available_amount) < 0) return 'coupons.minimum';
  if (use.kind === CouponKind.Bill) {
    if (Money.of(use.weight ?? '0').compare(c.available_weight) < 0) return 'coupons.weight';
    if (c.expense_type_id !== null && !(use.expenseTypeIds ?? []).includes(Number(c.expense_type_id)))
      return 'coupons.expenseType';
  }
  return null;
}

/** The customer's coupons good for `use` now (the picker's list). */
export async function usableCoupons(db: Queryable, use: CouponUse, lang: Lang): Promise<UserCouponRow[]> {
  const [held, places] = await Promise.all([
    heldCoupons(
      db,
      sql`uc.owner_id = ${use.ownerId} and uc.used_time is null and c.coupon_kind = ${use.kind} and not c.is_deactivate`,
    ),
    placesOf(db, use.currencyId),
  ]);
  return held.filter((c) => whyNot(c, use, places) === null).map((c) => couponRow(c, lang));
}

/**
 * Checks a choice of coupons for `use` (the picker's rules, then each coupon's), locking them:
 * answers the discount (a bill) or bonus (a recharge), never more than `cap`. Refusals: Code 4
 * SameCouponTypeSelected / OnlyOneExclusionCouponCanBeUsed, Code 2 on `field` naming the coupon and why.
 */
export async function checkCoupons(
  tx: Tx,
  ids: readonly number[],
  use: CouponUse,
  field = 'UserCouponIds',
  cap?: string,
): Promise<{ total: Money; coupons: HeldCoupon[] }> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (!wanted.length) return { total: Money.zero, coupons: [] };
  // Locked, so a coupon is not used by two payments at once.
  await preparedSql(
    tx,
    'coupons:lock',
    () => sql`select id from user_coupons where id = any(${param('ids')}::int[]) order by id for update`,
    { ids: wanted },
  );
  const held = await heldCouponsById(tx, wanted);
  const places = await placesOf(tx, use.currencyId);
  for (const id of wanted) {
    const c = held.find((h) => Number(h.id) === id);
    const why = c ? whyNot(c, use, places) : 'coupons.missing';
    if (why) throw invalid(field, why, { name: c?.name ?? String(id) });
  }
  const definitions = held.map((c) => Number(c.coupon_id));
  if (new Set(definitions).size !== definitions.length) throw refused('SameCouponTypeSelected');
  if (held.length > 1 && held.some((c) => !c.superposition)) throw refused('OnlyOneExclusionCouponCanBeUsed');
  let total = Money.sum(held.map((c) => c.preferential_amount));
  if (cap !== undefined && total.compare(cap) > 0) total = Money.of(cap);
  return { total, coupons: held };
}

/** Marks checked coupons used on `usedFor` (in the checking transaction, after its locks). */
export async function useCoupons(tx: Tx, ids: readonly number[], usedFor: string): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await preparedSql<{ id: number }>(
    tx,
    'coupons:use',
    () => sql`update user_coupons set used_time = now(), used_for = ${param('usedFor')}::text
    where id = any(${param('ids')}::int[]) and used_time is null returning id`,
    { ids: [...ids], usedFor },
  );
  return rows.map((r) => Number(r.id));
}
