import { useQueryClient } from '@tanstack/react-query';
import { calls, type PickingListRow, pickingClaimFlow, pickingListFlow } from '@wms/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { SetupList } from '../../../components/setup/SetupList';
import { useMoveActions } from '../../../components/workflow/useMoveActions';
import { FloorFrame } from '../../inbound/floor/floorFrame';
import { useBatchOutcome } from '../../inbound/parcels/DocumentScreen';
import { usePickingListColumns, usePrintPicking } from './lists';
import { PickingListDrawer } from './PickingListDrawer';
import { PickingStationScreen } from './PickingStationScreen';

const { PickingList } = calls;
const SCREEN = 'PersonalPickingListIndex';
/** The list open in the station, in the address: a refresh or the back button keeps it. */
const OPEN = 'list';

/**
 * My picking lists (`PickingList/GetIndividualAssignmentPickingList`): the lists I claimed or was
 * assigned, not yet ended, with their state tabs. "Pick" opens one in the picking station (the
 * address names it); a list not started can be released, and any printed.
 */
export default function PersonalPickingListIndex() {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get(OPEN)) || undefined;
  const go = (id: number | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set(OPEN, String(id));
        else next.delete(OPEN);
        return next;
      },
      { replace: false },
    );
  if (open)
    return (
      <FloorFrame screen={SCREEN}>
        <PickingStationScreen id={open} onBack={() => go(undefined)} />
      </FloorFrame>
    );
  return <MyLists onPick={(r) => go(r.Id)} />;
}

function MyLists({ onPick }: { onPick(row: PickingListRow): void }) {
  const { t } = useTranslation(['picking', 'table']);
  const client = useQueryClient();
  const columns = usePickingListColumns();
  const print = usePrintPicking();
  const outcome = useBatchOutcome();
  const [detail, setDetail] = useState<PickingListRow>();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.area(PickingList.GetPickingLists.controller) });
  const claims = useMoveActions(pickingClaimFlow, {
    state: (r: PickingListRow) => r.ClaimStatus,
    name: (r) => r.Number,
    run: {
      release: async (rows) =>
        outcome(await api.PickingList.BatchReleaseClaim({ Ids: rows.map((r) => r.Id) }), (count) =>
          t('released', { count }),
        ),
    },
    done: refresh,
  });
  const ended = (r: PickingListRow) =>
    r.Status === pickingListFlow.state.Finished || r.Status === pickingListFlow.state.NotPicked;
  return (
    <SetupList<typeof PickingList.GetIndividualAssignmentPickingList>
      screen={SCREEN}
      list={PickingList.GetIndividualAssignmentPickingList}
      kind={t('list')}
      nameOf={(r) => r.Number}
      columns={columns.filter((c) => c.key !== 'OperatorName')}
      tabs={{ workflow: pickingListFlow, field: 'Status' }}
      created
      rowActions={(r) => [
        {
          key: 'pick',
          label: t('pick'),
          perm: PickingList.OrderPartialProductPicking.code ?? undefined,
          hidden: ended(r),
          onClick: () => onPick(r),
        },
        { key: 'open', label: t('table:detail'), onClick: () => setDetail(r) },
        ...claims.rowActions(r).filter(() => r.Status === pickingListFlow.state.ToBePicked),
        {
          key: 'print',
          label: t('print'),
          perm: PickingList.PrintPicking.code ?? undefined,
          onClick: () => void print(r).then(refresh, () => {}),
        },
      ]}
    >
      {claims.holder}
      <PickingListDrawer id={detail?.Id} onClose={() => setDetail(undefined)} />
    </SetupList>
  );
}
