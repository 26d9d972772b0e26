import { calls, type PackageRow, packageFlow } from '@wms/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseOptions } from '../../../api/options';
import { useDialog } from '../../../components/form/FormModal';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import { UserPicker } from '../../../components/picker/UserPicker';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { StateTag } from '../../../components/workflow/StateTag';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';
import { InspectDialog } from './InspectDialog';
import { InspectionsDrawer } from './InspectionsDrawer';
import { useViews } from './views';

const SCREEN = 'ReceivingQualityInspectionIndex';
const INSPECT = calls.ReceivingQualityInspection.InspectPackage;
/** The states an inspection moves a parcel from (signed in, not yet on a shelf). */
const INSPECTABLE = new Set<number>(packageFlow.moves.passInspection.from.map((s) => packageFlow.state[s]));

/** The two lists of the screen, as filters of `Package/GetPackages`. */
const VIEWS = {
  waiting: { NeedsInspection: true },
  incomplete: { Status: packageFlow.state.ToBeCompleted },
} as const;
type ViewKey = keyof typeof VIEWS;

/**
 * Receiving quality inspection (docs/domain.md, "Parcels"): the parcels waiting for an inspection
 * (their owner asked for one, signed in and not yet on a shelf) and those to be completed (signing
 * or an inspection found something missing or wrong). Inspect one: pass or fail with a note and
 * photos; the dialog shows what the server made of it. Each parcel's inspections and state history
 * are a click away.
 */
export default function ReceivingQualityInspectionIndex() {
  const { t } = useTranslation('unknownItems');
  const label = useFieldLabel();
  const warehouses = useWarehouseOptions();
  const inspect = useDialog<PackageRow>();
  const [inspections, setInspections] = useState<PackageRow>();
  const [history, setHistory] = useState<PackageRow>();
  const { view, switcher } = useViews<ViewKey>(
    SCREEN,
    [
      { value: 'waiting', label: t('waitingInspection') },
      { value: 'incomplete', label: t('toBeCompleted') },
    ],
    { sameFilters: true },
  );

  const columns: SetupColumn<PackageRow>[] = [
    {
      key: 'Content',
      title: t('searchParcels'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('searchParcels') },
    },
    { key: 'Number', title: t('parcelNumber') },
    { key: 'TrackingNumber', title: t('trackingNumber') },
    {
      key: 'Status',
      title: t('state'),
      render: (s: number, r) => (
        <>
          <StateTag workflow={packageFlow} value={s} />
          {r.NeedsInspection ? <Tag color="orange">{t('askedByCustomer')}</Tag> : null}
        </>
      ),
    },
    { key: 'IncompleteReason', title: t('whatIsMissing'), ellipsis: true },
    {
      key: 'UserName',
      title: t('customer'),
      search: { type: 'custom', name: 'UserId', render: () => <UserPicker /> },
    },
    {
      key: 'WarehouseName',
      title: t('warehouse'),
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
    { key: 'Weight', title: t('weight'), align: 'right' },
    { key: 'DocumentNumber', title: t('document') },
    { key: 'SignedTime', title: t('signedTime'), render: formatDateTime },
  ];

  return (
    <>
      {switcher}
      <SetupList<typeof calls.Package.GetPackages>
        key={view}
        screen={SCREEN}
        names={{ table: 'inspection-parcels', search: 'inspectionSearch' }}
        list={calls.Package.GetPackages}
        fixed={VIEWS[view ?? 'waiting']}
        kind={t('whatParcel')}
        nameOf={(r) => r.Number}
        columns={columns}
        rowActions={(r) => [
          {
            key: 'inspect',
            label: t('inspect'),
            perm: INSPECT.code,
            hidden: !INSPECTABLE.has(r.Status),
            onClick: () => inspect.show(r),
          },
          {
            key: 'inspections',
            label: t('inspections'),
            perm: calls.Package.GetPackageById.code,
            onClick: () => setInspections(r),
          },
          { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
        ]}
      >
        {({ refresh }) => (
          <>
            <InspectDialog parcel={inspect.data} open={inspect.open} onClose={inspect.close} onDone={refresh} />
            <InspectionsDrawer parcel={inspections} onClose={() => setInspections(undefined)} />
            <HistoryDrawer
              entity={packageFlow.entity}
              record={history && { Id: history.Id, title: history.Number }}
              onClose={() => setHistory(undefined)}
            />
          </>
        )}
      </SetupList>
    </>
  );
}
