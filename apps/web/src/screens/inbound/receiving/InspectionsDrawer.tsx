import { useQuery } from '@tanstack/react-query';
import type { PackageRow } from '@wms/contract';
import { Drawer, Empty, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { formatDateTime } from '../../../utils/format';
import { PhotoRow } from './Photos';

/** A parcel's inspections, newest first: the result, the note, the photos, who and when. */
export function InspectionsDrawer({ parcel, onClose }: { parcel: PackageRow | undefined; onClose(): void }) {
  const { t } = useTranslation('unknownItems');
  const detail = useQuery({
    queryKey: [...queryKeys.area('Package'), 'inspections', parcel?.Id],
    queryFn: () => api.Package.GetPackageById({ Id: parcel!.Id }),
    enabled: !!parcel,
  });
  const inspections = detail.data?.Inspections ?? [];
  return (
    <Drawer
      open={!!parcel}
      onClose={onClose}
      width={640}
      title={parcel ? t('inspectionsOf', { number: parcel.Number }) : null}
      data-testid="inspections-drawer"
    >
      <Spin spinning={detail.isFetching}>
        {!detail.isFetching && !inspections.length ? <Empty description={t('noInspections')} /> : null}
        {inspections.map((i) => (
          <div
            key={`${i.CreationTime}-${i.UserName}`}
            data-testid="inspection"
            style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
          >
            <Space orientation="vertical" size={6} style={{ width: '100%' }}>
              <Space wrap>
                <Tag color={i.Passed ? 'success' : 'error'}>{t(i.Passed ? 'pass' : 'fail')}</Tag>
                <span>{formatDateTime(i.CreationTime)}</span>
                <span>{t('inspectedBy', { name: i.UserName })}</span>
              </Space>
              {i.Note ? <div style={{ whiteSpace: 'pre-wrap' }}>{i.Note}</div> : null}
              <PhotoRow urls={i.Photos} />
            </Space>
          </div>
        ))}
      </Spin>
    </Drawer>
  );
}
