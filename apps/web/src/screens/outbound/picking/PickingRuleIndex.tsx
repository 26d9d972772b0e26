import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { calls, type PickingRuleRow } from '@wms/contract';
import { Button, Form, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { toast } from '../../../api/notify';
import { usePartitionOptions, useSelectList, useWarehouseOptions } from '../../../api/options';
import { SelectItem, WIDE } from '../../../components/form/fields';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';

const { PickingRule, PickingList } = calls;

type Option = { value: number; label: string };
const namesOf = (ids: number[], options: Option[] | undefined, every: string) =>
  ids.length ? ids.map((id) => options?.find((o) => o.value === id)?.label ?? `#${id}`).join(', ') : every;

/** Every partition the caller may name, for the list's column (the form asks per warehouse). */
const useAllPartitions = () =>
  useQuery({
    queryKey: [...queryKeys.area('WarehousePartitions'), 'options', 'all'],
    queryFn: () => api.WarehousePartitions.GetWarehousePartitionBySiteId({}),
    select: (d): Option[] => d.map((o) => ({ value: o.Id, label: o.Name })),
  });

/**
 * The partitions a rule walks, in walking order: chosen one after another (the order chosen is the
 * order walked), then moved up or down. Its value is the ordered list of ids, as the body takes
 * it; a change of warehouse empties it (the old warehouse's partitions are no choice).
 */
function PartitionOrder({
  id,
  value = [],
  onChange,
  warehouseId,
}: {
  /** The form item's field id, for its label. */
  id?: string;
  value?: number[];
  onChange?: (v: number[]) => void;
  warehouseId: number | undefined;
}) {
  const { t } = useTranslation('picking');
  const options = usePartitionOptions(undefined, warehouseId);
  const last = useRef(warehouseId);
  useEffect(() => {
    const before = last.current;
    last.current = warehouseId;
    if (before !== undefined && before !== warehouseId) onChange?.([]);
  }, [warehouseId, onChange]);
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange?.(next);
  };
  const nameOf = (id: number) => options.data?.find((o) => o.value === id)?.label ?? `#${id}`;
  return (
    <div data-testid="partition-order">
      <Select
        id={id}
        mode="multiple"
        value={value}
        // antd keeps a multiple choice in the order it was made: the walking order.
        onChange={(v: number[]) => onChange?.(v)}
        options={options.data}
        loading={options.isLoading}
        disabled={!warehouseId}
        placeholder={warehouseId ? t('everyPartition') : t('chooseWarehouseFirst')}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        style={{ width: '100%' }}
        data-testid="partition-select"
      />
      {value.length > 1 ? (
        <ol style={{ margin: '8px 0 0', paddingInlineStart: 24 }} data-testid="partition-walk">
          {value.map((id, i) => (
            <li key={id} data-testid="partition-step">
              <span>{nameOf(id)}</span>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('moveUp')}
                title={t('moveUp')}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                data-testid="partition-up"
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('moveDown')}
                title={t('moveDown')}
                disabled={i === value.length - 1}
                onClick={() => move(i, 1)}
                data-testid="partition-down"
              />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function PartitionsField() {
  const label = useFieldLabel();
  const { t } = useTranslation('picking');
  const warehouseId = Form.useWatch('WarehouseId') as number | undefined;
  return (
    <Form.Item name="PartitionIds" label={label('PartitionIds')} extra={t('walkOrderHint')} style={WIDE}>
      <PartitionOrder warehouseId={warehouseId} />
    </Form.Item>
  );
}

/** A multiple choice among a `/Select/` list; none chosen means every one (`every`). */
function ManyOf({ name, list, every }: { name: string; list: 'TypeOfShipping' | 'OrderTypes'; every: string }) {
  const label = useFieldLabel();
  const options = useSelectList(list);
  return (
    <SelectItem
      name={name}
      label={label(name)}
      mode="multiple"
      options={options.data}
      loading={options.isLoading}
      placeholder={every}
      wide
    />
  );
}

/**
 * Picking rules (docs/domain.md, "Picking"): how a warehouse's orders to be picked are grouped
 * into picking lists, by the job every `IntervalMinutes` or by hand ("Run now", the lists' "Run
 * the rules now"): the shipping types and order types it takes (none: all), the partitions it
 * walks in walking order (none: all), and the most orders and lines one list holds.
 */
export default function PickingRuleIndex() {
  const { t } = useTranslation(['picking', 'common']);
  const label = useFieldLabel();
  const warehouses = useWarehouseOptions();
  const shipping = useSelectList('TypeOfShipping');
  const orderTypes = useSelectList('OrderTypes');
  const partitions = useAllPartitions();
  const kind = t('rule');

  const columns: SetupColumn<PickingRuleRow>[] = [
    { key: 'Name', search: { type: 'text' } },
    {
      key: 'WarehouseName',
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
    {
      key: 'TypeOfShippingIds',
      render: (ids: number[]) => namesOf(ids, shipping.data, t('everyShippingType')),
    },
    {
      key: 'PartitionIds',
      render: (ids: number[]) => namesOf(ids, partitions.data, t('everyPartition')).replaceAll(', ', ' → '),
    },
    { key: 'OrderTypes', render: (ids: number[]) => namesOf(ids, orderTypes.data, t('everyOrderType')) },
    { key: 'MaxOrders', align: 'right' },
    { key: 'MaxLines', align: 'right' },
    {
      key: 'IntervalMinutes',
      render: (n: number) => (n ? t('everyMinutes', { count: n }) : t('onlyWhenAsked')),
    },
    { key: 'LastRunTime', render: formatDateTime },
    { key: 'Remarks', ellipsis: true },
  ];

  const runNow = async (row: PickingRuleRow) => {
    const made = await api.PickingList.AddPickingListTask({ WarehouseId: row.WarehouseId, PickingRuleId: row.Id });
    if (made.length)
      toast('success', t('madeMany', { count: made.length, numbers: made.map((m) => m.Number).join(', ') }));
    else toast('info', t('noneMade'), undefined, 3);
  };

  return (
    <SetupList<typeof PickingRule.GetPickingRules, Record<string, unknown>>
      screen="PickingRuleIndex"
      list={PickingRule.GetPickingRules}
      kind={kind.toLowerCase()}
      columns={columns}
      status
      created
      add={{ call: PickingRule.AddPickingRule, label: kind }}
      edit={{ call: PickingRule.EditPickingRule, label: kind }}
      remove={PickingRule.DeletePickingRule}
      initialValues={{ TypeOfShippingIds: [], PartitionIds: [], OrderTypes: [], IntervalMinutes: 0 }}
      formColumns={2}
      formWidth={720}
      fields={{
        WarehouseId: (
          <SelectItem
            name="WarehouseId"
            label={label('WarehouseId')}
            required
            options={warehouses.data}
            loading={warehouses.isLoading}
            data-testid="rule-warehouse"
          />
        ),
        TypeOfShippingIds: <ManyOf name="TypeOfShippingIds" list="TypeOfShipping" every={t('everyShippingType')} />,
        PartitionIds: <PartitionsField />,
        OrderTypes: <ManyOf name="OrderTypes" list="OrderTypes" every={t('everyOrderType')} />,
      }}
      rowActions={(row) => [
        {
          key: 'run',
          label: t('runRules'),
          perm: PickingList.AddPickingListTask.code ?? undefined,
          hidden: row.IsDeactivate,
          onClick: () => void runNow(row).catch(() => {}),
        },
      ]}
    />
  );
}
