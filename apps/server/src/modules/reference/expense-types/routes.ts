import { expenseTypeCalls as calls } from '@wms/contract';
import { asc } from 'drizzle-orm';
import { chargeRules, expenseTypes, valueAddedServiceGroupings, valueAddedServices } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { localName } from '../../../platform/local-name.js';
import { type ModuleDef, moduleOf } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';

/** Expense types in their display order (`/Select/GetExpenseType`), a seeded one in the reader's
 * language: what a service, a grouping or a charge rule is billed as. */
defineSelect('ExpenseType', async ({ db }, _auth, _body, lang) =>
  (await db.select().from(expenseTypes).orderBy(asc(expenseTypes.displayOrder), asc(expenseTypes.id))).map((r) => ({
    Value: r.id,
    Name: localName(r, lang),
    Code: r.code,
  })),
);

/** Expense types (the rules: the contract's expense-types.ts). A seeded type reads in the
 * caller's language until someone renames it. */
export function expenseTypesModule(deps: Deps): ModuleDef {
  return moduleOf(
    calls,
    setupRoutes(deps, {
      table: expenseTypes,
      list: calls.GetExpenseTypes,
      lists: [calls.GetSelectTableExpenseTypes],
      detail: calls.GetEditExpenseType,
      establish: calls.AddExpenseType,
      edit: calls.EditExpenseType,
      remove: calls.DeleteExpenseType,
      // The Name filter matches the name the caller reads (a seeded type's, in their language).
      filters: { Name: expenseTypes.name, Code: expenseTypes.code },
      unique: ['Code'],
      check: (b, before) => {
        if (before?.systemVariables && b.Code !== before.code) throw invalid('Code', 'expenseTypes.system');
      },
      keep: (r) => (r.systemVariables ? 'expenseTypes.systemKept' : undefined),
      usedBy: [
        usedBy(valueAddedServices.expenseTypeId),
        usedBy(valueAddedServiceGroupings.expenseTypeId),
        usedBy(chargeRules.expenseTypeId),
        usedBy(chargeRules.percentOfExpenseTypeId),
      ],
    }),
  );
}
