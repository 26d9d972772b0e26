import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { inputMeta } from './inputs.js';
import { allowedNumber } from './validators/numbers.js';

// ---------------------------------------------------------------------------------------------
// Money: every amount is a decimal, never a binary float. Amounts are `numeric` in PostgreSQL,
// strings on the wire ("12.50", in the currency's places) and `Money` values in code, so 0.1 + 0.2
// is 0.3 and a sum of ten thousand charges is exact. Rounding is explicit and named: `halfUp` for
// prices and totals shown to people, `up` (away from zero) for charges that must not fall short,
// such as a fee per started kilogram. See docs/domain.md, "Money".

/** An isolated decimal configuration: nothing a library elsewhere sets on the global one leaks in. */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
type D = InstanceType<typeof D>;

export type Rounding = 'halfUp' | 'up' | 'down';
const MODES: Record<Rounding, Decimal.Rounding> = {
  halfUp: Decimal.ROUND_HALF_UP,
  up: Decimal.ROUND_UP,
  down: Decimal.ROUND_DOWN,
};

/** The text a decimal amount may be written in: digits, one optional point, an optional sign. */
const AMOUNT = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** An amount of money (or a rate): immutable, exact. */
export class Money {
  private constructor(private readonly d: D) {}

  /** From wire text or a whole number of minor units' worth; refuses NaN, infinities and text
   * that is not a plain decimal ("1e3", "0x10", "12,5"). */
  static of(v: Money | string | number | bigint): Money {
    if (v instanceof Money) return v;
    if (typeof v === 'number') {
      // A JavaScript number is only accepted when it prints exactly as typed (12.5, not 0.1 + 0.2).
      if (!Number.isFinite(v)) throw new RangeError(`not an amount: ${v}`);
      return new Money(new D(String(v)));
    }
    const text = String(v).trim();
    if (!AMOUNT.test(text)) throw new RangeError(`not an amount: ${text}`);
    return new Money(new D(text));
  }

  /** Like `of`, and refuses more than `places` decimals: an amount must not lose digits when
   * it is kept to its currency's places. */
  static parse(v: Money | string | number, places = 2): Money {
    const m = Money.of(v);
    if (m.places() > places) throw new RangeError(`more than ${places} decimals: ${m.toFixed()}`);
    return m;
  }

  static readonly zero = new Money(new D(0));

  /** The exact sum of any number of amounts. */
  static sum(values: Iterable<Money | string | number>): Money {
    let total = new D(0);
    for (const v of values) total = total.plus(Money.of(v).d);
    return new Money(total);
  }

  plus(o: Money | string | number): Money {
    return new Money(this.d.plus(Money.of(o).d));
  }
  minus(o: Money | string | number): Money {
    return new Money(this.d.minus(Money.of(o).d));
  }
  times(o: Money | string | number): Money {
    return new Money(this.d.times(Money.of(o).d));
  }
  /** A quotient kept to `places` (a rate, a share), rounded by `mode`. */
  dividedBy(o: Money | string | number, places = 6, mode: Rounding = 'halfUp'): Money {
    return new Money(this.d.dividedBy(Money.of(o).d).toDecimalPlaces(places, MODES[mode]));
  }
  negated(): Money {
    return new Money(this.d.negated());
  }

  /** Kept to `places` decimals (2 by default), rounded by `mode`: half up unless said otherwise. */
  round(places = 2, mode: Rounding = 'halfUp'): Money {
    return new Money(this.d.toDecimalPlaces(places, MODES[mode]));
  }

  compare(o: Money | string | number): -1 | 0 | 1 {
    return this.d.comparedTo(Money.of(o).d) as -1 | 0 | 1;
  }
  equals(o: Money | string | number): boolean {
    return this.compare(o) === 0;
  }
  isNegative(): boolean {
    return this.d.isNegative() && !this.d.isZero();
  }
  isZero(): boolean {
    return this.d.isZero();
  }
  /** Decimal places the exact value needs ("12.50" needs 1). */
  places(): number {
    return this.d.decimalPlaces();
  }

  /** The wire form: exactly `places` decimals ("12.50"), rounded half up. Without places, the
   * shortest exact text ("12.5"). */
  toFixed(places?: number): string {
    return places === undefined ? this.d.toFixed() : this.d.toFixed(places, Decimal.ROUND_HALF_UP);
  }
  toString(): string {
    return this.toFixed();
  }
  toJSON(): string {
    return this.toFixed();
  }
}

/**
 * An amount in a request: a number or decimal text, at most `places` decimals (2: a price), not
 * negative unless allowed, at most `max`; answered as canonical text with exactly `places`
 * decimals ("12.5" -> "12.50"). A refusal names the field and the rule, as every Code 2 does.
 */
/** The most one wallet change, recharge, coupon or credit limit may be. */
export const MAX_WALLET_AMOUNT = 99_999_999;

export function zMoney(opts: { places?: number; max?: string | number; negative?: boolean } = {}) {
  const places = opts.places ?? 2;
  const max = opts.max === undefined ? undefined : Number(opts.max);
  // What the field allows, for every refusal's "enter {allowed}".
  const range = opts.negative && max !== undefined ? { min: -max, max, decimals: places } : { max, decimals: places };
  const refuse = (ctx: z.RefinementCtx, message: string, input: unknown) =>
    ctx.addIssue({ code: 'custom', message, params: allowedNumber(range), input });
  const schema = z
    .union([z.number(), z.string()], {
      error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.type.number'),
    })
    .transform((v, ctx) => {
      let m: Money;
      try {
        m = Money.of(v);
      } catch {
        refuse(ctx, 'validation.numberFormat', v);
        return z.NEVER;
      }
      if (m.places() > places) {
        refuse(ctx, 'validation.decimalPlaces', v);
        return z.NEVER;
      }
      if (!opts.negative && m.isNegative()) {
        refuse(ctx, 'validation.numberNegative', v);
        return z.NEVER;
      }
      if (opts.max !== undefined && m.compare(opts.max) > 0) {
        refuse(ctx, 'validation.numberTooBig', v);
        return z.NEVER;
      }
      return m.toFixed(places);
    });
  // A form draws it as an amount typed as text, with its places and ceiling (`formFields`).
  if (!opts.negative)
    inputMeta.add(schema, { kind: 'decimal', decimals: places, ...(max === undefined ? {} : { max }) });
  return schema;
}

/** What an amount needs to know of its currency: its code and the places amounts in it keep. */
export interface CurrencyUnit {
  Code: string;
  Decimals: number;
}

/**
 * An amount of money in a currency (docs/domain.md, "Money"): never a bare number. Sums stay in
 * one currency (adding yen to yuan throws: convert first); `round` keeps the currency's places;
 * `convert` goes through the exchange rates to the base currency and says which rate it used.
 */
export class Amount {
  private constructor(
    readonly value: Money,
    readonly currency: CurrencyUnit,
  ) {}

  static of(value: Money | string | number, currency: CurrencyUnit): Amount {
    return new Amount(Money.of(value), currency);
  }
  static zero(currency: CurrencyUnit): Amount {
    return new Amount(Money.zero, currency);
  }
  /** The exact sum of amounts of one currency (zero of `currency` when there are none). */
  static sum(amounts: Iterable<Amount>, currency: CurrencyUnit): Amount {
    let total = Amount.zero(currency);
    for (const a of amounts) total = total.plus(a);
    return total;
  }

  private same(o: Amount): void {
    if (o.currency.Code !== this.currency.Code) {
      throw new RangeError(`cannot add ${o.currency.Code} to ${this.currency.Code}: convert it first`);
    }
  }
  plus(o: Amount): Amount {
    this.same(o);
    return new Amount(this.value.plus(o.value), this.currency);
  }
  minus(o: Amount): Amount {
    this.same(o);
    return new Amount(this.value.minus(o.value), this.currency);
  }
  /** Times a quantity or a rate; exact (round it when it is to be charged or shown). */
  times(factor: Money | string | number): Amount {
    return new Amount(this.value.times(factor), this.currency);
  }
  negated(): Amount {
    return new Amount(this.value.negated(), this.currency);
  }
  /** Kept to the currency's places: half up for what people read, `up` for a charge that must not
   * fall short. */
  round(mode: Rounding = 'halfUp'): Amount {
    return new Amount(this.value.round(this.currency.Decimals, mode), this.currency);
  }
  compare(o: Amount): -1 | 0 | 1 {
    this.same(o);
    return this.value.compare(o.value);
  }
  isNegative(): boolean {
    return this.value.isNegative();
  }
  isZero(): boolean {
    return this.value.isZero();
  }

  /**
   * In another currency, by both currencies' rates to the base (what one unit is worth in base
   * units): value x fromRate / toRate, rounded to the target's places by `mode`. Answers the
   * amount and the rate used (target units per unit of this currency, 6 places).
   */
  convert(
    to: CurrencyUnit & { ExchangeRate: string },
    fromRate: string,
    mode: Rounding = 'halfUp',
  ): { amount: Amount; rate: string } {
    if (to.Code === this.currency.Code) return { amount: this.round(mode), rate: '1' };
    const base = this.value.times(fromRate);
    const value = base.dividedBy(to.ExchangeRate, to.Decimals + 6).round(to.Decimals, mode);
    return { amount: new Amount(value, to), rate: Money.of(fromRate).dividedBy(to.ExchangeRate, 6).toFixed() };
  }

  /** The wire form: exactly the currency's places ("12.50", "1200"). */
  toWire(): string {
    return this.value.toFixed(this.currency.Decimals);
  }
  toString(): string {
    return `${this.toWire()} ${this.currency.Code}`;
  }
  toJSON(): string {
    return this.toWire();
  }
}
