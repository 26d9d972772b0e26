import { customsClearanceCompanyCalls as companies, customsClearanceNumberCalls as numbers } from '@wms/contract';
import { asc, eq } from 'drizzle-orm';
import {
  customsClearanceCompanies as company,
  countries,
  customsClearanceNumbers as number,
} from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { nameIn } from '../../../platform/local-name.js';
import { activeOptions, refuseUnoffered } from '../../../platform/options.js';
import { type ModuleDef, moduleOf } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';

/** `/Select/GetCountry`: active countries in their order, for the forms of set-up screens. */
defineSelect('Country', async ({ db }, _auth, _body, lang) =>
  (
    await db
      .select()
      .from(countries)
      .where(eq(countries.isDeactivate, false))
      .orderBy(asc(countries.sort), asc(countries.id))
  ).map((r) => ({ Value: r.id, Name: nameIn(r, lang) })),
);
defineSelect('CustomsClearanceCompany', ({ db }) => activeOptions(db, company));

/** Customs clearance companies and their numbers (the rules: the contract's customs.ts). */
export function customsCompaniesModule(deps: Deps): ModuleDef {
  return moduleOf(
    companies,
    setupRoutes(deps, {
      table: company,
      list: companies.GetCustomsClearanceCompanies,
      establish: companies.AddCustomsClearanceCompany,
      edit: companies.EditCustomsClearanceCompany,
      remove: companies.DeleteCustomsClearanceCompany,
      search: [company.name, company.code],
      unique: ['Code'],
      usedBy: [usedBy(number.companyId)],
      check: (b, _before, tx) => refuseUnoffered(tx, countries, [Number(b.CountryId)], 'CountryId'),
    }),
  );
}

export function customsNumbersModule(deps: Deps): ModuleDef {
  return moduleOf(
    numbers,
    setupRoutes(deps, {
      table: number,
      list: numbers.GetCustomsClearanceNumbers,
      establish: numbers.AddCustomsClearanceNumber,
      edit: numbers.EditCustomsClearanceNumber,
      remove: numbers.DeleteCustomsClearanceNumber,
      search: [number.clearanceNumber],
      filters: { CompanyId: number.companyId },
      unique: ['ClearanceNumber'],
      check: (b, _before, tx) => refuseUnoffered(tx, company, [Number(b.CompanyId)], 'CompanyId'),
    }),
  );
}
