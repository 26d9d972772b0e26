import type { Lang, Texts } from '@wms/contract';
import addresses from './addresses';
import bills from './bills';
import commodity from './commodity';
import common from './common';
import coupons from './coupons';
import floor from './floor';
import inbound from './inbound';
import inventory from './inventory';
import invoices from './invoices';
import layout from './layout';
import login from './login';
import moneySummary from './money-summary';
import orders from './orders';
import pages from './pages';
import picking from './picking';
import quotation from './quotation';
import recharge from './recharge';
import route from './route';
import settings from './settings';
import shelves from './shelves';
import site from './site';
import station from './station';
import system from './system';
import table from './table';
import transport from './transport';
import unknownItems from './unknown-items';
import upload from './upload';
import wallet from './wallet';
import warehouse from './warehouse';
import widgets from './widgets';

/** The console's texts: one i18next namespace per area, each key with its three languages
 * together, so that a key missing a language is a type error where it is written. */
export const texts = {
  common,
  route,
  pages,
  layout,
  settings,
  login,
  system,
  site,
  table,
  upload,
  widgets,
  warehouse,
  shelves,
  inventory,
  commodity,
  transport,
  addresses,
  station,
  floor,
  inbound,
  picking,
  unknownItems,
  quotation,
  wallet,
  bills,
  moneySummary,
  invoices,
  recharge,
  coupons,
  orders,
};
export type Area = keyof typeof texts;

/** One language's resources: every area with its keys, each a string (what i18next is given and
 * what `t('area:key')` is typed against). */
export type Resources = { readonly [A in Area]: { readonly [K in keyof (typeof texts)[A]]: string } };

/** The areas drawn without a session: the sign-in page and the public pages. The others load
 * with the session (src/i18n/index.ts). */
export const PUBLIC_AREAS = ['common', 'route', 'pages', 'layout', 'settings', 'login', 'site'] as const;
export type PublicArea = (typeof PUBLIC_AREAS)[number];

/** The resources of one language, for i18next: every area, or the ones named. */
export function resourcesIn(lang: Lang): Resources;
export function resourcesIn<A extends Area>(lang: Lang, areas: readonly A[]): Pick<Resources, A>;
export function resourcesIn(lang: Lang, areas: readonly Area[] = Object.keys(texts) as Area[]): Partial<Resources> {
  const area = (set: Readonly<Record<string, Texts>>) =>
    Object.fromEntries(Object.entries(set).map(([key, text]) => [key, text[lang]]));
  return Object.fromEntries(areas.map((name) => [name, area(texts[name])]));
}

/** One language's texts in the two parts that load apart: `public` (PUBLIC_AREAS) and `console`
 * (the rest). */
export function textsOf(lang: Lang, part: 'public' | 'console'): Partial<Resources> {
  const isPublic = (a: Area) => (PUBLIC_AREAS as readonly Area[]).includes(a);
  return resourcesIn(
    lang,
    (Object.keys(texts) as Area[]).filter((a) => isPublic(a) === (part === 'public')),
  );
}
