import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsPanel } from '../../layout/SettingsPanel';

/** The hidden Settings route (avatar menu): the settings drawer's content as a page. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Card variant="borderless" title={t('title')} style={{ maxWidth: 560 }}>
      <SettingsPanel />
    </Card>
  );
}
