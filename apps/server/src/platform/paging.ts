import type { PageQuery } from '@wms/contract';
import { and, type Column, gte, lte, type SQL } from 'drizzle-orm';

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
