import { useQuery } from '@tanstack/react-query';
import { InventoryQuantityType, type ShelfRow } from '@wms/contract';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

import { useSelectList } from '../../../api/options';
import { FormModal } from '../../../components/form/FormModal';
import { NumberItem, SelectItem } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { ShelvesPicker } from '../../../components/picker/ShelvesPicker';

interface TransferForm {
  Mode: 'one' | 'all';
  ToShelfId: number;
  CommodityId?: number;
  QuantityType?: number;
  Quantity?: number;
}

/** The commodities on a shelf, as choices naming what is available of each. */
function useGoodsOn(shelfId: number | undefined) {
  const { t } = useTranslation('shelves');
  return useQuery({
    queryKey: [...queryKeys.area('Inventory'), 'onShelf', shelfId],
    queryFn: () => api.Inventory.GetInventoryReport({ ShelfId: shelfId, rows: 100, descendingOrder: false }),
    select: (d) =>
      d.Data.map((r) => ({
        value: r.CommodityId,
        label: `${r.CommodityCode} ${r.ChineseName} (${t('availableCount', { n: r.Available })})`,
      })),
    enabled: !!shelfId,
  });
}

/**
 * Moves goods off a shelf to another of the same warehouse: a quantity of one commodity, or
 * everything on it. The server keeps both shelves' quantities and logs.
 */
export function TransferDialog({
  shelf,
  onClose,
  onDone,
}: {
  shelf: ShelfRow | undefined;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation(['shelves', 'system']);
  const r = useRules();
  const goods = useGoodsOn(shelf?.Id);
  const kinds = useSelectList('InventoryQuantityType');
  return (
    <FormModal<TransferForm>
      name="transfer"
      open={!!shelf}
      title={shelf ? t('transferTitle', { number: shelf.ShelvesNumber }) : ''}
      okText={t('transfer')}
      initialValues={{ Mode: 'one', QuantityType: InventoryQuantityType.Available }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v, o) =>
        v.Mode === 'all'
          ? api.Shelves.TransferGoodsAll({ FromShelfId: shelf!.Id, ToShelfId: v.ToShelfId }, o)
          : api.Shelves.TransferGoods(
              {
                FromShelfId: shelf!.Id,
                ToShelfId: v.ToShelfId,
                CommodityId: v.CommodityId!,
                QuantityType: v.QuantityType ?? InventoryQuantityType.Available,
                Quantity: v.Quantity!,
              },
              o,
            )
      }
    >
      {(form) => (
        <>
          <Form.Item name="Mode" label={t('transferMode')}>
            <Radio.Group
              options={[
                { value: 'one', label: t('oneCommodity') },
                { value: 'all', label: t('everything') },
              ]}
            />
          </Form.Item>
          <Form.Item name="ToShelfId" label={t('toShelf')} rules={[r.chosen(t('toShelf'))]}>
            <ShelvesPicker warehouseId={shelf?.WarehouseId} exceptShelfId={shelf?.Id} />
          </Form.Item>
          <Form.Item noStyle dependencies={['Mode']}>
            {() =>
              form.getFieldValue('Mode') === 'one' ? (
                <>
                  <SelectItem name="CommodityId" label={t('commodity')} required options={goods.data ?? []} />
                  <SelectItem name="QuantityType" label={t('quantityType')} required options={kinds.data ?? []} />
                  <NumberItem name="Quantity" label={t('quantity')} min={1} max={1_000_000_000} required />
                </>
              ) : null
            }
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
