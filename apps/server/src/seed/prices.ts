import {
  BillingMode,
  CalculationMethod,
  FreightPricingMode,
  OrganizeClassification,
  PriceRoundingMode,
  QuotationKind,
  QuotationScope,
  SettlementCycle,
  StorageChargeBasis,
  TaxMethod,
  type Texts,
  TriggerDataSource,
  TriggerRule,
  t3,
} from '@wms/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import {
  availableQuotationCustomers,
  availableQuotations,
  type BracketJson,
  chargeRules,
  organizes,
  storageQuotations,
  transferQuotationCountries,
  transferQuotationLines,
  transferQuotations,
  users,
  valueAddedServiceGroupingItems,
  valueAddedServiceGroupings,
  valueAddedServices,
  warehousingQuotations,
} from '../db/schema/index.js';

/** One line of a demo freight quotation: its countries (a zone when named) and its prices. */
type Destination = 'HK' | 'US' | 'GB' | 'JP' | 'AU';
type DemoLine = {
  zone?: string;
  to: Destination[];
  first?: [weight: string, price: string];
  step?: [weight: string, price: string];
  brackets?: BracketJson[];
  minimum?: string;
};
type DemoFreight = {
  name: string;
  channel: 'EMS_AIR' | 'SF_ASIA' | 'DEMO_ECO';
  currency: 'CNY' | 'HKD';
  mode: number;
  rounding: number;
  lines: DemoLine[];
  /** Who the customer price is for: everyone, or customer1 alone (a special price). */
  for: 'all' | 'customer1';
};

/** Freight for the demo channels (seed/channels.ts): first weight and steps by country and by
 * zone, weight brackets, and a special price of customer1's that undercuts the standard one. */
const FREIGHT: DemoFreight[] = [
  {
    name: 'EMS Air Express standard',
    channel: 'EMS_AIR',
    currency: 'CNY',
    mode: FreightPricingMode.Steps,
    rounding: PriceRoundingMode.Decimals,
    for: 'all',
    lines: [
      { to: ['HK'], first: ['0.5', '30'], step: ['0.5', '8'] },
      { zone: 'Asia Pacific', to: ['JP', 'AU'], first: ['0.5', '60'], step: ['0.5', '15'] },
      { zone: 'Europe and America', to: ['US', 'GB'], first: ['0.5', '90'], step: ['0.5', '25'], minimum: '100' },
    ],
  },
  {
    name: 'SF Asia Express brackets',
    channel: 'SF_ASIA',
    currency: 'HKD',
    mode: FreightPricingMode.Brackets,
    rounding: PriceRoundingMode.Up,
    for: 'all',
    lines: [
      {
        to: ['HK'],
        brackets: [
          { UpTo: '1', Price: '38', PerKg: false },
          { UpTo: '5', Price: '24.5', PerKg: true },
          { UpTo: '30', Price: '19.8', PerKg: true },
        ],
      },
      {
        to: ['JP'],
        brackets: [
          { UpTo: '1', Price: '78', PerKg: false },
          { UpTo: '5', Price: '49.5', PerKg: true },
          { UpTo: '30', Price: '41', PerKg: true },
        ],
      },
    ],
  },
  {
    name: 'Economy line standard',
    channel: 'DEMO_ECO',
    currency: 'CNY',
    mode: FreightPricingMode.Steps,
    rounding: PriceRoundingMode.Decimals,
    for: 'all',
    lines: [
      { zone: 'Economy destinations', to: ['US', 'GB', 'AU'], first: ['1', '45'], step: ['1', '18'], minimum: '60' },
    ],
  },
  {
    name: 'EMS Air Express for Customer One',
    channel: 'EMS_AIR',
    currency: 'CNY',
    mode: FreightPricingMode.Steps,
    rounding: PriceRoundingMode.Decimals,
    for: 'customer1',
    lines: [{ zone: 'All destinations', to: ['HK', 'US', 'GB', 'JP', 'AU'], first: ['0.5', '25'], step: ['0.5', '7'] }],
  },
];

/**
 * The demo prices (docs/domain.md, "Prices"): freight quotations for the demo channels with a
 * customer price each (one of them customer1's alone), storage and warehousing quotations for
 * both demo warehouses, four value-added services in two groupings, the customer prices of all of
 * them, and the charge rules that bill signing, shelving and storage. After the channels, the
 * warehouses and the demo accounts. Set-up records only: a few multi-row statements, since every
 * server test starts from a seeded database.
 */
export async function seedPrices(tx: Queryable): Promise<void> {
  // Every id it needs, in one statement: `<table>:<code>` -> id.
  const found = await tx.execute<{ key: string; id: number }>(sql`
    select 'channel:' || code as key, id from shipping_types where code in ('EMS_AIR', 'SF_ASIA', 'DEMO_ECO')
    union all select 'country:' || code, id from countries where code in ('HK', 'US', 'GB', 'JP', 'AU')
    union all select 'currency:' || code, id from currencies where code in ('CNY', 'HKD')
    union all select 'warehouse:' || code, id from warehouses where code in ('SZ01', 'HK01')
    union all select 'expense:' || code, id from expense_types
      where code in ('STORAGE', 'WAREHOUSING', 'VALUE_ADDED', 'REPACK', 'PHOTO')
    union all select 'user:' || user_name, id from users where user_name = 'customer1'`);
  const ids = new Map(found.rows.map((r) => [r.key, r.id]));
  const idsOf = <K extends string>(table: string, codes: readonly K[]) =>
    Object.fromEntries(
      codes.map((code) => {
        const id = ids.get(`${table}:${code}`);
        if (id === undefined) throw new Error(`seedPrices: no ${table} ${code}`);
        return [code, id];
      }),
    ) as Record<K, number>;
  const channel = idsOf('channel', ['EMS_AIR', 'SF_ASIA', 'DEMO_ECO'] as const);
  const country = idsOf('country', ['HK', 'US', 'GB', 'JP', 'AU'] as const);
  const currency = idsOf('currency', ['CNY', 'HKD'] as const);
  const warehouse = idsOf('warehouse', ['SZ01', 'HK01'] as const);
  const expense = idsOf('expense', ['STORAGE', 'WAREHOUSING', 'VALUE_ADDED', 'REPACK', 'PHOTO'] as const);
  const user = idsOf('user', ['customer1'] as const);

  // Freight: the quotations, their lines, and each line's countries.
  const freight = await tx
    .insert(transferQuotations)
    .values(
      FREIGHT.map((q) => ({
        name: q.name,
        typeOfShippingId: channel[q.channel],
        currencyId: currency[q.currency],
        pricingMode: q.mode,
        rounding: q.rounding,
      })),
    )
    .returning({ id: transferQuotations.id });
  const lines = FREIGHT.flatMap((q, i) => q.lines.map((l, line) => ({ q: freight[i]!.id, line, l })));
  const lineRows = await tx
    .insert(transferQuotationLines)
    .values(
      lines.map(({ q, line, l }) => ({
        quotationId: q,
        line,
        zoneName: l.zone ?? '',
        firstWeight: l.first?.[0] ?? null,
        firstPrice: l.first?.[1] ?? null,
        stepWeight: l.step?.[0] ?? null,
        stepPrice: l.step?.[1] ?? null,
        brackets: l.brackets ?? [],
        minimumCharge: l.minimum ?? '0',
      })),
    )
    .returning({ id: transferQuotationLines.id });
  await tx
    .insert(transferQuotationCountries)
    .values(
      lines.flatMap(({ q, l }, i) =>
        l.to.map((c) => ({ quotationId: q, lineId: lineRows[i]!.id, countryId: country[c] })),
      ),
    );

  // Storage and warehousing for both warehouses.
  const storage = await tx
    .insert(storageQuotations)
    .values([
      {
        name: 'Shenzhen storage',
        warehouseId: warehouse.SZ01,
        currencyId: currency.CNY,
        freeDays: 30,
        chargeBasis: StorageChargeBasis.Volume,
        pricePerDay: '3.5',
        rounding: PriceRoundingMode.Decimals,
        remarks: 'Per m³ a day after 30 free days',
      },
      {
        name: 'Hong Kong storage',
        warehouseId: warehouse.HK01,
        currencyId: currency.HKD,
        freeDays: 14,
        chargeBasis: StorageChargeBasis.Weight,
        pricePerDay: '0.05',
        rounding: PriceRoundingMode.Up,
        remarks: 'Per kg a day after 14 free days',
      },
    ])
    .returning({ id: storageQuotations.id, name: storageQuotations.name });
  const warehousing = await tx
    .insert(warehousingQuotations)
    .values([
      {
        name: 'Shenzhen warehousing',
        warehouseId: warehouse.SZ01,
        currencyId: currency.CNY,
        perPackageSigned: '2',
        perItemShelved: '0.5',
        perInspection: '5',
        rounding: PriceRoundingMode.Decimals,
      },
      {
        name: 'Hong Kong warehousing',
        warehouseId: warehouse.HK01,
        currencyId: currency.HKD,
        perPackageSigned: '3',
        perItemShelved: '0.8',
        perInspection: '6',
        rounding: PriceRoundingMode.Decimals,
      },
    ])
    .returning({ id: warehousingQuotations.id, name: warehousingQuotations.name });

  // Value-added services: repacking on its own (single choice), protection and photos together.
  const services = await tx
    .insert(valueAddedServices)
    .values([
      {
        name: 'Repack into a new carton',
        expenseTypeId: expense.REPACK,
        currencyId: currency.CNY,
        method: CalculationMethod.PerPiece,
        price: '10',
        explain: 'Goods moved into a new, sturdier carton',
      },
      {
        name: 'Bubble wrap',
        expenseTypeId: expense.VALUE_ADDED,
        currencyId: currency.CNY,
        method: CalculationMethod.PerPiece,
        price: '3',
        explain: 'Each item wrapped in bubble film',
      },
      {
        name: 'Corner protectors',
        expenseTypeId: expense.VALUE_ADDED,
        currencyId: currency.CNY,
        method: CalculationMethod.Fixed,
        price: '8',
        explain: 'Cardboard corners on the outer carton',
      },
      {
        name: 'Photos of the contents',
        expenseTypeId: expense.PHOTO,
        currencyId: currency.CNY,
        method: CalculationMethod.Fixed,
        price: '5',
        explain: 'Three photos of the goods before packing',
      },
    ])
    .returning({ id: valueAddedServices.id, name: valueAddedServices.name });
  const [repack, protect] = await tx
    .insert(valueAddedServiceGroupings)
    .values([
      {
        name: 'Repacking',
        multipleChoice: false,
        expenseTypeId: expense.REPACK,
        explain: 'Choose whether the goods go into a new carton',
      },
      {
        name: 'Protection and photos',
        multipleChoice: true,
        expenseTypeId: expense.VALUE_ADDED,
        explain: 'Take any of them',
      },
    ])
    .returning({ id: valueAddedServiceGroupings.id });
  await tx
    .insert(valueAddedServiceGroupingItems)
    .values([
      { groupingId: repack!.id, serviceId: services[0]!.id },
      ...services.slice(1).map((s) => ({ groupingId: protect!.id, serviceId: s.id })),
    ]);

  // Customer prices: every quotation and service for everyone, but customer1's special freight.
  const everyone = { scope: QuotationScope.All };
  const prices = await tx
    .insert(availableQuotations)
    .values([
      ...FREIGHT.map((q, i) => ({
        name: q.for === 'all' ? `${q.name} for everyone` : `${q.name} (special)`,
        kind: QuotationKind.Transfer,
        transferQuotationId: freight[i]!.id,
        scope: q.for === 'all' ? QuotationScope.All : QuotationScope.Customers,
      })),
      ...storage.map((q) => ({
        name: `${q.name} for everyone`,
        kind: QuotationKind.Storage,
        storageQuotationId: q.id,
        ...everyone,
      })),
      ...warehousing.map((q) => ({
        name: `${q.name} for everyone`,
        kind: QuotationKind.Warehousing,
        warehousingQuotationId: q.id,
        ...everyone,
      })),
      ...services.map((s) => ({
        name: `${s.name} for everyone`,
        kind: QuotationKind.ValueAddedService,
        valueAddedServiceId: s.id,
        ...everyone,
      })),
    ])
    .returning({ id: availableQuotations.id, scope: availableQuotations.scope });
  await tx
    .insert(availableQuotationCustomers)
    .values(
      prices
        .filter((p) => p.scope === QuotationScope.Customers)
        .map((p) => ({ availableId: p.id, userId: user.customer1 })),
    );

  // A customer organisation with its own storage price: customer1 is one of the wholesale
  // customers, who store 60 days free in Shenzhen.
  const [wholesale] = await tx
    .insert(organizes)
    .values({
      classification: OrganizeClassification.User,
      name: 'Wholesale customers',
      remarks: 'Demo customer group',
    })
    .returning({ id: organizes.id });
  await tx.update(users).set({ organizeId: wholesale!.id }).where(eq(users.id, user.customer1));
  const [wholesaleStorage] = await tx
    .insert(storageQuotations)
    .values({
      name: 'Shenzhen storage for wholesale',
      warehouseId: warehouse.SZ01,
      currencyId: currency.CNY,
      freeDays: 60,
      chargeBasis: StorageChargeBasis.Volume,
      pricePerDay: '3',
      rounding: PriceRoundingMode.Decimals,
      remarks: 'Per m³ a day after 60 free days',
    })
    .returning({ id: storageQuotations.id });
  await tx.insert(availableQuotations).values({
    name: 'Shenzhen storage for wholesale customers',
    kind: QuotationKind.Storage,
    storageQuotationId: wholesaleStorage!.id,
    scope: QuotationScope.Organization,
    organizeId: wholesale!.id,
  });

  // Which events cost what: signing and shelving at the warehouse's warehousing quotation, each
  // storage day at its storage quotation.
  // Each rule is named in the three languages, as seeded reference rows are (db/schema/_columns.ts,
  // `nameI18n`; the migration 0015 names the same rules of a database seeded before).
  const named = (names: Texts) => ({ name: names['en-us'], nameI18n: names });
  const rule = {
    source: TriggerRule.FromQuotation,
    method: CalculationMethod.PerPiece,
    tax: TaxMethod.None,
    settlement: SettlementCycle.EachTime,
    billingMode: BillingMode.Deduct,
  };
  await tx.insert(chargeRules).values([
    {
      ...rule,
      ...named(t3('包裹签收', '包裹簽收', 'Parcel signed')),
      trigger: TriggerDataSource.PackageSigned,
      expenseTypeId: expense.WAREHOUSING,
      remarks: "Per parcel signed, at the warehouse's warehousing quotation",
    },
    {
      ...rule,
      ...named(t3('包裹上架', '包裹上架', 'Parcel shelved')),
      trigger: TriggerDataSource.ItemShelved,
      expenseTypeId: expense.WAREHOUSING,
      remarks: "Per item shelved, at the warehouse's warehousing quotation",
    },
    {
      ...rule,
      ...named(t3('每日仓储', '每日倉儲', 'Storage day')),
      trigger: TriggerDataSource.StorageDay,
      expenseTypeId: expense.STORAGE,
      method: CalculationMethod.PerM3,
      billingMode: BillingMode.Owe,
      settlement: SettlementCycle.Monthly,
      remarks: "Each day after the free days, at the warehouse's storage quotation",
    },
  ]);
}
