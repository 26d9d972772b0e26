import { calls } from '@wms/contract';
import { SetupList } from '../../../components/setup/SetupList';
import { useYesNoOptions } from '../../../components/table/cell';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

const { GlobalCountries } = calls;

/** Countries and regions (the whole ISO list is seeded): names, phone code, currency, whether
 * we ship there. A deactivated one is offered in no picker. */
export default function CountryIndex() {
  const label = useFieldLabel();
  const yesNo = useYesNoOptions();
  return (
    <SetupList
      screen="CountryIndex"
      list={GlobalCountries.GetGlobalCountries}
      kind={label('Country').toLowerCase()}
      columns={[
        // The Code filter finds codes only; the search box under Name finds codes, names and phone codes.
        { key: 'Code', search: { type: 'text' } },
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'PhoneCode', render: (code: string | null) => (code ? `+${code}` : '') },
        { key: 'CurrencyCode' },
        { key: 'ShipsTo', search: { type: 'select', options: yesNo } },
        { key: 'Sort', align: 'right' },
      ]}
      status
      add={{ call: GlobalCountries.AddGlobalCountry, label: label('Country') }}
      edit={{ call: GlobalCountries.EditGlobalCountry, label: label('Country') }}
      remove={GlobalCountries.DeleteGlobalCountry}
      formColumns={2}
    />
  );
}
