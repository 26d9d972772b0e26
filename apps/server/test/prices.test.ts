import {
  AvailableQuotationRow,
  availableQuotationCalls as available,
  CalculationMethod,
  chargeRuleCalls as chargeRules,
  currencyCalls,
  expenseTypeCalls,
  serviceGroupingCalls as groupings,
  organizeCalls,
  QuotationKind,
  QuotationScope,
  ServicePricing,
  StorageChargeBasis,
  valueAddedServiceCalls as services,
  storageQuotationCalls as storage,
  TaxMethod,
  TriggerDataSource,
  TriggerRule,
  UserAvailableQuotationDetail,
  UserAvailableQuotationRow,
  userAvailableQuotationCalls as userPrices,
  warehousingQuotationCalls as warehousing,
} from '@wms/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeSetupArea } from './helpers/setup-area.js';

let s: TestServer;
let token: string;
/** Option lists by their English names, as the forms pick from them. */
let warehouse: Record<string, number>;
let currency: Record<string, number>;
let expense: Record<string, number>;
let customer: Record<string, number>;
/** Records the customer price area's checks name. */
let storageId: number;
let serviceIds: number[];

const options = async (list: string, t = token) =>
  Object.fromEntries(
    (await s.call(`Select/Get${list}`, {}, { token: t, lang: 'en-us' })).Data.map(
      (o: { Name: string; Value: number }) => [o.Name, o.Value],
    ),
  ) as Record<string, number>;

const storageBody = (Name = 'Shenzhen cold room') => ({
  Name,
  WarehouseId: Object.values(warehouse)[0]!,
  CurrencyId: currency['Chinese Yuan']!,
  FreeDays: 30,
  ChargeBasis: StorageChargeBasis.Volume,
  PricePerDay: '12.5',
  Rounding: 1,
});
const serviceBody = (Name: string) => ({
  Name,
  ExpenseTypeId: expense['Value-added services']!,
  CurrencyId: currency['Chinese Yuan']!,
  Method: ServicePricing.PerPiece,
  Price: '3',
});

beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('admin')).AccessToken;
  [warehouse, currency, expense, customer] = await Promise.all([
    options('Warehouse'),
    options('Currency'),
    options('ExpenseType'),
    options('Customer'),
  ]);
  storageId = (await s.invoke(storage.AddStorageQuotation, storageBody('Held by a price'), { token })).Data;
  serviceIds = [];
  for (const name of ['Test relabel', 'Test photo'])
    serviceIds.push(
      (await s.invoke(services.AddLogisticsValueAddedServicesQuotation, serviceBody(name), { token })).Data,
    );
});
afterAll(() => s.close());

describeSetupArea(() => s, {
  list: storage.GetStorageQuotations,
  establish: storage.AddStorageQuotation,
  edit: storage.EditStorageQuotation,
  remove: storage.DeleteStorageQuotation,
  get valid() {
    return storageBody();
  },
  find: 'cold room',
  // Amounts answer in the currency's places.
  change: { FreeDays: 15, PricePerDay: '1.50', Remarks: 'Per m³ a day' },
  unique: 'Name',
  invalid: {
    FreeDays: [-1, 1.5, 4000],
    ChargeBasis: [3],
    PricePerDay: ['1.23456', '-1', 'abc'],
    Rounding: [9],
    WarehouseId: [2_000_000],
    CurrencyId: [2_000_000],
  },
});

describeSetupArea(() => s, {
  list: warehousing.GetWarehousingQuotations,
  establish: warehousing.AddWarehousingQuotation,
  edit: warehousing.EditWarehousingQuotation,
  remove: warehousing.DeleteWarehousingQuotation,
  get valid() {
    return {
      Name: 'Hong Kong handling',
      WarehouseId: Object.values(warehouse)[0]!,
      CurrencyId: currency['Chinese Yuan']!,
      PerPackageSigned: '2',
      PerItemShelved: '0.5',
      PerInspection: '5',
      Rounding: 1,
    };
  },
  find: 'Hong Kong handling',
  change: { PerItemShelved: '0.80', PerInspection: '6.00' },
  unique: 'Name',
  invalid: { PerPackageSigned: ['-2', '1.00001'], WarehouseId: [2_000_000] },
});

describeSetupArea(() => s, {
  list: services.GetLogisticsValueAddedServicesQuotations,
  establish: services.AddLogisticsValueAddedServicesQuotation,
  edit: services.EditLogisticsValueAddedServicesQuotation,
  remove: services.DeleteLogisticsValueAddedServicesQuotation,
  get valid() {
    return serviceBody('Gift wrapping');
  },
  find: 'Gift wrapping',
  change: { Method: ServicePricing.Fixed, Price: '8.00', Explain: 'Per order' },
  unique: 'Name',
  invalid: { Method: [CalculationMethod.PerM3, CalculationMethod.Percentage], ExpenseTypeId: [2_000_000] },
});

describeSetupArea(() => s, {
  list: groupings.GetLogisticsValueAddedServicesQuotationGroupings,
  establish: groupings.AddLogisticsValueAddedServicesQuotationGrouping,
  edit: groupings.EditLogisticsValueAddedServicesQuotationGrouping,
  remove: groupings.DeleteLogisticsValueAddedServicesQuotationGrouping,
  get valid() {
    return {
      Name: 'Packing extras',
      MultipleChoice: true,
      ExpenseTypeId: expense['Value-added services']!,
      ServiceIds: serviceIds,
    };
  },
  find: 'Packing extras',
  change: { Explain: 'Any of them', ServiceCount: 2 },
  unique: 'Name',
  invalid: { ServiceIds: [[], [2_000_000]], ExpenseTypeId: [2_000_000] },
});

describeSetupArea(() => s, {
  list: available.GetAvailableQuotations,
  establish: available.AddAvailableQuotation,
  edit: available.EditAvailableQuotation,
  remove: available.DeleteAvailableQuotation,
  get valid() {
    return {
      Name: 'Cold room for all',
      Kind: QuotationKind.Storage,
      QuotationId: storageId,
      Scope: QuotationScope.All,
    };
  },
  find: 'Cold room for all',
  change: { Remarks: 'Winter rate', CustomerNames: [] },
  unique: 'Name',
  invalid: { Kind: [9], Scope: [4], QuotationId: [2_000_000] },
});

describeSetupArea(() => s, {
  list: chargeRules.GetChargeRules,
  establish: chargeRules.AddChargeRule,
  edit: chargeRules.EditChargeRule,
  remove: chargeRules.DeleteChargeRule,
  get valid() {
    return {
      Name: 'Signing fee',
      Trigger: TriggerDataSource.PackageSigned,
      ExpenseTypeId: expense.Warehousing!,
      Source: TriggerRule.RuleAmount,
      Method: CalculationMethod.Fixed,
      Amount: '2',
      Tax: TaxMethod.None,
      Settlement: 1,
      BillingMode: 1,
    };
  },
  find: 'Signing fee',
  change: { Amount: '2.5', Tax: TaxMethod.Exclusive, TaxRate: '0.06' },
  unique: 'Name',
  invalid: { Trigger: [99], TaxRate: ['1.5', '-0.1'], Amount: ['-1'], ExpenseTypeId: [2_000_000] },
});

describe('prices: the rules of each area', () => {
  it('keeps a single-choice grouping to exactly one service', async () => {
    const body = { Name: 'Pick one', MultipleChoice: false, ExpenseTypeId: expense['Value-added services']! };
    const two = await s.invoke(
      groupings.AddLogisticsValueAddedServicesQuotationGrouping,
      { ...body, ServiceIds: serviceIds },
      { token, lang: 'en-us' },
    );
    expect([two.Code, two.body.Data?.Field]).toEqual([2, 'ServiceIds']);
    expect(two.Message).toBe('Services takes one service only: a single-choice grouping holds one.');
    const one = await s.invoke(
      groupings.AddLogisticsValueAddedServicesQuotationGrouping,
      { ...body, ServiceIds: [serviceIds[0]!, serviceIds[0]!] },
      { token },
    );
    expect(one.Code, one.Message).toBe(0);
    const detail = (
      await s.invoke(groupings.GetEditLogisticsValueAddedServicesQuotationGrouping, { Id: one.Data }, { token })
    ).Data;
    expect([detail.ServiceIds, detail.ServiceCount, detail.MultipleChoice]).toEqual([[serviceIds[0]], 1, false]);

    // A service a grouping holds is not deleted, and the refusal names the grouping.
    const refused = await s.invoke(
      services.DeleteLogisticsValueAddedServicesQuotation,
      { Id: serviceIds[0]! },
      { token, lang: 'en-us' },
    );
    expect(refused.Code).toBe(4);
    expect(refused.Message).toContain('service grouping “Pick one”');
    await s.invoke(groupings.DeleteLogisticsValueAddedServicesQuotationGrouping, { Id: one.Data }, { token });
  });

  it('writes a customer price to the column of its kind and refuses a quotation of another kind', async () => {
    const mismatch = await s.invoke(
      available.AddAvailableQuotation,
      { Name: 'Wrong kind', Kind: QuotationKind.Warehousing, QuotationId: 2_000_000, Scope: QuotationScope.All },
      { token, lang: 'en-us' },
    );
    expect([mismatch.Code, mismatch.body.Data?.Field, mismatch.Message]).toEqual([
      2,
      'QuotationId',
      'Quotation does not exist: choose a quotation of the kind picked.',
    ]);
    const service = await s.invoke(
      available.AddAvailableQuotation,
      {
        Name: 'Relabel for all',
        Kind: QuotationKind.ValueAddedService,
        QuotationId: serviceIds[0]!,
        Scope: QuotationScope.All,
      },
      { token, lang: 'en-us' },
    );
    expect(service.Code, service.Message).toBe(0);
    const [row] = (await s.invoke(available.GetAvailableQuotations, { Content: 'Relabel for all' }, { token })).Data;
    expect(row).toMatchObject({
      Kind: QuotationKind.ValueAddedService,
      QuotationId: serviceIds[0],
      QuotationName: 'Test relabel',
      CustomerNames: [],
    });
    // Rows carry their declared fields only (not the four quotation columns).
    expect(Object.keys(row!).sort()).toEqual(Object.keys(AvailableQuotationRow.shape).sort());
    // The service is held by the price now: deleting it is refused, naming the price.
    const refused = await s.invoke(
      services.DeleteLogisticsValueAddedServicesQuotation,
      { Id: serviceIds[0]! },
      { token, lang: 'en-us' },
    );
    expect(refused.Code).toBe(4);
    expect(refused.Message).toContain('customer price “Relabel for all”');
    await s.invoke(available.DeleteAvailableQuotation, { Id: service.Data }, { token });
  });

  it('needs the named customers, and only customer accounts', async () => {
    const body = {
      Name: 'Named ones',
      Kind: QuotationKind.Storage,
      QuotationId: storageId,
      Scope: QuotationScope.Customers,
    };
    const none = await s.invoke(available.AddAvailableQuotation, body, { token, lang: 'en-us' });
    expect([none.Code, none.body.Data?.Field, none.Message]).toEqual([
      2,
      'CustomerIds',
      'Customers is required: a price for named customers needs at least one.',
    ]);
    const [admin] = await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    const staffNamed = await s.invoke(
      available.AddAvailableQuotation,
      { ...body, CustomerIds: [admin!.id] },
      { token },
    );
    expect([staffNamed.Code, staffNamed.body.Data?.Field]).toEqual([2, 'CustomerIds']);
    const named = await s.invoke(
      available.AddAvailableQuotation,
      { ...body, CustomerIds: [customer.customer2!, customer.customer1!, customer.customer1!] },
      { token },
    );
    expect(named.Code, named.Message).toBe(0);
    const detail = (await s.invoke(available.GetEditAvailableQuotation, { Id: named.Data }, { token })).Data;
    expect(detail.CustomerIds).toEqual([customer.customer1!, customer.customer2!].sort((a, b) => a - b));
    expect(detail.CustomerNames).toEqual(['customer1', 'customer2']);
    // For everyone again: the named customers go.
    const everyone = await s.invoke(
      available.EditAvailableQuotation,
      { ...body, Id: named.Data, Scope: QuotationScope.All, CustomerIds: [customer.customer1!] },
      { token },
    );
    expect(everyone.Code, everyone.Message).toBe(0);
    expect(
      (await s.invoke(available.GetEditAvailableQuotation, { Id: named.Data }, { token })).Data.CustomerIds,
    ).toEqual([]);
    await s.invoke(available.DeleteAvailableQuotation, { Id: named.Data }, { token });
  });

  it('refuses to delete a quotation a customer price names (Code 4), naming the price', async () => {
    const price = await s.invoke(
      available.AddAvailableQuotation,
      { Name: 'Cold room special', Kind: QuotationKind.Storage, QuotationId: storageId, Scope: QuotationScope.All },
      { token },
    );
    expect(price.Code, price.Message).toBe(0);
    const refused = await s.invoke(storage.DeleteStorageQuotation, { Id: storageId }, { token, lang: 'en-us' });
    expect(refused.Code).toBe(4);
    expect(refused.Message).toBe(
      '“Held by a price” cannot be deleted while customer price “Cold room special” uses it: change or delete that customer price first, or deactivate it instead.',
    );
    expect((await s.invoke(storage.GetEditStorageQuotation, { Id: storageId }, { token })).Data).toMatchObject({
      Name: 'Held by a price',
      CurrencyCode: 'CNY',
      PricePerDay: '12.50',
    });
    await s.invoke(available.DeleteAvailableQuotation, { Id: price.Data }, { token });
  });

  it('keeps a currency a quotation is in, naming the quotation, and answers amounts in its places', async () => {
    const made = await s.invoke(
      currencyCalls.EstablishCurrency,
      { Code: 'KRW', NameZhCn: '韩元', NameZhTw: '韓元', NameEn: 'Won', Decimals: 0, ExchangeRate: '0.0053' },
      { token },
    );
    expect(made.Code, made.Message).toBe(0);
    const quotation = await s.invoke(
      storage.AddStorageQuotation,
      { ...storageBody('Seoul cold room'), CurrencyId: made.Data, PricePerDay: '120' },
      { token },
    );
    const [row] = (await s.invoke(storage.GetStorageQuotations, { Content: 'Seoul cold room' }, { token })).Data;
    expect([row?.CurrencyCode, row?.PricePerDay]).toEqual(['KRW', '120']);
    const refused = await s.invoke(currencyCalls.DeleteCurrency, { Id: made.Data }, { token, lang: 'en-us' });
    expect(refused.Code).toBe(4);
    expect(refused.Message).toContain('storage quotation “Seoul cold room”');
    await s.invoke(storage.DeleteStorageQuotation, { Id: quotation.Data }, { token });
    expect((await s.invoke(currencyCalls.DeleteCurrency, { Id: made.Data }, { token })).Code).toBe(0);
  });

  it("keeps every price to its currency's places: Code 2 on the field, saying the places", async () => {
    const en = { token, lang: 'en-us' as const };
    const jpy = currency['Japanese Yen']!;
    const yen = await s.invoke(
      storage.AddStorageQuotation,
      { ...storageBody('Yen fraction'), CurrencyId: jpy, PricePerDay: '1500.5' },
      en,
    );
    expect([yen.Code, yen.body.Data?.Field]).toEqual([2, 'PricePerDay']);
    expect(yen.Message).toMatch(/has too many decimal places: enter a whole number/);
    const yuan = await s.invoke(
      warehousing.AddWarehousingQuotation,
      {
        Name: 'Yuan 3 places',
        WarehouseId: Object.values(warehouse)[0]!,
        CurrencyId: currency['Chinese Yuan']!,
        PerPackageSigned: '2',
        PerItemShelved: '0.5',
        PerInspection: '5.005',
        Rounding: 1,
      },
      en,
    );
    expect([yuan.Code, yuan.body.Data?.Field]).toEqual([2, 'PerInspection']);
    expect(yuan.Message).toMatch(/at most 2 decimal places/);
    const service = await s.invoke(
      services.AddLogisticsValueAddedServicesQuotation,
      { ...serviceBody('Yen service'), CurrencyId: jpy, Price: '0.5' },
      en,
    );
    expect([service.Code, service.body.Data?.Field]).toEqual([2, 'Price']);
    // A rule's own amount is in the base currency (CNY, 2 places); a percentage is no money.
    const rule = {
      Name: 'Per kg 4 places',
      Trigger: TriggerDataSource.Inspection,
      ExpenseTypeId: expense.Warehousing!,
      Source: TriggerRule.RuleAmount,
      Method: CalculationMethod.PerKg,
      Amount: '12.3456',
      Tax: TaxMethod.None,
      Settlement: 1,
      BillingMode: 2,
    };
    const perKg = await s.invoke(chargeRules.AddChargeRule, rule, en);
    expect([perKg.Code, perKg.body.Data?.Field]).toEqual([2, 'Amount']);
    const percent = await s.invoke(
      chargeRules.AddChargeRule,
      { ...rule, Method: CalculationMethod.Percentage, PercentOfExpenseTypeId: expense.Warehousing!, Amount: '2.125' },
      en,
    );
    expect(percent.Code, percent.Message).toBe(0);
    await s.invoke(chargeRules.DeleteChargeRule, { Id: percent.Data }, en);
    for (const name of ['Yen fraction', 'Yuan 3 places'])
      expect((await s.invoke(storage.GetStorageQuotations, { Content: name }, en)).Data).toEqual([]);
  });

  it('needs the base of a percentage, and keeps no base for another method', async () => {
    const body = {
      Name: 'Fuel surcharge',
      Trigger: TriggerDataSource.OrderPacked,
      ExpenseTypeId: expense.Freight!,
      Source: TriggerRule.RuleAmount,
      Method: CalculationMethod.Percentage,
      Amount: '5',
      Tax: TaxMethod.None,
      Settlement: 1,
      BillingMode: 1,
    };
    const without = await s.invoke(chargeRules.AddChargeRule, body, { token, lang: 'en-us' });
    expect([without.Code, without.body.Data?.Field, without.Message]).toEqual([
      2,
      'PercentOfExpenseTypeId',
      'Percentage of is required: a percentage needs the charge it is a share of.',
    ]);
    const made = await s.invoke(
      chargeRules.AddChargeRule,
      { ...body, PercentOfExpenseTypeId: expense.Freight! },
      { token },
    );
    expect(made.Code, made.Message).toBe(0);
    const rule = (await s.invoke(chargeRules.GetEditChargeRule, { Id: made.Data }, { token, lang: 'en-us' })).Data;
    expect([rule.PercentOfExpenseTypeId, rule.ExpenseTypeName, rule.Amount]).toEqual([expense.Freight, 'Freight', '5']);
    const fixed = await s.invoke(
      chargeRules.EditChargeRule,
      { ...body, Id: made.Data, Method: CalculationMethod.Fixed, PercentOfExpenseTypeId: expense.Freight! },
      { token },
    );
    expect(fixed.Code, fixed.Message).toBe(0);
    expect(
      (await s.invoke(chargeRules.GetEditChargeRule, { Id: made.Data }, { token })).Data.PercentOfExpenseTypeId,
    ).toBe(null);
    // An expense type a rule bills as is not deleted.
    const type = await s.invoke(
      expenseTypeCalls.AddExpenseType,
      { Name: 'Fuel', Code: 'FUEL', DisplayOrder: 90 },
      { token },
    );
    await s.invoke(
      chargeRules.EditChargeRule,
      { ...body, Id: made.Data, PercentOfExpenseTypeId: type.Data },
      { token },
    );
    const inUse = await s.invoke(expenseTypeCalls.DeleteExpenseType, { Id: type.Data }, { token, lang: 'en-us' });
    expect(inUse.Code).toBe(4);
    expect(inUse.Message).toContain('charge rule “Fuel surcharge”');
  });
});

describe('prices: what each customer sees', () => {
  let onlyForOne: number;
  beforeAll(async () => {
    onlyForOne = (
      await s.invoke(
        available.AddAvailableQuotation,
        {
          Name: 'Cold room for customer1 only',
          Kind: QuotationKind.Storage,
          QuotationId: storageId,
          Scope: QuotationScope.Customers,
          CustomerIds: [customer.customer1!],
        },
        { token },
      )
    ).Data;
  });

  it('lists for staff the prices that apply to a customer', async () => {
    const forCustomer = async (name: string) =>
      (await s.invoke(available.GetAvailableQuotations, { CustomerId: customer[name]!, rows: 100 }, { token })).Data;
    const one = await forCustomer('customer1');
    const two = await forCustomer('customer2');
    expect(one.find((r) => r.Id === onlyForOne)?.CustomerNames).toEqual(['customer1']);
    expect(two.some((r) => r.Id === onlyForOne)).toBe(false);
    expect(two.every((r) => r.Scope === QuotationScope.All)).toBe(true);
    const all = (await s.invoke(available.GetAvailableQuotations, { rows: 100 }, { token })).Data;
    expect(all.filter((r) => r.Scope === QuotationScope.All).length).toBe(two.length);
  });

  it('shows a customer their prices, their own marked, and never another customer’s or who else has one', async () => {
    const mine = async (name: string) => {
      const r = await s.invoke(
        userPrices.GetUserAvailableQuotations,
        { rows: 100 },
        {
          token: (await s.signIn(name)).AccessToken,
          lang: 'en-us',
        },
      );
      expect(r.Code, r.Message).toBe(0);
      return r;
    };
    const one = await mine('customer1');
    const two = await mine('customer2');
    expect(one.Data.find((r) => r.Id === onlyForOne)).toMatchObject({
      Special: true,
      QuotationName: 'Held by a price',
      Target: Object.keys(warehouse)[0],
      CurrencyCode: 'CNY',
      KindName: 'Storage',
    });
    expect(two.Data.some((r) => r.Id === onlyForOne)).toBe(false);
    expect(two.Data.every((r) => !r.Special)).toBe(true);
    // The demo freight price made for customer1 alone is theirs only.
    expect(one.Data.some((r) => r.QuotationName === 'EMS Air Express for Customer One' && r.Special)).toBe(true);
    expect(two.Data.some((r) => r.QuotationName === 'EMS Air Express for Customer One')).toBe(false);
    // No customer's name travels to another customer, and a row is its declared fields only.
    expect(JSON.stringify(two.body)).not.toMatch(/customer1/i);
    expect(JSON.stringify(one.body)).not.toMatch(/customer2/i);
    for (const r of [...one.Data, ...two.Data])
      expect(Object.keys(r).sort()).toEqual(Object.keys(UserAvailableQuotationRow.shape).sort());
    expect(two.Total).toBe(two.Data.length);
    const storageOnly = await s.invoke(
      userPrices.GetUserAvailableQuotations,
      { Kind: QuotationKind.Storage, rows: 100 },
      { token: (await s.signIn('customer1')).AccessToken },
    );
    expect(storageOnly.Data.length).toBeGreaterThan(0);
    expect(storageOnly.Data.every((r) => r.Kind === QuotationKind.Storage)).toBe(true);
  });

  it('gives a customer the figures of their own prices, and no other customer’s', async () => {
    const figures = async (name: string, Id: number, lang: 'en-us' | 'zh-cn' = 'en-us') =>
      s.invoke(userPrices.GetUserAvailableQuotationById, { Id }, { token: (await s.signIn(name)).AccessToken, lang });
    const own = await figures('customer1', onlyForOne);
    expect(own.Code, own.Message).toBe(0);
    expect(own.Data).toMatchObject({
      Id: onlyForOne,
      Special: true,
      CurrencyCode: 'CNY',
      Storage: { FreeDays: 30, ChargeBasis: StorageChargeBasis.Volume, PricePerDay: '12.50' },
      Transfer: null,
      Warehousing: null,
      Service: null,
    });
    expect(Object.keys(own.Data).sort()).toEqual(Object.keys(UserAvailableQuotationDetail.shape).sort());
    // customer2 is not named: the price is not found for them, as one that does not exist.
    const other = await figures('customer2', onlyForOne);
    expect(other.Code).toBe(3);
    expect(JSON.stringify(other.body)).not.toMatch(/customer1|Held by a price/i);

    // The demo freight price made for customer1: its lines with the countries by name, in the reader's language.
    const list = (
      await s.invoke(
        userPrices.GetUserAvailableQuotations,
        { rows: 100 },
        { token: (await s.signIn('customer1')).AccessToken },
      )
    ).Data;
    const freight = list.find((r) => r.QuotationName === 'EMS Air Express for Customer One')!;
    const en = (await figures('customer1', freight.Id)).Data;
    const zh = (await figures('customer1', freight.Id, 'zh-cn')).Data;
    expect(en.Transfer!.Lines.length).toBeGreaterThan(0);
    const line = en.Transfer!.Lines[0]!;
    expect(line.Countries.length).toBeGreaterThan(0);
    expect(line.Countries.every((n) => /^[A-Za-z ,.'()-]+$/.test(n))).toBe(true);
    expect(zh.Transfer!.Lines[0]!.Countries.some((n) => /[\u4e00-\u9fff]/.test(n))).toBe(true);
    // Money in the currency's places; every line has its first weight and steps or its brackets.
    for (const l of en.Transfer!.Lines) {
      expect(l.FirstPrice !== undefined || l.Brackets.length > 0).toBe(true);
      if (l.FirstPrice) expect(l.FirstPrice).toMatch(/^\d+\.\d{2}$/);
    }
    expect((await figures('customer2', freight.Id)).Code).toBe(3);
  });

  it('gives a price for a customer organisation to its customers and those of the organisations under it', async () => {
    const org = async (Name: string, ParentId?: number) => {
      const r = await s.invoke(organizeCalls.EstablishUserOrganizes, { Name, ParentId }, { token });
      expect(r.Code, r.Message).toBe(0);
      return r.Data as number;
    };
    const wholesale = await org('Wholesale customers');
    const south = await org('Wholesale south', wholesale);
    const other = await org('Retail customers');
    // customer2 is in an organisation under Wholesale; customer1 in none.
    await s.deps.db.update(users).set({ organizeId: south }).where(eq(users.id, customer.customer2!));
    const body = {
      Name: 'Cold room for wholesale',
      Kind: QuotationKind.Storage,
      QuotationId: storageId,
      Scope: QuotationScope.Organization,
    };
    // The organisation is required, and must be a customer organisation.
    const missing = await s.invoke(available.AddAvailableQuotation, body, { token, lang: 'en-us' });
    expect([missing.Code, missing.Message]).toEqual([
      2,
      'Organisation is required: a price for a customer organisation needs the organisation.',
    ]);
    const id = (await s.invoke(available.AddAvailableQuotation, { ...body, OrganizeId: wholesale }, { token })).Data;
    const listed = async (name: string) =>
      (
        await s.invoke(
          userPrices.GetUserAvailableQuotations,
          { rows: 100 },
          { token: (await s.signIn(name)).AccessToken },
        )
      ).Data;
    expect((await listed('customer2')).find((r) => r.Id === id)).toMatchObject({ Special: true });
    expect((await listed('customer1')).some((r) => r.Id === id)).toBe(false);
    // Staff read which customers it is for, and the organisation's name on the row.
    const row = (
      await s.invoke(available.GetAvailableQuotations, { CustomerId: customer.customer2!, rows: 100 }, { token })
    ).Data.find((r) => r.Id === id);
    expect(row).toMatchObject({ OrganizeId: wholesale, OrganizeName: 'Wholesale customers', CustomerNames: [] });
    // Moved to another organisation, customer2 no longer has it.
    await s.deps.db.update(users).set({ organizeId: other }).where(eq(users.id, customer.customer2!));
    expect((await listed('customer2')).some((r) => r.Id === id)).toBe(false);
    // The organisation a price names is not deleted, and the refusal names the price.
    const refused = await s.invoke(organizeCalls.DeleteUserOragnizes, { Id: wholesale }, { token });
    expect(refused.Code).toBe(4);
    await s.deps.db.update(users).set({ organizeId: null }).where(eq(users.id, customer.customer2!));
    // Scope changed to everyone: the organisation is dropped with it.
    await s.invoke(
      available.EditAvailableQuotation,
      { ...body, Id: id, Scope: QuotationScope.All, OrganizeId: wholesale },
      { token },
    );
    const edited = (await s.invoke(available.GetEditAvailableQuotation, { Id: id }, { token })).Data;
    expect(edited.OrganizeId).toBeNull();
    await s.invoke(available.DeleteAvailableQuotation, { Id: id }, { token });
    expect((await s.invoke(organizeCalls.DeleteUserOragnizes, { Id: south }, { token })).Code).toBe(0);
  });

  it('hides a deactivated quotation’s price from the customer', async () => {
    const q = (await s.invoke(storage.GetEditStorageQuotation, { Id: storageId }, { token })).Data;
    await s.invoke(
      storage.EditStorageQuotation,
      { ...storageBody('Held by a price'), Id: storageId, IsDeactivate: true },
      { token },
    );
    const c1 = (await s.signIn('customer1')).AccessToken;
    const seen = (await s.invoke(userPrices.GetUserAvailableQuotations, { rows: 100 }, { token: c1 })).Data;
    expect(seen.some((r) => r.Id === onlyForOne)).toBe(false);
    await s.invoke(
      storage.EditStorageQuotation,
      { ...storageBody('Held by a price'), Id: storageId, IsDeactivate: q.IsDeactivate },
      { token },
    );
  });

  it('refuses a customer the staff screens and the customer list', async () => {
    const c2 = (await s.signIn('customer2')).AccessToken;
    expect((await s.call('Select/GetCustomer', {}, { token: c2 })).status).toBe(403);
    expect((await s.invoke(available.GetAvailableQuotations, {}, { token: c2 })).status).toBe(403);
    expect((await s.invoke(available.GetEditAvailableQuotation, { Id: onlyForOne }, { token: c2 })).status).toBe(403);
    // Any staff member may open it (permission-free), the clerk as well as the administrator.
    const clerk = (await s.signIn('clerk')).AccessToken;
    const names = Object.keys(await options('Customer', clerk));
    expect(names).toEqual(expect.arrayContaining(['customer1', 'customer2']));
    expect(names).not.toContain('admin');
  });
});

describe('prices: the option lists', () => {
  it('answers the lists the price forms pick from', async () => {
    const c1 = (await s.signIn('customer1')).AccessToken;
    const currencies = (await s.call('Select/GetCurrency', {}, { token, lang: 'en-us' })).Data;
    expect(currencies[0]).toMatchObject({ Name: 'Chinese Yuan', Code: 'CNY', Decimals: 2 });
    const types = (await s.call('Select/GetExpenseType', {}, { token, lang: 'zh-tw' })).Data;
    expect(types[0]).toMatchObject({ Name: '運費', Code: 'FREIGHT' });
    expect(Object.keys(warehouse).length).toBeGreaterThan(0);
    expect(Object.values(await options('ValueAddedService'))).toEqual(expect.arrayContaining(serviceIds));
    for (const [list, count] of [
      ['PriceRounding', 2],
      ['FreightPricingMode', 2],
      ['StorageChargeBasis', 2],
      ['ServicePricing', 3],
      ['CalculationMethod', 5],
      ['TriggerDataSource', 6],
      ['TriggerRule', 2],
      ['TaxMethods', 3],
      ['SettlementCycleTypes', 3],
      ['BillingMode', 2],
      ['QuotationKind', 4],
      ['QuotationScope', 3],
    ] as const) {
      for (const lang of ['zh-cn', 'zh-tw', 'en-us']) {
        const r = await s.call(`Select/Get${list}`, {}, { token: c1, lang });
        expect([list, lang, r.Code, r.Data.length]).toEqual([list, lang, 0, count]);
      }
    }
  });
});
