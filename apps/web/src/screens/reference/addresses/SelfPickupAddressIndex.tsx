import { calls, type SelfPickupAddressRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { BodyFields } from '../../../components/setup/BodyFields';
import { SetupList } from '../../../components/setup/SetupList';
import { pickupColumns, RegionAndAddress } from './books';

const { SelfPickupAddress } = calls;

/** The company's collection points; customers see the active ones. */
export default function SelfPickupAddressIndex() {
  const { t } = useTranslation('addresses');
  return (
    <SetupList
      screen="SelfPickupAddressIndex"
      list={SelfPickupAddress.GetSelfPickupAddresses}
      kind={t('selfPickup')}
      nameOf={(r) => r.SiteName}
      columns={[...pickupColumns<SelfPickupAddressRow>(), { key: 'Remarks', ellipsis: true }]}
      status
      created
      add={{ call: SelfPickupAddress.AddSelfPickupAddress, label: t('addSelfPickup') }}
      edit={{ call: SelfPickupAddress.EditSelfPickupAddress, label: t('editSelfPickup') }}
      remove={SelfPickupAddress.DeleteSelfPickupAddress}
      formWidth={760}
      formColumns={2}
      form={(editing) => (
        <BodyFields
          body={SelfPickupAddress.EditSelfPickupAddress.body}
          editing={!!editing}
          fields={{ Address: <RegionAndAddress name="Address" max={200} /> }}
        />
      )}
    />
  );
}
