import {
  carrierCalls,
  currencyCalls,
  globalCountryCalls,
  warehouseCalls,
  warehousePartitionCalls,
} from '@wms/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commodities, sites } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { makeCommodity } from './helpers/stock.js';

/**
 * A record other records point at is not deleted, and the refusal says what points at it: the
 * kind and up to three of them by name, in the caller's language, whichever area refuses
 * (platform/in-use.ts). It used to say only "The record is in use and cannot be deleted".
 */

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('admin')).AccessToken;
});
afterAll(() => s.close());

describe('a record in use names what uses it', () => {
  it('names the one shipping type that uses a carrier, in each language', async () => {
    const ems = (await s.invoke(carrierCalls.GetCarriers, { Content: 'EMS' }, { token })).Data[0]!;
    const said = async (lang: string) => {
      const r = await s.invoke(carrierCalls.DeleteCarrier, { Id: ems.Id }, { token, lang });
      expect([r.status, r.Code]).toEqual([409, 4]);
      return r.Message;
    };
    expect(await said('en-us')).toBe(
      '“China Post EMS” cannot be deleted while shipping type “EMS Air Express” uses it: change or delete that shipping type first, or deactivate it instead.',
    );
    expect(await said('zh-cn')).toBe(
      '“China Post EMS”仍被运输方式“EMS Air Express”使用，不能删除：请先修改或删除该运输方式，或改为停用它。',
    );
    expect(await said('zh-tw')).toBe(
      '「China Post EMS」仍被運輸方式「EMS Air Express」使用，不能刪除：請先修改或刪除該運輸方式，或改為停用它。',
    );
  });

  it('names two records as a list in the language, the record itself by its name there', async () => {
    // The demo channels EMS Air Express and Demo Economy Line both serve Great Britain.
    const gb = (await s.invoke(globalCountryCalls.GetGlobalCountries, { Content: 'GB' }, { token })).Data[0]!;
    const said = async (lang: string) =>
      (await s.invoke(globalCountryCalls.DeleteGlobalCountry, { Id: gb.Id }, { token, lang })).Message;
    expect(await said('en-us')).toBe(
      '“United Kingdom” cannot be deleted while shipping types “Demo Economy Line” and “EMS Air Express” use it: change or delete those shipping types first, or deactivate it instead.',
    );
    expect(await said('zh-cn')).toBe(
      '“英国”仍被运输方式“Demo Economy Line”和“EMS Air Express”使用，不能删除：请先修改或删除这些运输方式，或改为停用它。',
    );
    expect(await said('zh-tw')).toBe(
      '「英國」仍被運輸方式「Demo Economy Line」和「EMS Air Express」使用，不能刪除：請先修改或刪除這些運輸方式，或改為停用它。',
    );
  });

  it('names three and counts the rest', async () => {
    const test = { Code: 'XTS', NameZhCn: '测试币', NameZhTw: '測試幣', NameEn: 'Test money', Decimals: 2 };
    const made = await s.invoke(currencyCalls.EstablishCurrency, { ...test, ExchangeRate: '2' }, { token });
    expect(made.Code, made.Message).toBe(0);
    const ids = [];
    for (const code of ['P-5', 'P-1', 'P-4', 'P-2', 'P-3']) ids.push(await makeCommodity(s, 'customer1', code));
    await s.deps.db.update(commodities).set({ currencyId: made.Data }).where(inArray(commodities.id, ids));
    const said = async (lang: string) =>
      (await s.invoke(currencyCalls.DeleteCurrency, { Id: made.Data }, { token, lang })).Message;
    expect(await said('en-us')).toBe(
      '“Test money” cannot be deleted while commodities “P-1”, “P-2”, “P-3” and 2 more use it: change or delete those commodities first, or deactivate it instead.',
    );
    expect(await said('zh-cn')).toBe(
      '“测试币”仍被商品“P-1”、“P-2”、“P-3”和另外 2 个使用，不能删除：请先修改或删除这些商品，或改为停用它。',
    );
    await s.deps.db.delete(commodities).where(inArray(commodities.id, ids));
    expect((await s.invoke(currencyCalls.DeleteCurrency, { Id: made.Data }, { token })).Code).toBe(0);
  });

  it('names the partition of a warehouse', async () => {
    const site = (await s.deps.db.select({ id: sites.id }).from(sites).limit(1))[0]!.id;
    const wh = await s.invoke(
      warehouseCalls.EstablishWarehouse,
      { Name: 'Busy', PersonInCharge: 'Li Lei', SiteIds: [site] },
      { token },
    );
    expect(wh.Code, wh.Message).toBe(0);
    const part = await s.invoke(
      warehousePartitionCalls.EstablishWarehousePartition,
      { WarehouseId: wh.Data, SiteId: site, Name: 'Cold room', PartitionType: 1 },
      { token },
    );
    expect(part.Code, part.Message).toBe(0);
    const r = await s.invoke(warehouseCalls.DeleteWarehouse, { Id: wh.Data }, { token, lang: 'en-us' });
    expect([r.Code, r.Message]).toEqual([
      4,
      '“Busy” cannot be deleted while partition “Cold room” uses it: change or delete that partition first, or deactivate it instead.',
    ]);
  });

  it('still deletes what nothing uses', async () => {
    const made = await s.invoke(
      carrierCalls.AddCarrier,
      { Name: 'Unused', Code: 'UNUSED', InterfaceType: 1, TrackingFormat: 3 },
      { token },
    );
    expect(made.Code, made.Message).toBe(0);
    expect((await s.invoke(carrierCalls.DeleteCarrier, { Id: made.Data }, { token })).Code).toBe(0);
  });
});
