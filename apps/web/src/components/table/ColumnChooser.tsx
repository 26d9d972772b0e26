import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ColumnPref, moveColumn, toggleHidden } from './logic';

/** Hide, show and reorder columns; the last visible column's box is disabled. */
export function ColumnChooser({
  prefs,
  titles,
  onChange,
  onReset,
}: {
  prefs: ColumnPref[];
  titles: Record<string, string>;
  onChange(next: ColumnPref[]): void;
  onReset(): void;
}) {
  const { t } = useTranslation('table');
  const visible = prefs.filter((p) => !p.hidden).length;
  const content = (
    <Space orientation="vertical" size={2} data-testid="column-chooser">
      {prefs.map((p, i) => (
        <Space key={p.key} size={4} style={{ width: '100%', justifyContent: 'space-between' }}>
          <Checkbox
            checked={!p.hidden}
            disabled={!p.hidden && visible === 1}
            onChange={() => onChange(toggleHidden(prefs, p.key))}
            data-testid={`column-${p.key}`}
          >
            {titles[p.key]}
          </Checkbox>
          <span>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={i === 0}
              aria-label={t('moveUp')}
              onClick={() => onChange(moveColumn(prefs, p.key, -1))}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={i === prefs.length - 1}
              aria-label={t('moveDown')}
              onClick={() => onChange(moveColumn(prefs, p.key, 1))}
            />
          </span>
        </Space>
      ))}
      <Button size="small" type="link" onClick={onReset}>
        {t('resetColumns')}
      </Button>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('columns')}>
      <Tooltip title={t('columns')}>
        <Button type="text" icon={<SettingOutlined />} aria-label={t('columns')} data-testid="columns" />
      </Tooltip>
    </Popover>
  );
}
