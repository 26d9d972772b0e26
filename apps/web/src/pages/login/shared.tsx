import { isMobilePhone, PHONE_CODES } from '@wms/contract';
import { Button, Form, Input, Select, Space } from 'antd';
import type { FormInstance } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../api/notify';
import { showServerError } from '../../components/form/serverError';
import type { PuzzleTicket } from './puzzle-hook';

export const RESEND_SECONDS = 60;

/** Options of the SMS calls (send a code, sign in, register, retrieve): no session yet, and quiet, as
 * every caller is a form that puts a Code 2 (an unknown phone, a wrong code) under its field and
 * toasts the rest. Customer calls end in `User`; staff have their own. */
export const SMS_CALL = { anonymous: true, silent: true } as const;

/** Phone code (86 / 852 / 853 / 886) and mobile number, checked against the code's rule. */
export function PhoneFields() {
  const { t } = useTranslation('login');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item name="PhoneCode" initialValue="86" noStyle>
        <Select
          style={{ width: 96 }}
          aria-label={t('phoneCode')}
          options={PHONE_CODES.map((c) => ({ value: c, label: `+${c}` }))}
        />
      </Form.Item>
      <Form.Item
        name="PhoneNumber"
        style={{ flex: 1, marginBottom: 0 }}
        dependencies={['PhoneCode']}
        rules={[
          { required: true, whitespace: true, message: t('phoneRequired') },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              !v || isMobilePhone(v.trim(), getFieldValue('PhoneCode'))
                ? Promise.resolve()
                : Promise.reject(new Error(t('phoneInvalid'))),
          }),
        ]}
      >
        <Input placeholder={t('phone')} inputMode="tel" autoComplete="tel-national" />
      </Form.Item>
    </Space.Compact>
  );
}

/**
 * The SMS code field with its send button. Sending needs a solved puzzle (the server asks a
 * fresh ticket for every send), then waits 60 s before the next.
 */
export function SmsCodeField({
  form,
  ask,
  send,
  onKey,
}: {
  form: FormInstance;
  ask(): Promise<PuzzleTicket | null>;
  send(body: {
    PhoneCode: string;
    PhoneNumber: string;
    Captcha: string;
    CaptchaKey: string;
  }): Promise<{ PhoneKey: string }>;
  onKey(key: string): void;
}) {
  const { t } = useTranslation('login');
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((l) => l - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  const click = async () => {
    try {
      await form.validateFields(['PhoneCode', 'PhoneNumber']);
    } catch {
      return;
    }
    const ticket = await ask();
    if (!ticket) return;
    setBusy(true);
    try {
      const { PhoneKey } = await send({
        PhoneCode: form.getFieldValue('PhoneCode'),
        PhoneNumber: String(form.getFieldValue('PhoneNumber') ?? '').trim(),
        ...ticket,
      });
      onKey(PhoneKey);
      setLeft(RESEND_SECONDS);
      toast('success', t('codeSent'), undefined, 3);
    } catch (e) {
      // An unknown or already registered phone lands under the phone field.
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item
      name="PhoneNumberCode"
      rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('smsCodeRequired') }]}
    >
      <Input
        placeholder={t('smsCode')}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        suffix={
          <Button type="link" size="small" disabled={left > 0} loading={busy} onClick={() => void click()}>
            {left > 0 ? t('resendIn', { seconds: left }) : t('sendCode')}
          </Button>
        }
      />
    </Form.Item>
  );
}

export const passwordRules = (t: (k: 'passwordRule') => string, check: (v: string) => string | null) => [
  {
    validator: (_: unknown, v: string | undefined) =>
      v && check(v) === null ? Promise.resolve() : Promise.reject(new Error(t('passwordRule'))),
  },
];
