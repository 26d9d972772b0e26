import { MailOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { formatDateTime } from '../../../utils/format';
import { useDialog } from '../../_shared/FormModal';
import { ListCard, StatusTag } from '../../_shared/ListCard';
import { usePermi } from '../../_shared/perm';
import { PermButton, RowActions } from '../../_shared/RowActions';
import { useConfirm } from '../../_shared/useConfirm';
import { usePagedList } from '../../_shared/usePagedList';
import type { AnyUserRow, UserVariant } from './calls';
import { ResetPasswordModal, SendMessageModal, SetRolesModal, UserFormModal } from './UserForms';
import { type UserFilters, UserSearch } from './UserSearch';

/** Staff users or customer users: search, list, create, edit, roles, password, delete; for
 * customers also a message to the selected users. */
export function UserScreen({ v }: { v: UserVariant }) {
  const { t } = useTranslation(['system', 'common']);
  const can = usePermi();
  const client = useQueryClient();
  const superUser = useSessionStore((s) => !!s.user?.IsSuperUser);
  const me = useSessionStore((s) => s.user?.UserId);
  const customers = v.kind === 'customer';
  const key = ['users', v.kind] as const;
  const list = usePagedList(key, v.api.list, {} as UserFilters);
  const edit = useDialog<AnyUserRow | null>();
  const [reset, setReset] = useState<AnyUserRow>();
  const [setRoles, setSetRoles] = useState<AnyUserRow>();
  const [selected, setSelected] = useState<AnyUserRow[]>([]);
  const [messageTo, setMessageTo] = useState<AnyUserRow[]>();
  const { confirm, holder } = useConfirm();
  const refresh = () => client.invalidateQueries({ queryKey: key });

  return (
    <ListCard
      screen={v.screen}
      onRefresh={refresh}
      search={<UserSearch v={v} onSearch={list.search} />}
      toolbar={
        <>
          <PermButton
            perm={v.perm.add}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => edit.show(null)}
            data-testid="add"
          >
            {t('add')}
          </PermButton>
          {customers ? (
            <PermButton
              perm="UserMessages:SendUserMessage"
              icon={<MailOutlined />}
              disabled={!selected.length}
              onClick={() => setMessageTo(selected)}
              data-testid="send-message"
            >
              {t('sendMessage')}
            </PermButton>
          ) : null}
        </>
      }
    >
      {holder}
      <Table<AnyUserRow>
        rowKey="Id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        rowSelection={
          customers && can('UserMessages:SendUserMessage')
            ? {
                selectedRowKeys: selected.map((u) => u.Id),
                onChange: (_, rows) => setSelected(rows),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        columns={[
          {
            title: t('userName'),
            dataIndex: 'UserName',
            render: (name: string, r) => (
              <>
                {name} {r.IsSuperUser ? <Tag color="gold">{t('superUser')}</Tag> : null}
              </>
            ),
          },
          ...(customers ? [{ title: t('customerCode'), dataIndex: 'CustomerCode' }] : []),
          { title: t('nickName'), dataIndex: 'NickName' },
          { title: t('phone'), dataIndex: 'PhoneNumber', render: (n: string, r) => (n ? `+${r.PhoneCode} ${n}` : '') },
          { title: t('email'), dataIndex: 'Email' },
          ...(customers ? [{ title: t('site'), dataIndex: 'SiteName' }] : []),
          { title: t('organize'), dataIndex: 'OrganizeName' },
          {
            title: t('roles'),
            dataIndex: 'Roles',
            render: (rs: AnyUserRow['Roles']) => rs.map((x) => <Tag key={x.Id}>{x.Name}</Tag>),
          },
          { title: t('status'), dataIndex: 'IsDeactivate', render: (d: boolean) => <StatusTag deactivated={d} /> },
          { title: t('lastLoginTime'), dataIndex: 'LastLoginTime', render: formatDateTime },
          { title: t('creationTime'), dataIndex: 'CreationTime', render: formatDateTime },
          {
            title: t('actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <RowActions
                actions={[
                  { key: 'edit', label: t('edit'), perm: v.perm.edit, onClick: () => edit.show(r) },
                  { key: 'roles', label: t('setRoles'), perm: v.perm.roles, onClick: () => setSetRoles(r) },
                  { key: 'reset', label: t('resetPassword'), perm: v.perm.reset, onClick: () => setReset(r) },
                  {
                    key: 'delete',
                    label: t('common:delete'),
                    perm: v.perm.remove,
                    danger: true,
                    hidden: r.IsDeactivate || (!customers && r.Id === me),
                    onClick: () => confirm(() => v.api.remove(r.Id).then(refresh), t('deleteUserText')),
                  },
                ]}
              />
            ),
          },
        ]}
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
      <SendMessageModal
        users={messageTo}
        onClose={() => {
          setMessageTo(undefined);
        }}
      />
    </ListCard>
  );
}
