import type { Deps } from '../platform/deps.js';
import type { ModuleDef } from '../platform/route.js';
import { accountModule } from './account/routes.js';
import { addressBookModules } from './address-books/routes.js';
import { billModules } from './bills/routes.js';
import './bills/jobs.js';
import { businessEventsModule } from './business-events/routes.js';
import { captchaModule } from './captcha/routes.js';
import { cargoTypeModule } from './cargo-types/routes.js';
import { carriersModule } from './carriers/routes.js';
import { trackingNumbersModule } from './carriers/tracking-numbers.js';
import { trajectorySchemesModule } from './channels/schemes.js';
import { shippingTypesModule } from './channels/shipping-types.js';
import { commodityModules } from './commodities/routes.js';
import { commodityCategoriesModule } from './commodity-categories/routes.js';
import { controlCentreModule } from './control-centre/routes.js';
import { countriesModule } from './countries/routes.js';
import { couponModules } from './coupons/routes.js';
import { currenciesModule } from './currencies/routes.js';
import { customsCompaniesModule, customsNumbersModule } from './customs/routes.js';
import { expenseTypesModule } from './expense-types/routes.js';
import { freightTrialModules } from './freight-trial/routes.js';
import { inboundModules } from './inbound/routes.js';
import './housekeeping/jobs.js';
import { inventoryModules } from './inventory/routes.js';
import { logisticsInvoiceModules } from './invoices/routes.js';
import { menusModule } from './menus/routes.js';
import { moneySummaryModules } from './money-summary/routes.js';
import { organizesModule } from './organizes/routes.js';
import { phoneAuthModule } from './phone-auth/routes.js';
import { quickNavigationModule } from './quick-navigation/routes.js';
import { quotationModules } from './quotations/routes.js';
import { rechargeModules } from './recharge/routes.js';
import { regionModule } from './region/routes.js';
import { rolesModule } from './roles/routes.js';
import { selectModule } from './select/routes.js';
import { shelvesModule } from './shelves/routes.js';
import { shippingAddressModules } from './shipping-addresses/routes.js';
import { siteModule } from './site/routes.js';
import { speechModule } from './speech/routes.js';
import { stateHistoryModule } from './state-history/routes.js';
import { transferQuotationsModule } from './transfer-quotations/routes.js';
import { uploadModule } from './upload/routes.js';
import { userConfigurationModule } from './user-configuration/routes.js';
import { userMessagesModule } from './user-messages/routes.js';
import { backstageUserModule, profileModule, userModule } from './users/routes.js';
import { walletModules } from './wallets/routes.js';
import { warehouseModules } from './warehouses/routes.js';

/** Every module of the API. A new business area adds its line here. */
export function allModules(deps: Deps): ModuleDef[] {
  return [
    accountModule(deps),
    menusModule(deps),
    rolesModule(deps),
    backstageUserModule(deps),
    userModule(deps),
    profileModule(deps),
    organizesModule(deps),
    captchaModule(deps),
    phoneAuthModule(deps),
    quickNavigationModule(deps),
    userMessagesModule(deps),
    userConfigurationModule(deps),
    countriesModule(deps),
    carriersModule(deps),
    trackingNumbersModule(deps),
    trajectorySchemesModule(deps),
    shippingTypesModule(deps),
    customsCompaniesModule(deps),
    customsNumbersModule(deps),
    currenciesModule(deps),
    expenseTypesModule(deps),
    siteModule(deps),
    controlCentreModule(deps),
    uploadModule(deps),
    speechModule(deps),
    regionModule(deps),
    ...warehouseModules(deps),
    ...commodityModules(deps),
    commodityCategoriesModule(deps),
    cargoTypeModule(deps),
    ...shippingAddressModules(deps),
    shelvesModule(deps),
    ...inventoryModules(deps),
    stateHistoryModule(deps),
    businessEventsModule(deps),
    ...addressBookModules(deps),
    ...inboundModules(deps),
    transferQuotationsModule(deps),
    ...freightTrialModules(deps),
    ...quotationModules(deps),
    ...walletModules(deps),
    ...billModules(deps),
    ...rechargeModules(deps),
    ...couponModules(deps),
    ...logisticsInvoiceModules(deps),
    ...moneySummaryModules(deps),
    // Last, so that lists declared by any module above are all registered when it reads them.
    selectModule(deps),
  ];
}
