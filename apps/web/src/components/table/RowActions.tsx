import { Button, Space } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Perm } from '../../utils/permission';
import { usePermi } from '../perm';

export interface RowAction {
  key: string;
  label: ReactNode;
  /** Permission code(s): the action shows only to super users and holders. */
  perm?: Perm;
  danger?: boolean;
  hidden?: boolean;
  onClick(): void;
}

const shown = (actions: RowAction[], can: (code: Perm) => boolean) =>
  actions.filter((a) => !a.hidden && (!a.perm || can(a.perm)));

/** Whether a row's actions cell shows anything: a table drops its Actions column when no row has
 * an action the user may take (a clerk would see an empty column otherwise). */
export function hasRowAction(cell: ReactNode, can: (code: Perm) => boolean): boolean {
  if (isValidElement<{ actions: RowAction[] }>(cell) && cell.type === RowActions)
    return shown(cell.props.actions, can).length > 0;
  return cell !== null && cell !== undefined && cell !== false;
}

/** The link buttons of a table row, each shown only when permitted, on one line: the Actions
 * column is sized to them (DataTable), so a row keeps the height of its text. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const can = usePermi();
  return (
    <Space size={0}>
      {shown(actions, can).map((a) => (
        <Button
          key={a.key}
          type="link"
          size="small"
          danger={a.danger}
          onClick={(e) => {
            e.stopPropagation();
            a.onClick();
          }}
          data-testid={`row-${a.key}`}
        >
          {a.label}
        </Button>
      ))}
    </Space>
  );
}

/** The edit and delete links most rows carry, with one label, test id and look everywhere;
 * `remove` takes the click that asks for confirmation. */
export function useRowLinks() {
  const { t } = useTranslation(['system', 'common']);
  return {
    edit: (perm: RowAction['perm'], onClick: () => void): RowAction => ({
      key: 'edit',
      label: t('system:edit'),
      perm,
      onClick,
    }),
    remove: (perm: RowAction['perm'], onClick: () => void): RowAction => ({
      key: 'delete',
      label: t('common:delete'),
      perm,
      danger: true,
      onClick,
    }),
  };
}

/** A toolbar button shown only when permitted. */
export function PermButton({ perm, ...props }: { perm: Perm } & Parameters<typeof Button>[0]) {
  const can = usePermi();
  return can(perm) ? <Button {...props} /> : null;
}
