import type { Lang } from '../codes.js';
import { fieldRuleText, localise } from './define.js';
import { messages } from './index.js';

const catalogue = messages as Readonly<Record<string, Readonly<Record<Lang, string>> | undefined>>;

// Own keys only: a field named `constructor` or `toString` (a caller's extra key) read the
// Object.prototype member and crashed the server's error handler (found by the fuzz suite).
const lookupIn = (lang: Lang) => (key: string) => (Object.hasOwn(catalogue, key) ? catalogue[key]?.[lang] : undefined);

/** A message of the catalogues in `lang` (`localise`); a text that is no key is returned as it is. */
export const message = (lang: Lang, key: string, params?: Record<string, unknown>): string =>
  localise(lookupIn(lang), lang, key, params);

/** A field's rule as the sentence a user reads, naming the field by `label` (`fieldRuleText`): what
 * a Code 2 says, and what a form says when it refuses the same value itself. */
export const ruleMessage = (lang: Lang, rule: string, params: Record<string, unknown> | undefined, label: string) =>
  fieldRuleText(lookupIn(lang), lang, rule, params, label);
