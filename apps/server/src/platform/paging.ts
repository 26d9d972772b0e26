import { createHash } from 'node:crypto';
import type { PageQuery } from '@wms/contract';
import { and, type Column, count, getTableName, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { COUNTED_TABLES, type CountedTable } from '../db/row-counts.js';

/** LIMIT/OFFSET of a paging body (index is 1-based). */
export function pageWindow(q: Pick<PageQuery, 'index' | 'rows'>): { limit: number; offset: number } {
  return { limit: q.rows, offset: (q.index - 1) * q.rows };
}

/** The optional StartDate/EndDate range applied to a time column. */
export function dateRange(column: Column, q: Pick<PageQuery, 'StartDate' | 'EndDate'>): SQL | undefined {
  return and(
    q.StartDate ? gte(column, new Date(q.StartDate)) : undefined,
    q.EndDate ? lte(column, new Date(q.EndDate)) : undefined,
  );
}

/** The StartDate/EndDate values a prepared list binds, as `start` and `end`. */
export const dateParams = (q: Pick<PageQuery, 'StartDate' | 'EndDate'>) => ({
  start: q.StartDate ? new Date(q.StartDate) : undefined,
  end: q.EndDate ? new Date(q.EndDate) : undefined,
});

/** `dateRange` with placeholders: the bounds present in `v` (from `dateParams`). */
export function dateRangeParams(column: Column, v: { start?: Date; end?: Date }): SQL | undefined {
  return and(
    v.start ? gte(column, sql.placeholder('start')) : undefined,
    v.end ? lte(column, sql.placeholder('end')) : undefined,
  );
}

/** `count(*) over()` is avoided on purpose: lists run the page query and a count query on
 * the same filters, which keeps deep pages and counts each on their own index. */
export async function pageOf<T>(rows: Promise<T[]>, count: Promise<{ count: number }[]>) {
  const [r, c] = await Promise.all([rows, count]);
  return { rows: r, total: Number(c[0]?.count ?? 0) };
}

/** `%text%` for ILIKE, the caller's own wildcards taken literally. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const counted = new Set<string>(COUNTED_TABLES);

/** The count query of a list (a builder: awaited it runs, or it is prepared beside its page): rows
 * matching `where`; with no filter on a table whose count the triggers keep (`db/row-counts.ts`),
 * that one row is read instead of counting the table. */
export function countQuery(db: Queryable, table: PgTable, where: SQL | undefined) {
  const name = getTableName(table);
  if (where === undefined && counted.has(name)) {
    return db
      .select({ count: sql<number>`n::int` })
      .from(sql`row_counts`)
      .where(sql`table_name = ${name as CountedTable}`);
  }
  return db.select({ count: count() }).from(table).where(where);
}

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared<T>;
}
interface Prepared<T> {
  execute(params?: Record<string, unknown>): Promise<T[]>;
}

/** Named after its text, so that each distinct statement is prepared once per connection. */
function prepareNamed<T>(query: Preparable<T>): Prepared<T> {
  const name = `list_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 20)}`;
  return query.prepare(name);
}

type ListQueries<T> = { page: Prepared<T>; count: Prepared<{ count: number }> };
const builtLists = new WeakMap<object, Map<string, ListQueries<unknown>>>();

/**
 * A big list's page and count, built once per shape and run as named prepared statements.
 *
 * Why: at a million rows the SQL itself is cheap, and what a page call spent went to building
 * it: drizzle assembling a 40-column, six-join select on every request (~1.4 ms of CPU), then
 * PostgreSQL planning it (~2 ms, for ~0.3 ms of execution). So `build` writes the queries with
 * `sql.placeholder(name)` for every value, is called once per `shape` (which filters are
 * present, the order: whatever changes the SQL text), and each call only binds `params`.
 * A list has a handful of shapes, which bounds what is kept. (PGlite ignores statement names.)
 */
export async function pagedList<T>(
  db: Queryable,
  shape: string,
  build: () => { page: Preparable<T>; count: Preparable<{ count: number }> },
  params: Record<string, unknown>,
): Promise<{ rows: T[]; total: number }> {
  let byShape = builtLists.get(db);
  if (!byShape) {
    byShape = new Map();
    builtLists.set(db, byShape);
  }
  let q = byShape.get(shape) as ListQueries<T> | undefined;
  if (!q) {
    const { page, count } = build();
    q = { page: prepareNamed(page), count: prepareNamed(count) };
    byShape.set(shape, q as ListQueries<unknown>);
  }
  const [rows, c] = await Promise.all([q.page.execute(params), q.count.execute(params)]);
  return { rows, total: Number(c[0]?.count ?? 0) };
}

/** The placeholder of a list parameter, named after it. */
export const param = (name: string) => sql.placeholder(name);

/** The names of the parameters present (not undefined): the filter part of a list's shape. */
export const presentKeys = (params: Record<string, unknown>) =>
  Object.keys(params)
    .filter((k) => params[k] !== undefined)
    .join(',');

/**
 * The ORDER BY of a paged list from its declared sorts (the call table's `sorts`, index =
 * sortType): `columns` names the expression (or expressions, in turn) each sort field orders by;
 * the compiler makes it name every declared field and no other. `tieBreak` (the id) keeps pages stable.
 */
export function sortBy<S extends string>(
  q: Pick<PageQuery, 'sortType' | 'descendingOrder'>,
  sorts: readonly S[],
  columns: Record<S, SQLWrapper | SQLWrapper[]>,
  tieBreak: Column,
): SQL[] {
  const by = columns[sorts[q.sortType] ?? sorts[0]!];
  const dir = q.descendingOrder ? sql`desc` : sql`asc`;
  return [...(Array.isArray(by) ? by : [by]), tieBreak].map((c) => sql`${c} ${dir}`);
}
