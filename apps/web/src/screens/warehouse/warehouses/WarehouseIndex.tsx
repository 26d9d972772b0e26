import { calls, type WarehouseRow } from '@wms/contract';
import { Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useSiteOptions } from '../../../api/options';
import { PhoneItem, SelectItem, SwitchItem, TextItem } from '../../../components/form/fields';
import { RegionCascader } from '../../../components/region/RegionCascader';
import { SetupList } from '../../../components/setup/SetupList';

type WarehouseForm = Omit<
  WarehouseRow,
  'Id' | 'Sites' | 'PartitionCount' | 'ShelfCount' | 'CreationTime' | 'PhoneCode'
> & {
  PhoneCode?: '86' | '852' | '853' | '886';
  SiteIds: number[];
};
const { Warehouse } = calls;

/** Warehouses: search, list, create, edit, (de)activate, delete (refused while it holds partitions or shelves). */
export default function WarehouseIndex() {
  const { t } = useTranslation(['warehouse', 'system', 'common', 'table']);
  const sites = useSiteOptions();
  return (
    <SetupList<typeof Warehouse.GetWarehouses, WarehouseForm>
      screen="WarehouseIndex"
      names={{ table: 'warehouses', search: 'warehouseSearch', form: 'warehouse' }}
      list={Warehouse.GetWarehouses}
      kind={t('system:whatWarehouse')}
      columns={[
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
      ]}
      created
      deactivate={Warehouse.IsDeactivateWarehouse}
      add={{ call: Warehouse.EstablishWarehouse, label: t('addWarehouse') }}
      initialValues={{ PhoneCode: '86', SiteIds: [] }}
      edit={{
        call: Warehouse.EditWarehouse,
        label: t('editWarehouse'),
        load: async (r) => {
          const w = await api.Warehouse.GetWarehouseById({ Id: r.Id });
          return {
            ...w,
            PhoneCode: (w.PhoneCode || '86') as WarehouseForm['PhoneCode'],
            SiteIds: w.Sites.map((x) => x.Id),
          };
        },
      }}
      remove={Warehouse.DeleteWarehouse}
      invalidates={[queryKeys.area('SiteJoinWarehouse')]}
      formWidth={760}
      formColumns={2}
      form={(editing) => (
        <>
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
          <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!editing} />
        </>
      )}
    />
  );
}
