import {
  applicablePrice,
  type Box,
  boxOverLimits,
  chargeableWeight,
  convert,
  customsFormFor,
  customsFormOptions,
  FreightPricingMode,
  type FreightQuote,
  type FreightTrialBody,
  fieldLabel,
  freightPrice,
  type freightTrialCalls,
  type Lang,
  Money,
  type PriceCurrency,
  PriceRoundingMode,
  type PriceScope,
  QuotationScope,
  type WeightBracket,
} from '@wms/contract';
import type { z } from 'zod';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { type CandidateRow, type ChannelRow, candidatesFor, channelsFor } from './repository.js';

// The freight trial (docs/domain.md, "Prices"): every active channel for a parcel, priced at the
// prices that apply to the customer, cheapest first, then those that refuse the parcel and why.
// The rules are the contract's pure functions (shipping.ts, pricing.ts); this reads what they
// need in two statements and puts the answer in the caller's language.

type Body = z.output<typeof FreightTrialBody>;
type TrialChannel = z.infer<(typeof freightTrialCalls)['GetFreightTrial']['response']>[number];

const currencyOf = (c: CandidateRow): PriceCurrency => ({
  Code: c.currency_code,
  Decimals: c.currency_decimals,
  ExchangeRate: c.exchange_rate,
});

/** The quote of a quotation's line, as pricing.ts reads it. */
const quoteOf = (c: CandidateRow): FreightQuote => ({
  Mode: c.pricing_mode === FreightPricingMode.Brackets ? 'brackets' : 'steps',
  FirstWeight: c.first_weight ?? undefined,
  FirstPrice: c.first_price ?? undefined,
  StepWeight: c.step_weight ?? undefined,
  StepPrice: c.step_price ?? undefined,
  Brackets: c.brackets ?? [],
  MinimumCharge: c.minimum_charge ?? undefined,
  Rounding: c.rounding === PriceRoundingMode.Up ? 'up' : 'decimals',
});

const canonical = (v: string) => Money.of(v).toFixed();
/** Channel names in order (made once: `localeCompare` builds a collator on every call). */
const names = new Intl.Collator();

/**
 * `make(k)` once per distinct `k` in a trial, `same` telling them apart: channels share a few
 * weight rules, limits and thresholds, and their quotations a few first weights, steps and
 * bracket bounds. Looked up field by field in a short list: a key's text cost ~0.5 µs to build
 * and hash (~0.1 ms a call over 53 channels), more than the lookups it was for.
 */
function memo<K, V>(same: (a: K, b: K) => boolean, make: (k: K) => V): (k: K) => V {
  const seen: { k: K; v: V }[] = [];
  return (k) => {
    for (const e of seen) if (same(e.k, k)) return e.v;
    const v = make(k);
    seen.push({ k, v });
    return v;
  };
}

/** The `UpTo` of the bracket a weight falls in: the least at or above it (freightPrice's rule). */
function bracketUpTo(quote: FreightQuote, weight: string): string | undefined {
  const w = Money.of(weight);
  let upTo: string | undefined;
  for (const b of quote.Brackets ?? []) {
    if (w.compare(b.UpTo) <= 0 && (upTo === undefined || Money.of(b.UpTo).compare(upTo) < 0)) upTo = b.UpTo;
  }
  return upTo;
}

/** A price line named in the caller's language. */
function lineName(lang: Lang, kind: string, quantity: string, quote: FreightQuote): string {
  switch (kind) {
    case 'first':
      return t(lang, 'trial.line.first', { weight: canonical(quote.FirstWeight ?? '0') });
    case 'steps':
      return t(lang, 'trial.line.steps', { count: quantity, step: canonical(quote.StepWeight ?? '0') });
    case 'bracket':
      return t(lang, 'trial.line.bracket', { weight: quantity, upTo: bracketUpTo(quote, quantity) ?? quantity });
    default:
      return t(lang, `trial.line.${kind}`);
  }
}

/** A price line to name: its kind and quantity, and the quote that says what it is. */
interface Line {
  kind: string;
  quantity: string;
  quote: FreightQuote;
}
const sameBounds = (a: readonly WeightBracket[] = [], b: readonly WeightBracket[] = []) =>
  a.length === b.length && a.every((x, i) => x.UpTo === b[i]!.UpTo);
/** Whether two lines have one name: a bracket's depends on the brackets' bounds only (channels
 * quote their own prices over the same few bounds). */
function sameName(a: Line, b: Line): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'first':
      return a.quote.FirstWeight === b.quote.FirstWeight;
    case 'steps':
      return a.quantity === b.quantity && a.quote.StepWeight === b.quote.StepWeight;
    case 'bracket':
      return a.quantity === b.quantity && sameBounds(a.quote.Brackets, b.quote.Brackets);
    default:
      return true;
  }
}

/** An amount in base units exactly (total x the currency's rate), to order channels priced in
 * different currencies: a bigint count of 10^-s units. Money did this at ~3 µs a channel (two
 * decimal.js parses and a product); totals come from freightPrice and rates from numeric::text,
 * so both are plain decimal text. */
interface BaseAmount {
  u: bigint;
  s: number;
}
function scaledText(text: string): BaseAmount {
  const dot = text.indexOf('.');
  return dot < 0
    ? { u: BigInt(text), s: 0 }
    : { u: BigInt(text.slice(0, dot) + text.slice(dot + 1)), s: text.length - dot - 1 };
}
const compareBase = (a: BaseAmount, b: BaseAmount): number => {
  const x = a.s >= b.s ? a.u : a.u * 10n ** BigInt(b.s - a.s);
  const y = b.s >= a.s ? b.u : b.u * 10n ** BigInt(a.s - b.s);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The level every organisation price the statement answers is at: the caller's own. */
const OWN_LEVEL = 1;

/** A customer price as `applicablePrice` weighs it. */
interface Candidate extends PriceScope {
  c: CandidateRow;
}

export interface TrialAs {
  /** Whose prices: a customer's own and those for everyone; none, those for everyone only. */
  customerId?: number;
  /** Staff named the customer: check it is one (Code 2 on `CustomerId`). */
  checkCustomer?: boolean;
}

export function freightTrialService(deps: Deps) {
  return {
    async trial(lang: Lang, b: Body, as: TrialAs): Promise<TrialChannel[]> {
      const cargo = [...new Set(b.CargoTypeIds ?? [])];
      const [channels, candidates] = await Promise.all([
        channelsFor(deps.query, {
          countryId: b.CountryId,
          currencyId: b.CurrencyId,
          customerId: as.checkCustomer ? as.customerId : undefined,
          cargoTypeIds: cargo,
          lang,
        }),
        candidatesFor(deps.query, { countryId: b.CountryId, customerId: as.customerId }),
      ]);
      const ctx = channels[0]!;
      if (!ctx.country_ok) throw invalid('CountryId', 'validation.unknownChoice');
      if (b.CurrencyId !== undefined && !ctx.currency) throw invalid('CurrencyId', 'validation.unknownChoice');
      if (!ctx.customer_ok) throw invalid('CustomerId', 'validation.unknownChoice');
      if (ctx.cargo_found !== cargo.length) throw invalid('CargoTypeIds', 'validation.unknownChoice');

      const box: Box = { Weight: b.Weight, Length: b.Length, Width: b.Width, Height: b.Height };
      const boxes: Box[] = Array.from({ length: b.Pieces ?? 1 }, () => box);
      const weightOf = memo(
        (x: ChannelRow, y: ChannelRow) =>
          x.divisor === y.divisor &&
          x.first_weight === y.first_weight &&
          x.weight_step === y.weight_step &&
          x.weight_rounding === y.weight_rounding,
        (ch) =>
          chargeableWeight(
            {
              VolumetricDivisor: ch.divisor,
              FirstWeight: ch.first_weight,
              WeightStep: ch.weight_step,
              WeightRounding: ch.weight_rounding,
            },
            boxes,
          ),
      );
      const overLimits = memo(
        (x: ChannelRow, y: ChannelRow) =>
          x.max_box_weight === y.max_box_weight &&
          x.max_length === y.max_length &&
          x.max_width === y.max_width &&
          x.max_height === y.max_height,
        (ch) => {
          const over = boxOverLimits(
            {
              MaxBoxWeight: ch.max_box_weight,
              MaxLength: ch.max_length,
              MaxWidth: ch.max_width,
              MaxHeight: ch.max_height,
            },
            box,
          );
          return over.length
            ? t(lang, 'trial.boxOverLimits', { value: over.map((side) => fieldLabel(side, lang)) })
            : '';
        },
      );
      const declared = b.DeclaredValue;
      const customsForm = memo(
        (x: string, y: string) => x === y,
        (threshold) =>
          declared === undefined
            ? ''
            : (customsFormOptions.find((o) => o.Value === customsFormFor(declared, threshold))?.Name[lang] ?? ''),
      );
      const nameOf = memo(sameName, (l) => lineName(lang, l.kind, l.quantity, l.quote));
      // Each currency's rate read once (a few currencies for many channels).
      const baseRateOf = memo((x: string, y: string) => x === y, scaledText);
      // The customer prices of each channel; one for named customers came back only when it
      // names this customer. Each is wrapped rather than marked: pg builds every row with a
      // hidden class of its own, so adding properties to 60 rows made 60 new classes a call.
      const pricesOf = new Map<number, Candidate[]>();
      for (const c of candidates) {
        // An organisation's price came back only when the customer is in it (or under it): it is
        // their level's, between their own and everyone's.
        const customer = c.scope === QuotationScope.Customers;
        const level = c.scope === QuotationScope.Organization;
        const scoped: Candidate = {
          Scope: customer ? 'customer' : level ? 'level' : 'all',
          CustomerId: customer ? as.customerId : null,
          LevelId: level ? OWN_LEVEL : null,
          c,
        };
        const list = pricesOf.get(c.type_of_shipping_id);
        if (list) list.push(scoped);
        else pricesOf.set(c.type_of_shipping_id, [scoped]);
      }

      const priced: { row: TrialChannel; base: BaseAmount }[] = [];
      const refused: TrialChannel[] = [];
      for (const ch of channels as (ChannelRow & { id: number })[]) {
        if (ch.id === null) continue; // no active channel: the context row alone
        const row: TrialChannel = {
          TypeOfShippingId: ch.id,
          TypeOfShippingName: ch.name,
          CarrierName: ch.carrier,
          Priced: false,
          Refusals: [],
          ChargeableWeight: weightOf(ch),
          QuotationName: '',
          Currency: '',
          Total: '',
          Lines: [],
          Converted: null,
          CustomsForm: customsForm(ch.customs_threshold),
        };
        // What the channel itself refuses: the country, the box's measures, the cargo.
        if (!ch.served) row.Refusals.push(t(lang, 'trial.countryNotServed'));
        const over = overLimits(ch);
        if (over) row.Refusals.push(over);
        if (ch.refused_cargo.length) row.Refusals.push(t(lang, 'trial.cargoRefused', { value: ch.refused_cargo }));
        if (row.Refusals.length) {
          refused.push(row);
          continue;
        }
        // Then its price: the most specific that applies, its line for the country, the weight.
        const chosen = applicablePrice(pricesOf.get(ch.id) ?? [], { Id: as.customerId ?? 0, LevelId: OWN_LEVEL })?.c;
        if (!chosen) row.Refusals.push(t(lang, 'trial.noQuotation'));
        else if (chosen.line_id === null) row.Refusals.push(t(lang, 'trial.countryNotPriced'));
        if (!chosen || chosen.line_id === null) {
          refused.push(row);
          continue;
        }
        const quote = quoteOf(chosen);
        const currency = currencyOf(chosen);
        const price = freightPrice(quote, row.ChargeableWeight, currency);
        row.QuotationName = chosen.quotation_name;
        row.Currency = currency.Code;
        if (!price) {
          row.Refusals.push(t(lang, 'trial.overWeight'));
          refused.push(row);
          continue;
        }
        row.Priced = true;
        row.Total = price.Total;
        row.Lines = price.Lines.map((l) => ({
          Kind: l.Kind,
          Name: nameOf({ kind: l.Kind, quantity: l.Quantity, quote }),
          Quantity: l.Quantity,
          Amount: l.Amount,
        }));
        if (ctx.currency) {
          const c = convert(price.Total, currency, ctx.currency);
          row.Converted = { Currency: ctx.currency.Code, Total: c.Amount, Rate: c.Rate };
        }
        const total = scaledText(price.Total);
        const rate = baseRateOf(currency.ExchangeRate);
        priced.push({ row, base: { u: total.u * rate.u, s: total.s + rate.s } });
      }
      // Cheapest first, compared in the base currency; then the channels that refuse, by name.
      const byName = (a: TrialChannel, b: TrialChannel) =>
        names.compare(a.TypeOfShippingName, b.TypeOfShippingName) || a.TypeOfShippingId - b.TypeOfShippingId;
      priced.sort((a, b) => compareBase(a.base, b.base) || byName(a.row, b.row));
      refused.sort(byName);
      return [...priced.map((p) => p.row), ...refused];
    },
  };
}
