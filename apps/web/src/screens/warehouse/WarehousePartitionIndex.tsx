import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { WarehousePartitionRow } from '@wms/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelectList, useSiteOptions, useWarehouseOptions } from '../../api/options';
import { partitionsApi } from '../../api/warehouses';
import { useConfirm } from '../../components/confirm';
import { SearchPanel } from '../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { formatDateTime } from '../../utils/format';
import { FormModal, useDialog } from '../_shared/FormModal';
import { SelectItem, SwitchItem, TextItem, useClearWhenChanged } from '../_shared/fields';
import { ListCard } from '../_shared/ListCard';
import { RowActions, useRowLinks } from '../_shared/RowActions';
import { useStatus } from '../_shared/status';

interface PartitionForm {
  Name: string;
  SiteId: number;
  WarehouseId: number;
  PartitionType: number;
  Remarks?: string;
  IsDeactivate?: boolean;
}

/** The warehouses offered for a site chosen in the form; until a site is chosen the field says
 * so and waits, rather than showing an empty "No data". */
function WarehouseOfSite({ label }: { label: string }) {
  const { t } = useTranslation('warehouse');
  const siteId = Form.useWatch<number | undefined>('SiteId');
  const warehouses = useWarehouseOptions(siteId);
  useClearWhenChanged(siteId, 'WarehouseId');
  return (
    <SelectItem
      name="WarehouseId"
      label={label}
      required
      dependencies={['SiteId']}
      options={siteId ? (warehouses.data ?? []) : []}
      disabled={!siteId}
      {...(siteId ? {} : { placeholder: t('chooseSiteFirst') })}
    />
  );
}

/** Partitions of the warehouses: search, list, create, edit, delete (refused while it holds shelves). */
export default function WarehousePartitionIndex() {
  const { t } = useTranslation(['warehouse', 'system', 'common']);
  const client = useQueryClient();
  const list = usePagedList(['partitions'], partitionsApi.list, {});
  const sites = useSiteOptions();
  const warehouses = useWarehouseOptions();
  const types = useSelectList('PartitionType');
  const edit = useDialog<WarehousePartitionRow | null>();
  const { confirmDelete, holder } = useConfirm();
  const links = useRowLinks();
  const status = useStatus<WarehousePartitionRow>();
  const refresh = () => client.invalidateQueries({ queryKey: ['partitions'] });
  const columns: Column<WarehousePartitionRow>[] = [
    { key: 'Name', title: t('partitionName'), search: { type: 'text', name: 'Content' } },
    {
      key: 'WarehouseName',
      title: t('warehouse'),
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
    { key: 'SiteName', title: t('site'), search: { type: 'select', name: 'SiteId', options: sites.data ?? [] } },
    {
      key: 'PartitionTypeName',
      title: t('partitionType'),
      search: { type: 'select', name: 'PartitionType', options: types.data ?? [] },
    },
    { key: 'ShelfCount', title: t('shelfCount'), align: 'right' },
    status.column,
    { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
    { key: 'CreationTime', title: t('system:creationTime'), render: formatDateTime },
  ];

  return (
    <ListCard
      screen="WarehousePartitionIndex"
      onRefresh={refresh}
      search={<SearchPanel name="partitionSearch" fields={searchFieldsOf(columns)} onSearch={list.search} />}
    >
      {holder}
      <DataTable<WarehousePartitionRow>
        columnSet="partitions"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        toolbar={[
          {
            key: 'add',
            label: t('addPartition'),
            icon: <PlusOutlined />,
            primary: true,
            perm: 'WarehousePartitions:EstablishWarehousePartition',
            onClick: () => edit.show(null),
          },
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              links.edit('WarehousePartitions:EditWarehousePartition', () => edit.show(r)),
              links.remove('WarehousePartitions:DeleteWarehousePartition', () =>
                confirmDelete(t('system:whatPartition'), r.Name, () => partitionsApi.remove(r.Id).then(refresh)),
              ),
            ]}
          />
        )}
      />
      <FormModal<PartitionForm>
        name="partition"
        open={edit.open}
        title={edit.data ? t('editPartition') : t('addPartition')}
        initialValues={edit.data ?? { PartitionType: 1 }}
        onClose={edit.close}
        onDone={refresh}
        onSubmit={(v, o) =>
          edit.data ? partitionsApi.edit({ ...v, Id: edit.data.Id }, o) : partitionsApi.create(v, o)
        }
      >
        <TextItem name="Name" label={t('partitionName')} required max={50} />
        <SelectItem name="SiteId" label={t('site')} required options={sites.data ?? []} />
        <WarehouseOfSite label={t('warehouse')} />
        <SelectItem name="PartitionType" label={t('partitionType')} required options={types.data ?? []} />
        <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" />
        <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!edit.data} />
      </FormModal>
    </ListCard>
  );
}
