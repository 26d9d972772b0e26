/** Envelope codes (docs/architecture.md). The HTTP status travels with the code so that
 * server and client agree on one table. */
export const Code = {
  Ok: 0,
  Unauthorized: 1,
  Invalid: 2,
  NotFound: 3,
  Refused: 4,
  TokenExpired: 5,
  TooMany: 6,
  ServerError: 9,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  Code: CodeValue;
  Message: string;
  Data: T;
  Total?: number;
  /** Code 0 only: what the user should know although the call succeeded (goods put on a shelf
   * they do not fit), in the language of the request. The console shows each as a warning. */
  Warnings?: string[];
}

export interface Paged<T> {
  Code: CodeValue;
  Message: string;
  Data: T[];
  Total: number;
}

export const AccountType = { Staff: 1, Customer: 2 } as const;
export type AccountTypeValue = (typeof AccountType)[keyof typeof AccountType];

/** Interface languages: header value and numeric code. */
export const Languages = [
  { code: 1, tag: 'zh-cn', locale: 'zh-CN' },
  { code: 2, tag: 'zh-tw', locale: 'zh-TW' },
  { code: 3, tag: 'en-us', locale: 'en-US' },
] as const;
export type Lang = (typeof Languages)[number]['tag'];
export const DEFAULT_LANG: Lang = 'zh-cn';

/** Accepts `zh-cn`, `zh-CN`, `zh_tw`, `1`, `2`, `3`, `en`, ...; anything else is the default. */
export function parseLang(value: unknown): Lang {
  if (value === undefined || value === null) return DEFAULT_LANG;
  const v = String(value).trim().toLowerCase().replace('_', '-');
  for (const l of Languages) if (v === String(l.code) || v === l.tag) return l.tag;
  if (v.startsWith('en')) return 'en-us';
  if (v === 'zh-hk' || v === 'zh-mo' || v === 'zh-hant' || v.startsWith('zh-hant')) return 'zh-tw';
  if (v.startsWith('zh')) return 'zh-cn';
  return DEFAULT_LANG;
}
export function langCode(lang: Lang): 1 | 2 | 3 {
  return Languages.find((l) => l.tag === lang)?.code ?? 1;
}
