import { globalCountryCalls as calls } from '@wms/contract';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import {
  countries,
  customsClearanceCompanies,
  declarantInformations,
  recipientInformations,
  selfPickupAddresses,
  shippingTypeCountries,
  siteSmsCountries,
  transferQuotationCountries,
} from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { nameIn } from '../../../platform/local-name.js';
import { contains } from '../../../platform/paging.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';

const searched = [countries.code, countries.nameZhCn, countries.nameZhTw, countries.nameEn, countries.phoneCode];

/** Countries (the rules: the contract's countries.ts) and the country picker. */
export function countriesModule(deps: Deps): ModuleDef {
  return moduleOf(calls, [
    ...setupRoutes(deps, {
      table: countries,
      list: calls.GetGlobalCountries,
      establish: calls.AddGlobalCountry,
      edit: calls.EditGlobalCountry,
      remove: calls.DeleteGlobalCountry,
      search: searched,
      // The Code filter looks at codes only; the search box (Content) at codes, names and phone codes.
      filters: { ShipsTo: countries.shipsTo, Code: countries.code },
      unique: ['Code'],
      usedBy: [
        usedBy(shippingTypeCountries.countryId),
        usedBy(transferQuotationCountries.countryId),
        usedBy(customsClearanceCompanies.countryId),
        usedBy(siteSmsCountries.countryId),
        usedBy(recipientInformations.countryId),
        usedBy(declarantInformations.countryId),
        usedBy(selfPickupAddresses.countryId),
      ],
    }),
    /** Active countries by their order; the search box also finds a phone code typed with its +. */
    route(calls.GetSelectGlobalCountries, async (c) => {
      const text = c.body.Content;
      const rows = await deps.db
        .select()
        .from(countries)
        .where(
          and(
            eq(countries.isDeactivate, false),
            text ? or(...searched.map((col) => ilike(col, contains(text.replace(/^\+(?=\d)/, ''))))) : undefined,
          ),
        )
        .orderBy(asc(countries.sort), asc(countries.id));
      return rows.map((r) => ({ Value: r.id, Name: nameIn(r, c.lang), Code: r.code, PhoneCode: r.phoneCode }));
    }),
  ]);
}
