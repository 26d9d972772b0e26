import { pastedText } from './paste.js';

/** Phone numbers by the international code they belong to (docs/domain.md, "Field formats" and
 * "Address books"): ONE table for every phone field, whether the code comes from the form's
 * phone-code select (users, warehouses, shipping addresses) or from the country of an entry (the
 * address books). A number is read as pasted first (`pastedPhone`: the code prefix, spaces and
 * dashes go where the rule has none), then checked. Every rule lets an empty value pass: whether
 * the field is required is the form's business, not the format's. */

/** The codes the forms' phone-code select offers. */
export const PHONE_CODES = ['86', '852', '853', '886'] as const;
export type PhoneCode = (typeof PHONE_CODES)[number];

/** A phone field takes a mobile only (a user's sign-in phone, which receives SMS codes), or a
 * mobile or a fixed line (`line`: contact numbers, the address books). */
export type PhoneKind = 'mobile' | 'line';

interface Numbering {
  /** Mobile numbers, on their digits. */
  mobile: RegExp;
  /** Fixed lines written as digits only, checked on their digits. */
  fixedDigits?: RegExp;
  /** Fixed lines written with their area code apart (`010-12345678`): the number as the rule writes
   * it, or null when the text is no such number. */
  fixedText?: (text: string) => string | null;
}

/** An area code apart from the number: bracketed or followed by a separator (a space, a dash, a
 * dot); the number's own separators are dropped. `area` is the area code's pattern. */
const areaThenNumber =
  (area: string, local: string) =>
  (text: string): string | null => {
    const m = new RegExp(`^(?:\\((${area})\\)[\\s.-]*|(${area})[\\s.-]+)(\\d[\\d\\s.-]*)$`).exec(text);
    if (!m) return null;
    const number = m[3]!.replace(/\D/g, '');
    return new RegExp(`^(?:${local})$`).test(number) ? `${m[1] ?? m[2]}-${number}` : null;
  };

/** Taiwan long-distance prefixes (Taipei 02 ... Matsu 0836). */
const TW_AREA_CODES = ['02', '03', '037', '04', '049', '05', '06', '07', '08', '082', '0826', '0836', '089'];

/** Taiwanese numbers are written `02-2345-6789`, `(02)2345-6789` or `0223456789`, so the area code
 * may be bracketed or followed by a dash and the local number may hold one dash; the local number
 * has 6 to 10 digits. Spaces are read as dashes (`02 2345 6789`). */
function taiwanFixed(text: string): string | null {
  const v = text
    .replace(/\)\s+/, ')')
    .replace(/[\s.]+/g, '-')
    .replace(/^\((\d+)\)-/, '($1)');
  for (const area of TW_AREA_CODES) {
    let rest: string;
    if (v.startsWith(`(${area})`)) rest = v.slice(area.length + 2);
    else if (v.startsWith(`${area}-`)) rest = v.slice(area.length + 1);
    else if (v.startsWith(area)) rest = v.slice(area.length);
    else continue;
    if (!/^\d+(?:-\d+)?$/.test(rest)) continue;
    const digits = rest.replace('-', '').length;
    if (digits >= 6 && digits <= 10) return v;
  }
  return null;
}

/**
 * The numberings we know, by international code (without "+"). The four of the forms have a
 * mobile and a fixed-line rule each; Singapore and North America, countries of the address books,
 * are one length and leading digits. Any other country takes 5 to 15 digits (`PHONE_FALLBACK`).
 */
const NUMBERING: Readonly<Record<string, Numbering>> = {
  /** Mainland China: mobiles 1, then 3-9, then 9 digits; fixed lines an area code of 2 to 4
   * digits, a dash, 4 to 8 digits. */
  '86': { mobile: /^1[3-9]\d{9}$/, fixedText: areaThenNumber('\\d{2,4}', '\\d{4,8}') },
  /** Hong Kong: 8 digits; fixed lines start with 2 or 3. Mobiles are any 8 digits not starting
   * with 0: Hong Kong keeps giving mobiles new leading digits (4 and 8 joined 5, 6, 7 and 9), so a
   * list of them goes stale, and the address books' own list (2, 3, 5, 6, 7, 9) refused numbers
   * the forms' phone fields took. */
  '852': { mobile: /^[1-9]\d{7}$/, fixedDigits: /^[23]\d{7}$/ },
  /** Macau: mobiles 8 digits starting with 6; fixed lines 8 digits starting with 28 (as Macau
   * writes them), or with the area code apart, 3-4 digits, a dash, 7-9 digits (0853-28123456). */
  '853': {
    mobile: /^6\d{7}$/,
    fixedDigits: /^28\d{6}$/,
    fixedText: areaThenNumber('\\d{3,4}', '\\d{7,9}'),
  },
  /** Taiwan: mobiles 09 and 8 digits; fixed lines a Taiwanese area code and 6 to 10 digits. */
  '886': { mobile: /^09\d{8}$/, fixedText: taiwanFixed },
  /** Singapore: 8 digits; mobiles 8 and 9, fixed lines 6, others 3. */
  '65': { mobile: /^[89]\d{7}$/, fixedDigits: /^[36]\d{7}$/ },
  /** North America (NANP): 10 digits, the area code not starting with 0 or 1. */
  '1': { mobile: /^[2-9]\d{9}$/ },
};

/** Any other country: 5 to 15 digits, the ITU E.164 maximum. */
export const PHONE_FALLBACK = { min: 5, max: 15 } as const;
const FALLBACK = new RegExp(`^\\d{${PHONE_FALLBACK.min},${PHONE_FALLBACK.max}}$`);

/** The forms' codes, for an international prefix pasted with no code chosen: longest first, so
 * `+852` is not read as `+85` and a 2. */
const PREFIXES = [...PHONE_CODES].sort((a, b) => b.length - a.length);

/** '86', 86 and '+86' name the same code; '' means "no code chosen". */
export const phoneCodeText = (code: unknown): string =>
  code === undefined || code === null ? '' : pastedText(String(code)).replace(/^\+/, '');

/** Codes whose numbers drop a leading trunk 0 after the international prefix: `+886 912 345 678`
 * is `0912345678`, `+886 2 2345 6789` is `02-2345-6789` (Taiwan's rules are written with it). */
const TRUNK_ZERO = new Set(['886']);

/** The number without an international prefix of `code` (`+86`, `0086`, `(+86)`, followed by a
 * space or dash or not); with no code, without the prefix of any code we know. A prefix of
 * another code than the one chosen stays, and the number then fails its rule. */
function withoutPrefix(text: string, code: string): { rest: string; code: string } {
  for (const c of code ? [code] : PREFIXES) {
    // A code is digits; anything else stored as one has no prefix to find.
    if (!/^\d{1,4}$/.test(c)) continue;
    const m = new RegExp(
      `^(?:\\(\\s*(?:\\+|00)\\s*${c}\\s*\\)|(?:\\+|00)\\s*${c}(?=[\\s.-]|$)|(?:\\+|00)${c}(?=\\d))[\\s.-]*`,
    ).exec(text);
    if (m) {
      const rest = text.slice(m[0].length);
      return { rest: TRUNK_ZERO.has(c) && /^[1-9]/.test(rest) ? `0${rest}` : rest, code: c };
    }
  }
  return { rest: text, code };
}

/** The number as the rules of `code` write it, or null when it is none of them. */
function written(text: string, code: string, kind: PhoneKind): string | null {
  const digits = text.replace(/[\s().-]/g, '');
  const known = NUMBERING[code];
  if (!known) return code && kind === 'line' && FALLBACK.test(digits) ? digits : null;
  if (!/^\d+$/.test(digits)) return null;
  if (known.mobile.test(digits)) return digits;
  if (kind === 'mobile') return null;
  if (known.fixedDigits?.test(digits)) return digits;
  return known.fixedText?.(text) ?? null;
}

/** The codes a number is checked against: the one chosen (or pasted with it), else the forms' four. */
const codesFor = (code: string) => (code ? [code] : [...PHONE_CODES]);

/** The number as pasted, without its prefix, and the codes it is checked against. */
function read(value: string, phoneCode: unknown): { text: string; rest: string; codes: string[] } {
  const text = pastedText(value);
  const { rest, code } = withoutPrefix(text, phoneCodeText(phoneCode));
  return { text, rest, codes: codesFor(code) };
}

/**
 * A phone number as pasted, written the way its rule writes it: the international prefix of the
 * code dropped (`+86 138 0013 8000` is `13800138000`), the spaces, dashes and brackets between
 * the digits of a mobile or a number of digits dropped, a fixed line's area code kept apart by one
 * dash (`(010) 1234 5678` is `010-12345678`). A number that fits no rule is only trimmed, so the
 * rule can name what is wrong with what was typed.
 */
export function pastedPhone(value: string, phoneCode?: unknown, kind: PhoneKind = 'line'): string {
  const { text, rest, codes } = read(value, phoneCode);
  if (text === '') return text;
  for (const c of codes) {
    const out = written(rest, c, kind);
    if (out !== null) return out;
  }
  return text;
}

/** A rule a number breaks: the message key, worded per code and kind, and its parameters. */
export interface NumberRule {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The rule a phone number breaks for this code, or null when it keeps it (an empty value keeps
 * every rule). `phoneCode` is the entry's code (any country's: the address books), or none, when
 * a number of any of the forms' four regions passes. The number is read as pasted first.
 */
export function phoneNumberRule(value: unknown, phoneCode: unknown, kind: PhoneKind = 'line'): NumberRule | null {
  if (value === undefined || value === null || value === '') return null;
  const code = phoneCodeText(phoneCode);
  const offeredCode = code === '' || (PHONE_CODES as readonly string[]).includes(code);
  const rule: NumberRule = !NUMBERING[code]
    ? code
      ? { key: 'phone.line.other', params: { ...PHONE_FALLBACK } }
      : { key: `phone.${kind}.none` }
    : { key: `phone.${offeredCode ? kind : 'line'}.${code}` };
  // Form libraries and JSON clients hand over numbers for all-digit fields.
  if (typeof value !== 'string' && typeof value !== 'number') return rule;
  const { text, rest, codes } = read(String(value), code);
  if (text === '') return null;
  return codes.some((c) => written(rest, c, kind) !== null) ? null : rule;
}

/** Whether the code is one of the forms' four, or none: the fields that pair a number with the
 * select refuse another (their schema refuses the code itself too). */
const offered = (code: unknown) => {
  const c = phoneCodeText(code);
  return c === '' || (PHONE_CODES as readonly string[]).includes(c);
};

export function isMobilePhone(v: string, phoneCode?: string): boolean {
  return offered(phoneCode) && phoneNumberRule(v, phoneCode, 'mobile') === null;
}

/** A mobile or a fixed line of the code. */
export function isPhone(v: string, phoneCode?: string): boolean {
  return offered(phoneCode) && phoneNumberRule(v, phoneCode, 'line') === null;
}

/** A fixed line of the code, not a mobile. */
export function isFixedTelephone(v: string, phoneCode?: string): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (!offered(phoneCode)) return false;
  const { rest, codes } = read(String(v), phoneCode);
  const digits = rest.replace(/[\s().-]/g, '');
  return codes.some((c) => {
    const n = NUMBERING[c]!;
    return (/^\d+$/.test(digits) && !!n.fixedDigits?.test(digits)) || (n.fixedText?.(rest) ?? null) !== null;
  });
}
