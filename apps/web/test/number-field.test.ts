import { describe, expect, it } from 'vitest';
import { keepsNumberRule, numberOf, ungrouped } from '../src/components/form/number';

describe('number fields', () => {
  it('reads plain decimal text only', () => {
    expect(numberOf(' 12 ')).toBe(12);
    expect(numberOf('-2')).toBe(-2);
    expect(numberOf('2.50')).toBe(2.5);
    expect(numberOf('.5')).toBe(0.5);
    for (const text of ['', 'abc', '1e3', '1,000', '2.5.1', '-', '0x10']) expect(numberOf(text)).toBeUndefined();
  });

  it('reads digits grouped as the console writes amounts, in each of its languages', () => {
    for (const lang of ['en-US', 'zh-CN', 'zh-TW']) {
      expect(ungrouped('1,000', lang)).toBe('1000');
      expect(ungrouped(' -1,234,567.50 ', lang)).toBe('-1234567.50');
      expect(ungrouped('12.5', lang)).toBe('12.5');
    }
    // Groups out of their places are left for the rule to refuse, never guessed at.
    for (const text of ['1,00', '10,000,00', ',100', '1.000,5', '1,000.5.1', '1,,000', 'abc'])
      expect(ungrouped(text, 'en-US')).toBe(text);
    expect(keepsNumberRule(ungrouped('1,00', 'en-US'), { min: 0, decimals: 2 })).toBe(false);
  });

  it('refuses what breaks the rule instead of changing it', () => {
    const rows = { min: 1, max: 999 };
    expect(keepsNumberRule(2, rows)).toBe(true);
    expect(keepsNumberRule(undefined, rows)).toBe(true);
    expect(keepsNumberRule('', rows)).toBe(true);
    expect(keepsNumberRule(-2, rows)).toBe(false);
    expect(keepsNumberRule(2.5, rows)).toBe(false);
    expect(keepsNumberRule(1000, rows)).toBe(false);
    expect(keepsNumberRule('abc', rows)).toBe(false);

    const length = { min: 0, max: 999_999_999, decimals: 3 };
    expect(keepsNumberRule('12.345', length)).toBe(true);
    expect(keepsNumberRule('12.3400', length)).toBe(true);
    expect(keepsNumberRule('12.3456', length)).toBe(false);
    expect(keepsNumberRule('-10', length)).toBe(false);
    expect(keepsNumberRule(1e21, length)).toBe(false);

    const change = { min: -5, max: 5, notZero: true };
    expect(keepsNumberRule(-3, change)).toBe(true);
    expect(keepsNumberRule(0, change)).toBe(false);
  });
});
