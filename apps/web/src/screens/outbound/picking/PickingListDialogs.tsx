import {
  type BackstageUserRow,
  type LogisticsOrderRow,
  logisticsOrderFlow,
  type PickingListRow,
  type PickingRuleRow,
} from '@wms/contract';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, type CallOpts } from '../../../api/client';
import { toast } from '../../../api/notify';
import { useWarehouseOptions } from '../../../api/options';
import { FormModal } from '../../../components/form/FormModal';
import { SelectItem, TextItem } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { PICKER_WIDTH, Picker } from '../../../components/picker/Picker';
import type { Column } from '../../../components/table/columns';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';
import { useBatchOutcome } from '../../inbound/parcels/DocumentScreen';

interface DialogProps {
  open: boolean;
  onClose(): void;
  onDone(): void;
}

/**
 * A picking list made by hand (`PickingList/AddPickingList`): a warehouse, then its orders to be
 * picked chosen in the order picker (LogisticsOrder/GetLogisticsOrders, To be picked, that
 * warehouse only: a list holds one warehouse's orders). A change of warehouse drops the orders
 * chosen (the picker's fixed filters changed).
 */
export function MakeListDialog({ open, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('picking');
  const label = useFieldLabel();
  const r = useRules();
  const warehouses = useWarehouseOptions();
  return (
    <FormModal<{ WarehouseId: number; OrderIds: number[]; Remarks?: string }>
      name="make-picking-list"
      open={open}
      title={t('makeTitle')}
      width={640}
      okText={t('make')}
      onClose={onClose}
      onDone={onDone}
      saysSuccess
      onSubmit={async (v, opts) => {
        const Id = await api.PickingList.AddPickingList({ OrderIds: v.OrderIds, Remarks: v.Remarks }, opts);
        const made = await api.PickingList.GetPickingById({ Id }, { silent: true }).catch(() => null);
        toast('success', t('made', { number: made?.Number ?? `#${Id}` }), undefined, 3);
      }}
    >
      {(form) => (
        <>
          <Alert type="info" showIcon title={t('oneWarehouse')} style={{ marginBottom: 16 }} />
          <SelectItem
            name="WarehouseId"
            label={label('WarehouseId')}
            required
            options={warehouses.data}
            loading={warehouses.isLoading}
            data-testid="make-warehouse"
          />
          <Form.Item noStyle dependencies={['WarehouseId']}>
            {() => (
              <Form.Item name="OrderIds" label={t('orders')} rules={[r.chosen(t('orders'), true)]} required>
                <OrderChooser warehouseId={form.getFieldValue('WarehouseId') as number | undefined} />
              </Form.Item>
            )}
          </Form.Item>
          <TextItem name="Remarks" label={label('Remarks')} kind="textarea" />
        </>
      )}
    </FormModal>
  );
}

/** The orders of one warehouse waiting to be picked, several at once. */
function OrderChooser({
  warehouseId,
  ...p
}: {
  warehouseId: number | undefined;
  value?: number[];
  onChange?: (v: number[] | undefined) => void;
}) {
  const { t } = useTranslation('picking');
  const label = useFieldLabel();
  const columns: Column<LogisticsOrderRow>[] = [
    { key: 'Number', title: label('OrderNumber'), search: { type: 'text', name: 'Content' } },
    { key: 'UserName', title: label('UserName') },
    { key: 'OrderTypeName', title: label('OrderTypes') },
    { key: 'TypeOfShippingName', title: label('TypeOfShippingName') },
    { key: 'PackageCount', title: label('PackageCount'), align: 'right' },
    { key: 'ItemCount', title: label('ItemCount'), align: 'right' },
    {
      key: 'Status',
      title: label('Status'),
      render: (s: number) => <StateTag workflow={logisticsOrderFlow} value={s} />,
    },
    { key: 'CreationTime', title: label('CreationTime'), render: formatDateTime },
  ];
  return (
    <Picker<LogisticsOrderRow>
      value={p.value}
      onChange={(v) => p.onChange?.(v as number[] | undefined)}
      multiple
      name="picking-orders"
      title={t('chooseOrders')}
      placeholder={t('chooseOrders')}
      disabled={!warehouseId}
      columns={columns}
      fetch={(b) => api.LogisticsOrder.GetLogisticsOrders(b)}
      fixed={{ WarehouseId: warehouseId, Status: logisticsOrderFlow.state.ToBePicked }}
      width={PICKER_WIDTH.entity}
      label={(o) => o.Number}
    />
  );
}

/** The picking rules run now over one warehouse (`PickingList/AddPickingListTask`): one rule, or
 * every active rule of the warehouse. */
export function RunRulesDialog({ open, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('picking');
  const label = useFieldLabel();
  const warehouses = useWarehouseOptions();
  return (
    <FormModal<{ WarehouseId: number; PickingRuleId?: number }>
      name="run-picking-rules"
      open={open}
      title={t('runRules')}
      okText={t('run')}
      onClose={onClose}
      onDone={onDone}
      saysSuccess
      onSubmit={async (v, opts) => {
        const made = await api.PickingList.AddPickingListTask(v, opts);
        if (made.length)
          toast('success', t('madeMany', { count: made.length, numbers: made.map((m) => m.Number).join(', ') }));
        else toast('info', t('noneMade'), undefined, 3);
      }}
    >
      {(form) => (
        <>
          <Alert type="info" showIcon title={t('runRulesHint')} style={{ marginBottom: 16 }} />
          <SelectItem
            name="WarehouseId"
            label={label('WarehouseId')}
            required
            options={warehouses.data}
            loading={warehouses.isLoading}
          />
          <Form.Item noStyle dependencies={['WarehouseId']}>
            {() => <RuleChoice warehouseId={form.getFieldValue('WarehouseId') as number | undefined} />}
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

function RuleChoice({ warehouseId }: { warehouseId: number | undefined }) {
  const { t } = useTranslation('picking');
  const label = useFieldLabel();
  const columns: Column<PickingRuleRow>[] = [
    { key: 'Name', title: t('rule'), search: { type: 'text' } },
    { key: 'MaxOrders', title: label('MaxOrders'), align: 'right' },
    { key: 'MaxLines', title: label('MaxLines'), align: 'right' },
  ];
  return (
    <Form.Item name="PickingRuleId" label={t('rule')}>
      <Picker<PickingRuleRow>
        name="picking-rules"
        title={t('rule')}
        disabled={!warehouseId}
        columns={columns}
        fetch={(b) => api.PickingRule.GetPickingRules(b)}
        fixed={{ WarehouseId: warehouseId }}
        label={(r) => r.Name}
      />
    </Form.Item>
  );
}

/** A staff user who picks: active staff by name, nick name or phone. */
function StaffPicker(p: { value?: number; onChange?: (v: number | undefined) => void }) {
  const { t } = useTranslation('picking');
  const label = useFieldLabel();
  const columns: Column<BackstageUserRow>[] = [
    { key: 'UserName', title: label('UserName'), search: { type: 'text', name: 'Content', live: true } },
    { key: 'NickName', title: label('NickName') },
    { key: 'OrganizeName', title: t('organize') },
  ];
  return (
    <Picker<BackstageUserRow>
      value={p.value}
      onChange={(v) => p.onChange?.(v as number | undefined)}
      name="pickers"
      title={t('selectPicker')}
      placeholder={t('selectPicker')}
      columns={columns}
      fetch={(b) => api.BackstageUser.GetBackstageUsers(b)}
      fixed={{ IsDeactivate: false }}
      width={PICKER_WIDTH.entity}
      label={(u) => (u.NickName && u.NickName !== u.UserName ? `${u.UserName} (${u.NickName})` : u.UserName)}
    />
  );
}

/** Lists given to a picker (`PickingList/BatchClaimPickingList`): each the server can move is
 * theirs, the others are reported with why. */
export function AssignDialog({ lists, open, onClose, onDone }: DialogProps & { lists: PickingListRow[] }) {
  const { t } = useTranslation('picking');
  const r = useRules();
  const outcome = useBatchOutcome();
  return (
    <FormModal<{ UserId: number }>
      name="assign-picking"
      open={open}
      title={t('assignTitle', { count: lists.length })}
      onClose={onClose}
      onDone={onDone}
      saysSuccess
      onSubmit={async (v, opts: CallOpts) => {
        const result = await api.PickingList.BatchClaimPickingList(
          { Ids: lists.map((l) => l.Id), UserId: v.UserId },
          opts,
        );
        outcome(result, (count) => t('assigned', { count }));
      }}
    >
      <Form.Item name="UserId" label={t('picker')} rules={[r.chosen(t('picker'))]} required>
        <StaffPicker />
      </Form.Item>
    </FormModal>
  );
}
