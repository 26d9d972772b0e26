import { menuTitles } from '@wms/contract';
import { describe, expect, it } from 'vitest';
import enUS from '../src/i18n/en-US';
import { detectLocale } from '../src/i18n/locales';
import { menuResources } from '../src/i18n/menu-titles';
import zhCN from '../src/i18n/zh-CN';
import zhTW from '../src/i18n/zh-TW';

const locales = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS } as Record<
  string,
  Record<string, Record<string, string>>
>;

describe('web translations', () => {
  it('have the same areas and the same keys in all three languages', () => {
    const areas = Object.keys(enUS).sort();
    for (const [name, res] of Object.entries(locales)) {
      expect(Object.keys(res).sort(), name).toEqual(areas);
      for (const area of areas) {
        expect(Object.keys(res[area]!).sort(), `${name}/${area}`).toEqual(
          Object.keys(enUS[area as keyof typeof enUS]).sort(),
        );
      }
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
