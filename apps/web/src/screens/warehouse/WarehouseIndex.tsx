import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { WarehouseRow } from '@wms/contract';
import { Form, Tag } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteOptions } from '../../api/options';
import { warehousesApi } from '../../api/warehouses';
import { useConfirm } from '../../components/confirm';
import { RegionCascader } from '../../components/region/RegionCascader';
import { SearchPanel } from '../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { formatDateTime } from '../../utils/format';
import { FormModal, useDialog } from '../_shared/FormModal';
import { PhoneItem, SelectItem, SwitchItem, TextItem } from '../_shared/fields';
import { ListCard } from '../_shared/ListCard';
import { RowActions, useRowLinks } from '../_shared/RowActions';
import { useStatus } from '../_shared/status';

type WarehouseForm = Omit<
  WarehouseRow,
  'Id' | 'Sites' | 'PartitionCount' | 'ShelfCount' | 'CreationTime' | 'PhoneCode'
> & {
  PhoneCode?: '86' | '852' | '853' | '886';
  SiteIds: number[];
};

/** Warehouses: search, list, create, edit, (de)activate, delete (refused while it holds partitions or shelves). */
export default function WarehouseIndex() {
  const { t } = useTranslation(['warehouse', 'system', 'common', 'table']);
  const client = useQueryClient();
  const list = usePagedList(['warehouses'], warehousesApi.list, {});
  const sites = useSiteOptions();
  const edit = useDialog<WarehouseRow | null>();
  const [selected, setSelected] = useState<Key[]>([]);
  const { confirmDelete, holder } = useConfirm();
  const links = useRowLinks();
  const status = useStatus<WarehouseRow>({ kind: t('system:whatWarehouse'), name: (r) => r.Name });
  const refresh = () => {
    setSelected([]);
    void client.invalidateQueries({ queryKey: ['warehouseOptions'] });
    return client.invalidateQueries({ queryKey: ['warehouses'] });
  };
  const columns: Column<WarehouseRow>[] = [
    { key: 'Name', title: t('warehouseName'), search: { type: 'text', name: 'Content' } },
    { key: 'Code', title: t('code') },
    { key: 'PersonInCharge', title: t('personInCharge') },
    { key: 'ContactPhone', title: t('contactPhone'), render: (n: string, r) => (n ? `+${r.PhoneCode} ${n}` : '') },
    { key: 'DetailedAddress', title: t('detailedAddress'), ellipsis: true },
    {
      key: 'Sites',
      title: t('sites'),
      render: (ss: WarehouseRow['Sites']) => ss.map((x) => <Tag key={x.Id}>{x.Name}</Tag>),
      search: { type: 'select', name: 'SiteId', options: sites.data ?? [] },
    },
    { key: 'PartitionCount', title: t('partitionCount'), align: 'right' },
    { key: 'ShelfCount', title: t('shelfCount'), align: 'right' },
    status.column,
    {
      key: 'CreationTime',
      title: t('system:creationTime'),
      render: formatDateTime,
      search: { type: 'dateRange' },
    },
  ];
  const setDeactivated = (ids: Key[], on: boolean) => warehousesApi.setDeactivated(ids as number[], on).then(refresh);

  return (
    <ListCard
      screen="WarehouseIndex"
      onRefresh={refresh}
      search={<SearchPanel name="warehouseSearch" fields={searchFieldsOf(columns)} onSearch={list.search} />}
    >
      {holder}
      {status.holder}
      <DataTable<WarehouseRow>
        columnSet="warehouses"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        selection={{ mode: 'checkbox', selected, onChange: setSelected }}
        toolbar={[
          {
            key: 'add',
            label: t('addWarehouse'),
            icon: <PlusOutlined />,
            primary: true,
            perm: 'Warehouse:EstablishWarehouse',
            onClick: () => edit.show(null),
          },
          status.action('Warehouse:IsDeactivateWarehouse', (on) => setDeactivated(selected, on)),
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              links.edit('Warehouse:EditWarehouse', () => edit.show(r)),
              links.remove('Warehouse:DeleteWarehouse', () =>
                confirmDelete(t('system:whatWarehouse'), r.Name, () => warehousesApi.remove(r.Id).then(refresh)),
              ),
            ]}
          />
        )}
      />
      <FormModal<WarehouseForm>
        name="warehouse"
        width={760}
        columns={2}
        open={edit.open}
        title={edit.data ? t('editWarehouse') : t('addWarehouse')}
        initialValues={edit.data ? undefined : { PhoneCode: '86', SiteIds: [] }}
        load={
          edit.data
            ? async () => {
                const w = await warehousesApi.detail(edit.data!.Id);
                return {
                  ...w,
                  PhoneCode: (w.PhoneCode || '86') as WarehouseForm['PhoneCode'],
                  SiteIds: w.Sites.map((x) => x.Id),
                };
              }
            : undefined
        }
        onClose={edit.close}
        onDone={refresh}
        onSubmit={(v, o) =>
          edit.data ? warehousesApi.edit({ ...v, Id: edit.data.Id }, o) : warehousesApi.create(v, o)
        }
      >
        <TextItem name="Name" label={t('warehouseName')} required max={50} />
        <TextItem name="Code" label={t('code')} max={20} />
        <TextItem name="PersonInCharge" label={t('personInCharge')} required max={50} />
        <PhoneItem name="ContactPhone" label={t('contactPhone')} fixedLine />
        <Form.Item name="RegionId" label={t('region')}>
          <RegionCascader data-testid="warehouse-region" changeOnSelect />
        </Form.Item>
        <TextItem name="Postcode" label={t('postcode')} max={20} />
        <TextItem name="DetailedAddress" label={t('detailedAddress')} max={200} wide />
        <SelectItem name="SiteIds" label={t('sites')} mode="multiple" options={sites.data ?? []} wide />
        <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" wide />
        <SwitchItem name="RefuseOverCapacity" label={t('refuseOverCapacity')} extra={t('refuseOverCapacityHint')} />
        <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!edit.data} />
      </FormModal>
    </ListCard>
  );
}
