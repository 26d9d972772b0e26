import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../../i18n/useTitle';
import { estimateWidth } from './logic';

/**
 * The frame of a list screen: the menu title, the search form, a toolbar and the table.
 * `screen` is the menu Router key (title and test id).
 */
export function ListCard(p: {
  screen: string;
  search?: ReactNode;
  toolbar?: ReactNode;
  onRefresh?: () => void;
  children: ReactNode;
}) {
  const title = useTitle();
  const { t } = useTranslation('common');
  return (
    <Card
      variant="borderless"
      title={title(`menu:${p.screen}`)}
      data-testid={`screen-${p.screen}`}
      extra={
        p.onRefresh ? (
          <Tooltip title={t('refresh')}>
            <Button type="text" icon={<ReloadOutlined />} onClick={p.onRefresh} aria-label={t('refresh')} />
          </Tooltip>
        ) : null
      }
    >
      {p.search}
      {p.toolbar ? (
        <Space wrap style={{ marginBottom: 12 }}>
          {p.toolbar}
        </Space>
      ) : null}
      {p.children}
    </Card>
  );
}

/** Width of a Status column: its longest tag (or title) in the current language, so "Deactivated"
 * is never clipped to "Deactiv…"; it follows a language switch. A tag adds its padding and border
 * to the text. */
export function useStatusWidth(): number {
  const { t } = useTranslation('system');
  return Math.max(estimateWidth(t('status')), ...[t('active'), t('deactivated')].map((l) => estimateWidth(l) + 24));
}

/** Active / deactivated. */
export function StatusTag({ deactivated }: { deactivated: boolean }) {
  const { t } = useTranslation('system');
  return deactivated ? <Tag>{t('deactivated')}</Tag> : <Tag color="green">{t('active')}</Tag>;
}
