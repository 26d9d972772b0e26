import {
  AccountType,
  availableQuotationCalls,
  type Lang,
  OrganizeClassification,
  QuotationKind,
  QuotationScope,
  quotationKindOptions,
  type ServiceGroupingChoice,
  userAvailableQuotationCalls,
} from '@wms/contract';
import { and, asc, count, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.js';
import {
  countries,
  currencies,
  valueAddedServiceGroupingItems as groupingItems,
  valueAddedServiceGroupings as groupings,
  availableQuotationCustomers as named,
  organizes,
  availableQuotations as prices,
  shippingTypes,
  storageQuotations,
  transferQuotations,
  users,
  valueAddedServices,
  warehouses,
  warehousingQuotations,
} from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound } from '../../../platform/errors.js';
import { outer } from '../../../platform/outer.js';
import { pageOf, pageWindow, sortBy } from '../../../platform/paging.js';
import { type ModuleDef, moduleOf, paged, route } from '../../../platform/route.js';
import { setupRoutes } from '../../../platform/setup-area.js';
import { priceText } from '../../warehouse/commodities/service.js';
import { transferQuotationDetail } from '../transfer-quotations/routes.js';
import { declaredOnly, detailBy, type More } from './shared.js';

// Customer prices: which quotation (of one of four kinds) applies to every customer or to the
// named ones. Staff keep them; a customer reads those that apply to them, never who else a price
// names.

type KindValue = (typeof QuotationKind)[keyof typeof QuotationKind];
type Quotations = PgTable & { id: PgColumn; name: PgColumn; isDeactivate: PgColumn };

/** Each kind's quotations, and the column of a customer price that names one (its key in the
 * table and the field of the row before `declaredOnly` trims it). */
const KINDS: Record<KindValue, { table: Quotations; key: keyof typeof prices.$inferSelect; field: string }> = {
  [QuotationKind.Transfer]: { table: transferQuotations, key: 'transferQuotationId', field: 'TransferQuotationId' },
  [QuotationKind.Storage]: { table: storageQuotations, key: 'storageQuotationId', field: 'StorageQuotationId' },
  [QuotationKind.Warehousing]: {
    table: warehousingQuotations,
    key: 'warehousingQuotationId',
    field: 'WarehousingQuotationId',
  },
  [QuotationKind.ValueAddedService]: {
    table: valueAddedServices,
    key: 'valueAddedServiceId',
    field: 'ValueAddedServiceId',
  },
};
const kindOf = (kind: number) => KINDS[kind as KindValue];
const kindName = (kind: number, lang: Lang) => quotationKindOptions.find((o) => o.Value === kind)?.Name[lang] ?? '';

/** The customers a price names, by user name. */
const namedOf = (db: Queryable, ids: number[]) =>
  ids.length
    ? db
        .select({ price: named.availableId, id: users.id, name: users.userName })
        .from(named)
        .innerJoin(users, eq(users.id, named.userId))
        .where(inArray(named.availableId, ids))
        .orderBy(asc(users.userName), asc(users.id))
    : Promise.resolve([]);

/** The prices that apply to a customer: those for everyone, those naming them, and those for
 * their organisation or one above it (the walk up the tree reads a row per level by its key). */
const appliesTo = (customerId: number): SQL =>
  or(
    eq(prices.scope, QuotationScope.All),
    exists(
      sql`(select 1 from ${named} where ${named.availableId} = ${outer(prices.id)} and ${named.userId} = ${customerId})`,
    ),
    and(
      eq(prices.scope, QuotationScope.Organization),
      sql`${prices.organizeId} in (${customerOrganisations(customerId)})`,
    ),
  )!;

/** The ids of a customer's organisation and of every organisation above it. */
export const customerOrganisations = (customerId: number | SQL) =>
  sql`with recursive up(id, parent_id) as (
    select o.id, o.parent_id from ${organizes} o join ${users} u on u.organize_id = o.id where u.id = ${customerId}
    union all
    select o.id, o.parent_id from ${organizes} o join up on o.id = up.parent_id
  ) select id from up`;

/** The staff screen: every customer price, the quotation it names and the customers it is for. */
export function availableQuotationModule(deps: Deps): ModuleDef {
  const calls = availableQuotationCalls;
  const more: More = async (rows, lang) => {
    const quotationId = (r: Record<string, unknown>) => (r[kindOf(r.Kind as number)?.field ?? ''] as number) ?? 0;
    const byKind = await Promise.all(
      Object.entries(KINDS).map(async ([kind, k]) => {
        const ids = rows.filter((r) => r.Kind === Number(kind)).map(quotationId);
        const found = ids.length
          ? await deps.db.select({ id: k.table.id, name: k.table.name }).from(k.table).where(inArray(k.table.id, ids))
          : [];
        return [Number(kind), new Map(found.map((f) => [f.id as number, f.name as string]))] as const;
      }),
    );
    const names = new Map(byKind);
    const customers = await namedOf(
      deps.db,
      rows.map((r) => r.Id as number),
    );
    const orgIds = [...new Set(rows.map((r) => r.OrganizeId as number | null).filter((id) => id !== null))];
    const orgs = new Map(
      orgIds.length
        ? (
            await deps.db
              .select({ id: organizes.id, name: organizes.name })
              .from(organizes)
              .where(inArray(organizes.id, orgIds))
          ).map((o) => [o.id, o.name])
        : [],
    );
    return rows.map((r) => ({
      OrganizeName: orgs.get(r.OrganizeId as number) ?? '',
      KindName: kindName(r.Kind as number, lang),
      QuotationId: quotationId(r),
      QuotationName: names.get(r.Kind as number)?.get(quotationId(r)) ?? '',
      CustomerNames: customers.filter((c) => c.price === r.Id).map((c) => c.name),
    }));
  };
  const detail = detailBy(prices, more);
  return moduleOf(
    calls,
    declaredOnly(
      calls,
      setupRoutes(deps, {
        table: prices,
        list: calls.GetAvailableQuotations,
        detail: calls.GetEditAvailableQuotation,
        establish: calls.AddAvailableQuotation,
        edit: calls.EditAvailableQuotation,
        remove: calls.DeleteAvailableQuotation,
        search: [prices.name],
        filters: { Kind: prices.kind },
        where: {
          fields: ['CustomerId'],
          sql: (q) => (q.CustomerId === undefined ? undefined : appliesTo(q.CustomerId)),
        },
        unique: ['Name'],
        // The kind says which column the quotation goes to; the customers are rows of their own.
        columns: { QuotationId: false, CustomerIds: false },
        check: async (b, before, tx) => {
          const k = kindOf(b.Kind);
          const [quotation] = await tx
            .select({ id: k.table.id, isDeactivate: k.table.isDeactivate })
            .from(k.table)
            .where(eq(k.table.id, b.QuotationId));
          if (!quotation) throw invalid('QuotationId', 'quotations.kindMismatch');
          const held = before?.[k.key];
          if (quotation.isDeactivate && held !== b.QuotationId)
            throw invalid('QuotationId', 'validation.unknownChoice');
          if (b.Scope === QuotationScope.Organization) {
            if (!b.OrganizeId) throw invalid('OrganizeId', 'quotations.organizeRequired');
            const [org] = await tx
              .select({ id: organizes.id })
              .from(organizes)
              .where(and(eq(organizes.id, b.OrganizeId), eq(organizes.classification, OrganizeClassification.User)));
            if (!org) throw invalid('OrganizeId', 'validation.unknownChoice');
            return;
          }
          if (b.Scope !== QuotationScope.Customers) return;
          const wanted = [...new Set(b.CustomerIds ?? [])];
          if (!wanted.length) throw invalid('CustomerIds', 'quotations.customersRequired');
          // Customers it already names stay though deactivated since; others must be active customers.
          const kept = before ? (await namedOf(tx, [before.id])).map((c) => c.id) : [];
          const added = wanted.filter((id) => !kept.includes(id));
          if (!added.length) return;
          const found = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(inArray(users.id, added), eq(users.accountType, AccountType.Customer), eq(users.isDeactivate, false)),
            );
          if (found.length !== added.length) throw invalid('CustomerIds', 'validation.unknownChoice');
        },
        // The kind's column holds the quotation, the other three none (a change of kind clears them).
        write: (b) => ({
          ...Object.fromEntries(
            Object.entries(KINDS).map(([kind, k]) => [k.key, Number(kind) === b.Kind ? b.QuotationId : null]),
          ),
          // Only a price for an organisation names one.
          organizeId: b.Scope === QuotationScope.Organization ? (b.OrganizeId ?? null) : null,
        }),
        children: async (tx, id, b) => {
          await tx.delete(named).where(eq(named.availableId, id));
          const customers = b.Scope === QuotationScope.Customers ? [...new Set(b.CustomerIds ?? [])] : [];
          if (customers.length) await tx.insert(named).values(customers.map((userId) => ({ availableId: id, userId })));
        },
        more,
        detailOf: async (db, id, lang) => ({
          ...(await detail(db, id, lang)),
          CustomerIds: (await namedOf(db, [id])).map((c) => c.id).sort((x, y) => x - y),
        }),
      }),
    ),
  );
}

/**
 * A customer's own prices: those for everyone and those naming them (`Special`), of active
 * quotations only, with what each prices and its currency. Who else a price names never leaves
 * the server: the query reads only whether it names the caller.
 */
type Row = {
  Id: number;
  Kind: number;
  Scope: number;
  QuotationName: string | null;
  Target: string | null;
  CurrencyCode: string | null;
};

export function userAvailableQuotationModule({ db }: Deps): ModuleDef {
  const calls = userAvailableQuotationCalls;
  const sw = alias(warehouses, 'storage_warehouse');
  const ww = alias(warehouses, 'warehousing_warehouse');
  const [tq, sq, wq, vs] = [transferQuotations, storageQuotations, warehousingQuotations, valueAddedServices];
  const pick = <T>(a: unknown, b: unknown, c: unknown, d: unknown) => sql<T>`coalesce(${a}, ${b}, ${c}, ${d})`;
  /** The page and its count read the same joins: the quotation of each kind, what it prices, its currency. */
  const joined = (q: any) =>
    q
      .leftJoin(tq, eq(tq.id, prices.transferQuotationId))
      .leftJoin(sq, eq(sq.id, prices.storageQuotationId))
      .leftJoin(wq, eq(wq.id, prices.warehousingQuotationId))
      .leftJoin(vs, eq(vs.id, prices.valueAddedServiceId))
      .leftJoin(shippingTypes, eq(shippingTypes.id, tq.typeOfShippingId))
      .leftJoin(sw, eq(sw.id, sq.warehouseId))
      .leftJoin(ww, eq(ww.id, wq.warehouseId))
      .leftJoin(currencies, eq(currencies.id, pick(tq.currencyId, sq.currencyId, wq.currencyId, vs.currencyId)));
  /** What a row of the list shows, read by the list and the figures alike. */
  const rowColumns = {
    Id: prices.id,
    Kind: prices.kind,
    Scope: prices.scope,
    QuotationName: pick<string>(tq.name, sq.name, wq.name, vs.name),
    Target: pick<string>(shippingTypes.name, sw.name, ww.name, vs.name),
    CurrencyCode: currencies.code,
  };
  const rowOf = (r: Row, lang: Lang) => ({
    Id: r.Id,
    Kind: r.Kind,
    KindName: kindName(r.Kind, lang),
    QuotationName: r.QuotationName ?? '',
    Target: r.Target ?? '',
    CurrencyCode: r.CurrencyCode ?? '',
    // It applies to the caller: a price not for everyone names them or their organisation.
    Special: r.Scope !== QuotationScope.All,
  });
  /** The caller's prices: for everyone or naming them, of an active quotation. */
  const mine = (customerId: number) =>
    and(
      appliesTo(customerId),
      eq(pick<boolean>(tq.isDeactivate, sq.isDeactivate, wq.isDeactivate, vs.isDeactivate), false),
    );
  return moduleOf(calls, [
    // The order form's services (docs/domain.md, "Orders"): every grouping with its active
    // services, in one statement; a grouping left with none is not offered.
    route(calls.GetValueAddedServiceGroupings, async () => {
      const rows = await db
        .select({
          Id: groupings.id,
          Name: groupings.name,
          MultipleChoice: groupings.multipleChoice,
          Explain: groupings.explain,
          ServiceId: valueAddedServices.id,
          ServiceName: valueAddedServices.name,
          Method: valueAddedServices.method,
          Price: valueAddedServices.price,
          ServiceExplain: valueAddedServices.explain,
          CurrencyCode: currencies.code,
          Decimals: currencies.decimals,
        })
        .from(groupings)
        .innerJoin(groupingItems, eq(groupingItems.groupingId, groupings.id))
        .innerJoin(valueAddedServices, eq(valueAddedServices.id, groupingItems.serviceId))
        .innerJoin(currencies, eq(currencies.id, valueAddedServices.currencyId))
        .where(eq(valueAddedServices.isDeactivate, false))
        .orderBy(asc(groupings.name), asc(groupings.id), asc(valueAddedServices.name), asc(valueAddedServices.id));
      const out = new Map<number, ServiceGroupingChoice>();
      for (const r of rows) {
        let g = out.get(r.Id);
        if (!g) {
          g = { Id: r.Id, Name: r.Name, MultipleChoice: r.MultipleChoice, Explain: r.Explain, Services: [] };
          out.set(r.Id, g);
        }
        g.Services.push({
          Id: r.ServiceId,
          Name: r.ServiceName,
          Method: r.Method,
          Price: priceText(r.Price, r.Decimals),
          CurrencyCode: r.CurrencyCode,
          Explain: r.ServiceExplain,
        });
      }
      return [...out.values()];
    }),
    route(calls.GetUserAvailableQuotationById, async (c) => {
      const [r] = (await joined(
        db
          .select({
            ...rowColumns,
            Decimals: currencies.decimals,
            Rounding: sql<number>`coalesce(${tq.rounding}, ${sq.rounding}, ${wq.rounding}, 1)`,
            TransferId: tq.id,
            PricingMode: tq.pricingMode,
            FreeDays: sq.freeDays,
            ChargeBasis: sq.chargeBasis,
            PricePerDay: sq.pricePerDay,
            PerPackageSigned: wq.perPackageSigned,
            PerItemShelved: wq.perItemShelved,
            PerInspection: wq.perInspection,
            Method: vs.method,
            ServicePrice: vs.price,
            Explain: vs.explain,
          })
          .from(prices),
      ).where(and(eq(prices.id, c.body.Id), mine(c.auth.userId)))) as (Row & Record<string, any>)[];
      // Another customer's price is not found, as if it did not exist.
      if (!r) throw notFound();
      const money = (v: string) => priceText(v, r.Decimals ?? 2);
      let transfer = null;
      if (r.TransferId !== null) {
        const d = await transferQuotationDetail(db, r.TransferId);
        const ids = [...new Set(d.Lines.flatMap((l) => l.CountryIds))];
        const named = ids.length
          ? await db
              .select({ id: countries.id, zhCn: countries.nameZhCn, zhTw: countries.nameZhTw, en: countries.nameEn })
              .from(countries)
              .where(inArray(countries.id, ids))
          : [];
        const byId = new Map(
          named.map((n) => [n.id, c.lang === 'zh-cn' ? n.zhCn : c.lang === 'zh-tw' ? n.zhTw : n.en]),
        );
        transfer = {
          PricingMode: r.PricingMode as number,
          Lines: d.Lines.map(({ CountryIds, ...l }) => ({
            ...l,
            Countries: CountryIds.map((id) => byId.get(id) ?? String(id)),
          })),
        };
      }
      return {
        ...rowOf(r, c.lang),
        Rounding: Number(r.Rounding),
        Transfer: transfer,
        Storage:
          r.Kind === QuotationKind.Storage
            ? { FreeDays: r.FreeDays, ChargeBasis: r.ChargeBasis, PricePerDay: money(r.PricePerDay) }
            : null,
        Warehousing:
          r.Kind === QuotationKind.Warehousing
            ? {
                PerPackageSigned: money(r.PerPackageSigned),
                PerItemShelved: money(r.PerItemShelved),
                PerInspection: money(r.PerInspection),
              }
            : null,
        Service:
          r.Kind === QuotationKind.ValueAddedService
            ? { Method: r.Method, Price: money(r.ServicePrice), Explain: r.Explain ?? '' }
            : null,
      };
    }),
    route(calls.GetUserAvailableQuotations, async (c) => {
      const q = c.body;
      const where = and(mine(c.auth.userId), q.Kind === undefined ? undefined : eq(prices.kind, q.Kind));
      const { limit, offset } = pageWindow(q);
      const page: Promise<Row[]> = joined(
        db
          .select({
            ...rowColumns,
          })
          .from(prices),
      )
        .where(where)
        .orderBy(...sortBy(q, calls.GetUserAvailableQuotations.sorts, { CreationTime: prices.creationTime }, prices.id))
        .limit(limit)
        .offset(offset);
      const counted: Promise<{ count: number }[]> = joined(db.select({ count: count() }).from(prices)).where(where);
      const { rows, total } = await pageOf(page, counted);
      return paged(
        rows.map((r) => rowOf(r, c.lang)),
        total,
      );
    }),
  ]);
}
