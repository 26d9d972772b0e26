import { format, type Lang, messages } from '@wms/contract';

/** Localises a message key; parameters that are themselves keys are localised first, so a
 * field rule like `validation.phone` reads naturally inside `error.invalidField`. A string that
 * is not a key is returned as it is. */
export function t(lang: Lang, key: string, params?: Record<string, unknown>): string {
  // Own keys only: a field named `constructor` or `toString` (a caller's extra key) read the
  // Object.prototype member and crashed the error handler (found by the fuzz suite).
  const entry = Object.hasOwn(messages, key)
    ? (messages as Record<string, Record<Lang, string> | undefined>)[key]
    : undefined;
  if (!entry) return format(key, params);
  if (!params) return entry[lang];
  const local: Record<string, unknown> = {};
  // A parameter that is itself a key (a field rule) is localised with the same parameters, so a
  // rule like 'error.taken' can show `{value}`; the key's own name is left out to stop recursion.
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'string') local[k] = v;
    else {
      const { [k]: _self, ...rest } = params;
      local[k] = t(lang, v, Object.keys(rest).length ? rest : undefined);
    }
  }
  return format(entry[lang], local, lang);
}
