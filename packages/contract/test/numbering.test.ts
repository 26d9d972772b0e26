import { describe, expect, it } from 'vitest';
import { declarantInformationCalls, globalCountryCalls, recipientInformationCalls } from '../src/calls/index.js';
import { messages } from '../src/i18n/index.js';
import { countryNumbers } from '../src/inputs.js';
import {
  chinaIdBirthOk,
  chinaIdCheck,
  hongKongIdCheck,
  idCardRule,
  isFixedTelephone,
  isIdCard,
  isMobilePhone,
  isPhone,
  pastedCode,
  pastedIdCard,
  pastedPhone,
  phoneNumberRule,
  taiwanIdCheckOk,
  zCode,
} from '../src/validators/index.js';

// The rules of docs/domain.md, "Field formats" and "Address books", as tables: every phone rule
// of the four regions (mobile and fixed line) and the other countries the address books know,
// and every ID card rule, each with values it takes and values it refuses.

type Kind = 'mobile' | 'line';
const PHONES: { code: string; kind: Kind; good: string[]; bad: string[] }[] = [
  {
    code: '86',
    kind: 'mobile',
    good: ['13800138000', '19912345678', '+86 138 0013 8000', '138-0013-8000', '(+86)13800138000', '0086 13800138000'],
    // 1, then 3-9: 120... and 123... are no mainland mobiles (issue 25).
    bad: ['12012345678', '12345678901', '1380013800', '138001380001', '23800138000', '010-12345678', '+852 9123 4567'],
  },
  {
    code: '86',
    kind: 'line',
    good: ['13800138000', '010-12345678', '0755-1234567', '21-1234', '010 1234 5678', '(010)12345678'],
    bad: ['12012345678', '12345678901', '01012345678', '010-123', '010-123456789', '0-12345678', 'phone'],
  },
  {
    code: '852',
    kind: 'mobile',
    good: ['51234567', '91234567', '41234567', '81234567', '+852 9123 4567', '9123-4567'],
    bad: ['01234567', '5123456', '512345678', '13812345678', '9123456a'],
  },
  {
    code: '852',
    kind: 'line',
    good: ['21234567', '31234567', '61234567', '2123 4567'],
    bad: ['01234567', '2123456', '212345678'],
  },
  {
    code: '853',
    kind: 'mobile',
    good: ['66123456', '62123456', '+853 6612 3456'],
    bad: ['56123456', '28123456', '6612345', '661234567'],
  },
  {
    code: '853',
    kind: 'line',
    good: ['66123456', '28123456', '853-2812345', '0853-281234567', '0853 28123456'],
    bad: ['51234567', '853-281234', '85-2812345', '8532812345', '853-2812345678'],
  },
  {
    code: '886',
    kind: 'mobile',
    good: ['0912345678', '0987654321', '0912-345-678', '+886 912 345 678'],
    bad: ['0812345678', '912345678', '09123456789', '66123456'],
  },
  {
    code: '886',
    kind: 'line',
    good: [
      '0912345678',
      '0223456789',
      '02-23456789',
      '02-2345-6789',
      '(02)2345-6789',
      '02 2345 6789',
      '(02) 2345 6789',
      '037-123456',
      '0836-123456',
      '04-1234567890',
      '+886 2 2345 6789',
    ],
    bad: ['01-23456789', '2345678', '02-12345', '02-12345678901', '02-2345-67-89', '(02-23456789'],
  },
  { code: '65', kind: 'line', good: ['81234567', '61234567', '8123 4567'], bad: ['21234567', '8123456'] },
  { code: '1', kind: 'line', good: ['212 555 0123', '2125550123'], bad: ['112 555 0123', '212555012'] },
  {
    code: '81',
    kind: 'line',
    good: ['03-1234-5678', '12345', '123456789012345'],
    bad: ['1234', '1'.repeat(16), 'phone'],
  },
];

describe('phones by their code (docs/domain.md, "Field formats", "Address books")', () => {
  for (const { code, kind, good, bad } of PHONES)
    it(`+${code} ${kind}: takes ${good.length} numbers, refuses ${bad.length}`, () => {
      for (const n of good) expect(phoneNumberRule(n, code, kind), n).toBeNull();
      for (const n of bad) expect(phoneNumberRule(n, code, kind), n).not.toBeNull();
    });

  it('with no code chosen takes a number of any of the four regions, pasted with its code or not', () => {
    for (const n of ['13800138000', '51234567', '66123456', '0912345678', '+852 9123 4567', '+86 138 0013 8000'])
      expect(isMobilePhone(n), n).toBe(true);
    for (const n of ['01234567', '12812345678', 'abc']) expect(isMobilePhone(n), n).toBe(false);
    for (const n of ['010-12345678', '21234567', '853-2812345', '02-23456789', '28123456'])
      expect(isPhone(n), n).toBe(true);
  });

  it('tells a fixed line from a mobile', () => {
    expect(isFixedTelephone('21234567', '852')).toBe(true);
    expect(isFixedTelephone('51234567', '852')).toBe(false);
    expect(isFixedTelephone('010 1234 5678', '86')).toBe(true);
    expect(isFixedTelephone('13800138000', '86')).toBe(false);
    expect(isFixedTelephone('28123456', '853')).toBe(true);
    // 09 is Taiwan's mobile prefix, not an area code.
    expect(isFixedTelephone('09-12345678', '886')).toBe(false);
  });

  it('the forms refuse a code they do not offer; the address books take any country', () => {
    expect(isMobilePhone('13812345678', '1')).toBe(false);
    expect(isPhone('2125550123', '1')).toBe(false);
    expect(phoneNumberRule('2125550123', '1')).toBeNull();
    expect(isFixedTelephone('21234567', '44')).toBe(false);
  });

  it('lets an empty value pass every rule', () => {
    for (const code of ['86', '852', '853', '886', '65', '1', '81', '', null])
      for (const kind of ['mobile', 'line'] as const) {
        expect(phoneNumberRule('', code, kind)).toBeNull();
        expect(phoneNumberRule('  ', code, kind)).toBeNull();
      }
  });

  it('says what the code expects, in a message of each language', () => {
    expect(phoneNumberRule('12012345678', '86', 'mobile')).toEqual({ key: 'phone.mobile.86' });
    expect(phoneNumberRule('12012345678', '86')).toEqual({ key: 'phone.line.86' });
    expect(phoneNumberRule('41234567', '65')).toEqual({ key: 'phone.line.65' });
    expect(phoneNumberRule('1234', '81')).toEqual({ key: 'phone.line.other', params: { min: 5, max: 15 } });
    expect(phoneNumberRule('abc', '')).toEqual({ key: 'phone.line.none' });
    for (const code of ['86', '852', '853', '886', 'none'])
      for (const kind of ['mobile', 'line'])
        expect(messages, `phone.${kind}.${code}`).toHaveProperty(`phone.${kind}.${code}`);
    for (const code of ['65', '1', 'other']) expect(messages).toHaveProperty(`phone.line.${code}`);
  });
});

describe('a pasted phone, written as its rule writes it', () => {
  const cases: [string, string, string][] = [
    ['+86 138 0013 8000', '86', '13800138000'],
    ['(+86) 138-0013-8000', '86', '13800138000'],
    ['0086 13800138000', '86', '13800138000'],
    ['１３８ ００１３ ８０００', '86', '13800138000'],
    ['(010) 1234 5678', '86', '010-12345678'],
    ['010 12345678', '86', '010-12345678'],
    ['+852 9123 4567', '852', '91234567'],
    ['9123-4567', '852', '91234567'],
    ['+852 9123 4567', '', '91234567'],
    ['0853 28123456', '853', '0853-28123456'],
    ['+886 912 345 678', '886', '0912345678'],
    ['+886 2 2345 6789', '886', '02-2345-6789'],
    ['(02) 2345 6789', '886', '(02)2345-6789'],
    ['212 555 0123', '1', '2125550123'],
    ['03-1234-5678', '81', '0312345678'],
  ];
  for (const [typed, code, stored] of cases)
    it(`${typed} under +${code || 'no code'} is ${stored}`, () => {
      expect(pastedPhone(typed, code)).toBe(stored);
      expect(phoneNumberRule(stored, code)).toBeNull();
      // Reading it again changes nothing.
      expect(pastedPhone(stored, code)).toBe(stored);
    });

  it('leaves a number of another code, or no number, as typed (trimmed), for its rule to refuse', () => {
    expect(pastedPhone(' +852 9123 4567 ', '86')).toBe('+852 9123 4567');
    expect(pastedPhone('12012345678', '86')).toBe('12012345678');
    expect(pastedPhone(' phone ', '86')).toBe('phone');
  });
});

describe('ID card numbers by region', () => {
  const TODAY = new Date('2026-03-01T00:00:00Z');
  /** A mainland ID with its right check character. */
  const cn = (first17: string) => first17 + chinaIdCheck(first17);

  it('computes the mainland MOD 11-2 check character', () => {
    // GB 11643's worked example, and one whose check is X.
    expect(chinaIdCheck('11010519491231002')).toBe('X');
    expect(chinaIdCheck('44052418800101001')).toBe('4');
    // Issue 25's numbers carry their right check character: only the date is wrong.
    expect(cn('11010519991332001')).toBe('110105199913320011');
    expect(cn('11010520991231001')).toBe('110105209912310010');
  });

  it('reads a mainland date of birth: a real day from 1900 to today', () => {
    for (const birth of ['19000101', '19491231', '20000229', '20260301'])
      expect(chinaIdBirthOk(cn(`110105${birth}001`), TODAY), birth).toBe(true);
    for (const birth of [
      '19991332',
      '19991301',
      '19990230',
      '19010229',
      '19991200',
      '18991231',
      '20260302',
      '20991231',
    ])
      expect(chinaIdBirthOk(cn(`110105${birth}001`), TODAY), birth).toBe(false);
  });

  it('computes the Hong Kong check character, 10 read as A and 11 as 0', () => {
    expect(hongKongIdCheck('A', '123456')).toBe('3');
    expect(hongKongIdCheck('C', '668668')).toBe('9');
    // 36 x 9 + 10 x 8 + 2 x 2 = 408, 408 mod 11 = 1: 11 - 1 = 10, read as A.
    expect(hongKongIdCheck('A', '000002')).toBe('A');
    // 36 x 9 + 35 x 8 + 9 x 27 = 847, 847 mod 11 = 0: 11 - 0 = 11, read as 0.
    expect(hongKongIdCheck('Z', '999999')).toBe('0');
  });

  it('checks a Taiwanese ID: the letter as two digits weighted 1 and 9, then 8 down to 1', () => {
    // A = 10: 1 + 0 + (1x8 + 2x7 + ... + 8x1 = 120) + 9 = 130.
    expect(taiwanIdCheckOk('A123456789')).toBe(true);
    expect(taiwanIdCheckOk('A123456788')).toBe(false);
  });

  const IDS: { code: string; good: string[]; bad: [string, string][] }[] = [
    {
      code: '86',
      good: [cn('11010519491231002'), '11010519491231002x', cn('44052419000101001'), cn('11010520000229123')],
      bad: [
        ['110105199913320011', 'idCard.86.birth'],
        ['110105209912310010', 'idCard.86.birth'],
        [cn('11010518991231002'), 'idCard.86.birth'],
        ['110105194912310021', 'idCard.86'],
        ['1101051949123100', 'idCard.86'],
        // The 15-digit cards of the first generation stopped being valid in 2013.
        ['110105491231002', 'idCard.86'],
        ['A123456(3)', 'idCard.86'],
      ],
    },
    {
      code: '852',
      good: ['A123456(3)', 'a123456(3)', 'A1234563', 'C668668(9)', 'A000002(A)', 'A000002A'],
      bad: [
        ['A123456(4)', 'idCard.852'],
        ['A1234564', 'idCard.852'],
        ['A12345(3)', 'idCard.852'],
        ['123456(3)', 'idCard.852'],
        ['ABC123456(3)', 'idCard.852'],
      ],
    },
    {
      code: '853',
      good: ['1234567(8)', '12345678', '51234567', '71234567'],
      bad: [
        ['21234567', 'idCard.853'],
        ['1234567', 'idCard.853'],
        ['123456789', 'idCard.853'],
        ['1234567(X)', 'idCard.853'],
      ],
    },
    {
      code: '886',
      good: ['A123456789', 'a123456789', '12345678'],
      bad: [
        ['A123456788', 'idCard.886'],
        ['A12345678', 'idCard.886'],
        ['AB12345678', 'idCard.886'],
        ['A323456789', 'idCard.886'],
        ['1234567', 'idCard.886'],
      ],
    },
    {
      code: '81',
      good: ['TK1234567', 'tk-1234567', '12345'],
      bad: [
        ['1234', 'idCard.other'],
        ['A'.repeat(31), 'idCard.other'],
        ['TK_1234567', 'idCard.other'],
      ],
    },
  ];
  for (const { code, good, bad } of IDS)
    it(`+${code}: takes ${good.length} numbers, refuses ${bad.length} saying why`, () => {
      for (const n of good) expect(idCardRule(n, code, TODAY), n).toBeNull();
      for (const [n, key] of bad) expect(idCardRule(n, code, TODAY), n).toEqual({ key });
    });

  it('with no code takes a card of any of the four regions', () => {
    for (const n of [cn('11010519491231002'), 'A123456(3)', '1234567(8)', 'A123456789', '12345678'])
      expect(isIdCard(n), n).toBe(true);
    for (const n of ['ABC', '110105199913320011']) expect(isIdCard(n), n).toBe(false);
    expect(isIdCard('12345678', '81')).toBe(false);
    expect(isIdCard('', '86')).toBe(true);
  });

  it('writes a pasted card as the card prints it', () => {
    expect(pastedIdCard('a1234563', '852')).toBe('A123456(3)');
    expect(pastedIdCard(' Ａ１２３４５６（３） ', '852')).toBe('A123456(3)');
    expect(pastedIdCard('12345678', '853')).toBe('1234567(8)');
    expect(pastedIdCard('1101 0519 4912 3100 2x', '86')).toBe('11010519491231002X');
    expect(pastedIdCard('tk-123 4567', '81')).toBe('TK1234567');
  });

  it('names each rule in the three languages', () => {
    for (const key of ['idCard.86', 'idCard.86.birth', 'idCard.852', 'idCard.853', 'idCard.886', 'idCard.other'])
      expect(Object.keys((messages as Record<string, object>)[key] ?? {}).sort(), key).toEqual([
        'en-us',
        'zh-cn',
        'zh-tw',
      ]);
  });
});

describe('codes as pasted', () => {
  it('drop white space and full-width forms, and are in capitals', () => {
    expect(pastedCode(' cn ')).toBe('CN');
    expect(pastedCode('ＣＮ')).toBe('CN');
    expect(pastedCode('ee 123456785 cn')).toBe('EE123456785CN');
    expect(pastedCode('hcb-2026-0100')).toBe('HCB-2026-0100');
  });
});

describe('the schemas read pasted values before checking them', () => {
  it('a code field: capitals, no white space, then its pattern', () => {
    const code = zCode(20, /^[A-Z0-9_]+$/, 'validation.code');
    expect(code.parse(' ems_std ')).toBe('EMS_STD');
    expect(code.parse('ｅｍｓ')).toBe('EMS');
    expect(code.safeParse('ems-std').error?.issues[0]?.message).toBe('validation.code');
    expect(code.maxLength).toBe(20);
  });

  it("a country's phone code: digits, the + the list shows taken off", () => {
    const phoneCode = globalCountryCalls.AddGlobalCountry.body.shape.PhoneCode;
    expect(phoneCode.parse('+999')).toBe('999');
    expect(phoneCode.parse(' 852 ')).toBe('852');
    expect(phoneCode.safeParse('abc').error?.issues[0]?.message).toBe('countries.phoneCode');
    expect(phoneCode.safeParse('12345').error?.issues[0]?.message).toBe('countries.phoneCode');
  });

  it('the address books declare which of their fields follow the country', () => {
    expect(countryNumbers(recipientInformationCalls.EditRecipientInformation.body)).toEqual([
      { name: 'Phone', rule: 'line', country: 'CountryId' },
      { name: 'ReceivingPhone', rule: 'line', country: 'CountryId' },
    ]);
    expect(countryNumbers(declarantInformationCalls.AddDeclarantInformation.body)).toEqual([
      { name: 'IdCardNumber', rule: 'idCard', country: 'CountryId' },
      { name: 'Phone', rule: 'line', country: 'CountryId' },
    ]);
  });
});
