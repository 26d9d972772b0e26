import { type Lang, numberList, OrderLineKind } from '@wms/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.js';
import {
  commodities,
  countries,
  currencies,
  declarantInformations,
  logisticsOrderCustomsLines,
  logisticsOrderLines,
  logisticsOrderServices,
  logisticsOrders,
  packages,
  selfPickupAddresses,
  shippingTypes,
  users,
  valueAddedServices,
  warehouses,
} from '../../../db/schema/index.js';
import { outer } from '../../../platform/outer.js';
import { contains, dateRange, isoTime } from '../../../platform/paging.js';

// The order queries. Every list is one page statement (names and counts are correlated
// sub-selects) and one count; each filter has its index (db/schema/orders.ts).

const o = logisticsOrders;
const plain = (column: SQL | PgColumn) => sql<string>`trim_scale(${column})::text`;
const maybeTime = (column: typeof o.reviewTime) =>
  sql<string | null>`case when ${column} is null then null else ${isoTime(column)} end`;
const countryName = (lang: Lang) =>
  lang === 'zh-cn' ? countries.nameZhCn : lang === 'zh-tw' ? countries.nameZhTw : countries.nameEn;

/** The columns of an order row (LogisticsOrderRow) but for the names of states, sources and types,
 * which the caller puts in its language. */
export const orderColumns = (lang: Lang) => ({
  Id: o.id,
  Number: o.number,
  OwnerId: o.ownerId,
  UserName: sql<string>`(select u.user_name from ${users} u where u.id = ${outer(o.ownerId)})`,
  CustomerCode: sql<string | null>`(select u.customer_code from ${users} u where u.id = ${outer(o.ownerId)})`,
  WarehouseId: o.warehouseId,
  WarehouseName: sql<string>`(select w.name from ${warehouses} w where w.id = ${outer(o.warehouseId)})`,
  Status: o.status,
  OrderSource: o.orderSource,
  OrderType: o.orderType,
  TypeOfShippingId: o.shippingTypeId,
  TypeOfShippingName: sql<string>`(select st.name from ${shippingTypes} st where st.id = ${outer(o.shippingTypeId)})`,
  CountryId: o.countryId,
  CountryName: sql<
    string | null
  >`(select ${sql.identifier(countryName(lang).name)} from ${countries} where ${countries.id} = ${outer(o.countryId)})`,
  Recipient: sql<string>`case when ${o.delivery} = 2 then coalesce((select sp.site_name from ${selfPickupAddresses} sp where sp.id = ${outer(o.selfPickupAddressId)}), '') else ${o.address} ->> 'Contacts' end`,
  WaybillNumber: o.waybillNumber,
  PackageCount: sql<number>`(select count(*)::int from ${logisticsOrderLines} l where l.order_id = ${outer(o.id)} and l.kind = ${OrderLineKind.Package})`,
  ItemCount: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${logisticsOrderLines} l where l.order_id = ${outer(o.id)} and l.kind = ${OrderLineKind.Commodity})`,
  EstimatedFreight: plain(o.estimatedFreight),
  EstimatedCurrencyCode: sql<
    string | null
  >`(select c.code from ${currencies} c where c.id = ${outer(o.estimatedCurrencyId)})`,
  PackingLocked: sql<boolean>`${o.packingLockedTime} is not null`,
  RefundLocked: sql<boolean>`${o.refundLockedTime} is not null`,
  Remarks: o.remarks,
  ReviewNote: o.reviewNote,
  CreationTime: isoTime(o.creationTime),
  ReviewTime: maybeTime(o.reviewTime),
  StoreEntryTime: maybeTime(o.storeEntryTime),
});

export interface OrderFilter {
  ownerId?: number;
  Content?: string;
  Numbers?: string;
  Status?: number;
  WarehouseId?: number;
  TypeOfShippingId?: number;
  CountryId?: number;
  OrderSource?: number;
  OrderType?: number;
  StartDate?: string;
  EndDate?: string;
}

/** The list's filters; `withStatus` false for the state tabs' counts. */
export function orderWhere(f: OrderFilter, withStatus = true): SQL | undefined {
  const numbers = f.Numbers ? numberList(f.Numbers) : [];
  return and(
    f.ownerId === undefined ? undefined : eq(o.ownerId, f.ownerId),
    // The expression of the trigram index (logistics_orders_search_trgm), so the index serves it.
    f.Content
      ? sql`(${o.number} || ' ' || coalesce(${o.waybillNumber}, '') || ' ' || (${o.address} ->> 'Contacts')) ilike ${contains(f.Content)}`
      : undefined,
    // Order, waybill or parcel numbers, each bound on its own.
    numbers.length
      ? or(
          inArray(o.number, numbers),
          inArray(o.waybillNumber, numbers),
          sql`${o.id} in (select l.order_id from ${logisticsOrderLines} l join ${packages} on ${packages.id} = l.package_id
            where ${inArray(packages.number, numbers)})`,
        )
      : undefined,
    withStatus && f.Status !== undefined ? eq(o.status, f.Status) : undefined,
    f.WarehouseId === undefined ? undefined : eq(o.warehouseId, f.WarehouseId),
    f.TypeOfShippingId === undefined ? undefined : eq(o.shippingTypeId, f.TypeOfShippingId),
    f.CountryId === undefined ? undefined : eq(o.countryId, f.CountryId),
    f.OrderSource === undefined ? undefined : eq(o.orderSource, f.OrderSource),
    f.OrderType === undefined ? undefined : eq(o.orderType, f.OrderType),
    dateRange(o.creationTime, f),
  );
}

/** The detail's further columns. */
export const detailColumns = {
  Delivery: o.delivery,
  RecipientInformationId: o.recipientInformationId,
  SelfPickupAddressId: o.selfPickupAddressId,
  DeclarantInformationId: o.declarantInformationId,
  DeclarantName: sql<
    string | null
  >`(select d.declarant_name from ${declarantInformations} d where d.id = ${outer(o.declarantInformationId)})`,
  Address: o.address,
  CargoTypeIds: o.cargoTypeIds,
  CustomsCategory: o.customsCategory,
  CustomsForm: o.customsForm,
  DeclaredCurrencyId: o.declaredCurrencyId,
  DeclaredValue: plain(o.declaredValue),
  PackingLockedTime: maybeTime(o.packingLockedTime),
  RefundLockedTime: maybeTime(o.refundLockedTime),
};

export async function linesOf(db: Queryable, orderId: number) {
  const l = logisticsOrderLines;
  return db
    .select({
      Id: l.id,
      Kind: l.kind,
      PackageId: l.packageId,
      PackageNumber: packages.number,
      TrackingNumber: packages.trackingNumber,
      PackageStatus: packages.status,
      CommodityId: l.commodityId,
      CommodityCode: commodities.code,
      CommodityName: commodities.chineseName,
      Sku: commodities.sku,
      ReturnOrderId: l.returnOrderId,
      Quantity: l.quantity,
      PickedQuantity: l.pickedQuantity,
      Weight: sql<string | null>`trim_scale(${packages.weight})::text`,
    })
    .from(l)
    .leftJoin(packages, eq(packages.id, l.packageId))
    .leftJoin(commodities, eq(commodities.id, l.commodityId))
    .where(eq(l.orderId, orderId))
    .orderBy(l.id);
}

export async function customsLinesOf(db: Queryable, orderId: number, lang: Lang) {
  const c = logisticsOrderCustomsLines;
  return db
    .select({
      Id: c.id,
      Name: c.name,
      LocalName: c.localName,
      HsCode: c.hsCode,
      Quantity: c.quantity,
      Weight: sql<string>`trim_scale(${c.weight})::text`,
      Value: sql<string>`${c.value}::numeric(20, 2)::text`,
      OriginCountryId: c.originCountryId,
      OriginCountryName: sql<string>`coalesce(${countryName(lang)}, '')`,
    })
    .from(c)
    .leftJoin(countries, eq(countries.id, c.originCountryId))
    .where(eq(c.orderId, orderId))
    .orderBy(c.id);
}

export async function servicesOf(db: Queryable, orderId: number) {
  const v = logisticsOrderServices;
  return db
    .select({
      Id: v.serviceId,
      Name: valueAddedServices.name,
      PerformedTime: sql<
        string | null
      >`case when ${v.performedTime} is null then null else ${isoTime(v.performedTime)} end`,
    })
    .from(v)
    .innerJoin(valueAddedServices, eq(valueAddedServices.id, v.serviceId))
    .where(eq(v.orderId, orderId))
    .orderBy(v.serviceId);
}
