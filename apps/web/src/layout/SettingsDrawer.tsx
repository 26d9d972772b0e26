import { SettingOutlined } from '@ant-design/icons';
import { Button, Drawer, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { SettingsPanel } from './SettingsPanel';

/** The right-edge toggle and the settings drawer. The toggle shows only
 * when showSettings is on and the user is not a customer (AccountTypeCode 2). */
export function SettingsDrawer() {
  const { t } = useTranslation('settings');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const show = useSettingsStore((s) => s.showSettings);
  const accountType = useSessionStore((s) => s.user?.AccountTypeCode);
  if (!show || accountType === 2) return null;
  return (
    <>
      <Button
        type="primary"
        icon={<SettingOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('title')}
        title={t('title')}
        data-testid="settings-toggle"
        style={{
          position: 'fixed',
          right: 0,
          top: 250,
          zIndex: 1000,
          width: 42,
          height: 42,
          borderRadius: `${token.borderRadius}px 0 0 ${token.borderRadius}px`,
          fontSize: 20,
        }}
      />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('title')} size={340} data-testid="settings-drawer">
        {open ? <SettingsPanel /> : null}
      </Drawer>
    </>
  );
}
