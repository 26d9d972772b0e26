import type { Lang } from '@wms/contract';
import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { refused } from './errors.js';
import { t } from './i18n.js';

// ---------------------------------------------------------------------------------------------
// A record other records point at is not deleted, and the refusal says what points at it: their
// kind and up to three of them by name ("“EMS” cannot be deleted while shipping type “EMS
// Standard” uses it: ..."), so the user knows where to go. Every delete that refuses for that
// reason goes through `refuseInUse`.

/** The records of one other table that point at a record. */
export interface UsedBy {
  /** The column of the other table that holds the record's id. */
  column: PgColumn;
  /** What they are (a `recordKey`: `record.<kind>` and `records.<kind>` name it). */
  kind: string;
  /** What one of them is called, in the caller's language (a column, or a sub-select for a row
   * that stands for another record, such as a channel's country). */
  name: SQLWrapper | ((lang: Lang) => SQLWrapper);
  /** Only these of its rows count (stock still on a shelf ...). */
  where?: SQL;
}

/** How many of them a refusal names; the rest are counted ("and 4 more"). */
const NAMED = 3;

/**
 * Refuses (Code 4) to delete the record `id`, called `name`, while rows of any of `refs` point
 * at it: the first kind that does is named, with up to three of its records by name and the
 * count of the rest. `deactivate` adds that the record can be deactivated instead. Answers when
 * nothing points at it.
 */
export async function refuseInUse(
  tx: Queryable,
  id: number,
  refs: UsedBy[],
  o: { name: string; lang: Lang; deactivate?: boolean },
): Promise<void> {
  for (const ref of refs) {
    const name = typeof ref.name === 'function' ? ref.name(o.lang) : ref.name;
    const rows = await tx
      .select({ name: sql<string>`${name}`, total: sql<number>`count(*) over ()` })
      .from(ref.column.table)
      .where(and(eq(ref.column, id), ref.where))
      .orderBy(asc(sql`${name}`))
      .limit(NAMED);
    if (!rows.length) continue;
    const total = Number(rows[0]!.total);
    const names = rows.map((r) => t(o.lang, 'error.usedByName', { name: r.name ?? '' }));
    if (total > rows.length) names.push(t(o.lang, 'error.usedByMore', { count: total - rows.length }));
    throw refused(o.deactivate ? 'error.usedByDeactivate' : 'error.usedBy', {
      name: o.name,
      kind: `record.${ref.kind}`,
      kinds: `records.${ref.kind}`,
      count: total,
      // A list, written as the caller's language writes lists ("A, B, and C" / "A、B和C").
      names,
    });
  }
}
