import { checkPassword, isUserName } from '@wms/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { encryptPassword } from '../../api/crypto';
import { showServerError } from '../../components/form/serverError';
import type { TokenPair } from '../../stores/session';
import { Agreement, requireAgreement } from './agreement';
import type { PuzzleTicket } from './puzzle-hook';
import { PhoneFields, passwordRules, SMS_CALL, SmsCodeField } from './shared';

/** Customer registration with a text-message code; keeps the referrer of the link
 * (`?activeIndex=register&referrer=C100003`). Registering signs the customer in. */
export default function RegisterForm({
  referrer,
  ask,
  onSignedIn,
  onBack,
}: {
  referrer: string;
  ask(): Promise<PuzzleTicket | null>;
  onSignedIn(pair: TokenPair): void;
  onBack(): void;
}) {
  const { t } = useTranslation('login');
  const [form] = Form.useForm();
  const [phoneKey, setPhoneKey] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (v: Record<string, string>) => {
    if (!requireAgreement(t('agreementRequired'))) return;
    if (!phoneKey) {
      form.setFields([{ name: 'PhoneNumberCode', errors: [t('smsCodeRequired')] }]);
      return;
    }
    setBusy(true);
    try {
      onSignedIn(
        await api.Account.RegisterUser(
          {
            UserName: v.UserName!,
            Password: await encryptPassword(v.Password!),
            PhoneCode: v.PhoneCode as '86',
            PhoneNumber: v.PhoneNumber!,
            PhoneNumberCode: v.PhoneNumberCode!,
            PhoneKey: phoneKey,
            NickName: v.NickName,
            Email: v.Email,
            Referrer: v.Referrer,
          },
          SMS_CALL,
        ),
      );
    } catch (e) {
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      requiredMark={false}
      initialValues={{ Referrer: referrer }}
      name="register"
    >
      <Form.Item
        name="UserName"
        rules={[
          { required: true, whitespace: true, message: t('usernameRequired') },
          {
            validator: (_, v?: string) =>
              !v || isUserName(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('usernameRule'))),
          },
        ]}
      >
        <Input placeholder={t('username')} maxLength={32} autoComplete="username" />
      </Form.Item>
      <Form.Item name="Password" rules={passwordRules(t, checkPassword)}>
        <Input.Password placeholder={t('password')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="Confirm"
        dependencies={['Password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              v === getFieldValue('Password') ? Promise.resolve() : Promise.reject(new Error(t('passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password placeholder={t('confirmPassword')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <PhoneFields />
      </Form.Item>
      <SmsCodeField
        form={form}
        ask={ask}
        onKey={setPhoneKey}
        send={(b) => api.Account.GetRegisterSmsCaptcha(b as never, SMS_CALL)}
      />
      <Form.Item name="NickName">
        <Input placeholder={t('nickName')} maxLength={64} />
      </Form.Item>
      <Form.Item name="Email">
        <Input placeholder={t('email')} type="email" />
      </Form.Item>
      <Form.Item name="Referrer">
        <Input placeholder={t('referrer')} maxLength={32} />
      </Form.Item>
      <Agreement />
      <Button type="primary" htmlType="submit" block loading={busy} size="large">
        {t('registerSubmit')}
      </Button>
      <Button type="link" block onClick={onBack}>
        {t('haveAccount')}
      </Button>
    </Form>
  );
}
