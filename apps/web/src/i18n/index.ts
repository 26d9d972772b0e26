import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { useAppStore } from '../stores/app';
import { LOCALE_INFO, LOCALES, type Locale } from './locales';
import { type Area, type Resources, resourcesIn, texts } from './texts';

/** i18next's resources, one object per language, taken from the three-language sets. */
export const resources = Object.fromEntries(
  LOCALES.map((locale) => [locale, resourcesIn(LOCALE_INFO[locale].tag)]),
) as Record<Locale, Resources>;
export const NAMESPACES = Object.keys(texts) as Area[];
/** For components that use keys of several areas, written `area:key`. */
export const ALL_NS = ['common', 'route', 'pages', 'layout', 'settings', 'login'] as const;

/** antd's locale pack of the current language, loaded on demand (each is its own chunk). */
export const useAntdLocale = create<{ locale: AntdLocale | undefined }>(() => ({ locale: undefined }));

const antdLoaders: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  'en-US': () => import('antd/es/locale/en_US'),
};
const dayjsLoaders: Record<Locale, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  'zh-TW': () => import('dayjs/locale/zh-tw'),
  'en-US': async () => undefined,
};

/** Sets antd's and dayjs's locale and the page's lang attribute. */
export async function applyLocale(locale: Locale): Promise<void> {
  document.documentElement.lang = locale;
  const [antd] = await Promise.all([antdLoaders[locale](), dayjsLoaders[locale]()]);
  dayjs.locale(locale === 'en-US' ? 'en' : locale.toLowerCase());
  useAntdLocale.setState({ locale: antd.default });
}

let localeApplied: Promise<void> = Promise.resolve();
/** Settles when the locale packs asked for by the last `initI18n` are in (tests await it, so
 * that no chunk is still loading when their environment is torn down). */
export const whenLocaleApplied = () => localeApplied;

export function initI18n(locale: Locale = useAppStore.getState().language) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'zh-CN',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  localeApplied = applyLocale(locale);
  return i18n;
}

/** The AcceptLanguage header value of the current language. */
export const currentLangTag = () => LOCALE_INFO[useAppStore.getState().language].tag;

let menuTitlesLoaded: Promise<void> | null = null;
/**
 * Menu titles come from the contract's `menuTitles` catalog, keyed by the menu node's Name. They
 * are only needed once signed in, so they load with the shell, not with the sign-in page.
 */
export function loadMenuTitles(): Promise<void> {
  menuTitlesLoaded ??= import('./menu-titles').then(({ menuResources }) => {
    for (const [locale, bundle] of Object.entries(menuResources))
      i18n.addResourceBundle(locale, 'menu', bundle, true, true);
  });
  return menuTitlesLoaded;
}

/** Title of a menu node: its translation, or the Name itself when the catalog has none. */
export const menuTitle = (name: string) => i18n.t(name, { ns: 'menu', defaultValue: name }) as string;

export { i18n };
