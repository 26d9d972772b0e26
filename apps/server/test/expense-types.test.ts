import { expenseTypeCalls as calls } from '@wms/contract';
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

describeSetupArea(() => s, {
  list: calls.GetExpenseTypes,
  establish: calls.AddExpenseType,
  edit: calls.EditExpenseType,
  remove: calls.DeleteExpenseType,
  valid: { Name: 'Labelling', Code: 'label', DisplayOrder: 70 },
  find: 'LABEL',
  findBy: 'Code',
  change: { Name: 'Relabelling', Explain: 'per label', DisplayOrder: 5 },
  unique: 'Code',
  invalid: { Code: ['LA-BEL', '标签'], DisplayOrder: [-1, 1.5, 10_000] },
});

const byCode = async (Code: string, lang?: 'en-us' | 'zh-tw') =>
  (await s.invoke(calls.GetExpenseTypes, { Code }, { token, lang })).Data[0]!;

describe('expense types', () => {
  it("lists by display order, seeded names in the reader's language, and the picker for any staff", async () => {
    const rows = (await s.invoke(calls.GetExpenseTypes, {}, { token, lang: 'en-us' })).Data;
    expect(rows.slice(0, 2).map((r) => [r.Code, r.Name])).toEqual([
      ['FREIGHT', 'Freight'],
      ['STORAGE', 'Storage'],
    ]);
    expect((await byCode('FREIGHT', 'zh-tw')).Name).toBe('運費');
    expect((await s.invoke(calls.GetExpenseTypes, { Name: 'storage' }, { token, lang: 'en-us' })).Data[0]!.Code).toBe(
      'STORAGE',
    );
    const clerk = (await s.signIn('clerk')).AccessToken;
    expect((await s.invoke(calls.GetSelectTableExpenseTypes, { Name: '运' }, { token: clerk })).Data[0]!.Code).toBe(
      'FREIGHT',
    );
  });

  it("keeps a system type's code and refuses to delete it; a rename reads the same in every language", async () => {
    const freight = await byCode('FREIGHT', 'en-us');
    const recode = await s.invoke(calls.EditExpenseType, { ...freight, Code: 'SHIPPING' }, { token });
    expect([recode.Code, recode.body.Data.Field]).toEqual([2, 'Code']);
    expect((await s.invoke(calls.DeleteExpenseType, { Id: freight.Id }, { token })).Code).toBe(4);
    expect((await s.invoke(calls.EditExpenseType, { ...freight, Name: 'Line haul' }, { token })).Code).toBe(0);
    expect((await byCode('FREIGHT', 'zh-tw')).Name).toBe('Line haul');
    expect((await s.invoke(calls.GetEditExpenseType, { Id: freight.Id }, { token })).Data.Name).toBe('Line haul');
  });
});
