import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/locales';
import { switchLanguage } from '../i18n/switch';
import { useAppStore } from '../stores/app';

/** The language switch of the top bar and of the sign-in page. */
export function LangSelect({ showLabel }: { showLabel?: boolean }) {
  const language = useAppStore((s) => s.language);
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      // The opened list takes the focus: its arrow keys work at once (and a scan station leaves it).
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LOCALES.map((l) => ({ key: l, label: <span data-testid={`lang-${l}`}>{LOCALE_INFO[l].label}</span> })),
        onClick: ({ key }) => void switchLanguage(key as Locale),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('language')} data-testid="lang-switch">
        {showLabel ? LOCALE_INFO[language].label : null}
      </Button>
    </Dropdown>
  );
}
