import type { InventoryRow } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { useWarehouseOptions } from '../../../api/options';
import type { Column } from '../../../components/table/columns';

/** The stock columns both reports show: a commodity at a place and its six quantities, summed. */
export function useInventoryColumns(): Column<InventoryRow>[] {
  const { t } = useTranslation('inventory');
  const warehouses = useWarehouseOptions();
  const quantity = (key: keyof InventoryRow, title: string): Column<InventoryRow> => ({
    key,
    title,
    align: 'right',
    sum: true,
  });
  return [
    {
      key: 'CommodityCode',
      title: t('commodityCode'),
      search: { type: 'text', name: 'Content', placeholder: t('commoditySearch') },
    },
    { key: 'CommoditySku', title: t('sku') },
    { key: 'ChineseName', title: t('chineseName'), ellipsis: true },
    {
      key: 'WarehouseName',
      title: t('warehouse'),
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
    { key: 'ShelvesNumber', title: t('shelf') },
    quantity('Total', t('total')),
    quantity('Available', t('available')),
    quantity('Frozen', t('frozen')),
    quantity('Defective', t('defective')),
    quantity('Problem', t('problem')),
    quantity('InTransit', t('inTransit')),
  ];
}
