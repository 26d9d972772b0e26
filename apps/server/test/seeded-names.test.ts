import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

/**
 * Seeded reference rows (cargo types, commodity categories) have a name per language and each
 * user reads the one in their language, in lists, options and details: not "普货 General" for
 * everyone. A user-created row keeps the one name typed.
 */

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
});
afterAll(() => s.close());

const as = (path: string, body: unknown, lang: string) => s.call(path, body, { token: admin, lang });
const names = (rows: { Name: string }[]) => rows.map((r) => r.Name);
/** Chinese and Latin letters in one name: the bilingual strings the seed used to have. */
const MIXED = /\p{Script=Han}.*[A-Za-z]|[A-Za-z].*\p{Script=Han}/u;
const flat = (nodes: { Name: string; Children: any[] }[]): string[] =>
  nodes.flatMap((n) => [n.Name, ...flat(n.Children)]);

describe('seeded names in the user language', () => {
  it('cargo types: options, list and detail', async () => {
    for (const [lang, general, battery] of [
      ['en-us', 'General', 'Battery'],
      ['zh-cn', '普货', '带电'],
      ['zh-tw', '普貨', '帶電'],
    ] as const) {
      const select = await as('Select/GetCargoType', {}, lang);
      expect(select.Code).toBe(0);
      expect(names(select.Data)).toEqual(expect.arrayContaining([general, battery]));
      expect(names(select.Data).filter((n) => MIXED.test(n))).toEqual([]);

      const list = await as('CargoType/GetCargoTypes', { index: 1, rows: 50 }, lang);
      expect(names(list.Data)).toContain(general);
      expect(names(list.Data).filter((n) => MIXED.test(n))).toEqual([]);
      // Searched by the name the user reads.
      const found = await as('CargoType/GetCargoTypes', { index: 1, rows: 50, Content: general }, lang);
      expect(names(found.Data)).toEqual([general]);

      const id = select.Data.find((o: { Name: string }) => o.Name === general).Value;
      expect((await as('CargoType/GetCargoTypeById', { Id: id }, lang)).Data.Name).toBe(general);
    }
  });

  it('categories: the tree and the picker', async () => {
    for (const [lang, root, child] of [
      ['en-us', 'Apparel', 'Tops'],
      ['zh-cn', '服装', '上衣'],
      ['zh-tw', '服裝', '上衣'],
    ] as const) {
      const options = await as('CommodityCategories/GetCommodityCategoriesByOneAllList', {}, lang);
      expect(flat(options.Data)).toEqual(expect.arrayContaining([root, child]));
      expect(flat(options.Data).filter((n) => MIXED.test(n))).toEqual([]);
      const tree = await as('CommodityCategories/GetCommodityCategories', {}, lang);
      expect(flat(tree.Data)).toEqual(expect.arrayContaining([root, child]));
    }
  });

  it('a name in any language is taken; saving unchanged keeps the translations, renaming drops them', async () => {
    for (const name of ['general', '普货', ' 普貨 ']) {
      const dup = await as('CargoType/EstablishCargoType', { Name: name }, 'en-us');
      expect([name, dup.Code, dup.Data.Field]).toEqual([name, 2, 'Name']);
    }
    const select = await as('Select/GetCargoType', {}, 'zh-cn');
    const id = select.Data.find((o: { Name: string }) => o.Name === '普货').Value;

    // A Chinese user saves the type as shown, with new remarks: English users still read "General".
    const kept = await as('CargoType/EditCargoType', { Id: id, Name: '普货', Remarks: '无需特殊处理' }, 'zh-cn');
    expect(kept.Code, kept.Message).toBe(0);
    expect((await as('CargoType/GetCargoTypeById', { Id: id }, 'en-us')).Data).toMatchObject({
      Name: 'General',
      Remarks: '无需特殊处理',
    });

    // Renamed, it is the name typed in every language.
    const renamed = await as('CargoType/EditCargoType', { Id: id, Name: 'General goods' }, 'en-us');
    expect(renamed.Code, renamed.Message).toBe(0);
    for (const lang of ['en-us', 'zh-cn', 'zh-tw']) {
      expect((await as('CargoType/GetCargoTypeById', { Id: id }, lang)).Data.Name).toBe('General goods');
    }
    // A user's own type reads the same everywhere.
    const own = await as('CargoType/EstablishCargoType', { Name: 'Frozen' }, 'zh-cn');
    expect((await as('CargoType/GetCargoTypeById', { Id: own.Data }, 'en-us')).Data.Name).toBe('Frozen');

    // Categories likewise: a sibling may not take a seeded root's name in another language.
    const cat = await as('CommodityCategories/EstablishCommodityCategories', { Name: 'apparel' }, 'zh-cn');
    expect([cat.Code, cat.Data.Field]).toEqual([2, 'Name']);
  });
});
