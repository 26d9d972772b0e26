import { pastedText } from './paste.js';
import { type NumberRule, PHONE_CODES, phoneCodeText } from './phone.js';

// ID card numbers by the region they were issued in, picked by its international phone code: the
// form's phone-code select, or the country of an address book entry (docs/domain.md, "Field
// formats" and "Address books"). A number is read as pasted first (`pastedIdCard`), then checked;
// each check answers null for a good value, else the rule key of the Code 2 message, which says
// what is expected. An empty value passes: whether the field is required is the form's business.
// Phones follow the same codes: validators/phone.ts.

const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CN_CHECK = '10X98765432';

/** The ISO 7064 MOD 11-2 check character of a mainland resident ID's first 17 digits. */
export function chinaIdCheck(first17: string): string {
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * CN_WEIGHTS[i]!, 0);
  return CN_CHECK[sum % 11]!;
}

/** `YYYYMMDD` of a day in UTC+8, the day a mainland ID's date of birth is read against. */
const chinaDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** Whether the date of birth of a mainland ID (digits 7 to 14, `YYYYMMDD`) is a real day from
 * 1900-01-01 to `today`: a check digit alone lets `...19991332...` (month 13, day 32) and a
 * birth in 2099 through. */
export function chinaIdBirthOk(id: string, today = new Date()): boolean {
  const birth = id.slice(6, 14);
  const [y, m, d] = [Number(birth.slice(0, 4)), Number(birth.slice(4, 6)), Number(birth.slice(6, 8))];
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  if (d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return false;
  return birth <= chinaDay(today);
}

/** A Hong Kong identity card's check character: letters count A = 10 ... Z = 35 and a missing
 * second letter 36, weighted 9 down to 2 over the 8 places; 11 minus the sum mod 11, 10 read
 * as A and 11 as 0. */
export function hongKongIdCheck(letters: string, digits: string): string {
  const chars = [...letters.padStart(2, ' '), ...digits];
  const sum = chars.reduce((acc, ch, i) => {
    const n = ch === ' ' ? 36 : /[A-Z]/.test(ch) ? ch.charCodeAt(0) - 55 : Number(ch);
    return acc + n * (9 - i);
  }, 0);
  const c = 11 - (sum % 11);
  return c === 11 ? '0' : c === 10 ? 'A' : String(c);
}

/** The numbers Taiwan gives the letter of an ID (the place of first registration): not in
 * alphabetical order, I, O, W, X, Y and Z came last. */
const TW_LETTERS = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/** Whether a Taiwanese ID's check digit holds: the letter's number (10 to 35) as two digits
 * weighted 1 and 9, the next eight digits 8 down to 1, the check digit 1; the sum is a multiple
 * of 10. */
export function taiwanIdCheckOk(id: string): boolean {
  const n = TW_LETTERS.indexOf(id[0]!) + 10;
  const digits = id.slice(1);
  const sum =
    Math.floor(n / 10) +
    (n % 10) * 9 +
    [...digits.slice(0, 8)].reduce((acc, d, i) => acc + Number(d) * (8 - i), 0) +
    Number(digits[8]);
  return sum % 10 === 0;
}

const CN_ID = /^(\d{17})([\dX])$/;
const HK_ID = /^([A-Z]{1,2})(\d{6})\(?([\dA])\)?$/;
const MO_ID = /^([157]\d{6})\(?(\d)\)?$/;
/** A national ID (the second digit 1 or 2 by sex) or a resident certificate of the 2021 format
 * (8 or 9), which Taiwan numbers and checks the same way. */
const TW_ID = /^[A-Z][1289]\d{8}$/;
/** The 8 digits of a Mainland Travel Permit for Taiwan Residents. */
const TW_PERMIT = /^\d{8}$/;
const OTHER_ID = /^[A-Z0-9]{5,30}$/;

/**
 * An ID card number as pasted: full-width forms read as ASCII, letters in capitals, spaces and
 * dashes dropped (no card has them), and the check digit of a Hong Kong or Macau card put in
 * brackets as the card prints it (`a1234563` for Hong Kong is `A123456(3)`).
 */
export function pastedIdCard(value: string, phoneCode?: unknown): string {
  const v = pastedText(value)
    .replace(/[\s-]+/g, '')
    .toUpperCase();
  const code = phoneCodeText(phoneCode);
  const hk = code === '852' || code === '' ? HK_ID.exec(v) : null;
  if (hk && (code === '852' || hongKongIdCheck(hk[1]!, hk[2]!) === hk[3])) return `${hk[1]}${hk[2]}(${hk[3]})`;
  const mo = code === '853' ? MO_ID.exec(v) : null;
  if (mo) return `${mo[1]}(${mo[2]})`;
  return v;
}

/** The rule of the four regions' cards, or null when the number keeps it; the number as pasted. */
const REGION_RULES: Record<string, (v: string, today: Date) => string | null> = {
  /** Mainland China: 18 characters, the last the MOD 11-2 check, the date of birth a real day
   * from 1900 to today. The 15-digit cards of the first generation stopped being valid in 2013. */
  '86': (v, today) => {
    const m = CN_ID.exec(v);
    if (!m || chinaIdCheck(m[1]!) !== m[2]) return 'idCard.86';
    return chinaIdBirthOk(v, today) ? null : 'idCard.86.birth';
  },
  /** Hong Kong: one or two letters, 6 digits and the check digit (or A) in brackets. */
  '852': (v) => {
    const m = /^([A-Z]{1,2})(\d{6})\(([\dA])\)$/.exec(v);
    return m && hongKongIdCheck(m[1]!, m[2]!) === m[3] ? null : 'idCard.852';
  },
  /** Macau: 8 digits starting with 1, 5 or 7, the last in brackets. Macau publishes no check of
   * its own, so none is made. */
  '853': (v) => (/^[157]\d{6}\(\d\)$/.test(v) ? null : 'idCard.853'),
  /** Taiwan: a letter and 9 digits whose last is the check, or the 8 digits of a travel permit. */
  '886': (v) => ((TW_ID.test(v) && taiwanIdCheckOk(v)) || TW_PERMIT.test(v) ? null : 'idCard.886'),
};

/**
 * The rule an ID card number breaks for the region of this phone code, or null: the four regions'
 * cards by their rules (with no code, a card of any of them passes), any other country 5 to 30
 * letters and digits. The number is read as pasted first.
 */
export function idCardRule(value: unknown, phoneCode: unknown, today = new Date()): NumberRule | null {
  if (value === undefined || value === null || value === '') return null;
  const code = phoneCodeText(phoneCode);
  if (typeof value !== 'string' && typeof value !== 'number')
    return { key: REGION_RULES[code] ? `idCard.${code}` : code ? 'idCard.other' : 'idCard.none' };
  const v = pastedIdCard(String(value), code);
  if (v === '') return null;
  if (code === '') {
    const fits = PHONE_CODES.some((c) => REGION_RULES[c]!(pastedIdCard(String(value), c), today) === null);
    return fits ? null : { key: 'idCard.none' };
  }
  const rule = REGION_RULES[code];
  if (rule) {
    const key = rule(v, today);
    return key ? { key } : null;
  }
  return OTHER_ID.test(v) ? null : { key: 'idCard.other' };
}

/** Whether the number is a card of the region of the code (one of the forms' four, or none). */
export function isIdCard(v: string, phoneCode?: string): boolean {
  const code = phoneCodeText(phoneCode);
  if (code !== '' && !(PHONE_CODES as readonly string[]).includes(code)) return v === '' || v == null;
  return idCardRule(v, code) === null;
}
