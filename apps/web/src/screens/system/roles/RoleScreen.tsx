import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { RoleRow } from '@wms/contract';
import { calls } from '@wms/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { rolesApi } from '../../../api/roles';
import { useConfirm } from '../../../components/confirm';
import { SearchPanel } from '../../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { usePagedList } from '../../../components/table/usePagedList';
import { formatDateTime } from '../../../utils/format';
import { FormModal, useDialog } from '../../_shared/FormModal';
import { SwitchItem, TextItem } from '../../_shared/fields';
import { ListCard, StatusTag, useStatusWidth } from '../../_shared/ListCard';
import { RowActions } from '../../_shared/RowActions';
import { AuthoriseDrawer } from './AuthoriseDrawer';

interface RoleForm {
  Name: string;
  Remarks?: string;
  IsDeactivate?: boolean;
}

/** Staff roles (classification 1) or customer roles (2): list, create, edit, delete, authorise. */
export function RoleScreen({ classification }: { classification: 1 | 2 }) {
  const screen = classification === 1 ? 'BackstageRoleIndex' : 'UserRoleIndex';
  const { t } = useTranslation(['system', 'common']);
  const statusWidth = useStatusWidth();
  const client = useQueryClient();
  const key = [...queryKeys.area('Roles'), classification] as const;
  const list = usePagedList(key, rolesApi.list, {} as { Name?: string }, {
    // The classification is the screen's, not a filter the user sets: sent whatever the link holds.
    fixed: { Classification: classification },
    sorts: calls.Roles.GetRoles.sorts,
    url: true,
  });
  const edit = useDialog<RoleRow | null>();
  const authorise = useDialog<RoleRow>();
  const { confirmDelete, holder } = useConfirm();
  const refresh = () => {
    // The role pickers of the user screens list active roles: they change with this list.
    void client.invalidateQueries({ queryKey: ['roleOptions', classification] });
    return client.invalidateQueries({ queryKey: key });
  };

  const columns: Column<RoleRow>[] = [
    {
      key: 'Name',
      title: t('roleName'),
      search: { type: 'text' },
      render: (v: string, r) =>
        r.Code ? (
          <>
            {v} <Tag>{t('systemRole')}</Tag>
          </>
        ) : (
          v
        ),
    },
    { key: 'Remarks', title: t('remarks'), ellipsis: true },
    { key: 'UserCount', title: t('userCount'), width: 100, align: 'right', sum: true },
    {
      key: 'IsDeactivate',
      title: t('status'),
      width: statusWidth,
      render: (v: boolean) => <StatusTag deactivated={v} />,
    },
    { key: 'CreationTime', title: t('creationTime'), width: 170, render: formatDateTime },
  ];

  return (
    <ListCard
      screen={screen}
      onRefresh={refresh}
      search={
        <SearchPanel name="roleSearch" fields={searchFieldsOf(columns)} values={list.filters} onSearch={list.search} />
      }
    >
      {holder}
      <DataTable<RoleRow>
        columnSet={`roles-${classification}`}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        sort={list.sort}
        summary
        toolbar={[
          {
            key: 'add',
            label: t('add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: 'Roles:EstablishRole',
            onClick: () => edit.show(null),
          },
        ]}
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'edit', label: t('edit'), perm: 'Roles:EditRole', onClick: () => edit.show(r) },
              {
                key: 'authorise',
                label: t('authorise'),
                perm: 'Menus:AuthorizationMenu',
                onClick: () => authorise.show(r),
              },
              {
                key: 'delete',
                label: t('common:delete'),
                perm: 'Roles:DeleteRole',
                danger: true,
                hidden: !!r.Code,
                onClick: () => confirmDelete(t('whatRole'), r.Name, () => rolesApi.remove(r.Id).then(refresh)),
              },
            ]}
          />
        )}
      />
      <FormModal<RoleForm>
        name="role"
        open={edit.open}
        title={edit.data ? t('editRole') : t('addRole')}
        initialValues={
          edit.data ? { Name: edit.data.Name, Remarks: edit.data.Remarks, IsDeactivate: edit.data.IsDeactivate } : {}
        }
        onClose={edit.close}
        onDone={refresh}
        onSubmit={(v, o) =>
          edit.data
            ? rolesApi.edit({ ...v, Id: edit.data.Id }, o)
            : rolesApi.create({ Name: v.Name, Remarks: v.Remarks, Classification: classification }, o)
        }
      >
        <TextItem name="Name" label={t('roleName')} required max={50} />
        <TextItem name="Remarks" label={t('remarks')} max={500} kind="textarea" />
        <SwitchItem name="IsDeactivate" label={t('deactivated')} hidden={!edit.data || !!edit.data.Code} />
      </FormModal>
      <AuthoriseDrawer
        role={authorise.open ? authorise.data : undefined}
        classification={classification}
        onClose={authorise.close}
      />
    </ListCard>
  );
}
