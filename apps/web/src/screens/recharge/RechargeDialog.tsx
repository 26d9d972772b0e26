import { useQuery } from '@tanstack/react-query';
import { CreateOnlineRechargeBody, formFields, RECHARGE_MINUTES } from '@wms/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useSelectList } from '../../api/options';
import { FormModal } from '../../components/form/FormModal';
import { NumberItem, SelectItem } from '../../components/form/fields';
import { useNumberRule } from '../../components/form/number';
import { useBodyRules } from '../../components/setup/bodyRules';
import { useFieldLabel } from '../../i18n/useFieldLabel';
import { newPaymentKey } from '../bills/BillDialogs';
import { placesOf } from '../quotation/prices';

interface Values {
  ConfigurationId: number;
  CurrencyId: number;
  Amount: string;
}

/** The amount as the body declares it: its places and ceiling (`zMoney`). */
const amountField = formFields(CreateOnlineRechargeBody).find((f) => f.name === 'Amount');
const bodyAmount = amountField?.kind === 'decimal' ? amountField : undefined;

/**
 * The amount, in the places of the currency picked. The currency options do not carry their
 * places, but a wallet's balance comes in exactly its currency's: with a wallet in that currency
 * the field holds the amount to them; without one the body's places stand, and the server refuses
 * more than the currency keeps (Code 2 under the field).
 */
function AmountItem() {
  const label = useFieldLabel()('Amount');
  const rules = useBodyRules();
  const numbers = useNumberRule();
  const wallets = useQuery({
    queryKey: [...queryKeys.area('UserAmountStatement'), 'wallets'],
    queryFn: () => api.UserAmountStatement.GetUserWallets({ rows: 100 }),
  });
  // Read when the rule runs: the currency the form holds then, not the one of the last render.
  const placesOfCurrency = (currencyId: unknown) => {
    const wallet = wallets.data?.Data.find((w) => w.CurrencyId === currencyId);
    return wallet ? placesOf(wallet.Balance) : bodyAmount?.decimals;
  };
  return (
    <NumberItem
      name="Amount"
      label={label}
      required
      decimals={bodyAmount?.decimals}
      max={bodyAmount?.max}
      notZero
      asText
      dependencies={['CurrencyId']}
      rules={[
        ({ getFieldValue }) =>
          numbers.rule(
            { min: 0, max: bodyAmount?.max, decimals: placesOfCurrency(getFieldValue('CurrencyId')), notZero: true },
            label,
          ),
        rules.schema(CreateOnlineRechargeBody.shape.Amount, label),
      ]}
    />
  );
}

/**
 * A customer's online recharge: the payment method (the site's enabled configurations), the
 * wallet's currency and the amount. OK sends `CreateOnlineRecharge` with an idempotency key made
 * when the dialog opens, the same key however often OK is pressed (a retry after a refusal or a
 * time-out makes one recharge), then takes the payer to the provider's page (`PayUrl`, the
 * sandbox's for the demo), which sends them back to their recharges once they decided. A refusal
 * (a provider that is not connected: Code 2 on the method) shows under its field. Render it while
 * open.
 */
export function RechargeDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('recharge');
  const label = useFieldLabel();
  const [key] = useState(newPaymentKey);
  const methods = useQuery({
    queryKey: [...queryKeys.area('UserRechargeRecord'), 'methods'],
    queryFn: () => api.UserRechargeRecord.GetOnlinePaymentMethods({}),
    select: (rows) => rows.map((m) => ({ value: m.Id, label: m.Name })),
  });
  const currencies = useSelectList('Currency');
  return (
    <FormModal<Values>
      name="rechargeOnline"
      open
      title={t('rechargeTitle')}
      okText={t('goPay')}
      onClose={onClose}
      onSubmit={async (v, o) => {
        const a = await api.UserRechargeRecord.CreateOnlineRecharge(
          { ConfigurationId: v.ConfigurationId, CurrencyId: v.CurrencyId, Amount: v.Amount, IdempotencyKey: key },
          o,
        );
        // The provider's page, in this tab: it sends the payer back to their recharges.
        window.location.assign(a.PayUrl);
        return a;
      }}
    >
      <SelectItem
        name="ConfigurationId"
        label={label('ConfigurationId')}
        required
        options={methods.data}
        loading={methods.isLoading}
        extra={methods.isSuccess && methods.data.length === 0 ? t('noMethods') : undefined}
        showSearch
        optionFilterProp="label"
      />
      <SelectItem
        name="CurrencyId"
        label={label('CurrencyId')}
        required
        options={currencies.data}
        loading={currencies.isLoading}
        showSearch
        optionFilterProp="label"
      />
      <AmountItem />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('payNote', { minutes: RECHARGE_MINUTES })}
      </Typography.Paragraph>
    </FormModal>
  );
}
