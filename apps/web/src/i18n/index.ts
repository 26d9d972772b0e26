import type { Locale as AntdLocale } from 'antd/es/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { useAppStore } from '../stores/app';
import { LOCALE_INFO, type Locale } from './locales';
import type { Resources } from './texts';

type Part = 'public' | 'console';
type Loader = () => Promise<{ default: Partial<Resources> }>;

/**
 * Each language's texts are chunks of their own, holding that language only (the build
 * replaces `texts/<lang>.ts` with the evaluated strings, see build/texts.ts): a visitor
 * downloads the strings of one language, not of three. The public part (the sign-in and public
 * pages) loads at start-up, the console's part with the session.
 */
const textLoaders: Record<Part, Record<Locale, Loader>> = {
  public: {
    'zh-CN': () => import('./texts/zh-cn'),
    'zh-TW': () => import('./texts/zh-tw'),
    'en-US': () => import('./texts/en-us'),
  },
  console: {
    'zh-CN': () => import('./texts/zh-cn.console'),
    'zh-TW': () => import('./texts/zh-tw.console'),
    'en-US': () => import('./texts/en-us.console'),
  },
};
/** An area of each part: whether i18next has that part of a language. */
const PART_AREA: Record<Part, keyof Resources> = { public: 'common', console: 'system' };

async function loadPart(locale: Locale, part: Part): Promise<void> {
  if (i18n.hasResourceBundle(locale, PART_AREA[part])) return;
  const { default: res } = await textLoaders[part][locale]();
  for (const [area, bundle] of Object.entries(res)) i18n.addResourceBundle(locale, area, bundle, true, true);
}

/** Gives i18next the texts of a language, downloading them the first time: the public part, and
 * the console's part too once the session has loaded it for the current language (a language
 * switch). */
export function loadTexts(locale: Locale): Promise<void> {
  const current = useAppStore.getState().language;
  const withConsole = i18n.hasResourceBundle(current, PART_AREA.console);
  return Promise.all([loadPart(locale, 'public'), withConsole ? loadPart(locale, 'console') : undefined]).then(
    () => undefined,
  );
}

/** The console's texts and dayjs's locale for the current language: what the signed-in console
 * needs beyond the sign-in page (loaded with the session). */
export function loadConsoleTexts(): Promise<void> {
  const locale = (i18n.language as Locale | undefined) ?? useAppStore.getState().language;
  return Promise.all([loadPart(locale, 'console'), applyDayjsLocale(locale)]).then(() => undefined);
}

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

/** dayjs's locale. Only the console's screens show dates: dayjs loads with the session, not with
 * the sign-in page. */
async function applyDayjsLocale(locale: Locale): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLoaders[locale]()]);
  dayjs.locale(locale === 'en-US' ? 'en' : locale.toLowerCase());
}

/** Sets antd's locale, dayjs's once the console uses it, then the page's lang attribute: set
 * last, the attribute says the page is wholly in the language (the browser tests wait for it). */
export async function applyLocale(locale: Locale): Promise<void> {
  const withConsole = i18n.hasResourceBundle(locale, PART_AREA.console);
  const [antd] = await Promise.all([antdLoaders[locale](), withConsole ? applyDayjsLocale(locale) : undefined]);
  useAntdLocale.setState({ locale: antd.default });
  document.documentElement.lang = locale;
}

let localeApplied: Promise<void> = Promise.resolve();
/** Settles when the texts and locale packs asked for by the last `initI18n` are in (the console
 * draws then; tests await it, so that no chunk is still loading when their environment is torn
 * down). */
export const whenLocaleApplied = () => localeApplied;

/** Sets i18next up and starts loading the language's texts and locale packs: see
 * `whenLocaleApplied`, which the answer is. */
export function initI18n(locale: Locale = useAppStore.getState().language): Promise<void> {
  void i18n.use(initReactI18next).init({
    // Filled in by loadTexts, one language at a time.
    resources: {},
    lng: locale,
    fallbackLng: 'zh-CN',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  localeApplied = Promise.all([loadTexts(locale), applyLocale(locale)]).then(() => undefined);
  return localeApplied;
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
