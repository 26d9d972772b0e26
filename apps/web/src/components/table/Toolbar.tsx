import { DownOutlined, EllipsisOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../api/notify';
import type { Perm } from '../../utils/permission';
import { usePermi } from '../perm';
import { splitToolbar } from './logic';

/** A toolbar action: a button, a group of operations in a dropdown, or an upload button. */
export interface ToolAction<Row> {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Permission code(s): shown only to super users and holders (the server checks the same). */
  perm?: Perm;
  primary?: boolean;
  danger?: boolean;
  hidden?: boolean;
  /** Needs a selected row: warns 'please select a row' otherwise. */
  mustSelect?: boolean;
  onClick?(selected: Row[]): void;
  /** Grouped operations in a dropdown under this button. */
  group?: ToolAction<Row>[];
  /** An upload button: the chosen file goes to `onFile`. */
  upload?: { accept: string; onFile(file: File): void };
}

export function Toolbar<Row>({ actions, selected }: { actions: ToolAction<Row>[]; selected: Row[] }) {
  const { t } = useTranslation('table');
  const can = usePermi();
  const allowed = (a: ToolAction<Row>) => !a.hidden && (!a.perm || can(a.perm));
  const run = (a: ToolAction<Row>) => {
    if (a.mustSelect && !selected.length) return toast('warning', t('pleaseSelectRow'));
    a.onClick?.(selected);
  };
  const visible = actions.filter(allowed);
  const { buttons, overflow } = splitToolbar(visible);
  if (!visible.length) return null;
  const menuOf = (items: ToolAction<Row>[]) => ({
    items: items.filter(allowed).map((a) => ({ key: a.key, label: a.label, icon: a.icon, danger: a.danger })),
    onClick: ({ key }: { key: string }) => {
      const a = items.find((x) => x.key === key);
      if (a) run(a);
    },
  });
  return (
    <Space wrap data-testid="toolbar">
      {buttons.map((a) => {
        const common = { icon: a.icon, danger: a.danger, 'data-testid': a.key };
        if (a.upload) {
          const up = a.upload;
          return (
            <Upload
              key={a.key}
              accept={up.accept}
              showUploadList={false}
              beforeUpload={(file) => {
                up.onFile(file);
                return false;
              }}
            >
              <Button {...common} icon={a.icon ?? <UploadOutlined />}>
                {a.label}
              </Button>
            </Upload>
          );
        }
        if (a.group)
          return (
            <Dropdown key={a.key} menu={menuOf(a.group)}>
              <Button {...common}>
                {a.label} <DownOutlined />
              </Button>
            </Dropdown>
          );
        return (
          <Button key={a.key} {...common} type={a.primary ? 'primary' : 'default'} onClick={() => run(a)}>
            {a.label}
          </Button>
        );
      })}
      {overflow.length ? (
        <Dropdown menu={menuOf(overflow)}>
          <Button icon={<EllipsisOutlined />} aria-label={t('more')} data-testid="tool-more" />
        </Dropdown>
      ) : null}
    </Space>
  );
}
