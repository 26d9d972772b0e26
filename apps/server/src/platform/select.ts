import type { Lang, SelectOption, Texts } from '@wms/contract';
import type { Auth } from './auth.js';
import type { Deps } from './deps.js';

/** One option of a declared list: the stored value and its name in the three languages. */
export interface SelectItem {
  Value: number | string;
  Name: Texts;
}

/** What a computed list answers: Name already localised or as a triple; extra columns (Code,
 * Symbol, ...) travel through as they are. */
export type ComputedOption = { Value: number | string; Name: string | Texts } & Record<string, unknown>;

export type SelectCompute = (
  deps: Deps,
  auth: Auth | null,
  body: any,
  lang: Lang,
) => Promise<readonly ComputedOption[]> | readonly ComputedOption[];

/** A list's options: fixed items or computed ones. Who may read it and what it answers are
 * declared with its call in the contract (`selectCalls`). */
export interface SelectList {
  name: string;
  items?: readonly SelectItem[];
  compute?: SelectCompute;
}

// Module-level on purpose: lists are declared at import time by the files that own them, and the
// Select module reads the registry when the server builds its routes, after every import ran.
const registry = new Map<string, SelectList>();

/**
 * Declares an option list answered by `POST /openapi/Select/Get<name>` as `[{Value, Name}]` in the
 * request's language. `source` is the fixed list, or a function for lists read from the database.
 */
export function defineSelect(name: string, source: readonly SelectItem[] | SelectCompute): SelectList {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`select list name ${name}: use PascalCase`);
  if (registry.has(name)) throw new Error(`select list ${name} is declared twice`);
  let list: SelectList;
  if (typeof source === 'function') {
    list = { name, compute: source };
  } else {
    const values = new Set(source.map((i) => i.Value));
    if (values.size !== source.length) throw new Error(`select list ${name} repeats a value`);
    list = { name, items: source };
  }
  registry.set(name, list);
  return list;
}

/** Every declared list, by name (a stable order for the OpenAPI document). */
export function selectLists(): SelectList[] {
  return [...registry.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Takes a declaration back: a test that declares a list to see it refused leaves the registry
 * as it found it for the test files after it in the same process. */
export function forgetSelect(name: string): void {
  registry.delete(name);
}

export function selectList(name: string): SelectList | undefined {
  return registry.get(name);
}

/** A name written the same in every language (product names, version labels, endonyms). */
export const sameName = (name: string): Texts => ({ 'zh-cn': name, 'zh-tw': name, 'en-us': name });

const localise = (name: string | Texts, lang: Lang) => (typeof name === 'string' ? name : name[lang]);

/** The options of a list in the caller's language. */
export async function selectOptions(
  deps: Deps,
  list: SelectList,
  call: { auth: Auth | null; body: unknown; lang: Lang },
): Promise<SelectOption[]> {
  if (list.items) return list.items.map((i) => ({ Value: i.Value, Name: i.Name[call.lang] }));
  const rows = await list.compute!(deps, call.auth, call.body, call.lang);
  return rows.map((r) => ({ ...r, Name: localise(r.Name, call.lang) }));
}

/** The localised name of a stored value of a static list (for lists and exports that show
 * names); the value itself as text when the list does not know it. */
export function selectLabel(name: string, value: number | string, lang: Lang): string {
  const item = registry.get(name)?.items?.find((i) => i.Value === value);
  return item ? item.Name[lang] : String(value);
}
