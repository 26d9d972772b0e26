import { currencyCalls as calls, type Lang, normaliseDecimal } from '@wms/contract';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { commodities, currencies } from '../../db/schema/index.js';
import type { Deps } from '../../platform/deps.js';
import { invalid, refused } from '../../platform/errors.js';
import { type ModuleDef, moduleOf, route } from '../../platform/route.js';
import { lockedRow, refuseTaken, setupList, wireRow } from '../../platform/setup.js';

type Currency = typeof currencies.$inferSelect;
const nameIn = (r: Currency, lang: Lang) => (lang === 'zh-cn' ? r.nameZhCn : lang === 'zh-tw' ? r.nameZhTw : r.nameEn);

/** Currencies and their rates to the base currency (the rules: the contract's currencies.ts). */
export function currenciesService({ db }: Deps) {
  type Body = z.infer<typeof calls.EditCurrency.body>;
  async function valuesOf(tx: typeof db, b: Omit<Body, 'Id'>, before?: Currency) {
    await refuseTaken(tx, currencies, currencies.code, b.Code, 'Code', before?.id);
    // Decimals arrive canonical ("1.000" is "1"): a text comparison is exact.
    if (before?.isBase && b.ExchangeRate !== '1') throw invalid('ExchangeRate', 'currencies.base');
    if (before?.isBase && b.IsDeactivate) throw invalid('IsDeactivate', 'currencies.base');
    const { Code: code, NameZhCn: nameZhCn, NameZhTw: nameZhTw, NameEn: nameEn, Decimals: decimals } = b;
    return {
      code,
      nameZhCn,
      nameZhTw,
      nameEn,
      decimals,
      symbol: b.Symbol ?? '',
      exchangeRate: b.ExchangeRate,
      isDeactivate: b.IsDeactivate,
    };
  }
  return {
    list: (q: z.infer<typeof calls.GetCurrencies.body>, lang: Lang) =>
      setupList(db, currencies, q, {
        search: [currencies.code, currencies.nameZhCn, currencies.nameZhTw, currencies.nameEn, currencies.symbol],
        sorts: calls.GetCurrencies.sorts,
        order: { CreationTime: currencies.creationTime, Code: currencies.code, ExchangeRate: currencies.exchangeRate },
        // numeric comes back padded to its scale ("7.100000"); answered canonical ("7.1").
        row: (r) => ({ ...wireRow(r), Name: nameIn(r, lang), ExchangeRate: normaliseDecimal(r.exchangeRate) }),
      }),
    establish: (b: z.infer<typeof calls.EstablishCurrency.body>) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(currencies)
          .values(await valuesOf(tx, b))
          .returning({ id: currencies.id });
        return row!.id;
      }),
    edit: (b: Body) =>
      db.transaction(async (tx) => {
        await tx
          .update(currencies)
          .set(await valuesOf(tx, b, await lockedRow(tx, currencies, b.Id)))
          .where(eq(currencies.id, b.Id));
        return true;
      }),
    remove: (id: number) =>
      db.transaction(async (tx) => {
        if ((await lockedRow(tx, currencies, id)).isBase) throw refused('currencies.base');
        const [used] = await tx.select({ n: count() }).from(commodities).where(eq(commodities.currencyId, id));
        if (used!.n > 0) throw refused('error.inUse');
        await tx.delete(currencies).where(eq(currencies.id, id));
        return true;
      }),
    /** The picker: active ones, the base first, then by code. */
    async options(lang: Lang) {
      const rows = await db.select().from(currencies).where(eq(currencies.isDeactivate, false));
      return rows
        .sort((a, b) => Number(b.isBase) - Number(a.isBase) || a.code.localeCompare(b.code))
        .map((r) => ({ Value: r.id, Name: nameIn(r, lang), Code: r.code, Symbol: r.symbol }));
    },
  };
}

export function currenciesModule(deps: Deps, svc = currenciesService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetCurrencies, (c) => svc.list(c.body, c.lang)),
    route(calls.EstablishCurrency, (c) => svc.establish(c.body)),
    route(calls.EditCurrency, (c) => svc.edit(c.body)),
    route(calls.DeleteCurrency, (c) => svc.remove(c.body.Id)),
    route(calls.GetSelectCurrency, (c) => svc.options(c.lang)),
  ]);
}
