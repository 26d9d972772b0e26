// Phone and identity numbers of the address books, checked by the country the entry is in: its
// international phone code picks the rule (docs/domain.md, "Address books"). Each check answers
// null for a good value, else the rule key and parameters of the Code 2 message, which says what
// is expected. An empty value passes: whether the field is required is the form's business.

/** What a phone number of a country must look like, where its numbering is known: `length`
 * digits starting with one of `starts`. Spaces and dashes between digits are allowed. */
export interface PhoneNumbering {
  length: number;
  starts: readonly string[];
}

/** The numberings we know, by international phone code (without "+"); any other country falls
 * back to 5 to 15 digits (`PHONE_FALLBACK`, the ITU E.164 maximum). */
export const PHONE_NUMBERING: Readonly<Record<string, PhoneNumbering>> = {
  /** Mainland China: mobiles, 11 digits starting with 1. */
  '86': { length: 11, starts: ['1'] },
  /** Hong Kong: 8 digits; fixed lines 2 and 3, mobiles 5, 6, 7 and 9. */
  '852': { length: 8, starts: ['2', '3', '5', '6', '7', '9'] },
  /** Macau: 8 digits; fixed lines 28, mobiles 6. */
  '853': { length: 8, starts: ['28', '6'] },
  /** Taiwan: mobiles written 09 and 8 digits. */
  '886': { length: 10, starts: ['09'] },
  /** Singapore: 8 digits; fixed lines 6, mobiles 8 and 9, others 3. */
  '65': { length: 8, starts: ['3', '6', '8', '9'] },
  /** North America (NANP): 10 digits, the area code not starting with 0 or 1. */
  '1': { length: 10, starts: ['2', '3', '4', '5', '6', '7', '8', '9'] },
};
export const PHONE_FALLBACK = { min: 5, max: 15 } as const;

export interface NumberRule {
  key: string;
  params?: Record<string, string | number>;
}

const SEPARATED = /^\d+(?:[ -]\d+)*$/;

/** The rule a phone number breaks for the country of this phone code, or null. */
export function phoneNumberRule(value: string, phoneCode: string | null | undefined): NumberRule | null {
  const v = value.trim();
  if (v === '') return null;
  const code = (phoneCode ?? '').replace(/^\+/, '');
  const known = PHONE_NUMBERING[code];
  const digits = SEPARATED.test(v) ? v.replace(/[ -]/g, '') : '';
  if (known) {
    if (digits.length === known.length && known.starts.some((s) => digits.startsWith(s))) return null;
    return { key: 'addressBooks.phone', params: { code, length: known.length, starts: known.starts.join(', ') } };
  }
  if (digits.length >= PHONE_FALLBACK.min && digits.length <= PHONE_FALLBACK.max) return null;
  return { key: 'addressBooks.phoneDigits', params: { ...PHONE_FALLBACK } };
}

const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CN_CHECK = '10X98765432';

/** The ISO 7064 MOD 11-2 check character of a mainland resident ID's first 17 digits. */
export function chinaIdCheck(first17: string): string {
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * CN_WEIGHTS[i]!, 0);
  return CN_CHECK[sum % 11]!;
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

const CN_ID = /^(\d{17})([\dX])$/;
const HK_ID = /^([A-Z]{1,2})(\d{6})\(([\dA])\)$/;
const OTHER_ID = /^[A-Za-z0-9]{5,30}$/;

/** The rule an ID card number breaks for the country of this phone code, or null: a mainland
 * resident ID (18 characters, the last the MOD 11-2 check), a Hong Kong identity card
 * (`A123456(3)`, letters in capitals, its check digit in brackets), else 5 to 30 letters and
 * digits. */
export function idCardRule(value: string, phoneCode: string | null | undefined): NumberRule | null {
  const v = value.trim().toUpperCase();
  if (v === '') return null;
  const code = (phoneCode ?? '').replace(/^\+/, '');
  if (code === '86') {
    const m = CN_ID.exec(v);
    return m && chinaIdCheck(m[1]!) === m[2] ? null : { key: 'addressBooks.chinaIdCard' };
  }
  if (code === '852') {
    const m = HK_ID.exec(v);
    return m && hongKongIdCheck(m[1]!, m[2]!) === m[3] ? null : { key: 'addressBooks.hongKongIdCard' };
  }
  return OTHER_ID.test(v) ? null : { key: 'addressBooks.idCard' };
}
