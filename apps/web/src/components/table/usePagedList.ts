import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
 */
export function usePagedList<F extends object, Row>(
  key: readonly unknown[],
  fetch: (body: F & PageBody) => Promise<Envelope<Row[]>>,
  initial: F,
  opts: { rows?: number; enabled?: boolean; pageSizes?: readonly number[] } = {},
) {
  const { t } = useTranslation('common');
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState({ index: 1, rows: opts.rows ?? TABLE_DEFAULT_PAGE_SIZE });
  const body = { ...filters, index: page.index, rows: page.rows, sortType: 0, descendingOrder: true };
  const query = useQuery({
    queryKey: [...key, body],
    queryFn: () => fetch(body),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
  const rows = query.data?.Data ?? [];
  const total = query.data?.Total ?? 0;

  useEffect(() => {
    if (!query.isPlaceholderData && rows.length === 0 && total > 0 && page.index > 1) {
      setPage((p) => ({ ...p, index: Math.max(1, Math.ceil(total / p.rows)) }));
    }
  }, [rows.length, total, page.index, query.isPlaceholderData]);

  const pagination: TablePaginationConfig = {
    current: page.index,
    pageSize: page.rows,
    total,
    pageSizeOptions: (opts.pageSizes ?? TABLE_PAGE_SIZES).map(String),
    showSizeChanger: true,
    showTotal: (count) => t('total', { count }),
    onChange: (index, size) => setPage({ index: size === page.rows ? index : 1, rows: size }),
  };
  return {
    filters,
    search: (f: F) => {
      setFilters(f);
      setPage((p) => ({ ...p, index: 1 }));
    },
    rows,
    total,
    query,
    pagination,
    loading: query.isFetching,
  };
}
