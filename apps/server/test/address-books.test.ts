import {
  declarantInformationCalls as declarants,
  formFields,
  selfPickupAddressCalls as points,
  recipientInformationCalls as recipients,
  userDeclarantInformationCalls as userDeclarants,
  userSelfPickupAddressCalls as userPoints,
  userRecipientInformationCalls as userRecipients,
} from '@wms/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, recipientInformations, users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeSetupArea } from './helpers/setup-area.js';

let s: TestServer;
let admin: string;
let c1: string;
let c2: string;
let c1Id: number;
let adminId: number;
const country: Record<string, number> = {};

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
  c1 = (await s.signIn('customer1')).AccessToken;
  c2 = (await s.signIn('customer2')).AccessToken;
  const ids = await s.deps.db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['customer1', 'admin']));
  c1Id = ids.find((u) => u.userName === 'customer1')!.id;
  adminId = ids.find((u) => u.userName === 'admin')!.id;
  for (const c of await s.deps.db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, ['CN', 'HK', 'JP'])))
    country[c.code] = c.id;
});
afterAll(() => s.close());

const hkRecipient = () => ({
  ContactName: 'Ho Wing',
  Phone: '9123 4567',
  CountryId: country.HK!,
  DetailedAddress: '3 Queen’s Road Central',
});

describeSetupArea(() => s, {
  list: recipients.GetRecipientInformations,
  establish: recipients.AddRecipientInformation,
  edit: recipients.EditRecipientInformation,
  remove: recipients.DeleteRecipientInformation,
  get valid() {
    return {
      OwnerId: c1Id,
      ContactName: 'Test Person',
      Phone: '91234567',
      CountryId: country.HK,
      DetailedAddress: 'x',
    };
  },
  find: 'Test Person',
  change: { ReceivingPhone: '61234567', Postcode: '999077', RegionId: 344, RegionName: '中国香港' },
  invalid: { Phone: ['12345678', '9123456', '9123456a'], CountryId: [999_999], RegionId: [156, 440305, 999_999_999] },
});

describeSetupArea(() => s, {
  list: declarants.GetDeclarantInformations,
  establish: declarants.AddDeclarantInformation,
  edit: declarants.EditDeclarantInformation,
  remove: declarants.DeleteDeclarantInformation,
  get valid() {
    return {
      OwnerId: c1Id,
      DeclarantName: 'Test Declarant',
      CountryId: country.CN,
      IdCardNumber: '11010519491231002x',
      Phone: '13800138000',
    };
  },
  find: 'Test Declarant',
  change: { IdCardNumber: '11010519491231002X', Address: 'Beijing' },
  invalid: { IdCardNumber: ['110105194912310021', '1101051949123100', 'A123456(3)'], Phone: ['91234567'] },
});

describeSetupArea(() => s, {
  list: points.GetSelfPickupAddresses,
  establish: points.AddSelfPickupAddress,
  edit: points.EditSelfPickupAddress,
  remove: points.DeleteSelfPickupAddress,
  get valid() {
    return { SiteName: 'Test Point', CountryId: country.CN, RegionId: 440305, Address: 'Keyuan Road 1' };
  },
  find: 'Test Point',
  change: { OpeningHours: '24 hours', Contact: 'Mr Test', CityCode: '440300', CountyCode: '440305' },
  unique: 'SiteName',
  invalid: { RegionId: [344, 123_456_789], Phone: ['123'], CountryId: [999_999] },
});

describe('phones and ID cards follow the country', () => {
  it('accepts a Hong Kong phone and refuses a wrong one on its field, saying what is expected', async () => {
    const ok = await s.invoke(userRecipients.AddRecipientInformation, hkRecipient(), { token: c1 });
    expect(ok.Code, ok.Message).toBe(0);
    const bad = await s.invoke(
      userRecipients.AddRecipientInformation,
      { ...hkRecipient(), ReceivingPhone: '41234567' },
      { token: c1, lang: 'en-us' },
    );
    expect([bad.Code, bad.body.Data?.Field]).toEqual([2, 'ReceivingPhone']);
    expect(bad.Message).toBe('Receiving phone: should be 8 digits starting with 2, 3, 5, 6, 7, 9 for +852');
    const zh = await s.invoke(
      userRecipients.AddRecipientInformation,
      { ...hkRecipient(), Phone: '1234' },
      { token: c1, lang: 'zh-cn' },
    );
    expect([zh.Code, zh.body.Data?.Field]).toEqual([2, 'Phone']);
    expect(zh.Message).toContain('8 位数字');
  });

  it('takes 5 to 15 digits where the numbering is not declared (Japan)', async () => {
    const jp = { ...hkRecipient(), CountryId: country.JP!, ContactName: 'Sato' };
    expect(
      (await s.invoke(userRecipients.AddRecipientInformation, { ...jp, Phone: '03-1234-5678' }, { token: c1 })).Code,
    ).toBe(0);
    const r = await s.invoke(
      userRecipients.AddRecipientInformation,
      { ...jp, Phone: '1234' },
      { token: c1, lang: 'en-us' },
    );
    expect([r.Code, r.Message]).toEqual([2, 'Phone: should be 5 to 15 digits']);
  });

  it('checks a Hong Kong identity card’s check digit', async () => {
    const body = { DeclarantName: 'Chan', CountryId: country.HK!, Phone: '51234567' };
    const good = await s.invoke(
      userDeclarants.AddDeclarantInformation,
      { ...body, IdCardNumber: 'a123456(3)' },
      { token: c1 },
    );
    expect(good.Code, good.Message).toBe(0);
    const mine = await s.invoke(userDeclarants.GetDeclarantInformations, { Content: 'A123456(3)' }, { token: c1 });
    expect(mine.Data.map((d) => d.IdCardNumber)).toContain('A123456(3)');
    for (const id of ['A123456(4)', 'A1234563', '123456(3)']) {
      const bad = await s.invoke(userDeclarants.AddDeclarantInformation, { ...body, IdCardNumber: id }, { token: c1 });
      expect([bad.Code, bad.body.Data?.Field], id).toEqual([2, 'IdCardNumber']);
    }
  });

  it('refuses a customer’s entry with a required field left out, naming it, and writes nothing', async () => {
    const before = (await s.invoke(userRecipients.GetRecipientInformations, {}, { token: c1 })).Total;
    const required = formFields(userRecipients.AddRecipientInformation.body).filter(
      (f) => 'required' in f && f.required,
    );
    expect(required.map((f) => f.name)).toEqual(['ContactName', 'Phone', 'CountryId', 'DetailedAddress']);
    for (const f of required) {
      const { [f.name as keyof ReturnType<typeof hkRecipient>]: _, ...body } = hkRecipient();
      const r = await s.invoke(userRecipients.AddRecipientInformation, body as never, { token: c1 });
      expect([r.Code, r.body.Data?.Field], f.name).toEqual([2, f.name]);
    }
    expect((await s.invoke(userRecipients.GetRecipientInformations, {}, { token: c1 })).Total).toBe(before);
  });

  it('refuses staff an owner left out or not a customer', async () => {
    const r = await s.invoke(
      recipients.AddRecipientInformation,
      { ...hkRecipient(), OwnerId: adminId },
      { token: admin },
    );
    expect([r.Code, r.body.Data?.Field]).toEqual([2, 'OwnerId']);
    const none = await s.invoke(recipients.AddRecipientInformation, hkRecipient() as never, {
      token: admin,
      lang: 'en-us',
    });
    expect([none.Code, none.Message]).toEqual([2, 'Owner: cannot be empty']);
  });
});

describe('a customer’s own entries', () => {
  it('adds, lists, edits and deletes their own; the owner and usage count are not theirs to set', async () => {
    const made = await s.invoke(
      userRecipients.AddRecipientInformation,
      { ...hkRecipient(), ContactName: 'Own Entry', OwnerId: adminId } as never,
      { token: c1 },
    );
    expect(made.Code, made.Message).toBe(0);
    const [row] = (await s.invoke(userRecipients.GetRecipientInformations, { Content: 'Own Entry' }, { token: c1 }))
      .Data;
    expect(row).toMatchObject({ OwnerId: c1Id, UserName: 'customer1', UsageCount: 0, RegionName: '' });
    const edited = await s.invoke(
      userRecipients.EditRecipientInformation,
      { ...hkRecipient(), ContactName: 'Own Entry', Id: row!.Id, RegionId: 344, UsageCount: 9 } as never,
      { token: c1 },
    );
    expect(edited.Code, edited.Message).toBe(0);
    const [after] = (await s.invoke(userRecipients.GetRecipientInformations, { Content: 'Own Entry' }, { token: c1 }))
      .Data;
    expect(after).toMatchObject({ RegionId: 344, RegionName: '中国香港', UsageCount: 0 });
    expect((await s.invoke(userRecipients.DeleteRecipientInformation, { Id: row!.Id }, { token: c1 })).Code).toBe(0);
    expect(
      (await s.invoke(userRecipients.GetRecipientInformations, { Content: 'Own Entry' }, { token: c1 })).Total,
    ).toBe(0);
  });

  it('keeps customer 2 away from customer 1’s entries (Code 3) and out of their lists', async () => {
    const id = (
      await s.invoke(
        userRecipients.AddRecipientInformation,
        { ...hkRecipient(), ContactName: 'Secret One' },
        { token: c1 },
      )
    ).Data;
    const decl = (
      await s.invoke(
        userDeclarants.AddDeclarantInformation,
        {
          DeclarantName: 'Secret Decl',
          CountryId: country.CN!,
          IdCardNumber: '11010519491231002X',
          Phone: '13800138000',
        },
        { token: c1 },
      )
    ).Data;
    const edit = await s.invoke(userRecipients.EditRecipientInformation, { ...hkRecipient(), Id: id }, { token: c2 });
    expect(edit.Code).toBe(3);
    expect((await s.invoke(userRecipients.DeleteRecipientInformation, { Id: id }, { token: c2 })).Code).toBe(3);
    expect((await s.invoke(userDeclarants.DeleteDeclarantInformation, { Id: decl }, { token: c2 })).Code).toBe(3);
    const [kept] = await s.deps.db.select().from(recipientInformations).where(eq(recipientInformations.id, id));
    expect(kept!.contactName).toBe('Secret One');
    for (const list of [
      await s.invoke(userRecipients.GetRecipientInformations, { rows: 100 }, { token: c2 }),
      await s.invoke(userRecipients.GetSelectRecipientInformations, { rows: 100 }, { token: c2 }),
      await s.invoke(userDeclarants.GetDeclarantInformations, { rows: 100 }, { token: c2 }),
    ]) {
      expect(list.Code).toBe(0);
      expect(JSON.stringify(list.Data)).not.toMatch(/Secret|customer1|Chan Siu Ming|11010519491231002X/);
    }
    expect((await s.invoke(userRecipients.GetRecipientInformations, { UserId: c1Id }, { token: c2 })).Code).toBe(3);
    // Staff see it and may filter by its owner.
    const staff = await s.invoke(
      recipients.GetRecipientInformations,
      { UserId: c1Id, Content: 'Secret' },
      { token: admin },
    );
    expect(staff.Data.map((r) => [r.ContactName, r.UserName])).toEqual([['Secret One', 'customer1']]);
  });

  it('refuses a customer the staff calls', async () => {
    for (const [call, body] of [
      [recipients.GetRecipientInformations, {}],
      [recipients.AddRecipientInformation, { ...hkRecipient(), OwnerId: c1Id }],
      [declarants.GetDeclarantInformations, {}],
      [points.AddSelfPickupAddress, { SiteName: 'x', CountryId: country.HK, Address: 'x' }],
      [points.GetSelectSelfPickupAddresses, {}],
    ] as const)
      expect((await s.call(call.path, body, { token: c1 })).status, call.path).toBe(403);
  });

  it('offers the picker its active entries with the fields it fills a form with', async () => {
    const page = await s.invoke(
      userRecipients.GetSelectRecipientInformations,
      { Content: 'Chan Siu Ming' },
      { token: c1 },
    );
    expect(page.Data).toEqual([
      {
        Id: expect.any(Number),
        ContactName: 'Chan Siu Ming',
        Phone: '91234567',
        ReceivingPhone: '23456789',
        CountryId: country.HK,
        RegionId: 344,
        RegionName: '中国香港',
        DetailedAddress: 'Flat 12A, 8 Nathan Road, Tsim Sha Tsui',
        Postcode: '',
      },
    ]);
    const row = (await s.invoke(userRecipients.GetRecipientInformations, { Content: 'Chan Siu Ming' }, { token: c1 }))
      .Data[0]!;
    await s.invoke(userRecipients.EditRecipientInformation, { ...row, IsDeactivate: true }, { token: c1 });
    expect(
      (await s.invoke(userRecipients.GetSelectRecipientInformations, { Content: 'Chan Siu Ming' }, { token: c1 }))
        .Total,
    ).toBe(0);
    await s.invoke(userRecipients.EditRecipientInformation, { ...row, IsDeactivate: false }, { token: c1 });
  });
});

describe('self-pickup points', () => {
  const sites = async (body: Record<string, unknown>, token = c1) =>
    (await s.invoke(userPoints.GetSelectSelfPickupAddresses, body, { token })).Data.map((r) => r.SiteName).sort();

  it('filters the picker by region codes and answers Id, SiteName and Address', async () => {
    expect(await sites({ CountryCode: 'cn' })).toEqual(['广州天河自提点', '深圳南山自提点']);
    expect(await sites({ ProvinceCode: '440000' })).toEqual(['广州天河自提点', '深圳南山自提点']);
    expect(await sites({ CityCode: '440300' })).toEqual(['深圳南山自提点']);
    expect(await sites({ CountyCode: '440106' })).toEqual(['广州天河自提点']);
    expect(await sites({ CountryCode: 'HK' })).toEqual(['Kwai Chung Collection Point']);
    expect(await sites({ CountryCode: 'CN', TownCode: '440305001' })).toEqual([]);
    expect(await sites({ Content: 'Kwai Hei' })).toEqual(['Kwai Chung Collection Point']);
    const [one] = (await s.invoke(points.GetSelectSelfPickupAddresses, { CityCode: '440300' }, { token: admin })).Data;
    expect(Object.keys(one!).sort()).toEqual(['Address', 'Id', 'SiteName']);
  });

  it('shows customers active points only, read only', async () => {
    const made = await s.invoke(
      points.AddSelfPickupAddress,
      { SiteName: 'Closed Point', CountryId: country.HK!, RegionId: 344, Address: 'Kwai Hei Street 9' },
      { token: admin },
    );
    const row = (await s.invoke(points.GetSelfPickupAddresses, { Content: 'Closed Point' }, { token: admin })).Data[0]!;
    expect(row).toMatchObject({ Id: made.Data, CountryCode: 'HK', ProvinceCode: '', RegionName: '中国香港' });
    expect(await sites({ CountryCode: 'HK' })).toContain('Closed Point');
    await s.invoke(points.EditSelfPickupAddress, { ...row, IsDeactivate: true }, { token: admin });
    expect(await sites({ CountryCode: 'HK' })).not.toContain('Closed Point');
    const listed = await s.invoke(userPoints.GetSelfPickupAddresses, { rows: 100 }, { token: c2 });
    expect(listed.Data.map((r) => r.SiteName)).not.toContain('Closed Point');
    expect(listed.Data.map((r) => r.SiteName)).toContain('深圳南山自提点');
    expect(listed.Data[0]).not.toHaveProperty('Remarks');
    expect((await s.call('UserSelfPickupAddress/AddSelfPickupAddress', {}, { token: c1 })).status).toBe(404);
  });
});
