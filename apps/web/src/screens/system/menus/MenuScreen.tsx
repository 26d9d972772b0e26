import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MenuType } from '@wms/contract';
import { Space, Tag, Tooltip } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menusAdminApi } from '../../../api/menus-admin';
import { useConfirm } from '../../../components/confirm';
import { SearchPanel } from '../../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '../../../components/table/logic';
import { iconOf } from '../../../layout/icons';
import { FormModal, useDialog } from '../../_shared/FormModal';
import { ListCard, StatusTag, useStatusWidth } from '../../_shared/ListCard';
import { RowActions } from '../../_shared/RowActions';
import { MenuFields } from './MenuFields';
import { idsOf, type MenuForm, type Row, TYPE_COLOUR, titleWidth, toRows } from './tree';

/** The menu tree of one classification (staff 1, customer 2): directories, menus, buttons. */
export function MenuScreen({ classification }: { classification: 1 | 2 }) {
  const screen = classification === 1 ? 'BackstageMenuIndex' : 'UserMenuIndex';
  const { t } = useTranslation(['system', 'common']);
  const statusWidth = useStatusWidth();
  const client = useQueryClient();
  const key = ['menus', classification] as const;
  const [name, setName] = useState('');
  const list = useQuery({
    queryKey: [...key, name],
    queryFn: () => menusAdminApi.tree(classification, name || undefined),
  });
  const full = useQuery({ queryKey: [...key, ''], queryFn: () => menusAdminApi.tree(classification) });
  const rows = useMemo(() => toRows(list.data ?? []), [list.data]);
  const fullRows = useMemo(() => toRows(full.data ?? []), [full.data]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  // A search answers the matches with their ancestors: open them all.
  useEffect(() => {
    if (name) setExpanded(idsOf(rows));
  }, [name, rows]);
  const dialog = useDialog<{ node?: Row; parent?: Row }>();
  const { confirmDelete, holder } = useConfirm();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const target = dialog.data ?? {};
  const columns: Column<Row>[] = [
    {
      key: 'Title',
      title: t('menuTitle'),
      width: titleWidth(fullRows),
      render: (v: string, r) => (
        <Tooltip title={r.Name}>
          <span style={{ wordBreak: 'keep-all', overflowWrap: 'normal' }}>{v}</span>
        </Tooltip>
      ),
      search: { type: 'text', name: 'Name' },
    },
    {
      key: 'Type',
      title: t('menuTypeLabel'),
      width: 90,
      render: (v: 1 | 2 | 3) => <Tag color={TYPE_COLOUR[v]}>{t(`menuType${v}`)}</Tag>,
    },
    { key: 'Path', title: t('menuPath') },
    { key: 'Router', title: t('menuRouter') },
    {
      key: 'Icon',
      title: t('menuIcon'),
      render: (v: string) =>
        v ? (
          <Space>
            {iconOf(v, false)}
            {v}
          </Space>
        ) : null,
    },
    { key: 'PermissionCode', title: t('permissionCode'), render: (v: string | null) => (v ? <code>{v}</code> : null) },
    {
      key: 'Invisible',
      title: t('invisible'),
      width: 80,
      render: (v: boolean) => (v ? <Tag>{t('common:yes')}</Tag> : null),
    },
    { key: 'Sort', title: t('sort'), width: 80, align: 'right' },
    {
      key: 'IsDeactivate',
      title: t('status'),
      width: statusWidth,
      render: (v: boolean) => <StatusTag deactivated={v} />,
    },
  ];

  return (
    <ListCard
      screen={screen}
      onRefresh={refresh}
      search={
        <SearchPanel
          name="menuSearch"
          fields={searchFieldsOf(columns)}
          onSearch={(f) => setName((f.Name as string) ?? '')}
        />
      }
    >
      {holder}
      <DataTable<Row>
        columnSet={`menus-${classification}`}
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        tree={{ expanded, onExpand: setExpanded }}
        pagination={{
          defaultPageSize: TABLE_DEFAULT_PAGE_SIZE,
          pageSizeOptions: TABLE_PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (count) => t('common:total', { count }),
        }}
        toolbar={[
          {
            key: 'add',
            label: t('add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: 'Menus:EstablishBackstageMenu',
            onClick: () => dialog.show({}),
          },
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              {
                key: 'add-child',
                label: t('addChild'),
                perm: 'Menus:EstablishBackstageMenu',
                hidden: r.Type === MenuType.Button,
                onClick: () => dialog.show({ parent: r }),
              },
              {
                key: 'edit',
                label: t('edit'),
                perm: 'Menus:EditBackstageMenu',
                onClick: () => dialog.show({ node: r }),
              },
              {
                key: 'delete',
                label: t('common:delete'),
                perm: 'Menus:DeleteBackstageMenu',
                danger: true,
                onClick: () => confirmDelete(t('whatMenu'), r.Title, () => menusAdminApi.remove(r.Id).then(refresh)),
              },
            ]}
          />
        )}
      />
      <FormModal<MenuForm>
        name="menu"
        width={720}
        columns={2}
        open={dialog.open}
        title={
          target.node ? t('editMenu') : target.parent ? t('addChildOf', { name: target.parent.Title }) : t('addMenu')
        }
        initialValues={{
          ParentId: target.parent?.Id ?? null,
          Type: target.parent?.Type === MenuType.Menu ? 3 : 2,
          Invisible: false,
          IsDeactivate: false,
        }}
        load={
          target.node
            ? async () => {
                const d = await menusAdminApi.detail(target.node!.Id);
                return { ...d, Type: d.Type as 1 | 2 | 3 };
              }
            : undefined
        }
        onClose={dialog.close}
        onDone={() => {
          if (target.parent) setExpanded((e) => [...e, target.parent!.Id]);
          void refresh();
        }}
        onSubmit={(v, o) => {
          // An emptied code is sent as null: that clears it (absent would keep it).
          const body = { ...v, ParentId: v.ParentId ?? 0, PermissionCode: v.PermissionCode?.trim() || null };
          return target.node
            ? menusAdminApi.edit({ ...body, Id: target.node.Id }, o)
            : menusAdminApi.create({ ...body, MenuClassification: classification }, o);
        }}
      >
        <MenuFields tree={fullRows} self={target.node?.Id} />
      </FormModal>
    </ListCard>
  );
}
