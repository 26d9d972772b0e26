import {
  AccountType,
  CouponKind,
  couponCalls,
  couponKindOptions,
  couponSourceOptions,
  type Lang,
  MAX_WALLET_AMOUNT,
  type UserCouponRow,
  UserCouponState,
  userCouponCalls,
  userCouponStateOptions,
} from '@wms/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { coupons, currencies, userCoupons, users } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { localName } from '../../../platform/local-name.js';
import { inTransaction } from '../../../platform/notify.js';
import { refuseUnoffered } from '../../../platform/options.js';
import { pageWindow } from '../../../platform/paging.js';
import { type ModuleDef, moduleOf, paged, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';
import { baseCurrencyPlaces, checkPlaces, placesOfAll } from '../../reference/currencies/places.js';
import { refuseUnknownExpenseType } from '../quotations/shared.js';
import { couponRow, heldCoupons, usableCoupons } from './rules.js';

defineSelect('CouponKinds', couponKindOptions);
defineSelect('CouponSources', couponSourceOptions);
defineSelect('UserCouponStates', userCouponStateOptions);

/** The where-clause of a state: computed from the coupon's times, as `couponState` does. */
const stateWhere = (state: number | undefined): SQL => {
  switch (state) {
    case UserCouponState.Used:
      return sql`uc.used_time is not null`;
    case UserCouponState.Expired:
      return sql`uc.used_time is null and uc.expires_at < now()`;
    case UserCouponState.NotYetValid:
      return sql`uc.used_time is null and uc.start_time > now()`;
    case UserCouponState.Available:
      return sql`uc.used_time is null and (uc.expires_at is null or uc.expires_at >= now()) and (uc.start_time is null or uc.start_time <= now())`;
    default:
      return sql`true`;
  }
};

async function couponPage(
  db: Queryable,
  where: SQL,
  q: { index: number; rows: number },
  lang: Lang,
): Promise<{ rows: ReturnType<typeof couponRow>[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const [rows, total] = await Promise.all([
    heldCoupons(db, where, limit, offset),
    db.execute(
      sql`select count(*)::int as n from user_coupons uc join coupons c on c.id = uc.coupon_id where ${where}`,
    ),
  ]);
  return { rows: rows.map((r) => couponRow(r, lang)), total: Number((total.rows[0] as { n: number }).n) };
}

/** Coupon definitions (a set-up area) and customers' coupons (docs/domain.md, "Coupons"). */
export function couponModules(deps: Deps): ModuleDef[] {
  const { db } = deps;
  /** A customer's coupons good for a recharge: none for a currency one cannot recharge in (not
   * there, or deactivated), whatever a coupon names. */
  const rechargeCoupons = async (
    ownerId: number,
    b: { CurrencyId: number; RechargeAmount: string },
    lang: Lang,
  ): Promise<UserCouponRow[]> => {
    const [currency] = await db
      .select({ id: currencies.id })
      .from(currencies)
      .where(and(eq(currencies.id, b.CurrencyId), eq(currencies.isDeactivate, false)));
    if (!currency) return [];
    return usableCoupons(
      db,
      { ownerId, kind: CouponKind.Recharge, currencyId: b.CurrencyId, amount: b.RechargeAmount },
      lang,
    );
  };
  return [
    moduleOf(
      couponCalls,
      setupRoutes(deps, {
        table: coupons,
        list: couponCalls.GetCoupons,
        detail: couponCalls.GetEditCoupon,
        establish: couponCalls.AddCoupon,
        edit: couponCalls.EditCoupon,
        remove: couponCalls.DeleteCoupon,
        search: [coupons.name],
        filters: { CouponKind: coupons.couponKind, IsDeactivate: coupons.isDeactivate },
        check: async (b, before, tx) => {
          if (b.Deadline && b.EffectiveDays) throw invalid('EffectiveDays', 'coupons.validity');
          // Currencies picked from the active ones (one the coupon already names stays valid
          // after it is deactivated); one that does not exist is never saved.
          const named = b.CurrencyIds ?? [];
          const held = new Set(before?.currencyIds ?? []);
          await refuseUnoffered(
            tx,
            currencies,
            named.filter((id) => !held.has(id)),
            'CurrencyIds',
          );
          const { places, missing } = await placesOfAll(tx, named);
          if (missing.length) throw invalid('CurrencyIds', 'validation.unknownChoice');
          await refuseUnknownExpenseType(tx, b.ExpenseTypeId, 'ExpenseTypeId');
          // Its amounts in the places of every currency it is good for (any: the base's).
          const decimals = places ?? (await baseCurrencyPlaces(tx));
          const rule = { max: MAX_WALLET_AMOUNT };
          checkPlaces('PreferentialAmount', b.PreferentialAmount, decimals, { ...rule, zero: 'refused' });
          checkPlaces('AvailableAmount', b.AvailableAmount, decimals, rule);
        },
        write: (b) => ({
          availableAmount: b.AvailableAmount ?? '0',
          availableWeight: b.AvailableWeight ?? '0',
          currencyIds: b.CurrencyIds ?? [],
        }),
        usedBy: [usedBy(userCoupons.couponId)],
        // Names and counts for the page at once: one statement.
        more: async (rows, lang) => {
          const ids = rows.map((r) => Number(r.Id));
          if (!ids.length) return [];
          const res = await db.execute(sql`
            select c.id, coalesce(e.name, '') as expense_type, e.name_i18n,
              array(select cur.code from currencies cur where cur.id = any(c.currency_ids) order by cur.code) as codes,
              (select count(*)::int from user_coupons uc where uc.coupon_id = c.id) as issued,
              (select count(*)::int from user_coupons uc where uc.coupon_id = c.id and uc.used_time is not null) as used
            from coupons c left join expense_types e on e.id = c.expense_type_id
            where c.id = any(${`{${ids.join(',')}}`}::int[])`);
          const by = new Map(
            (
              res.rows as {
                id: number;
                expense_type: string;
                name_i18n: never;
                codes: string[] | string;
                issued: number;
                used: number;
              }[]
            ).map((r) => [Number(r.id), r]),
          );
          return rows.map((r) => {
            const x = by.get(Number(r.Id));
            const codes = x?.codes ?? [];
            return {
              CouponKindName: couponKindOptions.find((o) => o.Value === r.CouponKind)?.Name[lang] ?? '',
              ExpenseTypeName: x?.expense_type ? localName({ name: x.expense_type, nameI18n: x.name_i18n }, lang) : '',
              CurrencyCodes: Array.isArray(codes) ? codes : codes === '{}' ? [] : codes.replace(/[{}]/g, '').split(','),
              Issued: x?.issued ?? 0,
              Used: x?.used ?? 0,
            };
          });
        },
      }),
    ),
    moduleOf(userCouponCalls, [
      route(userCouponCalls.GetUserCoupons, async (c) => {
        const q = c.body;
        const where = sql`uc.owner_id = ${c.auth.userId} and ${stateWhere(q.State)}${
          q.Content ? sql` and c.name ilike ${`%${q.Content}%`}` : sql``
        }`;
        const { rows, total } = await couponPage(db, where, q, c.lang);
        return paged(rows, total);
      }),
      route(userCouponCalls.GetCustomerCoupons, async (c) => {
        const q = c.body;
        const where = sql`${q.CustomerId === undefined ? sql`true` : sql`uc.owner_id = ${q.CustomerId}`}
          and ${q.CouponId === undefined ? sql`true` : sql`uc.coupon_id = ${q.CouponId}`} and ${stateWhere(q.State)}`;
        const { rows, total } = await couponPage(db, where, q, c.lang);
        return paged(rows, total);
      }),
      route(userCouponCalls.GetCurrentUserRechargeAvailableCoupons, (c) =>
        rechargeCoupons(c.auth.userId, c.body, c.lang),
      ),
      route(userCouponCalls.GetUserRechargeAvailableCoupons, (c) => {
        if (c.body.OwnerId === undefined) throw invalid('OwnerId', 'validation.required');
        return rechargeCoupons(c.body.OwnerId, c.body, c.lang);
      }),
      route(userCouponCalls.AddUserCoupons, (c) =>
        inTransaction(deps, async (tx) => {
          const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, c.body.CouponId));
          if (!coupon || coupon.isDeactivate) throw invalid('CouponId', 'validation.unknownChoice');
          const customers = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                sql`${users.id} = any(${`{${c.body.UserIds.join(',')}}`}::int[])`,
                eq(users.accountType, AccountType.Customer),
              ),
            );
          if (customers.length !== new Set(c.body.UserIds).size) throw invalid('UserIds', 'wallets.notCustomer');
          const now = Date.now();
          // Valid from its start (or now) to its deadline, or for its days from now.
          const start = coupon.startTime ?? null;
          const expires =
            coupon.deadline ?? (coupon.effectiveDays ? new Date(now + coupon.effectiveDays * 86_400_000) : null);
          const rows = customers.flatMap((u) =>
            Array.from({ length: c.body.Count }, () => ({
              couponId: coupon.id,
              ownerId: u.id,
              source: 1,
              startTime: start,
              expiresAt: expires,
              operatorId: c.auth.userId,
            })),
          );
          await tx.insert(userCoupons).values(rows);
          return rows.length;
        }),
      ),
    ]),
  ];
}
