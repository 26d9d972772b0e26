import { expenseTypeCalls as calls } from '@wms/contract';
import { expenseTypes } from '../../db/schema/index.js';
import type { Deps } from '../../platform/deps.js';
import { invalid } from '../../platform/errors.js';
import { allNames, localName, localNameSql } from '../../platform/local-name.js';
import { type ModuleDef, moduleOf } from '../../platform/route.js';
import { setupRoutes } from '../../platform/setup-area.js';

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
      filters: {
        Name: (lang) => localNameSql(expenseTypes.name, expenseTypes.nameI18n, lang),
        Code: expenseTypes.code,
      },
      unique: ['Code'],
      row: (r, lang) => ({ Name: localName(r, lang), NameI18n: undefined }),
      check: (b, before) => {
        if (before?.systemVariables && b.Code !== before.code) throw invalid('Code', 'expenseTypes.system');
      },
      // A name none of its translations match is a rename: it then reads the same in every language.
      write: (b, before) => (before && !allNames(before).includes(String(b.Name)) ? { nameI18n: null } : {}),
      keep: (r) => (r.systemVariables ? 'expenseTypes.system' : undefined),
    }),
  );
}
