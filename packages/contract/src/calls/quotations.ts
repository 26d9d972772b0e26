import { z } from 'zod';
import { type Texts, t3 } from '../i18n/define.js';
import { picked } from '../inputs.js';
import { zMoney } from '../money.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { zDeactivate, zName, zRemarks, zRequiredId, zSearch, zText, zTime } from '../primitives.js';
import { zDecimal, zInteger, zLength, zWeight } from '../validators/schemas.js';
import { ids, oneOf } from './choices.js';
import { areaTexts, customerOwner, defineCalls, staffPlatform } from './define.js';

// Prices (docs/domain.md, "Prices"): what the business quotes, set up by staff and computed in one
// place (pricing.ts): freight per shipping type to countries or zones, storage and warehousing per
// warehouse, value-added services and their groupings, which of them apply to which customers,
// and the charge rules that turn a business event into charge lines. The freight trial prices
// every channel for a parcel. Amounts are the money kit's: decimal text in the quotation's
// currency, never a float.

// ---------------------------------------------------------------------------------------------
// Option lists

type Option = { Value: number; Name: Texts };

/** How a quotation rounds its result (`/Select/GetPriceRounding`). */
export const PriceRoundingMode = { Decimals: 1, Up: 2 } as const;
export const priceRoundingOptions: Option[] = [
  { Value: PriceRoundingMode.Decimals, Name: t3('保留两位小数', '保留兩位小數', 'To two decimals') },
  { Value: PriceRoundingMode.Up, Name: t3('向上取整', '向上取整', 'Round up') },
];

/** How a freight line is priced (`/Select/GetFreightPricingMode`). */
export const FreightPricingMode = { Steps: 1, Brackets: 2 } as const;
export const freightPricingModeOptions: Option[] = [
  { Value: FreightPricingMode.Steps, Name: t3('首重续重', '首重續重', 'First weight and steps') },
  { Value: FreightPricingMode.Brackets, Name: t3('重量区间', '重量區間', 'Weight brackets') },
];

/** What storage is charged by (`/Select/GetStorageChargeBasis`). */
export const StorageChargeBasis = { Volume: 1, Weight: 2 } as const;
export const storageChargeBasisOptions: Option[] = [
  { Value: StorageChargeBasis.Volume, Name: t3('按体积（立方米）', '按體積（立方公尺）', 'By volume (m³)') },
  { Value: StorageChargeBasis.Weight, Name: t3('按重量（千克）', '按重量（公斤）', 'By weight (kg)') },
];

/** How a charge is computed (`/Select/GetCalculationMethod`). */
export const CalculationMethod = { Fixed: 1, PerPiece: 2, PerKg: 3, PerM3: 4, Percentage: 5 } as const;
export const calculationMethodOptions: Option[] = [
  { Value: CalculationMethod.Fixed, Name: t3('固定金额', '固定金額', 'Fixed amount') },
  { Value: CalculationMethod.PerPiece, Name: t3('按件', '按件', 'Per piece') },
  { Value: CalculationMethod.PerKg, Name: t3('按千克', '按公斤', 'Per kg') },
  { Value: CalculationMethod.PerM3, Name: t3('按立方米', '按立方公尺', 'Per m³') },
  {
    Value: CalculationMethod.Percentage,
    Name: t3('按其他费用的百分比', '按其他費用的百分比', 'Percentage of another charge'),
  },
];

/** What starts a charge (`/Select/GetTriggerDataSource`). */
export const TriggerDataSource = {
  PackageSigned: 1,
  ItemShelved: 2,
  Inspection: 3,
  StorageDay: 4,
  OrderPacked: 5,
  ValueAddedService: 6,
} as const;
export const triggerDataSourceOptions: Option[] = [
  { Value: TriggerDataSource.PackageSigned, Name: t3('包裹签收', '包裹簽收', 'Parcel signed') },
  { Value: TriggerDataSource.ItemShelved, Name: t3('包裹上架', '包裹上架', 'Parcel shelved') },
  { Value: TriggerDataSource.Inspection, Name: t3('入库质检', '入庫質檢', 'Receiving inspection') },
  { Value: TriggerDataSource.StorageDay, Name: t3('仓储日', '倉儲日', 'Storage day') },
  { Value: TriggerDataSource.OrderPacked, Name: t3('订单打包', '訂單打包', 'Order packed') },
  {
    Value: TriggerDataSource.ValueAddedService,
    Name: t3('增值服务完成', '增值服務完成', 'Value-added service performed'),
  },
];

/** Where a charge's price comes from (`/Select/GetTriggerRule`): the customer's applicable
 * quotation (warehousing, storage, the service's price), or the amount written in the rule. */
export const TriggerRule = { FromQuotation: 1, RuleAmount: 2 } as const;
export const triggerRuleOptions: Option[] = [
  {
    Value: TriggerRule.FromQuotation,
    Name: t3('按客户适用报价', '按客戶適用報價', "The customer's applicable quotation"),
  },
  { Value: TriggerRule.RuleAmount, Name: t3('按规则金额', '按規則金額', 'The amount in the rule') },
];

/** How tax is applied (`/Select/GetTaxMethods`). */
export const TaxMethod = { None: 1, Inclusive: 2, Exclusive: 3 } as const;
export const taxMethodOptions: Option[] = [
  { Value: TaxMethod.None, Name: t3('不含税', '不含稅', 'No tax') },
  { Value: TaxMethod.Inclusive, Name: t3('价内税', '價內稅', 'Tax included') },
  { Value: TaxMethod.Exclusive, Name: t3('价外税', '價外稅', 'Tax on top') },
];

/** When charges are settled (`/Select/GetSettlementCycleTypes`). */
export const SettlementCycle = { EachTime: 1, Weekly: 2, Monthly: 3 } as const;
export const settlementCycleOptions: Option[] = [
  { Value: SettlementCycle.EachTime, Name: t3('逐笔结算', '逐筆結算', 'Each time') },
  { Value: SettlementCycle.Weekly, Name: t3('周结', '週結', 'Weekly') },
  { Value: SettlementCycle.Monthly, Name: t3('月结', '月結', 'Monthly') },
];

/** How a bill is paid (`/Select/GetBillingMode`): taken from the wallet when issued, or owed. */
export const BillingMode = { Deduct: 1, Owe: 2 } as const;
export const billingModeOptions: Option[] = [
  { Value: BillingMode.Deduct, Name: t3('出账即扣款', '出帳即扣款', 'Deduct from the wallet when issued') },
  { Value: BillingMode.Owe, Name: t3('出账待支付', '出帳待支付', 'Issue unpaid') },
];

/** Which quotations a customer price names (`/Select/GetQuotationKind`). */
export const QuotationKind = { Transfer: 1, Storage: 2, Warehousing: 3, ValueAddedService: 4 } as const;
export const quotationKindOptions: Option[] = [
  { Value: QuotationKind.Transfer, Name: t3('运费报价', '運費報價', 'Freight') },
  { Value: QuotationKind.Storage, Name: t3('仓储报价', '倉儲報價', 'Storage') },
  { Value: QuotationKind.Warehousing, Name: t3('仓库作业报价', '倉庫作業報價', 'Warehousing') },
  { Value: QuotationKind.ValueAddedService, Name: t3('增值服务报价', '增值服務報價', 'Value-added service') },
];

/** Who a customer price is for (`/Select/GetQuotationScope`). */
export const QuotationScope = { All: 1, Customers: 2, Organization: 3 } as const;
export const quotationScopeOptions: Option[] = [
  { Value: QuotationScope.All, Name: t3('所有客户', '所有客戶', 'All customers') },
  { Value: QuotationScope.Customers, Name: t3('指定客户', '指定客戶', 'Named customers') },
  {
    Value: QuotationScope.Organization,
    Name: t3('客户组织（含下级）', '客戶組織（含下級）', 'A customer organisation (and those under it)'),
  },
];

// ---------------------------------------------------------------------------------------------
// Shared fields

/** The most a price may be: a freight line of a few hundred kilos at a high rate. */
export const MAX_QUOTED_PRICE = 9_999_999;
const price = () => zMoney({ places: 4, max: MAX_QUOTED_PRICE });
const kg = (notZero = true) => zWeight({ max: 100_000, notZero });
const currency = () => picked(zRequiredId, 'Currency').describe('an active currency');
const rounding = () => oneOf(PriceRoundingMode, 'PriceRounding');

/** A record that can be deactivated is listed by that too. */
const active = { IsDeactivate: z.boolean().optional() };
const staffList = <R extends z.ZodObject, F extends z.ZodRawShape = {}>(rows: R, filters: F = {} as F) =>
  ({
    ...staffPlatform,
    body: pageOf({ Content: zSearch('Name').describe('part of the name'), ...filters }),
    rows,
    sorts: ['CreationTime', 'Name'],
  }) as const;

// ---------------------------------------------------------------------------------------------
// Transfer (freight) quotations

/** Weights up to and including `UpTo` kg cost `Price`, per kg or flat. */
export const BracketLine = z.object({
  UpTo: kg(),
  Price: price(),
  PerKg: z.boolean().describe('the price is per kg; else flat for the bracket'),
});

/** One line of a freight quotation: the countries it prices (one country, or a named zone of
 * several), first weight and steps or brackets, and its own minimum charge. */
export const TransferLine = z.object({
  ZoneName: zText(50).optional().describe('a zone of several countries is named'),
  CountryIds: ids('ShippingCountry').min(1, { error: 'validation.required' }),
  FirstWeight: kg(false).optional(),
  FirstPrice: price().optional(),
  StepWeight: kg().optional(),
  StepPrice: price().optional(),
  Brackets: z.array(BracketLine).max(30).optional(),
  MinimumCharge: price().optional(),
});

export const TransferQuotationRow = z.object({
  Id: z.number(),
  Name: z.string(),
  TypeOfShippingId: z.number(),
  TypeOfShippingName: z.string(),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  PricingMode: z.number(),
  Rounding: z.number(),
  CountryCount: z.number().describe('countries its lines price'),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});

const transferFields = {
  Name: zName(),
  TypeOfShippingId: picked(zRequiredId, 'TypeOfShipping').describe('an active shipping type'),
  CurrencyId: currency(),
  PricingMode: oneOf(FreightPricingMode, 'FreightPricingMode'),
  Rounding: rounding(),
  Lines: z.array(TransferLine).min(1, { error: 'validation.required' }).max(300),
  Remarks: zRemarks.optional(),
};

export const transferQuotationCalls = defineCalls('TransferQuotation', {
  GetTransferQuotations: staffList(TransferQuotationRow, {
    TypeOfShippingId: zId.optional(),
    CurrencyId: zId.optional(),
    IsDeactivate: z.boolean().optional(),
  }),
  GetTransferQuotationById: {
    ...staffPlatform,
    body: IdBody,
    response: TransferQuotationRow.extend({
      Lines: z.array(
        TransferLine.extend({
          CountryIds: z.array(z.number()),
          Brackets: z.array(z.object({ UpTo: z.string(), Price: z.string(), PerKg: z.boolean() })),
        }),
      ),
    }),
  },
  AddTransferQuotation: { ...staffPlatform, body: z.object(transferFields), response: z.number() },
  EditTransferQuotation: {
    ...staffPlatform,
    body: z.object({ ...transferFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteTransferQuotation: {
    ...staffPlatform,
    body: IdBody,
    response: z.boolean(),
    summary: 'Refused while a customer price names it',
  },
});

// ---------------------------------------------------------------------------------------------
// Storage and warehousing quotations

export const StorageQuotationRow = z.object({
  Id: z.number(),
  Name: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  FreeDays: z.number(),
  ChargeBasis: z.number(),
  PricePerDay: z.string(),
  Rounding: z.number(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
const storageFields = {
  Name: zName(),
  WarehouseId: picked(zRequiredId, 'Warehouse'),
  CurrencyId: currency(),
  FreeDays: zInteger({ max: 3650 }).describe('days from signing that cost nothing'),
  ChargeBasis: oneOf(StorageChargeBasis, 'StorageChargeBasis'),
  PricePerDay: price().describe('per m³ or per kg, each day after the free days'),
  Rounding: rounding(),
  Remarks: zRemarks.optional(),
};
export const storageQuotationCalls = defineCalls('StorageQuotation', {
  GetStorageQuotations: staffList(StorageQuotationRow, { ...active, WarehouseId: zId.optional() }),
  GetEditStorageQuotation: { ...staffPlatform, body: IdBody, response: StorageQuotationRow },
  AddStorageQuotation: { ...staffPlatform, body: z.object(storageFields), response: z.number() },
  EditStorageQuotation: {
    ...staffPlatform,
    body: z.object({ ...storageFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteStorageQuotation: { ...staffPlatform, body: IdBody, response: z.boolean() },
});

export const WarehousingQuotationRow = z.object({
  Id: z.number(),
  Name: z.string(),
  WarehouseId: z.number(),
  WarehouseName: z.string(),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  PerPackageSigned: z.string(),
  PerItemShelved: z.string(),
  PerInspection: z.string(),
  Rounding: z.number(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
const warehousingFields = {
  Name: zName(),
  WarehouseId: picked(zRequiredId, 'Warehouse'),
  CurrencyId: currency(),
  PerPackageSigned: price(),
  PerItemShelved: price(),
  PerInspection: price(),
  Rounding: rounding(),
  Remarks: zRemarks.optional(),
};
export const warehousingQuotationCalls = defineCalls('WarehousingQuotation', {
  GetWarehousingQuotations: staffList(WarehousingQuotationRow, { ...active, WarehouseId: zId.optional() }),
  GetEditWarehousingQuotation: { ...staffPlatform, body: IdBody, response: WarehousingQuotationRow },
  AddWarehousingQuotation: { ...staffPlatform, body: z.object(warehousingFields), response: z.number() },
  EditWarehousingQuotation: {
    ...staffPlatform,
    body: z.object({ ...warehousingFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteWarehousingQuotation: { ...staffPlatform, body: IdBody, response: z.boolean() },
});

// ---------------------------------------------------------------------------------------------
// Value-added services and their groupings

/** How a service is priced: fixed per order, per piece, or per kg (a subset of the methods). */
export const ServicePricing = {
  Fixed: CalculationMethod.Fixed,
  PerPiece: CalculationMethod.PerPiece,
  PerKg: CalculationMethod.PerKg,
} as const;

export const ValueAddedServiceRow = z.object({
  Id: z.number(),
  Name: z.string(),
  ExpenseTypeId: z.number(),
  ExpenseTypeName: z.string(),
  CurrencyId: z.number(),
  CurrencyCode: z.string(),
  Method: z.number(),
  Price: z.string(),
  Explain: z.string(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
const serviceFields = {
  Name: zName(),
  ExpenseTypeId: picked(zRequiredId, 'ExpenseType'),
  CurrencyId: currency(),
  Method: oneOf(ServicePricing, 'ServicePricing'),
  Price: price(),
  Explain: zRemarks.optional(),
  Remarks: zRemarks.optional(),
};
const serviceList = staffList(ValueAddedServiceRow, { ...active, ExpenseTypeId: zId.optional() });
export const valueAddedServiceCalls = defineCalls('LogisticsValueAddedServicesQuotation', {
  GetLogisticsValueAddedServicesQuotations: serviceList,
  GetEditLogisticsValueAddedServicesQuotation: { ...staffPlatform, body: IdBody, response: ValueAddedServiceRow },
  AddLogisticsValueAddedServicesQuotation: { ...staffPlatform, body: z.object(serviceFields), response: z.number() },
  EditLogisticsValueAddedServicesQuotation: {
    ...staffPlatform,
    body: z.object({ ...serviceFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteLogisticsValueAddedServicesQuotation: {
    ...staffPlatform,
    body: IdBody,
    response: z.boolean(),
    summary: 'Refused while a grouping holds it',
  },
  /** The service picker of the grouping form. */
  GetSelectTableLogisticsValueAddedServicesQuotations: { ...serviceList, permission: false },
});

export const ServiceGroupingRow = z.object({
  Id: z.number(),
  Name: z.string(),
  MultipleChoice: z.boolean(),
  ExpenseTypeId: z.number(),
  ExpenseTypeName: z.string(),
  Explain: z.string(),
  Remarks: z.string(),
  ServiceCount: z.number(),
  CreationTime: zTime,
});
const groupingFields = {
  Name: zName(),
  MultipleChoice: z.boolean().describe('the order form lets the customer take several; else one'),
  ExpenseTypeId: picked(zRequiredId, 'ExpenseType'),
  ServiceIds: ids('ValueAddedService').min(1, { error: 'validation.required' }),
  Explain: zRemarks.optional(),
  Remarks: zRemarks.optional(),
};
const groupingList = staffList(ServiceGroupingRow);
export const serviceGroupingCalls = defineCalls('LogisticsValueAddedServicesQuotationGrouping', {
  GetLogisticsValueAddedServicesQuotationGroupings: groupingList,
  AddLogisticsValueAddedServicesQuotationGrouping: {
    ...staffPlatform,
    body: z.object(groupingFields),
    response: z.number(),
  },
  GetEditLogisticsValueAddedServicesQuotationGrouping: {
    ...staffPlatform,
    body: IdBody,
    response: ServiceGroupingRow.extend({ ServiceIds: z.array(z.number()) }),
  },
  EditLogisticsValueAddedServicesQuotationGrouping: {
    ...staffPlatform,
    body: z.object({ ...groupingFields, Id: zId }),
    response: z.boolean(),
  },
  DeleteLogisticsValueAddedServicesQuotationGrouping: { ...staffPlatform, body: IdBody, response: z.boolean() },
  /** The grouping picker of the order forms: any signed-in staff member may open it. */
  GetSelectTableLogisticsValueAddedServicesQuotationGroupings: { ...groupingList, permission: false },
});

// ---------------------------------------------------------------------------------------------
// Customer prices (available quotations)

export const AvailableQuotationRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Kind: z.number(),
  KindName: z.string(),
  QuotationId: z.number(),
  QuotationName: z.string(),
  Scope: z.number(),
  CustomerNames: z.array(z.string()).describe('named customers (scope Customers)'),
  OrganizeId: z.number().nullable().describe('scope Organization: the customer organisation'),
  OrganizeName: z.string().describe('scope Organization: its name'),
  Remarks: z.string(),
  CreationTime: zTime,
});
const availableFields = {
  Name: zName(),
  Kind: oneOf(QuotationKind, 'QuotationKind'),
  QuotationId: zRequiredId.describe('a quotation of that kind'),
  Scope: oneOf(QuotationScope, 'QuotationScope'),
  CustomerIds: ids('Customer').optional().describe('scope Customers: who it is for'),
  OrganizeId: zId
    .nullable()
    .optional()
    .describe(
      'scope Organization: a customer organisation (classification 2); its customers and those of the organisations under it',
    ),
  Remarks: zRemarks.optional(),
};
export const availableQuotationCalls = defineCalls('AvailableQuotation', {
  GetAvailableQuotations: staffList(AvailableQuotationRow, {
    Kind: oneOf(QuotationKind, 'QuotationKind').optional(),
    CustomerId: zId.optional().describe('the prices that apply to this customer'),
  }),
  GetEditAvailableQuotation: {
    ...staffPlatform,
    body: IdBody,
    response: AvailableQuotationRow.extend({ CustomerIds: z.array(z.number()) }),
  },
  AddAvailableQuotation: { ...staffPlatform, body: z.object(availableFields), response: z.number() },
  EditAvailableQuotation: {
    ...staffPlatform,
    body: z.object({ ...availableFields, Id: zId }),
    response: z.boolean(),
  },
  DeleteAvailableQuotation: { ...staffPlatform, body: IdBody, response: z.boolean() },
});

/** A price as its customer reads it: what it is and its figures, never who else has it. */
export const UserAvailableQuotationRow = z.object({
  Id: z.number(),
  Kind: z.number(),
  KindName: z.string(),
  QuotationName: z.string(),
  Target: z.string().describe('the shipping type, warehouse or service it prices'),
  CurrencyCode: z.string(),
  Special: z.boolean().describe('a price made for this customer or their organisation'),
});
/** A price's figures as its customer reads them: the figures of its one kind, the others null.
 * Money in the quotation currency's places, weights in kg; countries by name in the reader's
 * language. Nothing staff-only (remarks, who else it names, the state of the quotation). */
export const UserAvailableQuotationDetail = UserAvailableQuotationRow.extend({
  Rounding: z.number().describe('PriceRoundingMode'),
  Transfer: z
    .object({
      PricingMode: z.number().describe('FreightPricingMode'),
      Lines: z.array(
        z.object({
          ZoneName: z.string(),
          Countries: z.array(z.string()),
          FirstWeight: z.string().optional(),
          FirstPrice: z.string().optional(),
          StepWeight: z.string().optional(),
          StepPrice: z.string().optional(),
          Brackets: z.array(z.object({ UpTo: z.string(), Price: z.string(), PerKg: z.boolean() })),
          MinimumCharge: z.string().optional(),
        }),
      ),
    })
    .nullable(),
  Storage: z.object({ FreeDays: z.number(), ChargeBasis: z.number(), PricePerDay: z.string() }).nullable(),
  Warehousing: z
    .object({ PerPackageSigned: z.string(), PerItemShelved: z.string(), PerInspection: z.string() })
    .nullable(),
  Service: z.object({ Method: z.number(), Price: z.string(), Explain: z.string() }).nullable(),
});
export type UserAvailableQuotationDetail = z.infer<typeof UserAvailableQuotationDetail>;

/** A grouping as the order form offers it: its active services with their prices. */
export const ServiceGroupingChoice = z.object({
  Id: z.number(),
  Name: z.string(),
  MultipleChoice: z.boolean(),
  Explain: z.string(),
  Services: z.array(
    z.object({
      Id: z.number(),
      Name: z.string(),
      Method: z.number().describe('ServicePricing'),
      Price: z.string(),
      CurrencyCode: z.string(),
      Explain: z.string(),
    }),
  ),
});
export type ServiceGroupingChoice = z.infer<typeof ServiceGroupingChoice>;

export const userAvailableQuotationCalls = defineCalls('UserAvailableQuotation', {
  GetValueAddedServiceGroupings: {
    ...customerOwner,
    summary: 'The order form’s value-added services: every grouping with its active services, by name',
    body: z.object({}),
    response: z.array(ServiceGroupingChoice),
  },
  GetUserAvailableQuotations: {
    ...customerOwner,
    body: pageOf({ Kind: oneOf(QuotationKind, 'QuotationKind').optional() }),
    rows: UserAvailableQuotationRow,
    sorts: ['CreationTime'],
  },
  GetUserAvailableQuotationById: {
    ...customerOwner,
    body: IdBody,
    response: UserAvailableQuotationDetail,
    summary: 'One of the caller’s prices with its figures; a price that does not apply to the caller is not found',
  },
});

// ---------------------------------------------------------------------------------------------
// Charge rules

export const ChargeRuleRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Trigger: z.number(),
  ExpenseTypeId: z.number(),
  ExpenseTypeName: z.string(),
  Source: z.number(),
  Method: z.number(),
  Amount: z.string(),
  CurrencyCode: z.string().describe('the base currency: a rule amount is in it'),
  PercentOfExpenseTypeId: z.number().nullable(),
  Tax: z.number(),
  TaxRate: z.string(),
  Settlement: z.number(),
  BillingMode: z.number(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
const chargeRuleFields = {
  Name: zName(),
  Trigger: oneOf(TriggerDataSource, 'TriggerDataSource'),
  ExpenseTypeId: picked(zRequiredId, 'ExpenseType'),
  Source: oneOf(TriggerRule, 'TriggerRule'),
  Method: oneOf(CalculationMethod, 'CalculationMethod'),
  Amount: zMoney({ places: 4, max: MAX_QUOTED_PRICE })
    .optional()
    .describe('the rule amount, or the percentage for Percentage'),
  PercentOfExpenseTypeId: picked(zRequiredId, 'ExpenseType').nullish().describe('Percentage: of which charge'),
  Tax: oneOf(TaxMethod, 'TaxMethods'),
  TaxRate: zDecimal({ maxDecimal: 4, max: 1 }).optional().describe('a fraction: 0.06 is 6%'),
  Settlement: oneOf(SettlementCycle, 'SettlementCycleTypes'),
  BillingMode: oneOf(BillingMode, 'BillingMode'),
  Remarks: zRemarks.optional(),
};
export const chargeRuleCalls = defineCalls('ChargeRule', {
  GetChargeRules: staffList(ChargeRuleRow, {
    ...active,
    Trigger: oneOf(TriggerDataSource, 'TriggerDataSource').optional(),
  }),
  GetEditChargeRule: { ...staffPlatform, body: IdBody, response: ChargeRuleRow },
  AddChargeRule: { ...staffPlatform, body: z.object(chargeRuleFields), response: z.number() },
  EditChargeRule: {
    ...staffPlatform,
    body: z.object({ ...chargeRuleFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteChargeRule: { ...staffPlatform, body: IdBody, response: z.boolean() },
});

// ---------------------------------------------------------------------------------------------
// Freight trial

export const FreightTrialBody = z.object({
  CountryId: picked(zRequiredId, 'ShippingCountry'),
  Postcode: zText(20).optional(),
  Weight: kg().describe('kg, actual'),
  Length: zLength({ max: 1000, notZero: true }),
  Width: zLength({ max: 1000, notZero: true }),
  Height: zLength({ max: 1000, notZero: true }),
  Pieces: zInteger({ cannotBeZero: true, max: 999 }).optional().describe('boxes of these measures; 1 if left out'),
  CargoTypeIds: ids('CargoType').optional(),
  CurrencyId: picked(zRequiredId, 'Currency').optional().describe('show prices in this currency too'),
  DeclaredValue: zDecimal({ maxDecimal: 2, max: 1_000_000 })
    .optional()
    .describe("SDR, as the channels' customs thresholds: names the customs form (CN22 below, CN23 at or above)"),
});
const TrialChannel = z.object({
  TypeOfShippingId: z.number(),
  TypeOfShippingName: z.string(),
  CarrierName: z.string(),
  Priced: z.boolean().describe('false: the channel refuses the parcel (Refusals say why)'),
  Refusals: z.array(z.string()).describe('why not, in the caller’s language'),
  ChargeableWeight: z.string(),
  QuotationName: z.string(),
  Currency: z.string(),
  Total: z.string(),
  Lines: z.array(z.object({ Kind: z.string(), Name: z.string(), Quantity: z.string(), Amount: z.string() })),
  Converted: z
    .object({ Currency: z.string(), Total: z.string(), Rate: z.string() })
    .nullable()
    .describe('the total in the currency asked for, and the rate used'),
  CustomsForm: z
    .string()
    .describe("CN22 or CN23 by the declared value and the channel's threshold; empty without a value"),
});
export const freightTrialCalls = defineCalls('FreightTrial', {
  GetFreightTrial: {
    ...staffPlatform,
    summary: 'Every channel for a parcel: priced ones cheapest first, then those that refuse it and why',
    body: FreightTrialBody.extend({ CustomerId: picked(zRequiredId, 'Customer').optional() }),
    response: z.array(TrialChannel),
  },
});
export const userFreightTrialCalls = defineCalls('UserFreightTrial', {
  GetFreightTrial: {
    ...customerOwner,
    summary: 'The freight trial at the caller’s own prices',
    body: FreightTrialBody,
    response: z.array(TrialChannel),
  },
});

// ---------------------------------------------------------------------------------------------
// Words

// Each set-up table's record, for its buttons' titles and its "already used" messages.
export const storageQuotationTexts = areaTexts({
  record: {
    calls: storageQuotationCalls,
    name: t3('仓储报价', '倉儲報價', 'storage quotation'),
    plural: 'storage quotations',
  },
});
export const warehousingQuotationTexts = areaTexts({
  record: {
    calls: warehousingQuotationCalls,
    name: t3('仓库作业报价', '倉庫作業報價', 'warehousing quotation'),
    plural: 'warehousing quotations',
  },
});
export const valueAddedServiceTexts = areaTexts({
  record: {
    calls: valueAddedServiceCalls,
    name: t3('增值服务报价', '增值服務報價', 'value-added service'),
    plural: 'value-added services',
  },
});
export const serviceGroupingTexts = areaTexts({
  record: {
    calls: serviceGroupingCalls,
    name: t3('增值服务分组', '增值服務分組', 'service grouping'),
    plural: 'service groupings',
  },
});
export const availableQuotationTexts = areaTexts({
  record: {
    calls: availableQuotationCalls,
    name: t3('客户价格', '客戶價格', 'customer price'),
    plural: 'customer prices',
  },
  buttons: {
    UserAvailableQuotationGetUserAvailableQuotations: t3('查询我的价格', '查詢我的價格', 'List my prices'),
  },
});
export const chargeRuleTexts = areaTexts({
  record: { calls: chargeRuleCalls, name: t3('计费规则', '計費規則', 'charge rule'), plural: 'charge rules' },
});
export const freightTrialTexts = areaTexts({
  buttons: {
    FreightTrialGetFreightTrial: t3('运费试算', '運費試算', 'Freight trial'),
    UserFreightTrialGetFreightTrial: t3('运费试算', '運費試算', 'Freight trial'),
  },
});

export const quotationTexts = areaTexts({
  record: {
    calls: transferQuotationCalls,
    name: t3('运费报价', '運費報價', 'freight quotation'),
    plural: 'freight quotations',
  },
  messages: {
    'quotations.linesOfMode': t3(
      '{label}不完整：首重续重报价需填写首重、首重价格、续重和续重价格；区间报价至少需要一个区间。',
      '{label}不完整：首重續重報價需填寫首重、首重價格、續重和續重價格；區間報價至少需要一個區間。',
      '{label} is incomplete: a first-weight quotation needs the first weight and its price, the step and its price; a bracket quotation needs at least one bracket.',
    ),
    'quotations.countryTwice': t3(
      '{label}重复：{value}已在本报价的另一行中。',
      '{label}重複：{value}已在本報價的另一行中。',
      '{label} repeats {value}: it is already priced on another line of this quotation.',
    ),
    'quotations.notServed': t3(
      '{label}不在该运输方式的服务范围内：{value}。',
      '{label}不在該運輸方式的服務範圍內：{value}。',
      '{label} includes {value}, which this shipping type does not serve.',
    ),
    'quotations.kindMismatch': t3(
      '{label}不存在：请选择所选类型的报价。',
      '{label}不存在：請選擇所選類型的報價。',
      '{label} does not exist: choose a quotation of the kind picked.',
    ),
    'quotations.customersRequired': t3(
      '{label}不能为空：指定客户的价格至少需要一位客户。',
      '{label}不能為空：指定客戶的價格至少需要一位客戶。',
      '{label} is required: a price for named customers needs at least one.',
    ),
    'quotations.organizeRequired': t3(
      '{label}不能为空：客户组织的价格需要选择一个客户组织。',
      '{label}不能為空：客戶組織的價格需要選擇一個客戶組織。',
      '{label} is required: a price for a customer organisation needs the organisation.',
    ),
    'quotations.percentOfRequired': t3(
      '{label}不能为空：百分比计费需选择按哪项费用计算。',
      '{label}不能為空：百分比計費需選擇按哪項費用計算。',
      '{label} is required: a percentage needs the charge it is a share of.',
    ),
    'quotations.singleChoiceOne': t3(
      '{label}只能有一项：单选分组只含一个服务。',
      '{label}只能有一項：單選分組只含一個服務。',
      '{label} takes one service only: a single-choice grouping holds one.',
    ),
    'quotations.bracketTwice': t3(
      '{label}重复：{value} 千克已是本行另一个区间的上限，请为每个区间填写不同的上限。',
      '{label}重複：{value} 公斤已是本行另一個區間的上限，請為每個區間填寫不同的上限。',
      '{label} repeats {value} kg: each bracket of a line ends at a different weight.',
    ),
    // Why a channel does not take the parcel (the trial's `Refusals`), one sentence each.
    'trial.noQuotation': t3(
      '该运输方式没有适用的运费报价。',
      '該運輸方式沒有適用的運費報價。',
      'No freight price applies on this channel.',
    ),
    'trial.countryNotServed': t3(
      '该运输方式不寄送到该国家/地区。',
      '該運輸方式不寄送到該國家/地區。',
      'This channel does not ship to this country.',
    ),
    'trial.countryNotPriced': t3(
      '报价未包含该国家/地区。',
      '報價未包含該國家/地區。',
      'The quotation does not price this country.',
    ),
    'trial.overWeight': t3(
      '超出报价的最大重量。',
      '超出報價的最大重量。',
      'The parcel is heavier than the quotation prices.',
    ),
    'trial.boxOverLimits': t3(
      '箱子超出该运输方式的限制：{value}。',
      '箱子超出該運輸方式的限制：{value}。',
      "The box is over the channel's limits: {value}.",
    ),
    'trial.cargoRefused': t3(
      '该运输方式不接受{value}。',
      '該運輸方式不接受{value}。',
      'This channel does not take {value}.',
    ),
    // The names of a trial's price lines (names, not messages: no full stop).
    'trial.line.first': t3('首重 {weight} 千克', '首重 {weight} 公斤', 'First {weight} kg'),
    'trial.line.steps': t3(
      '续重 {count} × {step} 千克',
      '續重 {count} × {step} 公斤',
      '{count} × {step} kg after the first',
    ),
    'trial.line.bracket': t3(
      '{weight} 千克（至 {upTo} 千克区间）',
      '{weight} 公斤（至 {upTo} 公斤區間）',
      '{weight} kg (bracket up to {upTo} kg)',
    ),
    'trial.line.minimum': t3('补足最低收费', '補足最低收費', 'Up to the minimum charge'),
    'trial.line.rounding': t3('取整', '取整', 'Rounding'),
  },
  fields: {
    TypeOfShippingId: t3('运输方式', '運輸方式', 'Shipping type'),
    TypeOfShippingName: t3('运输方式', '運輸方式', 'Shipping type'),
    PricingMode: t3('计价方式', '計價方式', 'Pricing'),
    Rounding: t3('取整方式', '取整方式', 'Rounding'),
    Lines: t3('价格行', '價格行', 'Price lines'),
    ZoneName: t3('分区名称', '分區名稱', 'Zone name'),
    CountryCount: t3('国家/地区数', '國家/地區數', 'Countries'),
    FirstPrice: t3('首重价格', '首重價格', 'First weight price'),
    StepWeight: t3('续重（千克）', '續重（公斤）', 'Step (kg)'),
    StepPrice: t3('续重价格', '續重價格', 'Step price'),
    Brackets: t3('重量区间', '重量區間', 'Weight brackets'),
    UpTo: t3('至（千克）', '至（公斤）', 'Up to (kg)'),
    PerKg: t3('按千克', '按公斤', 'Per kg'),
    MinimumCharge: t3('最低收费', '最低收費', 'Minimum charge'),
    WarehouseName: t3('仓库', '倉庫', 'Warehouse'),
    FreeDays: t3('免费天数', '免費天數', 'Free days'),
    ChargeBasis: t3('计费依据', '計費依據', 'Charged by'),
    PricePerDay: t3('每日单价', '每日單價', 'Price per day'),
    PerPackageSigned: t3('签收（每包裹）', '簽收（每包裹）', 'Per parcel signed'),
    PerItemShelved: t3('上架（每件）', '上架（每件）', 'Per item shelved'),
    PerInspection: t3('质检（每次）', '質檢（每次）', 'Per inspection'),
    ExpenseTypeId: t3('费用类型', '費用類型', 'Expense type'),
    ExpenseTypeName: t3('费用类型', '費用類型', 'Expense type'),
    Method: t3('计费方式', '計費方式', 'Charged'),
    MultipleChoice: t3('可多选', '可多選', 'Multiple choice'),
    ServiceIds: t3('增值服务', '增值服務', 'Services'),
    ServiceCount: t3('服务数', '服務數', 'Services'),
    Kind: t3('报价类型', '報價類型', 'Kind'),
    KindName: t3('报价类型', '報價類型', 'Kind'),
    QuotationId: t3('报价', '報價', 'Quotation'),
    QuotationName: t3('报价', '報價', 'Quotation'),
    Scope: t3('适用客户', '適用客戶', 'For'),
    CustomerIds: t3('客户', '客戶', 'Customers'),
    CustomerNames: t3('客户', '客戶', 'Customers'),
    CustomerId: t3('客户', '客戶', 'Customer'),
    Target: t3('适用于', '適用於', 'Prices'),
    Special: t3('专属价格', '專屬價格', 'Your own price'),
    Trigger: t3('触发事件', '觸發事件', 'Triggered by'),
    Source: t3('价格来源', '價格來源', 'Price from'),
    Amount: t3('金额', '金額', 'Amount'),
    PercentOfExpenseTypeId: t3('百分比基数', '百分比基數', 'Percentage of'),
    Tax: t3('税费', '稅費', 'Tax'),
    TaxRate: t3('税率', '稅率', 'Tax rate'),
    Settlement: t3('结算周期', '結算週期', 'Settlement'),
    BillingMode: t3('出账方式', '出帳方式', 'Billing'),
    Pieces: t3('件数', '件數', 'Pieces'),
    CargoTypeIds: t3('货物类型', '貨物類型', 'Cargo types'),
    ChargeableWeight: t3('计费重（千克）', '計費重（公斤）', 'Chargeable weight (kg)'),
    Total: t3('运费', '運費', 'Freight'),
    CustomsForm: t3('报关单', '報關單', 'Customs form'),
    Refusals: t3('不可用原因', '不可用原因', 'Why not'),
    DeclaredValue: t3('申报价值（SDR）', '申報價值（SDR）', 'Declared value (SDR)'),
  },
});
