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

export function checkInteger(v: unknown, opts?: IntegerOptions): string | null {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^\d+$/.test(v.trim())) n = Number(v.trim());
  else return 'validation.numberType';
  // Beyond the safe range the number no longer equals what was typed.
  if (!Number.isSafeInteger(n) || n < 0) return 'validation.numberType';
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
