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
 * forms hold text, `#` standing for the number, and may hold plain placeholders
 * (`one {{kind} {names}}`), filled in after the form is chosen. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const FORM = /(=\d+|\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g;
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

/** A value of a message parameter the language decides: a text in the three languages. */
const isTexts = (v: unknown): v is Texts =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Texts)['en-us'] === 'string';

const lists = new Map<string, Intl.ListFormat>();
/** "A, B and C" / "A、B和C": a list as the language writes it (the console's English is British:
 * no comma before "and"). */
function listIn(lang: Lang, items: string[]): string {
  let f = lists.get(lang);
  if (!f) {
    f = new Intl.ListFormat(lang === 'en-us' ? 'en-GB' : lang, { type: 'conjunction' });
    lists.set(lang, f);
  }
  return f.format(items);
}

/**
 * A message in one language: the template of `key` (or `key` itself, a literal text, when `lookup`
 * has none) with its parameters, each in that language first: a parameter that is itself a key is
 * localised with the other parameters (a field rule inside a sentence, a record kind counted by
 * `count`), a text in the three languages (`Texts`) gives its own, a list is written as the
 * language writes lists. The server's messages and the console's form rules both read through
 * this, so the same rule reads the same in both.
 */
export function localise(
  lookup: (key: string) => string | undefined,
  lang: Lang,
  key: string,
  params?: Record<string, unknown>,
): string {
  const template = lookup(key) ?? key;
  if (!params) return template;
  const local: Record<string, unknown> = {};
  const one = (k: string, v: unknown): unknown => {
    if (isTexts(v)) return v[lang];
    if (Array.isArray(v)) {
      const items = v.map((x) => String(one(k, x)));
      return listIn(lang, items);
    }
    if (typeof v !== 'string' || lookup(v) === undefined) return v;
    // The parameter's own name is left out, so that a key cannot fill itself in for ever.
    const { [k]: _self, ...rest } = params;
    return localise(lookup, lang, v, Object.keys(rest).length ? rest : undefined);
  };
  for (const [k, v] of Object.entries(params)) local[k] = one(k, v);
  return format(template, local, lang);
}

/** The key a kind of record is named by in the catalogues: `record.<key>` in the singular,
 * `records.<key>` in the plural, from its English name ("shipping type" is `shippingType`). */
export const recordKey = (english: string): string =>
  english.replace(/[-\s]+(\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());

/** The catalogue entries naming a kind of record: `record.<key>` (singular, English in lower
 * case) and `records.<key>` (plural), for messages that name what a record is ("used by shipping
 * type “EMS Standard”"). */
export function recordTexts(name: Texts, plural: string): Record<string, Texts> {
  const key = recordKey(name['en-us']);
  return { [`record.${key}`]: name, [`records.${key}`]: { ...name, 'en-us': plural } };
}

/** A rule written as a fragment, without its field ("is not a Taiwan mobile number: ..."), read
 * after the field's label so that the message still names the field. */
const LABEL_FIRST = t3('{label}：{rule}', '{label}：{rule}', '{label}: {rule}');

/**
 * A field's rule as the sentence a user reads (Code 2, and a form's own check of the same rule):
 * the rule's text with the field's `label` filled in ("Code is already used by another currency:
 * enter a different one."). Every rule is written as such a sentence, starting with `{label}`; one
 * that is not still names its field, after the label.
 */
export function fieldRuleText(
  lookup: (key: string) => string | undefined,
  lang: Lang,
  rule: string,
  params: Record<string, unknown> | undefined,
  label: string,
): string {
  const text = localise(lookup, lang, rule, { ...params, label });
  return (lookup(rule) ?? rule).includes('{label}') ? text : format(LABEL_FIRST[lang], { label, rule: text });
}
