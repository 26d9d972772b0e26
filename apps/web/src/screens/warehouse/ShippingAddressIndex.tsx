import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ShippingAddressRow } from '@wms/contract';
import { Alert, Form } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectList, useWarehouseOptions } from '../../api/options';
import { shippingAddressesApi } from '../../api/shipping-addresses';
import { useConfirm } from '../../components/confirm';
import { RegionCascader } from '../../components/region/RegionCascader';
import { SearchPanel } from '../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { formatDateTime } from '../../utils/format';
import { FormModal, useDialog } from '../_shared/FormModal';
import { PhoneItem, SelectItem, SwitchItem, TextItem, WIDE } from '../_shared/fields';
import { ListCard } from '../_shared/ListCard';
import { RowActions, useRowLinks } from '../_shared/RowActions';
import { useStatus } from '../_shared/status';

type AddressForm = Omit<
  ShippingAddressRow,
  'Id' | 'WarehouseName' | 'ShippingAddressTypeName' | 'RegionName' | 'CreationTime' | 'PhoneCode'
> & { PhoneCode?: '86' | '852' | '853' | '886' };

/** The addresses customers send parcels to, per warehouse; `{CustomerCode}` marks whose parcel it is. */
export default function ShippingAddressIndex() {
  const { t } = useTranslation(['warehouse', 'system', 'common']);
  const client = useQueryClient();
  const list = usePagedList(['shippingAddresses'], shippingAddressesApi.list, {});
  const warehouses = useWarehouseOptions();
  const types = useSelectList('ShippingAddressType');
  const edit = useDialog<ShippingAddressRow | null>();
  const [selected, setSelected] = useState<Key[]>([]);
  const { confirmDelete, holder } = useConfirm();
  const links = useRowLinks();
  const status = useStatus<ShippingAddressRow>({ kind: t('system:whatShippingAddress'), name: (r) => r.Consignee });
  const refresh = () => {
    setSelected([]);
    return client.invalidateQueries({ queryKey: ['shippingAddresses'] });
  };
  const columns: Column<ShippingAddressRow>[] = [
    {
      key: 'WarehouseName',
      title: t('warehouse'),
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
    {
      key: 'ShippingAddressTypeName',
      title: t('shippingAddressType'),
      search: { type: 'select', name: 'ShippingAddressType', options: types.data ?? [] },
    },
    { key: 'Consignee', title: t('consignee'), search: { type: 'text', name: 'Content' } },
    { key: 'Phone', title: t('system:phone'), render: (n: string, r) => (n ? `+${r.PhoneCode} ${n}` : '') },
    { key: 'RegionName', title: t('region'), ellipsis: true },
    { key: 'Address', title: t('detailedAddress'), ellipsis: true },
    { key: 'Postcode', title: t('postcode') },
    status.column,
    { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
    { key: 'CreationTime', title: t('system:creationTime'), render: formatDateTime, search: { type: 'dateRange' } },
  ];

  return (
    <ListCard
      screen="ShippingAddressIndex"
      onRefresh={refresh}
      search={<SearchPanel name="shippingAddressSearch" fields={searchFieldsOf(columns)} onSearch={list.search} />}
    >
      {holder}
      {status.holder}
      <DataTable<ShippingAddressRow>
        columnSet="shippingAddresses"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        selection={{ mode: 'checkbox', selected, onChange: setSelected }}
        toolbar={[
          {
            key: 'add',
            label: t('addShippingAddress'),
            icon: <PlusOutlined />,
            primary: true,
            perm: 'ShippingAddress:EstablishShippingAddress',
            onClick: () => edit.show(null),
          },
          status.action('ShippingAddress:IsDeactivateShippingAddress', (on) =>
            shippingAddressesApi.setDeactivated(selected as number[], on).then(refresh),
          ),
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              links.edit('ShippingAddress:EditShippingAddress', () => edit.show(r)),
              links.remove('ShippingAddress:DeleteShippingAddress', () =>
                confirmDelete(t('system:whatShippingAddress'), r.Consignee, () =>
                  shippingAddressesApi.remove(r.Id).then(refresh),
                ),
              ),
            ]}
          />
        )}
      />
      <FormModal<AddressForm>
        name="shippingAddress"
        width={760}
        columns={2}
        open={edit.open}
        title={edit.data ? t('editShippingAddress') : t('addShippingAddress')}
        initialValues={
          edit.data
            ? { ...edit.data, PhoneCode: (edit.data.PhoneCode || '86') as AddressForm['PhoneCode'] }
            : { PhoneCode: '86', ShippingAddressType: 1 }
        }
        onClose={edit.close}
        onDone={refresh}
        onSubmit={(v, o) =>
          edit.data ? shippingAddressesApi.edit({ ...v, Id: edit.data.Id }, o) : shippingAddressesApi.create(v, o)
        }
      >
        <Alert type="info" showIcon message={t('customerCodeHint')} style={{ ...WIDE, marginBottom: 16 }} />
        <SelectItem name="WarehouseId" label={t('warehouse')} required options={warehouses.data ?? []} />
        <SelectItem name="ShippingAddressType" label={t('shippingAddressType')} required options={types.data ?? []} />
        <TextItem name="Consignee" label={t('consignee')} required max={100} />
        <PhoneItem name="Phone" label={t('system:phone')} fixedLine />
        <Form.Item name="RegionId" label={t('region')}>
          <RegionCascader changeOnSelect />
        </Form.Item>
        <TextItem name="Postcode" label={t('postcode')} max={20} />
        <TextItem name="Address" label={t('detailedAddress')} required max={300} wide />
        <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" wide />
        <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!edit.data} />
      </FormModal>
    </ListCard>
  );
}
