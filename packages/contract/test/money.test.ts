import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money, zMoney } from '../src/money.js';

describe('Money', () => {
  it('adds exactly: 0.1 + 0.2 is 0.3', () => {
    expect(Money.of('0.1').plus('0.2').toFixed()).toBe('0.3');
    expect(Money.of(0.1).plus(0.2).equals('0.3')).toBe(true);
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('sums 10,000 random amounts to the exact sum of their cents', () => {
    const amounts = fc.sample(fc.integer({ min: -99_999_999, max: 99_999_999 }), { numRuns: 10_000, seed: 42 });
    const text = amounts.map(
      (c) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`,
    );
    const cents = amounts.reduce((a, c) => a + BigInt(c), 0n);
    const exact = `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}`;
    expect(Money.sum(text).toFixed(2)).toBe(exact);
    // The float sum of the same amounts drifts: this is what the type is for.
    expect(text.reduce((a, t) => a + Number(t), 0).toFixed(10)).not.toBe(`${exact}00000000`);
  });

  it('rounds half up by default and up when charging', () => {
    expect(Money.of('2.345').round().toFixed(2)).toBe('2.35');
    expect(Money.of('2.344').round().toFixed(2)).toBe('2.34');
    expect(Money.of('-2.345').round().toFixed(2)).toBe('-2.35');
    expect(Money.of('1.001').round(2, 'up').toFixed(2)).toBe('1.01');
    expect(Money.of('1.000').round(2, 'up').toFixed(2)).toBe('1.00');
    expect(Money.of('-1.001').round(2, 'up').toFixed(2)).toBe('-1.01');
    expect(Money.of('1.239').round(0, 'up').toFixed()).toBe('2');
    expect(Money.of('1.999').round(2, 'down').toFixed(2)).toBe('1.99');
    // Exactly half: away from zero on both sides, where a float would see 1.005 as 1.00499...
    expect(Money.of('1.005').round().toFixed(2)).toBe('1.01');
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(Money.of('0.005').round().toFixed(2)).toBe('0.01');
    expect(Money.of('-0.005').round().toFixed(2)).toBe('-0.01');
    expect(Money.of('2.5').round(0).toFixed()).toBe('3');
    expect(Money.of('-2.5').round(0).toFixed()).toBe('-3');
    expect(Money.of('-0.001').round(2, 'up').toFixed(2)).toBe('-0.01');
    expect(Money.of('12.3456').round(3, 'up').toFixed()).toBe('12.346');
  });

  it('multiplies and divides without float error', () => {
    expect(Money.of('19.99').times(3).toFixed(2)).toBe('59.97');
    expect(Money.of('100').dividedBy(3).toFixed()).toBe('33.333333');
    expect(Money.of('1.10').times('1.10').toFixed()).toBe('1.21');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1e3', '12,5', '0x10', '1.2.3', ' '])
      expect(() => Money.of(bad), bad).toThrow(RangeError);
    expect(() => Money.of(Number.NaN)).toThrow(RangeError);
    expect(() => Money.of(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => Money.parse('1.234')).toThrow(RangeError);
    expect(() => Money.parse('12.5', 0)).toThrow(RangeError);
    expect(Money.parse('1.230').toFixed(2)).toBe('1.23');
    expect(Money.parse(1200, 0).toFixed(0)).toBe('1200');
  });

  it('keeps its value across the wire as text', () => {
    expect(JSON.stringify({ Amount: Money.of('12.5') })).toBe('{"Amount":"12.5"}');
    expect(Money.of('12.5').toFixed(2)).toBe('12.50');
  });
});

describe('zMoney', () => {
  const price = zMoney({ max: '99999999.99' });
  it('answers canonical text with the places of the amount', () => {
    expect(price.parse(12.5)).toBe('12.50');
    expect(price.parse('0012.5')).toBe('12.50');
    expect(price.parse('7')).toBe('7.00');
  });
  it('refuses too many places, negatives, too big and non-amounts with the product rule', () => {
    const rule = (v: unknown) => price.safeParse(v).error?.issues[0]?.message;
    expect(rule('1.234')).toBe('validation.decimalPlaces');
    expect(rule('-1')).toBe('validation.numberNegative');
    expect(rule('abc')).toBe('validation.numberFormat');
    expect(price.safeParse('100000000').success).toBe(false);
    expect(zMoney({ negative: true }).parse('-1.5')).toBe('-1.50');
  });
});
