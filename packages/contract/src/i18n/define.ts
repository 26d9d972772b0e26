import type { Lang } from '../codes.js';

/** A text in all three languages. Writing catalogs as triples makes a missing translation a
 * type error instead of a runtime surprise. */
export type Texts = Readonly<Record<Lang, string>>;

/** A text in the three languages: simplified Chinese, traditional Chinese, English. */
export const t3 = (zhCn: string, zhTw: string, enUs: string): Texts => ({
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'en-us': enUs,
});
export type Catalog = Readonly<Record<string, Texts>>;

export function defineCatalog<const C extends Record<string, Texts>>(catalog: C): C {
  return catalog;
}

/** A plural choice in ICU message syntax: `{count, plural, one {# shelf} other {# shelves}}`. The
 * forms hold plain text, `#` standing for the number. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|\w+)\s*\{([^{}]*)\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (lang: string, n: number) => {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
};

/** Fills `{name}` placeholders and picks plural forms by the language's plural rules, so a
 * count of 1 never reads "1 errors" (Chinese needs no forms: its texts have none). */
export function format(template: string, params?: Record<string, unknown>, lang: Lang = 'en-us'): string {
  if (!params) return template;
  return template
    .replace(PLURAL, (m, k: string, forms: string) => {
      const n = Number(params[k]);
      if (!(k in params) || !Number.isFinite(n)) return m;
      const options = new Map([...forms.matchAll(FORM)].map((f) => [f[1]!, f[2]!]));
      const text = options.get(`=${n}`) ?? options.get(pluralOf(lang, n)) ?? options.get('other');
      return text === undefined ? m : text.replace(/#/g, String(n));
    })
    .replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
