import { FloatButton, Input, Select, Space, Table, type TablePaginationConfig, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type Key, type ReactNode, type Ref, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../api/notify';
import { NumberInput } from '../form/number';
import { usePermi } from '../perm';
import { ColumnChooser } from './ColumnChooser';
import { cellContent } from './cell';
import type { Column } from './columns';
import { useContentWidths } from './contentWidths';
import { DetailDrawer } from './DetailDrawer';
import {
  BACK_TOP_AFTER,
  BACK_TOP_INSET,
  BACK_TOP_SIZE,
  CELL_PADDING,
  cellText,
  clickSelect,
  loadPrefs,
  mergePrefs,
  requiredRule,
  type SaveResult,
  savePrefs,
  summaryOf,
  validateRows,
} from './logic';
import { hasRowAction } from './RowActions';
import { scrollToTop } from './scroll';
import { type ToolAction, Toolbar } from './Toolbar';
import type { ListSort } from './usePagedList';

/** How wide an ellipsis column's text may grow (without a width of its own) before it is cut. */
const ELLIPSIS_WIDTH = 240;
const CLIP = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const INTERACTIVE = '.ant-table-selection-column, button, a, input, .ant-select, .ant-table-row-expand-icon';

export interface DataTableHandle<Row> {
  /** The inline-edited rows, or the failing column labels with a not-saved status. */
  save(): SaveResult<Row & Record<string, unknown>>;
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  /** Key under which the column chooser keeps this table's arrangement. */
  columnSet: string;
  rowKey?: string;
  rows: Row[];
  loading?: boolean;
  pagination?: TablePaginationConfig | false;
  toolbar?: ToolAction<Row>[];
  selection?: { mode: 'radio' | 'checkbox'; selected: Key[]; onChange(keys: Key[], rows: Row[]): void };
  /** Expandable row detail. */
  expand?: (row: Row) => ReactNode;
  /** A tree table: rows carry `children`; the expanded rows are the caller's (to load branches). */
  tree?: { expanded: Key[]; onExpand(keys: Key[]): void };
  /** Row actions (edit, delete ...), rendered in a right-fixed column. */
  actions?: (row: Row) => ReactNode;
  /** A side drawer (70% wide) with every column of the row, opened from `openDetail`. */
  detail?: { row: Row | undefined; onClose(): void; title?: ReactNode };
  summary?: boolean;
  /** Scroll back to the top (800 ms) on page change. */
  scrollTopOnPage?: boolean;
  /** Inline editing: rows are edited in place; `rules` turns the cell rules on for `save`. */
  editing?: { rules: boolean; onChange(rows: Row[]): void };
  handle?: Ref<DataTableHandle<Row>>;
  size?: 'small' | 'middle' | 'large';
  /** Server-side sorting: the columns named in `sort.sorts` sort by a click on their header. */
  sort?: ListSort;
}

/**
 * The table of every list screen: toolbar, column chooser, selection by row click, paging,
 * summary row, copy on double-click, inline editing, detail drawer and back-to-top.
 */
export function DataTable<Row extends object>(p: DataTableProps<Row>) {
  const { t } = useTranslation('table');
  const rowKey = p.rowKey ?? 'Id';
  const keyOf = (r: Row) => (r as Record<string, unknown>)[rowKey] as Key;
  const tableColumns = p.columns.filter((c) => !c.hideInTable);
  const keys = tableColumns.map((c) => c.key);
  const [prefs, setPrefs] = useState(() => mergePrefs(keys, loadPrefs(p.columnSet)));
  const current = mergePrefs(keys, prefs);
  const changePrefs = (next: typeof prefs) => {
    setPrefs(next);
    savePrefs(p.columnSet, next);
  };
  const byKey = new Map(tableColumns.map((c) => [c.key, c]));
  const widths = useContentWidths();
  const titles = Object.fromEntries(tableColumns.map((c) => [c.key, c.title]));
  const can = usePermi();
  // Row selection serves the toolbar's batch actions (those that need a selected row): when the
  // toolbar has such actions but the user may take none of them, the checkboxes would offer
  // nothing to do, so they go. `needsRow` lists each such action as permitted or not.
  const needsRow = (a: ToolAction<Row>, open: boolean): boolean[] => {
    const ok = open && !a.hidden && (!a.perm || can(a.perm));
    return [...(a.mustSelect ? [ok] : []), ...(a.group ?? []).flatMap((g) => needsRow(g, ok))];
  };
  const batch = (p.toolbar ?? []).flatMap((a) => needsRow(a, true));
  const selection = p.selection && (!batch.length || batch.includes(true)) ? p.selection : undefined;
  const selectedRows = selection ? p.rows.filter((r) => selection.selected.includes(keyOf(r))) : [];

  useImperativeHandle(
    p.handle,
    () => ({
      save: () =>
        validateRows(
          p.rows as (Row & Record<string, unknown>)[],
          p.columns
            .filter((c) => c.edit)
            .map((c) => ({
              key: c.key,
              label: c.title,
              rules: [...(c.edit?.required ? [requiredRule] : []), ...(c.edit?.rules ?? [])],
            })),
          p.editing?.rules ?? false,
        ),
    }),
    [p.rows, p.columns, p.editing?.rules],
  );

  const editCell = (c: Column<Row>, row: Row, index: number) => {
    const e = c.edit!;
    const value = (row as Record<string, unknown>)[c.key];
    const set = (v: unknown) =>
      p.editing?.onChange(p.rows.map((r, i) => (i === index ? ({ ...r, [c.key]: v } as Row) : r)));
    const stop = { onClick: (ev: React.MouseEvent) => ev.stopPropagation() };
    if (e.input === 'select')
      return (
        <Select
          {...stop}
          value={value as never}
          options={e.options as never}
          placeholder={t('pleaseSelect', { label: c.title })}
          onChange={set}
          style={{ minWidth: 120 }}
        />
      );
    if (e.input === 'number')
      return (
        <NumberInput
          {...stop}
          value={value as number}
          placeholder={t('pleaseEnter', { label: c.title })}
          onChange={set}
          style={{ minWidth: 120 }}
        />
      );
    return (
      <Input
        {...stop}
        value={(value as string) ?? ''}
        placeholder={t('pleaseEnter', { label: c.title })}
        onChange={(ev) => set(ev.target.value)}
      />
    );
  };

  const copy = async (ev: React.MouseEvent<HTMLElement>, raw: unknown) => {
    try {
      await navigator.clipboard.writeText(cellText(ev.currentTarget, raw));
      toast('success', t('replicated'));
    } catch {
      toast('error', t('copyFailed'));
    }
  };

  const antColumns: ColumnType<Row>[] = current
    .filter((pref) => !pref.hidden)
    .map((pref) => {
      const c = byKey.get(pref.key)!;
      const required = c.edit?.required && p.editing?.rules;
      return {
        key: c.key,
        dataIndex: c.key,
        title: required ? (
          <span>
            <span style={{ color: '#ff4d4f', marginRight: 4 }} data-testid="required-mark">
              *
            </span>
            {c.title}
          </span>
        ) : (
          c.title
        ),
        // Sized by the header and the cells as drawn (an ellipsis column up to where it cuts).
        ...widths.size<Row>(
          c.key,
          { title: c.title, sortable: p.sort?.sorts.includes(c.key) },
          {
            width: c.width,
            max: c.ellipsis ? ELLIPSIS_WIDTH + CELL_PADDING : undefined,
            onCell: (row: Row) => ({
              onDoubleClick: (ev: React.MouseEvent<HTMLElement>) => {
                if (!(c.edit && p.editing)) void copy(ev, (row as Record<string, unknown>)[c.key]);
              },
            }),
          },
        ),
        align: c.align,
        ellipsis: c.ellipsis,
        fixed: c.fixed,
        ...(p.sort?.sorts.includes(c.key)
          ? {
              sorter: true,
              sortOrder:
                p.sort.field === c.key ? (p.sort.descending ? ('descend' as const) : ('ascend' as const)) : null,
            }
          : {}),
        render: (v: unknown, row: Row, i: number) => {
          if (c.edit && p.editing) return editCell(c, row, i);
          const shown = cellContent(c, v, row, i);
          // The table is as wide as its content (scroll.x max-content), so a cell's ellipsis alone
          // never cuts: the cell grew to its whole text and pushed the last columns under the
          // fixed Actions column or past a drawer's edge. The text is cut at a width instead.
          return c.ellipsis ? (
            <span
              style={{ ...CLIP, maxWidth: c.width ?? ELLIPSIS_WIDTH }}
              title={typeof v === 'string' ? v : undefined}
            >
              {shown}
            </span>
          ) : (
            shown
          );
        },
      };
    });
  // No Actions column when no row shows an action the user may take.
  if (p.actions && p.rows.some((r) => hasRowAction(p.actions!(r), can)))
    antColumns.push({
      key: '__actions',
      title: t('actions'),
      // As wide as its links, not the room the other columns leave.
      ...widths.size<Row>('__actions', { title: t('actions') }),
      fixed: 'right',
      render: (_: unknown, r: Row) => p.actions!(r),
    });

  const given = p.pagination;
  const pagination: TablePaginationConfig | false = given
    ? {
        ...given,
        onChange: (page, size) => {
          // A new page size starts again at page 1.
          given.onChange?.(size !== given.pageSize ? 1 : page, size);
          if (p.scrollTopOnPage) scrollToTop();
        },
      }
    : false;

  const summaryColumns = current.filter((x) => !x.hidden).map((x) => byKey.get(x.key)!);

  return (
    <div data-testid={`table-${p.columnSet}`} {...widths.root}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} align="start">
        {p.toolbar ? <Toolbar actions={p.toolbar} selected={selectedRows} /> : <span />}
        <ColumnChooser
          prefs={current}
          titles={titles}
          onChange={changePrefs}
          onReset={() => changePrefs(mergePrefs(keys, null))}
        />
      </Space>
      <Table<Row>
        rowKey={rowKey}
        // Unset, the table follows the size chosen in the top bar (ConfigProvider).
        size={p.size}
        scroll={{ x: 'max-content' }}
        loading={p.loading}
        dataSource={p.rows}
        pagination={pagination}
        columns={antColumns}
        onChange={(_pages, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || !p.sort) return;
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = one?.order ? String(one.columnKey ?? one.field) : undefined;
          p.sort.onChange(field, one?.order !== 'ascend');
        }}
        expandable={
          p.expand
            ? { expandedRowRender: p.expand }
            : p.tree
              ? { expandedRowKeys: p.tree.expanded, onExpandedRowsChange: (ks) => p.tree!.onExpand([...ks]) }
              : undefined
        }
        rowSelection={
          selection
            ? {
                type: selection.mode,
                selectedRowKeys: selection.selected,
                preserveSelectedRowKeys: true,
                onChange: (ks, rs) => selection!.onChange(ks, rs),
              }
            : undefined
        }
        onRow={(row) => ({
          onClick: (ev) => {
            // The selection box and the row's own controls already do their part.
            if (!selection || p.editing || (ev.target as HTMLElement).closest(INTERACTIVE)) return;
            const next = clickSelect(selection.selected, keyOf(row), selection.mode);
            selection.onChange(
              next,
              next.map((k) => p.rows.find((r) => keyOf(r) === k) ?? selectedRows.find((r) => keyOf(r) === k)!),
            );
          },
        })}
        summary={
          p.summary
            ? () => (
                <Table.Summary.Row data-testid="summary">
                  {selection ? <Table.Summary.Cell index={-1} /> : null}
                  {p.expand ? <Table.Summary.Cell index={-2} /> : null}
                  {summaryColumns.map((c, i) => (
                    <Table.Summary.Cell key={c.key} index={i} align={c.align}>
                      {i === 0 ? (
                        <Typography.Text strong>{t('total')}</Typography.Text>
                      ) : c.sum ? (
                        summaryOf(p.rows.map((r) => (r as Record<string, unknown>)[c.key]))
                      ) : null}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            : undefined
        }
      />
      {p.detail ? (
        <DetailDrawer
          columns={p.columns.filter((c) => !c.hideInDetail)}
          row={p.detail.row}
          title={p.detail.title}
          onClose={p.detail.onClose}
        />
      ) : null}
      <FloatButton.BackTop
        visibilityHeight={BACK_TOP_AFTER}
        style={{
          insetInlineEnd: BACK_TOP_INSET,
          insetBlockEnd: BACK_TOP_INSET,
          width: BACK_TOP_SIZE,
          height: BACK_TOP_SIZE,
        }}
      />
    </div>
  );
}
