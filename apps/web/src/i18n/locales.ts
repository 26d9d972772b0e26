import type { Lang } from '@wms/contract';

/** The three interface languages: i18next locale, server header tag and the
 * numeric language code the site page configuration takes. */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const LOCALE_INFO: Record<Locale, { tag: Lang; code: 1 | 2 | 3; label: string }> = {
  'zh-CN': { tag: 'zh-cn', code: 1, label: '简体中文' },
  'zh-TW': { tag: 'zh-tw', code: 2, label: '繁體中文' },
  'en-US': { tag: 'en-us', code: 3, label: 'English' },
};

export const isLocale = (v: unknown): v is Locale => LOCALES.includes(v as Locale);

/** The browser's preferred languages mapped onto ours: Chinese of Taiwan, Hong Kong, Macao or
 * traditional script is zh-TW, other Chinese zh-CN, English en-US; anything else the default. */
export function detectLocale(preferred: readonly string[] | undefined): Locale {
  for (const raw of preferred ?? []) {
    const v = raw.toLowerCase();
    if (/^zh-(tw|hk|mo)|^zh-hant/.test(v)) return 'zh-TW';
    if (v.startsWith('zh')) return 'zh-CN';
    if (v.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}
