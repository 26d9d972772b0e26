import { useQuery } from '@tanstack/react-query';
import {
  type LogisticsOrderDetail,
  logisticsOrderFlow,
  OrderDelivery,
  OrderLineKind,
  packageFlow,
} from '@wms/contract';
import { Button, Descriptions, Drawer, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { customerName, formatDateTime } from '../../../utils/format';
import { weightText } from '../../inbound/parcels/format';
import { type OrderScope, orderApi, orderTable } from './api';

type Line = LogisticsOrderDetail['Lines'][number];
type CustomsLine = LogisticsOrderDetail['CustomsLines'][number];
type Service = LogisticsOrderDetail['ValueAddedServices'][number];

/** The estimated freight with its currency, or nothing. */
export const freightText = (amount: string | null, currency: string | null) =>
  amount ? `${amount} ${currency ?? ''}`.trim() : '';

/**
 * An order as a whole (GetLogisticsOrderById): what, where and how it ships, its locks with their
 * times, the review note, its goods lines (parcels with their state, stock with the quantity
 * picked so far), its customs lines and its value-added services; its state history a click away.
 */
export function OrderDrawer({
  scope,
  id,
  onClose,
  onHistory,
}: {
  scope: OrderScope;
  id: number | undefined;
  onClose(): void;
  onHistory(order: { Id: number; Number: string }): void;
}) {
  const staff = scope === 'staff';
  const { t } = useTranslation(['orders', 'inbound', 'system']);
  const label = useFieldLabel();
  const table = orderTable(scope);
  const order = useQuery({
    queryKey: queryKeys.call(table.GetLogisticsOrderById, { Id: id }),
    queryFn: () => orderApi(scope).GetLogisticsOrderById({ Id: id! }),
    enabled: id !== undefined,
  });
  const d = id !== undefined && order.data?.Id === id ? order.data : undefined;
  const a = d?.Address;
  const locked = (on: boolean, time: string | null) =>
    on ? <Tag color="red">{t('lockedAt', { time: formatDateTime(time) })}</Tag> : <Tag>{t('notLocked')}</Tag>;
  return (
    <Drawer
      open={id !== undefined}
      size="70%"
      onClose={onClose}
      title={d ? t('orderTitle', { number: d.Number }) : null}
      extra={d ? <Button onClick={() => onHistory(d)}>{label('StateHistory')}</Button> : null}
      data-testid="order-drawer"
      destroyOnHidden
    >
      {d ? (
        <>
          <Descriptions column={2} bordered size="small" data-testid="order-detail">
            <Descriptions.Item label={t('orderNumber')}>{d.Number}</Descriptions.Item>
            <Descriptions.Item label={t('state')}>
              <StateTag workflow={logisticsOrderFlow} value={d.Status} />
            </Descriptions.Item>
            {staff ? (
              <Descriptions.Item label={t('customer')}>{customerName(d.UserName, d.CustomerCode)}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('warehouse')}>{d.WarehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('orderType')}>{d.OrderTypeName}</Descriptions.Item>
            <Descriptions.Item label={t('orderSource')}>{d.OrderSourceName}</Descriptions.Item>
            <Descriptions.Item label={t('shippingType')}>{d.TypeOfShippingName}</Descriptions.Item>
            <Descriptions.Item label={t('estimatedFreight')}>
              {freightText(d.EstimatedFreight, d.EstimatedCurrencyCode)}
            </Descriptions.Item>
            <Descriptions.Item label={d.Delivery === OrderDelivery.SelfPickup ? t('selfPickupPoint') : t('recipient')}>
              {d.Delivery === OrderDelivery.SelfPickup ? d.Recipient : `${a?.Contacts ?? ''} ${a?.Phone ?? ''}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('address')}>
              {[d.CountryName, a?.Province, a?.City, a?.DetailedAddress, a?.Postcode].filter(Boolean).join(' ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('declarant')}>{d.DeclarantName ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('waybillNumber')}>{d.WaybillNumber ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('declaredValue')}>{d.DeclaredValue}</Descriptions.Item>
            <Descriptions.Item label={t('customsForm')}>
              {d.CustomsForm === null ? '' : <CustomsFormName value={d.CustomsForm} />}
            </Descriptions.Item>
            <Descriptions.Item label={t('packingLock')}>
              {locked(d.PackingLocked, d.PackingLockedTime)}
            </Descriptions.Item>
            <Descriptions.Item label={t('refundLock')}>{locked(d.RefundLocked, d.RefundLockedTime)}</Descriptions.Item>
            <Descriptions.Item label={t('createdTime')}>{formatDateTime(d.CreationTime)}</Descriptions.Item>
            <Descriptions.Item label={t('reviewTime')}>{formatDateTime(d.ReviewTime)}</Descriptions.Item>
            <Descriptions.Item label={t('storeEntryTime')}>{formatDateTime(d.StoreEntryTime)}</Descriptions.Item>
            <Descriptions.Item label={t('reviewNote')} span={2}>
              <span style={{ whiteSpace: 'pre-wrap' }} data-testid="review-note">
                {d.ReviewNote}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('system:remarks')} span={2}>
              {d.Remarks}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('goods')}
          </Typography.Title>
          <Table<Line>
            rowKey="Id"
            size="small"
            pagination={false}
            dataSource={d.Lines}
            data-testid="order-detail-lines"
            columns={[
              {
                key: 'Kind',
                title: t('kind'),
                render: (_: unknown, l) =>
                  l.Kind === OrderLineKind.Package ? (
                    <Tag color="blue">{t('kindParcel')}</Tag>
                  ) : l.Kind === OrderLineKind.Commodity ? (
                    <Tag color="green">{t('kindStock')}</Tag>
                  ) : (
                    <Tag>{t('kindReturn')}</Tag>
                  ),
              },
              {
                key: 'Goods',
                title: t('goods'),
                render: (_: unknown, l) =>
                  l.Kind === OrderLineKind.Package
                    ? [l.PackageNumber, l.TrackingNumber].filter(Boolean).join(' · ')
                    : [l.CommodityCode, l.Sku, l.CommodityName].filter(Boolean).join(' · '),
              },
              {
                key: 'PackageStatus',
                title: t('inbound:state'),
                render: (_: unknown, l) =>
                  l.PackageStatus === null ? null : <StateTag workflow={packageFlow} value={l.PackageStatus} />,
              },
              { key: 'Quantity', dataIndex: 'Quantity', title: t('quantity'), align: 'right' },
              { key: 'PickedQuantity', dataIndex: 'PickedQuantity', title: t('picked'), align: 'right' },
              { key: 'Weight', title: t('inbound:weight'), render: (_: unknown, l) => weightText(l.Weight) },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('sectionCustoms')}
          </Typography.Title>
          <Table<CustomsLine>
            rowKey="Id"
            size="small"
            pagination={false}
            dataSource={d.CustomsLines}
            data-testid="order-detail-customs"
            columns={[
              { key: 'Name', dataIndex: 'Name', title: t('customsName') },
              { key: 'LocalName', dataIndex: 'LocalName', title: t('customsLocalName') },
              { key: 'HsCode', dataIndex: 'HsCode', title: t('hsCode') },
              { key: 'Quantity', dataIndex: 'Quantity', title: t('quantity'), align: 'right' },
              { key: 'Weight', dataIndex: 'Weight', title: t('customsWeight'), align: 'right' },
              { key: 'Value', dataIndex: 'Value', title: t('customsValue'), align: 'right' },
              { key: 'OriginCountryName', dataIndex: 'OriginCountryName', title: t('origin') },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('services')}
          </Typography.Title>
          <Table<Service>
            rowKey="Id"
            size="small"
            pagination={false}
            dataSource={d.ValueAddedServices}
            data-testid="order-detail-services"
            columns={[
              { key: 'Name', dataIndex: 'Name', title: t('service') },
              {
                key: 'PerformedTime',
                dataIndex: 'PerformedTime',
                title: t('performedTime'),
                render: formatDateTime,
              },
            ]}
          />
        </>
      ) : (
        <Spin spinning={order.isFetching} />
      )}
    </Drawer>
  );
}

/** CN22 or CN23 as `/Select/GetCustomsForm` names it. */
function CustomsFormName({ value }: { value: number }) {
  const forms = useSelectList('CustomsForm');
  return <>{forms.data?.find((o) => o.value === value)?.label ?? ''}</>;
}
