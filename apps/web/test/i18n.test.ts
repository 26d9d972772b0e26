import { menuTitles } from '@wms/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { detectLocale } from '../src/i18n/locales';
import { menuResources } from '../src/i18n/menu-titles';
import { resourcesIn, texts } from '../src/i18n/texts';

const locales = {
  'zh-CN': resourcesIn('zh-cn'),
  'zh-TW': resourcesIn('zh-tw'),
  'en-US': resourcesIn('en-us'),
} as Record<string, Record<string, Record<string, string>>>;
const enUS = locales['en-US']!;

describe('web translations', () => {
  it('give every key exactly the three languages, and i18next the same keys in each', () => {
    // A missing language is a type error; a misspelt extra one ('en-US') is not, so it is checked here.
    for (const [area, set] of Object.entries(texts))
      for (const [key, text] of Object.entries(set))
        expect(Object.keys(text).sort(), `${area}.${key}`).toEqual(['en-us', 'zh-cn', 'zh-tw']);
    const areas = Object.keys(texts).sort();
    for (const [name, res] of Object.entries(locales)) {
      expect(Object.keys(res).sort(), name).toEqual(areas);
      for (const area of areas)
        expect(Object.keys(res[area]!), `${name}/${area}`).toEqual(Object.keys(texts[area as keyof typeof texts]));
    }
  });

  it('have no empty text, and the same {{placeholders}} in every language', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const area of Object.keys(enUS)) {
      for (const [key, en] of Object.entries(locales['en-US']![area]!)) {
        for (const name of Object.keys(locales)) {
          const text = locales[name]![area]![key]!;
          expect(text.trim(), `${name}/${area}.${key}`).not.toBe('');
          expect(placeholders(text), `${name}/${area}.${key}`).toEqual(placeholders(en));
        }
      }
    }
  });

  it('take menu titles from the contract catalog, one bundle per language', () => {
    const names = Object.keys(menuTitles);
    expect(names.length).toBeGreaterThan(50);
    for (const bundle of Object.values(menuResources)) expect(Object.keys(bundle).sort()).toEqual([...names].sort());
    expect(menuResources['en-US'].Dashboard).toBe(menuTitles.Dashboard['en-us']);
    expect(menuResources['zh-TW'].Dashboard).toBe(menuTitles.Dashboard['zh-tw']);
  });

  it('count with the plural forms of each language (_one / _other), never "1 shelves"', async () => {
    // Every counted text has both forms in every language, and no bare key to fall back on.
    for (const [name, res] of Object.entries(locales)) {
      for (const [area, texts] of Object.entries(res)) {
        for (const key of Object.keys(texts).filter((k) => k.endsWith('_one'))) {
          const base = key.slice(0, -'_one'.length);
          expect(texts[`${base}_other`], `${name}/${area}.${base}_other`).toBeDefined();
          expect(texts[base], `${name}/${area}.${base}`).toBeUndefined();
        }
      }
    }
    const i18n = i18next.createInstance();
    await i18n.init({ resources: locales, lng: 'en-US', fallbackLng: false, interpolation: { escapeValue: false } });
    const say = (lng: string, key: string, params: Record<string, unknown>) =>
      (i18n.getFixedT(lng) as unknown as (k: string, o: Record<string, unknown>) => string)(key, params);
    const cases: [string, Record<string, unknown>, Record<string, [string, string]>][] = [
      [
        'shelves:batchDone',
        {},
        {
          'en-US': ['1 shelf made', '3 shelves made'],
          'zh-CN': ['已生成 1 个货架', '已生成 3 个货架'],
          'zh-TW': ['已產生 1 個貨架', '已產生 3 個貨架'],
        },
      ],
      [
        'commodity:imported',
        {},
        {
          'en-US': ['1 commodity imported', '3 commodities imported'],
          'zh-CN': ['已导入 1 个商品', '已导入 3 个商品'],
          'zh-TW': ['已匯入 1 個商品', '已匯入 3 個商品'],
        },
      ],
      [
        'system:sendMessageTo',
        {},
        {
          'en-US': ['Message to 1 user', 'Message to 3 users'],
          'zh-CN': ['发送消息给 1 位用户', '发送消息给 3 位用户'],
          'zh-TW': ['傳送訊息給 1 位使用者', '傳送訊息給 3 位使用者'],
        },
      ],
      [
        'common:minutesAgo',
        {},
        {
          'en-US': ['1 minute ago', '3 minutes ago'],
          'zh-CN': ['1 分钟前', '3 分钟前'],
          'zh-TW': ['1 分鐘前', '3 分鐘前'],
        },
      ],
      [
        'shelves:previewText',
        { first: 'A-1', last: 'A-3' },
        {
          'en-US': ['1 shelf will be made: A-1', '3 shelves will be made: A-1 … A-3'],
          'zh-CN': ['将生成 1 个货架：A-1 … A-3', '将生成 3 个货架：A-1 … A-3'],
          'zh-TW': ['將產生 1 個貨架：A-1 … A-3', '將產生 3 個貨架：A-1 … A-3'],
        },
      ],
    ];
    for (const [key, params, byLang] of cases) {
      for (const [lng, [one, many]] of Object.entries(byLang)) {
        expect(say(lng, key, { ...params, count: 1 }), `${lng} ${key} 1`).toBe(one);
        expect(say(lng, key, { ...params, count: 3 }), `${lng} ${key} 3`).toBe(many);
      }
    }
  });

  it('say what they mean: no "Determine", "Geight" or "Switch … Success"', () => {
    const en = locales['en-US']!;
    const all = Object.values(locales).flatMap((res) => Object.values(res).flatMap((area) => Object.values(area)));
    for (const text of all) expect(text).not.toMatch(/Determine|Geight|Switch \w+ Success|are you sure about this/i);
    expect(en.commodity!.dimensions).toBe('Length × Width × Height (cm)');
    expect(en.common!.switchLanguageSuccess).toBe('Language changed');
    expect(en.common!.switchSizeSuccess).toBe('Size changed');
    expect(en.system!.deleteNamed).toBe('Delete {{kind}} “{{name}}”?');
  });

  it('picks the language from the browser', () => {
    expect(detectLocale(['zh-TW'])).toBe('zh-TW');
    expect(detectLocale(['zh-HK', 'en'])).toBe('zh-TW');
    expect(detectLocale(['zh-Hant-TW'])).toBe('zh-TW');
    expect(detectLocale(['zh'])).toBe('zh-CN');
    expect(detectLocale(['en-GB'])).toBe('en-US');
    expect(detectLocale(['fr-FR', 'en-US'])).toBe('en-US');
    expect(detectLocale(['fr-FR'])).toBe('zh-CN');
    expect(detectLocale([])).toBe('zh-CN');
  });
});
