import { createHash } from 'node:crypto';
import type { PageQuery } from '@wms/contract';
import {
  and,
  Column,
  count,
  fillPlaceholders,
  getTableName,
  gte,
  is,
  lte,
  noopDecoder,
  SQL,
  type SQLWrapper,
  Subquery,
  sql,
} from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { PgTable } from 'drizzle-orm/pg-core';
import { genericPlanned, type Queryable } from '../db/client.js';
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

/**
 * A time as the contract writes it (`2026-11-25T21:37:45.013Z`, what `Date.toISOString` gives),
 * made by PostgreSQL: a list row then needs no Date made and written again per row.
 */
export const isoTime = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
  return mappedOnce(query.prepare(name));
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** What drizzle's node-postgres prepared query holds (drizzle-orm 0.45, `NodePgPreparedQuery`). */
interface NodePgPrepared {
  client: { query(config: object, params: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig: { text: string; rowMode?: string };
  params: unknown[];
  logger: { logQuery(sql: string, params: unknown[]): void };
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}

/**
 * A list's prepared statement on node-postgres, its rows mapped by a plan made once. drizzle maps
 * every row by walking its selected fields and asking each what it is (`is(field, Column)`, three
 * prototype checks a value): on a 20-row, 40-column page ~0.1 ms of each call, the most the server
 * spent on a list after sending. The plan resolves each field's decoder and path once; a row is
 * then built exactly as drizzle's `mapResultRow` builds it, left-joined objects whose columns all
 * came back null included (test/paging-mapper.test.ts holds the two equal). Other drivers
 * (PGlite) and queries of another shape run as drizzle runs them.
 */
function mappedOnce<T>(prepared: Prepared<T>): Prepared<T> {
  if (!is(prepared, NodePgPreparedQuery)) return prepared;
  const q = prepared as unknown as NodePgPrepared;
  if (typeof q.queryConfig?.text !== 'string' || q.queryConfig.rowMode !== 'array' || !q.fields || q.customResultMapper)
    return prepared;
  const map = rowMapper(q.fields, q.joinsNotNullableMap);
  return {
    async execute(values = {}) {
      const params = fillPlaceholders(q.params, values);
      q.logger.logQuery(q.queryConfig.text, params);
      const { rows } = await q.client.query(q.queryConfig, params);
      return rows.map(map) as T[];
    },
  };
}

/** An SQL expression's decoder (drizzle keeps it on the instance, untyped). */
const decoderOf = (e: SQL) => (e as unknown as { decoder: Decoder }).decoder;

/** What a selected field decodes its driver value with. */
function decoderFor(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOf(field);
  if (is(field, Subquery)) return decoderOf((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOf((field as { sql: SQL }).sql);
}

/** Decoders that hand the value back as it is: no call is written for them. */
const passThrough = new Set<unknown>([noopDecoder.mapFromDriverValue, Column.prototype.mapFromDriverValue]);

type Shape = Map<string, number | Shape>;

/**
 * drizzle's `mapResultRow` for one selection, compiled once into a function that builds each row
 * as one object literal: every field's place, decoder and left-join rule is settled here, not per
 * value. Walking a plan per field (a megamorphic decoder call, objects growing key by key) was
 * ~15 µs of a 20-row page, the largest part of what our server spends on a list beyond the
 * statements themselves; literals of a fixed shape also serialise faster. The same rules as
 * drizzle's (test/paging-mapper.test.ts holds the two equal): a left-joined object, one level
 * down, is null when its first column is null, unless its columns come from several tables.
 */
export function rowMapper(
  fields: { path: string[]; field: unknown }[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const decoders = fields.map(({ field }) => decoderFor(field));
  const value = (i: number) =>
    passThrough.has(decoders[i]!.mapFromDriverValue)
      ? `row[${i}]`
      : `(row[${i}] === null ? null : d[${i}].mapFromDriverValue(row[${i}]))`;
  const root: Shape = new Map();
  fields.forEach(({ path }, i) => {
    let node = root;
    for (const key of path.slice(0, -1)) {
      let next = node.get(key);
      if (!(next instanceof Map)) {
        next = new Map();
        node.set(key, next);
      }
      node = next;
    }
    node.set(path[path.length - 1]!, i);
  });
  // The objects that may be null as a whole: a joined table's columns, one level down.
  const firstOf = new Map<string, number>();
  if (joinsNotNullableMap) {
    const tables = new Map<string, Set<string>>();
    fields.forEach(({ path, field }, i) => {
      if (!is(field, Column) || path.length !== 2) return;
      const object = path[0]!;
      if (!tables.has(object)) {
        tables.set(object, new Set());
        firstOf.set(object, i);
      }
      tables.get(object)!.add(getTableName(field.table));
    });
    for (const [object, names] of tables) {
      const [table] = names;
      if (names.size > 1 || joinsNotNullableMap[table!]) firstOf.delete(object);
    }
  }
  const key = (k: string) => {
    if (k === '__proto__') throw new Error('rowMapper: a selection may not name a field __proto__');
    return JSON.stringify(k);
  };
  // `decoded`: the field whose value is already in `v<i>` (a nullable object's first column).
  const literal = (shape: Shape, decoded?: number): string =>
    `{ ${[...shape]
      .map(([k, v]) => `${key(k)}: ${typeof v !== 'number' ? literal(v) : v === decoded ? `v${v}` : value(v)}`)
      .join(', ')} }`;
  const lets: string[] = [];
  const top = [...root].map(([k, v]) => {
    const first = firstOf.get(k);
    if (typeof v === 'number' || first === undefined)
      return `${key(k)}: ${typeof v === 'number' ? value(v) : literal(v)}`;
    lets.push(`const v${first} = ${value(first)};`);
    return `${key(k)}: v${first} === null ? null : ${literal(v, first)}`;
  });
  const body = `return function mapRow(row) { ${lets.join(' ')} return { ${top.join(', ')} }; };`;
  return new Function('d', body)(decoders);
}

type ListQueries<T> = {
  page: Prepared<T>;
  count: Prepared<{ count: number }>;
  /** A searched shape's keys, found first (see `pagedList`); the page then takes them as `keys`. */
  keys?: Prepared<{ id: number }>;
};
const builtLists = new WeakMap<object, Map<string, ListQueries<unknown>>>();

/** How a list's page finds the keys of its rows (`amongKeys`, or the keys found first). */
export type Among = (column: Column, keys: SQLWrapper & Preparable<{ id: number }>) => SQL;

/** Writes a list's page and count on the handle it is given (see `pagedList`). */
type ListBuild<T> = (db: Queryable, among: Among) => { page: Preparable<T>; count: Preparable<{ count: number }> };

/** The page's rows are the keys found first: `column = any($keys)`, planned once. */
const amongFound: Among = (column) => sql`${column} = any(${param('keys')}::integer[])`;

/**
 * A big list's page and count, built once per shape and run as named prepared statements.
 *
 * Why: at a million rows the SQL itself is cheap, and what a page call spent went to building
 * it: drizzle assembling a 40-column, six-join select on every request (~1.4 ms of CPU), then
 * PostgreSQL planning it (~2 ms, for ~0.3 ms of execution). So `build` writes the queries with
 * `sql.placeholder(name)` for every value, is called once per `shape` (which filters are
 * present, the order: whatever changes the SQL text), and each call only binds `params`.
 * A list has a handful of shapes, which bounds what is kept. (PGlite ignores statement names.)
 *
 * `build` writes the queries on the handle it is given: on PostgreSQL that is the connections that
 * plan generically (`genericPlanned`, db/client.ts). A page whose rows are found by keys says so
 * with `among(column, keysQuery)` (by default `amongKeys`: one statement).
 *
 * `plan: 'custom'` is for a shape with a free-text search, whose best plan depends on the text (a
 * rare word wants the trigram index, a common one the order's index). Planning the whole page for
 * every search cost PostgreSQL ~1 ms a call (the joins), against ~0.15 ms for the keys alone: so
 * the keys and the count are planned for each text, and the page takes the keys found
 * (`= any($keys)`) with its plan made once; the count runs only when the keys fill the page (a
 * page that is not full tells the total). A page that is not found by keys (ordered by a figure
 * the joins compute) is planned whole for each text. `params` name the window `limit` and
 * `offset` (`pageWindow`).
 */
export async function pagedList<T>(
  db: Queryable,
  shape: string,
  build: ListBuild<T>,
  params: Record<string, unknown>,
  plan: 'generic' | 'custom' = 'generic',
): Promise<{ rows: T[]; total: number }> {
  let byShape = builtLists.get(db);
  if (!byShape) {
    byShape = new Map();
    builtLists.set(db, byShape);
  }
  let q = byShape.get(shape) as ListQueries<T> | undefined;
  if (!q) {
    q = prepareList(db, build, plan);
    byShape.set(shape, q as ListQueries<unknown>);
  }
  if (!q.keys) {
    const [rows, c] = await Promise.all([q.page.execute(params), q.count.execute(params)]);
    return { rows, total: Number(c[0]?.count ?? 0) };
  }
  const keys = (await q.keys.execute(params)).map((k) => k.id);
  // A page that is not full ends the list, so it tells the total without counting: a search
  // mostly finds a few rows, and its count is another scan and another plan for the text.
  const { limit, offset = 0 } = params as { limit?: number; offset?: number };
  const ended = typeof limit === 'number' && keys.length < limit && (keys.length > 0 || offset === 0);
  const [rows, c] = await Promise.all([
    keys.length ? q.page.execute({ keys }) : [],
    ended ? undefined : q.count.execute(params),
  ]);
  return { rows, total: ended ? offset + keys.length : Number(c?.[0]?.count ?? 0) };
}

function prepareList<T>(db: Queryable, build: ListBuild<T>, plan: 'generic' | 'custom'): ListQueries<T> {
  const generic = genericPlanned(db) ?? db;
  if (plan === 'generic') {
    const { page, count } = build(generic, amongKeys);
    return { page: prepareNamed(page), count: prepareNamed(count) };
  }
  let keys: Preparable<{ id: number }> | undefined;
  const searched = build(db, (column, k) => {
    keys = k;
    return amongFound(column, k);
  });
  if (!keys) return { page: prepareNamed(searched.page), count: prepareNamed(searched.count) };
  return {
    keys: prepareNamed(keys),
    page: prepareNamed(build(generic, amongFound).page),
    count: prepareNamed(searched.count),
  };
}

/**
 * `column = any(array(keys))`: the rows of a page whose keys a subquery found (`keys` orders,
 * limits and offsets on the filter's index). Not `column in (keys)`: a list runs as a named
 * prepared statement whose LIMIT and OFFSET are parameters, and for `in (subquery)` the generic
 * plan guesses a tenth of the table and hash-joins it with a sequential scan (180 ms at a million
 * rows), so PostgreSQL kept planning every call anew (~1.4 ms of its CPU per page). With an array
 * the generic plan probes the primary key for the few keys and is the one kept: no planning per
 * call (docs/architecture.md, "Speed").
 */
export const amongKeys: Among = (column, keys) => sql`${column} = any(array(${keys}))`;

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
