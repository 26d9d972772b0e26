/** Phone and ID card rules of form fields, chosen by the international phone code the
 * form pairs with the number. Every rule lets an empty value pass: whether the field is
 * required is the form's business, not the format's. */

export const PHONE_CODES = ['86', '852', '853', '886'] as const;
export type PhoneCode = (typeof PHONE_CODES)[number];

type Rule = (v: string) => boolean;
const byRegex =
  (re: RegExp): Rule =>
  (v) =>
    re.test(v);

const MOBILE: Record<PhoneCode, Rule> = {
  '86': byRegex(/^1[3-9]\d{9}$/),
  '852': byRegex(/^[1-9]\d{7}$/),
  '853': byRegex(/^6\d{7}$/),
  '886': byRegex(/^09\d{8}$/),
};

/** Taiwan long-distance prefixes (Taipei 02 ... Matsu 0836). */
const TW_AREA_CODES = ['02', '03', '037', '04', '049', '05', '06', '07', '08', '082', '0826', '0836', '089'];

/** Taiwanese numbers are written `02-2345-6789`, `(02)2345-6789` or `0223456789`, so the
 * area code may be bracketed or followed by a dash and the local number may hold one dash;
 * the local number has 6 to 10 digits (docs/domain.md, "Field formats"). */
function isTaiwanFixed(v: string): boolean {
  for (const area of TW_AREA_CODES) {
    let rest: string;
    if (v.startsWith(`(${area})`)) rest = v.slice(area.length + 2);
    else if (v.startsWith(`${area}-`)) rest = v.slice(area.length + 1);
    else if (v.startsWith(area)) rest = v.slice(area.length);
    else continue;
    if (!/^\d+(?:-\d+)?$/.test(rest)) continue;
    const digits = rest.replace('-', '').length;
    if (digits >= 6 && digits <= 10) return true;
  }
  return false;
}

const FIXED: Record<PhoneCode, Rule> = {
  '86': byRegex(/^\d{2,4}-\d{4,8}$/),
  '852': byRegex(/^[23]\d{7}$/),
  '853': byRegex(/^\d{3,4}-\d{7,9}$/),
  '886': isTaiwanFixed,
};

/** Hong Kong and Macau cards print the check digit in brackets, `A123456(7)` and
 * `1234567(8)`; both spellings are accepted. Letters may be typed in either case. */
const ID_CARD: Record<PhoneCode, Rule> = {
  '86': byRegex(/^(?:\d{15}|\d{17}[\dXx])$/),
  '852': byRegex(/^[A-Za-z]{1,2}\d{6}(?:[\dAa]|\([\dAa]\))$/),
  '853': byRegex(/^[157]\d{6}(?:\d|\(\d\))$/),
  '886': byRegex(/^(?:[A-Za-z]\d{9}|\d{8})$/),
};

/** '86', 86 and '+86' name the same code; absent or blank means "no code chosen". An
 * unknown code answers 'unknown' so that no number is accepted against it. */
export function normalisePhoneCode(code: unknown): PhoneCode | 'none' | 'unknown' {
  if (code === undefined || code === null) return 'none';
  const text = String(code).trim().replace(/^\+/, '');
  if (text === '') return 'none';
  return (PHONE_CODES as readonly string[]).includes(text) ? (text as PhoneCode) : 'unknown';
}

function check(rules: Record<PhoneCode, Rule>, value: unknown, phoneCode: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  // Form libraries and JSON clients hand over numbers for all-digit fields.
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const v = String(value);
  const code = normalisePhoneCode(phoneCode);
  if (code === 'unknown') return false;
  // Without a code the user may be from any of the supported regions.
  if (code === 'none') return PHONE_CODES.some((c) => rules[c](v));
  return rules[code](v);
}

export function isMobilePhone(v: string, phoneCode?: string): boolean {
  return check(MOBILE, v, phoneCode);
}

export function isFixedTelephone(v: string, phoneCode?: string): boolean {
  return check(FIXED, v, phoneCode);
}

export function isIdCard(v: string, phoneCode?: string): boolean {
  return check(ID_CARD, v, phoneCode);
}

export type PhoneRuleKind = 'mobile' | 'fixed' | 'idCard';

export const phoneRuleChecks: Record<PhoneRuleKind, { check: (v: unknown, code: unknown) => boolean; key: string }> = {
  mobile: { check: (v, code) => check(MOBILE, v, code), key: 'validation.phone' },
  fixed: { check: (v, code) => check(FIXED, v, code), key: 'validation.fixedTelephone' },
  idCard: { check: (v, code) => check(ID_CARD, v, code), key: 'validation.idCard' },
};
