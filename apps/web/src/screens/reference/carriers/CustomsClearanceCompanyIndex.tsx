import { calls } from '@wms/contract';
import { queryKeys } from '../../../api/keys';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

const { CustomsClearanceCompany } = calls;

/** The customs brokers transport shifts clear through, and where they clear. */
export default function CustomsClearanceCompanyIndex() {
  const label = useFieldLabel();
  return (
    <SetupList
      screen="CustomsClearanceCompanyIndex"
      list={CustomsClearanceCompany.GetCustomsClearanceCompanies}
      kind={label('CustomsClearanceCompany').toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'Code' },
        { key: 'CountryId', list: 'Country' },
        { key: 'Contact' },
        { key: 'ContactPhone' },
        { key: 'Address', ellipsis: true },
      ]}
      status
      created
      add={{ call: CustomsClearanceCompany.AddCustomsClearanceCompany, label: label('CustomsClearanceCompany') }}
      edit={{ call: CustomsClearanceCompany.EditCustomsClearanceCompany, label: label('CustomsClearanceCompany') }}
      remove={CustomsClearanceCompany.DeleteCustomsClearanceCompany}
      formColumns={2}
      invalidates={[queryKeys.select('CustomsClearanceCompany')]}
    />
  );
}
