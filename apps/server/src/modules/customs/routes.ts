import { customsClearanceCompanyCalls as companies, customsClearanceNumberCalls as numbers } from '@wms/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  customsClearanceCompanies as company,
  countries,
  customsClearanceNumbers as number,
} from '../../db/schema/index.js';
import type { Deps } from '../../platform/deps.js';
import { invalid } from '../../platform/errors.js';
import { nameIn } from '../../platform/local-name.js';
import { type ModuleDef, moduleOf } from '../../platform/route.js';
import { defineSelect } from '../../platform/select.js';
import { setupRoutes } from '../../platform/setup-area.js';

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
defineSelect('CustomsClearanceCompany', async ({ db }) =>
  (
    await db
      .select({ id: company.id, name: company.name })
      .from(company)
      .where(eq(company.isDeactivate, false))
      .orderBy(asc(company.name), asc(company.id))
  ).map((r) => ({ Value: r.id, Name: r.name })),
);

/** A reference picked from a list must be one the list offers (active), else Code 2 on it. */
async function offered(tx: Queryable, table: typeof countries | typeof company, id: unknown, field: string) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, Number(id)), eq(table.isDeactivate, false)));
  if (!row) throw invalid(field, 'validation.unknownChoice');
}

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
      usedBy: [number.companyId],
      check: (b, _before, tx) => offered(tx, countries, b.CountryId, 'CountryId'),
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
      check: (b, _before, tx) => offered(tx, company, b.CompanyId, 'CompanyId'),
    }),
  );
}
