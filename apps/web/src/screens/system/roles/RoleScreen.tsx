import { calls, type RoleRow } from '@wms/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../../components/form/FormModal';
import { SwitchItem, TextItem } from '../../../components/form/fields';
import { SetupList } from '../../../components/setup/SetupList';
import { AuthoriseDrawer } from './AuthoriseDrawer';

interface RoleForm {
  Name: string;
  Remarks?: string;
  IsDeactivate?: boolean;
}
const { Roles } = calls;

/** Staff roles (classification 1) or customer roles (2): list, create, edit, delete, authorise.
 * A system role (one with a Code) keeps its status and is not deleted. */
export function RoleScreen({ classification }: { classification: 1 | 2 }) {
  const { t } = useTranslation(['system', 'common']);
  const authorise = useDialog<RoleRow>();
  return (
    <SetupList<typeof Roles.GetRoles, RoleForm>
      screen={classification === 1 ? 'BackstageRoleIndex' : 'UserRoleIndex'}
      list={Roles.GetRoles}
      // The classification is the screen's, not a filter the user sets: sent whatever the link holds.
      fixed={{ Classification: classification }}
      names={{ table: `roles-${classification}`, search: 'roleSearch', form: 'role' }}
      kind={t('whatRole')}
      columns={[
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
      ]}
      status
      created
      summary
      add={{
        call: Roles.EstablishRole,
        label: t('addRole'),
        button: t('add'),
        body: (v) => ({ Name: v.Name, Remarks: v.Remarks, Classification: classification }),
      }}
      edit={{ call: Roles.EditRole, label: t('editRole') }}
      remove={Roles.DeleteRole}
      removable={(r) => !r.Code}
      // The role pickers of the user screens list active roles: they change with this list.
      invalidates={[['roleOptions', classification]]}
      rowActions={(r) => [
        { key: 'authorise', label: t('authorise'), perm: 'Menus:AuthorizationMenu', onClick: () => authorise.show(r) },
      ]}
      form={(editing) => (
        <>
          <TextItem name="Name" label={t('roleName')} required max={50} />
          <TextItem name="Remarks" label={t('remarks')} max={500} kind="textarea" />
          <SwitchItem name="IsDeactivate" label={t('deactivated')} hidden={!editing || !!editing.Code} />
        </>
      )}
    >
      <AuthoriseDrawer
        role={authorise.open ? authorise.data : undefined}
        classification={classification}
        onClose={authorise.close}
      />
    </SetupList>
  );
}
