import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { inputMeta } from './inputs.js';
import { allowedNumber } from './validators/numbers.js';

// ---------------------------------------------------------------------------------------------
// Money: every amount is a decimal, never a binary float. Amounts are `numeric` in PostgreSQL,
// strings on the wire ("12.50", in the currency's places) and `Money` values in code, so 0.1 + 0.2
// is 0.3 and a sum of ten thousand charges is exact. Rounding is explicit and named: `halfUp` for
// prices and totals shown to people, `up` (away from zero) for charges that must not fall short,
// such as a fee per started kilogram. An amount's currency is never inside it: it travels beside
// it, as the row's currency (id, code and places) from the database to the screen. See
// docs/domain.md, "Money".

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
  /** A float for drawing only (a chart's bar height in pixels): never computed with, stored or
   * shown as an amount; what a person reads goes through `toFixed` and the money formatter. */
  toDrawingNumber(): number {
    return this.d.toNumber();
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
