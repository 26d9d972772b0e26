import { currencyCalls as calls } from '@wms/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodities } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeSetupArea } from './helpers/setup-area.js';
import { makeCommodity } from './helpers/stock.js';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('admin')).AccessToken;
});
afterAll(() => s.close());

const chf = { Code: 'chf', NameZhCn: '瑞郎', NameZhTw: '瑞郎', NameEn: 'Franc', Decimals: 2, ExchangeRate: '7.900000' };
describeSetupArea(() => s, {
  list: calls.GetCurrencies,
  establish: calls.EstablishCurrency,
  edit: calls.EditCurrency,
  remove: calls.DeleteCurrency,
  valid: chf,
  find: 'CHF',
  change: { Code: 'CHF', ExchangeRate: '8.1', Symbol: '', Decimals: 0 },
  unique: 'Code',
  invalid: { Code: ['U1D', 'US'], Decimals: [5], ExchangeRate: ['0', '1.1234567'] },
});

const find = async (Content: string) => (await s.invoke(calls.GetCurrencies, { Content }, { token })).Data[0]!;

describe('currencies', () => {
  it('lists the base at rate 1, first in the picker', async () => {
    expect([(await find('CNY')).IsBase, (await find('CNY')).ExchangeRate]).toEqual([true, '1']);
    const picker = await s.invoke(calls.GetSelectCurrency, {}, { token: (await s.signIn('customer1')).AccessToken });
    expect(picker.Data[0]!.Code).toBe('CNY');
  });

  it('keeps the base active at rate 1 and refuses to delete it or a currency prices use', async () => {
    const cny = await find('CNY');
    const rerate = await s.invoke(calls.EditCurrency, { ...cny, ExchangeRate: '2' }, { token });
    expect([rerate.Code, rerate.body.Data.Field]).toEqual([2, 'ExchangeRate']);
    expect((await s.invoke(calls.DeleteCurrency, { Id: cny.Id }, { token })).Code).toBe(4);
    const hkd = await find('HKD');
    const priced = await makeCommodity(s, 'customer1', 'PRICED-HKD');
    await s.deps.db.update(commodities).set({ currencyId: hkd.Id }).where(eq(commodities.id, priced));
    expect((await s.invoke(calls.DeleteCurrency, { Id: hkd.Id }, { token })).Code).toBe(4);
  });
});
