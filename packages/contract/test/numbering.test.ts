import { describe, expect, it } from 'vitest';
import {
  chinaIdCheck,
  hongKongIdCheck,
  idCardRule,
  PHONE_NUMBERING,
  phoneNumberRule,
} from '../src/validators/numbering.js';

describe('phones by the country’s numbering', () => {
  it('accepts Hong Kong numbers of 8 digits starting 2, 3, 5, 6, 7 or 9, spaced or not', () => {
    for (const n of ['21234567', '31234567', '51234567', '61234567', '71234567', '91234567', '9123 4567', '9123-4567'])
      expect(phoneNumberRule(n, '852'), n).toBeNull();
  });

  it('refuses other Hong Kong numbers, saying what is expected', () => {
    for (const n of ['41234567', '81234567', '1234567', '912345678', '9123456a', '+85291234567'])
      expect(phoneNumberRule(n, '852'), n).toEqual({
        key: 'addressBooks.phone',
        params: { code: '852', length: 8, starts: '2, 3, 5, 6, 7, 9' },
      });
  });

  it('takes mainland mobiles of 11 digits starting with 1, the code with or without "+"', () => {
    expect(phoneNumberRule('13800138000', '86')).toBeNull();
    expect(phoneNumberRule('138 0013 8000', '+86')).toBeNull();
    for (const n of ['23800138000', '1380013800', '010-12345678']) expect(phoneNumberRule(n, '86'), n).not.toBeNull();
  });

  it('knows Macau, Taiwan, Singapore and North America', () => {
    expect(phoneNumberRule('66123456', '853')).toBeNull();
    expect(phoneNumberRule('28123456', '853')).toBeNull();
    expect(phoneNumberRule('51234567', '853')).not.toBeNull();
    expect(phoneNumberRule('0912345678', '886')).toBeNull();
    expect(phoneNumberRule('912345678', '886')).not.toBeNull();
    expect(phoneNumberRule('81234567', '65')).toBeNull();
    expect(phoneNumberRule('21234567', '65')).not.toBeNull();
    expect(phoneNumberRule('212 555 0123', '1')).toBeNull();
    expect(phoneNumberRule('112 555 0123', '1')).not.toBeNull();
    expect(Object.keys(PHONE_NUMBERING).sort()).toEqual(['1', '65', '852', '853', '86', '886']);
  });

  it('falls back to 5 to 15 digits for any other country, and lets an empty value pass', () => {
    expect(phoneNumberRule('0312345678', '81')).toBeNull();
    expect(phoneNumberRule('12345', '44')).toBeNull();
    expect(phoneNumberRule('123456789012345', null)).toBeNull();
    for (const n of ['1234', '1234567890123456', 'phone', '12--345'])
      expect(phoneNumberRule(n, '81'), n).toEqual({ key: 'addressBooks.phoneDigits', params: { min: 5, max: 15 } });
    expect(phoneNumberRule('', '852')).toBeNull();
    expect(phoneNumberRule('  ', '86')).toBeNull();
  });
});

describe('ID card numbers by country', () => {
  it('computes the mainland MOD 11-2 check character', () => {
    // GB 11643's worked example, and one whose check is X.
    expect(chinaIdCheck('11010519491231002')).toBe('X');
    expect(chinaIdCheck('44052418800101001')).toBe('4');
  });

  it('accepts mainland IDs with their check character, x in either case', () => {
    for (const n of ['11010519491231002X', '11010519491231002x', '440524188001010014'])
      expect(idCardRule(n, '86'), n).toBeNull();
  });

  it('refuses a wrong check character, a wrong length and the old 15-digit form', () => {
    for (const n of ['110105194912310021', '440524188001010015', '1101051949123100', '110105491231002', 'A123456(3)'])
      expect(idCardRule(n, '86'), n).toEqual({ key: 'addressBooks.chinaIdCard' });
  });

  it('computes the Hong Kong check character, 10 read as A and 11 as 0', () => {
    expect(hongKongIdCheck('A', '123456')).toBe('3');
    expect(hongKongIdCheck('C', '668668')).toBe('9');
    // 36 x 9 + 10 x 8 + 2 x 2 = 408, 408 mod 11 = 1: 11 - 1 = 10, read as A.
    expect(hongKongIdCheck('A', '000002')).toBe('A');
    // 36 x 9 + 35 x 8 + 9 x 27 = 847, 847 mod 11 = 0: 11 - 0 = 11, read as 0.
    expect(hongKongIdCheck('Z', '999999')).toBe('0');
  });

  it('accepts Hong Kong cards with their check digit in brackets, letters in any case', () => {
    for (const n of ['A123456(3)', 'a123456(3)', 'C668668(9)']) expect(idCardRule(n, '852'), n).toBeNull();
  });

  it('refuses a Hong Kong card with a wrong check digit or without its brackets', () => {
    for (const n of ['A123456(4)', 'A1234563', 'A12345(3)', '123456(3)', 'ABC123456(3)'])
      expect(idCardRule(n, '852'), n).toEqual({ key: 'addressBooks.hongKongIdCard' });
  });

  it('takes 5 to 30 letters and digits elsewhere', () => {
    expect(idCardRule('TK1234567', '81')).toBeNull();
    expect(idCardRule('12345', null)).toBeNull();
    for (const n of ['1234', 'AB-12345', 'A'.repeat(31)])
      expect(idCardRule(n, '81'), n).toEqual({ key: 'addressBooks.idCard' });
  });
});
