import type { Lang } from '@wms/contract';
import { and, count, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Queryable } from '../../../db/client.js';
import { currencies, users } from '../../../db/schema/index.js';
import { contains, dateRange, isoTime, pageWindow, sortBy } from '../../../platform/paging.js';
import { type BoundWorkflow, stateCounts } from '../../../platform/transition.js';
import { priceText } from '../../warehouse/commodities/service.js';

// The money lists (bills, payments, invoices, recharges, wallets, amount statements) are one list
// declared many times: a record owned by a customer, in a currency whose code goes out beside the
// amounts and whose places the amounts are written in; staff read every customer's, a customer
// their own (`owner`, which overrides any customer filter); filtered by customer, currency, type,
// state, number and time; sorted by time or amount; with the state tabs' counts beside the page.
// A list declares what is its own (`moneyList`), this file does the rest: one statement for the
// page (its joins in it, never a query per row), one for the count, one for the state counts.

/** An option list's name of a value in the caller's language (the value itself when unknown). */
export const optionName = (options: { Value: number; Name: Record<Lang, string> }[], v: number, lang: Lang) =>
  options.find((o) => o.Value === v)?.Name[lang] ?? String(v);

/** A time that may be missing (paid, expires), as the contract writes times, or null. */
export const optionalTime = (column: PgColumn) =>
  sql<string | null>`case when ${column} is null then null else ${isoTime(column)} end`;

/** The filters every money list understands; a list applies those its declaration gives. */
export interface MoneyListQuery {
  CustomerId?: number;
  CurrencyId?: number;
  Content?: string;
  Type?: number;
  Status?: number;
  StartDate?: string;
  EndDate?: string;
  sortType?: number;
  descendingOrder?: boolean;
}

/** The paging of a list call, and whether it wants the state tabs' counts. */
export type MoneyPageQuery = MoneyListQuery & { index: number; rows: number; StateCounts?: boolean };

const operator = alias(users, 'operator');

/** The columns every money row starts with (the currency's places are read, not answered). */
const baseColumns = (d: { id: PgColumn; owner: PgColumn; currency: PgColumn }) => ({
  Id: d.id,
  CustomerId: d.owner,
  CustomerName: users.userName,
  CurrencyId: d.currency,
  CurrencyCode: currencies.code,
  Decimals: currencies.decimals,
});
/** What the shared columns answer (the ids are integer columns). */
type Base = {
  Id: SQL<number>;
  CustomerId: SQL<number>;
  CustomerName: SQL<string>;
  CurrencyId: SQL<number>;
  CurrencyCode: SQL<string>;
  OperatorName: SQL<string>;
  CreationTime: SQL<string>;
};

/** A record of the list as `row` gets it: the selected columns, amounts already in the currency's
 * places, `OperatorName` ('' when none) when the list declares an operator. */
export type MoneyRecord<C extends SelectedFields> = SelectResultFields<Base & C>;

export interface MoneyListDef<C extends SelectedFields, Out, Ctx> {
  /** The records' table, its id (every page's last sort key), its owning customer and currency. */
  table: PgTable;
  id: PgColumn;
  owner: PgColumn;
  currency: PgColumn;
  /** When the record was made: `CreationTime`, and the StartDate/EndDate range unless `dates: false`. */
  created: PgColumn;
  dates?: false;
  /** Who made it (staff, the payer): `OperatorName`, '' when none. */
  operator?: PgColumn;
  /** The list's own columns, after the shared ones. */
  columns: C;
  /** Further tables the columns read, left-joined. */
  joins?: readonly (readonly [PgTable, SQL])[];
  /** The columns of the text search (`Content`), matched anywhere in any of them. */
  search?: readonly PgColumn[];
  /** The `Type` filter's column. */
  type?: PgColumn;
  /** The records' workflow: the `Status` filter and the state tabs' counts. */
  workflow?: BoundWorkflow;
  /** What each declared sort (the call table's `sorts`) orders by; an array is the one fixed order. */
  order: Record<string, SQLWrapper | SQLWrapper[]> | SQLWrapper[];
  /** The columns written in the currency's places. */
  amounts: readonly (keyof C & string)[];
  /** The answer's row from the record (its amounts already in places). */
  row: (r: MoneyRecord<C>, x: { lang: Lang; places: number } & Ctx) => Out;
}

/** What a page call names: the caller's customer id for their own list, the language, the call
 * table's sorts, and what the list's `row` needs beyond (its context). */
export type MoneyListCall<Ctx> = { owner: number | undefined; lang: Lang; sorts?: readonly string[] } & Ctx;

/**
 * A money list from its declaration: `page` answers a list call (rows, total and, asked, the
 * state counts), `list` the rows of the filters in a window (an export), `records` the rows of any
 * condition with their currency's places (a detail, the bills an invoice gathered).
 */
export function moneyList<C extends SelectedFields, Out, Ctx = Record<never, never>>(def: MoneyListDef<C, Out, Ctx>) {
  const fields = {
    ...baseColumns(def),
    ...def.columns,
    ...(def.operator ? { OperatorName: sql<string>`coalesce(${operator.userName}, '')` } : {}),
    CreationTime: isoTime(def.created),
  } as SelectedFields;

  /** The record's row: amounts in places, the currency's places dropped, then the list's own `row`. */
  function shape(raw: Record<string, unknown>, x: { lang: Lang } & Ctx): { row: Out; places: number } {
    const { Decimals, ...r } = raw;
    const places = Number(Decimals);
    for (const k of def.amounts) r[k] = priceText(String(r[k]), places);
    return { row: def.row(r as MoneyRecord<C>, { ...x, places }), places };
  }

  /** The filters' condition; `owner` overrides the customer filter; without `withStatus` the
   * state is left out (the tabs count every state of the other filters). */
  function where(q: MoneyListQuery, owner: number | undefined, withStatus = true): SQL | undefined {
    const customer = owner ?? q.CustomerId;
    return and(
      customer === undefined ? undefined : eq(def.owner, customer),
      q.CurrencyId === undefined ? undefined : eq(def.currency, q.CurrencyId),
      def.type && q.Type !== undefined ? eq(def.type, q.Type) : undefined,
      def.workflow && withStatus && q.Status !== undefined ? eq(def.workflow.state, q.Status) : undefined,
      def.search?.length && q.Content ? or(...def.search.map((c) => ilike(c, contains(q.Content!)))) : undefined,
      def.dates === false ? undefined : dateRange(def.created, q),
    );
  }

  /** The ORDER BY of a call: its declared sort, or the list's fixed order; the id last. */
  function orderOf(q: MoneyListQuery, sorts: readonly string[] | undefined): SQL[] {
    if (Array.isArray(def.order)) return [...def.order, def.id].map((c) => sql`${c}`);
    const declared = sorts?.length ? sorts : Object.keys(def.order);
    return sortBy(
      { sortType: q.sortType ?? 0, descendingOrder: q.descendingOrder ?? false },
      declared,
      def.order,
      def.id,
    );
  }

  async function records(
    db: Queryable,
    condition: SQL | undefined,
    x: { lang: Lang; order?: SQL[]; limit: number; offset?: number } & Ctx,
  ) {
    let q = db
      .select(fields)
      .from(def.table)
      .innerJoin(users, eq(users.id, def.owner))
      .innerJoin(currencies, eq(currencies.id, def.currency))
      .$dynamic();
    if (def.operator) q = q.leftJoin(operator, eq(operator.id, def.operator));
    for (const [table, on] of def.joins ?? []) q = q.leftJoin(table, on);
    const rows = await q
      .where(condition)
      .orderBy(...(x.order ?? [sql`${def.id}`]))
      .limit(x.limit)
      .offset(x.offset ?? 0);
    return rows.map((r) => shape(r, x));
  }

  /** The rows of the filters in `window`, in the call's order. */
  async function list(
    db: Queryable,
    q: MoneyListQuery,
    call: MoneyListCall<Ctx>,
    window: { limit: number; offset: number },
  ) {
    const found = await records(db, where(q, call.owner), { ...call, order: orderOf(q, call.sorts), ...window });
    return found.map((f) => f.row);
  }

  /** A list call's page, its total and (asked, for a list with a workflow) its state counts. */
  async function page(db: Queryable, q: MoneyPageQuery, call: MoneyListCall<Ctx>) {
    const [rows, total, counts] = await Promise.all([
      list(db, q, call, pageWindow(q)),
      db
        .select({ count: count() })
        .from(def.table)
        .where(where(q, call.owner))
        .then(([c]) => Number(c?.count ?? 0)),
      def.workflow && q.StateCounts
        ? stateCounts(db, def.workflow, where(q, call.owner, false))
        : Promise.resolve(undefined),
    ]);
    return { rows, total, counts };
  }

  return { where, records, list, page, shape };
}
