import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationMessages } from '../src/i18n/validation.js';
import {
  checkDecimal,
  checkInteger,
  checkPassword,
  hasNoSpecialCharacters,
  isAlphabetic,
  isEmail,
  isLowerCase,
  isNotAllEmpty,
  isTrackingNumber,
  isUpperCase,
  isUrl,
  isUserName,
  messages,
  PHONE_CODES,
  phoneRule,
  withPhoneCode,
  zDateTime,
  zDecimal,
  zEmail,
  zInteger,
  zOptionalEmail,
  zPassword,
  zPhoneCode,
  zUserName,
} from '../src/index.js';
import { formatFileSize } from '../src/validators/files.js';
import { compareDecimal, normaliseDecimal, numberToPlainText } from '../src/validators/numbers.js';

/** First issue of a failed parse, as the server reports it. */
function firstIssue(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  if (r.success) throw new Error(`expected failure for ${JSON.stringify(input)}`);
  const issue = r.error.issues[0]!;
  return { path: issue.path, message: issue.message };
}

describe('checkInteger', () => {
  it.each([0, 1, 42, '0', '7', ' 12 ', '007', Number.MAX_SAFE_INTEGER])('accepts %j', (v) => {
    expect(checkInteger(v)).toBeNull();
  });
  it.each([1.5, '1.5', '1.0', '+3', '9007199254740993'])('rejects %j as no whole number', (v) => {
    expect(checkInteger(v)).toBe('validation.numberType');
  });
  it.each([-1, '-3'])('rejects %j as negative', (v) => {
    expect(checkInteger(v)).toBe('validation.numberNegative');
  });
  // What is no number in plain digits says so, rather than "must be a whole number" (1e3 is 1000,
  // but typed so it is a mistake the form must name).
  it.each(['', ' ', 'abc', '1e3', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}])(
    'rejects %j as no number in plain digits',
    (v) => {
      expect(checkInteger(v)).toBe('validation.numberFormat');
    },
  );
  it('rejects zero only with cannotBeZero', () => {
    expect(checkInteger(0, { cannotBeZero: true })).toBe('validation.numberZero');
    expect(checkInteger('00', { cannotBeZero: true })).toBe('validation.numberZero');
    expect(checkInteger(0, { cannotBeZero: false })).toBeNull();
    expect(checkInteger(5, { cannotBeZero: true })).toBeNull();
  });
  it('prefers the sign or type error over the zero error', () => {
    expect(checkInteger('-0.5', { cannotBeZero: true })).toBe('validation.numberNegative');
    expect(checkInteger('0.5', { cannotBeZero: true })).toBe('validation.numberType');
  });
});

describe('checkDecimal', () => {
  it.each([0, '0', 1, '1', '1.5', '1.25', '1.125', 0.001, '12345678901234567890.123', ' 2.5 ', '.5', '5.', '1.5000'])(
    'accepts %j with the default 3 places',
    (v) => {
      expect(checkDecimal(v)).toBeNull();
    },
  );
  it('allows 3 decimal places by default', () => {
    expect(checkDecimal('1.123')).toBeNull();
    expect(checkDecimal('1.1234')).toBe('validation.decimalPlaces');
    expect(checkDecimal(0.0001)).toBe('validation.decimalPlaces');
  });
  it('counts places without trailing zeros', () => {
    expect(checkDecimal('1.12300')).toBeNull();
    expect(checkDecimal('1.10', { maxDecimal: 1 })).toBeNull();
  });
  it('lets MaxDecimal override the default', () => {
    expect(checkDecimal('1.12', { maxDecimal: 2 })).toBeNull();
    expect(checkDecimal('1.123', { maxDecimal: 2 })).toBe('validation.decimalPlaces');
    expect(checkDecimal('1.123456', { maxDecimal: 6 })).toBeNull();
    expect(checkDecimal('1.1234567', { maxDecimal: 6 })).toBe('validation.decimalPlaces');
    expect(checkDecimal('7', { maxDecimal: 0 })).toBeNull();
    expect(checkDecimal('7.5', { maxDecimal: 0 })).toBe('validation.decimalPlaces');
  });
  it('rejects negatives', () => {
    expect(checkDecimal(-1)).toBe('validation.numberNegative');
    expect(checkDecimal('-0.5')).toBe('validation.numberNegative');
    expect(checkDecimal(-0.0001)).toBe('validation.numberNegative');
  });
  it.each(['1.2.3', '1..2', '..', '.', '', ' ', 'abc', '12a', '1,5', '+1', '1e3', '--1', '-', '-abc'])(
    'rejects %j as a format error',
    (v) => {
      expect(checkDecimal(v)).toBe('validation.numberFormat');
    },
  );
  it.each([null, undefined, true, {}, [], Number.NaN, Number.POSITIVE_INFINITY])('rejects %j as not a number', (v) => {
    expect(checkDecimal(v)).toBe('validation.numberFormat');
  });
  it('rejects zero only with cannotBeZero', () => {
    expect(checkDecimal('0', { cannotBeZero: true })).toBe('validation.numberZero');
    expect(checkDecimal('0.000', { cannotBeZero: true })).toBe('validation.numberZero');
    expect(checkDecimal(0, { cannotBeZero: true })).toBe('validation.numberZero');
    expect(checkDecimal('0.001', { cannotBeZero: true })).toBeNull();
    expect(checkDecimal('0', { cannotBeZero: false })).toBeNull();
  });
  it('checks places before zero', () => {
    expect(checkDecimal('0.0001', { cannotBeZero: true })).toBe('validation.decimalPlaces');
  });
});

describe('decimal text helpers', () => {
  it('spells out exponent notation', () => {
    expect(numberToPlainText(1e-7)).toBe('0.0000001');
    expect(numberToPlainText(1.5e-7)).toBe('0.00000015');
    expect(numberToPlainText(1e21)).toBe('1000000000000000000000');
    expect(numberToPlainText(1.25e22)).toBe('12500000000000000000000');
    expect(numberToPlainText(-2e-7)).toBe('-0.0000002');
    expect(numberToPlainText(0.1)).toBe('0.1');
  });
  it('normalises', () => {
    expect(normaliseDecimal('007.50')).toBe('7.5');
    expect(normaliseDecimal('.5')).toBe('0.5');
    expect(normaliseDecimal('5.')).toBe('5');
    expect(normaliseDecimal('0.000')).toBe('0');
    expect(normaliseDecimal('000')).toBe('0');
  });
  it('compares without floats', () => {
    expect(compareDecimal('10', '9.999')).toBe(1);
    expect(compareDecimal('9.999', '10')).toBe(-1);
    expect(compareDecimal('1.5', '1.50')).toBe(0);
    expect(compareDecimal('1.05', '1.5')).toBe(-1);
    expect(compareDecimal('12345678901234567890.1', '12345678901234567890.09')).toBe(1);
  });
});

describe('checkPassword', () => {
  it.each([
    'abc123', // letters + digits
    'abcdef!', // letters + symbols
    '123456!', // digits + symbols
    'Ab1!Ab1!Ab1!Ab1!', // all three, 16 characters
    'pässwörd', // ä and ö count as symbols
  ])('accepts %j', (v) => {
    expect(checkPassword(v)).toBeNull();
  });
  it.each([
    ['abcdef', 'letters only'],
    ['123456', 'digits only'],
    ['!@#$%^', 'symbols only'],
    ['ab12', 'too short'],
    ['a1b2c', 'five characters'],
    ['Ab1!Ab1!Ab1!Ab1!x', 'seventeen characters'],
    ['abc 123', 'space'],
    ['abc\t123', 'tab'],
    ['密码abc123', 'Chinese'],
    ['abc123密', 'Chinese at the end'],
    ['', 'empty'],
  ])('rejects %j (%s)', (v) => {
    expect(checkPassword(v)).toBe('validation.password');
  });
  it('rejects non-strings', () => {
    expect(checkPassword(123456 as unknown as string)).toBe('validation.password');
  });
});

describe('isEmail', () => {
  it.each([
    'user@example.com',
    'User01@mail.example.com.cn',
    '张三@example.com',
    'zhang.san@example.com',
    'first_last+tag@example.co',
    'a-b@sub-domain.example.org',
    'user@例子.中国',
  ])('accepts %j', (v) => {
    expect(isEmail(v)).toBe(true);
  });
  it.each([
    '',
    'user',
    'user@',
    '@example.com',
    'user@example',
    'user@@example.com',
    'user@example.c',
    'user@example.123',
    'user name@example.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example..com',
    'user!@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j', (v) => {
    expect(isEmail(v)).toBe(false);
  });
});

// Phones and ID cards by region: numbering.test.ts, one table per region and kind.

describe('text rules', () => {
  it('isUserName: letters and digits only', () => {
    for (const v of ['admin', 'User01', '007']) expect(isUserName(v)).toBe(true);
    for (const v of ['', 'user name', 'user_01', 'user-01', '用户', 'user@x', 'ü']) expect(isUserName(v)).toBe(false);
  });
  it('hasNoSpecialCharacters', () => {
    for (const v of ['', 'abc', '张三', 'a-b_c.d', 'A(1)', '50']) expect(hasNoSpecialCharacters(v)).toBe(true);
    for (const c of ['~', '!', '@', '#', '$', '%', '^', '&', '*', '<', '>', '|', "'", ' ', '\t']) {
      expect(hasNoSpecialCharacters(`a${c}b`), c).toBe(false);
    }
  });
  it('isNotAllEmpty', () => {
    for (const v of ['a', 0, false, ['', 'x'], [null, [undefined, ' y']], { a: '', b: 1 }, new Date(0)]) {
      expect(isNotAllEmpty(v), JSON.stringify(v)).toBe(true);
    }
    for (const v of [undefined, null, '', '  ', Number.NaN, [], ['', ' ', null], [[], ['']], {}, { a: '', b: null }]) {
      expect(isNotAllEmpty(v), JSON.stringify(v)).toBe(false);
    }
  });
  it('isTrackingNumber', () => {
    for (const v of [
      'SF1234567890',
      '1Z999AA10123456784',
      'EA123456789CN',
      '1234-5678-9012',
      '773012345678',
      'YT1234',
    ]) {
      expect(isTrackingNumber(v), v).toBe(true);
    }
    for (const v of [
      '',
      'pending',
      'ABCDEF',
      '无',
      '顺丰123456',
      'SF 123456',
      'SF123456!',
      "SF'123",
      'SF#123',
      '-SF123',
      'SF123-',
      'SF_123',
      'SF123\n',
    ]) {
      expect(isTrackingNumber(v), v).toBe(false);
    }
  });
  it('isUrl', () => {
    for (const v of [
      'http://example.com',
      'https://www.example.com/path?q=1#x',
      'http://localhost:3000/a',
      'https://192.168.1.1',
      'http://[::1]:8080/',
    ]) {
      expect(isUrl(v), v).toBe(true);
    }
    for (const v of [
      '',
      'example.com',
      'ftp://example.com',
      'http://',
      'http://exa mple.com',
      'http:example.com',
      'https://intranet',
      'javascript:alert(1)',
    ]) {
      expect(isUrl(v), v).toBe(false);
    }
  });
  it('isLowerCase, isUpperCase, isAlphabetic', () => {
    expect(isLowerCase('abc')).toBe(true);
    expect(isLowerCase('abC')).toBe(false);
    expect(isLowerCase('abc1')).toBe(false);
    expect(isLowerCase('')).toBe(false);
    expect(isUpperCase('ABC')).toBe(true);
    expect(isUpperCase('ABc')).toBe(false);
    expect(isUpperCase('')).toBe(false);
    expect(isAlphabetic('AbC')).toBe(true);
    expect(isAlphabetic('Ab1')).toBe(false);
    expect(isAlphabetic('Aé')).toBe(false);
    expect(isAlphabetic('')).toBe(false);
  });
});

describe('zod helpers', () => {
  it('zUserName trims, bounds and checks', () => {
    expect(zUserName.parse('  admin01 ')).toBe('admin01');
    expect(firstIssue(zUserName, '   ').message).toBe('validation.required');
    expect(firstIssue(zUserName, undefined).message).toBe('validation.required');
    expect(firstIssue(zUserName, 'user name').message).toBe('validation.userName');
    expect(firstIssue(zUserName, 'a'.repeat(33))).toMatchObject({ message: expect.stringMatching(/32/) });
    expect(zUserName.parse('a'.repeat(32))).toHaveLength(32);
  });
  it('zPassword', () => {
    expect(zPassword.parse('abc123')).toBe('abc123');
    expect(firstIssue(zPassword, 'abcdef').message).toBe('validation.password');
    expect(firstIssue(zPassword, undefined).message).toBe('validation.required');
  });
  it('zEmail and zOptionalEmail', () => {
    expect(zEmail.parse(' user@example.com ')).toBe('user@example.com');
    expect(firstIssue(zEmail, 'nope').message).toBe('validation.email');
    expect(firstIssue(zEmail, '').message).toBe('validation.email');
    expect(zOptionalEmail.parse('')).toBe('');
    expect(zOptionalEmail.parse(undefined)).toBeUndefined();
    expect(zOptionalEmail.parse('user@example.com')).toBe('user@example.com');
    expect(firstIssue(zOptionalEmail, 'nope').message).toBe('validation.email');
  });
  it('zPhoneCode', () => {
    for (const code of PHONE_CODES) expect(zPhoneCode.parse(code)).toBe(code);
    expect(zPhoneCode.safeParse('1').success).toBe(false);
    expect(zPhoneCode.safeParse(86).success).toBe(false);
    expect(firstIssue(zPhoneCode, undefined).message).toBe('validation.required');
  });
  it('zDecimal answers canonical decimal strings', () => {
    const d = zDecimal();
    expect(d.parse('1.50')).toBe('1.5');
    expect(d.parse(1.5)).toBe('1.5');
    expect(d.parse(0.1)).toBe('0.1');
    expect(d.parse('007')).toBe('7');
    expect(d.parse(' 12.000 ')).toBe('12');
    expect(d.parse('12345678901234567890.125')).toBe('12345678901234567890.125');
    expect(d.parse(0)).toBe('0');
  });
  it('zDecimal reports the rule keys', () => {
    expect(firstIssue(zDecimal(), '1.2345').message).toBe('validation.decimalPlaces');
    expect(firstIssue(zDecimal(), 0.1 + 0.2).message).toBe('validation.decimalPlaces');
    expect(firstIssue(zDecimal({ maxDecimal: 2 }), '1.234').message).toBe('validation.decimalPlaces');
    expect(zDecimal({ maxDecimal: 5 }).parse('1.23456')).toBe('1.23456');
    expect(firstIssue(zDecimal(), '-1').message).toBe('validation.numberNegative');
    expect(firstIssue(zDecimal(), '1.2.3').message).toBe('validation.numberFormat');
    expect(firstIssue(zDecimal(), 'abc').message).toBe('validation.numberFormat');
    expect(firstIssue(zDecimal(), true).message).toBe('validation.type.number');
    // Each number rule carries what the field allows, for its "enter {allowed}".
    expect(zDecimal({ maxDecimal: 1, max: 1000 }).safeParse('1e3').error!.issues[0]).toMatchObject({
      message: 'validation.numberFormat',
      params: { allowed: 'validation.allowed.decimal', min: 0, max: 1000, places: 1 },
    });
    expect(firstIssue(zDecimal(), undefined).message).toBe('validation.required');
    expect(firstIssue(zDecimal({ cannotBeZero: true }), '0.00').message).toBe('validation.numberZero');
  });
  it('zDecimal compares max exactly', () => {
    const d = zDecimal({ max: 100 });
    expect(d.parse('100')).toBe('100');
    expect(d.parse('99.999')).toBe('99.999');
    const issue = zDecimal({ max: 100 }).safeParse('100.001').error!.issues[0]!;
    expect(issue).toMatchObject({ message: 'validation.numberTooBig', params: { max: 100 } });
    expect(zDecimal({ max: 0.3 }).parse('0.3')).toBe('0.3');
    expect(zDecimal({ max: 0.3 }).safeParse('0.301').success).toBe(false);
    expect(zDecimal({ max: -1 }).safeParse('0').success).toBe(false);
  });
  it('zInteger answers numbers', () => {
    const i = zInteger();
    expect(i.parse('42')).toBe(42);
    expect(i.parse(42)).toBe(42);
    expect(Object.is(i.parse(-0), 0)).toBe(true);
    expect(firstIssue(i, '1.5').message).toBe('validation.numberType');
    expect(firstIssue(i, -1).message).toBe('validation.numberNegative');
    expect(firstIssue(i, true).message).toBe('validation.type.number');
    expect(firstIssue(i, undefined).message).toBe('validation.required');
    expect(firstIssue(zInteger({ cannotBeZero: true }), '0').message).toBe('validation.numberZero');
    expect(zInteger({ max: 10 }).parse(10)).toBe(10);
    expect(zInteger({ max: 10 }).safeParse(11).error!.issues[0]).toMatchObject({
      message: 'validation.numberTooBig',
      params: { allowed: 'validation.allowed.whole', min: 0, max: 10 },
    });
  });
  it('limit issues carry the product rule and the limit, whatever the library locale', () => {
    const r = zInteger({ max: 10 }).safeParse(11, { error: z.locales.zhCN().localeError });
    expect(r.error!.issues[0]).toMatchObject({ message: 'validation.numberTooBig', params: { max: 10 } });
  });
  it('zDateTime answers UTC ISO strings', () => {
    expect(zDateTime.parse('2024-03-05 08:09:10')).toBe('2024-03-05T08:09:10.000Z');
    expect(zDateTime.parse('2024-03-05T08:09:10')).toBe('2024-03-05T08:09:10.000Z');
    expect(zDateTime.parse('2024-03-05T08:09:10Z')).toBe('2024-03-05T08:09:10.000Z');
    expect(zDateTime.parse('2024-03-05T08:09:10.123456+08:00')).toBe('2024-03-05T00:09:10.123Z');
    expect(zDateTime.parse('2024-03-05T08:09+0800')).toBe('2024-03-05T00:09:00.000Z');
    expect(zDateTime.parse('2024-03-05T01:00:00-05:30')).toBe('2024-03-05T06:30:00.000Z');
    expect(zDateTime.parse('2024-01-01T02:00:00+08')).toBe('2023-12-31T18:00:00.000Z');
    expect(zDateTime.parse('2024-02-29')).toBe('2024-02-29T00:00:00.000Z');
    expect(zDateTime.parse(' 0099-01-01 00:00:00 ')).toBe('0099-01-01T00:00:00.000Z');
  });
  it.each([
    '',
    'yesterday',
    '2024-13-01',
    '2023-02-29',
    '2024-04-31 00:00:00',
    '2024-03-05 24:00:00',
    '2024-03-05 23:60:00',
    '2024-03-05 23:59:60',
    '2024/03/05 08:09:10',
    '2024-3-5 8:09:10',
    '2024-03-05Z',
    '2024-03-05T08:09:10+24:00',
    '0000-01-01',
  ])('zDateTime rejects %j', (v) => {
    expect(firstIssue(zDateTime, v).message).toBe('validation.dateTime');
  });
  it('zDateTime asks for a value when missing', () => {
    expect(firstIssue(zDateTime, undefined).message).toBe('validation.required');
    expect(firstIssue(zDateTime, 20240305).message).toBe('validation.dateTime');
  });
});

describe('phoneRule', () => {
  const Contact = z
    .object({
      PhoneCode: zPhoneCode.optional(),
      Phone: z.string().optional(),
      Tel: z.string().optional(),
      IdCard: z.string().optional(),
    })
    .superRefine(phoneRule('mobile', 'Phone'))
    .superRefine(phoneRule('line', 'Tel'))
    .superRefine(phoneRule('idCard', 'IdCard'));

  it('passes valid and empty values', () => {
    expect(Contact.safeParse({ PhoneCode: '86', Phone: '13812345678', Tel: '010-12345678' }).success).toBe(true);
    expect(Contact.safeParse({ PhoneCode: '852', Phone: '', Tel: '', IdCard: '' }).success).toBe(true);
    expect(Contact.safeParse({}).success).toBe(true);
    expect(Contact.safeParse({ Phone: '0912345678', IdCard: 'A123456789' }).success).toBe(true);
  });
  // Each names the rule of the code chosen: what its numbers look like.
  it.each([
    [{ PhoneCode: '86', Phone: '0912345678' }, 'Phone', 'phone.mobile.86'],
    [{ PhoneCode: '852', Tel: '01234567' }, 'Tel', 'phone.line.852'],
    [{ PhoneCode: '853', IdCard: '21234567' }, 'IdCard', 'idCard.853'],
    [{ PhoneCode: '886', Phone: '13812345678' }, 'Phone', 'phone.mobile.886'],
    [{ Phone: '12812345678' }, 'Phone', 'phone.mobile.none'],
  ])('reports %j at the value path', (input, path, key) => {
    expect(firstIssue(Contact, input)).toEqual({ path: [path], message: key });
  });
  it('uses a custom code key and nests under the parent path', () => {
    const Form = z.object({
      Contact: z
        .object({ AreaCode: z.string(), Mobile: z.string() })
        .superRefine(phoneRule('mobile', 'Mobile', 'AreaCode')),
    });
    expect(Form.safeParse({ Contact: { AreaCode: '853', Mobile: '66123456' } }).success).toBe(true);
    expect(firstIssue(Form, { Contact: { AreaCode: '853', Mobile: '13812345678' } })).toEqual({
      path: ['Contact', 'Mobile'],
      message: 'phone.mobile.853',
    });
  });
  it('accepts numeric values and codes from loose clients', () => {
    const rule = z.object({ PhoneCode: z.any(), Phone: z.any() }).superRefine(phoneRule('mobile', 'Phone'));
    expect(rule.safeParse({ PhoneCode: 86, Phone: 13812345678 }).success).toBe(true);
    expect(rule.safeParse({ PhoneCode: 86, Phone: 12812345678 }).success).toBe(false);
    expect(rule.safeParse({ PhoneCode: 86, Phone: { n: 1 } }).success).toBe(false);
    // A code the forms do not offer is refused, whatever the number.
    expect(rule.safeParse({ PhoneCode: 44, Phone: 2071234567 }).success).toBe(false);
  });
  it('stores a pasted number as its rule writes it (withPhoneCode)', () => {
    const Body = withPhoneCode(z.object({ PhoneCode: zPhoneCode, Phone: z.string(), Id: z.string().optional() }), {
      Phone: 'mobile',
      Id: 'idCard',
    });
    expect(Body.parse({ PhoneCode: '86', Phone: '+86 138 0013 8000' })).toEqual({
      PhoneCode: '86',
      Phone: '13800138000',
    });
    expect(Body.parse({ PhoneCode: '852', Phone: '9123 4567', Id: 'a1234563' })).toEqual({
      PhoneCode: '852',
      Phone: '91234567',
      Id: 'A123456(3)',
    });
    expect(firstIssue(Body, { PhoneCode: '86', Phone: '12012345678' })).toEqual({
      path: ['Phone'],
      message: 'phone.mobile.86',
    });
  });
});

describe('validation messages', () => {
  const keysUsed = [
    'validation.required',
    'validation.taken',
    'validation.numberZero',
    'validation.numberType',
    'validation.numberNegative',
    'validation.numberFormat',
    'validation.decimalPlaces',
    'validation.password',
    'validation.passwordMismatch',
    'validation.email',
    'validation.phone',
    'validation.fixedTelephone',
    'validation.idCard',
    'validation.userName',
    'validation.specialCharacters',
    'validation.notAllEmpty',
    'validation.trackingNumber',
    'validation.s10',
    'validation.trackingPattern',
    'validation.pattern',
    'validation.unknownChoice',
    'validation.url',
    'validation.lowerCase',
    'validation.upperCase',
    'validation.alphabetic',
    'validation.code',
    'validation.dateTime',
    'validation.multipartRequired',
    'validation.fileTooLarge',
    'validation.fieldTooLarge',
    'validation.fileType',
    'validation.fileCount',
    // A number field's rules (validators/numbers.ts, `allowedNumber` and `numberProblem`).
    'validation.numberTooBig',
    'validation.numberTooSmall',
    ...[
      'whole',
      'wholeFrom',
      'wholeNotZero',
      'decimal',
      'decimalFrom',
      'decimalAbove',
      'decimalOver',
      'decimalNotZero',
    ].map((k) => `validation.allowed.${k}`),
    // The product's wording of the validation library's issue kinds (validators/issues.ts).
    ...[
      'type.string',
      'type.number',
      'type.int',
      'type.boolean',
      'type.array',
      'type.object',
      'type.date',
      'type.other',
      'maxLength',
      'minLength',
      'exactLength',
      'maxItems',
      'minItems',
      'minItems.one',
      'exactItems',
      'max',
      'maxExclusive',
      'min',
      'minExclusive',
      'exactValue',
      'dateMax',
      'dateMin',
      'fileTooSmall',
      'format',
      'identifier',
      'startsWith',
      'endsWith',
      'includes',
      'multipleOf',
      'oneOf',
      'unknownFields',
      'invalidKey',
      'invalidItem',
      'invalidValue',
      'nulCharacter',
      'malformedForm',
    ].map((k) => `validation.${k}`),
  ];
  it('has every key in the three languages, and in the shared catalog', () => {
    for (const key of keysUsed) {
      const entry = (validationMessages as Record<string, Record<string, string>>)[key];
      expect(entry, key).toBeDefined();
      for (const lang of ['zh-cn', 'zh-tw', 'en-us']) expect(entry![lang]!.length, `${key} ${lang}`).toBeGreaterThan(0);
      expect((messages as Record<string, unknown>)[key], key).toBe(entry);
    }
    expect(Object.keys(validationMessages).sort()).toEqual([...keysUsed].sort());
  });
  it('keeps the {max} placeholder of fileTooLarge', () => {
    for (const text of Object.values(validationMessages['validation.fileTooLarge'])) expect(text).toContain('{max}');
  });
  it('formats file sizes for that placeholder', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(100)).toBe('100 B');
  });
});
