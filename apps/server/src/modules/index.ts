import type { Deps } from '../platform/deps.js';
import type { ModuleDef } from '../platform/route.js';
import { billModules } from './money/bills/routes.js';
import { addressBookModules } from './reference/address-books/routes.js';
import { accountModule } from './system/account/routes.js';
import './money/bills/jobs.js';
import { inboundModules } from './inbound/receiving/routes.js';
import { couponModules } from './money/coupons/routes.js';
import { freightTrialModules } from './money/freight-trial/routes.js';
import { orderModules } from './outbound/orders/routes.js';
import { pickingModules } from './outbound/picking/routes.js';
import { cargoTypeModule } from './reference/cargo-types/routes.js';
import { carriersModule } from './reference/carriers/routes.js';
import { trackingNumbersModule } from './reference/carriers/tracking-numbers.js';
import { trajectorySchemesModule } from './reference/channels/schemes.js';
import { shippingTypesModule } from './reference/channels/shipping-types.js';
import { commodityCategoriesModule } from './reference/commodity-categories/routes.js';
import { countriesModule } from './reference/countries/routes.js';
import { currenciesModule } from './reference/currencies/routes.js';
import { customsCompaniesModule, customsNumbersModule } from './reference/customs/routes.js';
import { expenseTypesModule } from './reference/expense-types/routes.js';
import { businessEventsModule } from './system/business-events/routes.js';
import { captchaModule } from './system/captcha/routes.js';
import { controlCentreModule } from './system/control-centre/routes.js';
import { commodityModules } from './warehouse/commodities/routes.js';
import './system/housekeeping/jobs.js';
import { logisticsInvoiceModules } from './money/invoices/routes.js';
import { moneySummaryModules } from './money/money-summary/routes.js';
import { quotationModules } from './money/quotations/routes.js';
import { rechargeModules } from './money/recharge/routes.js';
import { transferQuotationsModule } from './money/transfer-quotations/routes.js';
import { walletModules } from './money/wallets/routes.js';
import { regionModule } from './reference/region/routes.js';
import { shippingAddressModules } from './reference/shipping-addresses/routes.js';
import { apiKeyModule } from './system/api-keys/routes.js';
import { menusModule } from './system/menus/routes.js';
import { organizesModule } from './system/organizes/routes.js';
import { phoneAuthModule } from './system/phone-auth/routes.js';
import { quickNavigationModule } from './system/quick-navigation/routes.js';
import { rolesModule } from './system/roles/routes.js';
import { selectModule } from './system/select/routes.js';
import { siteModule } from './system/site/routes.js';
import { speechModule } from './system/speech/routes.js';
import { stateHistoryModule } from './system/state-history/routes.js';
import { uploadModule } from './system/upload/routes.js';
import { userConfigurationModule } from './system/user-configuration/routes.js';
import { userMessagesModule } from './system/user-messages/routes.js';
import { backstageUserModule, profileModule, userModule } from './system/users/routes.js';
import { inventoryModules } from './warehouse/inventory/routes.js';
import { shelvesModule } from './warehouse/shelves/routes.js';
import { warehouseModules } from './warehouse/warehouses/routes.js';

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
    apiKeyModule(deps),
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
    ...orderModules(deps),
    transferQuotationsModule(deps),
    ...freightTrialModules(deps),
    ...quotationModules(deps),
    ...walletModules(deps),
    ...billModules(deps),
    ...rechargeModules(deps),
    ...couponModules(deps),
    ...logisticsInvoiceModules(deps),
    ...moneySummaryModules(deps),
    ...pickingModules(deps),
    // Last, so that lists declared by any module above are all registered when it reads them.
    selectModule(deps),
  ];
}
