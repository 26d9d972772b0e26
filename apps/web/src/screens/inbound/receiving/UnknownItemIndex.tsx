import { useQueryClient } from '@tanstack/react-query';
import { type ClaimRow, calls, packageClaimFlow, type UnknownItemRow, unknownItemFlow } from '@wms/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { toast } from '../../../api/notify';
import { useWarehouseOptions } from '../../../api/options';
import { useDialog } from '../../../components/form/FormModal';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import { usePermi } from '../../../components/perm';
import { UserPicker } from '../../../components/picker/UserPicker';
import type { SetupColumn } from '../../../components/setup/listColumns';
import { SetupList } from '../../../components/setup/SetupList';
import { StateTag } from '../../../components/workflow/StateTag';
import { useOfferedMoves } from '../../../components/workflow/state';
import { useMoveActions } from '../../../components/workflow/useMoveActions';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { formatDateTime } from '../../../utils/format';
import { AssignDialog } from './AssignDialog';
import { PhotoThumbs } from './Photos';
import { type Review, ReviewDialog } from './ReviewDialog';
import { useViews } from './views';

const SCREEN = 'UnknownItemIndex';
const table = calls.UnknownItem;

/**
 * Parcels nobody forecast (docs/domain.md, "Parcels"), in two views: the unknown items signing
 * recorded, which staff assign to a customer, and the customers' claims of them, which staff
 * approve or refuse. Each view has state tabs with counts and the state history of a record; every
 * action is behind its permission code and asks before it acts (assigning, approving and voiding
 * cannot be undone). An item recorded by mistake is voided while nobody claims it.
 */
export default function UnknownItemIndex() {
  const { t } = useTranslation('unknownItems');
  const can = usePermi();
  const { view, switcher } = useViews(SCREEN, [
    { value: 'items', label: t('itemsView'), allowed: can(table.GetUnknownItems.code) },
    { value: 'claims', label: t('claimsView'), allowed: can(table.GetPackageClaims.code) },
  ]);
  return (
    <>
      {switcher}
      {view === 'claims' ? <Claims /> : <UnknownItems />}
    </>
  );
}

function UnknownItems() {
  const { t } = useTranslation(['unknownItems', 'common']);
  const label = useFieldLabel();
  const warehouses = useWarehouseOptions();
  const assign = useDialog<UnknownItemRow>();
  const [history, setHistory] = useState<UnknownItemRow>();
  const move = useOfferedMoves(unknownItemFlow).find((m) => m.move === 'assign');
  const client = useQueryClient();
  // Voiding, from the workflow's declaration: offered on unclaimed items, confirmed with its text.
  const moves = useMoveActions(unknownItemFlow, {
    state: (r: UnknownItemRow) => r.Status,
    name: (r) => r.Number,
    run: {
      void: async (rows) => {
        await Promise.all(rows.map((r) => api.UnknownItem.VoidUnknownItem({ Id: r.Id })));
        toast('success', t('common:operationSucceeded'), undefined, 3);
      },
    },
    done: () => client.invalidateQueries({ queryKey: queryKeys.area(table.GetUnknownItems.controller) }),
  });

  const columns: SetupColumn<UnknownItemRow>[] = [
    {
      key: 'Content',
      title: t('searchItems'),
      hideInTable: true,
      hideInDetail: true,
      search: { type: 'text', placeholder: t('searchItems') },
    },
    { key: 'Number', title: t('number') },
    { key: 'TrackingNumber', title: t('trackingNumber') },
    {
      key: 'Status',
      title: t('state'),
      render: (s: number) => <StateTag workflow={unknownItemFlow} value={s} />,
    },
    {
      key: 'WarehouseName',
      title: t('warehouse'),
      search: { type: 'select', name: 'WarehouseId', options: warehouses.data ?? [] },
    },
    { key: 'Weight', title: t('weight'), align: 'right' },
    {
      key: 'Photos',
      title: t('photos'),
      hideInDetail: true,
      render: (p: string[]) => <PhotoThumbs urls={p} />,
    },
    { key: 'CreationTime', title: t('signedTime'), render: formatDateTime },
    { key: 'Remarks', title: t('remarks'), ellipsis: true },
  ];

  return (
    <SetupList<typeof table.GetUnknownItems>
      screen={SCREEN}
      names={{ table: 'unknown-items', search: 'unknownItemSearch' }}
      list={table.GetUnknownItems}
      kind={t('whatUnknownItem')}
      nameOf={(r) => r.Number}
      columns={columns}
      tabs={{ workflow: unknownItemFlow, field: 'Status' }}
      rowActions={(r) => [
        {
          key: 'move-assign',
          label: move?.label ?? '',
          perm: move?.perm,
          danger: true,
          hidden: !move || !unknownItemFlow.movesFrom(r.Status).includes('assign'),
          onClick: () => assign.show(r),
        },
        ...moves.rowActions(r),
        { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
      ]}
    >
      {({ refresh }) => (
        <>
          {moves.holder}
          <AssignDialog item={assign.data} open={assign.open} onClose={assign.close} onDone={refresh} />
          <HistoryDrawer
            entity={unknownItemFlow.entity}
            record={history && { Id: history.Id, title: history.Number }}
            onClose={() => setHistory(undefined)}
          />
        </>
      )}
    </SetupList>
  );
}

function Claims() {
  const { t } = useTranslation('unknownItems');
  const label = useFieldLabel();
  const review = useDialog<Review>();
  const [history, setHistory] = useState<ClaimRow>();
  const moves = useOfferedMoves(packageClaimFlow).filter((m) => m.move === 'approve' || m.move === 'refuse');

  const columns: SetupColumn<ClaimRow>[] = [
    {
      key: 'TrackingNumber',
      title: t('trackingNumber'),
      search: { type: 'text', name: 'Content' },
    },
    {
      key: 'Status',
      title: t('state'),
      render: (s: number) => <StateTag workflow={packageClaimFlow} value={s} />,
    },
    {
      key: 'UserName',
      title: t('claimant'),
      search: { type: 'custom', name: 'UserId', render: () => <UserPicker /> },
    },
    { key: 'UnknownItemNumber', title: t('number') },
    { key: 'Note', title: t('claimNote'), ellipsis: true },
    {
      key: 'Photos',
      title: t('proofPhotos'),
      hideInDetail: true,
      render: (p: string[]) => <PhotoThumbs urls={p} />,
    },
    { key: 'ReviewNote', title: t('reviewNote'), ellipsis: true },
    { key: 'CreationTime', title: t('createdTime'), render: formatDateTime },
  ];

  return (
    <SetupList<typeof table.GetPackageClaims>
      screen={SCREEN}
      names={{ table: 'package-claims', search: 'claimSearch' }}
      list={table.GetPackageClaims}
      kind={t('whatClaim')}
      nameOf={(r) => r.TrackingNumber}
      columns={columns}
      tabs={{ workflow: packageClaimFlow, field: 'Status' }}
      rowActions={(r) => [
        ...moves.map((m) => ({
          key: `move-${m.move}`,
          label: m.label,
          perm: m.perm,
          danger: m.irreversible,
          hidden: !packageClaimFlow.movesFrom(r.Status).includes(m.move),
          onClick: () => review.show({ claim: r, move: m.move as Review['move'] }),
        })),
        { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
      ]}
    >
      {({ refresh }) => (
        <>
          <ReviewDialog review={review.data} open={review.open} onClose={review.close} onDone={refresh} />
          <HistoryDrawer
            entity={packageClaimFlow.entity}
            record={history && { Id: history.Id, title: history.TrackingNumber }}
            onClose={() => setHistory(undefined)}
          />
        </>
      )}
    </SetupList>
  );
}
