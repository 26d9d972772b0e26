import { CalendarOutlined, CarryOutOutlined } from '@ant-design/icons';
import { type BillRow, billFlow, calls } from '@wms/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../../components/form/FormModal';
import { HistoryDrawer } from '../../../components/history/HistoryDrawer';
import { SetupList } from '../../../components/setup/SetupList';
import type { RowAction } from '../../../components/table/RowActions';
import type { ToolAction } from '../../../components/table/Toolbar';
import { useOfferedMoves } from '../../../components/workflow/state';
import { useFieldLabel } from '../../../i18n/useFieldLabel';
import { type BillRun, PayDialog, ReasonDialog, type ReasonMove, RunDialog } from './BillDialogs';
import { BillDrawer } from './BillDrawer';
import { type BillScope, billDetailCall, billList, useBillButton, useBillColumns } from './bills';

/** The moves of a bill a person makes, each through its dialog: pay (the owner, or staff for
 * them), refund, lock refund and cancel (staff, with a reason). `gather` is the system's. */
type PersonMove = 'pay' | ReasonMove;
const personMoves: readonly string[] = ['pay', 'refund', 'lockRefund', 'cancel'] satisfies PersonMove[];
/** The staff button each move is: its title in the contract's catalogue. */
const buttons = {
  pay: 'BillPayBills',
  refund: 'BillRefundBills',
  lockRefund: 'BillLockOrderRefund',
  cancel: 'BillCancelBills',
} as const;

/**
 * Bills: staff see every customer's (`/Bill/`, each button behind its code), a customer their own
 * (`/UserBill/`). A tab per state of the bill workflow with its count; the moves its declaration
 * offers the user (pay, and for staff refund and cancel) on each row its state allows and, on the
 * tab of a state they start from, for the selected rows; the detail with its lines, payments and
 * gathered bills, and the state history. Staff also start the storage billing and the settlement
 * cycle by hand.
 */
export function BillScreen({ scope }: { scope: BillScope }) {
  const staff = scope === 'staff';
  const { t } = useTranslation('bills');
  const button = useBillButton();
  const label = useFieldLabel();
  const list = billList(scope);
  const columns = useBillColumns(staff);
  const offered = useOfferedMoves(billFlow).filter((m) => personMoves.includes(m.move));
  const [detail, setDetail] = useState<number>();
  const [history, setHistory] = useState<BillRow>();
  const paying = useDialog<BillRow[]>();
  const reasoning = useDialog<{ move: ReasonMove; bills: BillRow[] }>();
  const running = useDialog<BillRun>();

  const start = (move: PersonMove, bills: BillRow[]) =>
    move === 'pay' ? paying.show(bills) : reasoning.show({ move, bills });
  /** The toolbar's name of a move: a customer's Pay, staff's menu button titles ("Pay for the
   * customer", "Cancel bills"). */
  const toolLabel = (move: PersonMove, fallback: string) => (!staff ? fallback : button(buttons[move]));

  const rowActions = (r: BillRow): RowAction[] => [
    {
      key: 'detail',
      label: t('view'),
      perm: billDetailCall(scope).code ?? undefined,
      onClick: () => setDetail(r.Id),
    },
    ...offered
      .filter((m) => billFlow.movesFrom(r.Status).includes(m.move))
      .map((m) => ({
        key: `move-${m.move}`,
        label: m.label,
        perm: m.perm,
        danger: m.irreversible,
        onClick: () => start(m.move as PersonMove, [r]),
      })),
    { key: 'history', label: label('StateHistory'), onClick: () => setHistory(r) },
  ];

  // A move for the selected rows shows on the tab of a state it starts from, so the rows that
  // can be selected are the ones it can move (the Unpaid tab: pay, cancel; Paid: refund).
  const toolbar = ({ filters }: { filters: Record<string, unknown> }): ToolAction<BillRow>[] => [
    ...offered.map((m) => ({
      key: `move-${m.move}`,
      label: toolLabel(m.move as PersonMove, m.label),
      primary: m.move === 'pay',
      danger: m.irreversible,
      mustSelect: true,
      perm: m.perm,
      hidden: filters.Status === undefined || !billFlow.movesFrom(Number(filters.Status)).includes(m.move),
      onClick: (rows: BillRow[]) => start(m.move as PersonMove, rows),
    })),
    ...(staff
      ? [
          {
            key: 'run-storage',
            label: button('BillRunStorageBilling'),
            icon: <CalendarOutlined />,
            perm: calls.Bill.RunStorageBilling.code ?? undefined,
            onClick: () => running.show('storage'),
          },
          {
            key: 'run-settlement',
            label: button('BillRunSettlementCycle'),
            icon: <CarryOutOutlined />,
            perm: calls.Bill.RunSettlementCycle.code ?? undefined,
            onClick: () => running.show('settlement'),
          },
        ]
      : []),
  ];

  return (
    <SetupList<typeof list>
      screen={staff ? 'BillIndex' : 'UserBillIndex'}
      names={{ table: `bills-${scope}`, search: `billSearch-${scope}` }}
      list={list}
      kind={t('bill')}
      nameOf={(r) => r.Number}
      columns={columns}
      created
      tabs={{ workflow: billFlow, field: 'Status' }}
      toolbar={toolbar}
      rowActions={rowActions}
    >
      {({ refresh }) => (
        <>
          <BillDrawer scope={scope} id={detail} onClose={() => setDetail(undefined)} />
          <HistoryDrawer
            entity={billFlow.entity}
            record={history && { Id: history.Id, title: history.Number }}
            onClose={() => setHistory(undefined)}
          />
          {paying.open && paying.data ? (
            <PayDialog scope={scope} bills={paying.data} onClose={paying.close} onDone={() => void refresh()} />
          ) : null}
          {staff && reasoning.open && reasoning.data ? (
            <ReasonDialog
              move={reasoning.data.move}
              bills={reasoning.data.bills}
              onClose={reasoning.close}
              onDone={() => void refresh()}
            />
          ) : null}
          {staff && running.open && running.data ? (
            <RunDialog run={running.data} onClose={running.close} onDone={() => void refresh()} />
          ) : null}
        </>
      )}
    </SetupList>
  );
}
