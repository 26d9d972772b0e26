import { useQuery } from '@tanstack/react-query';
import { checkPassword, isEmail, isMobilePhone, isUserName, PHONE_CODES } from '@wms/contract';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { rolesApi } from '../../../api/roles';
import { siteAdminApi } from '../../../api/site-admin';
import { customerUsersApi } from '../../../api/users';
import { FormModal } from '../../_shared/FormModal';
import { Inline, SelectItem, SwitchItem, TextItem } from '../../_shared/fields';
import { useRules } from '../../_shared/rules';
import { OrganizeTreeSelect, rememberOrganize } from '../organizes/OrganizeTreeSelect';
import type { AnyUserRow, UserVariant } from './calls';

export const useRoleOptions = (classification: 1 | 2) =>
  useQuery({
    queryKey: ['roleOptions', classification],
    queryFn: () => rolesApi.options(classification),
    select: (d) => d.map((o) => ({ value: Number(o.Value), label: o.Name })),
  });
export const useSiteOptions = (enabled = true) =>
  useQuery({
    queryKey: ['siteOptions'],
    queryFn: siteAdminApi.options,
    select: (d) => d.map((o) => ({ value: o.Id, label: o.Name })),
    enabled,
  });

/** Password and its confirmation, checked with the contract's rule. */
function PasswordFields() {
  const { t } = useTranslation('system');
  const r = useRules();
  return (
    <>
      <TextItem
        name="Password"
        label={t('password')}
        kind="password"
        required
        rules={[r.check((v) => checkPassword(v) === null, t('passwordRule'))]}
      />
      <TextItem
        name="ConfirmPassword"
        label={t('confirmPassword')}
        kind="password"
        required
        dependencies={['Password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v?: string) =>
              !v || v === getFieldValue('Password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('passwordMismatch'))),
          }),
        ]}
      />
    </>
  );
}

type UserFormValues = Record<string, any>;

/** Create or edit a user (staff or customer): the contract's rules on every field. */
export function UserFormModal({
  v,
  open,
  row,
  onClose,
  onDone,
  superUser,
}: {
  v: UserVariant;
  open: boolean;
  row: AnyUserRow | null;
  onClose(): void;
  onDone(): void;
  superUser: boolean;
}) {
  const { t } = useTranslation('system');
  const r = useRules();
  const roles = useRoleOptions(v.roleClassification);
  const sites = useSiteOptions(open && v.kind === 'customer' && !row);
  const editing = !!row;

  const submit = (f: UserFormValues, o: object) => {
    const phone = f.PhoneNumber ? { PhoneCode: f.PhoneCode, PhoneNumber: f.PhoneNumber } : {};
    const profile = {
      NickName: f.NickName,
      ...phone,
      Email: f.Email,
      Gender: f.Gender,
      OrganizeId: f.OrganizeId ?? null,
      Remarks: f.Remarks,
    };
    const su = v.kind === 'staff' && superUser ? { IsSuperUser: !!f.IsSuperUser } : {};
    return row
      ? v.api.edit({ Id: row.Id, ...profile, ...su, IsDeactivate: !!f.IsDeactivate }, o)
      : v.api.create(
          { UserName: f.UserName, Password: f.Password, ...profile, ...su, RoleIds: f.RoleIds ?? [], SiteId: f.SiteId },
          o,
        );
  };

  return (
    <FormModal<UserFormValues>
      name="user"
      width={720}
      columns={2}
      open={open}
      title={editing ? t('editUser') : t('addUser')}
      initialValues={{ PhoneCode: '86', Gender: 0, RoleIds: [], IsDeactivate: false }}
      load={
        row
          ? async () => {
              const d = await v.api.detail(row.Id);
              rememberOrganize(v.organize, d.OrganizeId, d.OrganizeName);
              return { ...d, PhoneCode: d.PhoneCode || '86' };
            }
          : undefined
      }
      onClose={onClose}
      onDone={onDone}
      onSubmit={submit}
    >
      <TextItem
        name="UserName"
        label={t('userName')}
        required={!editing}
        disabled={editing}
        max={32}
        rules={editing ? [] : [r.check(isUserName, t('userNameRule'))]}
      />
      <TextItem name="NickName" label={t('nickName')} max={50} extra={t('nickNameHint')} />
      {editing ? null : <PasswordFields />}
      <Form.Item label={t('phone')} required={false}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="PhoneCode" noStyle>
            <Select
              style={{ width: 100 }}
              aria-label={t('phoneCode')}
              options={PHONE_CODES.map((c) => ({ value: c, label: `+${c}` }))}
            />
          </Form.Item>
          <Form.Item
            name="PhoneNumber"
            noStyle
            dependencies={['PhoneCode']}
            rules={[
              r.max(20),
              ({ getFieldValue }) => r.check((n) => isMobilePhone(n, getFieldValue('PhoneCode')), t('phoneRule')),
            ]}
          >
            <Input placeholder={r.enter(t('phone'))} inputMode="tel" allowClear />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <TextItem name="Email" label={t('email')} max={254} rules={[r.check(isEmail, t('emailRule'))]} />
      <SelectItem
        name="Gender"
        label={t('gender')}
        options={[0, 1, 2].map((g) => ({ value: g, label: t(`gender${g as 0 | 1 | 2}`) }))}
      />
      <Form.Item name="OrganizeId" label={t('organize')}>
        <OrganizeTreeSelect variant={v.organize} placeholder={r.select(t('organize'))} />
      </Form.Item>
      {editing ? null : (
        <SelectItem
          name="RoleIds"
          label={t('roles')}
          mode="multiple"
          wide={v.kind === 'staff'}
          options={roles.data}
          loading={roles.isLoading}
          extra={v.kind === 'customer' ? t('customerRoleHint') : undefined}
        />
      )}
      {v.kind === 'customer' && !editing ? (
        <SelectItem
          name="SiteId"
          label={t('site')}
          options={sites.data}
          loading={sites.isLoading}
          extra={t('siteHint')}
        />
      ) : null}
      <Inline>
        {v.kind === 'staff' && superUser ? <SwitchItem name="IsSuperUser" label={t('superUser')} /> : null}
        {editing ? <SwitchItem name="IsDeactivate" label={t('deactivated')} /> : null}
      </Inline>
      <TextItem name="Remarks" label={t('remarks')} max={500} kind="textarea" />
    </FormModal>
  );
}

/** A new password for a user (their sessions end). */
export function ResetPasswordModal({ v, row, onClose }: { v: UserVariant; row?: AnyUserRow; onClose(): void }) {
  const { t } = useTranslation('system');
  return (
    <FormModal<{ Password: string }>
      name="resetPassword"
      open={!!row}
      title={t('resetPasswordOf', { name: row?.UserName ?? '' })}
      onClose={onClose}
      onSubmit={(f, o) => v.api.resetPassword(row!.Id, f.Password, o)}
    >
      <PasswordFields />
    </FormModal>
  );
}

/** The complete set of roles of a user. */
export function SetRolesModal({
  v,
  row,
  onClose,
  onDone,
}: {
  v: UserVariant;
  row?: AnyUserRow;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('system');
  const roles = useRoleOptions(v.roleClassification);
  return (
    <FormModal<{ RoleIds: number[] }>
      name="setRoles"
      open={!!row}
      title={t('setRolesOf', { name: row?.UserName ?? '' })}
      initialValues={{ RoleIds: row?.Roles.map((x) => x.Id) ?? [] }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(f, o) => v.api.setRoles(row!.Id, f.RoleIds ?? [], o)}
    >
      <SelectItem
        name="RoleIds"
        label={t('roles')}
        mode="multiple"
        options={roles.data}
        loading={roles.isLoading}
        extra={t('setRolesHint')}
      />
    </FormModal>
  );
}

/** A message to the chosen customer users (stored and pushed to each). */
export function SendMessageModal({ users, onClose }: { users?: AnyUserRow[]; onClose(): void }) {
  const { t } = useTranslation('system');
  return (
    <FormModal<{ Title: string; Message: string; MessageType: 'info' | 'success' | 'warning' | 'error' }>
      name="sendMessage"
      open={!!users?.length}
      title={t('sendMessageTo', { count: users?.length ?? 0 })}
      initialValues={{ MessageType: 'info' }}
      onClose={onClose}
      onSubmit={(f, o) => customerUsersApi.sendMessage({ ...f, InfoType: 1, UserIds: users!.map((u) => u.Id) }, o)}
    >
      <Form.Item label={t('recipients')}>
        <span>{users?.map((u) => u.UserName).join(', ')}</span>
      </Form.Item>
      <TextItem name="Title" label={t('messageTitle')} required max={200} />
      <TextItem name="Message" label={t('messageContent')} required max={4000} kind="textarea" />
      <SelectItem
        name="MessageType"
        label={t('messageType')}
        options={(['info', 'success', 'warning', 'error'] as const).map((m) => ({
          value: m,
          label: t(`messageType_${m}`),
        }))}
      />
    </FormModal>
  );
}
