import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { invalid } from './errors.js';

// What a set-up table offers to the forms that pick from it: its active records by name (a
// `/Select/` list), and the check that what a form sent is one of them.

type Named = PgTable & { id: PgColumn; name: PgColumn; isDeactivate: PgColumn };

/** The active records of a set-up table by name, as a `/Select/` list answers them. */
export async function activeOptions(db: Queryable, t: Named) {
  const rows = await db
    .select({ id: t.id, name: t.name })
    .from(t as PgTable)
    .where(eq(t.isDeactivate, false))
    .orderBy(asc(t.name), asc(t.id));
  return rows.map((r) => ({ Value: r.id as number, Name: r.name as string }));
}

/** Every id picked must be one its list offers (active, and `where` holds), else Code 2 on the field. */
export async function refuseUnoffered(
  tx: Queryable,
  t: PgTable & { id: PgColumn; isDeactivate: PgColumn },
  ids: readonly number[],
  field: string,
  where?: SQL,
) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const found = await tx
    .select({ id: t.id })
    .from(t as PgTable)
    .where(and(inArray(t.id, wanted), eq(t.isDeactivate, false), where));
  if (found.length !== wanted.length) throw invalid(field, 'validation.unknownChoice');
}
