import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies } from '../src/db/schema/index.js';
import { selectModule } from '../src/modules/system/select/routes.js';
import { defineSelect, forgetSelect, selectLabel } from '../src/platform/select.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
let c1: string;

beforeAll(async () => {
  s = await startTestServer();
  c1 = (await s.signIn('customer1')).AccessToken;
});
afterAll(() => s.close());

const select = (name: string, o: { token?: string; lang?: string; body?: unknown } = {}) =>
  s.call(`Select/Get${name}`, o.body ?? {}, { token: o.token ?? c1, lang: o.lang });

describe('Select option lists', () => {
  it('answers every platform list as [{Value, Name}]', async () => {
    for (const name of [
      'UserGenderType',
      'MenuType',
      'MenuClassification',
      'Languages',
      'ApiVersionType',
      'AccountType',
      'MessageType',
      'InfoType',
      'DatabaseType',
    ]) {
      const r = await select(name);
      expect([name, r.Code]).toEqual([name, 0]);
      expect(r.Data.length).toBeGreaterThan(1);
      for (const o of r.Data) expect(Object.keys(o).sort()).toEqual(['Name', 'Value']);
    }
  });

  it('names options in the request language', async () => {
    const tw = await select('UserGenderType', { lang: 'zh-tw' });
    const en = await select('UserGenderType', { lang: 'en-us' });
    expect(tw.Data).toEqual([
      { Value: 0, Name: '未知' },
      { Value: 1, Name: '男' },
      { Value: 2, Name: '女' },
    ]);
    expect(en.Data).toEqual([
      { Value: 0, Name: 'Unknown' },
      { Value: 1, Name: 'Male' },
      { Value: 2, Name: 'Female' },
    ]);
    const menuCn = await select('MenuType', { lang: 'zh-cn' });
    const menuTw = await select('MenuType', { lang: '2' });
    expect(menuCn.Data[1].Name).toBe('菜单');
    expect(menuTw.Data[1].Name).toBe('選單');
    expect((await select('MessageType', { lang: 'en-us' })).Data.map((o: any) => o.Value)).toEqual([
      'info',
      'success',
      'warning',
      'error',
    ]);
    expect(selectLabel('InfoType', 3, 'zh-tw')).toBe('權限變更');
  });

  it('names each language in itself, and answers it without a session', async () => {
    const expected = [
      { Value: 1, Name: '简体中文' },
      { Value: 2, Name: '繁體中文' },
      { Value: 3, Name: 'English' },
    ];
    for (const lang of ['zh-cn', 'en-us']) {
      const r = await s.call('Select/GetLanguages', {}, { lang });
      expect([r.status, r.Data]).toEqual([200, expected]);
    }
    expect((await s.call('Select/GetUserGenderType')).Code).toBe(0);
  });

  it('needs a session for the other lists', async () => {
    const r = await s.call('Select/GetMenuType');
    expect([r.status, r.Code]).toEqual([401, 1]);
    expect((await s.call('Select/GetNoSuchList', {}, { token: c1 })).status).toBe(404);
  });

  it('serves lists computed per call from the database, named in the request language', async () => {
    const r = await select('CargoType', { lang: 'en-us' });
    expect(r.Data.map((o: { Name: string }) => o.Name)).toContain('General');
  });

  it('stops the start when a list is not declared in the contract', () => {
    defineSelect('NotInTheContract', []);
    try {
      expect(() => selectModule(s.deps)).toThrow(/declare GetNotInTheContract in the contract's selectCalls/);
    } finally {
      forgetSelect('NotInTheContract');
    }
    expect(() => selectModule(s.deps)).not.toThrow();
  });

  it('refuses a list declared twice or with a repeated value', () => {
    expect(() => defineSelect('MenuType', [])).toThrow(/twice/);
    const n = { 'zh-cn': 'a', 'zh-tw': 'a', 'en-us': 'a' };
    expect(() =>
      defineSelect('RepeatsAValue', [
        { Value: 1, Name: n },
        { Value: 1, Name: n },
      ]),
    ).toThrow(/repeats/);
  });

  it('documents each list in the OpenAPI document', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi/docs/json' })).json();
    const langs = doc.paths['/openapi/Select/GetLanguages'].post;
    expect([langs['x-access'], langs['x-scope'], langs['x-permission']]).toEqual(['open', 'public', null]);
    expect(doc.paths['/openapi/Select/GetMenuType'].post['x-access']).toBe('signedIn');
  });
});

describe('Lookups', () => {
  it('lists countries with localised names, filtered by code, phone code or any name', async () => {
    const all = await s.call('GlobalCountries/GetSelectGlobalCountries', {}, { token: c1, lang: 'en-us' });
    expect(all.Code).toBe(0);
    expect(all.Data.length).toBeGreaterThan(10);
    expect(all.Data[0]).toEqual({ Value: expect.any(Number), Name: 'China', Code: 'CN', PhoneCode: '86' });

    const byEn = await s.call(
      'GlobalCountries/GetSelectGlobalCountries',
      { Content: 'japan' },
      { token: c1, lang: 'zh-tw' },
    );
    expect(byEn.Data.map((c: any) => [c.Code, c.Name])).toEqual([['JP', '日本']]);
    const byTw = await s.call(
      'GlobalCountries/GetSelectGlobalCountries',
      { Content: '國' },
      { token: c1, lang: 'en-us' },
    );
    expect(byTw.Data.map((c: any) => c.Code)).toEqual(expect.arrayContaining(['CN', 'HK', 'MO', 'TW', 'US', 'GB']));
    expect(byTw.Data.map((c: any) => c.Code)).not.toContain('JP');
    const byCn = await s.call(
      'GlobalCountries/GetSelectGlobalCountries',
      { Content: '澳门' },
      { token: c1, lang: 'zh-cn' },
    );
    expect(byCn.Data.map((c: any) => c.Name)).toEqual(['中国澳门']);
    const byCode = await s.call('GlobalCountries/GetSelectGlobalCountries', { Content: 'sg' }, { token: c1 });
    expect(byCode.Data.map((c: any) => c.Code)).toEqual(['SG']);
    const byPhone = await s.call('GlobalCountries/GetSelectGlobalCountries', { Content: '+852' }, { token: c1 });
    expect(byPhone.Data.map((c: any) => c.Code)).toEqual(['HK']);
    const wildcard = await s.call('GlobalCountries/GetSelectGlobalCountries', { Content: '%' }, { token: c1 });
    expect(wildcard.Data).toEqual([]);
    const long = await s.call(
      'GlobalCountries/GetSelectGlobalCountries',
      { Content: 'x'.repeat(101) },
      { token: c1, lang: 'en-us' },
    );
    expect([long.Code, long.Message]).toEqual([2, 'Search text is too long: use at most 100 characters.']);
    expect((await s.call('GlobalCountries/GetSelectGlobalCountries')).status).toBe(401);
  });

  it('lists active currencies with localised names', async () => {
    const en = await s.call('Currencies/GetSelectCurrency', {}, { token: c1, lang: 'en-us' });
    expect(en.Code).toBe(0);
    expect(en.Data).toContainEqual({
      Value: expect.any(Number),
      Name: 'US Dollar',
      Code: 'USD',
      Symbol: '$',
      Decimals: 2,
    });
    const tw = await s.call('Currencies/GetSelectCurrency', {}, { token: c1, lang: 'zh-tw' });
    expect(tw.Data.find((c: any) => c.Code === 'TWD').Name).toBe('新臺幣');

    await s.deps.db.update(currencies).set({ isDeactivate: true }).where(eq(currencies.code, 'GBP'));
    const after = await s.call('Currencies/GetSelectCurrency', {}, { token: c1 });
    expect(after.Data.map((c: any) => c.Code)).not.toContain('GBP');
    expect(after.Data).toHaveLength(en.Data.length - 1);
    expect((await s.call('Currencies/GetSelectCurrency')).status).toBe(401);
  });
});
