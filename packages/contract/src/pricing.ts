import { Money } from './money.js';

// ---------------------------------------------------------------------------------------------
// Pricing: the pure rules every price the business quotes goes through (docs/domain.md, "Money"
// and "Prices"). The server reads quotations and customer prices from its tables and hands them
// here; the freight trial, packing and the bills all price through these functions, so they agree
// to the cent. Nothing here reads a clock, a database or a float.

/**
 * How a quotation rounds its result (spec: "to two decimals" or "rounding up"):
 * - `decimals`: to the currency's places, half up ("12.345" CNY -> "12.35"; JPY has none);
 * - `up`: up to a whole unit of the currency ("12.01" -> "13"), as forwarders quote 向上取整;
 * - `decimalsUp`: to the currency's places, up (away from zero): a charge that must not fall short
 *   of its rate times what happened ("28.950432" CNY -> "28.96"). Charge rules priced by their
 *   own amount round so (docs/domain.md, "Bills and payments"); quotations use the other two.
 */
export type PriceRounding = 'decimals' | 'up' | 'decimalsUp';

/** A currency as pricing needs it: its code, places and rate to the base currency. */
export interface PriceCurrency {
  Code: string;
  Decimals: number;
  /** What one unit is worth in base units (the base's own rate is 1). */
  ExchangeRate: string;
}

/** An amount in its currency: pricing never answers a bare number. */
export interface Priced {
  Amount: string;
  Currency: string;
}

/** Rounds an amount by a quotation's rule in its currency. */
export function roundPrice(
  amount: Money | string,
  currency: Pick<PriceCurrency, 'Decimals'>,
  rule: PriceRounding,
): Money {
  const m = Money.of(amount);
  if (rule === 'up') return m.round(0, 'up');
  return m.round(currency.Decimals, rule === 'decimalsUp' ? 'up' : 'halfUp');
}

// ---------------------------------------------------------------------------------------------
// Freight (transfer quotations)

/** A weight bracket: weights up to and including `UpTo` kg cost `Price`, per kg or flat. */
export interface WeightBracket {
  UpTo: string;
  Price: string;
  PerKg: boolean;
}

/**
 * A freight price for one shipping type to one country or zone: either first weight and steps
 * (`FirstWeight` kg for `FirstPrice`, then each started `StepWeight` kg for `StepPrice`) or
 * brackets; then the minimum charge, then the rounding.
 */
export interface FreightQuote {
  Mode: 'steps' | 'brackets';
  FirstWeight?: string;
  FirstPrice?: string;
  StepWeight?: string;
  StepPrice?: string;
  Brackets?: readonly WeightBracket[];
  /** The least a shipment costs ("0" or absent: none). */
  MinimumCharge?: string;
  Rounding: PriceRounding;
}

/** One line of a price's breakdown, for the trial and the bill to show the same sum. */
export interface PriceLine {
  /** What the line is: `first`, `steps`, `bracket`, `minimum`, `rounding`. */
  Kind: 'first' | 'steps' | 'bracket' | 'minimum' | 'rounding';
  /** The quantity it is for (kg, or the number of steps), as text. */
  Quantity: string;
  Amount: string;
}

export interface FreightPrice {
  Total: string;
  Lines: PriceLine[];
}

// ---------------------------------------------------------------------------------------------
// Scaled integers: what freightPrice and convert compute with. The trial prices every channel at
// once (53 in bench/freight-trial.mjs), and decimal.js parsing and normalising each amount was
// half of its CPU. Here an amount is an integer count of 10^-scale units: a double while it is a
// safe integer (every price, weight and rate a quotation holds, and their products), else a
// bigint, so nothing is ever rounded by a float. These follow Money's arithmetic exactly,
// rounding included: sums, products and quotients are kept to Money's 40 significant digits
// (half up) as decimal.js does, so both agree on every input, not only on amounts of a few
// digits (test/pricing.test.ts compares them on random quotes).

/** An integer: a safe-integer double or, past 2^53, a bigint (comparisons mix them exactly). */
type Int = number | bigint;
/** A decimal as `u` x 10^-`s` (`s` >= 0). */
interface Scaled {
  readonly u: Int;
  readonly s: number;
}

const ZERO: Scaled = { u: 0, s: 0 };
const big = (x: Int): bigint => (typeof x === 'bigint' ? x : BigInt(x));
const negate = (x: Int): Int => -x;
const abs = (x: Int): Int => (x < 0 ? -x : x);
const isZero = (x: Int): boolean => x === 0 || x === 0n;

// A double's sum or product is exact when it comes out a safe integer: a true result of 2^53 or
// more rounds to 2^53 or more, which is not one. Else the operands go over to bigint.
function add(x: Int, y: Int): Int {
  if (typeof x === 'number' && typeof y === 'number') {
    const r = x + y;
    if (Number.isSafeInteger(r)) return r;
  }
  return big(x) + big(y);
}
function multiply(x: Int, y: Int): Int {
  if (typeof x === 'number' && typeof y === 'number') {
    const r = x * y;
    if (Number.isSafeInteger(r)) return r;
  }
  return big(x) * big(y);
}

/** Money's precision: results of arithmetic keep this many significant digits. */
const DIGITS = 40;
const BEYOND = 10n ** BigInt(DIGITS);
/** Up to 10^39: a quotient of operands below it needs one rounding only (`divideTo`). */
const BELOW = 10n ** BigInt(DIGITS - 1);
const POWERS: bigint[] = [1n];
/** 10^n: a double up to 10^15 (safe), a bigint beyond. */
function pow10(n: number): Int {
  if (n <= 15) return 10 ** n;
  if (n > 64) return 10n ** BigInt(n); // only for amounts of absurd lengths: not worth keeping
  while (POWERS.length <= n) POWERS.push(POWERS[POWERS.length - 1]! * 10n);
  return POWERS[n]!;
}

/**
 * The text Money.of reads (money.ts: digits, one optional point, an optional sign), read in one
 * pass; anything else (a number) goes through Money itself. Up to 15 digits add up in a double,
 * exactly (10^15 < 2^53); more are read as a bigint. Trailing zeros of the fraction are left out
 * ("7.120000" is 712 x 10^-2), which keeps products and quotients within doubles.
 */
function scaled(v: string | number): Scaled {
  if (typeof v !== 'string') return scaled(Money.of(v).toFixed());
  let read = readBefore.get(v);
  if (read === undefined) {
    read = readText(v);
    if (readBefore.size >= READ_BEFORE_MAX) readBefore.clear();
    readBefore.set(v, read);
  }
  return read;
}

/** Texts `scaled` has read, by their text: a freight trial reads the same weights, steps, bracket
 * bounds, minimums and rates for channel after channel (~450 reads a call over 50 channels, at a
 * tenth of a microsecond each). A `Scaled` is never changed, so one can serve every reader.
 * Bounded: past READ_BEFORE_MAX texts it starts again. */
const readBefore = new Map<string, Scaled>();
const READ_BEFORE_MAX = 4096;

function readText(v: string): Scaled {
  const text = v.trim();
  const end = text.length;
  const c0 = text.charCodeAt(0);
  let i = c0 === 45 || c0 === 43 ? 1 : 0; // - or +
  let n = 0;
  let digits = 0;
  let point = -1;
  let zeros = 0; // trailing zeros after the point
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      digits++;
      if (point >= 0) zeros = c === 48 ? zeros + 1 : 0;
    } else if (c === 46 && point < 0) point = digits;
    else throw new RangeError(`not an amount: ${text}`);
  }
  if (digits === 0) throw new RangeError(`not an amount: ${text}`);
  const s = point < 0 ? 0 : digits - point - zeros;
  if (digits > 15) {
    const t = text.slice(0, end - zeros).replace('.', '');
    return { u: t === '' || t === '-' || t === '+' ? 0 : BigInt(t), s };
  }
  if (zeros) n /= 10 ** zeros; // exact: a whole quotient of doubles below 2^53
  return { u: c0 === 45 && n !== 0 ? -n : n, s };
}

type Mode = 'halfUp' | 'up';
/** u / p (p > 0) to a whole number: half away from zero, or away from zero when anything is left. */
function divideRounded(u: Int, p: Int, mode: Mode): Int {
  if (typeof u === 'number' && typeof p === 'number') {
    // % of two doubles is exact, and so is (u - r) / p, a whole quotient below 2^53.
    const r = u % p;
    const q = (u - r) / p;
    if (r === 0) return q;
    return mode === 'up' || 2 * Math.abs(r) >= p ? q + (u < 0 ? -1 : 1) : q;
  }
  const n = big(u);
  const d = big(p);
  const q = n / d; // towards zero
  const r = n - q * d;
  if (r === 0n) return q;
  return mode === 'up' || 2n * (r < 0n ? -r : r) >= d ? q + (n < 0n ? -1n : 1n) : q;
}

/** Kept to Money's 40 significant digits, half up, as decimal.js leaves the result of an operation. */
function fit(u: Int, s: number): Scaled {
  if (typeof u === 'number' || (u < BEYOND && u > -BEYOND)) return { u, s };
  const drop = (u < 0n ? -u : u).toString().length - DIGITS;
  const q = divideRounded(u, pow10(drop), 'halfUp');
  return drop <= s ? { u: q, s: s - drop } : { u: multiply(q, pow10(drop - s)), s: 0 };
}

function plus(a: Scaled, b: Scaled): Scaled {
  if (a.s === b.s) return fit(add(a.u, b.u), a.s);
  return a.s < b.s
    ? fit(add(multiply(a.u, pow10(b.s - a.s)), b.u), b.s)
    : fit(add(a.u, multiply(b.u, pow10(a.s - b.s))), a.s);
}
const minus = (a: Scaled, b: Scaled): Scaled => plus(a, { u: negate(b.u), s: b.s });
const times = (a: Scaled, b: Scaled): Scaled => fit(multiply(a.u, b.u), a.s + b.s);

function compare(a: Scaled, b: Scaled): number {
  const x = a.s >= b.s ? a.u : multiply(a.u, pow10(b.s - a.s));
  const y = b.s >= a.s ? b.u : multiply(b.u, pow10(a.s - b.s));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a / b (b not zero) to 40 significant digits, half up: decimal.js's division, correctly rounded. */
function divide(a: Scaled, b: Scaled): Scaled {
  if (isZero(a.u)) return ZERO;
  const negative = a.u < 0 !== b.u < 0;
  const n = big(abs(a.u));
  const d = big(abs(b.u));
  // n x 10^k / d has 41 or 42 digits before its point, one or two more than are kept: whether
  // to round up is then read off the dropped digits alone (what is left of d can only add less
  // than one unit of the last of them).
  const k = Math.max(0, DIGITS + 1 - (n.toString().length - d.toString().length));
  const whole = (n * big(pow10(k))) / d;
  const drop = whole.toString().length - DIGITS;
  const p = big(pow10(drop));
  let q = whole / p;
  if (whole - q * p >= p / 2n) q += 1n;
  if (negative) q = -q;
  // a / b = n / d x 10^(b.s - a.s), and q stands for whole / 10^drop, whole for n x 10^k / d.
  const e = drop - k + b.s - a.s;
  return e >= 0 ? { u: q * big(pow10(e)), s: 0 } : { u: q, s: -e };
}

/** To `places` decimals (Money.round). */
function round(a: Scaled, places: number, mode: Mode): Scaled {
  return a.s <= places ? a : { u: divideRounded(a.u, pow10(a.s - places), mode), s: places };
}

/**
 * a / b to `places` decimals (Money's dividedBy: to 40 significant digits, then to the places).
 * The two roundings are one when the quotient's 40th digit lies more than log10(d) places past
 * `places`: a remainder r of d, away from 0 and from d/2 by at least 1/(2d) of the last place
 * kept, cannot then be carried across either by the first rounding. n x 10^places and d below
 * 10^39 make it so (the 40 digits go 40 - digits(t) places past, t = n x 10^places / d, and
 * t x d < 10^39); the trial's weights, steps, totals and rates are far below. Else the slow way.
 */
function divideTo(a: Scaled, b: Scaled, places: number, mode: Mode): Scaled {
  if (isZero(b.u)) throw new RangeError('division by zero');
  const n = multiply(abs(a.u), pow10(b.s + places));
  const d = multiply(abs(b.u), pow10(a.s));
  if (n >= BELOW || d >= BELOW) return round(divide(a, b), places, mode);
  // n / d rounded by `mode`: as divideRounded, with the sign put back after.
  const q = divideRounded(n, d, mode);
  return { u: a.u < 0 !== b.u < 0 ? negate(q) : q, s: places };
}

/**
 * a / b as Money's convert rounds it: to 40 significant digits, to 20 places, then to `places`,
 * half up each time. Where n = |a| and d = |b| as integers of one scale are doubles, n x 10^places
 * is one, and d < 10^(20 - places) (every currency and rate: d is below 2^53, 10^16 with 4
 * places), that is one rounding: the first two are one (`divideTo`), and the second changes the
 * third only for a remainder r of d within d x 10^-(20 - places) / 2 below d/2, when d - 2r,
 * at least 1, would be at most d x 10^-(20 - places), below 1.
 */
function divideTwice(a: Scaled, b: Scaled, places: number): Scaled {
  const n = multiply(abs(a.u), pow10(b.s));
  const d = multiply(abs(b.u), pow10(a.s));
  if (typeof n === 'number' && typeof d === 'number' && places <= 20 && d < 10 ** (20 - places)) {
    const np = n * 10 ** places;
    if (Number.isSafeInteger(np)) {
      const q = divideRounded(np, d, 'halfUp');
      return { u: a.u < 0 !== b.u < 0 ? negate(q) : q, s: places };
    }
  }
  return round(divideTo(a, b, 20, 'halfUp'), places, 'halfUp');
}

/** The digits of |u| with a point before the last `s` of them (at least one before it). */
function digitsOf(u: Int, s: number): [string, string] {
  let digits = String(abs(u)); // a safe integer prints in plain digits
  if (s === 0) return [digits, ''];
  if (digits.length <= s) digits = '0'.repeat(s - digits.length + 1) + digits;
  return [digits.slice(0, -s), digits.slice(-s)];
}

/** The shortest exact text (Money's toFixed()): "67.5", "21", "0.004". */
function text(a: Scaled): string {
  const [whole, fraction] = digitsOf(a.u, a.s);
  let end = fraction.length;
  while (end > 0 && fraction.charCodeAt(end - 1) === 48) end--;
  return `${a.u < 0 ? '-' : ''}${whole}${end ? `.${fraction.slice(0, end)}` : ''}`;
}

/** Exactly `places` decimals, rounded half up (Money's toFixed(places)); as decimal.js, the sign
 * is the unrounded amount's ("-0.001" to 2 places is "-0.00"). */
function textAt(a: Scaled, places: number): string {
  if (!Number.isInteger(places) || places < 0 || places > 1e9)
    throw new RangeError(`not a number of places: ${places}`);
  const r = round(a, places, 'halfUp');
  const [whole, fraction] = digitsOf(r.s === places ? r.u : multiply(r.u, pow10(places - r.s)), places);
  return `${a.u < 0 ? '-' : ''}${whole}${places ? `.${fraction}` : ''}`;
}

/**
 * The freight for a chargeable weight (kg, as `chargeableWeight` answers it), or null when the
 * quote does not cover that weight (beyond its last bracket). Lines add up to the total exactly:
 * a minimum or a rounding shows as its own line.
 */
export function freightPrice(
  quote: FreightQuote,
  chargeableKg: string,
  currency: Pick<PriceCurrency, 'Decimals'>,
): FreightPrice | null {
  const w = scaled(chargeableKg);
  if (w.u < 0) throw new RangeError(`a weight cannot be negative: ${chargeableKg}`);
  // Each amount of the quote is read once, and only when the weight calls for it (as before: a
  // step price is not read for a weight within the first).
  const lines: { Kind: PriceLine['Kind']; Quantity: string; Amount: Scaled }[] = [];
  if (quote.Mode === 'steps') {
    const first = scaled(quote.FirstWeight ?? '0');
    lines.push({ Kind: 'first', Quantity: text(first), Amount: scaled(quote.FirstPrice ?? '0') });
    const over = minus(w, first);
    if (over.u > 0) {
      const step = scaled(quote.StepWeight ?? '0');
      if (step.u <= 0) return null; // no steps quoted: only the first weight is served
      const steps = divideTo(over, step, 0, 'up');
      lines.push({ Kind: 'steps', Quantity: text(steps), Amount: times(steps, scaled(quote.StepPrice ?? '0')) });
    }
  } else {
    // The bracket with the least `UpTo` at or above the weight, the first given of equals: what
    // sorting them by `UpTo` (stably) and taking the first that covers the weight finds.
    let bracket: WeightBracket | undefined;
    let upTo = ZERO;
    for (const b of quote.Brackets ?? []) {
      const u = scaled(b.UpTo);
      if (compare(w, u) <= 0 && (!bracket || compare(u, upTo) < 0)) {
        bracket = b;
        upTo = u;
      }
    }
    if (!bracket) return null;
    const price = scaled(bracket.Price);
    lines.push({ Kind: 'bracket', Quantity: text(w), Amount: bracket.PerKg ? times(w, price) : price });
  }
  // A sum of lines is Money.sum's: from zero, each addition kept to 40 digits.
  let total = lines.length === 1 ? lines[0]!.Amount : lines.reduce((t, l) => plus(t, l.Amount), ZERO);
  const minimum = scaled(quote.MinimumCharge || '0');
  if (compare(total, minimum) < 0) {
    lines.push({ Kind: 'minimum', Quantity: '1', Amount: minus(minimum, total) });
    total = minimum;
  }
  // roundPrice's rules, on scaled integers.
  const places = currency.Decimals;
  if (!Number.isInteger(places) || places < 0) throw new RangeError(`not a number of places: ${places}`);
  const rounded =
    quote.Rounding === 'up'
      ? round(total, 0, 'up')
      : round(total, places, quote.Rounding === 'decimalsUp' ? 'up' : 'halfUp');
  if (compare(rounded, total) !== 0) lines.push({ Kind: 'rounding', Quantity: '1', Amount: minus(rounded, total) });
  return {
    Total: textAt(rounded, places),
    Lines: lines.map((l) => ({ Kind: l.Kind, Quantity: l.Quantity, Amount: text(l.Amount) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Currencies

/**
 * An amount in one currency shown in another, through the base currency's rates
 * (amount x from-rate / to-rate), rounded to the target's places half up. Answers the rate used
 * (target units per source unit, six decimals) so that a trial can say which it was.
 */
export function convert(amount: string, from: PriceCurrency, to: PriceCurrency): { Amount: string; Rate: string } {
  if (from.Code === to.Code) return { Amount: textAt(scaled(amount), to.Decimals), Rate: '1' };
  // As Money: in base units, divided by the target's rate to 20 places, then to the target's.
  const inBase = times(scaled(amount), scaled(from.ExchangeRate));
  const rate = scaled(to.ExchangeRate);
  return {
    Amount: isZero(rate.u)
      ? // decimal.js divides by zero to Infinity or NaN: that answer, whatever it is, stays Money's
        Money.of(amount)
          .times(from.ExchangeRate)
          .dividedBy(to.ExchangeRate, 20)
          .round(to.Decimals, 'halfUp')
          .toFixed(to.Decimals)
      : textAt(divideTwice(inBase, rate, to.Decimals), to.Decimals),
    Rate: rateOf(from.ExchangeRate, to.ExchangeRate),
  };
}

/** Target units per source unit, six decimals; the same few pairs come again and again (a trial
 * converts every channel's price into one currency), so each is worked out once. By target, then
 * source: a `from/to` key's text cost more to build and hash than the two lookups. */
const rates = new Map<string, Map<string, string>>();
let rateCount = 0;
function rateOf(from: string, to: string): string {
  let into = rates.get(to);
  let rate = into?.get(from);
  if (rate === undefined) {
    rate = Money.of(from).dividedBy(to, 6).toFixed();
    if (rateCount >= 1000) {
      rates.clear();
      rateCount = 0;
      into = undefined;
    }
    if (into === undefined) {
      into = new Map();
      rates.set(to, into);
    }
    into.set(from, rate);
    rateCount++;
  }
  return rate;
}

// ---------------------------------------------------------------------------------------------
// Which price applies to a customer

/** Who a price is for: everyone, a customer level, or one named customer. */
export interface PriceScope {
  Scope: 'all' | 'level' | 'customer';
  LevelId?: number | null;
  CustomerId?: number | null;
}

/**
 * The most specific of `candidates` for a customer: their own price over their level's over the
 * default; among equals, the first given (the server orders by id). Null when none applies.
 */
export function applicablePrice<T extends PriceScope>(
  candidates: readonly T[],
  customer: { Id: number; LevelId?: number | null },
): T | null {
  const rank = (c: T) =>
    c.Scope === 'customer'
      ? c.CustomerId === customer.Id
        ? 3
        : 0
      : c.Scope === 'level'
        ? c.LevelId != null && c.LevelId === customer.LevelId
          ? 2
          : 0
        : 1;
  let best: T | null = null;
  let bestRank = 0;
  for (const c of candidates) {
    const r = rank(c);
    if (r > bestRank) {
      best = c;
      bestRank = r;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Storage

/** Storage: free days, then a price per day by volume (per m3) or by weight (per kg). */
export interface StorageQuote {
  FreeDays: number;
  By: 'volume' | 'weight';
  PricePerDay: string;
  Rounding: PriceRounding;
}

/**
 * The storage charge of one parcel for its `day`-th day in the warehouse (day 1 is the day it was
 * signed): nothing within the free days, else the daily price times its volume (m3) or weight (kg).
 */
export function storageDayCharge(
  quote: StorageQuote,
  day: number,
  measure: { VolumeM3: string; WeightKg: string },
  currency: Pick<PriceCurrency, 'Decimals'>,
): string {
  if (day <= quote.FreeDays) return Money.zero.toFixed(currency.Decimals);
  const q = quote.By === 'volume' ? measure.VolumeM3 : measure.WeightKg;
  return roundPrice(Money.of(quote.PricePerDay).times(q), currency, quote.Rounding).toFixed(currency.Decimals);
}

// ---------------------------------------------------------------------------------------------
// Charge rules: which event costs what

/** What starts a charge (`/Select/GetTriggerDataSource`). */
export type ChargeTrigger =
  | 'PackageSigned'
  | 'ItemShelved'
  | 'Inspection'
  | 'StorageDay'
  | 'OrderPacked'
  | 'ValueAddedService';
/** How a charge is computed (`/Select/GetCalculationMethod`). */
export type ChargeMethod = 'fixed' | 'perPiece' | 'perKg' | 'perM3' | 'percentage';
/** How tax is applied (`/Select/GetTaxMethods`). */
export type TaxApplication = 'none' | 'inclusive' | 'exclusive';

export interface ChargeRule {
  Trigger: ChargeTrigger;
  ExpenseTypeId: number;
  Method: ChargeMethod;
  /** The price (fixed, per piece, per kg, per m3) or the percentage (of `PercentOf`'s charge). */
  Amount: string;
  /** For `percentage`: the expense type whose charge it takes a share of. */
  PercentOf?: number | null;
  Tax: TaxApplication;
  /** Tax rate as a fraction ("0.06"). */
  TaxRate?: string;
  Rounding: PriceRounding;
}

/** What happened, measured: pieces, kilograms and cubic metres of it. */
export interface ChargeEvent {
  Trigger: ChargeTrigger;
  Pieces: number;
  WeightKg: string;
  VolumeM3: string;
}

export interface ChargeLine {
  ExpenseTypeId: number;
  /** Without tax. */
  Net: string;
  Tax: string;
  /** What the customer pays: net plus tax. */
  Gross: string;
  Currency: string;
}

/**
 * The charge lines an event costs under a customer's rules (those whose trigger it is): one per
 * rule with a non-zero amount, percentages taken of the gross of the lines computed before them.
 * Tax inclusive: the amount is the gross and the tax is carved out of it; exclusive: the tax is
 * added on top. Every figure is rounded to the currency's places (or up, by the rule).
 */
export function chargeLines(event: ChargeEvent, rules: readonly ChargeRule[], currency: PriceCurrency): ChargeLine[] {
  const mine = rules.filter((r) => r.Trigger === event.Trigger);
  // Percentages last, so the charges they take a share of are there.
  const ordered = [...mine.filter((r) => r.Method !== 'percentage'), ...mine.filter((r) => r.Method === 'percentage')];
  const lines: ChargeLine[] = [];
  const places = currency.Decimals;
  for (const r of ordered) {
    let base: Money;
    switch (r.Method) {
      case 'fixed':
        base = Money.of(r.Amount);
        break;
      case 'perPiece':
        base = Money.of(r.Amount).times(event.Pieces);
        break;
      case 'perKg':
        base = Money.of(r.Amount).times(event.WeightKg);
        break;
      case 'perM3':
        base = Money.of(r.Amount).times(event.VolumeM3);
        break;
      case 'percentage': {
        const of = Money.sum(lines.filter((l) => l.ExpenseTypeId === r.PercentOf).map((l) => l.Gross));
        base = of.times(r.Amount).dividedBy(100, 20);
        break;
      }
    }
    const amount = roundPrice(base, currency, r.Rounding);
    if (amount.isZero()) continue;
    const rate = Money.of(r.TaxRate || '0');
    let net: Money;
    let tax: Money;
    if (r.Tax === 'inclusive') {
      net = amount.dividedBy(rate.plus(1), 20).round(places, 'halfUp');
      tax = amount.minus(net);
    } else if (r.Tax === 'exclusive') {
      net = amount;
      tax = amount.times(rate).round(places, 'halfUp');
    } else {
      net = amount;
      tax = Money.zero;
    }
    lines.push({
      ExpenseTypeId: r.ExpenseTypeId,
      Net: net.toFixed(places),
      Tax: tax.toFixed(places),
      Gross: net.plus(tax).toFixed(places),
      Currency: currency.Code,
    });
  }
  return lines;
}
