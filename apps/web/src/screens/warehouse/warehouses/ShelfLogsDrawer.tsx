import { calls, type ShelfLogRow, type ShelfRow } from '@wms/contract';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { SearchPanel } from '../../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { usePagedList } from '../../../components/table/usePagedList';
import { formatDateTime } from '../../../utils/format';

/** What happened on one shelf, newest first, in the side drawer. Its eight columns need about
 * 1 100 px: at the 70% of row details a 1366 px screen cut Reference and Operator off, so the
 * drawer takes what it needs, within the screen. */
export function ShelfLogsDrawer({ shelf, onClose }: { shelf: ShelfRow | undefined; onClose(): void }) {
  const { t } = useTranslation(['shelves', 'system']);
  return (
    <Drawer
      open={!!shelf}
      onClose={onClose}
      width="min(1160px, 94vw)"
      title={shelf ? t('shelfLogs', { number: shelf.ShelvesNumber }) : ''}
      destroyOnHidden
      data-testid="shelf-logs"
    >
      {shelf ? <Logs shelfId={shelf.Id} /> : null}
    </Drawer>
  );
}

function Logs({ shelfId }: { shelfId: number }) {
  const { t } = useTranslation(['shelves', 'system']);
  const list = usePagedList(
    [...queryKeys.call(calls.Shelves.GetShelveLogs), shelfId],
    (b) => api.Shelves.GetShelveLogs(b),
    { ShelfId: shelfId },
  );
  const operations = useSelectList('ShelfOperationType');
  const columns: Column<ShelfLogRow>[] = [
    {
      key: 'CreationTime',
      title: t('system:creationTime'),
      render: formatDateTime,
      search: { type: 'dateRange' },
    },
    {
      key: 'OperationTypeName',
      title: t('operationType'),
      search: { type: 'select', name: 'OperationType', options: operations.data ?? [] },
    },
    { key: 'Content', title: t('content'), ellipsis: true },
    { key: 'QuantityBefore', title: t('quantityBefore'), align: 'right' },
    { key: 'QuantityAfter', title: t('quantityAfter'), align: 'right' },
    { key: 'RelatedTypeName', title: t('relatedType') },
    { key: 'RelatedKey', title: t('relatedKey') },
    { key: 'OperatorName', title: t('operator') },
  ];
  return (
    <>
      <SearchPanel
        name="shelfLogSearch"
        fields={searchFieldsOf(columns)}
        onSearch={(f) => list.search({ ...f, ShelfId: shelfId })}
      />
      <DataTable<ShelfLogRow>
        columnSet="shelfLogs"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
      />
    </>
  );
}
