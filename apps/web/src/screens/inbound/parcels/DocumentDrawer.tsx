import { useQuery } from '@tanstack/react-query';
import { type PackageDetail, packageFlow, type WarehouseDocumentRow, warehouseDocumentFlow } from '@wms/contract';
import { Button, Descriptions, Drawer, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { StateTag } from '../../../components/workflow/StateTag';
import { customerName, formatDateTime } from '../../../utils/format';
import { documentApi, documentTable, type InboundScope } from './api';
import { dimensionsText, weightText } from './format';
import { GoodsTable, PackageDrawer } from './PackageDrawer';

/** Parcels of a document shown with their goods opened at once; more are opened one by one. */
const OPEN_ALL_UP_TO = 10;

/**
 * A warehouse document with its parcels, each with the goods forecast for it (GetWarehouseDocumentById):
 * the goods open under each parcel, and a parcel's number opens the parcel itself.
 */
export function DocumentDrawer({
  scope,
  row,
  onClose,
}: {
  scope: InboundScope;
  row: WarehouseDocumentRow | undefined;
  onClose(): void;
}) {
  const staff = scope === 'staff';
  const { t } = useTranslation(['inbound', 'system']);
  const table = documentTable(scope);
  const [parcel, setParcel] = useState<PackageDetail>();
  const doc = useQuery({
    queryKey: queryKeys.call(table.GetWarehouseDocumentById, { Id: row?.Id }),
    queryFn: () => documentApi(scope).GetWarehouseDocumentById({ Id: row!.Id }),
    enabled: !!row,
  });
  const d = row && doc.data?.Id === row.Id ? doc.data : undefined;
  return (
    <Drawer
      open={!!row}
      size="70%"
      onClose={onClose}
      title={row ? t('documentTitle', { number: row.Number }) : null}
      data-testid="document-drawer"
      destroyOnHidden
    >
      {d ? (
        <>
          <Descriptions column={2} bordered size="small" data-testid="document-detail">
            <Descriptions.Item label={t('documentNumber')}>{d.Number}</Descriptions.Item>
            <Descriptions.Item label={t('state')}>
              <StateTag workflow={warehouseDocumentFlow} value={d.Status} />
            </Descriptions.Item>
            {staff ? (
              <Descriptions.Item label={t('customer')}>{customerName(d.UserName, d.CustomerCode)}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('warehouse')}>{d.WarehouseName}</Descriptions.Item>
            <Descriptions.Item label={t('parcelCount')}>{d.PackageCount}</Descriptions.Item>
            <Descriptions.Item label={t('signedCount')}>{d.SignedCount}</Descriptions.Item>
            <Descriptions.Item label={t('forecastTime')}>{formatDateTime(d.CreationTime)}</Descriptions.Item>
            <Descriptions.Item label={t('finishedTime')}>{formatDateTime(d.FinishedTime)}</Descriptions.Item>
            <Descriptions.Item label={t('system:remarks')} span={2}>
              {d.Remarks}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('parcels')}
          </Typography.Title>
          <Table<PackageDetail>
            rowKey="Id"
            size="small"
            pagination={false}
            dataSource={d.Packages}
            data-testid="document-packages"
            expandable={{
              expandedRowRender: (p) => <GoodsTable goods={p.Goods} />,
              defaultExpandAllRows: d.Packages.length <= OPEN_ALL_UP_TO,
            }}
            columns={[
              {
                key: 'Number',
                dataIndex: 'Number',
                title: t('packageNumber'),
                render: (n: string, p) => (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => setParcel(p)}
                    data-testid="open-package"
                  >
                    {n}
                  </Button>
                ),
              },
              { key: 'TrackingNumber', dataIndex: 'TrackingNumber', title: t('trackingNumber') },
              {
                key: 'Status',
                dataIndex: 'Status',
                title: t('state'),
                render: (v: number) => <StateTag workflow={packageFlow} value={v} />,
              },
              { key: 'Goods', title: t('goodsLines'), align: 'right', render: (_: unknown, p) => p.Goods.length },
              { key: 'Weight', title: t('weight'), render: (_: unknown, p) => weightText(p.Weight) },
              { key: 'Dimensions', title: t('dimensions'), render: (_: unknown, p) => dimensionsText(p) },
              { key: 'SignedTime', title: t('signedTime'), render: (_: unknown, p) => formatDateTime(p.SignedTime) },
            ]}
          />
        </>
      ) : (
        <Spin spinning={doc.isFetching} />
      )}
      <PackageDrawer scope={scope} id={parcel?.Id} known={parcel} onClose={() => setParcel(undefined)} />
    </Drawer>
  );
}
