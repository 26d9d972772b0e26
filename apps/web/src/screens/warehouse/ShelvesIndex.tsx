import { AppstoreAddOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { calls, type ShelfRow } from '@wms/contract';
import { Tag } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useWarehouseOptions } from '../../api/options';
import { LoadingOverlay, useConfirm } from '../../components/confirm';
import { SearchPanel } from '../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { useBuiltRoutes } from '../../router/useBuiltRoutes';
import { saveBlob } from '../../utils/download';
import { formatDateTime } from '../../utils/format';
import { FormModal, useDialog } from '../_shared/FormModal';
import { SwitchItem, TextItem } from '../_shared/fields';
import { ListCard } from '../_shared/ListCard';
import { RowActions, useRowLinks } from '../_shared/RowActions';
import { useStatus } from '../_shared/status';
import { ShelfLogsDrawer } from './ShelfLogsDrawer';
import { DimensionItem, PartitionFilter, sizeText, WarehousePartitionItems } from './shelfFields';
import { TransferDialog } from './TransferDialog';

/** A label PDF of 500 shelves takes the server a few seconds: more than the usual 10 s margin. */
const PRINT_TIMEOUT = 120_000;
const { Shelves } = calls;

interface ShelfForm {
  WarehouseId: number;
  PartitionId: number;
  ShelvesNumber: string;
  ShelvesLength?: string;
  ShelvesWide?: string;
  ShelvesHigh?: string;
  Remarks?: string;
  IsDeactivate?: boolean;
}

/** Shelves: search, sizes with the space used and left, set-up, goods transfers, logs and labels. */
export default function ShelvesIndex() {
  const { t } = useTranslation(['shelves', 'system', 'common']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const routes = useBuiltRoutes();
  const list = usePagedList(
    queryKeys.call(Shelves.GetShelves),
    (b) => api.Shelves.GetShelves(b),
    {},
    {
      sorts: Shelves.GetShelves.sorts,
      url: true,
    },
  );
  const warehouses = useWarehouseOptions();
  const edit = useDialog<ShelfRow | null>();
  const logs = useDialog<ShelfRow>();
  const transfer = useDialog<ShelfRow>();
  const [selected, setSelected] = useState<Key[]>([]);
  const [printing, setPrinting] = useState(false);
  const { confirmDelete, holder } = useConfirm();
  const links = useRowLinks();
  const status = useStatus<ShelfRow>({
    kind: t('system:whatShelf'),
    name: (r) => r.ShelvesNumber,
    // Allowed (the goods stay and can be moved off), but never without a word: see the server's
    // setDeactivated, which warns of the same.
    warning: (r) =>
      r.GoodsQuantity > 0 ? t('holdsGoodsWarning', { number: r.ShelvesNumber, quantity: r.GoodsQuantity }) : null,
  });
  const refresh = () => {
    setSelected([]);
    // Moving goods changes the stock too.
    void client.invalidateQueries({ queryKey: queryKeys.area('Inventory') });
    return client.invalidateQueries({ queryKey: queryKeys.area('Shelves') });
  };
  const print = async (ids: number[]) => {
    setPrinting(true);
    try {
      saveBlob(await api.Shelves.GetPrintShelveReport({ Ids: ids }, { timeout: PRINT_TIMEOUT }), 'shelf-labels.pdf');
    } catch {
      // The request layer showed why.
    } finally {
      setPrinting(false);
    }
  };
  const yesNo = [
    { value: true, label: t('common:yes') },
    { value: false, label: t('common:no') },
  ];
  const warehouseColumns: Column<ShelfRow>[] = [
    {
      key: 'WarehouseName',
      title: t('warehouse'),
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
    {
      key: 'WarehousePartitionName',
      title: t('partition'),
      search: { type: 'custom', name: 'PartitionId', render: () => <PartitionFilter /> },
    },
  ];
  const existingGoods: Column<ShelfRow> = {
    key: 'IsExistingGoods',
    title: t('existingGoods'),
    render: (v: boolean) => (v ? <Tag color="blue">{t('common:yes')}</Tag> : <Tag>{t('common:no')}</Tag>),
    search: { type: 'select', options: yesNo },
  };
  // What a shelf holds and the room left on it come first: on a 1366 px screen the columns after
  // about the sixth lie under the fixed Actions column until the table is scrolled, and the
  // Remaining column used to be one of them. The search form keeps its own order (place first).
  const columns: Column<ShelfRow>[] = [
    { key: 'ShelvesNumber', title: t('shelvesNumber'), search: { type: 'text', name: 'Content' } },
    { key: 'GoodsQuantity', title: t('goodsQuantity'), align: 'right', sum: true },
    { key: 'size', title: t('size'), render: (_, r) => sizeText(r.ShelvesLength, r.ShelvesWide, r.ShelvesHigh) },
    {
      key: 'used',
      title: t('used'),
      // The server never answers more used than the shelf has; the excess shows as this tag.
      render: (_, r) => (
        <>
          {sizeText(r.UsedLength, r.UsedWide, r.UsedHigh)}
          {r.IsOverCapacity ? (
            <Tag color="red" title={t('overCapacityHint')} style={{ marginInlineStart: 8 }} data-testid="over-capacity">
              {t('overCapacity')}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'remaining',
      title: t('remaining'),
      render: (_, r) => sizeText(r.RemainingLength, r.RemainingWide, r.RemainingHigh),
    },
    ...warehouseColumns,
    existingGoods,
    status.column,
    { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
    { key: 'CreationTime', title: t('system:creationTime'), render: formatDateTime, search: { type: 'dateRange' } },
  ];
  const searchFirst = [columns[0]!, ...warehouseColumns, existingGoods];

  return (
    <ListCard
      screen="ShelvesIndex"
      onRefresh={refresh}
      search={
        <SearchPanel
          name="shelvesSearch"
          fields={searchFieldsOf([...searchFirst, ...columns.filter((c) => !searchFirst.includes(c))])}
          onSearch={list.search}
        />
      }
    >
      {holder}
      {status.holder}
      <LoadingOverlay active={printing} />
      <DataTable<ShelfRow>
        columnSet="shelves"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        sort={list.sort}
        selection={{ mode: 'checkbox', selected, onChange: setSelected }}
        toolbar={[
          {
            key: 'add',
            label: t('addShelf'),
            icon: <PlusOutlined />,
            primary: true,
            perm: 'Shelves:EstablishShelves',
            onClick: () => edit.show(null),
          },
          {
            key: 'batchAdd',
            label: t('batchAdd'),
            icon: <AppstoreAddOutlined />,
            perm: 'Shelves:BatchAddShelves',
            onClick: () => navigate(routes.pathOf('ShelvesBatchAdd') ?? '/'),
          },
          {
            key: 'printLabels',
            label: t('printLabels'),
            icon: <PrinterOutlined />,
            perm: 'Shelves:GetPrintShelveReport',
            mustSelect: true,
            onClick: (rows) => void print(rows.map((r) => r.Id)),
          },
          status.action('Shelves:IsDeactivateShelves', (on) =>
            api.Shelves.IsDeactivateShelves({ Ids: selected as number[], IsDeactivate: on }).then(refresh),
          ),
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              links.edit('Shelves:EditShippingAddress', () => edit.show(r)),
              { key: 'logs', label: t('logs'), perm: 'Shelves:GetShelveLogs', onClick: () => logs.show(r) },
              {
                key: 'transfer',
                label: t('transfer'),
                perm: ['Shelves:TransferGoods', 'Shelves:TransferGoodsAll'],
                hidden: !r.IsExistingGoods,
                onClick: () => transfer.show(r),
              },
              links.remove('Shelves:DeleteShelves', () =>
                confirmDelete(t('system:whatShelf'), r.ShelvesNumber, () =>
                  api.Shelves.DeleteShelves({ Id: r.Id }).then(refresh),
                ),
              ),
            ]}
          />
        )}
      />
      <FormModal<ShelfForm>
        name="shelf"
        width={640}
        columns={2}
        open={edit.open}
        title={edit.data ? t('editShelf') : t('addShelf')}
        initialValues={edit.data ?? undefined}
        onClose={edit.close}
        onDone={refresh}
        onSubmit={(v, o) =>
          edit.data
            ? api.Shelves.EditShippingAddress({ ...v, Id: edit.data.Id }, o)
            : api.Shelves.EstablishShelves(v, o)
        }
      >
        <WarehousePartitionItems />
        <TextItem name="ShelvesNumber" label={t('shelvesNumber')} required max={40} wide />
        <DimensionItem name="ShelvesLength" label={t('length')} />
        <DimensionItem name="ShelvesWide" label={t('wide')} />
        <DimensionItem name="ShelvesHigh" label={t('high')} />
        <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!edit.data} />
        <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" />
      </FormModal>
      <ShelfLogsDrawer shelf={logs.open ? logs.data : undefined} onClose={logs.close} />
      <TransferDialog shelf={transfer.open ? transfer.data : undefined} onClose={transfer.close} onDone={refresh} />
    </ListCard>
  );
}
