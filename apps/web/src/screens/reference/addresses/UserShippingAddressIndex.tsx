import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserShippingAddressRow } from '@wms/contract';
import { Card, Col, Descriptions, Empty, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useWarehouseOptions } from '../../../api/options';
import { ListCard } from '../../../components/table/ListCard';

/** The whole address as one text, in the order a courier form asks for it. */
const addressText = (a: UserShippingAddressRow) =>
  [a.Consignee, a.Phone && `+${a.PhoneCode} ${a.Phone}`, a.RegionName, a.Address, a.Postcode]
    .filter(Boolean)
    .join('\n');

/**
 * Where the customer sends its parcels: the addresses of its site's warehouses with its customer
 * code already written in, each copyable whole or field by field.
 */
export default function UserShippingAddressIndex() {
  const { t } = useTranslation(['warehouse', 'system']);
  const client = useQueryClient();
  const [warehouseId, setWarehouseId] = useState<number>();
  const warehouses = useWarehouseOptions();
  const list = useQuery({
    queryKey: [...queryKeys.area('UserShippingAddress'), warehouseId],
    queryFn: () => api.UserShippingAddress.GetShippingAddresses({ WarehouseId: warehouseId }),
  });
  const copyable = (text: string) => (text ? <Typography.Text copyable>{text}</Typography.Text> : null);

  return (
    <ListCard
      screen="UserShippingAddressIndex"
      onRefresh={() => client.invalidateQueries({ queryKey: queryKeys.area('UserShippingAddress') })}
      toolbar={
        <Select
          allowClear
          style={{ width: 240 }}
          placeholder={t('warehouse')}
          aria-label={t('warehouse')}
          options={warehouses.data ?? []}
          value={warehouseId}
          onChange={setWarehouseId}
          data-testid="address-warehouse"
        />
      }
    >
      <Spin spinning={list.isLoading}>
        {list.data?.length ? (
          <Row gutter={[16, 16]}>
            {list.data.map((a) => (
              <Col key={a.Id} xs={24} lg={12} xxl={8}>
                <Card
                  size="small"
                  data-testid="shipping-address"
                  title={
                    <Space>
                      {a.WarehouseName}
                      <Tag color="blue">{a.ShippingAddressTypeName}</Tag>
                    </Space>
                  }
                  extra={
                    <Typography.Text copyable={{ text: addressText(a), tooltips: [t('copyAll'), t('copied')] }}>
                      {t('copyAll')}
                    </Typography.Text>
                  }
                >
                  <Descriptions column={1} size="small">
                    <Descriptions.Item label={t('consignee')}>{copyable(a.Consignee)}</Descriptions.Item>
                    <Descriptions.Item label={t('system:phone')}>
                      {copyable(a.Phone && `+${a.PhoneCode} ${a.Phone}`)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('region')}>{copyable(a.RegionName)}</Descriptions.Item>
                    <Descriptions.Item label={t('detailedAddress')}>{copyable(a.Address)}</Descriptions.Item>
                    <Descriptions.Item label={t('postcode')}>{copyable(a.Postcode)}</Descriptions.Item>
                    {a.Remarks ? <Descriptions.Item label={t('system:remarks')}>{a.Remarks}</Descriptions.Item> : null}
                  </Descriptions>
                </Card>
              </Col>
            ))}
          </Row>
        ) : (
          <Empty description={list.isLoading ? null : t('noShippingAddress')} />
        )}
      </Spin>
    </ListCard>
  );
}
