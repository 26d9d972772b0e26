import type { Lang } from '../codes.js';

/** A text in all three languages. Writing catalogs as triples makes a missing translation a
 * type error instead of a runtime surprise. */
export type Texts = Readonly<Record<Lang, string>>;
export type Catalog = Readonly<Record<string, Texts>>;

export function defineCatalog<const C extends Record<string, Texts>>(catalog: C): C {
  return catalog;
}

/** Fills `{name}` placeholders. */
export function format(template: string, params?: Record<string, unknown>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
