import { catalogues } from '@wms/contract';
import { LOCALE_INFO, LOCALES, type Locale } from './locales';

/** The contract's menu-title triples (the areas' button names merged in) turned into one i18next
 * bundle per locale. */
const { menuTitles } = catalogues();
export const menuResources = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(menuTitles).map(([name, texts]) => [name, texts[LOCALE_INFO[locale].tag]])),
  ]),
) as Record<Locale, Record<string, string>>;
