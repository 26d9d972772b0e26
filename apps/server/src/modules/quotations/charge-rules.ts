import { CalculationMethod, chargeRuleCalls as calls, TaxMethod, TriggerRule } from '@wms/contract';
import { chargeRules as rules } from '../../db/schema/index.js';
import type { Deps } from '../../platform/deps.js';
import { invalid } from '../../platform/errors.js';
import { type ModuleDef, moduleOf } from '../../platform/route.js';
import { setupRoutes } from '../../platform/setup-area.js';
import { declaredOnly, detailBy, referenceNames, refuseUnknownExpenseType } from './shared.js';

/** Charge rules: which business event costs what, as which expense type, taxed and settled how
 * (the pure computation: pricing.ts, `chargeLines`). */
export function chargeRuleModule(deps: Deps): ModuleDef {
  const more = referenceNames(deps.db);
  return moduleOf(
    calls,
    declaredOnly(
      calls,
      setupRoutes(deps, {
        table: rules,
        list: calls.GetChargeRules,
        detail: calls.GetEditChargeRule,
        establish: calls.AddChargeRule,
        edit: calls.EditChargeRule,
        remove: calls.DeleteChargeRule,
        search: [rules.name],
        filters: { Trigger: rules.trigger, IsDeactivate: rules.isDeactivate },
        unique: ['Name'],
        check: async (b, _before, tx) => {
          await refuseUnknownExpenseType(tx, b.ExpenseTypeId, 'ExpenseTypeId');
          const percentage = b.Method === CalculationMethod.Percentage;
          if (percentage && b.PercentOfExpenseTypeId == null)
            throw invalid('PercentOfExpenseTypeId', 'quotations.percentOfRequired');
          if (percentage) await refuseUnknownExpenseType(tx, b.PercentOfExpenseTypeId, 'PercentOfExpenseTypeId');
          // A percentage, or a price the rule states itself, is the rule's amount: it cannot be left out.
          if ((percentage || b.Source === TriggerRule.RuleAmount) && b.Amount === undefined)
            throw invalid('Amount', 'validation.required');
        },
        // What the method and the tax do not use is not kept: no base for a rule that is not a
        // percentage, no rate for a rule without tax.
        write: (b) => ({
          percentOfExpenseTypeId: b.Method === CalculationMethod.Percentage ? b.PercentOfExpenseTypeId : null,
          ...(b.Tax === TaxMethod.None ? { taxRate: '0' } : {}),
        }),
        more,
        detailOf: detailBy(rules, more),
      }),
    ),
  );
}
