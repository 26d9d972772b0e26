import { calls, message, type OnlinePaymentConfigurationRow, OnlinePaymentType } from '@wms/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelectList } from '../../../api/options';
import { SelectItem } from '../../../components/form/fields';
import { useRules } from '../../../components/form/rules';
import { BodyFields } from '../../../components/setup/BodyFields';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';

const { OnlinePaymentConfiguration: Config } = calls;
const addBody = Config.AddOnlinePaymentConfiguration.body;
const editBody = Config.EditOnlinePaymentConfiguration.body;
/** The form's values (the key only when typed). */
interface Values {
  Name: string;
  Type: number;
  AppId?: string;
  MerchantId?: string;
  Secret?: string;
  Encryption?: number | null;
  Remarks?: string;
  IsDeactivate?: boolean;
}

/** The fields drawn from the edit call's body before and after the key and the signing. */
const headBody = editBody.pick({ Name: true, Type: true, AppId: true, MerchantId: true });
const tailBody = editBody.pick({ Remarks: true, IsDeactivate: true });

/** Only WeChat Pay says how it signs; another provider keeps no signing. */
const signingOf = (v: Pick<Values, 'Type' | 'Encryption'>) =>
  v.Type === OnlinePaymentType.WeChatPay ? (v.Encryption ?? null) : null;

/**
 * The key a provider signs with: written, never read back. Required when adding; on an edit the
 * field starts empty, says which key is kept (its last four characters), and left empty keeps it.
 */
function SecretItem({ editing }: { editing: OnlinePaymentConfigurationRow | null }) {
  const { t } = useTranslation('recharge');
  const label = useFieldLabel()('Secret');
  const r = useRules();
  const rules = useBodyRules();
  const schema = (editing ? editBody : addBody).shape.Secret;
  return (
    <Form.Item
      name="Secret"
      label={label}
      rules={[...(editing ? [] : [r.required(label)]), rules.schema(schema, label)]}
      extra={t('secretNote')}
      validateFirst
    >
      <Input.Password
        placeholder={editing ? t('secretKeep', { hint: editing.SecretHint }) : r.enter(label)}
        autoComplete="new-password"
      />
    </Form.Item>
  );
}

/** How WeChat Pay signs, asked only while the provider picked is WeChat Pay. */
function EncryptionItem() {
  const label = useFieldLabel();
  const type = Form.useWatch('Type', Form.useFormInstance());
  const options = useSelectList('WeChatEncryption');
  return type === OnlinePaymentType.WeChatPay ? (
    <SelectItem
      name="Encryption"
      label={label('Encryption')}
      options={options.data}
      loading={options.isLoading}
      showSearch
      optionFilterProp="label"
    />
  ) : null;
}

/**
 * The payment providers the site takes (docs/domain.md, "Recharges and online payments"): name,
 * provider, app id, merchant number, the key (written, listed by its last four characters only)
 * and, for WeChat Pay, how it signs. A configuration recharges went through cannot be deleted
 * (the server says so and suggests deactivating it: the form's switch).
 */
export default function OnlinePaymentConfigurationIndex() {
  const { t } = useTranslation('recharge');
  const lang = useLang();
  const kind = message(lang, 'record.paymentConfiguration');
  const title = kind.charAt(0).toUpperCase() + kind.slice(1);
  const encryption = useSelectList('WeChatEncryption');
  return (
    <SetupList<typeof Config.GetOnlinePaymentConfigurations, Values>
      screen="OnlinePaymentConfigurationIndex"
      list={Config.GetOnlinePaymentConfigurations}
      kind={kind}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'Type', title: t('provider'), list: { name: 'OnlinePaymentTypes', search: true } },
        { key: 'AppId' },
        { key: 'MerchantId' },
        { key: 'SecretHint' },
        {
          key: 'Encryption',
          render: (v: number | null, r) =>
            r.Type === OnlinePaymentType.WeChatPay ? (encryption.data?.find((o) => o.value === v)?.label ?? '') : '',
        },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{
        call: Config.AddOnlinePaymentConfiguration,
        label: title,
        body: (v) => ({ ...v, Encryption: signingOf(v) }),
      }}
      edit={{
        call: Config.EditOnlinePaymentConfiguration,
        label: title,
        // The key is never answered: the form starts without one.
        values: (r) => ({
          Name: r.Name,
          Type: r.Type,
          AppId: r.AppId,
          MerchantId: r.MerchantId,
          Encryption: r.Encryption,
          Remarks: r.Remarks,
          IsDeactivate: r.IsDeactivate,
        }),
        // Left empty, the key stays as it is: nothing is sent for it.
        body: ({ Secret, ...v }, r) => ({ ...v, ...(Secret ? { Secret } : {}), Encryption: signingOf(v), Id: r.Id }),
      }}
      initialValues={{ Type: OnlinePaymentType.Sandbox }}
      remove={Config.DeleteOnlinePaymentConfiguration}
      formColumns={2}
      form={(editing) => (
        <>
          <BodyFields body={headBody} editing={!!editing} labels={{ Type: t('provider') }} />
          <SecretItem editing={editing} />
          <EncryptionItem />
          <BodyFields body={tailBody} editing={!!editing} />
        </>
      )}
    />
  );
}
