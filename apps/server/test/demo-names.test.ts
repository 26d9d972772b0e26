import { chargeRuleCalls, type Lang } from '@wms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

// The demo reads in the reader's language where its records have a name per language (the seeded
// charge rules, as the seeded reference rows: docs/domain.md, "Rules every area follows"), and a
// charge rule's own amount names its currency, the base one.

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('admin')).AccessToken;
});
afterAll(() => s.close());

const rules = async (lang: Lang, body: object = {}) => {
  const r = await s.invoke(chargeRuleCalls.GetChargeRules, { index: 1, rows: 50, ...body }, { token, lang });
  expect(r.Code, r.Message).toBe(0);
  return r.Data;
};

describe('the demo charge rules', () => {
  it('are named in each language, and searched by the name the reader sees', async () => {
    const names = async (lang: Lang) => (await rules(lang)).map((r) => r.Name).sort();
    expect(await names('zh-cn')).toEqual(expect.arrayContaining(['包裹上架', '包裹签收', '每日仓储']));
    expect(await names('zh-tw')).toEqual(expect.arrayContaining(['包裹上架', '包裹簽收', '每日倉儲']));
    expect(await names('en-us')).toEqual(expect.arrayContaining(['Parcel shelved', 'Parcel signed', 'Storage day']));
    expect((await rules('zh-tw', { Content: '倉儲' })).map((r) => r.Name)).toEqual(['每日倉儲']);
  });

  it('name the currency of their amount: the base one', async () => {
    const all = await rules('en-us');
    expect(all.length).toBeGreaterThan(0);
    for (const r of all) expect(r.CurrencyCode, r.Name).toBe('CNY');
    const detail = await s.invoke(chargeRuleCalls.GetEditChargeRule, { Id: all[0]!.Id }, { token, lang: 'zh-cn' });
    expect(detail.Data.CurrencyCode).toBe('CNY');
  });

  it('keep their names in every language when saved unchanged in one', async () => {
    const [row] = (await rules('zh-cn')).filter((r) => r.Name === '包裹签收');
    const detail = (await s.invoke(chargeRuleCalls.GetEditChargeRule, { Id: row!.Id }, { token, lang: 'zh-cn' })).Data;
    const { CreationTime: _, ExpenseTypeName: __, CurrencyCode: ___, ...body } = detail;
    const saved = await s.invoke(
      chargeRuleCalls.EditChargeRule,
      { ...body, Amount: body.Amount || undefined, PercentOfExpenseTypeId: body.PercentOfExpenseTypeId ?? undefined },
      { token, lang: 'zh-cn' },
    );
    expect(saved.Code, saved.Message).toBe(0);
    expect((await rules('en-us')).map((r) => r.Name)).toContain('Parcel signed');
    expect((await rules('zh-cn')).map((r) => r.Name)).toContain('包裹签收');
  });
});
