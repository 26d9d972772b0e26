import { calls, ServicePricing } from '@wms/contract';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { SetupList } from '../../../components/setup/SetupList';
import { useMoney, useRecordName } from './prices';

const { LogisticsValueAddedServicesQuotation: Services } = calls;

/** Value-added services (photos, repacking, insurance ...): the expense type a bill files them
 * under and their price, fixed per order, per piece or per kg. Groupings offer them on orders. */
export default function LogisticsValueAddedServicesQuotationIndex() {
  const kind = useRecordName()('valueAddedService');
  const money = useMoney();
  const expenseTypes = useSelectList('ExpenseType');
  return (
    <SetupList
      screen="LogisticsValueAddedServicesQuotationIndex"
      list={Services.GetLogisticsValueAddedServicesQuotations}
      kind={kind.toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        {
          key: 'ExpenseTypeName',
          search: { type: 'select', name: 'ExpenseTypeId', options: expenseTypes.data ?? [] },
        },
        { key: 'Method', list: 'ServicePricing' },
        { key: 'Price', align: 'right', render: (p: string, r) => money(p, r.CurrencyCode) },
        { key: 'Explain', ellipsis: true },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{ call: Services.AddLogisticsValueAddedServicesQuotation, label: kind }}
      edit={{ call: Services.EditLogisticsValueAddedServicesQuotation, label: kind }}
      initialValues={{ Method: ServicePricing.Fixed }}
      remove={Services.DeleteLogisticsValueAddedServicesQuotation}
      invalidates={[queryKeys.select('ValueAddedService')]}
      formColumns={2}
    />
  );
}
