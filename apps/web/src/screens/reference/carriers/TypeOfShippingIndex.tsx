import { calls, DEFAULT_CUSTOMS_THRESHOLD, WeightRounding } from '@wms/contract';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

const { TypeOfShipping } = calls;

/** Shipping types (channels): the carrier, the countries served, the weight rule, the box
 * limits, the cargo accepted, the CN22/CN23 threshold and the trajectory scheme. */
export default function TypeOfShippingIndex() {
  const label = useFieldLabel();
  const kind = label('TypeOfShipping');
  return (
    <SetupList<typeof TypeOfShipping.GetTypeOfShippings, Record<string, unknown>>
      screen="TypeOfShippingIndex"
      list={TypeOfShipping.GetTypeOfShippings}
      kind={kind.toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'Code' },
        { key: 'CarrierId', list: { name: 'Carrier', search: true } },
        { key: 'VolumetricDivisor', align: 'right' },
        { key: 'FirstWeight', align: 'right' },
        { key: 'WeightStep', align: 'right' },
        { key: 'WeightRounding', list: 'WeightRoundingMode' },
        { key: 'MaxBoxWeight', align: 'right' },
        { key: 'CustomsThreshold', align: 'right' },
        { key: 'TrajectorySchemeId', list: 'TrajectoryScheme' },
      ]}
      status
      created
      add={{ call: TypeOfShipping.AddTypeOfShipping, label: kind }}
      edit={{
        call: TypeOfShipping.EditTypeOfShipping,
        label: kind,
        load: (row) => api.TypeOfShipping.GetTypeOfShippingById({ Id: row.Id }),
      }}
      initialValues={{
        VolumetricDivisor: 6000,
        FirstWeight: '0.5',
        WeightStep: '0.5',
        WeightRounding: WeightRounding.PerBox,
        CustomsThreshold: DEFAULT_CUSTOMS_THRESHOLD,
      }}
      remove={TypeOfShipping.DeleteTypeOfShipping}
      invalidates={[queryKeys.select('TypeOfShipping')]}
      formWidth={860}
      formColumns={2}
    />
  );
}
