import { useQuery } from '@tanstack/react-query';
import { type PackageDetail, packageFlow } from '@wms/contract';
import { Button, Descriptions, Drawer, Empty, Modal, Space, Spin, Table, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/keys';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import { usePermi } from '../../../components/perm';
import { YesNoTag } from '../../../components/table/cell';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { customerName, formatDateTime } from '../../../utils/format';
import { type InboundScope, packageApi, packageTable } from './api';
import { dimensionsText, PlaceText, weightText } from './format';

type Goods = PackageDetail['Goods'][number];

/** A parcel's goods as forecast: name, quantity, prices and the commodity it is, if one. */
export function GoodsTable({ goods }: { goods: Goods[] }) {
  const { t } = useTranslation('inbound');
  return (
    <Table<Goods>
      rowKey="Id"
      size="small"
      pagination={false}
      dataSource={goods}
      data-testid="package-goods"
      locale={{ emptyText: t('noGoods') }}
      columns={[
        { key: 'ProductName', dataIndex: 'ProductName', title: t('productName') },
        { key: 'Quantity', dataIndex: 'Quantity', title: t('quantity'), align: 'right' },
        { key: 'UnitPrice', dataIndex: 'UnitPrice', title: t('unitPrice'), align: 'right' },
        { key: 'PurchasePrice', dataIndex: 'PurchasePrice', title: t('purchasePrice'), align: 'right' },
        { key: 'CommodityCode', dataIndex: 'CommodityCode', title: t('commodity') },
      ]}
    />
  );
}

/** Photos as thumbnails; each is a button (reachable with Tab, opened with Enter) that shows the
 * photo large. */
export function Photos({ urls, testId = 'photos' }: { urls: string[]; testId?: string }) {
  const { t } = useTranslation('inbound');
  const [open, setOpen] = useState<number | null>(null);
  if (!urls.length) return <Typography.Text type="secondary">{t('noPhotos')}</Typography.Text>;
  return (
    <>
      <Space wrap data-testid={testId}>
        {urls.map((url, i) => (
          <button
            type="button"
            key={url}
            onClick={() => setOpen(i)}
            aria-label={t('photoN', { n: i + 1 })}
            style={{ padding: 0, border: '1px solid #d9d9d9', borderRadius: 4, background: 'none', cursor: 'zoom-in' }}
          >
            <img src={url} alt={t('photoN', { n: i + 1 })} width={96} height={96} style={{ objectFit: 'cover' }} />
          </button>
        ))}
      </Space>
      <Modal
        open={open !== null}
        footer={null}
        width={760}
        title={open === null ? null : t('photoN', { n: open + 1 })}
        onCancel={() => setOpen(null)}
      >
        {open !== null ? <img src={urls[open]} alt={t('photoN', { n: open + 1 })} style={{ width: '100%' }} /> : null}
      </Modal>
    </>
  );
}

/** Everything about one parcel: where it is and what it weighs, its goods, photos and inspections. */
export function PackageDetailView({ p, staff }: { p: PackageDetail; staff: boolean }) {
  const { t } = useTranslation(['inbound', 'system']);
  const section = (title: string, body: ReactNode) => (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {title}
      </Typography.Title>
      {body}
    </>
  );
  return (
    <div data-testid="package-detail">
      <Descriptions column={2} bordered size="small">
        <Descriptions.Item label={t('packageNumber')}>{p.Number}</Descriptions.Item>
        <Descriptions.Item label={t('trackingNumber')}>{p.TrackingNumber}</Descriptions.Item>
        <Descriptions.Item label={t('documentNumber')}>{p.DocumentNumber}</Descriptions.Item>
        {staff ? (
          <Descriptions.Item label={t('customer')}>{customerName(p.UserName, p.CustomerCode)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('warehouse')}>{p.WarehouseName}</Descriptions.Item>
        <Descriptions.Item label={t('state')}>
          <StateTag workflow={packageFlow} value={p.Status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('weight')}>{weightText(p.Weight)}</Descriptions.Item>
        <Descriptions.Item label={t('dimensions')}>{dimensionsText(p)}</Descriptions.Item>
        <Descriptions.Item label={t('volumeWeight')}>{weightText(p.VolumeWeight)}</Descriptions.Item>
        <Descriptions.Item label={t('place')}>
          <PlaceText row={p} />
        </Descriptions.Item>
        <Descriptions.Item label={t('needsInspection')}>
          <YesNoTag value={p.NeedsInspection} />
        </Descriptions.Item>
        <Descriptions.Item label={t('incompleteReason')}>{p.IncompleteReason}</Descriptions.Item>
        <Descriptions.Item label={t('storageDays')}>{p.StorageDays ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('signedTime')}>{formatDateTime(p.SignedTime)}</Descriptions.Item>
        <Descriptions.Item label={t('shelvedTime')}>{formatDateTime(p.ShelvedTime)}</Descriptions.Item>
        <Descriptions.Item label={t('forecastTime')}>{formatDateTime(p.CreationTime)}</Descriptions.Item>
        <Descriptions.Item label={t('system:remarks')} span={2}>
          {p.Remarks}
        </Descriptions.Item>
      </Descriptions>
      {section(t('goods'), <GoodsTable goods={p.Goods} />)}
      {section(t('photos'), <Photos urls={p.Photos} />)}
      {section(
        t('inspections'),
        p.Inspections.length ? (
          <Space orientation="vertical" style={{ width: '100%' }} data-testid="package-inspections">
            {p.Inspections.map((i) => (
              <Descriptions key={`${i.CreationTime}-${i.UserName}`} column={2} bordered size="small">
                <Descriptions.Item label={t('inspectionResult')}>
                  {i.Passed ? <Tag color="success">{t('passed')}</Tag> : <Tag color="error">{t('failed')}</Tag>}
                </Descriptions.Item>
                <Descriptions.Item label={t('inspectedAt')}>
                  {formatDateTime(i.CreationTime)} · {i.UserName}
                </Descriptions.Item>
                <Descriptions.Item label={t('note')} span={2}>
                  {i.Note}
                </Descriptions.Item>
                <Descriptions.Item label={t('photos')} span={2}>
                  <Photos urls={i.Photos} testId="inspection-photos" />
                </Descriptions.Item>
              </Descriptions>
            ))}
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noInspections')} />
        ),
      )}
    </div>
  );
}

/**
 * A parcel in a side drawer, loaded by its Id (GetPackageById), or shown from a detail already in
 * hand (a document's parcels come with theirs). Its state history opens from the drawer; staff
 * complete a parcel waiting to be completed from it (`complete`).
 */
export function PackageDrawer({
  scope,
  id,
  known,
  onClose,
  complete,
}: {
  scope: InboundScope;
  id: number | undefined;
  known?: PackageDetail;
  onClose(): void;
  complete?: (p: PackageDetail) => void;
}) {
  const staff = scope === 'staff';
  const { t } = useTranslation('inbound');
  const label = useFieldLabel();
  const can = usePermi();
  const table = packageTable(scope);
  const [history, setHistory] = useState(false);
  const loaded = useQuery({
    queryKey: queryKeys.call(table.GetPackageById, { Id: id }),
    queryFn: () => packageApi(scope).GetPackageById({ Id: id! }),
    enabled: id !== undefined && !known,
  });
  const p = known ?? loaded.data;
  const completable =
    staff && !!complete && p?.Status === packageFlow.state.ToBeCompleted && can('Package:CompletePackage');
  return (
    <Drawer
      open={id !== undefined}
      size="70%"
      onClose={onClose}
      title={p ? t('packageTitle', { number: p.Number }) : t('packageDetail')}
      data-testid="package-drawer"
      extra={
        p ? (
          <Space>
            {completable ? (
              <Button type="primary" onClick={() => complete!(p)} data-testid="drawer-complete">
                {t('complete')}
              </Button>
            ) : null}
            <Button onClick={() => setHistory(true)} data-testid="drawer-history">
              {label('StateHistory')}
            </Button>
          </Space>
        ) : null
      }
    >
      {p ? <PackageDetailView p={p} staff={staff} /> : <Spin spinning={loaded.isFetching} />}
      <HistoryDrawer
        entity={packageFlow.entity}
        record={history && p ? { Id: p.Id, title: p.Number } : undefined}
        onClose={() => setHistory(false)}
      />
    </Drawer>
  );
}
