/** Text rules of form fields. */

const HAN = /\p{Script=Han}/u;

/** 6 to 16 characters with no spaces, mixing at least two of letters, digits and symbols, and
 * no Chinese characters. Anything that is neither an ASCII letter nor a digit counts as a
 * symbol. */
export function checkPassword(v: string): string | null {
  if (typeof v !== 'string') return 'validation.password';
  const length = [...v].length;
  if (length < 6 || length > 16) return 'validation.password';
  if (/[\s\p{Cc}]/u.test(v) || HAN.test(v)) return 'validation.password';
  const kinds = [/[A-Za-z]/.test(v), /\d/.test(v), /[^A-Za-z\d]/.test(v)].filter(Boolean).length;
  return kinds >= 2 ? null : 'validation.password';
}

const WORD = '[A-Za-z0-9\\p{Script=Han}]';
/** Letters, digits and Chinese make up the local part; the separators `. _ - +`
 * are also allowed between them, because rejecting `zhang.san@example.com` would turn away
 * ordinary addresses. The domain needs at least one dot and a top-level part of letters. */
const EMAIL = new RegExp(
  `^${WORD}+(?:[._+-]${WORD}+)*@(?:${WORD}(?:[A-Za-z0-9\\p{Script=Han}-]*${WORD})?\\.)+[A-Za-z\\p{Script=Han}]{2,63}$`,
  'u',
);

export function isEmail(v: string): boolean {
  return typeof v === 'string' && v.length <= 254 && EMAIL.test(v);
}

export function isUserName(v: string): boolean {
  return typeof v === 'string' && /^[A-Za-z0-9]+$/.test(v);
}

/** The characters docs/domain.md ("Field formats") lists, plus any white space. */
const SPECIAL = /[~!@#$%^&*<>|'\s]/;

export function hasNoSpecialCharacters(v: string): boolean {
  return typeof v === 'string' && !SPECIAL.test(v);
}

/** A value counts as filled when it is not null, not blank text and not NaN; a list or a plain
 * object is filled when any of its entries is. */
export function isNotAllEmpty(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (typeof v === 'number') return !Number.isNaN(v);
  if (Array.isArray(v)) return v.some(isNotAllEmpty);
  if (v instanceof Set || v instanceof Map) return [...v.values()].some(isNotAllEmpty);
  if (typeof v === 'object' && !(v instanceof Date)) return Object.values(v).some(isNotAllEmpty);
  return true;
}

/** Carriers' numbers are letters, digits and sometimes dashes (`SF1234567890`,
 * `1Z999AA10123456784`, `EA123456789CN`, `1234-5678-9012`), and every one of them holds a
 * digit. "Cannot be text" is read as: a value without any digit (`pending`, `none`, a word in
 * any script) is text, not a tracking number. */
export function isTrackingNumber(v: string): boolean {
  return typeof v === 'string' && /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(v) && /\d/.test(v);
}

/** An http or https address with a host name that has a dot, or localhost, or an IP. */
export function isUrl(v: string): boolean {
  if (typeof v !== 'string' || !/^https?:\/\/[^\s/?#]/i.test(v) || /\s/.test(v)) return false;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return false;
  }
  const host = url.hostname;
  return host.includes('.') || host === 'localhost' || host.startsWith('[');
}

export function isLowerCase(v: string): boolean {
  return typeof v === 'string' && /^[a-z]+$/.test(v);
}

export function isUpperCase(v: string): boolean {
  return typeof v === 'string' && /^[A-Z]+$/.test(v);
}

export function isAlphabetic(v: string): boolean {
  return typeof v === 'string' && /^[A-Za-z]+$/.test(v);
}
