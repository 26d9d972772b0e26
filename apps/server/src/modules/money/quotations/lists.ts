import {
  billingModeOptions,
  calculationMethodOptions,
  freightPricingModeOptions,
  priceRoundingOptions,
  quotationKindOptions,
  quotationScopeOptions,
  ServicePricing,
  settlementCycleOptions,
  storageChargeBasisOptions,
  taxMethodOptions,
  triggerDataSourceOptions,
  triggerRuleOptions,
} from '@wms/contract';
import { valueAddedServices } from '../../../db/schema/index.js';
import { activeOptions } from '../../../platform/options.js';
import { defineSelect } from '../../../platform/select.js';

// The option lists of the price forms (`/Select/Get<name>`): the contract's option sets, and the
// active value-added services.

defineSelect('PriceRounding', priceRoundingOptions);
defineSelect('FreightPricingMode', freightPricingModeOptions);
defineSelect('StorageChargeBasis', storageChargeBasisOptions);
/** A service is priced fixed, per piece or per kg: those of the calculation methods. */
const servicePricing = new Set<number>(Object.values(ServicePricing));
defineSelect(
  'ServicePricing',
  calculationMethodOptions.filter((o) => servicePricing.has(o.Value)),
);
defineSelect('CalculationMethod', calculationMethodOptions);
defineSelect('TriggerDataSource', triggerDataSourceOptions);
defineSelect('TriggerRule', triggerRuleOptions);
defineSelect('TaxMethods', taxMethodOptions);
defineSelect('SettlementCycleTypes', settlementCycleOptions);
defineSelect('BillingMode', billingModeOptions);
defineSelect('QuotationKind', quotationKindOptions);
defineSelect('QuotationScope', quotationScopeOptions);
defineSelect('ValueAddedService', ({ db }) => activeOptions(db, valueAddedServices));
