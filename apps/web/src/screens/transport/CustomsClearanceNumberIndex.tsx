import { calls } from '@wms/contract';
import { useSelectList } from '../../api/options';
import { SetupList } from '../../components/setup/SetupList';
import { useFieldLabel } from '../../i18n/useFieldLabel';

const { CustomsClearanceNumber } = calls;

/** The clearance numbers each customs clearance company issues; a shift is declared under one. */
export default function CustomsClearanceNumberIndex() {
  const label = useFieldLabel();
  const companies = useSelectList('CustomsClearanceCompany');
  return (
    <SetupList
      screen="CustomsClearanceNumberIndex"
      list={CustomsClearanceNumber.GetCustomsClearanceNumbers}
      kind={label('ClearanceNumber').toLowerCase()}
      nameOf={(r) => r.ClearanceNumber}
      columns={[
        { key: 'ClearanceNumber', search: { type: 'text', name: 'Content' } },
        {
          key: 'CompanyId',
          render: (id: number) => companies.data?.find((c) => c.value === id)?.label ?? id,
          search: { type: 'select', options: companies.data ?? [] },
        },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{ call: CustomsClearanceNumber.AddCustomsClearanceNumber, label: label('ClearanceNumber') }}
      edit={{ call: CustomsClearanceNumber.EditCustomsClearanceNumber, label: label('ClearanceNumber') }}
      remove={CustomsClearanceNumber.DeleteCustomsClearanceNumber}
    />
  );
}
