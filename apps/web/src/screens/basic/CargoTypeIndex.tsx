import { type CargoTypeRow, calls } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/keys';
import { SetupList } from '../../components/setup/SetupList';
import { SwitchItem, TextItem } from '../_shared/fields';

type CargoTypeForm = Pick<CargoTypeRow, 'Name' | 'Remarks' | 'IsDeactivate'>;
const { CargoType } = calls;

/** Cargo types (general, battery, liquid ...): the list commodities choose from. */
export default function CargoTypeIndex() {
  const { t } = useTranslation(['commodity', 'system']);
  return (
    <SetupList<typeof CargoType.GetCargoTypes, CargoTypeForm>
      screen="CargoTypeIndex"
      list={CargoType.GetCargoTypes}
      names={{ table: 'cargo-types', search: 'cargoTypeSearch', form: 'cargoType' }}
      kind={t('system:whatCargoType')}
      columns={[
        { key: 'Name', title: t('cargoTypeName'), search: { type: 'text', name: 'Content' } },
        { key: 'Remarks', title: t('system:remarks'), ellipsis: true },
        { key: 'CommodityCount', title: t('commodityCount'), align: 'right' },
      ]}
      status
      created
      add={{ call: CargoType.EstablishCargoType, label: t('addCargoType') }}
      edit={{
        call: CargoType.EditCargoType,
        label: t('editCargoType'),
        values: (r) => ({ Name: r.Name, Remarks: r.Remarks, IsDeactivate: r.IsDeactivate }),
      }}
      remove={CargoType.DeleteCargoType}
      invalidates={[queryKeys.select('CargoType')]}
      form={(editing) => (
        <>
          <TextItem name="Name" label={t('cargoTypeName')} required max={50} />
          <TextItem name="Remarks" label={t('system:remarks')} max={500} kind="textarea" />
          <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!editing} />
        </>
      )}
    />
  );
}
