import { LOCALES, type Locale } from '../../i18n/locales';
import { switchLanguage } from '../../i18n/switch';
import { useAppStore } from '../../stores/app';
import { PlainSegmented } from './fields';

const SHORT: Record<Locale, string> = { 'zh-CN': '简', 'zh-TW': '繁', 'en-US': 'EN' };

/** The sign-in page's language switch: three buttons, lighter than a dropdown menu. */
export function LangSegmented() {
  const language = useAppStore((s) => s.language);
  return (
    <PlainSegmented
      small
      value={language}
      onChange={(v) => void switchLanguage(v)}
      options={LOCALES.map((l) => ({ value: l, label: <span data-testid={`lang-${l}`}>{SHORT[l]}</span> }))}
    />
  );
}
