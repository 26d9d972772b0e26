import { useQuery } from '@tanstack/react-query';
import { checkPassword, isEmail, isUserName } from '@wms/contract';
import { Form, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type CallOpts } from '../../../api/client';
import { toast } from '../../../api/notify';
import { useSiteOptions } from '../../../api/options';
import { ApiError } from '../../../api/request';
import {
  type FormSection,
  FormSections,
  type SectionForms,
  type SectionValues,
} from '../../../components/FormSections';
import { FormModal } from '../../../components/form/FormModal';
import { Inline, PhoneItem, SelectItem, SwitchItem, TextItem } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { showServerError } from '../../../components/form/serverError';
import { OrganizePicker, rememberOrganize } from '../../../components/picker/OrganizePicker';
import type { AnyUserRow, UserVariant } from './calls';

export const useRoleOptions = (classification: 1 | 2) =>
  useQuery({
    queryKey: ['roleOptions', classification],
    // Quiet: a screen without the code just shows an empty list.
    queryFn: () => api.Roles.GetSelectRoles({ Classification: classification }, { silent: true }),
    select: (d) => d.map((o) => ({ value: Number(o.Value), label: o.Name })),
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
        rules={[r.check((v) => checkPassword(v) === null, r.rule('validation.password', t('password')))]}
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
                : Promise.reject(new Error(r.rule('validation.passwordMismatch', t('confirmPassword')))),
          }),
        ]}
      />
    </>
  );
}

type UserFormValues = Record<string, any>;

/** The server field a Code 2 answer names, to find the section holding it. */
function fieldNamed(e: unknown): string | undefined {
  if (!(e instanceof ApiError)) return undefined;
  const data = e.data as { Field?: unknown } | null;
  return typeof data?.Field === 'string' ? data.Field.split('.')[0] : undefined;
}

/** Create or edit a user (staff or customer) in sections: account, contact, organisation and
 * roles; the contract's rules on every field. */
export function UserFormModal(p: {
  v: UserVariant;
  open: boolean;
  row: AnyUserRow | null;
  onClose(): void;
  onDone(): void;
  superUser: boolean;
}) {
  const { t } = useTranslation('system');
  return (
    <Modal
      open={p.open}
      title={p.row ? t('editUser') : t('addUser')}
      width={760}
      footer={null}
      onCancel={p.onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <UserFormBody {...p} />
    </Modal>
  );
}

function UserFormBody({ v, open, row, onClose, onDone, superUser }: Parameters<typeof UserFormModal>[0]) {
  const { t } = useTranslation(['system', 'common']);
  const r = useRules();
  const roles = useRoleOptions(v.roleClassification);
  const sites = useSiteOptions(open && v.kind === 'customer' && !row);
  const editing = !!row;
  const [loaded, setLoaded] = useState<UserFormValues | null>(editing ? null : {});
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opening (the body mounts with the dialog)
  useEffect(() => {
    if (!row) return;
    let live = true;
    v.api
      .detail({ Id: row.Id })
      .then((d) => {
        rememberOrganize(v.organize, d.OrganizeId, d.OrganizeName);
        if (live) setLoaded({ ...d, PhoneCode: d.PhoneCode || '86' });
      })
      .catch(() => live && onClose());
    return () => {
      live = false;
    };
  }, []);

  const send = (f: UserFormValues, o: CallOpts) => {
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
    const peer = v.kind === 'customer' ? { IsPeer: !!f.IsPeer } : {};
    return row
      ? v.api.edit({ Id: row.Id, ...profile, ...su, ...peer, IsDeactivate: !!f.IsDeactivate }, o)
      : v.api.create(
          { UserName: f.UserName, Password: f.Password, ...profile, ...su, RoleIds: f.RoleIds ?? [], SiteId: f.SiteId },
          o,
        );
  };

  const submit = async (values: SectionValues, forms: SectionForms) => {
    setBusy(true);
    try {
      await send(Object.assign({}, ...Object.values(values)), { silent: true });
      toast('success', t('common:operationSucceeded'), undefined, 3);
      onDone();
      onClose();
    } catch (e) {
      const name = fieldNamed(e);
      const owner = Object.values(forms).find((f) => name && Object.hasOwn(f.getFieldsValue(), name));
      showServerError(owner ?? Object.values(forms)[0]!, e);
    } finally {
      setBusy(false);
    }
  };

  if (!loaded) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const initial = { PhoneCode: '86', Gender: 0, RoleIds: [], IsDeactivate: false, ...loaded };
  const sections: FormSection[] = [
    {
      key: 'account',
      title: t('sectionAccount'),
      initialValues: initial,
      content: (
        <>
          <TextItem
            name="UserName"
            label={t('userName')}
            required={!editing}
            disabled={editing}
            max={32}
            rules={editing ? [] : [r.check(isUserName, r.rule('validation.userName', t('userName')))]}
          />
          <TextItem name="NickName" label={t('nickName')} max={50} extra={t('nickNameHint')} />
          {editing ? null : <PasswordFields />}
          <Inline>
            {v.kind === 'staff' && superUser ? <SwitchItem name="IsSuperUser" label={t('superUser')} /> : null}
            {editing ? <SwitchItem name="IsDeactivate" label={t('deactivated')} /> : null}
            {editing && v.kind === 'customer' ? <SwitchItem name="IsPeer" label={t('peer')} /> : null}
          </Inline>
        </>
      ),
    },
    {
      key: 'contact',
      title: t('sectionContact'),
      initialValues: initial,
      content: (
        <>
          <PhoneItem />
          <TextItem
            name="Email"
            label={t('email')}
            max={254}
            rules={[r.check(isEmail, r.rule('validation.email', t('email')))]}
          />
          <SelectItem
            name="Gender"
            label={t('gender')}
            options={[0, 1, 2].map((g) => ({ value: g, label: t(`gender${g as 0 | 1 | 2}`) }))}
          />
        </>
      ),
    },
    {
      key: 'organisation',
      title: t('sectionOrganisation'),
      initialValues: initial,
      content: (
        <>
          <Form.Item name="OrganizeId" label={t('organize')}>
            <OrganizePicker variant={v.organize} placeholder={r.select(t('organize'))} />
          </Form.Item>
          {v.kind === 'customer' && !editing ? (
            <SelectItem
              name="SiteId"
              label={t('site')}
              options={sites.data}
              loading={sites.isLoading}
              extra={t('siteHint')}
            />
          ) : null}
          {editing ? null : (
            <SelectItem
              name="RoleIds"
              label={t('roles')}
              mode="multiple"
              wide
              options={roles.data}
              loading={roles.isLoading}
              extra={v.kind === 'customer' ? t('customerRoleHint') : undefined}
            />
          )}
          <TextItem name="Remarks" label={t('remarks')} max={500} kind="textarea" />
        </>
      ),
    },
  ];
  return <FormSections name="user" columns={2} sections={sections} busy={busy} onSubmit={submit} onCancel={onClose} />;
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
      onSubmit={(f, o) => v.api.resetPassword({ Id: row!.Id, Password: f.Password }, o)}
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
      onSubmit={(f, o) => v.api.setRoles({ Id: row!.Id, RoleIds: f.RoleIds ?? [] }, o)}
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
