import { transferQuotationCalls as calls, FreightPricingMode, MAX_QUOTED_PRICE, normaliseDecimal } from '@wms/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  availableQuotations,
  countries,
  currencies,
  transferQuotationCountries as lineCountries,
  transferQuotationLines as lines,
  transferQuotations as quotations,
  shippingTypeCountries as served,
  shippingTypes,
} from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { refuseUnoffered } from '../../../platform/options.js';
import { outer } from '../../../platform/outer.js';
import { type ModuleDef, moduleOf } from '../../../platform/route.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';
import { checkAmountsIn } from '../../reference/currencies/places.js';
import { priceText } from '../../warehouse/commodities/service.js';

// Freight (transfer) quotations (docs/domain.md, "Prices"): per shipping type, in one currency,
// priced by first weight and steps or by weight brackets; each line prices one country or a named
// zone of several. A line's countries are also rows of `transfer_quotation_countries`, the index
// the freight trial finds a country's line by. An edit replaces the lines as a whole.

type Line = {
  ZoneName?: string;
  CountryIds: number[];
  FirstWeight?: string;
  FirstPrice?: string;
  StepWeight?: string;
  StepPrice?: string;
  Brackets?: { UpTo: string; Price: string; PerKg: boolean }[];
  MinimumCharge?: string;
};
type Body = { TypeOfShippingId: number; CurrencyId: number; PricingMode: number; Lines: Line[] };

const STEP_FIELDS = ['FirstWeight', 'FirstPrice', 'StepWeight', 'StepPrice'] as const;
const countryName = (c: { nameZhCn: string; nameZhTw: string; nameEn: string }) => ({
  'zh-cn': c.nameZhCn,
  'zh-tw': c.nameZhTw,
  'en-us': c.nameEn,
});
const decimalOrUndefined = (v: string | null) => (v == null ? undefined : normaliseDecimal(v));

/**
 * The rules a quotation's lines keep, each refused as Code 2 on the line's field: the mode's
 * prices on every line, brackets ending at different weights, a country on one line only, and
 * only countries the shipping type serves (its `CountryIds`).
 */
async function checkLines(tx: Queryable, b: Body): Promise<void> {
  b.Lines.forEach((line, i) => {
    if (b.PricingMode === FreightPricingMode.Steps) {
      const missing = STEP_FIELDS.find((f) => line[f] === undefined);
      if (missing) throw invalid(`Lines.${i}.${missing}`, 'quotations.linesOfMode');
    } else {
      if (!line.Brackets?.length) throw invalid(`Lines.${i}.Brackets`, 'quotations.linesOfMode');
      const ends = line.Brackets.map((br) => normaliseDecimal(br.UpTo));
      const again = ends.findIndex((e, j) => ends.indexOf(e) !== j);
      if (again >= 0)
        throw invalid(`Lines.${i}.Brackets.${again}.UpTo`, 'quotations.bracketTwice', { value: ends[again] });
    }
  });
  const lineOf = new Map<number, number>();
  let twice: { line: number; country: number } | undefined;
  b.Lines.forEach((line, i) => {
    for (const c of new Set(line.CountryIds)) {
      if (lineOf.has(c) && !twice) twice = { line: i, country: c };
      if (!lineOf.has(c)) lineOf.set(c, i);
    }
  });
  const named = async (id: number) => {
    const [c] = await tx.select().from(countries).where(eq(countries.id, id));
    return c ? countryName(c) : String(id);
  };
  if (twice)
    throw invalid(`Lines.${twice.line}.CountryIds`, 'quotations.countryTwice', { value: await named(twice.country) });
  const wanted = [...lineOf.keys()];
  const ok = new Set(
    (
      await tx
        .select({ id: served.countryId })
        .from(served)
        .where(and(eq(served.shippingTypeId, b.TypeOfShippingId), inArray(served.countryId, wanted)))
    ).map((r) => r.id),
  );
  const unserved = wanted.find((c) => !ok.has(c));
  if (unserved !== undefined)
    throw invalid(`Lines.${lineOf.get(unserved)}.CountryIds`, 'quotations.notServed', { value: await named(unserved) });
}

/** What a row shows beyond its columns: the shipping type's name, the currency's code and the
 * number of countries its lines price, for a page of rows in one query. */
async function namesOf(db: Queryable, ids: number[]) {
  if (!ids.length) return [];
  const named = await db
    .select({
      id: quotations.id,
      type: shippingTypes.name,
      currency: currencies.code,
      countries: sql<number>`(select count(*)::int from ${lineCountries} where ${lineCountries.quotationId} = ${outer(quotations.id)})`,
    })
    .from(quotations)
    .innerJoin(shippingTypes, eq(shippingTypes.id, quotations.typeOfShippingId))
    .innerJoin(currencies, eq(currencies.id, quotations.currencyId))
    .where(inArray(quotations.id, ids));
  const byId = new Map(named.map((r) => [r.id, r]));
  return ids.map((id) => ({
    TypeOfShippingName: byId.get(id)?.type ?? '',
    CurrencyCode: byId.get(id)?.currency ?? '',
    CountryCount: Number(byId.get(id)?.countries ?? 0),
  }));
}

/** A quotation with its lines, as staff edit it and as a customer reads their price
 * (GetUserAvailableQuotationById): prices in the quotation currency's places ("12.50", "1200"),
 * weights canonical. */
export async function transferQuotationDetail(db: Queryable, id: number) {
  const [lineRows, countryRows, [currency], [names]] = await Promise.all([
    db.select().from(lines).where(eq(lines.quotationId, id)).orderBy(asc(lines.line)),
    db
      .select({ lineId: lineCountries.lineId, countryId: lineCountries.countryId })
      .from(lineCountries)
      .where(eq(lineCountries.quotationId, id))
      .orderBy(asc(lineCountries.countryId)),
    db
      .select({ decimals: currencies.decimals })
      .from(quotations)
      .innerJoin(currencies, eq(currencies.id, quotations.currencyId))
      .where(eq(quotations.id, id)),
    namesOf(db, [id]),
  ]);
  const places = currency?.decimals ?? 2;
  const price = (v: string | null) => (v == null ? undefined : priceText(v, places));
  return {
    ...names,
    Lines: lineRows.map((l) => ({
      ZoneName: l.zoneName,
      CountryIds: countryRows.filter((c) => c.lineId === l.id).map((c) => c.countryId),
      FirstWeight: decimalOrUndefined(l.firstWeight),
      FirstPrice: price(l.firstPrice),
      StepWeight: decimalOrUndefined(l.stepWeight),
      StepPrice: price(l.stepPrice),
      Brackets: l.brackets.map((br) => ({ ...br, Price: priceText(br.Price, places) })),
      MinimumCharge: price(l.minimumCharge),
    })),
  };
}

/** Transfer quotations: the record, its lines and their countries, written together. */
export function transferQuotationsModule(deps: Deps): ModuleDef {
  return moduleOf(calls, [
    ...setupRoutes(deps, {
      table: quotations,
      list: calls.GetTransferQuotations,
      detail: calls.GetTransferQuotationById,
      establish: calls.AddTransferQuotation,
      edit: calls.EditTransferQuotation,
      remove: calls.DeleteTransferQuotation,
      search: [quotations.name],
      filters: {
        TypeOfShippingId: quotations.typeOfShippingId,
        CurrencyId: quotations.currencyId,
        IsDeactivate: quotations.isDeactivate,
      },
      unique: ['Name'],
      columns: { Lines: false },
      check: async (b, before, tx) => {
        // A shipping type or currency deactivated since stays valid on the record that has it.
        if (before?.typeOfShippingId !== b.TypeOfShippingId)
          await refuseUnoffered(tx, shippingTypes, [b.TypeOfShippingId], 'TypeOfShippingId');
        if (before?.currencyId !== b.CurrencyId) await refuseUnoffered(tx, currencies, [b.CurrencyId], 'CurrencyId');
        await checkLines(tx, b);
        // Every price in the quotation currency's places (a CNY step price of 8.005 is refused).
        const steps = b.PricingMode === FreightPricingMode.Steps;
        const prices = b.Lines.flatMap((l, i): [string, string | undefined][] => [
          ...(steps
            ? ([
                [`Lines.${i}.FirstPrice`, l.FirstPrice],
                [`Lines.${i}.StepPrice`, l.StepPrice],
              ] as [string, string | undefined][])
            : (l.Brackets ?? []).map((br, j): [string, string] => [`Lines.${i}.Brackets.${j}.Price`, br.Price])),
          [`Lines.${i}.MinimumCharge`, l.MinimumCharge],
        ]);
        await checkAmountsIn(tx, b.CurrencyId, prices, { max: MAX_QUOTED_PRICE });
      },
      children: async (tx, id, b) => {
        await tx.delete(lines).where(eq(lines.quotationId, id));
        const steps = b.PricingMode === FreightPricingMode.Steps;
        const made = await tx
          .insert(lines)
          .values(
            b.Lines.map((l, line) => ({
              quotationId: id,
              line,
              zoneName: l.ZoneName ?? '',
              firstWeight: steps ? l.FirstWeight : null,
              firstPrice: steps ? l.FirstPrice : null,
              stepWeight: steps ? l.StepWeight : null,
              stepPrice: steps ? l.StepPrice : null,
              brackets: steps
                ? []
                : [...(l.Brackets ?? [])]
                    .map((br) => ({
                      UpTo: normaliseDecimal(br.UpTo),
                      Price: normaliseDecimal(br.Price),
                      PerKg: br.PerKg,
                    }))
                    .sort((x, y) => Number(x.UpTo) - Number(y.UpTo)),
              minimumCharge: l.MinimumCharge ?? '0',
            })),
          )
          .returning({ id: lines.id, line: lines.line });
        const idOf = new Map(made.map((r) => [r.line, r.id]));
        await tx
          .insert(lineCountries)
          .values(
            b.Lines.flatMap((l, line) =>
              [...new Set(l.CountryIds)].map((countryId) => ({ quotationId: id, lineId: idOf.get(line)!, countryId })),
            ),
          );
      },
      detailOf: (db, id) => transferQuotationDetail(db, id),
      more: (rows) =>
        namesOf(
          deps.db,
          rows.map((r) => r.Id as number),
        ),
      usedBy: [usedBy(availableQuotations.transferQuotationId)],
    }),
  ]);
}
