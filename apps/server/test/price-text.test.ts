import { Money } from '@wms/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceText } from '../src/modules/warehouse/commodities/service.js';

/** What priceText must answer: the amount with its currency's places, more when it has them. */
const byMoney = (price: string, decimals: number) => {
  const m = Money.of(price);
  return m.toFixed(Math.max(decimals, m.places()));
};

describe('priceText (the list price without decimal.js)', () => {
  it('answers what Money answers for every stored numeric(18, 4) text and places 0 to 4', () => {
    // numeric(18, 4) as PostgreSQL writes it: always four decimals.
    const stored = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 14n - 1n }), fc.integer({ min: 0, max: 9999 }))
      .map(
        ([neg, whole, frac]) =>
          `${neg && (whole > 0n || frac > 0) ? '-' : ''}${whole}.${String(frac).padStart(4, '0')}`,
      );
    fc.assert(
      fc.property(stored, fc.integer({ min: 0, max: 4 }), (price, decimals) => {
        expect(priceText(price, decimals)).toBe(byMoney(price, decimals));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the cases a reader checks by eye', () => {
    expect(priceText('12.5000', 2)).toBe('12.50');
    expect(priceText('1200.0000', 0)).toBe('1200');
    expect(priceText('0.1234', 2)).toBe('0.1234');
    expect(priceText('7', 2)).toBe('7.00');
  });
});
