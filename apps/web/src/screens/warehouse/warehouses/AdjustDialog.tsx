import { AdjustMode, InventoryQuantityType } from '@wms/contract';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useSelectList } from '../../../api/options';
import { FormModal } from '../../../components/form/FormModal';
import { NumberItem, SelectItem, TextItem } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { CommodityPicker } from '../../../components/picker/CommodityPicker';
import { ShelvesPicker } from '../../../components/picker/ShelvesPicker';
import { UserPicker } from '../../../components/picker/UserPicker';

/** A place being counted: known when opened from a report row, chosen otherwise. */
export interface AdjustTarget {
  /** The owner of the commodity of a report row: the server checks the commodity is theirs. */
  OwnerId?: number;
  CommodityId?: number;
  CommodityLabel?: string;
  ShelfId?: number;
  ShelvesNumber?: string;
}

interface AdjustForm {
  /** The owner whose commodities are offered; the server refuses a commodity of anyone else. */
  OwnerId?: number;
  CommodityId: number;
  ShelfId: number;
  QuantityType: number;
  Mode: number;
  Quantity: number;
  Remarks?: string;
}

/** The commodity being counted: fixed when opened from a row, else one of the chosen owner's. */
function OwnersCommodity(p: {
  known: boolean;
  target?: AdjustTarget;
  value?: number;
  onChange?: (v: number | number[] | undefined) => void;
}) {
  const ownerId = Form.useWatch<number | undefined>('OwnerId');
  return (
    <CommodityPicker
      scope="staff"
      ownerId={ownerId}
      disabled={p.known}
      value={p.value}
      onChange={p.onChange}
      valueLabels={p.target?.CommodityId ? { [p.target.CommodityId]: p.target.CommodityLabel ?? '' } : undefined}
    />
  );
}

/** Stock-take of one commodity on one shelf: set what was counted, or add / take away. */
export function AdjustDialog({
  target,
  onClose,
  onDone,
}: {
  target: AdjustTarget | undefined;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation(['inventory', 'system']);
  const r = useRules();
  const kinds = useSelectList('InventoryQuantityType');
  const known = !!target?.CommodityId;
  return (
    <FormModal<AdjustForm>
      name="adjust"
      open={!!target}
      title={t('stockTake')}
      initialValues={{
        OwnerId: target?.OwnerId,
        CommodityId: target?.CommodityId,
        ShelfId: target?.ShelfId,
        QuantityType: InventoryQuantityType.Available,
        Mode: AdjustMode.Set,
      }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v, o) => api.Inventory.AdjustInventory({ ...v, OwnerId: v.OwnerId ?? target?.OwnerId }, o)}
    >
      {(form) => (
        <>
          {known ? null : (
            <Form.Item name="OwnerId" label={t('owner')} rules={[r.chosen(t('owner'))]}>
              <UserPicker />
            </Form.Item>
          )}
          <Form.Item
            name="CommodityId"
            label={t('commodity')}
            rules={[r.chosen(t('commodity'))]}
            dependencies={['OwnerId']}
          >
            <OwnersCommodity known={known} target={target} />
          </Form.Item>
          <Form.Item name="ShelfId" label={t('shelf')} rules={[r.chosen(t('shelf'))]}>
            <ShelvesPicker
              disabled={known}
              valueLabels={target?.ShelfId ? { [target.ShelfId]: target.ShelvesNumber ?? '' } : undefined}
            />
          </Form.Item>
          <SelectItem name="QuantityType" label={t('quantityType')} required options={kinds.data ?? []} />
          <Form.Item name="Mode" label={t('mode')}>
            <Radio.Group
              options={[
                { value: AdjustMode.Set, label: t('setCounted') },
                { value: AdjustMode.Change, label: t('change') },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['Mode']}>
            {() => {
              const set = form.getFieldValue('Mode') === AdjustMode.Set;
              const label = set ? t('countedQuantity') : t('changeQuantity');
              return (
                <NumberItem
                  name="Quantity"
                  label={label}
                  required
                  min={set ? 0 : -1_000_000_000}
                  max={1_000_000_000}
                  notZero={!set}
                />
              );
            }}
          </Form.Item>
          <TextItem name="Remarks" label={t('system:remarks')} max={200} kind="textarea" />
        </>
      )}
    </FormModal>
  );
}
