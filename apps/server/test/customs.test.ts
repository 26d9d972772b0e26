import { customsClearanceCompanyCalls as companies, customsClearanceNumberCalls as numbers } from '@wms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeSetupArea } from './helpers/setup-area.js';

let s: TestServer;
let token: string;
let country: number;
let broker: number;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('admin')).AccessToken;
  country = (await s.call('Select/GetCountry', {}, { token })).Data[0].Value;
  broker = (await s.invoke(companies.GetCustomsClearanceCompanies, { Content: 'HCB' }, { token })).Data[0]!.Id;
});
afterAll(() => s.close());

describeSetupArea(() => s, {
  list: companies.GetCustomsClearanceCompanies,
  establish: companies.AddCustomsClearanceCompany,
  edit: companies.EditCustomsClearanceCompany,
  remove: companies.DeleteCustomsClearanceCompany,
  get valid() {
    return { Name: 'Pearl River Brokers', Code: 'prb', CountryId: country };
  },
  find: 'Pearl',
  change: { Code: 'PRB', Contact: 'Ms Lee', ContactPhone: '85290000000', Address: 'Kwai Chung' },
  unique: 'Code',
  // Spaces are dropped from a pasted code (`P R B` is PRB); other signs are refused.
  invalid: { CountryId: [999_999], Code: ['P-R-B', 'P.R'] },
});

describeSetupArea(() => s, {
  list: numbers.GetCustomsClearanceNumbers,
  establish: numbers.AddCustomsClearanceNumber,
  edit: numbers.EditCustomsClearanceNumber,
  remove: numbers.DeleteCustomsClearanceNumber,
  get valid() {
    return { CompanyId: broker, ClearanceNumber: 'hcb-2027-0001' };
  },
  find: 'HCB-2027',
  change: { ClearanceNumber: 'HCB-2027-0001', Remarks: 'for air shifts' },
  unique: 'ClearanceNumber',
  invalid: { ClearanceNumber: ['HCB_1', 'HCB/1', '清关1'], CompanyId: [999_999] },
});

describe('customs clearance', () => {
  it('lists a company’s numbers, and keeps a company that has numbers', async () => {
    const own = await s.invoke(
      numbers.GetCustomsClearanceNumbers,
      { CompanyId: broker, Content: 'HCB-2026' },
      { token },
    );
    expect(own.Data.map((n) => n.ClearanceNumber).sort()).toEqual(['HCB-2026-0001', 'HCB-2026-0002']);
    expect((await s.invoke(companies.DeleteCustomsClearanceCompany, { Id: broker }, { token })).Code).toBe(4);
  });

  it('offers only active companies for new numbers', async () => {
    const made = await s.invoke(
      companies.AddCustomsClearanceCompany,
      { Name: 'Old', Code: 'OLD', CountryId: country },
      { token },
    );
    const old = (await s.invoke(companies.GetCustomsClearanceCompanies, { Content: 'OLD' }, { token })).Data[0]!;
    await s.invoke(companies.EditCustomsClearanceCompany, { ...old, IsDeactivate: true }, { token });
    const r = await s.invoke(
      numbers.AddCustomsClearanceNumber,
      { CompanyId: made.Data, ClearanceNumber: 'OLD-1' },
      { token },
    );
    expect([r.Code, r.body.Data.Field]).toEqual([2, 'CompanyId']);
    const offered = (await s.call('Select/GetCustomsClearanceCompany', {}, { token })).Data.map(
      (o: { Name: string }) => o.Name,
    );
    expect(offered).toContain('Harbour Customs Brokers');
    expect(offered).not.toContain('Old');
  });
});
