import type { ShelfOption } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { Column } from '../table/columns';
import { PICKER_WIDTH, Picker, type PickerProps } from './Picker';

/** Staff pick a shelf: active shelves by number, of one warehouse or partition when given,
 * leaving out `exceptShelfId` (the shelf goods leave, when picking where they go). */
export function ShelvesPicker(
  p: Pick<PickerProps<ShelfOption>, 'value' | 'onChange' | 'multiple' | 'valueLabels' | 'disabled'> & {
    warehouseId?: number;
    partitionId?: number;
    exceptShelfId?: number;
  },
) {
  const { t } = useTranslation('shelves');
  const { warehouseId, partitionId, exceptShelfId, ...rest } = p;
  const columns: Column<ShelfOption>[] = [
    { key: 'Name', title: t('shelvesNumber'), search: { type: 'text', name: 'Content', live: true } },
    { key: 'WarehouseName', title: t('warehouse') },
    { key: 'WarehousePartitionName', title: t('partition') },
    { key: 'GoodsQuantity', title: t('goodsQuantity'), align: 'right' },
  ];
  return (
    <Picker<ShelfOption>
      {...rest}
      name="shelves"
      title={t('selectShelf')}
      placeholder={t('selectShelf')}
      columns={columns}
      fetch={(b) => api.Shelves.GetShelvesByPartition(b)}
      fixed={{ WarehouseId: warehouseId, PartitionId: partitionId, ExceptShelfId: exceptShelfId }}
      width={PICKER_WIDTH.entity}
      label={(r) => r.Name}
    />
  );
}
