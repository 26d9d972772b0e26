import { PlusOutlined } from '@ant-design/icons';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { OrganizeNode } from '@wms/contract';
import { calls } from '@wms/contract';
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { type OrganizeVariant, organizeActions, organizesApi } from '../../../api/organizes';
import { useConfirm } from '../../../components/confirm';
import { OrganizePicker, rememberOrganize } from '../../../components/picker/OrganizePicker';
import type { Column } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { usePagedList } from '../../../components/table/usePagedList';
import { FormModal, useDialog } from '../../_shared/FormModal';
import { NumberItem, TextItem } from '../../_shared/fields';
import { ListCard } from '../../_shared/ListCard';
import { RowActions } from '../../_shared/RowActions';

type Row = OrganizeNode & { children?: Row[] };
interface OrganizeForm {
  Name: string;
  ParentId?: number | null;
  Sort?: number;
  Remarks?: string;
}
/** What the dialog is for: a new root, a new child of `parent`, or editing `node`. */
type Target = { parent?: OrganizeNode; node?: OrganizeNode };

/**
 * An organisation tree (back office or customer users) as a tree table: the roots paged, each
 * branch loaded when its row expands; add a root or a child, edit, delete.
 */
export function OrganizeScreen({ variant }: { variant: OrganizeVariant }) {
  const screen = `${variant}OrganizeIndex`;
  const { t } = useTranslation(['system', 'common']);
  const api = useMemo(() => organizesApi(variant), [variant]);
  const actions = organizeActions(variant);
  const code = (k: keyof typeof actions) => `Organizes:${actions[k]}` as const;
  const client = useQueryClient();
  const key = [...queryKeys.area('Organizes'), variant] as const;
  const roots = usePagedList(
    [...key, 'roots'],
    api.list,
    {},
    {
      fixed: { ParentId: null },
      sorts: calls.Organizes.GetBackstageOrganizes.sorts,
      ascending: true,
      url: true,
    },
  );
  const [expanded, setExpanded] = useState<number[]>([]);
  const levels = useQueries({
    queries: expanded.map((id) => ({ queryKey: [...key, 'children', id], queryFn: () => api.children(id) })),
  });
  const dialog = useDialog<Target>();
  const { confirmDelete, holder } = useConfirm();
  const refresh = () => client.invalidateQueries({ queryKey: key });

  const childrenOf = new Map(expanded.map((id, i) => [id, levels[i]?.data]));
  const toRow = (n: OrganizeNode): Row => ({
    ...n,
    children: n.HasChildren ? (childrenOf.get(n.Id) ?? []).map(toRow) : undefined,
  });
  const target = dialog.data ?? {};
  const columns: Column<Row>[] = [
    { key: 'Name', title: t('organizeName') },
    { key: 'Sort', title: t('sort'), width: 90, align: 'right' },
    { key: 'Remarks', title: t('remarks'), ellipsis: true },
  ];

  return (
    <ListCard screen={screen} onRefresh={refresh}>
      {holder}
      <DataTable<Row>
        columnSet={`organizes-${variant}`}
        columns={columns}
        rows={roots.rows.map(toRow)}
        loading={roots.loading || levels.some((l) => l.isFetching)}
        pagination={roots.pagination}
        sort={roots.sort}
        tree={{ expanded, onExpand: (k) => setExpanded(k as number[]) }}
        toolbar={[
          {
            key: 'add',
            label: t('add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: code('add'),
            onClick: () => dialog.show({}),
          },
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'add-child', label: t('addChild'), perm: code('add'), onClick: () => dialog.show({ parent: r }) },
              { key: 'edit', label: t('edit'), perm: code('edit'), onClick: () => dialog.show({ node: r }) },
              {
                key: 'delete',
                label: t('common:delete'),
                perm: code('del'),
                danger: true,
                onClick: () => confirmDelete(t('whatOrganize'), r.Name, () => api.remove(r.Id).then(refresh)),
              },
            ]}
          />
        )}
      />
      <FormModal<OrganizeForm>
        name="organize"
        open={dialog.open}
        title={
          target.node
            ? t('editOrganize')
            : target.parent
              ? t('addChildOf', { name: target.parent.Name })
              : t('addOrganize')
        }
        initialValues={target.parent ? { ParentId: target.parent.Id, Sort: 0 } : { Sort: 0 }}
        load={
          target.node
            ? async () => {
                const d = await api.detail(target.node!.Id);
                rememberOrganize(variant, d.ParentId, d.ParentName);
                return { Name: d.Name, ParentId: d.ParentId, Sort: d.Sort, Remarks: d.Remarks };
              }
            : undefined
        }
        onClose={dialog.close}
        onDone={() => {
          if (target.parent) setExpanded((e) => (e.includes(target.parent!.Id) ? e : [...e, target.parent!.Id]));
          void refresh();
        }}
        onSubmit={(v, o) => (target.node ? api.edit({ ...v, Id: target.node.Id }, o) : api.create(v, o))}
      >
        <TextItem name="Name" label={t('organizeName')} required max={50} />
        <Form.Item name="ParentId" label={t('parentOrganize')} extra={t('parentOrganizeHint')}>
          <OrganizePicker
            variant={variant}
            exclude={target.node?.Id}
            placeholder={t('pleaseSelect', { label: t('parentOrganize') })}
          />
        </Form.Item>
        <NumberItem name="Sort" label={t('sort')} max={99_999} />
        <TextItem name="Remarks" label={t('remarks')} max={500} kind="textarea" />
      </FormModal>
    </ListCard>
  );
}
