import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Radio, Space, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../../api/keys';
import { goodsApi, type OrderScope } from '../api';
import type { TrialBody } from './orderForm';

/** A channel as the freight trial answers it. */
type TrialChannel = Awaited<ReturnType<ReturnType<typeof goodsApi>['trial']['GetFreightTrial']>>[number];

/** The freight trial for the order as filled so far: staff at the customer's prices. Kept while
 * a new one runs, so the channels do not flicker as a quantity is typed. */
export function useFreightTrial(scope: OrderScope, body: TrialBody | null, customerId: number | undefined) {
  const sent = body && scope === 'staff' ? { ...body, CustomerId: customerId } : body;
  const table = scope === 'staff' ? 'FreightTrial' : 'UserFreightTrial';
  return useQuery({
    queryKey: queryKeys.call({ controller: table, action: 'GetFreightTrial' }, sent),
    queryFn: () =>
      goodsApi(scope).trial.GetFreightTrial(
        sent as Parameters<ReturnType<typeof goodsApi>['trial']['GetFreightTrial']>[0],
        {
          silent: true,
        },
      ),
    enabled: !!sent,
    placeholderData: keepPreviousData,
  });
}

/**
 * The shipping type of the order: only the channels the freight trial prices for its destination,
 * weight, sizes and cargo types (cheapest first, as the trial answers them), each with its price;
 * under the chosen one its price in detail and the customs form its threshold asks for (CN22 below
 * it, CN23 at or above). A channel the goods no longer fit is unchosen.
 */
export function ChannelChoice({
  scope,
  body,
  customerId,
  value,
  onChange,
}: {
  scope: OrderScope;
  body: TrialBody | null;
  customerId?: number;
  value?: number;
  onChange?: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  const trial = useFreightTrial(scope, body, customerId);
  const priced: TrialChannel[] = body ? (trial.data ?? []).filter((c) => c.Priced) : [];
  const answered = !!body && trial.isSuccess && !trial.isPlaceholderData;
  const offered = priced.some((c) => c.TypeOfShippingId === value);
  useEffect(() => {
    if (answered && value !== undefined && !offered) onChange?.(undefined);
  }, [answered, value, offered, onChange]);
  if (!body) return <Typography.Text type="secondary">{t('trialWaits')}</Typography.Text>;
  if (trial.isError) return <Alert type="error" showIcon title={(trial.error as Error).message} />;
  if (!trial.data) return <Spin />;
  if (!priced.length) return <Alert type="warning" showIcon title={t('noChannel')} data-testid="no-channel" />;
  const chosen = priced.find((c) => c.TypeOfShippingId === value);
  return (
    <Spin spinning={trial.isFetching}>
      <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as number)} data-testid="channels">
        <Space orientation="vertical">
          {priced.map((c) => (
            <Radio key={c.TypeOfShippingId} value={c.TypeOfShippingId}>
              <span data-testid={`channel-${c.TypeOfShippingId}`}>
                {c.TypeOfShippingName}
                {c.CarrierName ? <Typography.Text type="secondary"> · {c.CarrierName}</Typography.Text> : null}
                {' — '}
                <Typography.Text strong>{t('price', { total: c.Total, currency: c.Currency })}</Typography.Text>
                <Typography.Text type="secondary"> · {t('chargeable', { weight: c.ChargeableWeight })}</Typography.Text>
              </span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {chosen ? (
        <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }} data-testid="trial-price">
          <Descriptions.Item label={t('estimatedFreight')}>
            <Typography.Text strong data-testid="trial-total">
              {t('price', { total: chosen.Total, currency: chosen.Currency })}
            </Typography.Text>
            {chosen.Converted ? (
              <Typography.Text type="secondary">
                {' '}
                ≈ {t('price', { total: chosen.Converted.Total, currency: chosen.Converted.Currency })}
              </Typography.Text>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('quotation')}>{chosen.QuotationName}</Descriptions.Item>
          {chosen.Lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the trial's lines have no id and never move
            <Descriptions.Item key={i} label={l.Name}>
              {l.Quantity ? `${l.Quantity} · ` : ''}
              {l.Amount}
            </Descriptions.Item>
          ))}
          {chosen.CustomsForm ? (
            // The trial names the form in the reader's language, by the channel's threshold.
            <Descriptions.Item label={t('customsForm')}>
              <Tag color={chosen.CustomsForm.startsWith('CN23') ? 'orange' : 'blue'} data-testid="customs-form">
                {chosen.CustomsForm}
              </Tag>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
    </Spin>
  );
}
