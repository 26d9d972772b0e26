import type { Lang } from '@wms/contract';
import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  availableQuotations,
  chargeRules,
  commodities,
  commodityCategories,
  customsClearanceCompanies,
  customsClearanceNumbers,
  declarantInformations,
  localTrackingNumbers,
  menus,
  organizes,
  rechargeRecords,
  recipientInformations,
  selfPickupAddresses,
  shelves,
  shippingTypeCountries,
  shippingTypes,
  siteSmsCountries,
  sites,
  storageQuotations,
  transferQuotationCountries,
  transferQuotations,
  userCoupons,
  userRoles,
  users,
  valueAddedServiceGroupingItems,
  valueAddedServiceGroupings,
  valueAddedServices,
  wallets,
  warehousePartitions,
  warehousingQuotations,
} from '../db/schema/index.js';
import type { UsedBy } from './in-use.js';
import { localNameSql } from './local-name.js';
import { outer } from './outer.js';

/** The name of the record a row of a link table stands for (a channel's country row is the
 * channel): a sub-select of `column` from the table `id` is in, by the outer row's `link`. */
const through = (column: AnyColumn, id: AnyColumn, link: AnyColumn): SQL =>
  sql`(select ${column} from ${id.table} where ${id} = ${outer(link)})`;

/**
 * How the rows of each table that points at other records are named when a refusal says they use
 * one (`refuseInUse`): their kind and the column or sub-select a user knows them by. One entry per
 * table, whichever record it points at.
 */
const NAMED = new Map<PgTable, Omit<UsedBy, 'column' | 'where'>>([
  [commodities, { kind: 'commodity', name: commodities.code }],
  [
    commodityCategories,
    {
      kind: 'commodityCategory',
      name: (lang: Lang) => localNameSql(commodityCategories.name, commodityCategories.nameI18n, lang),
    },
  ],
  [shippingTypes, { kind: 'shippingType', name: shippingTypes.name }],
  [
    shippingTypeCountries,
    { kind: 'shippingType', name: through(shippingTypes.name, shippingTypes.id, shippingTypeCountries.shippingTypeId) },
  ],
  [localTrackingNumbers, { kind: 'trackingNumber', name: localTrackingNumbers.number }],
  [siteSmsCountries, { kind: 'site', name: through(sites.name, sites.id, siteSmsCountries.siteId) }],
  [customsClearanceCompanies, { kind: 'customsClearanceCompany', name: customsClearanceCompanies.name }],
  [customsClearanceNumbers, { kind: 'clearanceNumber', name: customsClearanceNumbers.clearanceNumber }],
  [recipientInformations, { kind: 'recipient', name: recipientInformations.contactName }],
  [declarantInformations, { kind: 'declarant', name: declarantInformations.declarantName }],
  [selfPickupAddresses, { kind: 'selfPickupPoint', name: selfPickupAddresses.siteName }],
  [warehousePartitions, { kind: 'partition', name: warehousePartitions.name }],
  [shelves, { kind: 'shelf', name: shelves.number }],
  [users, { kind: 'user', name: users.userName }],
  [userRoles, { kind: 'user', name: through(users.userName, users.id, userRoles.userId) }],
  [organizes, { kind: 'organisation', name: organizes.name }],
  // A menu node's name is the key of its title: the refusal shows the title (`localise`).
  [menus, { kind: 'menuNode', name: menus.name }],
  // Prices (docs/domain.md, "Prices").
  [transferQuotations, { kind: 'freightQuotation', name: transferQuotations.name }],
  [
    transferQuotationCountries,
    {
      kind: 'freightQuotation',
      name: through(transferQuotations.name, transferQuotations.id, transferQuotationCountries.quotationId),
    },
  ],
  [storageQuotations, { kind: 'storageQuotation', name: storageQuotations.name }],
  [warehousingQuotations, { kind: 'warehousingQuotation', name: warehousingQuotations.name }],
  [valueAddedServices, { kind: 'valueAddedService', name: valueAddedServices.name }],
  [valueAddedServiceGroupings, { kind: 'serviceGrouping', name: valueAddedServiceGroupings.name }],
  [
    valueAddedServiceGroupingItems,
    {
      kind: 'serviceGrouping',
      name: through(
        valueAddedServiceGroupings.name,
        valueAddedServiceGroupings.id,
        valueAddedServiceGroupingItems.groupingId,
      ),
    },
  ],
  [availableQuotations, { kind: 'customerPrice', name: availableQuotations.name }],
  [chargeRules, { kind: 'chargeRule', name: chargeRules.name }],
  [wallets, { kind: 'wallet', name: through(users.userName, users.id, wallets.userId) }],
  [rechargeRecords, { kind: 'recharge', name: rechargeRecords.number }],
  [userCoupons, { kind: 'user', name: through(users.userName, users.id, userCoupons.ownerId) }],
]);

/** The rows of `column`'s table that point at a record through it, as a refusal names them;
 * `where` narrows them (only a tree's children, only stock that is there). */
export function usedBy(column: PgColumn, where?: SQL | SQLWrapper): UsedBy {
  const named = NAMED.get(column.table as PgTable);
  if (!named) throw new Error(`used-by.ts: say how the rows of ${column.table} are named`);
  return { column, ...named, where: where as SQL | undefined };
}
