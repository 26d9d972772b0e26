import { useQuery } from '@tanstack/react-query';
import { CouponPickerType, CreateOnlineRechargeBody, formFields, Money, RECHARGE_MINUTES } from '@wms/contract';
import { Form, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { CouponPicker } from '../../../components/coupons/CouponPicker';
import { FormModal } from '../../../components/form/FormModal';
import { NumberItem, SelectItem } from '../../../components/form/fields';
import { useBodyRules } from '../../../components/setup/bodyRules';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { useLang } from '../../../i18n/useLang';
import { useMoney } from '../prices/prices';

interface Values {
  ConfigurationId: number;
  CurrencyId: number;
  Amount: string;
  UserCouponIds?: number[];
}

/** The amount as the body declares it: its places and ceiling (`zMoney`). */
const amountField = formFields(CreateOnlineRechargeBody).find((f) => f.name === 'Amount');
const bodyAmount = amountField?.kind === 'decimal' ? amountField : undefined;

/** The active currencies with their places (the picker's list, shared with the amounts shown). */
const useCurrencies = () =>
  useQuery({
    queryKey: [...queryKeys.area('Currencies'), 'options'],
    queryFn: () => api.Currencies.GetSelectCurrency(),
  });

/**
 * The amount, in the places of the currency picked (2 for CNY, 0 for JPY: the server refuses
 * more, Code 2 under the field); until one is picked, the body's places stand.
 */
function AmountItem({ extra }: { extra?: ReactNode }) {
  const label = useFieldLabel()('Amount');
  const rules = useBodyRules();
  const currencies = useCurrencies();
  const bodyPlaces = bodyAmount?.decimals ?? 0;
  return (
    <NumberItem
      name="Amount"
      label={label}
      required
      decimals={(get) => currencies.data?.find((c) => c.Value === get('CurrencyId'))?.Decimals ?? bodyPlaces}
      max={bodyAmount?.max}
      notZero
      asText
      extra={extra}
      dependencies={['CurrencyId']}
      rules={[rules.schema(CreateOnlineRechargeBody.shape.Amount, label)]}
    />
  );
}

/** What the chosen coupons add to the recharge ("Bonus"), beside the amount, in the currency
 * picked: nothing while none is chosen or no amount is entered. */
function BonusNote({ bonus }: { bonus: string }) {
  const { t } = useTranslation('recharge');
  const money = useMoney();
  const currencyId = Form.useWatch<number | undefined>('CurrencyId');
  const amount = Form.useWatch<string | undefined>('Amount');
  const currency = useCurrencies().data?.find((c) => c.Value === currencyId);
  if (Money.of(bonus).isZero() || !amount || !currency) return null;
  // In the currency's places.
  return (
    <Typography.Text type="success" data-testid="recharge-bonus">
      {t('bonusNote', { amount: money(bonus, currency.Code, currency.Decimals) })}
    </Typography.Text>
  );
}

/** The caller's recharge coupons (the picker, type 3) for the currency and amount the form holds. */
function CouponsItem({ onBonus }: { onBonus(total: string): void }) {
  const label = useFieldLabel();
  const currencyId = Form.useWatch<number | undefined>('CurrencyId');
  const amount = Form.useWatch<string | undefined>('Amount');
  return (
    <Form.Item name="UserCouponIds" label={label('UserCouponIds')}>
      <CouponPicker
        type={CouponPickerType.OwnRecharge}
        form={{ CurrencyId: currencyId, RechargeAmount: amount }}
        onChange={(_, total) => onBonus(total)}
      />
    </Form.Item>
  );
}

/**
 * The provider's page of a payment, in the console's language: the sandbox's page is ours and
 * reads it from the address (the browser's own language may be another). A provider's page
 * elsewhere is left as it was given.
 */
export function payPageUrl(payUrl: string, lang: string): string {
  if (!payUrl.startsWith('/')) return payUrl;
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
}

/**
 * A customer's online recharge: the payment method (the site's enabled configurations), the
 * wallet's currency and the amount. OK sends `CreateOnlineRecharge` with an idempotency key made
 * when the dialog opens, the same key however often OK is pressed (a retry after a refusal or a
 * time-out makes one recharge), then takes the payer to the provider's page (`PayUrl`, the
 * sandbox's for the demo), which sends them back to their recharges once they decided. Recharge
 * coupons (the picker, type 3: the caller's own, for the currency and amount entered) go as
 * `UserCouponIds`, none when none is chosen; what they add shows beside the amount. A refusal (a
 * provider that is not connected: Code 2 on the method; a coupon that cannot be used: on the
 * coupons) shows under its field. Render it while open.
 */
export function RechargeDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('recharge');
  const label = useFieldLabel();
  const [key] = useState(newIdempotencyKey);
  const [bonus, setBonus] = useState('0');
  const lang = useLang();
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
      width={880}
      initialValues={{ UserCouponIds: [] }}
      onClose={onClose}
      onSubmit={async (v, o) => {
        // The key made when the dialog opened, whatever else changed since a refused try.
        const coupons = v.UserCouponIds?.length ? v.UserCouponIds : undefined;
        const a = await api.UserRechargeRecord.CreateOnlineRecharge(
          {
            ConfigurationId: v.ConfigurationId,
            CurrencyId: v.CurrencyId,
            Amount: v.Amount,
            IdempotencyKey: key,
            UserCouponIds: coupons,
          },
          o,
        );
        // The provider's page, in this tab: it sends the payer back to their recharges.
        window.location.assign(payPageUrl(a.PayUrl, lang));
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
      <AmountItem extra={<BonusNote bonus={bonus} />} />
      <CouponsItem onBonus={setBonus} />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('payNote', { minutes: RECHARGE_MINUTES })}
      </Typography.Paragraph>
    </FormModal>
  );
}
