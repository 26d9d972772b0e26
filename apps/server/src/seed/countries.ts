import { createRequire } from 'node:module';
import { countries as countryFacts } from 'countries-list';
import { COUNTRIES } from './reference.js';

const require = createRequire(import.meta.url);

/**
 * Every ISO 3166-1 country and region: the codes from i18n-iso-countries, names from the CLDR
 * data of Node's ICU (Intl.DisplayNames) in simplified and traditional Chinese and English, phone
 * code and currency from countries-list. The common destinations (reference.ts) keep their
 * shorter names and order and are the ones shipped to; the rest follow in English name order.
 */
export function allCountries() {
  const iso = require('i18n-iso-countries/index.js') as typeof import('i18n-iso-countries');
  const names = (lang: string) => new Intl.DisplayNames([lang], { type: 'region' });
  const [zhCn, zhTw, en] = [names('zh-CN'), names('zh-TW'), names('en')];
  const curated = new Map(COUNTRIES.map((c) => [c.code, c]));
  const facts = countryFacts as Record<string, { phone: number[]; currency: string[] }>;
  const rest = Object.keys(iso.getAlpha2Codes())
    .filter((code) => !curated.has(code))
    .map((code) => ({
      code,
      nameZhCn: zhCn.of(code) ?? code,
      nameZhTw: zhTw.of(code) ?? code,
      nameEn: en.of(code) ?? code,
      phoneCode: facts[code]?.phone[0]?.toString() ?? null,
      currencyCode: facts[code]?.currency[0] ?? null,
      shipsTo: false,
      sort: 1000,
    }))
    .sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));
  return [
    ...COUNTRIES.map((c) => ({ ...c, currencyCode: facts[c.code]?.currency[0] ?? null, shipsTo: true })),
    ...rest,
  ];
}
