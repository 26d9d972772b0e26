import type { PageQuery } from '@wms/contract';
import { and, type Column, count, eq, ilike, ne, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { invalid, notFound } from './errors.js';
import { contains, dateRange, pageOf, pageWindow, sortBy } from './paging.js';
import { paged } from './route.js';

// ---------------------------------------------------------------------------------------------
// The pieces every set-up area's service is made of (docs/architecture.md, "Adding a business
// area"): the paged list with its search box, status filter, date range and declared sorts; the
// row in wire form; the unique-field check that the form can fix (Code 2 on the field); the row
// locked for a write.

/** A drizzle row in wire form: `nameEn` answers as `NameEn`, times as ISO text. */
export type WireRow<T> = { [K in keyof T & string as Capitalize<K>]: T[K] extends Date ? string : T[K] };

export function wireRow<T extends Record<string, unknown>>(row: T): WireRow<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row))
    out[k[0]!.toUpperCase() + k.slice(1)] = v instanceof Date ? v.toISOString() : v;
  return out as WireRow<T>;
}

/** The same row with its times as ISO text, as the wire carries them. */
export type IsoTimes<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function isoTimes<T extends object>(row: T): IsoTimes<T> {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [k, v] of Object.entries(out)) if (v instanceof Date) out[k] = v.toISOString();
  return out as IsoTimes<T>;
}

type TableWith = PgTable & { id: PgColumn; creationTime: PgColumn; isDeactivate?: PgColumn };

/**
 * A set-up list: `Content` searched (any case, any part) in `search`, `IsDeactivate` and the
 * creation date range filtered, ordered by the call's declared sorts, paged; `where` adds the
 * area's own filters. Answers the page of `row(r)`.
 */
export async function setupList<T extends TableWith, S extends string, R>(
  db: Queryable,
  table: T,
  q: PageQuery & { Content?: string; IsDeactivate?: boolean },
  o: {
    search: (Column | SQL)[];
    sorts: readonly S[];
    order: Record<S, SQLWrapper>;
    where?: SQL;
    row: (r: T['$inferSelect']) => R;
  },
) {
  const where = and(
    q.Content ? or(...o.search.map((c) => ilike(c, contains(q.Content!)))) : undefined,
    q.IsDeactivate === undefined || !table.isDeactivate ? undefined : eq(table.isDeactivate, q.IsDeactivate),
    dateRange(table.creationTime, q),
    o.where,
  );
  const { limit, offset } = pageWindow(q);
  const { rows, total } = await pageOf(
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...sortBy(q, o.sorts, o.order, table.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: count() })
      .from(table as PgTable)
      .where(where),
  );
  return paged((rows as T['$inferSelect'][]).map(o.row), total);
}

/** Refuses a value another row already has in a unique column as Code 2 on the form's field
 * (`validation.taken`: "Code is already used by another currency: ..."; `kind` is the record's
 * `recordKey`): the user fixes it in the form. The unique index stays the guarantee. */
export async function refuseTaken(
  db: Queryable,
  table: TableWith,
  column: PgColumn,
  value: unknown,
  field: string,
  exceptId?: number,
  kind = 'record',
) {
  const [taken] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(column, value), exceptId === undefined ? undefined : ne(table.id, exceptId)))
    .limit(1);
  if (taken) throw invalid(field, 'validation.taken', { record: `record.${kind}` });
}

/** The row with this id, locked for the rest of the transaction; Code 3 when there is none. */
export async function lockedRow<T extends TableWith>(tx: Queryable, table: T, id: number): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}
