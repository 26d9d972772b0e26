import { CalculationMethod, chargeRuleCalls as calls, MAX_QUOTED_PRICE, TaxMethod, TriggerRule } from '@wms/contract';
import { eq } from 'drizzle-orm';
import { currencies, chargeRules as rules } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { type ModuleDef, moduleOf } from '../../../platform/route.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { baseCurrencyPlaces, checkPlaces } from '../../reference/currencies/places.js';
import { declaredOnly, detailBy, type More, referenceNames, refuseUnknownExpenseType } from './shared.js';

/** Charge rules: which business event costs what, as which expense type, taxed and settled how
 * (the pure computation: pricing.ts, `chargeLines`). */
export function chargeRuleModule(deps: Deps): ModuleDef {
  const names = referenceNames(deps.db);
  // A rule's own amount is in the base currency (docs/domain.md, "Bills and payments"): each row
  // names it, so the amount is shown in its currency.
  const more: More = async (rows, lang) => {
    const [named, [base]] = await Promise.all([
      names(rows, lang),
      deps.db.select({ code: currencies.code }).from(currencies).where(eq(currencies.isBase, true)).limit(1),
    ]);
    return named.map((n) => ({ ...n, CurrencyCode: base?.code ?? '' }));
  };
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
          // A price the rule states is in the base currency, in its places; a percentage is no money.
          if (!percentage && b.Source === TriggerRule.RuleAmount)
            checkPlaces('Amount', b.Amount, await baseCurrencyPlaces(tx), { max: MAX_QUOTED_PRICE });
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
