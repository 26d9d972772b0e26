import type { Deps } from '../../../platform/deps.js';
import type { ModuleDef } from '../../../platform/route.js';
import { availableQuotationModule, userAvailableQuotationModule } from './available.js';
import { chargeRuleModule } from './charge-rules.js';
import './lists.js';
import { serviceGroupingModule, valueAddedServiceModule } from './services.js';
import { storageQuotationModule, warehousingQuotationModule } from './warehouse-quotations.js';

/** The price set-up areas (docs/domain.md, "Prices"): storage and warehousing quotations,
 * value-added services and their groupings, customer prices (and a customer's own view of
 * theirs), charge rules. Freight quotations and the freight trial are modules of their own. */
export function quotationModules(deps: Deps): ModuleDef[] {
  return [
    storageQuotationModule(deps),
    warehousingQuotationModule(deps),
    valueAddedServiceModule(deps),
    serviceGroupingModule(deps),
    availableQuotationModule(deps),
    userAvailableQuotationModule(deps),
    chargeRuleModule(deps),
  ];
}
