import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CommodityCategoryNode,
  commodityCategoryCalls as calls,
  type GetCommodityCategoriesBody,
} from '@wms/contract';
import { Form, TreeSelect } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import type { TreeOption } from '../../api/commodities';
import { queryKeys } from '../../api/keys';
import { useConfirm } from '../../components/confirm';
import { SearchPanel } from '../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../components/table/columns';
import { DataTable } from '../../components/table/DataTable';
import { useUrlFilters } from '../../components/table/usePagedList';
import { formatDateTime } from '../../utils/format';
import { FormModal, useDialog } from '../_shared/FormModal';
import { NumberItem, SwitchItem, TextItem } from '../_shared/fields';
import { ListCard } from '../_shared/ListCard';
import { RowActions, useRowLinks } from '../_shared/RowActions';
import { useStatus } from '../_shared/status';

type Row = Omit<CommodityCategoryNode, 'Children'> & { children?: Row[] };
interface CategoryForm {
  Name: string;
  ParentId?: number | null;
  Sort?: number;
  IsDeactivate?: boolean;
}
/** What the dialog is for: a new root, a child of `parent`, or editing `node`. */
type Target = { parent?: Row; node?: Row };

const toRows = (nodes: CommodityCategoryNode[]): Row[] =>
  nodes.map(({ Children, ...n }) => ({ ...n, children: Children.length ? toRows(Children) : undefined }));
const parents = (rows: Row[]): number[] => rows.flatMap((r) => (r.children ? [r.Id, ...parents(r.children)] : []));
const treeData = (rows: Row[], except?: number): TreeOption[] =>
  rows
    .filter((r) => r.Id !== except)
    .map((r) => ({ value: r.Id, title: r.Name, children: treeData(r.children ?? [], except) }));

/** The commodity category tree: a tree table (all expanded), add a root or a child, edit, delete. */
export default function CommodityCategoriesIndex() {
  const { t } = useTranslation(['commodity', 'system', 'common']);
  const client = useQueryClient();
  const [filters, setFilters] = useUrlFilters<GetCommodityCategoriesBody>({});
  const tree = useQuery({
    queryKey: queryKeys.call(calls.GetCommodityCategories, filters),
    queryFn: () => api.CommodityCategories.GetCommodityCategories(filters),
  });
  const rows = toRows(tree.data ?? []);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const dialog = useDialog<Target>();
  const { confirmDelete, holder } = useConfirm();
  const links = useRowLinks();
  const refresh = () => {
    // The pickers' tree is a query of the same area: one invalidation refreshes both.
    return client.invalidateQueries({ queryKey: queryKeys.area('CommodityCategories') });
  };
  const target = dialog.data ?? {};
  const status = useStatus<Row>();
  const columns: Column<Row>[] = [
    { key: 'Name', title: t('categoryName'), search: { type: 'text', name: 'Content' } },
    { key: 'Sort', title: t('system:sort'), align: 'right', width: 90 },
    { key: 'CommodityCount', title: t('commodityCount'), align: 'right' },
    status.column,
    { key: 'CreationTime', title: t('system:creationTime'), render: formatDateTime },
  ];

  return (
    <ListCard
      screen="CommodityCategoriesIndex"
      onRefresh={refresh}
      search={
        <SearchPanel
          name="categorySearch"
          fields={searchFieldsOf(columns)}
          values={filters}
          onSearch={(f) => setFilters(f as GetCommodityCategoriesBody)}
        />
      }
    >
      {holder}
      <DataTable<Row>
        columnSet="commodity-categories"
        columns={columns}
        rows={rows}
        loading={tree.isFetching}
        pagination={false}
        tree={{ expanded: expanded ?? parents(rows), onExpand: setExpanded }}
        toolbar={[
          {
            key: 'add',
            label: t('addCategory'),
            icon: <PlusOutlined />,
            primary: true,
            perm: 'CommodityCategories:EstablishCommodityCategories',
            onClick: () => dialog.show({}),
          },
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              {
                key: 'add-child',
                label: t('addSubcategory'),
                perm: 'CommodityCategories:EstablishCommodityCategories',
                onClick: () => dialog.show({ parent: r }),
              },
              links.edit('CommodityCategories:EditCommodityCategories', () => dialog.show({ node: r })),
              links.remove('CommodityCategories:DeleteCommodityCategories', () =>
                confirmDelete(t('system:whatCategory'), r.Name, () =>
                  api.CommodityCategories.DeleteCommodityCategories({ Id: r.Id }).then(refresh),
                ),
              ),
            ]}
          />
        )}
      />
      <FormModal<CategoryForm>
        name="category"
        open={dialog.open}
        title={target.node ? t('editCategory') : t('addCategory')}
        initialValues={
          target.node
            ? {
                Name: target.node.Name,
                ParentId: target.node.ParentId,
                Sort: target.node.Sort,
                IsDeactivate: target.node.IsDeactivate,
              }
            : { ParentId: target.parent?.Id ?? null, Sort: 0 }
        }
        onClose={dialog.close}
        onDone={refresh}
        onSubmit={(v, o) =>
          target.node
            ? api.CommodityCategories.EditCommodityCategories(
                { ...v, ParentId: v.ParentId ?? null, Id: target.node.Id },
                o,
              )
            : api.CommodityCategories.EstablishCommodityCategories({ ...v, ParentId: v.ParentId ?? null }, o)
        }
      >
        <TextItem name="Name" label={t('categoryName')} required max={50} />
        <Form.Item name="ParentId" label={t('parentCategory')} extra={t('parentHint')}>
          <TreeSelect
            treeData={treeData(rows, target.node?.Id)}
            allowClear
            treeDefaultExpandAll
            placeholder={t('parentCategory')}
          />
        </Form.Item>
        <NumberItem name="Sort" label={t('system:sort')} max={99_999} extra={t('system:sortHint')} />
        <SwitchItem name="IsDeactivate" label={t('system:deactivated')} hidden={!target.node} />
      </FormModal>
    </ListCard>
  );
}
