import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import type { Page } from '@wms/contract';
import { Button, Input, Modal, Space, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from '../search/SearchPanel';
import { type Column, searchFieldsOf } from '../table/columns';
import { useContentWidths } from '../table/contentWidths';
import { clickSelect, PICKER_DEFAULT_PAGE_SIZE, PICKER_PAGE_SIZES } from '../table/logic';
import { type PageBody, usePagedList } from '../table/usePagedList';

/** Dialog widths: the default, entity pickers, and the wide ones (return orders, commodities). */
export const PICKER_WIDTH = { default: 550, entity: 1000, wide: 1300 } as const;
export const PICKER_MAX_HEIGHT = 400;

type Value = number | number[] | undefined;

export interface PickerProps<Row extends { Id: number }> {
  /** Cache key of the list (and the test id `picker-<name>`). */
  name: string;
  title: string;
  columns: Column<Row>[];
  fetch(body: Record<string, unknown> & PageBody): Promise<Pick<Page<Row>, 'Data'> & { Total?: number }>;
  /** How a chosen row reads in the field. */
  label(row: Row): string;
  width?: number;
  multiple?: boolean;
  value?: Value;
  /** Labels of a value set from outside (an edit form's saved ids), by id. */
  valueLabels?: Record<number, string>;
  onChange?(value: Value, rows: Row[]): void;
  placeholder?: string;
  disabled?: boolean;
  /** Filters always sent as they are now (the owner of a per-user picker, the warehouse of a
   * shelf): a change of them drops the chosen value, which belongs to the old ones. */
  fixed?: Record<string, unknown>;
}

/** The fixed filters that are set, in a stable text (undefined ones are not sent at all). */
export const fixedKeyOf = (fixed: Record<string, unknown> | undefined) =>
  JSON.stringify(Object.fromEntries(Object.entries(fixed ?? {}).filter(([, v]) => v !== undefined && v !== null)));

/**
 * The selection dialog behind every picker: a query form and a paged
 * table with line numbers, loaded on first open; emits the chosen row's Id (ids when multiple),
 * clearing emits nothing. A new search starts at page 1; a second click on the chosen row clears
 * it.
 */
export function Picker<Row extends { Id: number }>(p: PickerProps<Row>) {
  const { t } = useTranslation('table');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [keys, setKeys] = useState<number[]>([]);
  // Labels of the ids seen: the value set from outside, then every row shown.
  const [labels, setLabels] = useState<Record<number, string>>(() => ({ ...p.valueLabels }));
  const list = usePagedList(['picker', p.name], p.fetch, {} as Record<string, unknown>, {
    rows: PICKER_DEFAULT_PAGE_SIZE,
    enabled: opened,
    pageSizes: PICKER_PAGE_SIZES,
    fixed: p.fixed,
  });
  // A value chosen under other fixed filters (customer1's commodity after the owner became
  // customer2) is not a valid choice any more. Fixed filters that only arrive (a form's watched
  // value is undefined on its first render) keep the value a form was opened with.
  const fixedKey = fixedKeyOf(p.fixed);
  const lastFixed = useRef(fixedKey);
  const { onChange } = p;
  const hasValue = Array.isArray(p.value) ? p.value.length > 0 : p.value !== undefined && p.value !== null;
  useEffect(() => {
    const before = lastFixed.current;
    lastFixed.current = fixedKey;
    if (before === fixedKey || before === '{}') return;
    setKeys([]);
    if (hasValue) onChange?.(undefined, []);
  }, [fixedKey, hasValue, onChange]);
  const value = Array.isArray(p.value) ? p.value : p.value === undefined || p.value === null ? [] : [p.value];
  const labelOf = (id: number) => labels[id] ?? p.valueLabels?.[id] ?? `#${id}`;
  const shown = value.map(labelOf).join(', ');
  const mode = p.multiple ? 'checkbox' : 'radio';
  const rowsSeen = new Map(list.rows.map((r) => [r.Id, r]));
  const openDialog = () => {
    if (p.disabled) return;
    setKeys(value);
    setOpen(true);
    setOpened(true);
  };
  const emit = (ids: number[]) => {
    const fresh = Object.fromEntries(ids.flatMap((id) => (rowsSeen.has(id) ? [[id, p.label(rowsSeen.get(id)!)]] : [])));
    setLabels((l) => ({ ...l, ...fresh }));
    p.onChange?.(
      p.multiple ? ids : ids[0],
      ids.flatMap((id) => (rowsSeen.has(id) ? [rowsSeen.get(id)!] : [])),
    );
  };

  const widths = useContentWidths();
  const start = (page: number, size: number) => (page - 1) * size;
  const columns: ColumnType<Row>[] = [
    {
      key: '__line',
      title: '#',
      width: 56,
      render: (_: unknown, _r: Row, i: number) =>
        start(Number(list.pagination.current ?? 1), Number(list.pagination.pageSize ?? PICKER_DEFAULT_PAGE_SIZE)) +
        i +
        1,
    },
    ...p.columns
      .filter((c) => !c.hideInTable)
      .map((c) => ({
        key: c.key,
        dataIndex: c.key,
        title: c.title,
        // Sized by the header and the cells as drawn, as the lists are (DataTable).
        ...widths.size<Row>(c.key, { title: c.title }, { width: c.width }),
        ellipsis: c.ellipsis,
        render: c.render,
      })),
  ];

  return (
    <>
      <Space.Compact style={{ width: '100%' }} data-testid={`picker-${p.name}`}>
        <Input
          readOnly
          value={shown}
          placeholder={p.placeholder ?? p.title}
          disabled={p.disabled}
          onClick={openDialog}
          suffix={
            shown && !p.disabled ? (
              <CloseCircleFilled
                style={{ color: 'rgba(0,0,0,.25)', cursor: 'pointer' }}
                aria-label={t('clear')}
                data-testid="picker-clear"
                onClick={(e) => {
                  e.stopPropagation();
                  setKeys([]);
                  p.onChange?.(undefined, []);
                }}
              />
            ) : (
              <span />
            )
          }
        />
        <Button
          icon={<SearchOutlined />}
          disabled={p.disabled}
          aria-label={p.title}
          data-testid="picker-open"
          onClick={openDialog}
        />
      </Space.Compact>
      <Modal
        open={open}
        title={p.title}
        width={p.width ?? PICKER_WIDTH.default}
        onCancel={() => setOpen(false)}
        okButtonProps={{ disabled: !keys.length, 'data-testid': 'picker-ok' } as never}
        onOk={() => {
          emit(keys);
          setOpen(false);
        }}
        destroyOnHidden={false}
      >
        <SearchPanel name={`picker-${p.name}`} fields={searchFieldsOf(p.columns)} onSearch={(f) => list.search(f)} />
        <div {...widths.root}>
          <Table<Row>
            rowKey="Id"
            size="small"
            loading={list.loading}
            dataSource={list.rows}
            columns={columns}
            pagination={list.pagination}
            scroll={{ x: 'max-content', y: PICKER_MAX_HEIGHT }}
            rowSelection={{
              type: mode,
              selectedRowKeys: keys,
              preserveSelectedRowKeys: true,
              onChange: (ks) => setKeys(ks as number[]),
            }}
            onRow={(row) => ({
              onClick: (ev) => {
                if ((ev.target as HTMLElement).closest('.ant-table-selection-column')) return;
                setKeys(clickSelect(keys, row.Id, mode));
              },
              onDoubleClick: () => {
                if (p.multiple) return;
                emit([row.Id]);
                setOpen(false);
              },
              'data-testid': `picker-row-${row.Id}`,
            })}
          />
        </div>
      </Modal>
    </>
  );
}
