import { globalCountryCalls as calls, userRecipientInformationCalls as userRecipients } from '@wms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeSetupArea } from './helpers/setup-area.js';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('admin')).AccessToken;
});
afterAll(() => s.close());

// IC, the Canary Islands: reserved in ISO 3166-1 rather than assigned, so not seeded, but a
// customs territory of its own that carriers ship to.
const canaries = {
  Code: 'ic',
  NameZhCn: '加那利群岛',
  NameZhTw: '加那利群島',
  NameEn: 'Canary Islands',
  PhoneCode: '34',
  Sort: 2000,
};
describeSetupArea(() => s, {
  list: calls.GetGlobalCountries,
  establish: calls.AddGlobalCountry,
  edit: calls.EditGlobalCountry,
  remove: calls.DeleteGlobalCountry,
  valid: canaries,
  find: 'Canary',
  change: { Code: 'IC', CurrencyCode: 'EUR', ShipsTo: true, Sort: 5 },
  unique: 'Code',
  // "+34" is a phone code as the list shows it: taken as 34 (below).
  invalid: { Code: ['I', 'I1', 'ICX'], PhoneCode: ['3a', 'abc', '+1a', '12345'], CurrencyCode: ['EU1'] },
});

const find = async (Content: string, lang?: 'zh-tw') =>
  (await s.invoke(calls.GetGlobalCountries, { Content }, { token, lang })).Data[0]!;

describe('countries', () => {
  it('holds the whole ISO list with names, phone codes and currencies, common destinations first', async () => {
    const all = await s.invoke(calls.GetGlobalCountries, { rows: 1 }, { token });
    expect(all.Total).toBeGreaterThanOrEqual(249);
    expect(all.Data[0]!.Code).toBe('CN');
    const nz = await find('NZ', 'zh-tw');
    expect([nz.Name, nz.PhoneCode, nz.CurrencyCode, nz.ShipsTo]).toEqual(['紐西蘭', '64', 'NZD', true]);
    const peru = await find('Peru');
    expect([peru.Code, peru.NameZhCn, peru.PhoneCode, peru.CurrencyCode, peru.ShipsTo]).toEqual([
      'PE',
      '秘鲁',
      '51',
      'PEN',
      false,
    ]);
    expect((await s.invoke(calls.GetGlobalCountries, { ShipsTo: true }, { token })).Total).toBe(19);
  });

  it('leaves a deactivated country out of the picker and refuses to delete one sites send SMS to', async () => {
    const customer = (await s.signIn('customer1')).AccessToken;
    const picker = async (Content: string) =>
      (await s.invoke(calls.GetSelectGlobalCountries, { Content }, { token: customer })).Data;
    expect((await picker('+852')).map((c) => c.Code)).toEqual(['HK']);
    const peru = await find('Peru');
    expect((await s.invoke(calls.EditGlobalCountry, { ...peru, IsDeactivate: true }, { token })).Code).toBe(0);
    expect(await picker('Peru')).toEqual([]);
    expect((await s.invoke(calls.DeleteGlobalCountry, { Id: (await find('HK')).Id }, { token })).Code).toBe(4);
  });

  it('refuses to delete a country a shipping type serves or an address book entry names', async () => {
    // The demo channels serve Great Britain, which gets no SMS; a customer keeps a recipient in Germany.
    const customer = (await s.signIn('customer1')).AccessToken;
    const germany = await find('DE');
    const recipient = { ContactName: 'Anna', Phone: '4930123456', CountryId: germany.Id, DetailedAddress: 'Berlin' };
    expect((await s.invoke(userRecipients.AddRecipientInformation, recipient, { token: customer })).Code).toBe(0);
    for (const code of ['GB', 'DE']) {
      const r = await s.invoke(calls.DeleteGlobalCountry, { Id: (await find(code)).Id }, { token });
      expect(r.Code, code).toBe(4);
      expect((await find(code)).Code).toBe(code);
    }
  });
});

describe('what people type into a country (issue 25)', () => {
  const body = { Code: 'xb', NameZhCn: '测试地', NameZhTw: '測試地', NameEn: 'Testland', Sort: 3000 };

  it('takes a phone code with its +, as the list shows it, and codes in any case, stored in capitals', async () => {
    const made = await s.invoke(
      calls.AddGlobalCountry,
      { ...body, PhoneCode: ' +999 ', CurrencyCode: 'xbt' },
      { token },
    );
    expect(made.Code, made.Message).toBe(0);
    const row = await find('Testland');
    expect([row.Code, row.PhoneCode, row.CurrencyCode]).toEqual(['XB', '999', 'XBT']);
    expect((await s.invoke(calls.DeleteGlobalCountry, { Id: row.Id }, { token })).Code).toBe(0);
  });

  it('refuses a phone code that is not digits, saying what a phone code is', async () => {
    const r = await s.invoke(calls.AddGlobalCountry, { ...body, PhoneCode: 'abc' }, { token, lang: 'en-us' });
    expect([r.Code, r.body.Data?.Field]).toEqual([2, 'PhoneCode']);
    expect(r.Message).toMatch(/is not an international phone code: enter 1 to 4 digits, with or without a \+/);
    expect((await s.invoke(calls.GetGlobalCountries, { Content: 'Testland' }, { token })).Total).toBe(0);
  });

  it('filters by code on codes only: "in" is India, not every name holding "in"', async () => {
    const codes = async (q: Record<string, unknown>) =>
      (await s.invoke(calls.GetGlobalCountries, { ...q, rows: 100 }, { token })).Data.map((c) => c.Code);
    expect(await codes({ Code: 'in' })).toEqual(['IN']);
    // The search box looks at names too: China, Argentina, Indonesia ...
    const searched = await codes({ Content: 'in' });
    expect(searched).toEqual(expect.arrayContaining(['IN', 'CN', 'AR', 'ID']));
    for (const code of await codes({ Code: 'N' })) expect(code).toContain('N');
  });
});
