import {
  AccountType,
  convert,
  customsFormFor,
  type EstablishLogisticsOrderBody,
  type Lang,
  Money,
  OrderDelivery,
  OrderLineKind,
  orderTypeOf,
  packageFlow,
} from '@wms/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import type { OrderAddress } from '../../../db/schema/index.js';
import {
  commodities,
  countries,
  currencies,
  declarantInformations,
  inventories,
  logisticsOrderLines,
  logisticsOrders,
  packages,
  recipientInformations,
  selfPickupAddresses,
  shippingTypes,
  valueAddedServiceGroupingItems,
  valueAddedServiceGroupings,
  valueAddedServices,
  warehouses,
} from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { writeOwner } from '../../../platform/owner-scope.js';
import { stateName } from '../../../platform/transition.js';
import { checkCustomer } from '../../inbound/receiving/repository.js';
import { freightTrialService } from '../../money/freight-trial/service.js';
import { regionService } from '../../reference/region/service.js';

// What an order form may hold (docs/domain.md, "Orders"): every rule the customer can fix is
// Code 2 on the field, checked before anything is written. The database keeps the one rule a
// check cannot hold under concurrency (one open order per parcel: a partial unique index).

/** An order as the checks resolved it: what the insert writes. */
export interface CheckedOrder {
  ownerId: number;
  warehouseId: number;
  orderType: number;
  delivery: number;
  recipientInformationId: number | null;
  selfPickupAddressId: number | null;
  declarantInformationId: number | null;
  address: OrderAddress;
  countryId: number;
  shippingTypeId: number;
  cargoTypeIds: number[];
  customsCategory: number | null;
  customsForm: number;
  declaredCurrencyId: number | null;
  declaredValue: string;
  estimatedFreight: string;
  estimatedCurrencyId: number | null;
  remarks: string;
}

/** The states a parcel may be ordered in: forecast (it waits for it), signed and not yet shelved,
 * shelved. Outbound and signed-for parcels are gone. */
const ORDERABLE = [
  packageFlow.state.NotReceived,
  packageFlow.state.ToBeCompleted,
  packageFlow.state.Completed,
  packageFlow.state.Shippable,
];

/** The available stock of commodities in a warehouse, on its shelves. */
export async function availableIn(tx: Queryable, warehouseId: number, commodityIds: number[]) {
  if (!commodityIds.length) return new Map<number, number>();
  const rows = await tx
    .select({ id: inventories.commodityId, n: sql<number>`sum(${inventories.available})::int` })
    .from(inventories)
    .where(
      and(
        eq(inventories.warehouseId, warehouseId),
        inArray(inventories.commodityId, commodityIds),
        sql`${inventories.shelfId} is not null`,
      ),
    )
    .groupBy(inventories.commodityId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function checkLines(
  tx: Queryable,
  b: EstablishLogisticsOrderBody,
  ownerId: number,
  lang: Lang,
  exceptId?: number,
) {
  const seen = new Map<string, number>();
  b.Lines.forEach((l, i) => {
    if (l.Kind === OrderLineKind.ReturnOrder) throw invalid(`Lines.${i}.ReturnOrderId`, 'orders.returnsNotYet');
    const field = l.Kind === OrderLineKind.Package ? 'PackageId' : 'CommodityId';
    const id = l.Kind === OrderLineKind.Package ? l.PackageId : l.CommodityId;
    if (id === undefined) throw invalid(`Lines.${i}.${field}`, 'validation.required');
    if (l.Kind === OrderLineKind.Commodity && l.Quantity === undefined)
      throw invalid(`Lines.${i}.Quantity`, 'validation.required');
    const key = `${l.Kind}:${id}`;
    if (seen.has(key)) throw invalid(`Lines.${i}.${field}`, 'orders.lineTwice');
    seen.set(key, i);
  });
  const parcelIds = b.Lines.flatMap((l) => (l.Kind === OrderLineKind.Package ? [l.PackageId!] : []));
  if (parcelIds.length) {
    const found = new Map(
      (
        await tx
          .select({
            id: packages.id,
            number: packages.number,
            owner: packages.ownerId,
            warehouse: packages.warehouseId,
            status: packages.status,
          })
          .from(packages)
          .where(inArray(packages.id, parcelIds))
      ).map((p) => [p.id, p]),
    );
    for (const id of parcelIds) {
      const i = seen.get(`${OrderLineKind.Package}:${id}`)!;
      const p = found.get(id);
      if (!p || p.owner !== ownerId || p.warehouse !== b.WarehouseId)
        throw invalid(`Lines.${i}.PackageId`, 'orders.parcelNotOwn');
      if (!ORDERABLE.includes(p.status as (typeof ORDERABLE)[number]))
        throw invalid(`Lines.${i}.PackageId`, 'orders.parcelNotShippable', {
          number: p.number,
          state: stateName(packageFlow, p.status, lang),
        });
    }
    const [taken] = await tx
      .select({ packageId: logisticsOrderLines.packageId, order: logisticsOrders.number })
      .from(logisticsOrderLines)
      .innerJoin(logisticsOrders, eq(logisticsOrders.id, logisticsOrderLines.orderId))
      .where(
        and(
          inArray(logisticsOrderLines.packageId, parcelIds),
          eq(logisticsOrderLines.kind, OrderLineKind.Package),
          eq(logisticsOrderLines.active, true),
          exceptId === undefined ? undefined : ne(logisticsOrderLines.orderId, exceptId),
        ),
      )
      .limit(1);
    if (taken) {
      throw invalid(
        `Lines.${seen.get(`${OrderLineKind.Package}:${taken.packageId}`)}.PackageId`,
        'orders.parcelOnOrder',
        {
          number: found.get(taken.packageId!)!.number,
          order: taken.order,
        },
      );
    }
  }
  const stock = b.Lines.flatMap((l, i) => (l.Kind === OrderLineKind.Commodity ? [{ ...l, i }] : []));
  const goods = { weight: Money.zero, length: '0', width: '0', height: '0' };
  if (stock.length) {
    const ids = stock.map((l) => l.CommodityId!);
    const own = new Map(
      (
        await tx
          .select({
            id: commodities.id,
            code: commodities.code,
            weight: commodities.grossWeight,
            length: commodities.length,
            width: commodities.width,
            height: commodities.height,
          })
          .from(commodities)
          .where(and(inArray(commodities.id, ids), eq(commodities.ownerId, ownerId)))
      ).map((c) => [c.id, c]),
    );
    const available = await availableIn(tx, b.WarehouseId, ids);
    for (const l of stock) {
      const c = own.get(l.CommodityId!);
      if (!c) throw invalid(`Lines.${l.i}.CommodityId`, 'inbound.unknownCommodity');
      const have = available.get(c.id) ?? 0;
      if (l.Quantity! > have)
        throw invalid(`Lines.${l.i}.Quantity`, 'orders.notEnoughStock', {
          code: c.code,
          available: have,
          need: l.Quantity,
        });
      goods.weight = goods.weight.plus(Money.of(c.weight).times(l.Quantity!));
      for (const side of ['length', 'width', 'height'] as const)
        if (Money.of(c[side]).compare(goods[side]) > 0) goods[side] = c[side];
    }
  }
  if (parcelIds.length) {
    const [p] = await tx
      .select({
        weight: sql<string>`coalesce(sum(${packages.weight}), 0)::text`,
        length: sql<string>`coalesce(max(${packages.length}), 0)::text`,
        width: sql<string>`coalesce(max(${packages.width}), 0)::text`,
        height: sql<string>`coalesce(max(${packages.height}), 0)::text`,
      })
      .from(packages)
      .where(inArray(packages.id, parcelIds));
    goods.weight = goods.weight.plus(p!.weight);
    for (const side of ['length', 'width', 'height'] as const)
      if (Money.of(p![side]).compare(goods[side]) > 0) goods[side] = p![side];
  }
  return goods;
}

/** Where the order goes: the owner's recipient or an active self-pickup point, as it is now. */
async function destination(tx: Queryable, deps: Deps, b: EstablishLogisticsOrderBody, ownerId: number, lang: Lang) {
  if (b.Delivery === OrderDelivery.SelfPickup) {
    if (b.SelfPickupAddressId === undefined) throw invalid('SelfPickupAddressId', 'validation.required');
    const [p] = await tx
      .select({
        id: selfPickupAddresses.id,
        countryId: selfPickupAddresses.countryId,
        code: countries.code,
        regionId: selfPickupAddresses.regionId,
        contact: selfPickupAddresses.contact,
        siteName: selfPickupAddresses.siteName,
        phone: selfPickupAddresses.phone,
        address: selfPickupAddresses.address,
      })
      .from(selfPickupAddresses)
      .innerJoin(countries, eq(countries.id, selfPickupAddresses.countryId))
      .where(and(eq(selfPickupAddresses.id, b.SelfPickupAddressId), eq(selfPickupAddresses.isDeactivate, false)));
    if (!p) throw invalid('SelfPickupAddressId', 'validation.unknownChoice');
    return {
      countryId: p.countryId,
      address: await addressOf(deps, lang, p.regionId, {
        Contacts: p.contact || p.siteName,
        Phone: p.phone,
        CountryCode: p.code,
        DetailedAddress: p.address,
        Postcode: '',
      }),
    };
  }
  if (b.RecipientInformationId === undefined) throw invalid('RecipientInformationId', 'validation.required');
  const r = recipientInformations;
  const [p] = await tx
    .select({
      countryId: r.countryId,
      code: countries.code,
      regionId: r.regionId,
      contact: r.contactName,
      phone: r.phone,
      address: r.detailedAddress,
      postcode: r.postcode,
    })
    .from(r)
    .innerJoin(countries, eq(countries.id, r.countryId))
    .where(and(eq(r.id, b.RecipientInformationId), eq(r.ownerId, ownerId), eq(r.isDeactivate, false)));
  if (!p) throw invalid('RecipientInformationId', 'orders.notOwnEntry');
  return {
    countryId: p.countryId,
    address: await addressOf(deps, lang, p.regionId, {
      Contacts: p.contact,
      Phone: p.phone,
      CountryCode: p.code,
      DetailedAddress: p.address,
      Postcode: p.postcode,
    }),
  };
}

/** The snapshot: the region's path below the country read once, as the placer reads it. */
async function addressOf(
  deps: Deps,
  lang: Lang,
  regionId: number | null,
  a: Omit<OrderAddress, 'Province' | 'City'>,
): Promise<OrderAddress> {
  const path = regionId === null ? '' : ((await regionService(deps).pathNames(lang, [regionId])).get(regionId) ?? '');
  const [, province = '', ...city] = path ? path.split(' / ') : [];
  return { ...a, Province: province, City: city.join(' / ') };
}

/** The value declared, in SDR as channels' thresholds are: through the XDR currency's rate when
 * the site keeps one, else read as SDR (docs/domain.md, "Orders"). */
async function declaredSdr(tx: Queryable, value: string, currencyId: number | null): Promise<string> {
  const rows = await tx
    .select({ id: currencies.id, code: currencies.code, decimals: currencies.decimals, rate: currencies.exchangeRate })
    .from(currencies)
    .where(
      currencyId === null
        ? eq(currencies.code, 'XDR')
        : sql`${currencies.code} = 'XDR' or ${currencies.id} = ${currencyId}`,
    );
  const xdr = rows.find((r) => r.code === 'XDR');
  const from = rows.find((r) => r.id === currencyId);
  if (!xdr || !from || from.code === 'XDR') return value;
  const c = (r: typeof xdr) => ({ Code: r.code, Decimals: r.decimals, ExchangeRate: r.rate });
  return convert(value, c(from), { ...c(xdr), Decimals: 2 }).Amount;
}

/**
 * Checks an order form and resolves what it writes. `exceptId`: the order being edited (its own
 * parcels are not "on another order").
 */
export async function checkOrder(
  tx: Queryable,
  deps: Deps,
  auth: Auth,
  b: EstablishLogisticsOrderBody,
  lang: Lang,
  exceptId?: number,
): Promise<CheckedOrder> {
  const ownerId = writeOwner(auth, b.OwnerId);
  if (auth.accountType === AccountType.Staff) await checkCustomer(tx, ownerId);
  const [w] = await tx
    .select({ off: warehouses.isDeactivate })
    .from(warehouses)
    .where(eq(warehouses.id, b.WarehouseId));
  if (!w || w.off) throw invalid('WarehouseId', 'inbound.unknownWarehouse');
  const goods = await checkLines(tx, b, ownerId, lang, exceptId);
  const to = await destination(tx, deps, b, ownerId, lang);

  if (b.DeclarantInformationId !== undefined) {
    const [d] = await tx
      .select({ id: declarantInformations.id })
      .from(declarantInformations)
      .where(
        and(
          eq(declarantInformations.id, b.DeclarantInformationId),
          eq(declarantInformations.ownerId, ownerId),
          eq(declarantInformations.isDeactivate, false),
        ),
      );
    if (!d) throw invalid('DeclarantInformationId', 'orders.notOwnEntry');
  }

  // Customs lines: origins that exist, the value in the declared currency (an active one).
  const origins = [...new Set(b.CustomsLines.map((c) => c.OriginCountryId))];
  if (origins.length) {
    const known = new Set(
      (await tx.select({ id: countries.id }).from(countries).where(inArray(countries.id, origins))).map((c) => c.id),
    );
    b.CustomsLines.forEach((c, i) => {
      if (!known.has(c.OriginCountryId)) throw invalid(`CustomsLines.${i}.OriginCountryId`, 'validation.unknownChoice');
    });
  }
  if (b.DeclaredCurrencyId !== undefined) {
    const [c] = await tx
      .select({ id: currencies.id })
      .from(currencies)
      .where(and(eq(currencies.id, b.DeclaredCurrencyId), eq(currencies.isDeactivate, false)));
    if (!c) throw invalid('DeclaredCurrencyId', 'validation.unknownChoice');
  }
  const declared = Money.sum(b.CustomsLines.map((c) => c.Value)).toFixed(2);

  // Services: each offered by a grouping; a single-choice grouping gives one.
  const serviceIds = [...new Set(b.ValueAddedServiceIds)];
  if (serviceIds.length) {
    const offered = await tx
      .select({
        serviceId: valueAddedServiceGroupingItems.serviceId,
        groupingId: valueAddedServiceGroupings.id,
        name: valueAddedServiceGroupings.name,
        multiple: valueAddedServiceGroupings.multipleChoice,
      })
      .from(valueAddedServiceGroupingItems)
      .innerJoin(
        valueAddedServiceGroupings,
        eq(valueAddedServiceGroupings.id, valueAddedServiceGroupingItems.groupingId),
      )
      .innerJoin(valueAddedServices, eq(valueAddedServices.id, valueAddedServiceGroupingItems.serviceId))
      .where(
        and(inArray(valueAddedServiceGroupingItems.serviceId, serviceIds), eq(valueAddedServices.isDeactivate, false)),
      )
      .orderBy(asc(valueAddedServiceGroupings.id));
    if (serviceIds.some((id) => !offered.some((o) => o.serviceId === id)))
      throw invalid('ValueAddedServiceIds', 'orders.serviceNotOffered');
    // A service in a single-choice grouping counts there when it is in no multiple-choice one.
    const single = offered.filter(
      (o) => !o.multiple && !offered.some((x) => x.serviceId === o.serviceId && x.multiple),
    );
    for (const g of new Set(single.map((o) => o.groupingId))) {
      const taken = single.filter((o) => o.groupingId === g);
      if (taken.length > 1) throw invalid('ValueAddedServiceIds', 'orders.singleChoice', { name: taken[0]!.name });
    }
  }

  // The channel: the freight trial's own rules and price, for these goods to this country.
  const [channel] = await tx
    .select({ threshold: shippingTypes.customsThreshold })
    .from(shippingTypes)
    .where(eq(shippingTypes.id, b.TypeOfShippingId));
  if (!channel) throw invalid('TypeOfShippingId', 'validation.unknownChoice');
  const side = (v: string) => (Money.of(v).isZero() ? '1' : v);
  const trial = await freightTrialService(deps).trial(
    lang,
    {
      CountryId: to.countryId,
      Weight: goods.weight.toFixed(3),
      Length: side(goods.length),
      Width: side(goods.width),
      Height: side(goods.height),
      CargoTypeIds: b.CargoTypeIds,
    },
    { customerId: ownerId },
  );
  const row = trial.find((t) => t.TypeOfShippingId === b.TypeOfShippingId);
  if (!row) throw invalid('TypeOfShippingId', 'validation.unknownChoice');
  if (!row.Priced) throw invalid('TypeOfShippingId', 'orders.channelRefuses', { reasons: row.Refusals.join('; ') });
  const [priced] = await tx.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, row.Currency));

  return {
    ownerId,
    warehouseId: b.WarehouseId,
    orderType: orderTypeOf(b.Lines.map((l) => l.Kind)),
    delivery: b.Delivery,
    recipientInformationId: b.Delivery === OrderDelivery.Recipient ? b.RecipientInformationId! : null,
    selfPickupAddressId: b.Delivery === OrderDelivery.SelfPickup ? b.SelfPickupAddressId! : null,
    declarantInformationId: b.DeclarantInformationId ?? null,
    address: to.address,
    countryId: to.countryId,
    shippingTypeId: b.TypeOfShippingId,
    cargoTypeIds: [...new Set(b.CargoTypeIds ?? [])],
    customsCategory: b.CustomsCategory ?? null,
    customsForm: customsFormFor(await declaredSdr(tx, declared, b.DeclaredCurrencyId ?? null), channel.threshold),
    declaredCurrencyId: b.DeclaredCurrencyId ?? null,
    declaredValue: declared,
    estimatedFreight: row.Total,
    estimatedCurrencyId: priced?.id ?? null,
    remarks: b.Remarks ?? '',
  };
}
