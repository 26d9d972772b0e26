/** Number rules of form fields (docs/domain.md, "Rules every area follows"). Values are checked as decimal text, never through binary
 * floating point, so that money and weights keep exactly the digits the user typed. */

export interface IntegerOptions {
  cannotBeZero?: boolean;
}

export interface DecimalOptions {
  /** Most decimal places allowed; 3 when not given. */
  maxDecimal?: number;
  cannotBeZero?: boolean;
}

export const DEFAULT_MAX_DECIMAL = 3;

/** `String(n)` switches to exponent notation below 1e-6 and from 1e21; the rules work on
 * plain digits, so the exponent is spelled out. */
export function numberToPlainText(n: number): string {
  const text = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, int = '', frac = '', exp = '0'] = m;
  const digits = int + frac;
  const point = int.length + Number(exp);
  let out: string;
  if (point <= 0) out = '0.' + '0'.repeat(-point) + digits;
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length);
  else out = digits.slice(0, point) + '.' + digits.slice(point);
  return sign + out;
}

/** Text of a number or numeric string, or null for any other kind of value. */
function numericText(v: unknown): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? numberToPlainText(v) : null;
  if (typeof v === 'string') return v.trim();
  return null;
}

/** Plain decimal text, signed or not: what a person types for a number (no exponent, no
 * separators). */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Why a value is no whole number of 0 or more (null when it is one): text that is no number in
 * plain digits ("abc", "1e3") is `numberFormat`, a negative one `numberNegative`, a fraction
 * `numberType`. */
export function checkInteger(v: unknown, opts?: IntegerOptions): string | null {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^\d+$/.test(v.trim())) n = Number(v.trim());
  else if (typeof v === 'string' && PLAIN_NUMBER.test(v.trim()))
    return v.trim().startsWith('-') && Number(v) !== 0 ? 'validation.numberNegative' : 'validation.numberType';
  else return 'validation.numberFormat';
  if (Number.isNaN(n) || !Number.isFinite(n)) return 'validation.numberFormat';
  if (n < 0) return 'validation.numberNegative';
  // Beyond the safe range the number no longer equals what was typed.
  if (!Number.isSafeInteger(n)) return 'validation.numberType';
  if (n === 0 && opts?.cannotBeZero) return 'validation.numberZero';
  return null;
}

export function checkDecimal(v: unknown, opts?: DecimalOptions): string | null {
  const text = numericText(v);
  if (text === null) return 'validation.numberFormat';
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  if (!/^[\d.]+$/.test(body) || !/\d/.test(body)) return 'validation.numberFormat';
  if (body.indexOf('.') !== body.lastIndexOf('.')) return 'validation.numberFormat';
  if (negative) return 'validation.numberNegative';
  const normal = normaliseDecimal(body);
  const places = normal.includes('.') ? normal.length - normal.indexOf('.') - 1 : 0;
  if (places > (opts?.maxDecimal ?? DEFAULT_MAX_DECIMAL)) return 'validation.decimalPlaces';
  if (normal === '0' && opts?.cannotBeZero) return 'validation.numberZero';
  return null;
}

/** Canonical text of a valid non-negative decimal: no leading zeros, no trailing fractional
 * zeros ('007.50' -> '7.5', '.5' -> '0.5', '2.' -> '2'). Trailing zeros carry no value, so
 * '1.500' counts as one decimal place. */
export function normaliseDecimal(text: string): string {
  const [rawInt = '', rawFrac = ''] = text.split('.');
  const int = rawInt.replace(/^0+/, '') || '0';
  const frac = rawFrac.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** Decimal text of an accepted value, for callers that ran checkDecimal first. */
export function decimalText(v: number | string): string {
  return normaliseDecimal(typeof v === 'number' ? numberToPlainText(v) : v.trim());
}

/** Compares two canonical non-negative decimal texts without converting them to floats. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length < bi.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const x = ai + af.padEnd(width, '0');
  const y = bi + bf.padEnd(width, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/** What a number field takes: its least value (0 unless given), its greatest (none unless
 * given), its decimal places (0: whole numbers) and whether 0 is refused. */
export interface NumberRange {
  min?: number;
  max?: number;
  decimals?: number;
  notZero?: boolean;
}

/**
 * What a number field allows, as the parameters of its rules (`validation.numberFormat`,
 * `numberTooBig` ...: "Price is over 1000: enter {allowed}."): `allowed` names the phrase
 * ("a whole number from 1 to 999", "a number over 0 and up to 1000 with at most 2 decimal places"),
 * the others fill it. The server's number schemas and the console's number fields both word their
 * refusals with it, so the two read the same.
 */
export function allowedNumber(o: NumberRange): { allowed: string; min: number; max?: number; places: number } {
  const places = o.decimals ?? 0;
  const max = o.max;
  let min = o.min ?? 0;
  const zeroInside = !!o.notZero && min <= 0 && (max === undefined || max >= 0);
  const of = (phrase: string) => ({
    allowed: `validation.allowed.${phrase}`,
    min,
    ...(max === undefined ? {} : { max }),
    places,
  });
  if (places === 0) {
    // "Not 0" of whole numbers from 0 is "from 1".
    if (zeroInside && min === 0) min = 1;
    else if (zeroInside && max !== undefined) return of('wholeNotZero');
    return of(max === undefined ? 'wholeFrom' : 'whole');
  }
  if (zeroInside && min === 0) return of(max === undefined ? 'decimalOver' : 'decimalAbove');
  if (zeroInside && max !== undefined) return of('decimalNotZero');
  return of(max === undefined ? 'decimalFrom' : 'decimal');
}

/**
 * Why a typed value breaks a number field's range, as a rule key and its parameters (null when it
 * keeps it; an empty value is the business of "required"). The checks are the server's
 * (`checkInteger`, `checkDecimal`), so the console refuses what the server refuses, in its words.
 */
export function numberProblem(v: unknown, o: NumberRange): { rule: string; params: Record<string, unknown> } | null {
  if (v === undefined || v === null || v === '') return null;
  const params = allowedNumber(o);
  const refuse = (rule: string) => ({ rule, params });
  const text = typeof v === 'number' ? (Number.isFinite(v) ? numberToPlainText(v) : 'NaN') : String(v).trim();
  // The sign is the range's business, the rest the server's checks'.
  const negative = PLAIN_NUMBER.test(text) && text.startsWith('-');
  const size = negative ? text.slice(1) : text.replace(/^\+/, '');
  const places = o.decimals ?? 0;
  const key = places ? checkDecimal(size, { maxDecimal: places }) : checkInteger(size);
  if (key) return refuse(key);
  const n = (negative ? -1 : 1) * Number(size);
  if (o.notZero && n === 0) return refuse('validation.numberZero');
  if (n < 0 && (o.min ?? 0) >= 0) return refuse('validation.numberNegative');
  if (n < params.min) return refuse('validation.numberTooSmall');
  if (params.max !== undefined && n > params.max) return refuse('validation.numberTooBig');
  return null;
}
