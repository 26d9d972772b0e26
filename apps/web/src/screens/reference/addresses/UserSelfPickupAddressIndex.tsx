import { calls, type UserSelfPickupAddressRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { SetupList } from '../../../components/setup/SetupList';
import { pickupColumns } from './books';

/** The company's active collection points, read only. */
export default function UserSelfPickupAddressIndex() {
  const { t } = useTranslation('addresses');
  return (
    <SetupList
      screen="UserSelfPickupAddressIndex"
      list={calls.UserSelfPickupAddress.GetSelfPickupAddresses}
      kind={t('selfPickup')}
      nameOf={(r) => r.SiteName}
      columns={pickupColumns<UserSelfPickupAddressRow>()}
    />
  );
}
