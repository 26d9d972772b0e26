import { hashKey, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@wms/contract';
import type { TablePaginationConfig } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from './logic';

export interface PageBody {
  index: number;
  rows: number;
  sortType: number;
  descendingOrder: boolean;
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
  fetch: (body: F & PageBody) => Promise<Envelope<Row[]>>,
  initial: F,
  opts: { rows?: number; enabled?: boolean; pageSizes?: readonly number[]; fixed?: Record<string, unknown> } = {},
) {
  const { t } = useTranslation('common');
  const [filters, setFilters] = useState<F>(initial);
  // Undefined ones are not sent, so they do not override a searched value either.
  const fixed = Object.fromEntries(Object.entries(opts.fixed ?? {}).filter(([, v]) => v !== undefined));
  const list = [...key, fixed];
  const listHash = hashKey(list);
  const [paging, setPage] = useState({ index: 1, rows: opts.rows ?? TABLE_DEFAULT_PAGE_SIZE, list: listHash });
  const page = paging.list === listHash ? paging : { ...paging, index: 1 };
  const body = { ...filters, ...fixed, index: page.index, rows: page.rows, sortType: 0, descendingOrder: true };
  const query = useQuery({
    queryKey: [...list, body],
    queryFn: () => fetch(body),
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey(previousQuery.queryKey.slice(0, list.length)) === listHash ? previous : undefined,
    enabled: opts.enabled ?? true,
  });
  const rows = query.data?.Data ?? [];
  const total = query.data?.Total ?? 0;

  useEffect(() => {
    if (!query.isPlaceholderData && rows.length === 0 && total > 0 && page.index > 1) {
      setPage((p) => ({ ...p, index: Math.max(1, Math.ceil(total / p.rows)), list: listHash }));
    }
  }, [rows.length, total, page.index, query.isPlaceholderData, listHash]);

  const pagination: TablePaginationConfig = {
    current: page.index,
    pageSize: page.rows,
    total,
    pageSizeOptions: (opts.pageSizes ?? TABLE_PAGE_SIZES).map(String),
    showSizeChanger: true,
    showTotal: (count) => t('total', { count }),
    onChange: (index, size) => setPage({ index: size === page.rows ? index : 1, rows: size, list: listHash }),
  };
  return {
    filters,
    search: (f: F) => {
      setFilters(f);
      setPage((p) => ({ ...p, index: 1, list: listHash }));
    },
    rows,
    total,
    query,
    pagination,
    loading: query.isFetching,
  };
}
