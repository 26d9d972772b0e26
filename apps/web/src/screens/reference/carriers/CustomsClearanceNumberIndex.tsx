import { calls } from '@wms/contract';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

const { CustomsClearanceNumber } = calls;

/** The clearance numbers each customs clearance company issues; a shift is declared under one. */
export default function CustomsClearanceNumberIndex() {
  const label = useFieldLabel();
  return (
    <SetupList
      screen="CustomsClearanceNumberIndex"
      list={CustomsClearanceNumber.GetCustomsClearanceNumbers}
      kind={label('ClearanceNumber').toLowerCase()}
      nameOf={(r) => r.ClearanceNumber}
      columns={[
        { key: 'ClearanceNumber', search: { type: 'text', name: 'Content' } },
        { key: 'CompanyId', list: { name: 'CustomsClearanceCompany', search: true } },
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
