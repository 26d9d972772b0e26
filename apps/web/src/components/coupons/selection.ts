import { Money } from '@wms/contract';

// The coupon picker's rules, pure (docs/domain.md, "Coupons"; the server checks the same when the
// payment or recharge uses the choice): clicking toggles a coupon; a selected one is removed; a
// coupon is refused when a selected one is of the same definition (SameCouponTypeSelected), when
// a selected one is not stackable, or when it is not stackable itself and others are selected
// (OnlyOneExclusionCouponCanBeUsed).

/** What the rules read of a customer's coupon (a `UserCouponRow`). */
export interface PickableCoupon {
  /** The customer's coupon: what the choice holds. */
  Id: number;
  /** Its definition: two of one definition are never used together. */
  CouponId: number;
  /** Stackable with other coupons. */
  Superposition: boolean;
  /** What it takes off (or adds), in its currency. */
  PreferentialAmount: string;
}

/** Why a coupon cannot join the selection: message keys of the contract's catalogue (couponTexts). */
export type CouponRefusal = 'SameCouponTypeSelected' | 'OnlyOneExclusionCouponCanBeUsed';

/** How a coupon shows: chosen, refused if clicked given the current selection, or free to pick. */
export type CouponLook = 'selected' | 'blocked' | 'available';

/** Why `coupon` may not be added to `selected` (coupons not already in it), or null. */
export function refusalOf(coupon: PickableCoupon, selected: readonly PickableCoupon[]): CouponRefusal | null {
  const others = selected.filter((c) => c.Id !== coupon.Id);
  if (others.some((c) => c.CouponId === coupon.CouponId)) return 'SameCouponTypeSelected';
  if (others.some((c) => !c.Superposition)) return 'OnlyOneExclusionCouponCanBeUsed';
  if (!coupon.Superposition && others.length > 0) return 'OnlyOneExclusionCouponCanBeUsed';
  return null;
}

/** The coupons of `ids` among `coupons`, in the order of `ids` (ids not listed are left out). */
export function selectedOf<C extends PickableCoupon>(ids: readonly number[], coupons: readonly C[]): C[] {
  const byId = new Map(coupons.map((c) => [c.Id, c]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    return c ? [c] : [];
  });
}

/**
 * A click on `coupon`: a selected one leaves the selection; another joins it unless refused, in
 * which case the selection stays as it was and `refused` says why.
 */
export function toggleCoupon(
  ids: readonly number[],
  coupon: PickableCoupon,
  coupons: readonly PickableCoupon[],
): { ids: number[]; refused: CouponRefusal | null } {
  if (ids.includes(coupon.Id)) return { ids: ids.filter((id) => id !== coupon.Id), refused: null };
  const refused = refusalOf(coupon, selectedOf(ids, coupons));
  return refused ? { ids: [...ids], refused } : { ids: [...ids, coupon.Id], refused: null };
}

/** How `coupon` shows given the selection `ids`. */
export function lookOf(coupon: PickableCoupon, ids: readonly number[], coupons: readonly PickableCoupon[]): CouponLook {
  if (ids.includes(coupon.Id)) return 'selected';
  return refusalOf(coupon, selectedOf(ids, coupons)) ? 'blocked' : 'available';
}

/** What the selected coupons take off together, as exact decimal text ("7.00"; "0" for none). */
export function totalDiscount(ids: readonly number[], coupons: readonly PickableCoupon[]): string {
  const chosen = selectedOf(ids, coupons);
  return chosen.length ? Money.sum(chosen.map((c) => c.PreferentialAmount)).toFixed() : '0';
}
