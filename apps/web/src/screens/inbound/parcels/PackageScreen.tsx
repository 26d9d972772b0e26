import { AimOutlined } from '@ant-design/icons';
import { MAX_BATCH_SEARCH, type PackageDetail, type PackageRow, packageFlow } from '@wms/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../../components/form/FormModal';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { useOwnerColumns } from '../../../components/setup/ownerColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';
import { type InboundScope, packageTable } from './api';
import { CompleteDialog } from './CompleteDialog';
import { dimensionsText, PlaceText, weightText } from './format';
import { NumbersBox } from './NumbersBox';
import { PackageDrawer } from './PackageDrawer';
import { TrackDialog } from './TrackDialog';

/**
 * Parcels: staff see every customer's (`/Package/`, each button behind its code), a customer their
 * own (`/UserPackage/`). A tab per state of the package workflow with its count, a batch search
 * of up to 200 numbers, a track query of up to 30, the detail (goods, photos, inspections) with
 * the state history, and for staff completing a parcel signing found something missing on.
 */
export function PackageScreen({ scope }: { scope: InboundScope }) {
  const staff = scope === 'staff';
  const { t } = useTranslation('inbound');
  const label = useFieldLabel();
  const table = packageTable(scope);
  const owner = useOwnerColumns<PackageRow>(staff, { customer: t('customer'), warehouse: t('warehouse') });
  const [detail, setDetail] = useState<number>();
  const [history, setHistory] = useState<PackageRow>();
  const tracking = useDialog();
  const completing = useDialog<PackageRow | PackageDetail>();
  const completable = (r: PackageRow) => staff && r.Status === packageFlow.state.ToBeCompleted;

  const columns: SetupColumn<PackageRow>[] = [
    {
      key: 'Content',
      title: t('packageSearch'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('packageSearchHint') },
    },
    {
      key: 'Numbers',
      title: t('batchSearch'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'custom', render: () => <NumbersBox max={MAX_BATCH_SEARCH} testId="batch-numbers" /> },
    },
    { key: 'Number', title: t('packageNumber') },
    { key: 'TrackingNumber', title: t('trackingNumber') },
    { key: 'DocumentNumber', title: t('documentNumber') },
    ...owner,
    {
      key: 'Status',
      title: t('state'),
      render: (v: number, r) => (
        <>
          <StateTag workflow={packageFlow} value={v} />
          {r.NeedsInspection && r.Status !== packageFlow.state.NotReceived ? (
            <Tag color="orange">{t('inspectionAsked')}</Tag>
          ) : null}
        </>
      ),
    },
    { key: 'Weight', title: t('weight'), align: 'right', render: (v: string) => weightText(v) },
    { key: 'Length', title: t('dimensions'), render: (_: unknown, r) => dimensionsText(r) },
    { key: 'VolumeWeight', title: t('volumeWeight'), align: 'right', render: (v: string) => weightText(v) },
    { key: 'ShelfNumber', title: t('place'), render: (_: unknown, r) => <PlaceText row={r} /> },
    { key: 'StorageDays', title: t('storageDays'), align: 'right' },
    { key: 'IncompleteReason', title: t('incompleteReason'), ellipsis: true },
    { key: 'SignedTime', title: t('signedTime'), render: formatDateTime },
  ];

  return (
    <SetupList<typeof table.GetPackages>
      screen={staff ? 'PackageIndex' : 'UserPackageIndex'}
      names={{ table: `packages-${scope}`, search: `packageSearch-${scope}` }}
      list={table.GetPackages}
      kind={t('whatPackage')}
      nameOf={(r) => r.Number}
      columns={columns}
      created
      tabs={{ workflow: packageFlow, field: 'Status' }}
      toolbar={[
        {
          key: 'track',
          label: t('track'),
          icon: <AimOutlined />,
          perm: table.TrackPackages.code ?? undefined,
          onClick: () => tracking.show(),
        },
      ]}
      rowActions={(r) => [
        {
          key: 'detail',
          label: t('detail'),
          perm: table.GetPackageById.code ?? undefined,
          onClick: () => setDetail(r.Id),
        },
        {
          key: 'complete',
          label: t('complete'),
          hidden: !completable(r),
          perm: 'Package:CompletePackage',
          onClick: () => completing.show(r),
        },
        { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
      ]}
    >
      {({ refresh }) => (
        <>
          <PackageDrawer
            scope={scope}
            id={detail}
            onClose={() => setDetail(undefined)}
            complete={staff ? (p) => completing.show(p) : undefined}
          />
          <TrackDialog scope={scope} open={tracking.open} onClose={tracking.close} onOpen={(r) => setDetail(r.Id)} />
          {staff ? (
            <CompleteDialog
              row={completing.data}
              open={completing.open}
              onClose={completing.close}
              onDone={() => void refresh()}
            />
          ) : null}
          <HistoryDrawer
            entity={packageFlow.entity}
            record={history && { Id: history.Id, title: history.Number }}
            onClose={() => setHistory(undefined)}
          />
        </>
      )}
    </SetupList>
  );
}
