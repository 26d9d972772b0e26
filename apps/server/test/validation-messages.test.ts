import { fieldLabels, hasFieldLabel } from '@wms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_TEXT } from './helpers/library-text.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { type Schema, slotsOf } from './reliability/fuzz.js';

/**
 * Code 2 is worded by the product: the field's label in the caller's language, then the rule
 * ("Name: at most 50 characters"), never the validation library's text ("Too big: expected string
 * to have <=50 characters"). `Data` keeps the wire name and the rule for the form.
 */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
});
afterAll(() => s.close());

const create = (body: unknown, lang: string) =>
  s.call('CommodityCategories/EstablishCommodityCategories', body, { token: admin, lang });

describe('Code 2 messages', () => {
  it('names a too-long field by its label with the limit, in each language', async () => {
    const expected: Record<string, [string, string]> = {
      'en-us': ['Name: at most 50 characters', 'at most 50 characters'],
      'zh-cn': ['名称：最多 50 个字符', '最多 50 个字符'],
      'zh-tw': ['名稱：最多 50 個字元', '最多 50 個字元'],
    };
    for (const [lang, [message, rule]] of Object.entries(expected)) {
      const r = await create({ Name: 'x'.repeat(51) }, lang);
      expect([r.status, r.Code, r.Message, r.Data]).toEqual([400, 2, message, { Field: 'Name', Rule: rule }]);
    }
  });

  it('names a wrong type in words, whole numbers apart from numbers', async () => {
    const int = await create({ Name: 'Toys', Sort: 2.5 }, 'en-us');
    expect([int.Code, int.Message, int.Data]).toEqual([
      2,
      'Sort order: must be a whole number',
      { Field: 'Sort', Rule: 'must be a whole number' },
    ]);
    const text = await create({ Name: 123 }, 'zh-tw');
    expect([text.Code, text.Message]).toEqual([2, '名稱：必須是文字']);
    const zh = await create({ Name: 'Toys', Sort: 2.5 }, 'zh-cn');
    expect(zh.Message).toBe('排序：必须是整数');
  });

  it('says a missing field cannot be empty', async () => {
    for (const [lang, message] of [
      ['en-us', 'Name: cannot be empty'],
      ['zh-cn', '名称：不能为空'],
      ['zh-tw', '名稱：不能為空'],
    ] as const) {
      const r = await create({}, lang);
      expect([r.Code, r.Message, r.Data.Field]).toEqual([2, message, 'Name']);
      // A blank text is as empty as a missing one (min 1 after trimming).
      const blank = await create({ Name: '   ' }, lang);
      expect(blank.Message).toBe(message);
    }
  });

  it('words service refusals with the label too', async () => {
    const r = await create({ Name: 'Toys', ParentId: 987654 }, 'en-us');
    expect(r.Code).toBe(2);
    expect(r.Message).toMatch(/^Parent: /);
    expect(r.Data.Field).toBe('ParentId');
  });

  it('never passes on the library text, for each kind of mistake', async () => {
    const bodies: unknown[] = [
      {},
      { Name: 'x'.repeat(51) },
      { Name: 5 },
      { Name: null },
      { Name: 'A', Sort: -1 },
      { Name: 'A', Sort: 'abc' },
      { Name: 'A', Sort: 100_000 },
      { Name: 'A', Sort: 2.5 },
      { Name: 'A', ParentId: 'x' },
      { Name: 'A', ParentId: { x: 1 } },
      { Name: 'A', ParentId: [] },
      'not an object',
      [1, 2],
    ];
    for (const body of bodies) {
      for (const lang of ['en-us', 'zh-cn', 'zh-tw']) {
        const r = await create(body, lang);
        expect(r.Code, JSON.stringify(body)).toBe(2);
        expect(`${r.Message} ${r.Data?.Rule}`, `${lang} ${JSON.stringify(body)}`).not.toMatch(LIBRARY_TEXT);
      }
    }
  });
});

describe('field labels', () => {
  it('has a label for every field of every route body', () => {
    const missing = new Set<string>();
    for (const m of s.modules) {
      for (const route of m.routes) {
        for (const slot of slotsOf(route.body as unknown as Schema)) {
          const name = slot.path[slot.path.length - 1];
          if (typeof name === 'string' && !hasFieldLabel(name))
            missing.add(`${name} (${m.controller}/${route.action})`);
        }
      }
    }
    // Add a label per field to `fieldLabels` (packages/contract/src/i18n/fields.ts).
    expect([...missing].sort()).toEqual([]);
  });

  it('has every label in the three languages', () => {
    for (const [name, texts] of Object.entries(fieldLabels)) {
      for (const lang of ['zh-cn', 'zh-tw', 'en-us'] as const)
        expect(texts[lang].trim(), `${name} ${lang}`).not.toBe('');
    }
  });
});
