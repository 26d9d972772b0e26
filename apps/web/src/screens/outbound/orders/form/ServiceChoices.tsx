import { useQuery } from '@tanstack/react-query';
import type { ServiceGroupingChoice } from '@wms/contract';
import { Checkbox, Empty, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../api/client';
import { queryKeys } from '../../../../api/keys';
import type { OrderScope } from '../api';

/** Every grouping with its active services, as the order form offers them. A customer reads them
 * in one call; staff put the same together from the groupings' and services' pickers and each
 * grouping's services (quietly: a grouping staff cannot read offers nothing). */
async function staffGroupings(): Promise<ServiceGroupingChoice[]> {
  const [groupings, services] = await Promise.all([
    api.LogisticsValueAddedServicesQuotationGrouping.GetSelectTableLogisticsValueAddedServicesQuotationGroupings({
      rows: 100,
    }),
    api.LogisticsValueAddedServicesQuotation.GetSelectTableLogisticsValueAddedServicesQuotations({
      rows: 100,
      IsDeactivate: false,
    }),
  ]);
  const byId = new Map(services.Data.map((s) => [s.Id, s]));
  const members = await Promise.all(
    groupings.Data.map((g) =>
      api.LogisticsValueAddedServicesQuotationGrouping.GetEditLogisticsValueAddedServicesQuotationGrouping(
        { Id: g.Id },
        { silent: true },
      ).then(
        (d) => d.ServiceIds,
        () => [] as number[],
      ),
    ),
  );
  return groupings.Data.map((g, i) => ({
    Id: g.Id,
    Name: g.Name,
    MultipleChoice: g.MultipleChoice,
    Explain: g.Explain,
    Services: members[i]!.flatMap((id) => {
      const s = byId.get(id);
      return s
        ? [
            {
              Id: s.Id,
              Name: s.Name,
              Method: s.Method,
              Price: s.Price,
              CurrencyCode: s.CurrencyCode,
              Explain: s.Explain,
            },
          ]
        : [];
    }),
  })).filter((g) => g.Services.length > 0);
}

export function useServiceGroupings(scope: OrderScope) {
  return useQuery({
    queryKey:
      scope === 'staff'
        ? [...queryKeys.area('LogisticsValueAddedServicesQuotationGrouping'), 'order-form']
        : queryKeys.call({ controller: 'UserAvailableQuotation', action: 'GetValueAddedServiceGroupings' }),
    queryFn: () =>
      scope === 'staff' ? staffGroupings() : api.UserAvailableQuotation.GetValueAddedServiceGroupings({}),
  });
}

/**
 * The value-added services of the order, chosen per grouping: one of a single-choice grouping
 * (a radio, which a second click leaves), any of a multiple-choice one. The value is every chosen
 * service's id, as the body takes them.
 */
export function ServiceChoices({
  scope,
  value,
  onChange,
}: {
  scope: OrderScope;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const { t } = useTranslation('orders');
  const groupings = useServiceGroupings(scope);
  const chosen = value ?? [];
  if (!groupings.data?.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noServices')} style={{ margin: 0 }} />;
  const price = (s: ServiceGroupingChoice['Services'][number]) => `${s.Name} (${s.Price} ${s.CurrencyCode})`;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="service-choices">
      {groupings.data.map((g) => {
        const ids = g.Services.map((s) => s.Id);
        const others = chosen.filter((id) => !ids.includes(id));
        const mine = chosen.filter((id) => ids.includes(id));
        return (
          <div key={g.Id} data-testid={`grouping-${g.Id}`}>
            <Typography.Text strong>{g.Name}</Typography.Text>{' '}
            <Typography.Text type="secondary">{g.MultipleChoice ? t('anyOf') : t('oneOf')}</Typography.Text>
            <div>
              {g.MultipleChoice ? (
                <Checkbox.Group
                  value={mine}
                  onChange={(v) => onChange?.([...others, ...(v as number[])])}
                  options={g.Services.map((s) => ({ value: s.Id, label: price(s) }))}
                />
              ) : (
                <Radio.Group value={mine[0]}>
                  {g.Services.map((s) => (
                    <Radio
                      key={s.Id}
                      value={s.Id}
                      // A second click on the chosen one leaves the grouping unchosen.
                      onClick={() => onChange?.(mine[0] === s.Id ? others : [...others, s.Id])}
                    >
                      {price(s)}
                    </Radio>
                  ))}
                </Radio.Group>
              )}
            </div>
            {g.Explain ? <Typography.Text type="secondary">{g.Explain}</Typography.Text> : null}
          </div>
        );
      })}
    </Space>
  );
}
