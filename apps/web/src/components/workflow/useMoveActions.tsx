import type { MoveOf, Workflow } from '@wms/contract';
import { type ButtonProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../table/RowActions';
import type { ToolAction } from '../table/Toolbar';
import { type OfferedMove, useOfferedMoves } from './state';

/** What a screen does for each move it offers: the call that makes it, for these rows. */
export type MoveRunners<W extends Workflow, Row> = Partial<Record<MoveOf<W>, (rows: Row[]) => Promise<unknown>>>;

/**
 * A workflow's moves as a list's actions, from its declaration: on a row, only the moves its
 * state allows (and the user may make); on the toolbar, a group for the selected rows (the server
 * answers for each by the workflow's batch rule). A move that cannot be undone, or declares a
 * confirmation, asks first with its declared text naming the rows. Render `holder` once.
 */
export function useMoveActions<W extends Workflow, Row extends { Id: number }>(
  workflow: W,
  p: {
    state: (row: Row) => number;
    name: (row: Row) => string;
    run: MoveRunners<W, Row>;
    /** After a move (a refresh of the list). */
    done?: () => unknown;
  },
) {
  const { t } = useTranslation(['common', 'table']);
  const [modal, holder] = Modal.useModal();
  const offered = useOfferedMoves(workflow).filter((m) => p.run[m.move]);
  const go = (m: OfferedMove<MoveOf<W>>, rows: Row[], after = p.done) => {
    const act = async () => {
      try {
        await p.run[m.move]!(rows);
      } finally {
        await after?.();
      }
    };
    if (!m.confirm && !m.irreversible) return void act().catch(() => {});
    const names = rows.map((r) => `“${p.name(r)}”`).join(', ');
    modal.confirm({
      title: m.label,
      // An irreversible move says so after its own text: a declared confirmation alone did not.
      content:
        m.confirm && m.irreversible ? (
          <>
            <p>{m.confirm(names)}</p>
            <p>{t('table:irreversible')}</p>
          </>
        ) : (
          (m.confirm?.(names) ?? t('table:irreversible'))
        ),
      okText: m.label,
      cancelText: t('common:cancel'),
      okButtonProps: { danger: m.irreversible, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: () => act().catch(() => {}),
    });
  };
  const rowActions = (row: Row): RowAction[] =>
    offered
      .filter((m) => workflow.movesFrom(p.state(row)).includes(m.move))
      .map((m) => ({
        key: `move-${m.move}`,
        label: m.label,
        perm: m.perm,
        danger: m.irreversible,
        onClick: () => go(m, [row]),
      }));
  // The group shows to whoever may make one of its moves (an owner's move needs no code).
  const codes = offered.flatMap((m) =>
    m.perm === undefined ? [] : typeof m.perm === 'string' ? [m.perm] : [...m.perm],
  );
  /** The toolbar group; `after` replaces `done` (a list's refresh, which also clears the selection). */
  const toolbar = (label: string, icon?: ReactNode, after?: () => unknown): ToolAction<Row> => ({
    key: 'moves',
    label,
    icon,
    mustSelect: true,
    hidden: offered.length === 0,
    perm: offered.some((m) => m.perm === undefined) ? undefined : codes,
    group: offered.map((m) => ({
      key: `move-${m.move}`,
      label: m.label,
      mustSelect: true,
      perm: m.perm,
      onClick: (rows: Row[]) => go(m, rows, after ?? p.done),
    })),
  });
  return { rowActions, toolbar, holder };
}
