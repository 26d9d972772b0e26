import { calls, PriceRoundingMode, StorageChargeBasis } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { useSelectList } from '../../../api/options';
import { SetupList } from '../../../components/setup/SetupList';
import { PriceItem, useMoney, useRecordName } from './prices';

const { StorageQuotation } = calls;

/** Storage prices per warehouse: free days from signing, then a price per day by volume (m³) or
 * by weight (kg), in a currency, rounded by the quotation's rule. */
export default function StorageQuotationIndex() {
  const { t } = useTranslation('quotation');
  const kind = useRecordName()('storageQuotation');
  const money = useMoney();
  const warehouses = useSelectList('Warehouse');
  const body = StorageQuotation.EditStorageQuotation.body;
  return (
    <SetupList
      screen="StorageQuotationIndex"
      list={StorageQuotation.GetStorageQuotations}
      kind={kind.toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'WarehouseName', search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] } },
        { key: 'FreeDays', align: 'right' },
        { key: 'ChargeBasis', list: 'StorageChargeBasis' },
        { key: 'PricePerDay', align: 'right', render: (p: string, r) => money(p, r.CurrencyCode) },
        { key: 'Rounding', list: 'PriceRounding' },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{ call: StorageQuotation.AddStorageQuotation, label: kind }}
      edit={{ call: StorageQuotation.EditStorageQuotation, label: kind }}
      initialValues={{ FreeDays: 0, ChargeBasis: StorageChargeBasis.Volume, Rounding: PriceRoundingMode.Decimals }}
      remove={StorageQuotation.DeleteStorageQuotation}
      formColumns={2}
      fields={{ PricePerDay: <PriceItem body={body} name="PricePerDay" extra={t('perDayHint')} /> }}
    />
  );
}
