import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { showServerError } from '../../components/form/serverError';
import type { TokenPair } from '../../stores/session';
import { Agreement, requireAgreement } from './agreement';
import type { PuzzleTicket } from './puzzle-hook';
import { PhoneFields, SMS_CALL, SmsCodeField } from './shared';

/** Sign-in with a text-message code (customer or staff call by login mode). */
export default function SmsForm({
  staff,
  ask,
  onSignedIn,
}: {
  staff: boolean;
  ask(): Promise<PuzzleTicket | null>;
  onSignedIn(pair: TokenPair): void;
}) {
  const { t } = useTranslation('login');
  const [form] = Form.useForm();
  const [phoneKey, setPhoneKey] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (v: { PhoneCode: string; PhoneNumber: string; PhoneNumberCode: string }) => {
    if (!requireAgreement(t('agreementRequired'))) return;
    if (!phoneKey) {
      form.setFields([{ name: 'PhoneNumberCode', errors: [t('smsCodeRequired')] }]);
      return;
    }
    setBusy(true);
    try {
      onSignedIn(
        await (staff ? api.Account.SignInPhoneCode : api.Account.SignInPhoneCodeUser)(
          {
            PhoneCode: v.PhoneCode as '86',
            PhoneNumber: v.PhoneNumber,
            PhoneNumberCode: v.PhoneNumberCode,
            PhoneKey: phoneKey,
            MenuClassification: 1,
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
      size="large"
      onFinish={(v) => void submit(v)}
      requiredMark={false}
      name="sms-login"
    >
      <Form.Item>
        <PhoneFields />
      </Form.Item>
      <SmsCodeField
        form={form}
        ask={ask}
        onKey={setPhoneKey}
        send={(b) =>
          (staff ? api.Account.GetLoginSmsCaptcha : api.Account.GetUserLoginSmsCaptcha)(b as never, SMS_CALL)
        }
      />
      <Agreement />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('signIn')}
      </Button>
    </Form>
  );
}
