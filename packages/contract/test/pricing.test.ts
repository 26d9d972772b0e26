import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../src/money.js';
import {
  applicablePrice,
  type ChargeRule,
  chargeLines,
  convert,
  type FreightQuote,
  freightPrice,
  type PriceCurrency,
  type PriceRounding,
  type StorageQuote,
  storageDayCharge,
} from '../src/pricing.js';
import { chargeableWeight, WeightRounding } from '../src/shipping.js';

// Every expected figure below was worked out by hand (the arithmetic is in each case's name or
// comment), not by running the code: a table the pricing functions must agree with to the cent.

const CNY: PriceCurrency = { Code: 'CNY', Decimals: 2, ExchangeRate: '1' };
const USD: PriceCurrency = { Code: 'USD', Decimals: 2, ExchangeRate: '7.1' };
const JPY: PriceCurrency = { Code: 'JPY', Decimals: 0, ExchangeRate: '0.048' };

const steps = (extra: Partial<FreightQuote> = {}): FreightQuote => ({
  Mode: 'steps',
  FirstWeight: '0.5',
  FirstPrice: '30',
  StepWeight: '0.5',
  StepPrice: '8.5',
  Rounding: 'decimals',
  ...extra,
});
const brackets = (extra: Partial<FreightQuote> = {}): FreightQuote => ({
  Mode: 'brackets',
  Brackets: [
    { UpTo: '2', Price: '45', PerKg: false },
    { UpTo: '10', Price: '21.35', PerKg: true },
    { UpTo: '30', Price: '18.2', PerKg: true },
  ],
  Rounding: 'decimals',
  ...extra,
});

describe('freight from first weight and steps', () => {
  const cases: [string, FreightQuote, string, PriceCurrency, string | null][] = [
    ['0.3 kg is within the first 0.5 kg: 30', steps(), '0.3', CNY, '30.00'],
    ['exactly the first weight: 30', steps(), '0.5', CNY, '30.00'],
    ['0.501 kg starts one step: 30 + 8.5', steps(), '0.501', CNY, '38.50'],
    ['1.0 kg is one step: 38.5', steps(), '1', CNY, '38.50'],
    ['1.001 kg is two steps: 30 + 17', steps(), '1.001', CNY, '47.00'],
    ['2.3 kg: (2.3-0.5)/0.5 = 3.6 -> 4 steps: 30 + 34', steps(), '2.3', CNY, '64.00'],
    ['10 kg: 19 steps: 30 + 161.5', steps(), '10', CNY, '191.50'],
    ['0 kg still pays the first weight', steps(), '0', CNY, '30.00'],
    [
      '1 kg steps of 1 kg at 12.345: 20 + 2 x 12.345 = 44.69',
      steps({ FirstWeight: '1', FirstPrice: '20', StepWeight: '1', StepPrice: '12.345' }),
      '3',
      CNY,
      '44.69',
    ],
    [
      'same rounded up to a whole unit: 44.69 -> 45',
      steps({ FirstWeight: '1', FirstPrice: '20', StepWeight: '1', StepPrice: '12.345', Rounding: 'up' }),
      '3',
      CNY,
      '45.00',
    ],
    ['an exact whole stays when rounding up: 38.5 -> 39, 30 -> 30', steps({ Rounding: 'up' }), '0.2', CNY, '30.00'],
    ['rounding up 38.5 -> 39', steps({ Rounding: 'up' }), '0.8', CNY, '39.00'],
    ['minimum 50 lifts 38.5', steps({ MinimumCharge: '50' }), '1', CNY, '50.00'],
    ['minimum 50 leaves 64 alone', steps({ MinimumCharge: '50' }), '2.3', CNY, '64.00'],
    ['no step quoted: over the first weight is not served', steps({ StepWeight: '0' }), '0.6', CNY, null],
    [
      'yen has no decimals: 1500 + 2 x 333.3 = 2166.6 -> 2167',
      steps({ FirstWeight: '1', FirstPrice: '1500', StepWeight: '0.5', StepPrice: '333.3' }),
      '2',
      JPY,
      '2167',
    ],
    [
      'yen rounding half up: 1500 + 1 x 333.5 = 1833.5 -> 1834',
      steps({ FirstWeight: '1', FirstPrice: '1500', StepWeight: '0.5', StepPrice: '333.5' }),
      '1.5',
      JPY,
      '1834',
    ],
  ];
  it.each(cases)('%s', (_name, quote, kg, currency, total) => {
    expect(freightPrice(quote, kg, currency)?.Total ?? null).toBe(total);
  });

  it('breaks the price down into lines that add up to it', () => {
    const p = freightPrice(steps({ MinimumCharge: '70', Rounding: 'up' }), '2.3', CNY)!;
    // 30 + 4 x 8.5 = 64, lifted to the minimum 70, already whole.
    expect(p.Lines).toEqual([
      { Kind: 'first', Quantity: '0.5', Amount: '30' },
      { Kind: 'steps', Quantity: '4', Amount: '34' },
      { Kind: 'minimum', Quantity: '1', Amount: '6' },
    ]);
    const q = freightPrice(steps({ StepPrice: '8.33' }), '1.2', CNY)!;
    // 30 + 2 x 8.33 = 46.66: no rounding line.
    expect(q.Lines.map((l) => l.Kind)).toEqual(['first', 'steps']);
    const r = freightPrice(steps({ StepPrice: '8.333' }), '1.2', CNY)!;
    // 30 + 16.666 = 46.666 -> 46.67: a rounding line of 0.004.
    expect(r.Total).toBe('46.67');
    expect(r.Lines.at(-1)).toEqual({ Kind: 'rounding', Quantity: '1', Amount: '0.004' });
  });
});

describe('freight from brackets', () => {
  const cases: [string, FreightQuote, string, string | null][] = [
    ['1.5 kg in the flat first bracket: 45', brackets(), '1.5', '45.00'],
    ['exactly 2 kg is still the first bracket: 45', brackets(), '2', '45.00'],
    ['2.001 kg per kg at 21.35: 42.72135 -> 42.72', brackets(), '2.001', '42.72'],
    ['2.3 kg x 21.35 = 49.105 -> 49.11', brackets(), '2.3', '49.11'],
    ['10 kg x 21.35 = 213.5', brackets(), '10', '213.50'],
    ['10.5 kg x 18.2 = 191.1', brackets(), '10.5', '191.10'],
    ['30 kg x 18.2 = 546', brackets(), '30', '546.00'],
    ['30.001 kg is beyond the last bracket', brackets(), '30.001', null],
    [
      'brackets given out of order are read in order',
      brackets({
        Brackets: [
          { UpTo: '10', Price: '20', PerKg: true },
          { UpTo: '1', Price: '15', PerKg: false },
        ],
      }),
      '0.7',
      '15.00',
    ],
    ['minimum 50 lifts 2.3 x 21.35 = 49.105', brackets({ MinimumCharge: '50' }), '2.3', '50.00'],
    ['rounding up 49.105 -> 50', brackets({ Rounding: 'up' }), '2.3', '50.00'],
  ];
  it.each(cases)('%s', (_name, quote, kg, total) => {
    expect(freightPrice(quote, kg, CNY)?.Total ?? null).toBe(total);
  });
});

describe('chargeable weight priced', () => {
  const rule = (r: number) => ({ VolumetricDivisor: 6000, FirstWeight: '0.5', WeightStep: '0.5', WeightRounding: r });
  const cases: [string, number, { Weight: string; Length: string; Width: string; Height: string }[], string, string][] =
    [
      // 40 x 30 x 20 = 24000 cm³ / 6000 = 4 kg against 2.3 actual: 4 kg; 30 + 7 x 8.5 = 89.5.
      [
        'a 2.3 kg parcel of 40x30x20 is charged its 4 kg volume',
        WeightRounding.PerBox,
        [{ Weight: '2.3', Length: '40', Width: '30', Height: '20' }],
        '4',
        '89.50',
      ],
      // 10 x 10 x 10 = 1000 / 6000 = 0.1667 kg against 2.3: 2.3 -> 2.5 kg; 30 + 4 x 8.5 = 64.
      [
        'a small heavy parcel is charged its actual weight',
        WeightRounding.PerBox,
        [{ Weight: '2.3', Length: '10', Width: '10', Height: '10' }],
        '2.5',
        '64.00',
      ],
      // Per box: 0.6 -> 1.0 and 0.6 -> 1.0, total 2.0 kg; 30 + 3 x 8.5 = 55.5.
      [
        'two 0.6 kg boxes per box: 1.0 + 1.0',
        WeightRounding.PerBox,
        [
          { Weight: '0.6', Length: '10', Width: '10', Height: '10' },
          { Weight: '0.6', Length: '10', Width: '10', Height: '10' },
        ],
        '2',
        '55.50',
      ],
      // Per order: 1.2 kg once -> 1.5 kg; 30 + 2 x 8.5 = 47.
      [
        'the same two boxes per order: 1.2 -> 1.5',
        WeightRounding.PerOrder,
        [
          { Weight: '0.6', Length: '10', Width: '10', Height: '10' },
          { Weight: '0.6', Length: '10', Width: '10', Height: '10' },
        ],
        '1.5',
        '47.00',
      ],
      // Per order: volumes 2 x 24000 = 48000 / 6000 = 8 kg against 1 kg: 8; 30 + 15 x 8.5 = 157.5.
      [
        'two light big boxes per order: 8 kg by volume',
        WeightRounding.PerOrder,
        [
          { Weight: '0.5', Length: '40', Width: '30', Height: '20' },
          { Weight: '0.5', Length: '40', Width: '30', Height: '20' },
        ],
        '8',
        '157.50',
      ],
    ];
  it.each(cases)('%s', (_name, r, boxes, kg, total) => {
    const w = chargeableWeight(rule(r), boxes);
    expect(w).toBe(kg);
    expect(freightPrice(steps(), w, CNY)!.Total).toBe(total);
  });
});

describe('currencies', () => {
  const cases: [string, string, PriceCurrency, PriceCurrency, string, string][] = [
    ['100 USD in CNY at 7.1: 710', '100', USD, CNY, '710.00', '7.1'],
    ['100 CNY in USD: 100 / 7.1 = 14.0845 -> 14.08', '100', CNY, USD, '14.08', '0.140845'],
    ['1000 JPY in CNY at 0.048: 48', '1000', JPY, CNY, '48.00', '0.048'],
    ['10 CNY in JPY: 10 / 0.048 = 208.33 -> 208', '10', CNY, JPY, '208', '20.833333'],
    ['1 USD in JPY: 7.1 / 0.048 = 147.916 -> 148', '1', USD, JPY, '148', '147.916667'],
    ['the same currency is itself, at rate 1', '12.5', CNY, CNY, '12.50', '1'],
  ];
  it.each(cases)('%s', (_name, amount, from, to, out, rate) => {
    expect(convert(amount, from, to)).toEqual({ Amount: out, Rate: rate });
  });
});

describe('which price applies to a customer', () => {
  const prices = [
    { Id: 1, Scope: 'all' as const },
    { Id: 2, Scope: 'level' as const, LevelId: 5 },
    { Id: 3, Scope: 'customer' as const, CustomerId: 42 },
    { Id: 4, Scope: 'customer' as const, CustomerId: 7 },
  ];
  const cases: [string, { Id: number; LevelId?: number | null }, typeof prices, number | null][] = [
    ["a customer's own price overrides their level's and the default", { Id: 42, LevelId: 5 }, prices, 3],
    ["another customer's special price is not theirs: their level's", { Id: 43, LevelId: 5 }, prices, 2],
    ['no level and no own price: the default', { Id: 44, LevelId: null }, prices, 1],
    ['another level: the default', { Id: 45, LevelId: 6 }, prices, 1],
    ['only special prices of others: none applies', { Id: 46 }, prices.filter((p) => p.Scope === 'customer'), null],
    [
      'of two defaults, the first given',
      { Id: 1 },
      [
        { Id: 9, Scope: 'all' as const },
        { Id: 8, Scope: 'all' as const },
      ],
      9,
    ],
  ];
  it.each(cases)('%s', (_name, customer, list, id) => {
    expect(applicablePrice(list, customer)?.Id ?? null).toBe(id);
  });
});

describe('storage by the day', () => {
  const q: StorageQuote = { FreeDays: 30, By: 'volume', PricePerDay: '2.5', Rounding: 'decimals' };
  const m = { VolumeM3: '0.024', WeightKg: '2.3' };
  const cases: [string, StorageQuote, number, string][] = [
    ['day 30 is free', q, 30, '0.00'],
    ['day 31: 2.5 x 0.024 = 0.06', q, 31, '0.06'],
    ['by weight: 0.1 x 2.3 = 0.23', { ...q, By: 'weight', PricePerDay: '0.1' }, 31, '0.23'],
    ['by weight rounded up: 0.23 -> 1', { ...q, By: 'weight', PricePerDay: '0.1', Rounding: 'up' }, 40, '1.00'],
    [
      'no free days: day 1 is charged, 0.105 x 0.024 = 0.00252 -> 0.00',
      { ...q, FreeDays: 0, PricePerDay: '0.105' },
      1,
      '0.00',
    ],
  ];
  it.each(cases)('%s', (_name, quote, day, out) => {
    expect(storageDayCharge(quote, day, m, CNY)).toBe(out);
  });
});

describe('charge rules', () => {
  const rule = (r: Partial<ChargeRule>): ChargeRule => ({
    Trigger: 'PackageSigned',
    ExpenseTypeId: 3,
    Method: 'fixed',
    Amount: '2',
    Tax: 'none',
    Rounding: 'decimals',
    ...r,
  });
  const signed = { Trigger: 'PackageSigned' as const, Pieces: 3, WeightKg: '2.3', VolumeM3: '0.024' };
  const line = (ExpenseTypeId: number, Net: string, Tax: string, Gross: string) => ({
    ExpenseTypeId,
    Net,
    Tax,
    Gross,
    Currency: 'CNY',
  });
  const cases: [string, ChargeRule[], ReturnType<typeof line>[]][] = [
    ['a fixed 2 per parcel signed', [rule({})], [line(3, '2.00', '0.00', '2.00')]],
    ['per piece: 3 x 0.8 = 2.4', [rule({ Method: 'perPiece', Amount: '0.8' })], [line(3, '2.40', '0.00', '2.40')]],
    [
      'per kg: 2.3 x 1.25 = 2.875 -> 2.88',
      [rule({ Method: 'perKg', Amount: '1.25' })],
      [line(3, '2.88', '0.00', '2.88')],
    ],
    ['per m3: 0.024 x 300 = 7.2', [rule({ Method: 'perM3', Amount: '300' })], [line(3, '7.20', '0.00', '7.20')]],
    ['a rule of another trigger does not apply', [rule({ Trigger: 'ItemShelved' })], []],
    ['a zero charge writes no line', [rule({ Amount: '0' })], []],
    // Exclusive 6%: 10 + 0.6.
    [
      'tax exclusive 6% on 10: 10 + 0.60',
      [rule({ Amount: '10', Tax: 'exclusive', TaxRate: '0.06' })],
      [line(3, '10.00', '0.60', '10.60')],
    ],
    // Inclusive 6%: 10 / 1.06 = 9.4339... -> 9.43, tax 0.57.
    [
      'tax inclusive 6% in 10: 9.43 + 0.57',
      [rule({ Amount: '10', Tax: 'inclusive', TaxRate: '0.06' })],
      [line(3, '9.43', '0.57', '10.00')],
    ],
    // 10% of the 2.4 per-piece line: 0.24; listed after it whatever the order given.
    [
      'a percentage of another charge: 10% of 2.4',
      [
        rule({ ExpenseTypeId: 9, Method: 'percentage', Amount: '10', PercentOf: 3 }),
        rule({ Method: 'perPiece', Amount: '0.8' }),
      ],
      [line(3, '2.40', '0.00', '2.40'), line(9, '0.24', '0.00', '0.24')],
    ],
    // Rounding up per rule: 2.875 -> 3.
    [
      'rounded up by the rule: 2.875 -> 3',
      [rule({ Method: 'perKg', Amount: '1.25', Rounding: 'up' })],
      [line(3, '3.00', '0.00', '3.00')],
    ],
  ];
  it.each(cases)('%s', (_name, rules, lines) => {
    expect(chargeLines(signed, rules, CNY)).toEqual(lines);
  });

  it('charges in a currency without decimals to whole units', () => {
    // 2.3 x 125.5 = 288.65 -> 289 yen.
    expect(chargeLines(signed, [rule({ Method: 'perKg', Amount: '125.5' })], JPY)).toEqual([
      { ExpenseTypeId: 3, Net: '289', Tax: '0', Gross: '289', Currency: 'JPY' },
    ]);
  });
});

describe('exact beyond a few digits (freightPrice and convert compute on scaled integers)', () => {
  const CNY2: PriceCurrency = { Code: 'CNY', Decimals: 2, ExchangeRate: '1.000000' };
  const USD2: PriceCurrency = { Code: 'USD', Decimals: 2, ExchangeRate: '7.100000' };
  const cases: [string, FreightQuote, string, string | null][] = [
    // 2 x 9007199254740993 (2^53 + 1) = 18014398509481986: a double would say ...984.
    [
      'a step price past 2^53: 2 steps of 9007199254740993',
      steps({ FirstWeight: '0', FirstPrice: '0', StepWeight: '1', StepPrice: '9007199254740993' }),
      '2',
      '18014398509481986.00',
    ],
    // (12345678901234567 - 0.5) / 0.5 = 24691357802469133 steps x 8.5 = 209876541320987630.5, + 30.
    ['a weight past 2^53: 12345678901234567 kg', steps(), '12345678901234567', '209876541320987660.50'],
    // 30 + 2 x 8.3325 = 46.665, exactly half a cent: up to 46.67.
    ['half a cent rounds up: 46.665 -> 46.67', steps({ StepPrice: '8.3325' }), '1.2', '46.67'],
    // Trailing zeros change nothing: 0.500 kg first, 0.500 kg steps, 8.50 a step: 30 + 4 x 8.5 = 64.
    [
      'amounts with trailing zeros: 2.3 kg is 64',
      steps({ FirstWeight: '0.500', FirstPrice: '30.00', StepWeight: '0.500', StepPrice: '8.50' }),
      '2.300',
      '64.00',
    ],
    [
      'two brackets of the same bound: the first given',
      brackets({
        Brackets: [
          { UpTo: '5', Price: '10', PerKg: false },
          { UpTo: '5.0', Price: '20', PerKg: false },
        ],
      }),
      '3',
      '10.00',
    ],
  ];
  it.each(cases)('%s', (_name, quote, kg, total) => {
    expect(freightPrice(quote, kg, CNY2)?.Total ?? null).toBe(total);
  });

  it('keeps 40 significant digits, as Money does', () => {
    // 1 + 5 x 10^-40 kg at 1 a kg: Money's product keeps 40 digits, half up: 1 + 10^-39; to the
    // cent 1.00, a rounding line of -10^-39.
    const kg = `1.${'0'.repeat(39)}5`;
    const p = freightPrice(brackets({ Brackets: [{ UpTo: '2', Price: '1', PerKg: true }] }), kg, CNY2)!;
    expect(p).toEqual({
      Total: '1.00',
      Lines: [
        { Kind: 'bracket', Quantity: kg, Amount: `1.${'0'.repeat(38)}1` },
        { Kind: 'rounding', Quantity: '1', Amount: `-0.${'0'.repeat(38)}1` },
      ],
    });
  });

  it('converts through rates written with trailing zeros', () => {
    // 100 / 7.1 = 14.0845... -> 14.08, rate 0.140845.
    expect(convert('100', CNY2, USD2)).toEqual({ Amount: '14.08', Rate: '0.140845' });
  });

  it('converts to 20 places first, then to the currency', () => {
    // 0.004999999999999999995 to 20 places is 0.00500000000000000000 (half up), then 0.01; taken
    // to the cent at once it would be 0.00.
    const other: PriceCurrency = { Code: 'XXX', Decimals: 2, ExchangeRate: '1' };
    expect(convert('0.004999999999999999995', other, CNY)).toEqual({ Amount: '0.01', Rate: '1' });
  });

  it('answers the same for a text read again, past the texts it keeps too', () => {
    // freightPrice keeps what it has read (4,096 texts): read 5,000 first prices twice, and a
    // refused text is refused each time.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5000; i++) {
        const price = `${i}.${String(i % 100).padStart(2, '0')}`;
        // Within the first weight: the first price alone, to the cent.
        expect(freightPrice(steps({ FirstPrice: price }), '0.4', CNY2)!.Total).toBe(price);
      }
      expect(() => freightPrice(steps({ FirstPrice: '1e3' }), '0.4', CNY2)).toThrow(RangeError);
    }
  });

  it('refuses what Money refuses', () => {
    expect(() => freightPrice(steps({ FirstPrice: '1e3' }), '1', CNY2)).toThrow(RangeError);
    expect(() => freightPrice(steps(), '-1', CNY2)).toThrow(RangeError);
    expect(() => convert('12,5', CNY2, USD2)).toThrow(RangeError);
  });

  // The rules as they were written on Money (decimal.js, 40 significant digits), the oracle the
  // scaled integers must agree with on any amounts: short prices, long ones past doubles and past
  // 40 digits, signs, trailing zeros.
  function moneyFreightPrice(quote: FreightQuote, kg: string, places: number) {
    const w = Money.of(kg);
    if (w.isNegative()) throw new RangeError('negative');
    const lines: { Kind: string; Quantity: string; Amount: Money }[] = [];
    if (quote.Mode === 'steps') {
      const first = Money.of(quote.FirstWeight ?? '0');
      lines.push({ Kind: 'first', Quantity: first.toFixed(), Amount: Money.of(quote.FirstPrice ?? '0') });
      const over = w.minus(first);
      if (!over.isNegative() && !over.isZero()) {
        const step = Money.of(quote.StepWeight ?? '0');
        if (step.isNegative() || step.isZero()) return null;
        const n = over.dividedBy(step, 0, 'up');
        lines.push({ Kind: 'steps', Quantity: n.toFixed(), Amount: n.times(quote.StepPrice ?? '0') });
      }
    } else {
      const bracket = [...(quote.Brackets ?? [])]
        .sort((a, b) => Money.of(a.UpTo).compare(b.UpTo))
        .find((b) => w.compare(b.UpTo) <= 0);
      if (!bracket) return null;
      lines.push({
        Kind: 'bracket',
        Quantity: w.toFixed(),
        Amount: bracket.PerKg ? w.times(bracket.Price) : Money.of(bracket.Price),
      });
    }
    let total = lines.length === 1 ? lines[0]!.Amount : Money.sum(lines.map((l) => l.Amount));
    const minimum = Money.of(quote.MinimumCharge || '0');
    if (total.compare(minimum) < 0) {
      lines.push({ Kind: 'minimum', Quantity: '1', Amount: minimum.minus(total) });
      total = minimum;
    }
    const rounded = quote.Rounding === 'up' ? total.round(0, 'up') : total.round(places, 'halfUp');
    if (!rounded.equals(total)) lines.push({ Kind: 'rounding', Quantity: '1', Amount: rounded.minus(total) });
    return {
      Total: rounded.toFixed(places),
      Lines: lines.map((l) => ({ Kind: l.Kind, Quantity: l.Quantity, Amount: l.Amount.toFixed() })),
    };
  }
  const moneyConvert = (amount: string, from: PriceCurrency, to: PriceCurrency) =>
    from.Code === to.Code
      ? Money.of(amount).toFixed(to.Decimals)
      : Money.of(amount)
          .times(from.ExchangeRate)
          .dividedBy(to.ExchangeRate, 20)
          .round(to.Decimals, 'halfUp')
          .toFixed(to.Decimals);
  /** The answer, or that it threw (which amount a refusal names may differ: both refuse). */
  const outcome = (f: () => unknown) => {
    try {
      return f();
    } catch (e) {
      return e instanceof RangeError || (e as Error).message.includes('DecimalError') ? 'refused' : e;
    }
  };

  const digits = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max, size: 'max' });
  const decimal = (whole: number, fraction: number, signs: string[]) =>
    fc
      .tuple(fc.constantFrom(...signs), digits(1, whole), fc.option(digits(0, fraction)))
      .map(([sign, w, f]) => `${sign}${w}${f === null ? '' : `.${f}`}`);
  const amount = fc.oneof(
    { weight: 6, arbitrary: decimal(4, 3, ['']) },
    { weight: 2, arbitrary: decimal(25, 25, ['', '-', '+']) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-0', '0.000', '.5', '5.', ' 2.5 ', '', 'x', '1e3') },
  );
  const quote: fc.Arbitrary<FreightQuote> = fc.record({
    Mode: fc.constantFrom<'steps' | 'brackets'>('steps', 'brackets'),
    FirstWeight: fc.option(amount, { nil: undefined }),
    FirstPrice: fc.option(amount, { nil: undefined }),
    StepWeight: fc.option(amount, { nil: undefined }),
    StepPrice: fc.option(amount, { nil: undefined }),
    Brackets: fc.option(fc.array(fc.record({ UpTo: amount, Price: amount, PerKg: fc.boolean() }), { maxLength: 4 }), {
      nil: undefined,
    }),
    MinimumCharge: fc.option(amount, { nil: undefined }),
    Rounding: fc.constantFrom<PriceRounding>('decimals', 'up'),
  });
  const currency = fc.record({
    Code: fc.constantFrom('A', 'B'),
    Decimals: fc.integer({ min: 0, max: 6 }),
    ExchangeRate: fc.oneof(decimal(3, 8, ['']), decimal(20, 20, ['']), fc.constantFrom('0', '1', '7.100000')),
  });

  it('agrees with Money on any quote', () => {
    fc.assert(
      fc.property(quote, amount, fc.integer({ min: 0, max: 6 }), (q, kg, places) => {
        expect(outcome(() => freightPrice(q, kg, { Decimals: places }))).toEqual(
          outcome(() => moneyFreightPrice(q, kg, places)),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with Money on any conversion', () => {
    fc.assert(
      fc.property(amount, currency, currency, (a, from, to) => {
        expect(outcome(() => convert(a, from, to).Amount)).toEqual(outcome(() => moneyConvert(a, from, to)));
      }),
      { numRuns: 5000 },
    );
  });
});
