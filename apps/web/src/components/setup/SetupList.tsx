import { PlusOutlined } from '@ant-design/icons';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { AnyCall, Calls, Page, PermissionCode, Workflow } from '@wms/contract';
import type { FormInstance } from 'antd';
import { Fragment, type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api, type CallOpts } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { formatDateTime } from '../../utils/format';
import { useConfirm } from '../confirm';
import { FormModal, useDialog } from '../form/FormModal';
import { SearchPanel } from '../search/SearchPanel';
import type { Column } from '../table/columns';
import { DataTable } from '../table/DataTable';
import { ListCard } from '../table/ListCard';
import { type RowAction, RowActions, useRowLinks } from '../table/RowActions';
import { useStatus } from '../table/status';
import type { ToolAction } from '../table/Toolbar';
import { usePagedList } from '../table/usePagedList';
import { StatusTabs } from '../workflow/StatusTabs';
import { BodyFields } from './BodyFields';
import { type SetupColumn, useListColumns, useSearchFields } from './listColumns';

/** A call of a table: its permission code is one `hasPermi` knows. */
type TableCall = AnyCall & { code: PermissionCode | null };
type ListCall = TableCall & { rows: z.ZodType; controller: keyof Calls };
type RowOf<L extends ListCall> = z.infer<L['rows']> & { Id: number };

/** What a screen's own toolbar actions and drawers use of the list: the filters it shows and a
 * refresh after a write (the area's queries, `invalidates`, and the selection cleared). */
export interface SetupListState {
  filters: Record<string, unknown>;
  refresh: () => Promise<unknown>;
}

/** Sends a call of the table through the typed client (its path is its two names). */
export const send = (call: AnyCall, body: unknown, opts?: CallOpts): Promise<unknown> =>
  (api as unknown as Record<string, Record<string, (b: unknown, o?: CallOpts) => Promise<unknown>>>)[call.controller]![
    call.action
  ]!(body, opts);

/** What the create / edit dialog of a set-up screen sends: the edit call with the row's Id, or
 * the create call, each body as the screen shapes it (SetupList and SetupTree alike). */
export function saveRecord<Row extends { Id: number }, Form>(
  p: {
    add?: { call: AnyCall; body?: (values: Form) => unknown };
    edit?: { call: AnyCall; body?: (values: Form, row: Row) => unknown };
  },
  editing: Row | null,
  values: Form,
  opts?: CallOpts,
): Promise<unknown> {
  return editing
    ? send(p.edit!.call, p.edit!.body ? p.edit!.body(values, editing) : { ...values, Id: editing.Id }, opts)
    : send(p.add!.call, p.add!.body ? p.add!.body(values) : values, opts);
}

export interface SetupListProps<L extends ListCall, Form extends object> {
  /** The menu's screen key: title, test ids, the column chooser's and search form's names. */
  screen: string;
  /** The list call: its path, its rows and the fields its columns sort by. */
  list: L;
  /** The columns; a column without a title is titled by its field's label (`useFieldLabel`). */
  columns: SetupColumn<RowOf<L>>[];
  /** The record's kind in lower case, for confirmations ("Delete cargo type “General”?"). */
  kind: string;
  /** The record's own name in confirmations (default: its Name). */
  nameOf?: (row: RowOf<L>) => string;
  /** Create: the call, the button's and dialog's title, and the body from the form's values. */
  add?: {
    call: TableCall;
    label: string;
    /** The toolbar button's text where it is shorter than the dialog's title ("Add"). */
    button?: string;
    body?: (values: Form) => unknown;
  };
  /** Edit: the call, the dialog's title, the form's values of a row, and the body. */
  edit?: {
    call: TableCall;
    label: string;
    /** The form's values of a row, from the row as listed (default: the row itself) ... */
    values?: (row: RowOf<L>) => Partial<Form>;
    /** ... or loaded (a detail call) while the dialog shows a spinner. */
    load?: (row: RowOf<L>) => Promise<Partial<Form>>;
    body?: (values: Form, row: RowOf<L>) => unknown;
  };
  /** The form's values when adding. */
  initialValues?: Partial<Form>;
  /** Delete one row (its Id), after a confirmation naming it. */
  remove?: TableCall;
  /** Rows offered the delete link (default: all); the server refuses the others anyway. */
  removable?: (row: RowOf<L>) => boolean;
  /** What the delete confirmation says under its title (what goes with the record). */
  removeText?: string;
  /** A Detail link first on every row, opening the row's columns in a drawer. */
  detail?: boolean;
  /** Deactivate or activate the selected rows (`{Ids, IsDeactivate}`): a status column and toolbar group. */
  deactivate?: TableCall;
  /** What deactivating a row leaves behind, said in the confirmation (a shelf still holding goods). */
  statusWarning?: (row: RowOf<L>) => string | null;
  /** A status column without the toolbar group (the form's switch changes it). */
  status?: boolean;
  /** A last column with the creation time, searched by a date range. */
  created?: boolean;
  /** A total row under the table for the columns marked `sum`. */
  summary?: boolean;
  /** The fields of the create / edit dialog (`editing` is the row, null when adding). Without
   * it the fields are drawn from the edit (or create) call's body, see `BodyFields`. */
  form?: (editing: RowOf<L> | null, form: FormInstance<Form>) => ReactNode;
  /** Drawn fields a screen replaces with its own item, or hides with `false`. */
  fields?: Record<string, ReactNode | false>;
  /** A create or edit flow of the screen's own (a step wizard, a form in sections) in place of the
   * drawn dialog, rendered while open; `undefined` for a case keeps the drawn dialog (`form`). */
  dialog?: (editing: RowOf<L> | null, on: { close: () => void; done: () => unknown }) => ReactNode | undefined;
  formWidth?: number;
  formColumns?: 1 | 2;
  /** Other queries a write changes (option lists of `/Select/` that offer these records). */
  invalidates?: QueryKey[];
  /** Filters sent with every request (a parent record chosen elsewhere on the screen). */
  fixed?: Record<string, unknown>;
  /** More toolbar actions; one with `mustSelect` (or in a group) makes the rows selectable, and
   * its `onClick` gets the selected rows. */
  toolbar?: ToolAction<RowOf<L>>[] | ((list: SetupListState) => ToolAction<RowOf<L>>[]);
  rowActions?: (row: RowOf<L>) => RowAction[];
  /** Names of the table's column set, the search form and the dialog's form, where a screen
   * keeps the ones it had (saved column arrangements, field ids tests use); default: the screen key. */
  names?: { table?: string; search?: string; form?: string };
  /** Rendered inside the card under the table (a drawer of the screen's own). */
  children?: ReactNode | ((list: SetupListState) => ReactNode);
  /** State tabs over the table: the workflow whose states they are, and the filter field the list
   * takes a state in (the list call declares `counts`). */
  tabs?: { workflow: Workflow; field: string };
}

/**
 * The list screen of a set-up area, from its columns and its call table: search panel, toolbar,
 * sortable table, paging, the create / edit dialog, delete and deactivate, with every button
 * behind its call's permission code and the list's state in the URL. A screen declares what
 * differs; see docs/architecture.md, "Adding a business area".
 */
export function SetupList<L extends ListCall, Form extends object = Record<string, unknown>>(
  p: SetupListProps<L, Form>,
) {
  type Row = RowOf<L>;
  const client = useQueryClient();
  const list = usePagedList<Record<string, unknown>, Row>(
    queryKeys.call(p.list),
    (body) => send(p.list, body) as Promise<Page<Row>>,
    {},
    {
      sorts: p.list.sorts,
      ascending: p.list.ascending,
      url: true,
      fixed: p.tabs ? { ...p.fixed, StateCounts: true } : p.fixed,
    },
  );
  const dialog = useDialog<Row | null>();
  const { confirmDelete, holder } = useConfirm();
  const links = useRowLinks();
  const nameOf = p.nameOf ?? ((r: Row) => String((r as { Name?: unknown }).Name ?? r.Id));
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const [detail, setDetail] = useState<Row>();
  const refresh = () => {
    setSelected({ keys: [], rows: [] });
    for (const k of p.invalidates ?? []) void client.invalidateQueries({ queryKey: k });
    return client.invalidateQueries({ queryKey: queryKeys.area(p.list.controller) });
  };
  const state: SetupListState = { filters: list.filters, refresh };
  const toolbar = typeof p.toolbar === 'function' ? p.toolbar(state) : (p.toolbar ?? []);
  const batch = (a: ToolAction<Row>): boolean => !a.hidden && (!!a.mustSelect || !!a.group?.some(batch));
  const status = useStatus<Row & { IsDeactivate: boolean }>({
    kind: p.kind,
    name: nameOf,
    warning: p.statusWarning,
  });
  const label = useFieldLabel();
  const { t } = useTranslation('table');
  const listColumns = useListColumns(p.columns);
  const columns: Column<Row>[] = [
    ...listColumns.map((c) => ({ ...c, title: c.title ?? label(c.key) })),
    ...(p.deactivate || p.status ? [status.column as Column<Row>] : []),
    ...(p.created
      ? [
          {
            key: 'CreationTime',
            title: label('CreationTime'),
            render: formatDateTime,
            search: { type: 'dateRange' as const },
          },
        ]
      : []),
  ];
  const searchFields = useSearchFields(columns, p.list.body);
  const editing = dialog.data ?? null;
  const own = dialog.open ? p.dialog?.(editing, { close: dialog.close, done: refresh }) : undefined;
  const perm = (c?: TableCall) => c?.code ?? undefined;

  return (
    <ListCard
      screen={p.screen}
      onRefresh={refresh}
      search={
        <SearchPanel
          name={p.names?.search ?? `${p.screen}-search`}
          fields={searchFields}
          values={list.filters}
          onSearch={list.search}
        />
      }
    >
      {p.tabs ? (
        <StatusTabs
          workflow={p.tabs.workflow}
          counts={list.counts}
          value={list.filters[p.tabs.field] as number | undefined}
          onChange={(state) => list.search({ ...list.filters, [p.tabs!.field]: state })}
        />
      ) : null}
      {/* Two modal holders side by side: antd gives both the same key, so each gets its own. */}
      <Fragment key="confirm">{holder}</Fragment>
      <Fragment key="status">{status.holder}</Fragment>
      <DataTable<Row>
        columnSet={p.names?.table ?? p.screen}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        sort={list.sort}
        summary={p.summary}
        detail={p.detail ? { row: detail, onClose: () => setDetail(undefined) } : undefined}
        selection={
          p.deactivate || toolbar.some(batch)
            ? { mode: 'checkbox', selected: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }
            : undefined
        }
        toolbar={[
          ...(p.add
            ? [
                {
                  key: 'add',
                  label: p.add.button ?? p.add.label,
                  icon: <PlusOutlined />,
                  primary: true,
                  perm: perm(p.add.call),
                  onClick: () => dialog.show(null),
                } satisfies ToolAction<Row>,
              ]
            : []),
          ...(p.deactivate
            ? [
                status.action(perm(p.deactivate), (IsDeactivate) =>
                  send(p.deactivate!, { Ids: selected.rows.map((r) => r.Id), IsDeactivate }).then(refresh),
                ) as ToolAction<Row>,
              ]
            : []),
          ...toolbar,
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              ...(p.detail ? [{ key: 'detail', label: t('detail'), onClick: () => setDetail(r) }] : []),
              ...(p.edit ? [links.edit(perm(p.edit.call), () => dialog.show(r))] : []),
              ...(p.rowActions?.(r) ?? []),
              ...(p.remove && (p.removable?.(r) ?? true)
                ? [
                    links.remove(perm(p.remove), () =>
                      confirmDelete(p.kind, nameOf(r), () => send(p.remove!, { Id: r.Id }).then(refresh), p.removeText),
                    ),
                  ]
                : []),
            ]}
          />
        )}
      />
      {p.add || p.edit ? (
        <FormModal<Form>
          name={p.names?.form ?? p.screen}
          open={dialog.open && own === undefined}
          width={p.formWidth}
          columns={p.formColumns}
          title={editing ? p.edit?.label : p.add?.label}
          initialValues={
            editing ? (p.edit?.values ? p.edit.values(editing) : (editing as Partial<Form>)) : p.initialValues
          }
          load={editing && p.edit?.load ? () => p.edit!.load!(editing) : undefined}
          onClose={dialog.close}
          onDone={refresh}
          onSubmit={(v, o) => saveRecord(p, editing, v, o)}
        >
          {(form) =>
            p.form ? (
              p.form(editing, form)
            ) : (
              <BodyFields body={(p.edit ?? p.add)!.call.body} editing={!!editing} fields={p.fields} />
            )
          }
        </FormModal>
      ) : null}
      {own}
      {typeof p.children === 'function' ? p.children(state) : p.children}
    </ListCard>
  );
}
