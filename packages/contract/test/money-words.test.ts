import { describe, expect, it } from 'vitest';
import { Money } from '../src/money.js';
import { amountInWords } from '../src/money-words.js';

/** The same amounts in the three languages, as an invoice prints its total. */
const CASES: [string, string, string, string][] = [
  // amount, zh-cn, zh-tw, en-us
  ['0', '零元整', '零元整', 'Zero and 00/100'],
  ['0.05', '伍分', '伍分', 'Zero and 05/100'],
  ['10', '壹拾元整', '壹拾元整', 'Ten and 00/100'],
  ['100.5', '壹佰元伍角', '壹佰元伍角', 'One hundred and 50/100'],
  ['1001', '壹仟零壹元整', '壹仟零壹元整', 'One thousand one and 00/100'],
  ['1000000.01', '壹佰万元零壹分', '壹佰萬元零壹分', 'One million and 01/100'],
  [
    '99999999.99',
    '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分',
    '玖仟玖佰玖拾玖萬玖仟玖佰玖拾玖元玖角玖分',
    'Ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine and 99/100',
  ],
  ['123.45', '壹佰贰拾叁元肆角伍分', '壹佰貳拾參元肆角伍分', 'One hundred twenty-three and 45/100'],
];

describe('amountInWords', () => {
  for (const [amount, zhCn, zhTw, en] of CASES)
    it(`writes ${amount} in the three languages`, () => {
      expect(amountInWords(amount, 'zh-cn')).toBe(zhCn);
      expect(amountInWords(amount, 'zh-tw')).toBe(zhTw);
      expect(amountInWords(amount, 'en-us')).toBe(en);
    });

  it('reads a zero between digits once, and none at the end of a group', () => {
    expect(amountInWords('10010', 'zh-cn')).toBe('壹万零壹拾元整');
    expect(amountInWords('100010000', 'zh-cn')).toBe('壹亿零壹万元整');
    expect(amountInWords('100000001', 'zh-tw')).toBe('壹億零壹元整');
    expect(amountInWords('20.07', 'zh-cn')).toBe('贰拾元零柒分');
    expect(amountInWords('0.5', 'zh-cn')).toBe('伍角');
    expect(amountInWords('0.55', 'zh-cn')).toBe('伍角伍分');
    expect(amountInWords('1015', 'en-us')).toBe('One thousand fifteen and 00/100');
    expect(amountInWords('1000001', 'en-us')).toBe('One million one and 00/100');
  });

  it("goes to the currency's places, rounding half up, and names the currency when asked", () => {
    expect(amountInWords('1.005', 'zh-cn')).toBe('壹元零壹分');
    expect(amountInWords('1200', 'en-us', { places: 0, currency: 'JPY' })).toBe('JPY One thousand two hundred');
    expect(amountInWords('1200', 'zh-cn', { places: 0, currency: 'JPY' })).toBe('JPY 壹仟贰佰元整');
    expect(amountInWords('1.105', 'zh-cn', { places: 3 })).toBe('壹元壹角零伍厘');
    expect(amountInWords('1.105', 'en-us', { places: 3 })).toBe('One and 105/1000');
    expect(amountInWords(Money.of('123.45'), 'zh-cn', { currency: 'CNY' })).toBe('CNY 壹佰贰拾叁元肆角伍分');
    expect(amountInWords('-3', 'zh-cn')).toBe('负叁元整');
    expect(amountInWords('-3', 'en-us')).toBe('Minus three and 00/100');
  });

  it('refuses what is no amount, or more than 16 whole digits', () => {
    expect(() => amountInWords('1e3', 'en-us')).toThrow(RangeError);
    expect(() => amountInWords('12345678901234567', 'zh-cn')).toThrow(RangeError);
    expect(amountInWords('9999999999999999', 'zh-cn')).toBe(
      '玖仟玖佰玖拾玖万亿玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整',
    );
  });
});
