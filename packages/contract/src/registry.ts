import type { AreaTexts, PermissionCodeOf } from './calls/define.js';
import * as areas from './calls/index.js';
import type { Texts } from './i18n/define.js';
import { fieldLabels } from './i18n/fields.js';
import { messages } from './i18n/index.js';
import { menuTitles } from './i18n/menus.js';
import { isWorkflow, type Workflow } from './workflow.js';

type Module = typeof areas;
/** The call tables among an area file's exports, by controller. */
type TablesOf<M> = {
  [K in keyof M as M[K] extends { readonly [action: string]: { controller: infer C extends string; path: string } }
    ? C
    : never]: M[K];
};

const isTable = (v: unknown): v is Record<string, { controller: string; path: string }> => {
  if (typeof v !== 'object' || v === null) return false;
  const calls = Object.values(v);
  return (
    calls.length > 0 && calls.every((c) => typeof c === 'object' && c !== null && 'path' in c && 'controller' in c)
  );
};

/**
 * Every call table, by controller, collected from the area files (calls/index.ts): the console's
 * typed client (`api.<Controller>.<Action>`) and the typed permission codes are read off this one
 * object, and the server checks that each call has exactly one route.
 */
export const calls = Object.fromEntries(
  Object.values(areas)
    .filter(isTable)
    .map((t) => [Object.values(t)[0]!.controller, t]),
) as unknown as TablesOf<Module>;
export type Calls = TablesOf<Module>;

/** Every workflow the areas declare (found among their exports, as the call tables are): the
 * server serves each one's option list and history, the console its tags and actions. */
export const workflows: readonly Workflow[] = (Object.values(areas) as unknown[]).filter(isWorkflow);

/** Every permission code a staff call is behind: `hasPermi` accepts only these. */
export type PermissionCode = PermissionCodeOf<Calls>;

/** Each area's own texts, merged into the catalogues the server and the console read (a key
 * defined twice is a mistake that must not pass silently). */
function mergeInto(catalogue: object, texts: Record<string, Texts> | undefined, what: string) {
  for (const [key, value] of Object.entries(texts ?? {})) {
    if (Object.hasOwn(catalogue, key)) throw new Error(`${what} ${key} is defined twice`);
    (catalogue as Record<string, Texts>)[key] = value;
  }
}
/** The kind of record each set-up controller's calls are about (a `recordKey`: `record.<kind>` in
 * the catalogue names it), from its area's texts: what "already used by another currency" says. */
export const recordKinds: Readonly<Record<string, string>> = {};

for (const v of Object.values(areas) as unknown[]) {
  if (typeof v !== 'object' || v === null || !(v as Partial<AreaTexts>).areaTexts) continue;
  const t = v as AreaTexts;
  Object.assign(recordKinds, t.kinds);
  mergeInto(messages, t.messages, 'message');
  mergeInto(fieldLabels, t.fields, 'field label');
  mergeInto(menuTitles, t.buttons, 'menu title');
  mergeInto(messages, t.buttons, 'message');
}

/**
 * The catalogues with every area's texts merged in. The console's bundler drops a contract module
 * none of whose exports is used (the contract is declared free of side effects), and the merge
 * above is this module's side effect: a bundle that reads `menuTitles` or `fieldLabels` straight
 * from their own modules can miss the areas' button names and labels. Read them through here.
 */
export const catalogues = () => ({ menuTitles, fieldLabels, messages });
