import { MAX_QUOTED_PRICE, serviceGroupingCalls, valueAddedServiceCalls } from '@wms/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  availableQuotations,
  currencies,
  valueAddedServiceGroupings as groupings,
  valueAddedServiceGroupingItems as items,
  valueAddedServices as services,
} from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid } from '../../../platform/errors.js';
import { refuseUnoffered } from '../../../platform/options.js';
import { type ModuleDef, moduleOf } from '../../../platform/route.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { usedBy } from '../../../platform/used-by.js';
import { checkAmountsIn } from '../../reference/currencies/places.js';
import {
  declaredOnly,
  detailBy,
  type More,
  referenceNames,
  refuseUnknownExpenseType,
  refuseUnpicked,
} from './shared.js';

// Value-added services (each priced fixed, per piece or per kg, billed as its expense type) and
// the groupings the order form offers them in, one of a group or several.

/** The services: a grouping that holds one, or a customer price that names it, keeps it. */
export function valueAddedServiceModule(deps: Deps): ModuleDef {
  const calls = valueAddedServiceCalls;
  const more = referenceNames(deps.db, ['Price']);
  return moduleOf(
    calls,
    declaredOnly(
      calls,
      setupRoutes(deps, {
        table: services,
        list: calls.GetLogisticsValueAddedServicesQuotations,
        lists: [calls.GetSelectTableLogisticsValueAddedServicesQuotations],
        detail: calls.GetEditLogisticsValueAddedServicesQuotation,
        establish: calls.AddLogisticsValueAddedServicesQuotation,
        edit: calls.EditLogisticsValueAddedServicesQuotation,
        remove: calls.DeleteLogisticsValueAddedServicesQuotation,
        search: [services.name],
        filters: { ExpenseTypeId: services.expenseTypeId, IsDeactivate: services.isDeactivate },
        unique: ['Name'],
        check: async (b, before, tx) => {
          await refuseUnknownExpenseType(tx, b.ExpenseTypeId, 'ExpenseTypeId');
          await refuseUnpicked(tx, currencies, b.CurrencyId, 'CurrencyId', before?.currencyId);
          await checkAmountsIn(tx, b.CurrencyId, [['Price', b.Price]], { max: MAX_QUOTED_PRICE });
        },
        more,
        detailOf: detailBy(services, more),
        usedBy: [usedBy(items.serviceId), usedBy(availableQuotations.valueAddedServiceId)],
      }),
    ),
  );
}

/** The groupings: a single-choice one holds exactly one service. */
export function serviceGroupingModule(deps: Deps): ModuleDef {
  const calls = serviceGroupingCalls;
  const names = referenceNames(deps.db);
  /** Each grouping's expense type and how many services it holds, for a page at once. */
  const more: More = async (rows, lang) => {
    const ids = rows.map((r) => r.Id as number);
    const [named, counted] = await Promise.all([
      names(rows, lang),
      ids.length
        ? deps.db
            .select({ id: items.groupingId, n: count() })
            .from(items)
            .where(inArray(items.groupingId, ids))
            .groupBy(items.groupingId)
        : [],
    ]);
    const counts = new Map(counted.map((c) => [c.id, Number(c.n)]));
    return rows.map((r, i) => ({ ...named[i], ServiceCount: counts.get(r.Id as number) ?? 0 }));
  };
  const serviceIdsOf = async (db: Deps['db'], id: number) =>
    (
      await db.select({ id: items.serviceId }).from(items).where(eq(items.groupingId, id)).orderBy(asc(items.serviceId))
    ).map((r) => r.id);
  const detail = detailBy(groupings, more);
  return moduleOf(
    calls,
    declaredOnly(
      calls,
      setupRoutes(deps, {
        table: groupings,
        list: calls.GetLogisticsValueAddedServicesQuotationGroupings,
        lists: [calls.GetSelectTableLogisticsValueAddedServicesQuotationGroupings],
        detail: calls.GetEditLogisticsValueAddedServicesQuotationGrouping,
        establish: calls.AddLogisticsValueAddedServicesQuotationGrouping,
        edit: calls.EditLogisticsValueAddedServicesQuotationGrouping,
        remove: calls.DeleteLogisticsValueAddedServicesQuotationGrouping,
        search: [groupings.name],
        unique: ['Name'],
        // Its services are rows of their own table.
        columns: { ServiceIds: false },
        check: async (b, before, tx) => {
          await refuseUnknownExpenseType(tx, b.ExpenseTypeId, 'ExpenseTypeId');
          const wanted = [...new Set(b.ServiceIds)];
          if (!b.MultipleChoice && wanted.length !== 1) throw invalid('ServiceIds', 'quotations.singleChoiceOne');
          // Services it already holds stay though deactivated since; new ones must be offered.
          const held = before ? await serviceIdsOf(tx, before.id) : [];
          await refuseUnoffered(
            tx,
            services,
            wanted.filter((id) => !held.includes(id)),
            'ServiceIds',
          );
        },
        children: async (tx, id, b) => {
          await tx.delete(items).where(eq(items.groupingId, id));
          await tx.insert(items).values([...new Set(b.ServiceIds)].map((serviceId) => ({ groupingId: id, serviceId })));
        },
        more,
        detailOf: async (db, id, lang) => ({ ...(await detail(db, id, lang)), ServiceIds: await serviceIdsOf(db, id) }),
      }),
    ),
  );
}
