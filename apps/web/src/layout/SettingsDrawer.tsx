import { SettingOutlined } from '@ant-design/icons';
import { AccountType } from '@wms/contract';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../stores/session';
import { useSettingsStore } from '../stores/settings';
import { SettingsPanel } from './SettingsPanel';

/** The settings toggle of the top bar and the settings drawer. The toggle sits among the top
 * bar's tools rather than floating at the screen's edge, where it covered whatever was under
 * it (the search panel's Expand, the column chooser); it shows only when showSettings is on and
 * the user is not a customer. */
export function SettingsDrawer() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const show = useSettingsStore((s) => s.showSettings);
  const accountType = useSessionStore((s) => s.user?.AccountTypeCode);
  if (!show || accountType === AccountType.Customer) return null;
  return (
    <>
      <Button
        type="text"
        icon={<SettingOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('title')}
        title={t('title')}
        data-testid="settings-toggle"
      />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('title')} size={340} data-testid="settings-drawer">
        {open ? <SettingsPanel /> : null}
      </Drawer>
    </>
  );
}
