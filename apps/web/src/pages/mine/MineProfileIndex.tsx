import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkPassword, type EditProfileBody, isEmail, MAX_DETAILED_ADDRESS, type Profile } from '@wms/contract';
import { Avatar, Button, Card, Descriptions, Form, Input, Select, Space, Spin, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { encryptPassword } from '../../api/crypto';
import { queryKeys } from '../../api/keys';
import { toast } from '../../api/notify';
import { isCanceled } from '../../api/request';
import { PhoneItem, TextItem, WIDE } from '../../components/form/fields';
import { useRules } from '../../components/form/rules';
import { showServerError } from '../../components/form/serverError';
import { RegionCascader } from '../../components/region/RegionCascader';
import { useSessionStore } from '../../stores/session';
import { ApiKeysPanel } from './ApiKeysPanel';

type ProfileForm = Omit<EditProfileBody, 'Avatar'>;

/** The personal centre (/mine/MineProfileIndex): who the user is, what they may do, and their own
 * contact details and address. */
export default function MineProfileIndex() {
  const { t } = useTranslation('pages');
  const { token } = theme.useToken();
  const user = useSessionStore((s) => s.user);
  const profile = useQuery({
    queryKey: queryKeys.call({ controller: 'Account', action: 'GetProfile' }),
    queryFn: () => api.Account.GetProfile(),
    staleTime: 0,
  });
  if (!user) return null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card variant="borderless" data-testid="profile">
        <Space size="large" align="start" wrap>
          <Avatar size={88} src={user.Avatar || undefined} style={{ background: token.colorPrimary, fontSize: 36 }}>
            {(user.NickName || user.UserName).slice(0, 1).toUpperCase()}
          </Avatar>
          <Descriptions column={1} size="small" style={{ minWidth: 320 }} title={user.NickName || user.UserName}>
            <Descriptions.Item label={t('userName')}>{user.UserName}</Descriptions.Item>
            <Descriptions.Item label={t('nickName')}>{user.NickName}</Descriptions.Item>
            <Descriptions.Item label={t('accountType')}>
              {user.AccountTypeCode === 1 ? t('staff') : t('customer')}
              {user.IsSuperUser ? (
                <Tag color="gold" style={{ marginLeft: 8 }}>
                  {t('superUser')}
                </Tag>
              ) : null}
            </Descriptions.Item>
            {user.CustomerCode ? (
              <Descriptions.Item label={t('customerCode')}>{user.CustomerCode}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('site')}>{profile.data?.SiteName ?? user.SiteId}</Descriptions.Item>
            {/* Customers have no permission codes: a count of 0 only puzzled them. */}
            {user.AccountTypeCode === 1 ? (
              <Descriptions.Item label={t('permissions')}>
                {user.IsSuperUser ? t('permissionsAll') : user.Buttons.length}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        </Space>
      </Card>
      <Card variant="borderless" title={t('editProfile')}>
        {profile.data ? <ProfileEditor profile={profile.data} /> : <Spin />}
      </Card>
      <Card variant="borderless" title={t('changePassword')}>
        <PasswordChanger />
      </Card>
      {/* Peers only: the panel shows itself when staff marked the customer as one. */}
      {user.AccountTypeCode === 2 ? <ApiKeysPanel /> : null}
    </Space>
  );
}

/** The user's own fields; EditProfile replaces them all, so the avatar is sent back unchanged. */
function ProfileEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['pages', 'system', 'common']);
  const r = useRules();
  const client = useQueryClient();
  const [form] = Form.useForm<ProfileForm>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    let values: ProfileForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      await api.Account.EditProfile(
        { ...values, Avatar: profile.Avatar, RegionId: values.RegionId ?? null },
        { silent: true },
      );
      toast('success', t('common:operationSucceeded'), undefined, 3);
      const session = useSessionStore.getState();
      if (session.user) session.setUser({ ...session.user, NickName: values.NickName });
      await client.invalidateQueries({ queryKey: queryKeys.call({ controller: 'Account', action: 'GetProfile' }) });
    } catch (e) {
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<ProfileForm>
      form={form}
      name="profile"
      layout="vertical"
      style={{ maxWidth: 720, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}
      initialValues={{
        NickName: profile.NickName,
        Email: profile.Email,
        Gender: profile.Gender,
        PhoneCode: (profile.PhoneCode || '86') as ProfileForm['PhoneCode'],
        PhoneNumber: profile.PhoneNumber,
        RegionId: profile.RegionId,
        DetailedAddress: profile.DetailedAddress,
      }}
    >
      <TextItem name="NickName" label={t('nickName')} required max={50} />
      <TextItem
        name="Email"
        label={t('system:email')}
        max={254}
        rules={[r.check(isEmail, r.rule('validation.email', t('system:email')))]}
      />
      <PhoneItem />
      <Form.Item name="Gender" label={t('system:gender')}>
        <Select options={[0, 1, 2].map((g) => ({ value: g, label: t(`system:gender${g as 0 | 1 | 2}`) }))} />
      </Form.Item>
      <Form.Item name="RegionId" label={t('region')} style={WIDE}>
        <RegionCascader data-testid="profile-region" />
      </Form.Item>
      <TextItem name="DetailedAddress" label={t('detailedAddress')} max={MAX_DETAILED_ADDRESS} kind="textarea" />
      <div style={WIDE}>
        <Typography.Paragraph type="secondary" data-testid="profile-replaces">
          {t('profileReplaces')}
        </Typography.Paragraph>
        <Button type="primary" loading={busy} onClick={() => void save()} data-testid="profile-save">
          {t('common:save')}
        </Button>
      </div>
    </Form>
  );
}

interface PasswordForm {
  OldPassword: string;
  NewPassword: string;
  ConfirmPassword: string;
}

/**
 * Changes the user's own password: the current one, a new one under the product's rule, typed
 * twice. Both travel RSA-encrypted, as at sign-in. A wrong current password (Code 4) is said
 * under its field. The server then ends every other session of the account; this one stays.
 */
function PasswordChanger() {
  const { t } = useTranslation(['pages', 'login', 'common']);
  const r = useRules();
  const [form] = Form.useForm<PasswordForm>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let v: PasswordForm;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const [OldPassword, NewPassword] = await Promise.all([
        encryptPassword(v.OldPassword),
        encryptPassword(v.NewPassword),
      ]);
      // The server ends every other session.
      await api.Account.ChangePassword({ OldPassword, NewPassword }, { silent: true });
      form.resetFields();
      toast('success', t('passwordChanged'), t('passwordChangedOtherSessions'), 6);
    } catch (e) {
      // A wrong old password is Code 2 on OldPassword: it shows under that field.
      if (!isCanceled(e)) showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<PasswordForm> form={form} name="change-password" layout="vertical" style={{ maxWidth: 360 }}>
      <Form.Item name="OldPassword" label={t('oldPassword')} rules={[r.required(t('oldPassword'))]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="NewPassword"
        label={t('login:newPassword')}
        extra={t('login:passwordRule')}
        rules={[
          r.required(t('login:newPassword')),
          r.check((p) => checkPassword(p) === null, r.rule('validation.password', t('login:newPassword'))),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="ConfirmPassword"
        label={t('login:confirmPassword')}
        dependencies={['NewPassword']}
        rules={[
          r.required(t('login:confirmPassword')),
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('NewPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(r.rule('validation.passwordMismatch', t('login:confirmPassword')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="change-password-submit">
        {t('changePassword')}
      </Button>
    </Form>
  );
}
