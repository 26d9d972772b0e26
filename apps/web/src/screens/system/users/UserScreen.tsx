import { MailOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { calls } from '@wms/contract';
import { Tag } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { useSiteOptions } from '../../../api/options';
import { useConfirm } from '../../../components/confirm';
import { OrganizePicker } from '../../../components/picker/OrganizePicker';
import { SearchPanel } from '../../../components/search/SearchPanel';
import { type Column, searchFieldsOf } from '../../../components/table/columns';
import { DataTable } from '../../../components/table/DataTable';
import { usePagedList } from '../../../components/table/usePagedList';
import { useSessionStore } from '../../../stores/session';
import { formatDateTime } from '../../../utils/format';
import { useDialog } from '../../_shared/FormModal';
import { ListCard, StatusTag, useStatusWidth } from '../../_shared/ListCard';
import { RowActions } from '../../_shared/RowActions';
import type { AnyUserRow, UserVariant } from './calls';
import { SendMessageModal } from './SendMessageModal';
import { ResetPasswordModal, SetRolesModal, UserFormModal, useRoleOptions } from './UserForms';

/** The columns of a user list; they also make its search panel and detail drawer. */
function useUserColumns(v: UserVariant): Column<AnyUserRow>[] {
  const { t } = useTranslation('system');
  const statusWidth = useStatusWidth();
  const customers = v.kind === 'customer';
  const roles = useRoleOptions(v.roleClassification);
  const sites = useSiteOptions(customers);
  const status = [
    { value: false, label: t('active') },
    { value: true, label: t('deactivated') },
  ];
  const columns: (Column<AnyUserRow> | false)[] = [
    {
      key: 'UserName',
      title: t('userName'),
      search: { type: 'text', name: 'Content', placeholder: customers ? t('customerKeywordHint') : t('keywordHint') },
      render: (name: string, r) => (
        <>
          {name} {r.IsSuperUser ? <Tag color="gold">{t('superUser')}</Tag> : null}
        </>
      ),
    },
    customers && { key: 'CustomerCode', title: t('customerCode'), search: { type: 'text' } },
    { key: 'NickName', title: t('nickName') },
    { key: 'PhoneNumber', title: t('phone'), render: (n: string, r) => (n ? `+${r.PhoneCode} ${n}` : '') },
    { key: 'Email', title: t('email') },
    customers && {
      key: 'SiteName',
      title: t('site'),
      search: { type: 'select', name: 'SiteId', options: sites.data ?? [] },
    },
    {
      key: 'OrganizeName',
      title: t('organize'),
      search: { type: 'custom', name: 'OrganizeId', render: () => <OrganizePicker variant={v.organize} /> },
    },
    {
      key: 'Roles',
      title: t('roles'),
      render: (rs: AnyUserRow['Roles']) => rs.map((x) => <Tag key={x.Id}>{x.Name}</Tag>),
      search: { type: 'select', name: 'RoleId', options: roles.data ?? [] },
    },
    {
      key: 'IsDeactivate',
      title: t('status'),
      width: statusWidth,
      render: (d: boolean) => <StatusTag deactivated={d} />,
      search: { type: 'select', options: status },
    },
    { key: 'LastLoginTime', title: t('lastLoginTime'), render: formatDateTime },
    { key: 'CreationTime', title: t('creationTime'), render: formatDateTime },
  ];
  return columns.filter((c): c is Column<AnyUserRow> => !!c);
}

/** Staff users or customer users: search, list, create, edit, roles, password, delete; for
 * customers also a message to the selected users. */
export function UserScreen({ v }: { v: UserVariant }) {
  const { t } = useTranslation(['system', 'common', 'table']);
  const client = useQueryClient();
  const superUser = useSessionStore((s) => !!s.user?.IsSuperUser);
  const me = useSessionStore((s) => s.user?.UserId);
  const customers = v.kind === 'customer';
  const table = v.kind === 'staff' ? calls.BackstageUser.GetBackstageUsers : calls.User.GetUsers;
  const key = queryKeys.area(table.controller);
  const list = usePagedList(key, v.api.list, {}, { sorts: table.sorts, url: true });
  const columns = useUserColumns(v);
  const edit = useDialog<AnyUserRow | null>();
  const [reset, setReset] = useState<AnyUserRow>();
  const [setRoles, setSetRoles] = useState<AnyUserRow>();
  const [detail, setDetail] = useState<AnyUserRow>();
  const [selected, setSelected] = useState<{ keys: Key[]; rows: AnyUserRow[] }>({ keys: [], rows: [] });
  const [messageTo, setMessageTo] = useState<AnyUserRow[]>();
  const { confirmDelete, holder } = useConfirm();
  const refresh = () => client.invalidateQueries({ queryKey: key });

  return (
    <ListCard
      screen={v.screen}
      onRefresh={refresh}
      search={
        <SearchPanel name="userSearch" fields={searchFieldsOf(columns)} values={list.filters} onSearch={list.search} />
      }
    >
      {holder}
      <DataTable<AnyUserRow>
        columnSet={`users-${v.kind}`}
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        sort={list.sort}
        selection={
          customers
            ? { mode: 'checkbox', selected: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }
            : undefined
        }
        toolbar={[
          {
            key: 'add',
            label: t('add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: v.perm.add,
            onClick: () => edit.show(null),
          },
          {
            key: 'send-message',
            label: t('sendMessage'),
            icon: <MailOutlined />,
            perm: 'UserMessages:SendUserMessage',
            hidden: !customers,
            mustSelect: true,
            onClick: (rows) => setMessageTo(rows),
          },
        ]}
        detail={{ row: detail, onClose: () => setDetail(undefined) }}
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'detail', label: t('table:detail'), onClick: () => setDetail(r) },
              { key: 'edit', label: t('edit'), perm: v.perm.edit, onClick: () => edit.show(r) },
              { key: 'roles', label: t('setRoles'), perm: v.perm.roles, onClick: () => setSetRoles(r) },
              { key: 'reset', label: t('resetPassword'), perm: v.perm.reset, onClick: () => setReset(r) },
              {
                key: 'delete',
                label: t('common:delete'),
                perm: v.perm.remove,
                danger: true,
                hidden: r.IsDeactivate || (!customers && r.Id === me),
                onClick: () =>
                  confirmDelete(t('whatUser'), r.UserName, () => v.api.remove(r.Id).then(refresh), t('deleteUserText')),
              },
            ]}
          />
        )}
      />
      <UserFormModal
        v={v}
        open={edit.open}
        row={edit.data ?? null}
        onClose={edit.close}
        onDone={refresh}
        superUser={superUser}
      />
      <ResetPasswordModal v={v} row={reset} onClose={() => setReset(undefined)} />
      <SetRolesModal v={v} row={setRoles} onClose={() => setSetRoles(undefined)} onDone={refresh} />
      <SendMessageModal users={messageTo} onClose={() => setMessageTo(undefined)} />
    </ListCard>
  );
}
