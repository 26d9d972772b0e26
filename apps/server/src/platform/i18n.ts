import { type Lang, message, ruleMessage } from '@wms/contract';

/** Localises a message key (see `localise` in the contract: parameters that are keys, texts in
 * three languages and lists are put in the language too). A string that is not a key is returned
 * as it is. */
export const t = (lang: Lang, key: string, params?: Record<string, unknown>): string => message(lang, key, params);

/** A field's rule as a sentence naming the field by `label` (`fieldRuleText`): a Code 2 message. */
export const ruleText = ruleMessage;
