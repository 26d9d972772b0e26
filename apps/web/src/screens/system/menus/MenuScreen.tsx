import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MenuType } from '@wms/contract';
import { Form, Input, Space, Table, Tag, Tooltip } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menusAdminApi } from '../../../api/menus-admin';
import { iconOf } from '../../../layout/icons';
import { PAGE_SIZES } from '../../../utils/format';
import { FormModal, useDialog } from '../../_shared/FormModal';
import { ListCard, SEARCH_WIDTH, SearchForm, StatusTag } from '../../_shared/ListCard';
import { PermButton, RowActions } from '../../_shared/RowActions';
import { useConfirm } from '../../_shared/useConfirm';
import { MenuFields } from './MenuFields';
import { idsOf, type MenuForm, type Row, TYPE_COLOUR, toRows } from './tree';

/** The menu tree of one classification (staff 1, customer 2): directories, menus, buttons. */
export function MenuScreen({ classification }: { classification: 1 | 2 }) {
  const screen = classification === 1 ? 'BackstageMenuIndex' : 'UserMenuIndex';
  const { t } = useTranslation(['system', 'common']);
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
  const { confirm, holder } = useConfirm();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const target = dialog.data ?? {};

  return (
    <ListCard
      screen={screen}
      onRefresh={refresh}
      search={
        <SearchForm<{ Name?: string }> name="menuSearch" onSearch={(f) => setName(f.Name ?? '')}>
          <Form.Item name="Name" label={t('menuTitle')}>
            <Input placeholder={t('pleaseEnter', { label: t('menuTitle') })} style={SEARCH_WIDTH} allowClear />
          </Form.Item>
        </SearchForm>
      }
      toolbar={
        <PermButton
          perm="Menus:EstablishBackstageMenu"
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => dialog.show({})}
          data-testid="add"
        >
          {t('add')}
        </PermButton>
      }
    >
      {holder}
      <Table<Row>
        rowKey="Id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        dataSource={rows}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (k) => setExpanded([...k]) }}
        pagination={{
          defaultPageSize: 20,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (count) => t('common:total', { count }),
        }}
        columns={[
          {
            title: t('menuTitle'),
            dataIndex: 'Title',
            render: (v: string, r) => <Tooltip title={r.Name}>{v}</Tooltip>,
          },
          {
            title: t('menuTypeLabel'),
            dataIndex: 'Type',
            width: 90,
            render: (v: 1 | 2 | 3) => <Tag color={TYPE_COLOUR[v]}>{t(`menuType${v}`)}</Tag>,
          },
          { title: t('menuPath'), dataIndex: 'Path' },
          { title: t('menuRouter'), dataIndex: 'Router' },
          {
            title: t('menuIcon'),
            dataIndex: 'Icon',
            render: (v: string) =>
              v ? (
                <Space>
                  {iconOf(v, false)}
                  {v}
                </Space>
              ) : null,
          },
          {
            title: t('permissionCode'),
            dataIndex: 'PermissionCode',
            render: (v: string | null) => (v ? <code>{v}</code> : null),
          },
          {
            title: t('invisible'),
            dataIndex: 'Invisible',
            width: 80,
            render: (v: boolean) => (v ? <Tag>{t('common:yes')}</Tag> : null),
          },
          { title: t('sort'), dataIndex: 'Sort', width: 80, align: 'right' },
          {
            title: t('status'),
            dataIndex: 'IsDeactivate',
            width: 100,
            render: (v: boolean) => <StatusTag deactivated={v} />,
          },
          {
            title: t('actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
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
                    onClick: () => confirm(() => menusAdminApi.remove(r.Id).then(refresh)),
                  },
                ]}
              />
            ),
          },
        ]}
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
