import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remaining } from '../src/modules/shelves/service.js';

/** The same subtraction in BigInt thousandths, as the shelves' figures were first written. */
const milli = (d: string) => {
  const [i = '0', f = ''] = d.split('.');
  return BigInt(i) * 1000n + BigInt(f.padEnd(3, '0').slice(0, 3));
};
const exact = (total: string, used: string) => {
  const r = milli(total) - milli(used);
  if (r <= 0n) return '0';
  const frac = (r % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return frac ? `${r / 1000n}.${frac}` : `${r / 1000n}`;
};

describe("a shelf's remaining space", () => {
  it('is exact for every numeric(12, 3) text, as PostgreSQL writes them', () => {
    const measure = fc
      .tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 999 }))
      .map(([whole, thousandths]) => `${whole}.${String(thousandths).padStart(3, '0')}`);
    fc.assert(
      fc.property(measure, measure, (total, used) => {
        expect(remaining(total, used)).toBe(exact(total, used));
      }),
      { numRuns: 5000 },
    );
    expect(remaining('999999999.999', '0.001')).toBe('999999999.998');
    expect(remaining('120.000', '20.500')).toBe('99.5');
    expect(remaining('1', '1.000')).toBe('0');
  });
});
