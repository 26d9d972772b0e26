import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { type QueryKey, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnyCall, type Calls, formFields, MAX_PAGE_ROWS, type Page, type PermissionCode } from '@wms/contract';
import { Form, type FormInstance, TreeSelect } from 'antd';
import { Fragment, type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { queryKeys } from '../../api/keys';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { formatDateTime } from '../../utils/format';
import { useConfirm } from '../confirm';
import { FormModal, useDialog } from '../form/FormModal';
import { WIDE } from '../form/fields';
import { SearchPanel } from '../search/SearchPanel';
import { type Column, searchFieldsOf } from '../table/columns';
import { DataTable } from '../table/DataTable';
import { ListCard } from '../table/ListCard';
import { type RowAction, RowActions, useRowLinks } from '../table/RowActions';
import { useStatus } from '../table/status';
import type { ToolAction } from '../table/Toolbar';
import { type ListSort, sortTree, usePagedList, useUrlFilters, useUrlSort } from '../table/usePagedList';
import { BodyFields } from './BodyFields';
import { saveRecord, send } from './SetupList';

type TableCall = AnyCall & { code: PermissionCode | null };
/** The list call: the whole tree (`response`, an array of nodes) or one level of it, paged (`rows`,
 * filtered by the parent field). */
type TreeCall = TableCall & { controller: keyof Calls } & ({ response: z.ZodType } | { rows: z.ZodType });
type NodeOf<L> = L extends { rows: z.ZodType }
  ? z.infer<L['rows']>
  : L extends { response: z.ZodType }
    ? z.infer<L['response']> extends readonly (infer N)[]
      ? N
      : never
    : never;
/** A node as the tree table shows it: antd reads `children`, absent on leaves. */
export type TreeRow<N> = N & { Id: number; children?: TreeRow<N>[] };
type RowOf<L> = TreeRow<NodeOf<L>>;
type Columns<Row> = (Omit<Column<Row>, 'title'> & { title?: string })[];

export interface SetupTreeProps<L extends TreeCall, Form extends object> {
  /** The menu's screen key: title, test ids, the column chooser's and search form's names. */
  screen: string;
  list: L;
  /** The columns (untitled ones titled by their field's label); a function of the whole tree
   * where a column's width follows it. */
  columns: Columns<RowOf<L>> | ((tree: RowOf<L>[]) => Columns<RowOf<L>>);
  /** The record's kind in lower case, for confirmations. */
  kind: string;
  /** The node's own name in confirmations, dialog titles and the parent picker (default: its Name). */
  nameOf?: (row: RowOf<L>) => string;
  /** Create: the call, the dialog's title, the toolbar button's and the row's "add child" link's
   * texts where they differ, and the body from the form's values. */
  add?: { call: TableCall; label: string; button?: string; child?: string; body?: (values: Form) => unknown };
  edit?: {
    call: TableCall;
    label: string;
    values?: (row: RowOf<L>) => Partial<Form>;
    load?: (row: RowOf<L>) => Promise<Partial<Form>>;
    body?: (values: Form, row: RowOf<L>) => unknown;
  };
  /** The form's values when adding, under `parent` (null: a root); the parent field is preset. */
  initialValues?: Partial<Form> | ((parent: RowOf<L> | null) => Partial<Form>);
  remove?: TableCall;
  /** Deactivate or activate the selected rows: a status column and toolbar group. */
  deactivate?: TableCall;
  /** A status column without the toolbar group (the form's switch changes it). */
  status?: boolean;
  /** A last column with the creation time. */
  created?: boolean;
  /** The dialog's fields; `parent` is the parent picker to place among them. Without it the
   * fields are drawn from the call's body, the picker in the parent field's place (first where
   * the body draws no such field). */
  form?: (editing: RowOf<L> | null, form: FormInstance<Form>, parent: ReactNode) => ReactNode;
  fields?: Record<string, ReactNode | false>;
  formWidth?: number;
  formColumns?: 1 | 2;
  invalidates?: QueryKey[];
  /** Sent with every list request (which tree: a classification). */
  fixed?: Record<string, unknown>;
  toolbar?: ToolAction<RowOf<L>>[];
  rowActions?: (row: RowOf<L>) => RowAction[];
  /** Names of the column set, the search form and the dialog's form a screen keeps. */
  names?: { table?: string; search?: string; form?: string };
  children?: ReactNode;
  /** A node's children in the whole tree's answer (default: its `Children`). */
  childrenOf?: (node: NodeOf<L>) => NodeOf<L>[] | undefined;
  /** For a list of one level: whether a node has children, loaded when its row opens. */
  hasChildren?: (node: NodeOf<L>) => boolean;
  /** A whole tree's columns a click on the header sorts by, siblings among themselves, here in
   * the console (the whole tree is loaded); the choice is kept in the URL. A list of one level
   * sorts on the server, by the call's own sorts. */
  sorts?: readonly string[];
  /** Nodes that take children: the "add child" link and the parent picker's choices (default all). */
  parentable?: (row: RowOf<L>) => boolean;
  /** The parent field (default `ParentId`, null for a root), its label and hint, and a picker of
   * the screen's own (one that loads lazily) instead of the listed tree; `self` is the node edited. */
  parent: { field?: string; label: string; extra?: string; picker?: (self?: number) => ReactNode };
  /** Start collapsed (a long tree); a search opens everything it found. */
  collapsed?: boolean;
}

/** The rows the screen shows and steers, from the whole tree or level by level. */
interface TreeData<Row> {
  rows: Row[];
  /** The unfiltered tree, for the parent picker (empty for a level list). */
  all: Row[];
  loading: boolean;
  filters: Record<string, unknown>;
  search(f: Record<string, unknown>): void;
  sort?: ListSort;
  pagination: false | ReturnType<typeof usePagedList>['pagination'];
  expanded: Key[];
  setExpanded(keys: Key[]): void;
}

const idsWithChildren = <Row extends { Id: number; children?: Row[] }>(rows: Row[]): number[] =>
  rows.flatMap((r) => (r.children ? [r.Id, ...idsWithChildren(r.children)] : []));
/** The whole tree in one answer: filters in the URL, everything open unless `collapsed`. */
function useWholeTree<L extends TreeCall>(p: SetupTreeProps<L, object>): TreeData<RowOf<L>> {
  type Row = RowOf<L>;
  const [filters, setFilters] = useUrlFilters<Record<string, unknown>>({});
  const fetch = (f: Record<string, unknown>) => ({
    queryKey: queryKeys.call(p.list, { ...f, ...p.fixed }),
    queryFn: () => send(p.list, { ...f, ...p.fixed }) as Promise<NodeOf<L>[]>,
  });
  const shown = useQuery(fetch(filters));
  // Without filters both are one query.
  const whole = useQuery(fetch({}));
  const childrenOf = p.childrenOf ?? ((n: NodeOf<L>) => (n as { Children?: NodeOf<L>[] }).Children);
  const toRows = (nodes: NodeOf<L>[]): Row[] =>
    nodes.map((n) => {
      const kids = childrenOf(n);
      return { ...(n as object), children: kids?.length ? toRows(kids) : undefined } as Row;
    });
  const sort = useUrlSort(p.sorts ?? []);
  const rows = sortTree(toRows(shown.data ?? []), sort.field, sort.descending);
  const filtered = Object.keys(filters).length > 0;
  // The user's own opening and closing, until the filters change.
  const [own, setOwn] = useState<{ q: string; keys: Key[] } | null>(null);
  const q = JSON.stringify(filters);
  return {
    rows,
    all: toRows(whole.data ?? []),
    loading: shown.isFetching,
    filters,
    search: setFilters,
    sort: p.sorts ? sort : undefined,
    pagination: false,
    expanded: own?.q === q ? own.keys : p.collapsed && !filtered ? [] : idsWithChildren(rows),
    setExpanded: (keys) => setOwn({ q, keys }),
  };
}

/** A paged list of the roots (sorted, paged, filters in the URL), each branch loaded when its row
 * opens, its siblings in the same order. */
function useLevels<L extends TreeCall>(p: SetupTreeProps<L, object>, field: string): TreeData<RowOf<L>> {
  type Row = RowOf<L>;
  type Node = NodeOf<L>;
  const call = p.list as L & { sorts?: readonly string[]; ascending?: true };
  const roots = usePagedList<Record<string, unknown>, Node>(
    queryKeys.call(p.list),
    (body) => send(p.list, body) as Promise<Page<Node>>,
    {},
    { sorts: call.sorts, ascending: call.ascending, url: true, fixed: { ...p.fixed, [field]: null } },
  );
  const [expanded, setExpanded] = useState<Key[]>([]);
  const order = {
    sortType: Math.max(0, call.sorts?.indexOf(roots.sort?.field ?? '') ?? 0),
    descendingOrder: roots.sort?.descending ?? false,
  };
  const level = async (id: Key): Promise<Node[]> => {
    const out: Node[] = [];
    for (let index = 1; ; index++) {
      const body = { ...p.fixed, [field]: id, index, rows: MAX_PAGE_ROWS, ...order };
      const page = (await send(p.list, body)) as Page<Node>;
      out.push(...page.Data);
      if (page.Data.length < MAX_PAGE_ROWS || out.length >= (page.Total ?? 0)) return out;
    }
  };
  const levels = useQueries({
    queries: expanded.map((id) => ({
      queryKey: [...queryKeys.call(p.list), 'children', id, p.fixed, order],
      queryFn: () => level(id),
    })),
  });
  const loaded = new Map(expanded.map((id, i) => [id, levels[i]?.data]));
  const toRow = (n: Node): Row =>
    ({
      ...(n as object),
      children: p.hasChildren!(n) ? (loaded.get((n as Row).Id) ?? []).map(toRow) : undefined,
    }) as Row;
  return {
    rows: roots.rows.map(toRow),
    all: [],
    loading: roots.loading || levels.some((l) => l.isFetching),
    filters: roots.filters,
    search: roots.search,
    sort: roots.sort,
    pagination: roots.pagination,
    expanded,
    setExpanded,
  };
}

/**
 * The set-up list's tree mode: a tree table of a set-up area (categories, menus, organisations),
 * all open by default with open all / close all, the filters in the URL, add a root or a child
 * (its parent preset), edit, delete (the server's refusal shown), deactivate, every button behind
 * its call's permission code. The dialog's parent picker offers the tree without the node edited
 * and its branch. See docs/architecture.md, "Adding a business area".
 */
export function SetupTree<L extends TreeCall, Form extends object = Record<string, unknown>>(
  p: SetupTreeProps<L, Form>,
) {
  // Which mode never changes while the screen is mounted: each is its own component.
  return p.hasChildren ? <LevelTree p={p} /> : <WholeTree p={p} />;
}

type Inner<L extends TreeCall, Form extends object> = { p: SetupTreeProps<L, Form> };
function WholeTree<L extends TreeCall, Form extends object>({ p }: Inner<L, Form>) {
  return <TreeScreen p={p} data={useWholeTree(p as SetupTreeProps<L, object>)} />;
}
function LevelTree<L extends TreeCall, Form extends object>({ p }: Inner<L, Form>) {
  return <TreeScreen p={p} data={useLevels(p as SetupTreeProps<L, object>, p.parent.field ?? 'ParentId')} />;
}

/** What the dialog is for: a new root, a child of `parent`, or editing `node`. */
type Target<Row> = { parent?: Row; node?: Row };

/** The parent choices: nodes that take children, without `self` and so without its branch. */
const parentOptions = <Row extends { Id: number; children?: Row[] }>(
  rows: Row[],
  self: number | undefined,
  name: (r: Row) => string,
  parentable: (r: Row) => boolean,
): object[] =>
  rows
    .filter((r) => r.Id !== self && parentable(r))
    .map((r) => ({ value: r.Id, title: name(r), children: parentOptions(r.children ?? [], self, name, parentable) }));

function TreeScreen<L extends TreeCall, Form extends object>({
  p,
  data,
}: Inner<L, Form> & { data: TreeData<RowOf<L>> }) {
  type Row = RowOf<L>;
  const { t } = useTranslation(['system', 'table']);
  const client = useQueryClient();
  const dialog = useDialog<Target<Row>>();
  const { confirmDelete, holder } = useConfirm();
  const links = useRowLinks();
  const label = useFieldLabel();
  const field = p.parent.field ?? 'ParentId';
  const nameOf = p.nameOf ?? ((r: Row) => String((r as { Name?: unknown }).Name ?? r.Id));
  const parentable = p.parentable ?? (() => true);
  const status = useStatus<Row & { IsDeactivate: boolean }>({ kind: p.kind, name: nameOf });
  const refresh = () => {
    for (const k of p.invalidates ?? []) void client.invalidateQueries({ queryKey: k });
    return client.invalidateQueries({ queryKey: queryKeys.area(p.list.controller) });
  };
  // A status filter only where the list call takes one.
  const statusSearch = 'IsDeactivate' in ((p.list.body as z.ZodObject).shape ?? {});
  const declared = typeof p.columns === 'function' ? p.columns(data.all) : p.columns;
  const columns: Column<Row>[] = [
    ...declared.map((c) => ({ ...c, title: c.title ?? label(c.key) })),
    ...(p.deactivate || p.status
      ? [{ ...(status.column as Column<Row>), search: statusSearch ? status.column.search : undefined }]
      : []),
    ...(p.created ? [{ key: 'CreationTime', title: label('CreationTime'), render: formatDateTime }] : []),
  ];
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const target = dialog.data ?? {};
  const editing = target.node ?? null;
  const perm = (c?: TableCall) => c?.code ?? undefined;
  const withParent = (v: Form) => ({ ...v, [field]: (v as Record<string, unknown>)[field] ?? null }) as Form;
  const picker = (
    <Form.Item key={field} name={field} label={p.parent.label} extra={p.parent.extra} style={WIDE}>
      {p.parent.picker ? (
        p.parent.picker(editing?.Id)
      ) : (
        <TreeSelect
          treeData={parentOptions(data.all, editing?.Id, nameOf, parentable)}
          placeholder={t('pleaseSelect', { label: p.parent.label })}
          allowClear
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      )}
    </Form.Item>
  );
  const body = (p.edit ?? p.add)?.call.body as z.ZodType;
  const initial = (parent: Row | null) =>
    typeof p.initialValues === 'function' ? p.initialValues(parent) : p.initialValues;

  return (
    <ListCard
      screen={p.screen}
      onRefresh={refresh}
      search={
        searchFieldsOf(columns).length ? (
          <SearchPanel
            name={p.names?.search ?? `${p.screen}-search`}
            fields={searchFieldsOf(columns)}
            values={data.filters}
            onSearch={data.search}
          />
        ) : undefined
      }
    >
      {/* Two modal holders side by side: antd gives both the same key, so each gets its own. */}
      <Fragment key="confirm">{holder}</Fragment>
      <Fragment key="status">{status.holder}</Fragment>
      <DataTable<Row>
        columnSet={p.names?.table ?? p.screen}
        columns={columns}
        rows={data.rows}
        loading={data.loading}
        pagination={data.pagination}
        sort={data.sort}
        tree={{ expanded: data.expanded, onExpand: data.setExpanded }}
        selection={
          p.deactivate
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
                  onClick: () => dialog.show({}),
                } satisfies ToolAction<Row>,
              ]
            : []),
          ...(p.deactivate
            ? [
                status.action(perm(p.deactivate), (IsDeactivate) =>
                  send(p.deactivate!, { Ids: selected.rows.map((r) => r.Id), IsDeactivate }).then(() => {
                    setSelected({ keys: [], rows: [] });
                    return refresh();
                  }),
                ) as ToolAction<Row>,
              ]
            : []),
          {
            key: 'expand-all',
            label: t('system:expandAll'),
            icon: <NodeExpandOutlined />,
            onClick: () => data.setExpanded(idsWithChildren(data.rows)),
          },
          {
            key: 'collapse-all',
            label: t('system:collapseAll'),
            icon: <NodeCollapseOutlined />,
            onClick: () => data.setExpanded([]),
          },
          ...(p.toolbar ?? []),
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              ...(p.add
                ? [
                    {
                      key: 'add-child',
                      label: p.add.child ?? t('system:addChild'),
                      perm: perm(p.add.call),
                      hidden: !parentable(r),
                      onClick: () => dialog.show({ parent: r }),
                    },
                  ]
                : []),
              ...(p.edit ? [links.edit(perm(p.edit.call), () => dialog.show({ node: r }))] : []),
              ...(p.rowActions?.(r) ?? []),
              ...(p.remove
                ? [
                    links.remove(perm(p.remove), () =>
                      confirmDelete(p.kind, nameOf(r), () => send(p.remove!, { Id: r.Id }).then(refresh)),
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
          open={dialog.open}
          width={p.formWidth}
          columns={p.formColumns}
          title={
            editing
              ? p.edit?.label
              : target.parent
                ? t('system:addChildOf', { name: nameOf(target.parent) })
                : p.add?.label
          }
          initialValues={
            editing
              ? p.edit?.values
                ? p.edit.values(editing)
                : (editing as Partial<Form>)
              : { ...initial(target.parent ?? null), [field]: target.parent?.Id ?? null }
          }
          load={editing && p.edit?.load ? () => p.edit!.load!(editing) : undefined}
          onClose={dialog.close}
          onDone={() => {
            // The parent opens to show its new child.
            const opened = target.parent?.Id;
            if (opened !== undefined && !data.expanded.includes(opened)) data.setExpanded([...data.expanded, opened]);
            void refresh();
          }}
          onSubmit={(values, o) => saveRecord(p, editing, withParent(values), o)}
        >
          {(form) =>
            p.form ? (
              p.form(editing, form, picker)
            ) : (
              <>
                {/* A parent field the body does not draw (a plain id) leads the form. */}
                {formFields(body).some((f) => f.name === field) ? null : picker}
                <BodyFields body={body} editing={!!editing} fields={{ [field]: picker, ...p.fields }} />
              </>
            )
          }
        </FormModal>
      ) : null}
      {p.children}
    </ListCard>
  );
}
