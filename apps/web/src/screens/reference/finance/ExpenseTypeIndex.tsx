import { calls } from '@wms/contract';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

const { ExpenseType } = calls;

/** What bill lines are for: freight, storage, warehousing, value-added services, in the order
 * lists and bills show them. System types keep their code and cannot be deleted. */
export default function ExpenseTypeIndex() {
  const label = useFieldLabel();
  return (
    <SetupList
      screen="ExpenseTypeIndex"
      list={ExpenseType.GetExpenseTypes}
      kind={label('ExpenseType').toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text' } },
        { key: 'Code', search: { type: 'text' } },
        { key: 'Explain', ellipsis: true },
        { key: 'DisplayOrder', align: 'right' },
        { key: 'SystemVariables' },
      ]}
      created
      add={{ call: ExpenseType.AddExpenseType, label: label('ExpenseType') }}
      edit={{ call: ExpenseType.EditExpenseType, label: label('ExpenseType') }}
      remove={ExpenseType.DeleteExpenseType}
      removable={(r) => !r.SystemVariables}
    />
  );
}
