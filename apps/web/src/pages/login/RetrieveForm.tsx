import { checkPassword } from '@wms/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { encryptPassword } from '../../api/crypto';
import { toast } from '../../api/notify';
import { showServerError } from '../../components/form/serverError';
import type { PuzzleTicket } from './puzzle-hook';
import { PhoneFields, passwordRules, SMS_CALL, SmsCodeField } from './shared';

/** Retrieve password with a text-message code (customer or staff call by login mode). */
export default function RetrieveForm({
  staff,
  ask,
  onDone,
}: {
  staff: boolean;
  ask(): Promise<PuzzleTicket | null>;
  onDone(): void;
}) {
  const { t } = useTranslation('login');
  const [form] = Form.useForm();
  const [phoneKey, setPhoneKey] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (v: Record<string, string>) => {
    if (!phoneKey) {
      form.setFields([{ name: 'PhoneNumberCode', errors: [t('smsCodeRequired')] }]);
      return;
    }
    setBusy(true);
    try {
      await (staff ? api.Account.RetrievePasswordPhoneSms : api.Account.RetrievePasswordPhoneSmsUser)(
        {
          PhoneCode: v.PhoneCode as '86',
          PhoneNumber: v.PhoneNumber!,
          PhoneNumberCode: v.PhoneNumberCode!,
          PhoneKey: phoneKey,
          Password: await encryptPassword(v.Password!),
        },
        SMS_CALL,
      );
      toast('success', t('retrieveSuccess'), undefined, 4);
      onDone();
    } catch (e) {
      showServerError(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} name="retrieve">
      <Form.Item>
        <PhoneFields />
      </Form.Item>
      <SmsCodeField
        form={form}
        ask={ask}
        onKey={setPhoneKey}
        send={(b) =>
          (staff ? api.Account.GetRetrievePasswordSmsCaptcha : api.Account.GetUserRetrievePasswordSmsCaptcha)(
            b as never,
            SMS_CALL,
          )
        }
      />
      <Form.Item name="Password" rules={passwordRules(t, checkPassword)}>
        <Input.Password placeholder={t('newPassword')} autoComplete="new-password" />
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
      <Button type="primary" htmlType="submit" block loading={busy} size="large">
        {t('retrieveSubmit')}
      </Button>
      <Button type="link" block onClick={onDone}>
        {t('haveAccount')}
      </Button>
    </Form>
  );
}
