import { useQuery } from '@tanstack/react-query';
import { calls, type SelectListName, type UserAvailableQuotationDetail } from '@wms/contract';
import { Descriptions, Drawer, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

type Line = NonNullable<UserAvailableQuotationDetail['Transfer']>['Lines'][number];

/** An option list's name for a value ("Weight brackets"), as the staff screens show it. */
function useNameOf(list: SelectListName) {
  const options = useSelectList(list);
  return (v: number | undefined) => options.data?.find((o) => o.value === v)?.label ?? '';
}

/**
 * One of the customer's prices with its figures (GetUserAvailableQuotationById): a freight price's
 * lines with their countries, first weight and steps or brackets and minimum charge; storage's free
 * days and price per day; warehousing's three fees; a service's price. Amounts in its currency.
 */
export function UserPriceDrawer({ id, onClose }: { id: number | undefined; onClose(): void }) {
  const { t } = useTranslation('quotation');
  const label = useFieldLabel();
  const call = calls.UserAvailableQuotation.GetUserAvailableQuotationById;
  const detail = useQuery({
    queryKey: queryKeys.call(call, { Id: id }),
    queryFn: () => api.UserAvailableQuotation.GetUserAvailableQuotationById({ Id: id! }),
    enabled: id !== undefined,
  });
  const rounding = useNameOf('PriceRounding');
  const mode = useNameOf('FreightPricingMode');
  const basis = useNameOf('StorageChargeBasis');
  const method = useNameOf('ServicePricing');
  const d = detail.data?.Id === id ? detail.data : undefined;
  const money = (v: string | undefined) => (v === undefined ? '' : `${v} ${d?.CurrencyCode ?? ''}`);
  const kg = (v: string | undefined) => (v === undefined ? '' : t('kg', { q: v }));
  const lineColumns = [
    {
      key: 'Countries',
      title: t('countries'),
      render: (_: unknown, l: Line) => (
        <>
          {l.ZoneName ? <div style={{ fontWeight: 500 }}>{l.ZoneName}</div> : null}
          {l.Countries.join(', ')}
        </>
      ),
    },
    ...(d?.Transfer?.Lines.some((l) => l.FirstPrice !== undefined)
      ? [
          {
            key: 'First',
            title: label('FirstWeight'),
            render: (_: unknown, l: Line) => `${kg(l.FirstWeight)} · ${money(l.FirstPrice)}`,
          },
          {
            key: 'Step',
            title: label('StepWeight'),
            render: (_: unknown, l: Line) => `${kg(l.StepWeight)} · ${money(l.StepPrice)}`,
          },
        ]
      : [
          {
            key: 'Brackets',
            title: label('Brackets'),
            render: (_: unknown, l: Line) =>
              l.Brackets.map((b) => (
                <div key={b.UpTo}>
                  ≤ {kg(b.UpTo)}: {money(b.Price)} {b.PerKg ? <Tag>{label('PerKg')}</Tag> : null}
                </div>
              )),
          },
        ]),
    { key: 'MinimumCharge', title: label('MinimumCharge'), render: (_: unknown, l: Line) => money(l.MinimumCharge) },
  ];
  return (
    <Drawer
      open={id !== undefined}
      size="70%"
      onClose={onClose}
      title={d ? `${d.KindName} · ${d.QuotationName}` : null}
      data-testid="price-figures"
      destroyOnHidden
    >
      {d ? (
        <>
          <Descriptions column={2} bordered size="small" data-testid="price-detail">
            <Descriptions.Item label={label('Target')}>{d.Target}</Descriptions.Item>
            <Descriptions.Item label={label('Currency')}>{d.CurrencyCode}</Descriptions.Item>
            <Descriptions.Item label={label('Rounding')}>{rounding(d.Rounding)}</Descriptions.Item>
            <Descriptions.Item label={label('Special')}>
              {d.Special ? <Tag color="gold">✓</Tag> : '—'}
            </Descriptions.Item>
            {d.Transfer ? (
              <Descriptions.Item label={label('PricingMode')} span={2}>
                {mode(d.Transfer.PricingMode)}
              </Descriptions.Item>
            ) : null}
            {d.Storage ? (
              <>
                <Descriptions.Item label={label('FreeDays')}>{d.Storage.FreeDays}</Descriptions.Item>
                <Descriptions.Item label={label('ChargeBasis')}>{basis(d.Storage.ChargeBasis)}</Descriptions.Item>
                <Descriptions.Item label={label('PricePerDay')} span={2}>
                  {money(d.Storage.PricePerDay)}
                </Descriptions.Item>
              </>
            ) : null}
            {d.Warehousing ? (
              <>
                <Descriptions.Item label={label('PerPackageSigned')}>
                  {money(d.Warehousing.PerPackageSigned)}
                </Descriptions.Item>
                <Descriptions.Item label={label('PerItemShelved')}>
                  {money(d.Warehousing.PerItemShelved)}
                </Descriptions.Item>
                <Descriptions.Item label={label('PerInspection')}>
                  {money(d.Warehousing.PerInspection)}
                </Descriptions.Item>
              </>
            ) : null}
            {d.Service ? (
              <>
                <Descriptions.Item label={label('Method')}>{method(d.Service.Method)}</Descriptions.Item>
                <Descriptions.Item label={label('Price')}>{money(d.Service.Price)}</Descriptions.Item>
                <Descriptions.Item label={label('Explain')} span={2}>
                  {d.Service.Explain}
                </Descriptions.Item>
              </>
            ) : null}
          </Descriptions>
          {d.Transfer ? (
            <Table<Line>
              style={{ marginTop: 16 }}
              rowKey={(_, i) => String(i)}
              size="small"
              pagination={false}
              dataSource={d.Transfer.Lines}
              columns={lineColumns}
              data-testid="price-lines"
            />
          ) : null}
        </>
      ) : (
        <Spin spinning={detail.isFetching} />
      )}
    </Drawer>
  );
}
