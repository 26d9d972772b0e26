import { toast } from '../api/notify';
import { useAppStore } from '../stores/app';
import { applyLocale, i18n, loadTexts } from '.';
import type { Locale } from './locales';

/**
 * Switches the interface language: downloads its texts (the first time), then sets the locale
 * (i18next, antd, dayjs), which redraws every route title; the site page configuration is keyed
 * by language and so reloads; then the success notice, in the new language.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  await loadTexts(locale);
  useAppStore.getState().setLanguage(locale);
  await i18n.changeLanguage(locale);
  await applyLocale(locale);
  toast('success', i18n.t('common:switchLanguageSuccess'), undefined, 3);
}
