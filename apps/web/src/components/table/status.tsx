import { StopOutlined } from '@ant-design/icons';
import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../api/notify';
import type { Perm } from '../../utils/permission';
import type { Column } from './columns';
import { StatusTag, useStatusWidth } from './ListCard';
import type { ToolAction } from './Toolbar';

/** How many names a confirmation lists before it says "…". */
const NAMED_ROWS = 10;

/** What the status actions say about the rows: their kind (`system:whatShelf`), each row's own
 * name or number, and what deactivating a row leaves behind (a shelf still holding goods). */
export interface StatusAbout<Row> {
  kind: string;
  name(row: Row): string;
  warning?(row: Row): string | null;
}

/**
 * The deactivated flag as a column (tag + active/deactivated search) and as a toolbar group
 * (deactivate / activate the selected rows): every list of set-up data has both. The group asks
 * first, naming the rows (and what the screen warns of), and says when it is done: a switch that
 * stops a warehouse or shelf taking goods must not be one silent click. Render `holder` once.
 */
export function useStatus<Row extends { IsDeactivate: boolean }>(about?: StatusAbout<Row>) {
  const { t } = useTranslation(['system', 'common']);
  const [modal, holder] = Modal.useModal();
  const statusWidth = useStatusWidth();
  const ask = (named: StatusAbout<Row>, rows: Row[], deactivate: boolean, onSet: (deactivate: boolean) => unknown) => {
    const quoted = rows.slice(0, NAMED_ROWS).map((r) => `“${named.name(r)}”`);
    const names = quoted.join(', ') + (rows.length > NAMED_ROWS ? ' …' : '');
    const text = { count: rows.length, kind: named.kind, names };
    const warnings = deactivate && named.warning ? rows.flatMap((r) => named.warning!(r) ?? []) : [];
    modal.confirm({
      title: t(deactivate ? 'system:deactivateNamed' : 'system:activateNamed', text),
      content: warnings.length ? (
        <div data-testid="status-warnings">
          {warnings.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </div>
      ) : undefined,
      okText: t(deactivate ? 'system:deactivate' : 'system:activate'),
      cancelText: t('common:cancel'),
      okButtonProps: { danger: deactivate, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await onSet(deactivate);
          toast('success', t(deactivate ? 'system:deactivatedNamed' : 'system:activatedNamed', text));
        } catch {
          // The request layer showed why; the dialog closes all the same.
        }
      },
    });
  };
  const column: Column<Row> = {
    key: 'IsDeactivate',
    title: t('system:status'),
    width: statusWidth,
    render: (d: boolean) => <StatusTag deactivated={d} />,
    search: {
      type: 'select',
      options: [
        { value: false, label: t('system:active') },
        { value: true, label: t('system:deactivated') },
      ],
    },
  };
  /** The toolbar group; `about` (given to the hook) names the rows in the confirmation. */
  const action = (perm: Perm | undefined, onSet: (deactivate: boolean) => unknown): ToolAction<Row> => {
    if (!about) throw new Error('useStatus: the status actions need `about` to name the rows');
    return {
      key: 'status',
      label: t('system:status'),
      icon: <StopOutlined />,
      perm,
      mustSelect: true,
      group: [
        {
          key: 'deactivate',
          label: t('system:deactivate'),
          mustSelect: true,
          onClick: (rows) => ask(about, rows, true, onSet),
        },
        {
          key: 'activate',
          label: t('system:activate'),
          mustSelect: true,
          onClick: (rows) => ask(about, rows, false, onSet),
        },
      ],
    };
  };
  return { column, action, holder };
}
