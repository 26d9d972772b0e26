import { isTrackingNumber } from '../validators/text.js';
import { isS10, MAX_TRACKING_NUMBER } from '../validators/tracking.js';

// ---------------------------------------------------------------------------------------------
// What a scanner reads off a courier's label at receiving, and which forecast tracking number it
// stands for (docs/domain.md, "Scans at receiving"). Pure: the signing screen's server call looks
// the candidates up in one indexed query and lets `matchScan` choose; the console shows what was
// understood. Numbers stay strings throughout: a leading zero is part of a number.

/** The rule a candidate came from: an unwrapping rule, the carrier whose format the number has
 * when the barcode is the number, or `scanned` when it has none we know. */
export type ScanRule =
  // Unwrapped from a longer barcode.
  | 'usps-impb' // 420 + ZIP5 or ZIP9 + the USPS number
  | 'fedex-34' // FedEx's 34-digit barcode, the last 12 digits
  | 'fedex-ground-22' // FedEx Ground 96 + 20 digits, the last 15
  | 'sscc' // GS1 AI 00 + the 18-digit SSCC
  | 'multi-piece' // the part before a -n-N piece suffix
  // The barcode is the number.
  | 's10'
  | 'ups'
  | 'amazon'
  | 'usps'
  | 'fedex'
  | 'dhl-express'
  | 'sf'
  | 'yto'
  | 'jt'
  | 'deppon'
  | 'jd'
  | 'zto'
  | 'sto'
  | 'yunda'
  | 'china-post'
  | 'scanned';

export interface ScanCandidate {
  number: string;
  rule: ScanRule;
}

/** The GS1 group separator: FNC1 as a scanner transmits it between variable-length fields. */
const GS = '\x1d';

// --- Check digits ------------------------------------------------------------------------------

const digitsOf = (s: string) => [...s].map(Number);

/** GS1 mod 10 (USPS, SSCC, FedEx Ground): the last digit is the check; the others are weighted
 * 3, 1, 3 ... from the right; the check brings the sum to a multiple of 10. */
function gs1CheckOk(n: string): boolean {
  const d = digitsOf(n);
  const check = d.pop()!;
  const sum = d.reverse().reduce((acc, x, i) => acc + x * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** FedEx's 12-digit numbers: the first 11 digits weighted 3, 1, 7 repeating, the sum mod 11 mod
 * 10 is the last. */
function fedex12CheckOk(n: string): boolean {
  const d = digitsOf(n);
  const sum = d.slice(0, 11).reduce((acc, x, i) => acc + x * [3, 1, 7][i % 3]!, 0);
  return (sum % 11) % 10 === d[11];
}

/** UPS `1Z` numbers: characters 3 to 17 (a letter counts as its code minus 3, mod 10), every
 * second one doubled; the check brings the sum to a multiple of 10. */
function upsCheckOk(n: string): boolean {
  const values = [...n.slice(2, 17)].map((c) => (/\d/.test(c) ? Number(c) : (c.charCodeAt(0) - 3) % 10));
  const sum = values.reduce((acc, x, i) => acc + x * (i % 2 === 1 ? 2 : 1), 0);
  return String((10 - (sum % 10)) % 10) === n[17];
}

/** DHL Express: the number without its last digit, mod 7, is the last digit (digit by digit, so
 * no number is ever made of it). */
function mod7CheckOk(n: string): boolean {
  const d = digitsOf(n);
  const check = d.pop()!;
  return d.reduce((r, x) => (r * 10 + x) % 7, 0) === check;
}

const isUsps = (n: string) => /^9[1-5](?:\d{20}|\d{24})$/.test(n) && gs1CheckOk(n);

// --- Formats of numbers that are their own barcode ----------------------------------------------

/** In order: those with a check digit first, then the Chinese couriers' patterns, which have none
 * and overlap; a format only names a number and breaks ties, it never refuses one. */
const FORMATS: [ScanRule, (n: string) => boolean][] = [
  ['s10', isS10],
  ['ups', (n) => /^1Z[0-9A-Z]{16}$/.test(n) && upsCheckOk(n)],
  ['amazon', (n) => /^TB[ACM]\d{12}$/.test(n)],
  ['usps', isUsps],
  ['fedex', (n) => /^\d{12}$/.test(n) && fedex12CheckOk(n)],
  ['dhl-express', (n) => /^\d{10,11}$/.test(n) && mod7CheckOk(n)],
  ['sf', (n) => /^SF\d{12,13}$/.test(n)],
  ['yto', (n) => /^YT\d{13}$/.test(n)],
  ['jt', (n) => /^JT\d{13}$/.test(n)],
  ['deppon', (n) => /^DPK\d{12}$/.test(n)],
  ['jd', (n) => /^JD[0-9A-Z]{2}\d{11}$/.test(n)],
  ['zto', (n) => /^7[3-68]\d{10}(?:\d{2})?$/.test(n)],
  ['sto', (n) => /^(?:77|88)\d{11,13}$/.test(n)],
  ['yunda', (n) => /^(?:[34]\d{14}|5\d{12})$/.test(n)],
  ['china-post', (n) => /^\d{13}$/.test(n)],
];

/** The carrier whose format a number has, or `scanned`. */
const formatOf = (n: string): ScanRule => FORMATS.find(([, test]) => test(n))?.[0] ?? 'scanned';

// --- Normalising -------------------------------------------------------------------------------

/** Dashes: ASCII and the typographic ones a pasted or converted text may hold. */
const DASH = /[-\u2010-\u2015\u2212\ufe58\ufe63]/g;
/** An AIM symbology identifier (`]C1` GS1-128, `]C0` Code 128, `]E0` EAN-13 ...) a scanner may
 * send first. `]` is in no tracking number, so any of them can go. */
const SYMBOLOGY = /^\][A-Za-z][0-9]/;

/** White space and control characters go (Enter, Tab, NUL ...), except GS; so do the invisible
 * format characters a copied text may carry. */
function dropControls(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    const control = code < 0x20 || (code >= 0x7f && code < 0xa0);
    if (ch === GS || !(control || /\s/.test(ch) || /[\u200b-\u200d\u2060\ufeff]/.test(ch))) out += ch;
  }
  return out;
}

/** The scan in capitals with its GS separators and dashes still in, and whether the scanner said
 * it was a GS1-128 symbol (`]C1`). */
function read(raw: string): { gs1: boolean; text: string } {
  let s = dropControls(raw.normalize('NFKC'));
  const symbology = SYMBOLOGY.exec(s)?.[0];
  if (symbology) s = s.slice(symbology.length);
  return { gs1: symbology?.toUpperCase() === ']C1', text: s.toUpperCase() };
}

const undashed = (s: string) => s.replace(DASH, '');

/**
 * A scan cleaned: Unicode NFKC (full-width `ＳＦ１２３` is `SF123`), no white space or control
 * characters (a GS separator goes too, once parsed), no symbology identifier, no spaces or dashes,
 * in capitals. What the console shows as read.
 */
export function normaliseScan(raw: string): string {
  return undashed(read(raw).text.split(GS).join(''));
}

// --- Unwrapping --------------------------------------------------------------------------------

/** A `-n-N` piece suffix (piece n of N, 1 <= n <= N, perhaps a trailing dash): the number is the
 * part before the first dash. */
function multiPieceBase(dashed: string): string | null {
  const m = /^([0-9A-Z]+)-(\d{1,3})-(\d{1,3})-?$/.exec(dashed);
  return m && Number(m[2]) >= 1 && Number(m[2]) <= Number(m[3]) ? m[1]! : null;
}

/** The numbers a carrier's wrapping stands for, most likely first. */
function unwrap(parts: string[], scan: string, gs1: boolean): ScanCandidate[] {
  const found: ScanCandidate[] = [];
  // USPS IMpb: 420 + ZIP5 or ZIP9, then the 22- or 26-digit number. A GS after the ZIP says where
  // it ends; without one, both splits of the digits are tried, a 22-digit number first.
  if (parts.length > 1) {
    parts.forEach((part, i) => {
      const next = parts[i + 1];
      if (/^420(?:\d{5}|\d{9})$/.test(part) && next && isUsps(next)) found.push({ number: next, rule: 'usps-impb' });
    });
  } else if (/^420\d+$/.test(scan)) {
    for (const length of [22, 26]) {
      const zip = scan.length - 3 - length;
      const rest = scan.slice(3 + zip);
      if ((zip === 5 || zip === 9) && isUsps(rest)) found.push({ number: rest, rule: 'usps-impb' });
    }
  }
  // FedEx's 34-digit barcode (Express 1..., Ground 96...): digits 21-22 `00`, then the number.
  if (/^(?:1\d{33}|96\d{32})$/.test(scan) && scan.slice(20, 22) === '00' && fedex12CheckOk(scan.slice(22)))
    found.push({ number: scan.slice(22), rule: 'fedex-34' });
  // FedEx Ground's 22-digit barcode: 96 and five digits, then the 15-digit number.
  if (/^96\d{20}$/.test(scan) && gs1CheckOk(scan.slice(7)))
    found.push({ number: scan.slice(7), rule: 'fedex-ground-22' });
  // SSCC: AI 00 and 18 digits, only after ]C1 or as exactly 20 digits (a FedEx SSCC starts 00).
  if ((gs1 ? /^00\d{18}/ : /^00\d{18}$/).test(scan) && gs1CheckOk(scan.slice(2, 20)))
    found.push({ number: scan.slice(2, 20), rule: 'sscc' });
  return found;
}

/** What a scan reads as, and the numbers it may stand for, most likely first. */
function understand(raw: string): { scan: string; candidates: ScanCandidate[] } {
  const { gs1, text } = read(raw);
  const parts = text.split(GS).map(undashed).filter(Boolean);
  const scan = parts.join('');
  const asScanned: ScanCandidate = { number: scan, rule: formatOf(scan) };
  const found = unwrap(parts, scan, gs1);
  const base = multiPieceBase(text.split(GS).join(''));
  if (base) {
    // The whole number only goes first when it has a known format and the base has none.
    const piece: ScanCandidate = { number: base, rule: 'multi-piece' };
    found.push(...(formatOf(base) === 'scanned' && asScanned.rule !== 'scanned' ? [asScanned, piece] : [piece]));
  }
  found.push(asScanned);
  const candidates: ScanCandidate[] = [];
  for (const c of found)
    if (
      c.number.length <= MAX_TRACKING_NUMBER &&
      isTrackingNumber(c.number) &&
      !candidates.some((k) => k.number === c.number)
    )
      candidates.push(c);
  return { scan, candidates };
}

/**
 * The tracking numbers a scan may stand for, most likely first, each with the rule that gave it:
 * what a carrier wraps around its number (USPS IMpb, FedEx's long barcodes, an SSCC, a
 * multi-piece suffix) unwrapped when its check digit holds, then the scan itself. Only numbers the
 * tracking-number rule allows; at most four, for one indexed lookup.
 */
export function candidateNumbers(raw: string): ScanCandidate[] {
  return understand(raw).candidates;
}

/**
 * Which forecast number a scan is, or null: the scan itself when it is forecast (a customer who
 * forecast what the barcode says wins over any unwrapping), else the first forecast candidate.
 * `isForecast` answers from the rows one lookup of `candidateNumbers` found.
 */
export function matchScan(raw: string, isForecast: (number: string) => boolean): ScanCandidate | null {
  const { scan, candidates } = understand(raw);
  return (
    candidates.find((c) => c.number === scan && isForecast(c.number)) ??
    candidates.find((c) => isForecast(c.number)) ??
    null
  );
}

// --- Scans that are no courier's number ----------------------------------------------------------

/** The shortest scan taken for a courier's number when nobody forecast it: the shortest formats
 * known are 10 digits (DHL Express); 8 leaves room for local couriers' (TNT's 9), and anything
 * shorter is a fragment (a scan cut short, a few keys typed). */
export const MIN_COURIER_NUMBER = 8;

/** Our own numbers (a document, a package, an unknown item, a bin: two letters and 8 digits). */
const OUR_NUMBER = /^(?:WD|PK|UN|BN)\d{8,}$/;

/** Why a scan cannot be a courier's number: not a number at all, a fragment, a number whose check
 * digit does not hold (a mis-read), or one of our own. */
export type CourierScanProblem = 'notANumber' | 'partial' | 'badCheck' | 'ours';

/**
 * The courier number a scan nobody forecast is recorded under (an unknown item), or why it cannot
 * be one (docs/domain.md, "Scans at receiving"): the first candidate, which passes the
 * tracking-number rule, at least `MIN_COURIER_NUMBER` long, not one of our own numbers, and not
 * in the shape of a format with a check digit (UPU S10, UPS `1Z`, a USPS routing barcode) whose
 * check failed: an unknown item made of any of those would wait for a claim that never comes.
 */
export function courierNumberOf(
  raw: string,
): { number: string; problem: null } | { number: string; problem: CourierScanProblem } {
  const { scan, candidates } = understand(raw);
  const first = candidates[0];
  if (!first) return { number: scan, problem: 'notANumber' };
  if (OUR_NUMBER.test(scan)) return { number: scan, problem: 'ours' };
  if (first.number.length < MIN_COURIER_NUMBER) return { number: first.number, problem: 'partial' };
  // Shapes only one format has: when its check failed, the number was read wrong or in part.
  if (
    first.rule === 'scanned' &&
    (/^[A-Z]{2}\d{9}[A-Z]{2}$/.test(first.number) || /^1Z[0-9A-Z]{16}$/.test(first.number) || /^420\d{17,}$/.test(scan))
  )
    return { number: first.number, problem: 'badCheck' };
  return { number: first.number, problem: null };
}
