import { menuTitles } from '@wms/contract';
import { LOCALE_INFO, LOCALES, type Locale } from './locales';

/** The contract's menu-title triples turned into one i18next bundle per locale. */
export const menuResources = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(menuTitles).map(([name, texts]) => [name, texts[LOCALE_INFO[locale].tag]])),
  ]),
) as Record<Locale, Record<string, string>>;
