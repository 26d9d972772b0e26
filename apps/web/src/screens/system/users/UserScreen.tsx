import { MailOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteOptions } from '../../../api/options';
import { OrganizePicker } from '../../../components/picker/OrganizePicker';
import { SetupList } from '../../../components/setup/SetupList';
import { useSessionStore } from '../../../stores/session';
import { formatDateTime } from '../../../utils/format';
import type { AnyUserRow, UserListCall, UserVariant } from './calls';
import { SendMessageModal } from './SendMessageModal';
import { ResetPasswordModal, SetRolesModal, UserFormModal, useRoleOptions } from './UserForms';

/** Staff users or customer users: search, list, detail, create and edit in sections, roles,
 * password, delete; for customers also a message to the selected users. */
export function UserScreen({ v }: { v: UserVariant }) {
  const { t } = useTranslation(['system', 'common']);
  const superUser = useSessionStore((s) => !!s.user?.IsSuperUser);
  const me = useSessionStore((s) => s.user?.UserId);
  const customers = v.kind === 'customer';
  const roles = useRoleOptions(v.roleClassification);
  const sites = useSiteOptions(customers);
  const [reset, setReset] = useState<AnyUserRow>();
  const [setRoles, setSetRoles] = useState<AnyUserRow>();
  const [messageTo, setMessageTo] = useState<AnyUserRow[]>();

  return (
    <SetupList<UserListCall>
      screen={v.screen}
      names={{ table: `users-${v.kind}`, search: 'userSearch' }}
      list={v.calls.list}
      kind={t('whatUser')}
      nameOf={(r) => r.UserName}
      columns={[
        {
          key: 'UserName',
          title: t('userName'),
          search: {
            type: 'text',
            name: 'Content',
            placeholder: customers ? t('customerKeywordHint') : t('keywordHint'),
          },
          render: (name: string, r) => (
            <>
              {name} {r.IsSuperUser ? <Tag color="gold">{t('superUser')}</Tag> : null}
              {r.IsPeer ? <Tag color="blue">{t('peer')}</Tag> : null}
            </>
          ),
        },
        ...(customers ? [{ key: 'CustomerCode', title: t('customerCode'), search: { type: 'text' as const } }] : []),
        { key: 'NickName', title: t('nickName') },
        { key: 'PhoneNumber', title: t('phone'), render: (n: string, r) => (n ? `+${r.PhoneCode} ${n}` : '') },
        { key: 'Email', title: t('email') },
        ...(customers
          ? [
              {
                key: 'SiteName',
                title: t('site'),
                search: { type: 'select' as const, name: 'SiteId', options: sites.data ?? [] },
              },
            ]
          : []),
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
        { key: 'LastLoginTime', title: t('lastLoginTime'), render: formatDateTime },
      ]}
      status
      created
      detail
      add={{ call: v.calls.add, label: t('addUser'), button: t('add') }}
      edit={{ call: v.calls.edit, label: t('editUser') }}
      // Password, sections and the super-user switch: the user form is a dialog of its own.
      dialog={(editing, on) => (
        <UserFormModal v={v} open row={editing} onClose={on.close} onDone={on.done} superUser={superUser} />
      )}
      remove={v.calls.remove}
      removeText={t('deleteUserText')}
      // A deleted user is a deactivated one; nobody deletes their own account.
      removable={(r) => !r.IsDeactivate && (customers || r.Id !== me)}
      toolbar={[
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
      rowActions={(r) => [
        { key: 'roles', label: t('setRoles'), perm: v.perm.roles, onClick: () => setSetRoles(r) },
        { key: 'reset', label: t('resetPassword'), perm: v.perm.reset, onClick: () => setReset(r) },
      ]}
    >
      {({ refresh }) => (
        <>
          <ResetPasswordModal v={v} row={reset} onClose={() => setReset(undefined)} />
          <SetRolesModal v={v} row={setRoles} onClose={() => setSetRoles(undefined)} onDone={refresh} />
          <SendMessageModal users={messageTo} onClose={() => setMessageTo(undefined)} />
        </>
      )}
    </SetupList>
  );
}
