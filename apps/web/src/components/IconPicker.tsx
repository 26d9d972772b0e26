import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Space, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconOf, MENU_ICON_NAMES } from '../layout/icons';

/** Largest tile of the grid, in pixels. */
export const MAX_ICON_TILE = 150;

export interface IconPickerProps {
  value?: string;
  onChange?(name: string | undefined): void;
  /** Tile width and height in pixels, at most 150. */
  tileSize?: number;
  /** The names offered; the menu's icon registry by default (not the whole icon package). */
  names?: readonly string[];
  id?: string;
  disabled?: boolean;
}

/** Chooses an icon of the menu's registry from a searchable grid in a dialog; emits its name. */
export function IconPicker({ value, onChange, tileSize = 96, names = MENU_ICON_NAMES, id, disabled }: IconPickerProps) {
  const { t } = useTranslation('widgets');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const size = Math.min(tileSize, MAX_ICON_TILE);
  const q = search.trim().toLowerCase();
  const shown = q ? names.filter((n) => n.toLowerCase().includes(q)) : names;

  const choose = (name: string | undefined) => {
    onChange?.(name);
    setOpen(false);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Button
          id={id}
          disabled={disabled}
          icon={value ? iconOf(value) : undefined}
          onClick={() => setOpen(true)}
          style={{ flex: 1, justifyContent: 'flex-start' }}
          data-testid="icon-picker"
        >
          {value || <span style={{ color: token.colorTextPlaceholder }}>{t('iconChoose')}</span>}
        </Button>
        {value && !disabled ? (
          <Button icon={<CloseCircleFilled />} aria-label={t('clear')} onClick={() => choose(undefined)} />
        ) : null}
      </Space.Compact>
      <Modal
        open={open}
        title={t('iconChoose')}
        footer={null}
        width={720}
        onCancel={() => setOpen(false)}
        afterOpenChange={(o) => !o && setSearch('')}
        destroyOnHidden
      >
        <Input.Search
          allowClear
          autoFocus
          placeholder={t('iconSearch')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ marginBottom: 16 }}
        />
        {shown.length ? (
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(auto-fill, minmax(${Math.min(size, 88)}px, ${size}px))`,
              gap: 8,
              maxHeight: 420,
              overflowY: 'auto',
            }}
          >
            {shown.map((name) => (
              <Button
                key={name}
                type={name === value ? 'primary' : 'default'}
                ghost={name === value}
                title={name}
                onClick={() => choose(name)}
                data-testid={`icon-${name}`}
                style={{
                  height: size,
                  maxWidth: MAX_ICON_TILE,
                  flexDirection: 'column',
                  padding: 4,
                  overflow: 'hidden',
                }}
              >
                <span style={{ fontSize: Math.round(size / 4) }}>{iconOf(name)}</span>
                <span style={{ fontSize: 11, width: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {name.replace(/Outlined$/, '')}
                </span>
              </Button>
            ))}
          </div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('iconNone')} />
        )}
      </Modal>
    </>
  );
}
