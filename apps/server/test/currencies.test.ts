import { currencyCalls as calls } from '@wms/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { makeCommodity } from './helpers/stock.js';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('admin')).AccessToken;
});
afterAll(() => s.close());

const usd = { Code: 'usd', NameZhCn: '美元', NameZhTw: '美元', NameEn: 'Dollar', Decimals: 2, ExchangeRate: '7.1' };
const list = async (Content: string) => (await s.invoke(calls.GetCurrencies, { Content }, { token })).Data;

describe('currencies', () => {
  it('lists the seeded ones with rates to the base, the base first in pickers', async () => {
    const cny = (await list('CNY'))[0]!;
    expect([cny.IsBase, cny.ExchangeRate, cny.Decimals]).toEqual([true, '1', 2]);
    const picker = await s.invoke(calls.GetSelectCurrency, {}, { token: (await s.signIn('customer1')).AccessToken });
    expect(picker.Data[0]!.Code).toBe('CNY');
  });

  it('adds one, upper-cases its code, and refuses the code again on the Code field', async () => {
    const made = await s.invoke(calls.EstablishCurrency, { ...usd, Code: 'chf', ExchangeRate: '7.900000' }, { token });
    expect(made.Code).toBe(0);
    const row = (await list('CHF'))[0]!;
    expect([row.Code, row.ExchangeRate]).toEqual(['CHF', '7.9']);
    const again = await s.invoke(calls.EstablishCurrency, { ...usd, Code: 'CHF' }, { token, lang: 'en-us' });
    expect([again.Code, again.body.Data.Field, again.Message]).toEqual([2, 'Code', 'Code: is already in use']);
  });

  it('names the field of every refused value', async () => {
    for (const [field, value] of [
      ['Code', 'U1D'],
      ['Code', 'US'],
      ['NameEn', ''],
      ['Decimals', 5],
      ['ExchangeRate', '0'],
      ['ExchangeRate', '1.1234567'],
    ] as const) {
      const r = await s.call(calls.EstablishCurrency.path, { ...usd, Code: 'XAU', [field]: value }, { token });
      expect([r.Code, r.Data?.Field], `${field} ${value}`).toEqual([2, field]);
    }
  });

  it('keeps the base active at rate 1 and refuses to delete it or a currency prices use', async () => {
    const cny = (await list('CNY'))[0]!;
    const rerate = await s.invoke(calls.EditCurrency, { ...cny, ExchangeRate: '2' }, { token });
    expect([rerate.Code, rerate.body.Data.Field]).toEqual([2, 'ExchangeRate']);
    expect((await s.invoke(calls.DeleteCurrency, { Id: cny.Id }, { token })).Code).toBe(4);
    const hkd = (await list('HKD'))[0]!;
    const priced = await makeCommodity(s, 'customer1', 'PRICED-HKD');
    await s.deps.db.update(commodities).set({ currencyId: hkd.Id }).where(eq(commodities.id, priced));
    expect((await s.invoke(calls.DeleteCurrency, { Id: hkd.Id }, { token })).Code).toBe(4);
    const chf = (await list('CHF'))[0]!;
    expect((await s.invoke(calls.DeleteCurrency, { Id: chf.Id }, { token })).Data).toBe(true);
  });

  it('is staff set-up data: a customer cannot change it', async () => {
    const customer = (await s.signIn('customer1')).AccessToken;
    expect((await s.invoke(calls.EstablishCurrency, usd, { token: customer })).status).toBe(403);
  });
});
