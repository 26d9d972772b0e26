import { calls, type ShippingAddressRow, ShippingAddressType } from '@wms/contract';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { useSelectList, useWarehouseOptions } from '../../../api/options';
import { PhoneItem, SelectItem, SwitchItem, TextItem, WIDE } from '../../../components/form/fields';
import { RegionCascader } from '../../../components/region/RegionCascader';
import { SetupList } from '../../../components/setup/SetupList';

const { ShippingAddress } = calls;

type AddressForm = Omit<
  ShippingAddressRow,
  'Id' | 'WarehouseName' | 'ShippingAddressTypeName' | 'RegionName' | 'CreationTime' | 'PhoneCode'
> & { PhoneCode?: '86' | '852' | '853' | '886' };

/** The addresses customers send parcels to, per warehouse; `{CustomerCode}` marks whose parcel it is. */
export default function ShippingAddressIndex() {
  const { t } = useTranslation(['warehouse', 'system', 'common']);
  const warehouses = useWarehouseOptions();
  const types = useSelectList('ShippingAddressType');
  return (
    <SetupList<typeof ShippingAddress.GetShippingAddresses, AddressForm>
      screen="ShippingAddressIndex"
      names={{ table: 'shippingAddresses', search: 'shippingAddressSearch', form: 'shippingAddress' }}
      list={ShippingAddress.GetShippingAddresses}
      kind={t('system:whatShippingAddress')}
      nameOf={(r) => r.Consignee}
      columns={[
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
        { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
      ]}
      deactivate={ShippingAddress.IsDeactivateShippingAddress}
      created
      add={{ call: ShippingAddress.EstablishShippingAddress, label: t('addShippingAddress') }}
      initialValues={{ PhoneCode: '86', ShippingAddressType: ShippingAddressType.Courier }}
      edit={{
        call: ShippingAddress.EditShippingAddress,
        label: t('editShippingAddress'),
        values: (r) => ({ ...r, PhoneCode: (r.PhoneCode || '86') as AddressForm['PhoneCode'] }),
      }}
      remove={ShippingAddress.DeleteShippingAddress}
      invalidates={[queryKeys.area('UserShippingAddress')]}
      formWidth={760}
      formColumns={2}
      form={(editing) => (
        <>
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
          <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!editing} />
        </>
      )}
    />
  );
}
