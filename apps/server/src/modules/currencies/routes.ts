import { currencyCalls as calls } from '@wms/contract';
import { eq } from 'drizzle-orm';
import { commodities, currencies } from '../../db/schema/index.js';
import type { Deps } from '../../platform/deps.js';
import { invalid } from '../../platform/errors.js';
import { nameIn } from '../../platform/local-name.js';
import { type ModuleDef, moduleOf, route } from '../../platform/route.js';
import { setupRoutes } from '../../platform/setup-area.js';

/** Currencies and their rates to the base currency (the rules: the contract's currencies.ts). */
export function currenciesModule(deps: Deps): ModuleDef {
  return moduleOf(calls, [
    ...setupRoutes(deps, {
      table: currencies,
      list: calls.GetCurrencies,
      establish: calls.EstablishCurrency,
      edit: calls.EditCurrency,
      remove: calls.DeleteCurrency,
      search: [currencies.code, currencies.nameZhCn, currencies.nameZhTw, currencies.nameEn, currencies.symbol],
      unique: ['Code'],
      // Decimals arrive canonical ("1.000" is "1"): a text comparison is exact.
      check: (b, before) => {
        if (before?.isBase && b.ExchangeRate !== '1') throw invalid('ExchangeRate', 'currencies.base');
        if (before?.isBase && b.IsDeactivate) throw invalid('IsDeactivate', 'currencies.base');
      },
      keep: (r) => (r.isBase ? 'currencies.base' : undefined),
      usedBy: [commodities.currencyId],
    }),
    /** The picker: active ones, the base first, then by code. */
    route(calls.GetSelectCurrency, async (c) =>
      (await deps.db.select().from(currencies).where(eq(currencies.isDeactivate, false)))
        .sort((a, b) => Number(b.isBase) - Number(a.isBase) || a.code.localeCompare(b.code))
        .map((r) => ({ Value: r.id, Name: nameIn(r, c.lang), Code: r.code, Symbol: r.symbol })),
    ),
  ]);
}
