import { calls, PriceRoundingMode } from '@wms/contract';
import { useSelectList } from '../../../api/options';
import { SetupList } from '../../../components/setup/SetupList';
import { useMoney, useRecordName } from './prices';

const { WarehousingQuotation } = calls;

/** What the warehouse work costs per warehouse: each parcel signed, each item shelved, each
 * receiving inspection, in a currency. */
export default function WarehousingQuotationIndex() {
  const kind = useRecordName()('warehousingQuotation');
  const money = useMoney();
  const warehouses = useSelectList('Warehouse');
  const price = (key: string) => ({
    key,
    align: 'right' as const,
    render: (p: string, r: { CurrencyCode: string }) => money(p, r.CurrencyCode),
  });
  return (
    <SetupList
      screen="WarehousingQuotationIndex"
      list={WarehousingQuotation.GetWarehousingQuotations}
      kind={kind.toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'WarehouseName', search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] } },
        price('PerPackageSigned'),
        price('PerItemShelved'),
        price('PerInspection'),
        { key: 'Rounding', list: 'PriceRounding' },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{ call: WarehousingQuotation.AddWarehousingQuotation, label: kind }}
      edit={{ call: WarehousingQuotation.EditWarehousingQuotation, label: kind }}
      initialValues={{ Rounding: PriceRoundingMode.Decimals }}
      remove={WarehousingQuotation.DeleteWarehousingQuotation}
      formColumns={2}
    />
  );
}
