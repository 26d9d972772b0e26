import { currencyCalls as calls, type Lang } from '@wms/contract';
import { eq } from 'drizzle-orm';
import {
  commodities,
  currencies,
  storageQuotations,
  transferQuotations,
  valueAddedServices,
  wallets,
  warehousingQuotations,
} from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { nameIn } from '../../../platform/local-name.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';

/** Active currencies, the base first, then by code, with what an amount needs of its currency. */
const activeCurrencies = async (db: Deps['db'], lang: Lang) =>
  (await db.select().from(currencies).where(eq(currencies.isDeactivate, false)))
    .sort((a, b) => Number(b.isBase) - Number(a.isBase) || a.code.localeCompare(b.code))
    .map((r) => ({ Value: r.id, Name: nameIn(r, lang), Code: r.code, Symbol: r.symbol, Decimals: r.decimals }));

/** The currency of a quotation or a price (`/Select/GetCurrency`). */
defineSelect('Currency', ({ db }, _auth, _body, lang) => activeCurrencies(db, lang));

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
      // The Code filter looks at codes only; the search box (Content) at codes, names and symbols.
      filters: { Code: currencies.code },
      unique: ['Code'],
      // Decimals arrive canonical ("1.000" is "1"): a text comparison is exact.
      check: (b, before) => {
        if (before?.isBase && b.ExchangeRate !== '1') throw invalid('ExchangeRate', 'currencies.base');
        if (before?.isBase && b.IsDeactivate) throw invalid('IsDeactivate', 'currencies.base');
      },
      keep: (r) => (r.isBase ? 'currencies.baseKept' : undefined),
      // A currency a price uses is not deleted, only deactivated (docs/domain.md, "Money").
      usedBy: [
        usedBy(commodities.currencyId),
        usedBy(transferQuotations.currencyId),
        usedBy(storageQuotations.currencyId),
        usedBy(warehousingQuotations.currencyId),
        usedBy(valueAddedServices.currencyId),
        usedBy(wallets.currencyId),
      ],
    }),
    /** The picker: active ones, the base first, then by code, with their places (an amount
     * field in the currency takes no more). */
    route(calls.GetSelectCurrency, (c) => activeCurrencies(deps.db, c.lang)),
  ]);
}
