import { describe, expect, it } from 'vitest';
import {
  lookOf,
  type PickableCoupon,
  refusalOf,
  selectedOf,
  toggleCoupon,
  totalDiscount,
} from '../src/components/coupons/selection';

// The coupon picker's rules (components/coupons/selection.ts): a click toggles, a selected coupon
// is removed, the same definition twice is refused, a non-stackable coupon stands alone both
// ways, and what would be refused shows blocked.

const coupon = (Id: number, CouponId: number, Superposition: boolean, PreferentialAmount: string): PickableCoupon => ({
  Id,
  CouponId,
  Superposition,
  PreferentialAmount,
});

// Two stackable coupons of different definitions, a second of the first's definition, and two
// non-stackable ones.
const five = coupon(1, 10, true, '5.00');
const two = coupon(2, 20, true, '2.00');
const fiveAgain = coupon(3, 10, true, '5.00');
const twenty = coupon(4, 30, false, '20.00');
const ten = coupon(5, 40, false, '10.50');
const all = [five, two, fiveAgain, twenty, ten];

describe('toggling a coupon', () => {
  it('adds an available coupon, and removes a selected one when clicked again', () => {
    const first = toggleCoupon([], five, all);
    expect(first).toEqual({ ids: [1], refused: null });
    const second = toggleCoupon(first.ids, two, all);
    expect(second).toEqual({ ids: [1, 2], refused: null });
    expect(toggleCoupon(second.ids, five, all)).toEqual({ ids: [2], refused: null });
    expect(toggleCoupon([2], two, all)).toEqual({ ids: [], refused: null });
  });

  it('refuses a second coupon of the same definition, and keeps the selection', () => {
    const r = toggleCoupon([1], fiveAgain, all);
    expect(r).toEqual({ ids: [1], refused: 'SameCouponTypeSelected' });
  });

  it('refuses anything beside a selected non-stackable coupon', () => {
    expect(toggleCoupon([4], five, all)).toEqual({ ids: [4], refused: 'OnlyOneExclusionCouponCanBeUsed' });
    expect(toggleCoupon([4], ten, all)).toEqual({ ids: [4], refused: 'OnlyOneExclusionCouponCanBeUsed' });
  });

  it('refuses a non-stackable coupon when others are selected', () => {
    expect(toggleCoupon([1], twenty, all)).toEqual({ ids: [1], refused: 'OnlyOneExclusionCouponCanBeUsed' });
    expect(toggleCoupon([1, 2], twenty, all)).toEqual({ ids: [1, 2], refused: 'OnlyOneExclusionCouponCanBeUsed' });
  });

  it('takes a non-stackable coupon on its own, and lets it go again', () => {
    expect(toggleCoupon([], twenty, all)).toEqual({ ids: [4], refused: null });
    expect(toggleCoupon([4], twenty, all)).toEqual({ ids: [], refused: null });
  });

  it('names the same definition before stacking when both apply', () => {
    const exclusiveAgain = coupon(6, 30, false, '20.00');
    expect(refusalOf(exclusiveAgain, [twenty])).toBe('SameCouponTypeSelected');
  });

  it('ignores selected ids that are not in the list', () => {
    expect(selectedOf([99, 1], all)).toEqual([five]);
    expect(toggleCoupon([99], twenty, all)).toEqual({ ids: [99, 4], refused: null });
  });
});

describe('how coupons show', () => {
  it('shows every coupon available while nothing is selected', () => {
    expect(all.map((c) => lookOf(c, [], all))).toEqual([
      'available',
      'available',
      'available',
      'available',
      'available',
    ]);
  });

  it('blocks the same definition and the non-stackable ones beside a stackable one', () => {
    expect(all.map((c) => lookOf(c, [1], all))).toEqual(['selected', 'available', 'blocked', 'blocked', 'blocked']);
  });

  it('blocks everything else beside a non-stackable one', () => {
    expect(all.map((c) => lookOf(c, [4], all))).toEqual(['blocked', 'blocked', 'blocked', 'selected', 'blocked']);
  });

  it('shows what a click would refuse as blocked, and what it would take as available', () => {
    for (const ids of [[], [1], [2], [1, 2], [4], [5]]) {
      for (const c of all) {
        const look = lookOf(c, ids, all);
        if (look === 'selected') continue;
        expect(look === 'blocked', `${c.Id} beside ${ids}`).toBe(toggleCoupon(ids, c, all).refused !== null);
      }
    }
  });
});

describe('the total', () => {
  it('adds up the selected coupons exactly, 0 for none', () => {
    expect(totalDiscount([], all)).toBe('0');
    expect(totalDiscount([1], all)).toBe('5');
    expect(totalDiscount([1, 2], all)).toBe('7');
    expect(totalDiscount([5], all)).toBe('10.5');
    expect(totalDiscount([99, 2], all)).toBe('2');
    // Decimal, not floating point: 0.1 + 0.2 is 0.3.
    const tenth = coupon(7, 70, true, '0.1');
    const fifth = coupon(8, 80, true, '0.2');
    expect(totalDiscount([7, 8], [tenth, fifth])).toBe('0.3');
  });
});
