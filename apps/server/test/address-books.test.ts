import {
  chinaIdCheck,
  declarantInformationCalls as declarants,
  formFields,
  selfPickupAddressCalls as points,
  recipientInformationCalls as recipients,
  userDeclarantInformationCalls as userDeclarants,
  userSelfPickupAddressCalls as userPoints,
  userRecipientInformationCalls as userRecipients,
} from '@wms/contract';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, declarantInformations, recipientInformations, users } from '../src/db/schema/index.js';
import { LockNamespace } from '../src/platform/locks.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeSetupArea } from './helpers/setup-area.js';

let s: TestServer;
let admin: string;
let c1: string;
let c2: string;
let c1Id: number;
let c2Id: number;
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
    .where(inArray(users.userName, ['customer1', 'customer2', 'admin']));
  c1Id = ids.find((u) => u.userName === 'customer1')!.id;
  c2Id = ids.find((u) => u.userName === 'customer2')!.id;
  adminId = ids.find((u) => u.userName === 'admin')!.id;
  for (const c of await s.deps.db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, ['CN', 'HK', 'JP', 'MO', 'TW'])))
    country[c.code] = c.id;
});
afterAll(() => s.close());

/** A mainland resident ID with its right check character. */
const cn = (first17: string) => first17 + chinaIdCheck(first17);

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
  invalid: { Phone: ['01234567', '9123456', '9123456a'], CountryId: [999_999], RegionId: [156, 440305, 999_999_999] },
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
      // Not customer 1's seeded declarant's number: one customer declares a person once.
      IdCardNumber: cn('44030119851024002').toLowerCase(),
      Phone: '13800138000',
    };
  },
  find: 'Test Declarant',
  change: { IdCardNumber: cn('44030119851024002'), Address: 'Beijing' },
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
      { ...hkRecipient(), ReceivingPhone: '01234567' },
      { token: c1, lang: 'en-us' },
    );
    expect([bad.Code, bad.body.Data?.Field]).toEqual([2, 'ReceivingPhone']);
    expect(bad.Message).toBe(
      'Receiving phone is not a Hong Kong phone number: enter 8 digits not starting with 0, such as 91234567 or 21234567.',
    );
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
    expect([r.Code, r.Message]).toEqual([
      2,
      'Phone is not a phone number: enter 5 to 15 digits, spaces or dashes between them if you like.',
    ]);
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
    for (const id of ['A123456(4)', 'A1234564', '123456(3)']) {
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
    expect([none.Code, none.Message]).toEqual([2, 'Owner cannot be empty.']);
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
          IdCardNumber: cn('11010519800101123'),
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

  it('refuses a declarant whose ID card number another add is taking at the same moment', async () => {
    // Needs two connections: a second add holds its transaction open while this one runs.
    if (s.deps.driver !== 'postgres') return;
    const number = cn('11010519900307123');
    const other = new pg.Client({ connectionString: s.config.databaseUrl });
    await other.connect();
    try {
      // Another add, as the server makes one: the customer's declarants locked, its row written,
      // not yet committed.
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1::int, $2::int)', [LockNamespace.declarantsOfOwner, c2Id]);
      await other.query(
        `insert into declarant_informations (owner_id, declarant_name, country_id, id_card_number, phone) values ($1, 'Twin A', $2, $3, '')`,
        [c2Id, country.CN!, number],
      );
      const second = s.invoke(
        userDeclarants.AddDeclarantInformation,
        { DeclarantName: 'Twin B', CountryId: country.CN!, IdCardNumber: number, Phone: '13800138000' },
        { token: c2 },
      );
      await new Promise((r) => setTimeout(r, 300));
      await other.query('commit');
      const r = await second;
      expect([r.Code, r.body.Data?.Field]).toEqual([2, 'IdCardNumber']);
    } finally {
      await other.end();
    }
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

describe('numbers follow the country, read as pasted (issue 25)', () => {
  const cnRecipient = (Phone: string) => ({
    ContactName: 'Li Lei',
    Phone,
    CountryId: country.CN!,
    DetailedAddress: 'Keyuan Road 2',
  });
  const stored = async (id: number) =>
    (await s.deps.db.select().from(recipientInformations).where(eq(recipientInformations.id, id)))[0]!;

  it('refuses a mainland mobile that is not 1, then 3-9, then 9 digits, and writes nothing', async () => {
    const before = (await s.invoke(userRecipients.GetRecipientInformations, {}, { token: c1 })).Total;
    for (const phone of ['12012345678', '12345678901']) {
      const r = await s.invoke(userRecipients.AddRecipientInformation, cnRecipient(phone), {
        token: c1,
        lang: 'en-us',
      });
      expect([r.Code, r.body.Data?.Field], phone).toEqual([2, 'Phone']);
      expect(r.Message).toMatch(/^Phone is not a mainland China phone number: /);
    }
    expect((await s.invoke(userRecipients.GetRecipientInformations, {}, { token: c1 })).Total).toBe(before);
  });

  it('takes a pasted number with its code, spaces and dashes, and stores it as the rule writes it', async () => {
    for (const [typed, kept] of [
      ['+86 138 0013 8000', '13800138000'],
      ['(010) 1234 5678', '010-12345678'],
      ['１３９ ００１３ ９０００', '13900139000'],
    ]) {
      const r = await s.invoke(userRecipients.AddRecipientInformation, cnRecipient(typed!), { token: c1 });
      expect(r.Code, `${typed}: ${r.Message}`).toBe(0);
      expect((await stored(r.Data)).phone, typed).toBe(kept);
    }
    const hk = await s.invoke(
      userRecipients.AddRecipientInformation,
      { ...hkRecipient(), Phone: '+852 9123-4567', ReceivingPhone: '2345 6789' },
      { token: c1 },
    );
    expect(hk.Code, hk.Message).toBe(0);
    const row = await stored(hk.Data);
    expect([row.phone, row.receivingPhone]).toEqual(['91234567', '23456789']);
  });

  it('refuses mainland ID numbers with impossible dates of birth on the field, saying so', async () => {
    const body = { DeclarantName: 'Wang Fang', CountryId: country.CN!, Phone: '13800138000' };
    for (const id of ['110105199913320011', '110105209912310010']) {
      const r = await s.invoke(
        userDeclarants.AddDeclarantInformation,
        { ...body, IdCardNumber: id },
        {
          token: c2,
          lang: 'en-us',
        },
      );
      expect([r.Code, r.body.Data?.Field], id).toEqual([2, 'IdCardNumber']);
      expect(r.Message).toMatch(/^ID card number holds a date of birth that does not exist: /);
    }
    const zh = await s.invoke(
      userDeclarants.AddDeclarantInformation,
      { ...body, IdCardNumber: '110105199913320011' },
      { token: c2, lang: 'zh-tw' },
    );
    expect(zh.Message).toContain('出生日期');
  });

  it('reads an HK card typed without brackets, and the Macau and Taiwan rules', async () => {
    const cases: [number, string, string | null][] = [
      [country.HK!, 'c668668 9', 'C668668(9)'],
      [country.MO!, '12345678', '1234567(8)'],
      [country.MO!, '21234567', null],
      [country.TW!, 'a123456789', 'A123456789'],
      [country.TW!, 'A123456788', null],
      [country.TW!, '12345678', '12345678'],
    ];
    for (const [countryId, typed, kept] of cases) {
      const phone = countryId === country.HK ? '51234567' : countryId === country.MO ? '66123456' : '0912345678';
      const r = await s.invoke(
        userDeclarants.AddDeclarantInformation,
        { DeclarantName: `Card ${typed}`, CountryId: countryId, Phone: phone, IdCardNumber: typed },
        { token: c2 },
      );
      if (kept === null) {
        expect([r.Code, r.body.Data?.Field], typed).toEqual([2, 'IdCardNumber']);
        continue;
      }
      expect(r.Code, `${typed}: ${r.Message}`).toBe(0);
      const [row] = await s.deps.db
        .select()
        .from(declarantInformations)
        .where(eq(declarantInformations.id, r.Data as number));
      expect(row!.idCardNumber, typed).toBe(kept);
    }
  });
});

describe('one customer declares a person once (issue 25)', () => {
  const person = cn('31010419770704001');
  const declarant = (DeclarantName: string, IdCardNumber = person) => ({
    DeclarantName,
    CountryId: country.CN!,
    IdCardNumber,
    Phone: '13800138000',
  });
  const count = async () =>
    (await s.deps.db.select().from(declarantInformations).where(eq(declarantInformations.idCardNumber, person))).length;

  it('refuses the same ID card number under a second declarant of the customer, on the field, naming the first', async () => {
    const first = await s.invoke(userDeclarants.AddDeclarantInformation, declarant('Zhou Min'), { token: c1 });
    expect(first.Code, first.Message).toBe(0);
    // The same number, written another way, is the same person.
    const typed = `${person.slice(0, 6)} ${person.slice(6, 14)} ${person.slice(14).toLowerCase()}`;
    for (const [token, id] of [
      [c1, person],
      [c1, typed],
    ] as const) {
      const again = await s.invoke(userDeclarants.AddDeclarantInformation, declarant('Zhou Min 2', id), {
        token,
        lang: 'en-us',
      });
      expect([again.Code, again.body.Data?.Field], id).toEqual([2, 'IdCardNumber']);
      expect(again.body.Data?.Rule).toBe(
        'ID card number is already the ID card number of this customer’s declarant “Zhou Min”: a person is declared once per customer, so edit that entry instead.',
      );
    }
    // Staff adding it for the same customer are refused the same way.
    const staff = await s.invoke(
      declarants.AddDeclarantInformation,
      { ...declarant('Zhou Min 3'), OwnerId: c1Id },
      { token: admin, lang: 'zh-cn' },
    );
    expect([staff.Code, staff.body.Data?.Field]).toEqual([2, 'IdCardNumber']);
    expect(staff.Message).toContain('“Zhou Min”');
    expect(await count()).toBe(1);
  });

  it('lets another customer declare the same person, and an entry keep its own number when edited', async () => {
    const other = await s.invoke(userDeclarants.AddDeclarantInformation, declarant('Zhou Min (c2)'), { token: c2 });
    expect(other.Code, other.Message).toBe(0);
    expect(await count()).toBe(2);
    const [mine] = (await s.invoke(userDeclarants.GetDeclarantInformations, { Content: 'Zhou Min' }, { token: c1 }))
      .Data;
    const edited = await s.invoke(
      userDeclarants.EditDeclarantInformation,
      { ...mine!, Address: 'Shanghai' },
      { token: c1 },
    );
    expect(edited.Code, edited.Message).toBe(0);
    // Moving another entry onto the number is refused.
    const second = await s.invoke(
      userDeclarants.AddDeclarantInformation,
      declarant('Qian Li', cn('31010419800101002')),
      { token: c1 },
    );
    const moved = await s.invoke(
      userDeclarants.EditDeclarantInformation,
      { ...declarant('Qian Li'), Id: second.Data },
      { token: c1 },
    );
    expect([moved.Code, moved.body.Data?.Field]).toEqual([2, 'IdCardNumber']);
  });
});
