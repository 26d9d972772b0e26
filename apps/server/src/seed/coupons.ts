import { CouponKind, CouponSource } from '@wms/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { coupons, currencies, expenseTypes, userCoupons, users } from '../db/schema/index.js';

/**
 * Demo coupons of both kinds, given to both demo customers: bill coupons (stackable and not, one
 * for warehousing charges only) and a recharge coupon, so the pickers and coupon screens have
 * something to show.
 */
export async function seedCoupons(tx: Tx) {
  const [cny] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'CNY'));
  const [warehousing] = await tx
    .select({ id: expenseTypes.id })
    .from(expenseTypes)
    .where(eq(expenseTypes.code, 'WAREHOUSING'));
  const people = await tx
    .select({ id: users.id, name: users.userName })
    .from(users)
    .where(inArray(users.userName, ['admin', 'customer1', 'customer2']));
  const admin = people.find((p) => p.name === 'admin');
  const customers = people.filter((p) => p.name !== 'admin');
  if (!cny || !admin || !customers.length) return;
  const made = await tx
    .insert(coupons)
    .values([
      {
        name: '5 off any bill',
        couponKind: CouponKind.Bill,
        preferentialAmount: '5',
        availableAmount: '2',
        currencyIds: [cny.id],
        superposition: true,
        effectiveDays: 90,
        remarks: 'Stackable with the other stackable coupons',
      },
      {
        name: '2 off warehousing',
        couponKind: CouponKind.Bill,
        preferentialAmount: '2',
        expenseTypeId: warehousing?.id ?? null,
        currencyIds: [cny.id],
        superposition: true,
        effectiveDays: 90,
      },
      {
        name: '20 off a bill of 100 (on its own)',
        couponKind: CouponKind.Bill,
        preferentialAmount: '20',
        availableAmount: '100',
        currencyIds: [cny.id],
        superposition: false,
        effectiveDays: 30,
      },
      {
        name: '10 added to a recharge of 100',
        couponKind: CouponKind.Recharge,
        preferentialAmount: '10',
        availableAmount: '100',
        currencyIds: [cny.id],
        superposition: false,
        effectiveDays: 60,
      },
    ])
    .returning({ id: coupons.id, days: coupons.effectiveDays });
  const now = Date.now();
  await tx.insert(userCoupons).values(
    customers.flatMap((c) =>
      made.map((m) => ({
        couponId: m.id,
        ownerId: c.id,
        source: CouponSource.Staff,
        expiresAt: new Date(now + (m.days ?? 30) * 86_400_000),
        operatorId: admin.id,
      })),
    ),
  );
}
