import { fieldLabels, hasFieldLabel } from '@wms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_TEXT } from './helpers/library-text.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { type Schema, slotsOf } from './reliability/fuzz.js';

/**
 * Code 2 is worded by the product, in one voice with every other message (docs/architecture.md,
 * "Messages"): a sentence that starts with the field's label in the caller's language, says what is
 * wrong and what is allowed ("Name is too long: use at most 50 characters."), never the
 * validation library's text ("Too big: expected string to have <=50 characters"). `Data` keeps the
 * wire name and the same sentence for the form.
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
    const expected: Record<string, string> = {
      'en-us': 'Name is too long: use at most 50 characters.',
      'zh-cn': '名称过长：最多 50 个字符。',
      'zh-tw': '名稱過長：最多 50 個字元。',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const r = await create({ Name: 'x'.repeat(51) }, lang);
      expect([r.status, r.Code, r.Message, r.Data]).toEqual([400, 2, message, { Field: 'Name', Rule: message }]);
    }
  });

  it('says what a number field allows, whatever is wrong with the value', async () => {
    const expected: [unknown, string, Record<string, string>][] = [
      [
        100_000,
        'numberTooBig',
        {
          'en-us': 'Sort order is over 99999: enter a whole number from 0 to 99999.',
          'zh-cn': '排序超出上限 99999：请输入介于 0 到 99999 之间的整数。',
          'zh-tw': '排序超出上限 99999：請輸入介於 0 到 99999 之間的整數。',
        },
      ],
      [-1, 'numberNegative', { 'en-us': 'Sort order cannot be negative: enter a whole number from 0 to 99999.' }],
      [2.5, 'numberType', { 'en-us': 'Sort order must be a whole number: enter a whole number from 0 to 99999.' }],
      [
        '1e3',
        'numberFormat',
        { 'en-us': 'Sort order is not a number in plain digits: enter a whole number from 0 to 99999.' },
      ],
    ];
    for (const [Sort, what, messages] of expected) {
      for (const [lang, message] of Object.entries(messages)) {
        const r = await create({ Name: 'Toys', Sort }, lang);
        expect([r.Code, r.Message, r.Data], `${what} ${lang}`).toEqual([2, message, { Field: 'Sort', Rule: message }]);
      }
    }
  });

  it('names a wrong type in words', async () => {
    const text = await create({ Name: 123 }, 'zh-tw');
    expect([text.Code, text.Message]).toEqual([2, '名稱必須是文字。']);
    const bool = await create({ Name: 'Toys', Sort: true }, 'en-us');
    expect(bool.Message).toBe('Sort order must be a number.');
  });

  it('says a missing field cannot be empty', async () => {
    for (const [lang, message] of [
      ['en-us', 'Name cannot be empty.'],
      ['zh-cn', '名称不能为空。'],
      ['zh-tw', '名稱不能為空。'],
    ] as const) {
      const r = await create({}, lang);
      expect([r.Code, r.Message, r.Data.Field]).toEqual([2, message, 'Name']);
      // A blank text is as empty as a missing one (min 1 after trimming).
      const blank = await create({ Name: '   ' }, lang);
      expect(blank.Message).toBe(message);
    }
  });

  it('words service refusals as sentences naming the field too', async () => {
    const r = await create({ Name: 'Toys', ParentId: 987654 }, 'en-us');
    expect([r.Code, r.Message, r.Data.Field]).toEqual([
      2,
      'Parent does not exist: choose a parent category from the list.',
      'ParentId',
    ]);
  });

  it('says which record already uses a value, and what to do, in each language', async () => {
    const taken = async (lang: string) =>
      s.call(
        'Currencies/EstablishCurrency',
        { Code: 'CNY', NameZhCn: '人', NameZhTw: '人', NameEn: 'Yuan', Decimals: 2, ExchangeRate: '1' },
        { token: admin, lang },
      );
    const expected: Record<string, string> = {
      'en-us': 'Code is already used by another currency: enter a different one.',
      'zh-cn': '编码已被其他币种使用：请换一个编码。',
      'zh-tw': '編碼已被其他幣別使用：請換一個編碼。',
    };
    for (const [lang, message] of Object.entries(expected)) {
      const r = await taken(lang);
      expect([r.Code, r.Message, r.Data], lang).toEqual([2, message, { Field: 'Code', Rule: message }]);
    }
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
