import { calls } from '@wms/contract';
import { queryKeys } from '../../../api/keys';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

const { Carrier } = calls;

/** Carriers: the adapter that assigns their numbers (built in: the local pool), the format
 * their numbers must have, and the public tracking page. */
export default function CarrierIndex() {
  const label = useFieldLabel();
  return (
    <SetupList
      screen="CarrierIndex"
      list={Carrier.GetCarriers}
      kind={label('Carrier').toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'Code' },
        { key: 'InterfaceType', list: 'InterfaceType' },
        { key: 'TrackingFormat', list: 'TrackingNumberFormat' },
        { key: 'TrackingPattern' },
        { key: 'TrackingUrl', ellipsis: true },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{ call: Carrier.AddCarrier, label: label('Carrier') }}
      edit={{ call: Carrier.EditCarrier, label: label('Carrier') }}
      remove={Carrier.DeleteCarrier}
      formColumns={2}
      // The shipping type form picks carriers from this list.
      invalidates={[queryKeys.select('Carrier')]}
    />
  );
}
