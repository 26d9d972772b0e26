import { createHash } from 'node:crypto';
import type { PageQuery } from '@wms/contract';
import { and, type Column, count, getTableName, gte, lte, type SQL, sql } from 'drizzle-orm';
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

/** `count(*) over()` is avoided on purpose: lists run the page query and a count query on
 * the same filters, which keeps deep pages and counts each on their own index. */
export async function pageOf<T>(rows: Promise<T[]>, count: Promise<{ count: number }[]>) {
  const [r, c] = await Promise.all([rows, count]);
  return { rows: r, total: Number(c[0]?.count ?? 0) };
}

/** `%text%` for ILIKE, the caller's own wildcards taken literally. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const counted = new Set<string>(COUNTED_TABLES);

/**
 * The count query of a list: rows matching `where`; with no filter on a table whose count the
 * triggers keep (`db/row-counts.ts`), that one row is read instead of counting the table.
 */
export function countRows(db: Queryable, table: PgTable, where: SQL | undefined): Promise<{ count: number }[]> {
  const name = getTableName(table);
  if (where === undefined && counted.has(name)) {
    return db
      .execute(sql`select n::int as count from row_counts where table_name = ${name as CountedTable}`)
      .then((r) => r.rows as unknown as { count: number }[]);
  }
  return db.select({ count: count() }).from(table).where(where);
}

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T[]> };
}

/**
 * Runs a list's page query as a named prepared statement, named after its text: a page joining
 * names and stock spends ~2 ms in the planner and ~0.3 ms executing, and a prepared statement
 * is planned once per connection. The values stay parameters, so one statement serves every
 * value of a filter combination; the few combinations a list has bound the statements kept.
 * (PGlite ignores the name.)
 */
export function prepared<T>(query: Preparable<T>): Promise<T[]> {
  const name = `list_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 20)}`;
  return query.prepare(name).execute();
}
