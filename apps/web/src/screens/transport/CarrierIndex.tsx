import { calls } from '@wms/contract';
import { useSelectList } from '../../api/options';
import { SetupList } from '../../components/setup/SetupList';
import { useFieldLabel } from '../../i18n/useFieldLabel';

const { Carrier } = calls;

/** Carriers: the adapter that assigns their numbers (built in: the local pool), the format
 * their numbers must have, and the public tracking page. */
export default function CarrierIndex() {
  const label = useFieldLabel();
  const formats = useSelectList('TrackingNumberFormat');
  const interfaces = useSelectList('CarrierInterfaceType');
  const nameOf = (options: { value: number; label: string }[] | undefined) => (v: number) =>
    options?.find((o) => o.value === v)?.label ?? v;
  return (
    <SetupList
      screen="CarrierIndex"
      list={Carrier.GetCarriers}
      kind={label('Carrier').toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'Code' },
        { key: 'InterfaceType', render: nameOf(interfaces.data) },
        { key: 'TrackingFormat', render: nameOf(formats.data) },
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
    />
  );
}
