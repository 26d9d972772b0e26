import type { Lang } from '@wms/contract';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_INFO } from './locales';

/** The user's language as the contract's catalogues are keyed by it (`zh-cn`, `zh-tw`, `en-us`). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return LOCALE_INFO[isLocale(i18n.language) ? i18n.language : 'zh-CN'].tag;
}
