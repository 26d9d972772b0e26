import { calls } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { SetupList } from '../../../components/setup/SetupList';

const { CargoType } = calls;

/** Cargo types (general, battery, liquid ...): the list commodities choose from. The dialog's
 * fields are drawn from the edit call's body. */
export default function CargoTypeIndex() {
  const { t } = useTranslation(['commodity', 'system']);
  return (
    <SetupList
      screen="CargoTypeIndex"
      list={CargoType.GetCargoTypes}
      names={{ table: 'cargo-types', search: 'cargoTypeSearch', form: 'cargoType' }}
      kind={t('system:whatCargoType')}
      columns={[
        { key: 'Name', title: t('cargoTypeName'), search: { type: 'text', name: 'Content' } },
        { key: 'Remarks', ellipsis: true },
        { key: 'CommodityCount', title: t('commodityCount'), align: 'right' },
      ]}
      status
      created
      add={{ call: CargoType.EstablishCargoType, label: t('addCargoType') }}
      edit={{ call: CargoType.EditCargoType, label: t('editCargoType') }}
      remove={CargoType.DeleteCargoType}
      invalidates={[queryKeys.select('CargoType')]}
    />
  );
}
