import { PlusOutlined, PrinterOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { calls, type PickingListRow, pickingClaimFlow, pickingListFlow } from '@wms/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useDialog } from '../../../components/form/FormModal';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import { SetupList } from '../../../components/setup/SetupList';
import type { ToolAction } from '../../../components/table/Toolbar';
import { useOfferedMoves } from '../../../components/workflow/state';
import { useMoveActions } from '../../../components/workflow/useMoveActions';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import type { Perm } from '../../../utils/permission';
import { useBatchOutcome } from '../../inbound/parcels/DocumentScreen';
import { usePickingListColumns, usePrintPicking } from './lists';
import { AssignDialog, MakeListDialog, RunRulesDialog } from './PickingListDialogs';
import { PickingListDrawer } from './PickingListDrawer';

const { PickingList } = calls;
const SCREEN = 'PickingListIndex';

/** Any of these codes (a group shows to whoever may make one of its moves). */
const codesOf = (...perms: (Perm | undefined)[]): Perm =>
  perms.flatMap((p) => (p === undefined ? [] : typeof p === 'string' ? [p] : [...p]));

/**
 * Picking lists, for staff (docs/domain.md, "Picking"): state tabs with counts, the claim state
 * filtered and shown, who claimed and when, quantities to pick and picked, the shelves walked.
 * Lists are made by hand from chosen orders to be picked of one warehouse, or by running the
 * warehouse's picking rules now; each is claimed for oneself, assigned to a picker or released
 * (the claim workflow's moves, each behind its code), printed (through this station's device hub
 * when connected, else the PDF) and, while nothing was picked from it, deleted. Its detail shows
 * its orders and its lines in walking order, and takes an order off the list.
 */
export default function PickingListIndex() {
  const { t } = useTranslation(['picking', 'table']);
  const label = useFieldLabel();
  const client = useQueryClient();
  const columns = usePickingListColumns();
  const print = usePrintPicking();
  const outcome = useBatchOutcome();
  const make = useDialog();
  const rules = useDialog();
  const assign = useDialog<PickingListRow[]>();
  const [detail, setDetail] = useState<PickingListRow>();
  const [history, setHistory] = useState<PickingListRow>();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.area(PickingList.GetPickingLists.controller) });
  const assignMove = useOfferedMoves(pickingClaimFlow).find((m) => m.move === 'assign');
  const claims = useMoveActions(pickingClaimFlow, {
    state: (r: PickingListRow) => r.ClaimStatus,
    name: (r) => r.Number,
    run: {
      claim: async (rows) =>
        outcome(await api.PickingList.BatchClaimPickingListCurrentUser({ Ids: rows.map((r) => r.Id) }), (count) =>
          t('claimed', { count }),
        ),
      release: async (rows) =>
        outcome(await api.PickingList.BatchReleaseClaim({ Ids: rows.map((r) => r.Id) }), (count) =>
          t('released', { count }),
        ),
    },
    done: refresh,
  });
  const printRow = (r: PickingListRow) => void print(r).then(refresh, () => {});
  // Assigning needs a picker chosen first: it joins the claim moves' group as an item of its own.
  const claimGroup = (group: ToolAction<PickingListRow>): ToolAction<PickingListRow> => ({
    ...group,
    hidden: group.hidden && !assignMove,
    perm: codesOf(group.perm, assignMove?.perm),
    group: [
      ...(group.group ?? []),
      {
        key: 'move-assign',
        label: assignMove?.label ?? '',
        mustSelect: true,
        hidden: !assignMove,
        perm: assignMove?.perm,
        onClick: (rows: PickingListRow[]) => assign.show(rows),
      },
    ],
  });

  return (
    <SetupList<typeof PickingList.GetPickingLists>
      screen={SCREEN}
      list={PickingList.GetPickingLists}
      kind={t('list')}
      nameOf={(r) => r.Number}
      columns={columns}
      created
      tabs={{ workflow: pickingListFlow, field: 'Status' }}
      remove={PickingList.DeletePickingList}
      removable={(r) => r.Status === pickingListFlow.state.ToBePicked && r.QuantityPicked === 0}
      removeText={t('removeList')}
      toolbar={({ refresh: after }) => [
        {
          key: 'make',
          label: t('make'),
          icon: <PlusOutlined />,
          primary: true,
          perm: PickingList.AddPickingList.code ?? undefined,
          onClick: () => make.show(undefined),
        },
        {
          key: 'rules',
          label: t('runRules'),
          icon: <ThunderboltOutlined />,
          perm: PickingList.AddPickingListTask.code ?? undefined,
          onClick: () => rules.show(undefined),
        },
        claimGroup(claims.toolbar(t('claimMoves'), undefined, after)),
        {
          key: 'print',
          label: t('print'),
          icon: <PrinterOutlined />,
          mustSelect: true,
          perm: PickingList.PrintPicking.code ?? undefined,
          onClick: (rows: PickingListRow[]) => {
            for (const r of rows) printRow(r);
          },
        },
      ]}
      rowActions={(r) => [
        { key: 'open', label: t('table:detail'), onClick: () => setDetail(r) },
        ...claims.rowActions(r),
        {
          key: 'move-assign',
          label: assignMove?.label ?? '',
          perm: assignMove?.perm,
          hidden: !assignMove || !pickingClaimFlow.movesFrom(r.ClaimStatus).includes('assign'),
          onClick: () => assign.show([r]),
        },
        {
          key: 'print',
          label: t('print'),
          perm: PickingList.PrintPicking.code ?? undefined,
          onClick: () => printRow(r),
        },
        { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
      ]}
    >
      {({ refresh: after }) => (
        <>
          {claims.holder}
          <MakeListDialog open={make.open} onClose={make.close} onDone={after} />
          <RunRulesDialog open={rules.open} onClose={rules.close} onDone={after} />
          <AssignDialog lists={assign.data ?? []} open={assign.open} onClose={assign.close} onDone={after} />
          <PickingListDrawer id={detail?.Id} onClose={() => setDetail(undefined)} />
          <HistoryDrawer
            entity={pickingListFlow.entity}
            record={history && { Id: history.Id, title: history.Number }}
            onClose={() => setHistory(undefined)}
          />
        </>
      )}
    </SetupList>
  );
}
