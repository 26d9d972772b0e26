import { hashKey, useQuery } from '@tanstack/react-query';
import type { Page, PageQuery } from '@wms/contract';
import type { TablePaginationConfig } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useSearchParams } from 'react-router';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from './logic';

/** The paging keys every list body carries (the contract's paging query, dates aside). */
export type PageBody = Pick<PageQuery, 'index' | 'rows' | 'sortType' | 'descendingOrder'>;

/** A list's sorting as the table shows it: the field (one of the call's declared `sorts`) and
 * the direction; no field is the call's default order. */
export interface ListSort {
  sorts: readonly string[];
  field?: string;
  descending: boolean;
  onChange(field: string | undefined, descending: boolean): void;
}

/** The URL's search parameters when a list keeps its state there. A list outside a router (a
 * component test) or not asking for it does without: whether a component is inside a router
 * never changes while it is mounted, so the hooks run in the same order on every render. */
function useLink(wanted: boolean) {
  if (!useInRouterContext()) return null;
  // biome-ignore lint/correctness/useHookAtTopLevel: the condition above is fixed for the component's life
  const [params, setParams] = useSearchParams();
  return wanted ? { params, setParams } : null;
}

/** The list state a URL carries: `?page=2&rows=50&sort=Name&order=asc&q={"Content":"bat"}`. The
 * filters travel as one JSON value, so a number typed into a text search stays text. */
function fromUrl(p: URLSearchParams) {
  let filters: Record<string, unknown> | undefined;
  try {
    const q = p.get('q');
    const parsed = q ? (JSON.parse(q) as unknown) : undefined;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) filters = parsed as Record<string, unknown>;
  } catch {
    filters = undefined;
  }
  const int = (k: string) => {
    const n = Number(p.get(k));
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  return {
    filters,
    index: int('page'),
    rows: int('rows'),
    sort: p.get('sort') ?? undefined,
    order: p.get('order'),
  };
}

/**
 * A paged list on the server: the filters of the search form, the page, the query and the
 * table's pagination (tables 10/20/30/50/100, pickers 10/20/50/100). `search` starts again at
 * page 1, and so does a new page size. A page left empty by a delete steps back one page.
 *
 * `fixed` holds filters that come from elsewhere (the owner chosen in the form around a picker):
 * they are sent with every request as they are now, whatever was searched before, and a change
 * of them starts again at page 1. While a page loads, the rows of the previous page stay only
 * when they are rows of the same list: the same `key` and `fixed` (never another owner's rows).
 */
export function usePagedList<F extends object, Row>(
  key: readonly unknown[],
  fetch: (body: F & PageBody) => Promise<Pick<Page<Row>, 'Data'> & { Total?: number; Counts?: Page<Row>['Counts'] }>,
  initial: F,
  opts: {
    rows?: number;
    enabled?: boolean;
    pageSizes?: readonly number[];
    fixed?: Record<string, unknown>;
    /** The call's declared sort fields: the table's column headers sort by them. */
    sorts?: readonly string[];
    /** The list's own order (no column chosen) runs ascending (the call's `ascending`). */
    ascending?: boolean;
    /** The list state (filters, page, page size, sort) lives in the URL: refresh, back and a
     * shared link reopen the same list. One list per screen may do this. */
    url?: boolean;
  } = {},
) {
  const { t } = useTranslation('common');
  const link = useLink(opts.url === true);
  const fromLink = link ? fromUrl(link.params) : null;
  const [ownFilters, setFilters] = useState<F>(initial);
  const filters = fromLink ? ((fromLink.filters as F | undefined) ?? initial) : ownFilters;
  // Undefined ones are not sent, so they do not override a searched value either.
  const fixed = Object.fromEntries(Object.entries(opts.fixed ?? {}).filter(([, v]) => v !== undefined));
  const list = [...key, fixed];
  const listHash = hashKey(list);
  const [ownPaging, setOwnPage] = useState({ index: 1, rows: opts.rows ?? TABLE_DEFAULT_PAGE_SIZE, list: listHash });
  const byDefault = !opts.ascending;
  const [ownSort, setOwnSort] = useState<{ field?: string; descending: boolean }>({ descending: byDefault });
  const paging = fromLink
    ? { index: fromLink.index ?? 1, rows: fromLink.rows ?? opts.rows ?? TABLE_DEFAULT_PAGE_SIZE, list: listHash }
    : ownPaging;
  const sorting = fromLink
    ? { field: fromLink.sort, descending: fromLink.order ? fromLink.order !== 'asc' : byDefault }
    : ownSort;
  /** Writes the next list state: into the URL (a new history entry) or the component. */
  const go = (next: { filters?: F; index?: number; rows?: number; sort?: { field?: string; descending: boolean } }) => {
    if (!fromLink) {
      if (next.filters) setFilters(next.filters);
      if (next.sort) setOwnSort(next.sort);
      setOwnPage((p) => ({ index: next.index ?? p.index, rows: next.rows ?? p.rows, list: listHash }));
      return;
    }
    const f = next.filters ?? filters;
    const s = next.sort ?? sorting;
    const rows = next.rows ?? paging.rows;
    const p = new URLSearchParams();
    if (Object.keys(f).length) p.set('q', JSON.stringify(f));
    if ((next.index ?? paging.index) > 1) p.set('page', String(next.index ?? paging.index));
    if (rows !== (opts.rows ?? TABLE_DEFAULT_PAGE_SIZE)) p.set('rows', String(rows));
    if (s.field) p.set('sort', s.field);
    if (s.descending !== byDefault) p.set('order', s.descending ? 'desc' : 'asc');
    link!.setParams(p);
  };
  const page = paging.list === listHash ? paging : { ...paging, index: 1 };
  const sortIndex = sorting.field && opts.sorts ? opts.sorts.indexOf(sorting.field) : -1;
  const body = {
    ...filters,
    ...fixed,
    index: page.index,
    rows: page.rows,
    sortType: Math.max(0, sortIndex),
    descendingOrder: sorting.descending,
  };
  const query = useQuery({
    queryKey: [...list, body],
    queryFn: () => fetch(body),
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey(previousQuery.queryKey.slice(0, list.length)) === listHash ? previous : undefined,
    enabled: opts.enabled ?? true,
  });
  const rows = query.data?.Data ?? [];
  const total = query.data?.Total ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `go` is a new function every render
  useEffect(() => {
    if (!query.isPlaceholderData && rows.length === 0 && total > 0 && page.index > 1) {
      // A page left empty by a delete steps back to the last page that has rows.
      go({ index: Math.max(1, Math.ceil(total / page.rows)) });
    }
  }, [rows.length, total, page.index, query.isPlaceholderData, listHash]);

  const pagination: TablePaginationConfig = {
    current: page.index,
    pageSize: page.rows,
    total,
    pageSizeOptions: (opts.pageSizes ?? TABLE_PAGE_SIZES).map(String),
    showSizeChanger: true,
    showTotal: (count) => t('total', { count }),
    onChange: (index, size) => go({ index: size === page.rows ? index : 1, rows: size }),
  };
  const sort: ListSort | undefined = opts.sorts
    ? {
        sorts: opts.sorts,
        field: sortIndex >= 0 ? sorting.field : undefined,
        descending: sorting.descending,
        // Clearing the column's sort goes back to the list's own order.
        onChange: (field, descending) => go({ sort: { field, descending: field ? descending : byDefault }, index: 1 }),
      }
    : undefined;
  return {
    filters,
    search: (f: F) => go({ filters: f, index: 1 }),
    sort,
    rows,
    total,
    /** The records of each state, from a list that answers them (state tabs). */
    counts: query.data?.Counts,
    query,
    pagination,
    loading: query.isFetching,
  };
}

/** The filters of a list without paging (a tree), kept in the URL like a paged list's: `?q={...}`. */
export function useUrlFilters<F extends object>(initial: F): [F, (f: F) => void] {
  const [params, setParams] = useSearchParams();
  const filters = (fromUrl(params).filters as F | undefined) ?? initial;
  return [
    filters,
    (f) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (Object.keys(f).length) next.set('q', JSON.stringify(f));
        else next.delete('q');
        return next;
      }),
  ];
}

/** The sort of a list sorted here rather than by the server (a whole tree), kept in the URL the
 * way a paged list keeps its own (`sort`, `order`); none until the user clicks a header. */
export function useUrlSort(sorts: readonly string[]): ListSort {
  const [params, setParams] = useSearchParams();
  const { sort, order } = fromUrl(params);
  return {
    sorts,
    field: sort && sorts.includes(sort) ? sort : undefined,
    descending: order === 'desc',
    onChange: (field, descending) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (field) {
          next.set('sort', field);
          next.set('order', descending ? 'desc' : 'asc');
        } else {
          next.delete('sort');
          next.delete('order');
        }
        return next;
      }),
  };
}

/** Rows and their children ordered by `field`, siblings among themselves (numbers as numbers,
 * text in the user's language's order). */
export function sortTree<R extends { children?: R[] }>(rows: R[], field: string | undefined, descending: boolean): R[] {
  if (!field) return rows;
  const collator = new Intl.Collator(undefined, { numeric: true });
  const value = (r: R) => (r as Record<string, unknown>)[field];
  const compare = (a: R, b: R) => {
    const x = value(a);
    const y = value(b);
    const c =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x ?? ''), String(y ?? ''));
    return descending ? -c : c;
  };
  return [...rows]
    .sort(compare)
    .map((r) => (r.children ? { ...r, children: sortTree(r.children, field, descending) } : r));
}
