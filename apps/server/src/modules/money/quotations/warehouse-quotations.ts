import { MAX_QUOTED_PRICE, storageQuotationCalls, warehousingQuotationCalls } from '@wms/contract';
import {
  availableQuotations,
  currencies,
  storageQuotations,
  warehouses,
  warehousingQuotations,
} from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf } from '../../../platform/route.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';
import { checkAmountsIn } from '../../reference/currencies/places.js';
import { declaredOnly, detailBy, referenceNames, refuseUnpicked } from './shared.js';

// Storage and warehousing quotations: what a warehouse charges, in one currency. A customer price
// that names one keeps it from being deleted (it can be deactivated instead).

/** Storage per warehouse: free days, then a price per day by volume or weight. */
export function storageQuotationModule(deps: Deps): ModuleDef {
  const calls = storageQuotationCalls;
  const t = storageQuotations;
  const more = referenceNames(deps.db, ['PricePerDay']);
  return moduleOf(
    calls,
    declaredOnly(
      calls,
      setupRoutes(deps, {
        table: t,
        list: calls.GetStorageQuotations,
        detail: calls.GetEditStorageQuotation,
        establish: calls.AddStorageQuotation,
        edit: calls.EditStorageQuotation,
        remove: calls.DeleteStorageQuotation,
        search: [t.name],
        filters: { WarehouseId: t.warehouseId, IsDeactivate: t.isDeactivate },
        unique: ['Name'],
        check: async (b, before, tx) => {
          await refuseUnpicked(tx, warehouses, b.WarehouseId, 'WarehouseId', before?.warehouseId);
          await refuseUnpicked(tx, currencies, b.CurrencyId, 'CurrencyId', before?.currencyId);
          await checkAmountsIn(tx, b.CurrencyId, [['PricePerDay', b.PricePerDay]], { max: MAX_QUOTED_PRICE });
        },
        more,
        detailOf: detailBy(t, more),
        usedBy: [usedBy(availableQuotations.storageQuotationId)],
      }),
    ),
  );
}

/** Warehousing per warehouse: per parcel signed, per item shelved, per inspection. */
export function warehousingQuotationModule(deps: Deps): ModuleDef {
  const calls = warehousingQuotationCalls;
  const t = warehousingQuotations;
  const more = referenceNames(deps.db, ['PerPackageSigned', 'PerItemShelved', 'PerInspection']);
  return moduleOf(
    calls,
    declaredOnly(
      calls,
      setupRoutes(deps, {
        table: t,
        list: calls.GetWarehousingQuotations,
        detail: calls.GetEditWarehousingQuotation,
        establish: calls.AddWarehousingQuotation,
        edit: calls.EditWarehousingQuotation,
        remove: calls.DeleteWarehousingQuotation,
        search: [t.name],
        filters: { WarehouseId: t.warehouseId, IsDeactivate: t.isDeactivate },
        unique: ['Name'],
        check: async (b, before, tx) => {
          await refuseUnpicked(tx, warehouses, b.WarehouseId, 'WarehouseId', before?.warehouseId);
          await refuseUnpicked(tx, currencies, b.CurrencyId, 'CurrencyId', before?.currencyId);
          await checkAmountsIn(
            tx,
            b.CurrencyId,
            [
              ['PerPackageSigned', b.PerPackageSigned],
              ['PerItemShelved', b.PerItemShelved],
              ['PerInspection', b.PerInspection],
            ],
            { max: MAX_QUOTED_PRICE },
          );
        },
        more,
        detailOf: detailBy(t, more),
        usedBy: [usedBy(availableQuotations.warehousingQuotationId)],
      }),
    ),
  );
}
