import { useQuery } from '@tanstack/react-query';
import { calls } from '@wms/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useWarehouseOptions } from '../../../api/options';
import { NumberItem, SelectItem, useClearWhenChanged } from '../../../components/form/fields';

/**
 * The partitions of one warehouse, whatever site they serve (the site-scoped option call would
 * hide the partitions of other sites from staff).
 */
export function usePartitionsOfWarehouse(warehouseId: number | undefined) {
  return useQuery({
    queryKey: [...queryKeys.area('WarehousePartitions'), 'ofWarehouse', warehouseId],
    queryFn: () =>
      api.WarehousePartitions.GetWarehousePartitions({
        WarehouseId: warehouseId,
        rows: 100,
        sortType: calls.WarehousePartitions.GetWarehousePartitions.sorts.indexOf('Name'),
        descendingOrder: false,
      }),
    select: (d) => d.Data.map((p) => ({ value: p.Id, label: p.Name })),
    enabled: !!warehouseId,
  });
}

/** Warehouse, then one of its partitions (the partition is cleared when the warehouse changes). */
export function WarehousePartitionItems() {
  const { t } = useTranslation('shelves');
  const form = Form.useFormInstance();
  const warehouseId = Form.useWatch<number | undefined>('WarehouseId');
  const warehouses = useWarehouseOptions();
  const partitions = usePartitionsOfWarehouse(warehouseId);
  return (
    <>
      <SelectItem
        name="WarehouseId"
        label={t('warehouse')}
        required
        options={warehouses.data ?? []}
        onChange={() => form.setFieldValue('PartitionId', undefined)}
      />
      <SelectItem
        name="PartitionId"
        label={t('partition')}
        required
        dependencies={['WarehouseId']}
        options={warehouseId ? (partitions.data ?? []) : []}
        // Until a warehouse is chosen there is nothing to offer: say what comes first.
        disabled={!warehouseId}
        {...(warehouseId ? {} : { placeholder: t('chooseWarehouseFirst') })}
      />
    </>
  );
}

/** The partition search field of a list: the partitions of the warehouse chosen beside it. */
export function PartitionFilter(p: { value?: number; onChange?: (v: number | undefined) => void }) {
  const { t } = useTranslation(['shelves', 'table']);
  const warehouseId = Form.useWatch<number | undefined>('WarehouseId');
  const partitions = usePartitionsOfWarehouse(warehouseId);
  useClearWhenChanged(warehouseId, 'PartitionId');
  return (
    <Select
      allowClear
      value={p.value}
      onChange={p.onChange}
      disabled={!warehouseId}
      options={warehouseId ? (partitions.data ?? []) : []}
      placeholder={warehouseId ? t('table:pleaseSelect', { label: t('partition') }) : t('chooseWarehouseFirst')}
    />
  );
}

/** A length in centimetres: 0 or more, at most 1 decimal (the contract's `zLength`; docs/domain.md,
 * "Field formats"), kept as the digits typed. */
export function DimensionItem({ name, label }: { name: string; label: string }) {
  return <NumberItem name={name} label={label} max={999_999_999} decimals={1} asText />;
}

/** `L × W × H`, the way the console shows sizes everywhere. */
export const sizeText = (l: string, w: string, h: string) => `${l} × ${w} × ${h}`;
