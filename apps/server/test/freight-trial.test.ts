import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  carrierCalls,
  FreightPricingMode,
  freightTrialCalls,
  PriceRoundingMode,
  QuotationKind,
  QuotationScope,
  transferQuotationCalls as quotes,
  typeOfShippingCalls as types,
  userFreightTrialCalls,
  WeightRounding,
} from '@wms/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableQuotationCustomers,
  availableQuotations,
  currencies,
  organizes,
  transferQuotationCountries,
  transferQuotations,
  users,
} from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeSetupArea } from './helpers/setup-area.js';

/**
 * Freight quotations (their lines' rules, refused on the line's field with nothing written; not
 * deleted while a customer price names them) and the freight trial (docs/domain.md, "Prices"):
 * a 2.3 kg parcel of 40 x 30 x 20 cm priced by hand on channels of its own, cheapest first, the
 * channels that refuse it after them with the reasons, a customer's own price over the one for
 * everyone and never another customer's, a conversion that says its rate, and the same few
 * statements however many channels there are.
 */
let s: TestServer;
let sqlLog: string;
let admin: string;
let customer1: string;
let customer2: string;
const user: Record<string, number> = {};
const country: Record<string, number> = {};
const cargo: Record<string, number> = {};
const channel: Record<string, number> = {};
const currency: Record<string, number> = {};

beforeAll(async () => {
  sqlLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wms-trial-')), 'sql.jsonl');
  s = await startTestServer({ config: { sqlLog } });
  admin = (await s.signIn('admin')).AccessToken;
  customer1 = (await s.signIn('customer1')).AccessToken;
  customer2 = (await s.signIn('customer2')).AccessToken;
  const options = async (list: string) =>
    Object.fromEntries(
      (await s.call(`Select/Get${list}`, {}, { token: admin, lang: 'en-us' })).Data.map(
        (o: { Name: string; Value: number }) => [o.Name, o.Value],
      ),
    );
  Object.assign(country, await options('ShippingCountry'));
  Object.assign(cargo, await options('CargoType'));
  const ids = await s.deps.db.execute(
    sql`select user_name as key, id from users where user_name in ('customer1', 'customer2')
        union all select code, id from currencies`,
  );
  for (const r of ids.rows as { key: string; id: number }[]) {
    if (r.key.startsWith('customer')) user[r.key] = r.id;
    else currency[r.key] = r.id;
  }
  const carrier = (await s.invoke(carrierCalls.GetCarriers, { Content: 'SF' }, { token: admin })).Data[0]!.Id;
  const addChannel = async (Code: string, b: Record<string, unknown>) => {
    const r = await s.call(
      types.AddTypeOfShipping.path,
      {
        Name: `Trial ${Code}`,
        Code,
        CarrierId: carrier,
        VolumetricDivisor: 6000,
        FirstWeight: '0.5',
        WeightStep: '0.5',
        WeightRounding: WeightRounding.PerBox,
        MaxBoxWeight: '30',
        MaxLength: '100',
        MaxWidth: '60',
        MaxHeight: '60',
        ...b,
      },
      { token: admin },
    );
    expect(r.Code, r.Message).toBe(0);
    channel[Code] = r.Data;
  };
  // Air: per box, 6000; refuses batteries. Eco: per order, 5000, 1 kg steps, smaller boxes,
  // general cargo only. NOPRICE has no quotation; BRACKETS a quotation that stops at 2 kg.
  await addChannel('AIR', {
    CountryIds: [country.Germany, country.France, country.Canada],
    RefusedCargoTypeIds: [cargo.Battery],
  });
  await addChannel('ECO', {
    CountryIds: [country.Germany, country.France],
    VolumetricDivisor: 5000,
    FirstWeight: '1',
    WeightStep: '1',
    WeightRounding: WeightRounding.PerOrder,
    MaxBoxWeight: '20',
    MaxLength: '60',
    MaxWidth: '50',
    MaxHeight: '50',
    AcceptedCargoTypeIds: [cargo.General],
  });
  await addChannel('NOPRICE', { CountryIds: [country.Germany] });
  await addChannel('BRACKETS', { CountryIds: [country.Germany, country.France] });
});
afterAll(() => s.close());

/** A steps line: first weight and price, step and price. */
const steps = (CountryIds: number[], first: string, step: string, more: object = {}) => ({
  CountryIds,
  FirstWeight: '0.5',
  FirstPrice: first,
  StepWeight: '0.5',
  StepPrice: step,
  ...more,
});
const quotation = (b: Record<string, unknown>) => ({
  Name: 'Air standard',
  TypeOfShippingId: channel.AIR,
  CurrencyId: currency.CNY,
  PricingMode: FreightPricingMode.Steps,
  Rounding: PriceRoundingMode.Decimals,
  Lines: [steps([country.Germany!], '35.5', '9.25'), steps([country.France!], '20', '2', { MinimumCharge: '50' })],
  ...b,
});
const add = async (b: Record<string, unknown>) => {
  const r = await s.call(quotes.AddTransferQuotation.path, quotation(b), { token: admin, lang: 'en-us' });
  expect(r.Code, r.Message).toBe(0);
  return r.Data as number;
};
/** A customer price for the quotation: for everyone, or for the customers named. */
const offer = async (quotationId: number, customers?: number[]) => {
  const [row] = await s.deps.db
    .insert(availableQuotations)
    .values({
      name: `Price ${quotationId} ${customers ? customers.join(',') : 'all'}`,
      kind: QuotationKind.Transfer,
      transferQuotationId: quotationId,
      scope: customers ? QuotationScope.Customers : QuotationScope.All,
    })
    .returning();
  if (customers)
    await s.deps.db
      .insert(availableQuotationCustomers)
      .values(customers.map((userId) => ({ availableId: row!.id, userId })));
  return row!.id;
};
const quotationCount = async (Name: string) =>
  (await s.deps.db.select().from(transferQuotations).where(eq(transferQuotations.name, Name))).length;

describeSetupArea(() => s, {
  list: quotes.GetTransferQuotations,
  establish: quotes.AddTransferQuotation,
  edit: quotes.EditTransferQuotation,
  remove: quotes.DeleteTransferQuotation,
  get valid() {
    return quotation({ Name: 'Set-up kit quotation' });
  },
  find: 'Set-up kit quotation',
  change: { Remarks: 'Checked', Rounding: PriceRoundingMode.Up, CountryCount: 2 },
  unique: 'Name',
  invalid: {
    TypeOfShippingId: [999_999],
    CurrencyId: [999_999],
    PricingMode: [3],
    Rounding: [0],
    Lines: [[], 'none'],
  },
});

describe('freight quotations', () => {
  const refusal = async (b: Record<string, unknown>) => {
    const Name = `Refused ${Math.random()}`;
    const r = await s.call(quotes.AddTransferQuotation.path, quotation({ ...b, Name }), {
      token: admin,
      lang: 'en-us',
    });
    expect(await quotationCount(Name), 'nothing written').toBe(0);
    return [r.Code, r.body.Data?.Field, r.Message];
  };

  it("keeps every price to the currency's places, naming the line and the field (a CNY step of 8.005)", async () => {
    const [code, field, message] = await refusal({ Lines: [steps([country.Germany!], '35', '8.005')] });
    expect([code, field]).toEqual([2, 'Lines.0.StepPrice']);
    expect(message).toMatch(/^Price lines 1 › Step price has too many decimal places: enter .*2 decimal places/);
    const first = await refusal({ Lines: [steps([country.Germany!], '35.001', '8')] });
    expect(first.slice(0, 2)).toEqual([2, 'Lines.0.FirstPrice']);
    const minimum = await refusal({ Lines: [steps([country.Germany!], '35', '8', { MinimumCharge: '0.125' })] });
    expect(minimum.slice(0, 2)).toEqual([2, 'Lines.0.MinimumCharge']);
    const bracket = await refusal({
      PricingMode: FreightPricingMode.Brackets,
      Lines: [{ CountryIds: [country.Germany!], Brackets: [{ UpTo: '1', Price: '3.999', PerKg: true }] }],
    });
    expect(bracket.slice(0, 2)).toEqual([2, 'Lines.0.Brackets.0.Price']);
  });

  it('needs every step price on every line of a first-weight quotation, naming the line and the field', async () => {
    const { StepPrice: _, ...line } = steps([country.France!], '20', '2');
    const [code, field, message] = await refusal({ Lines: [steps([country.Germany!], '35', '9'), line] });
    expect([code, field]).toEqual([2, 'Lines.1.StepPrice']);
    expect(message).toMatch(/^Price lines 2 › Step price is incomplete: a first-weight quotation needs/);
  });

  it('needs a bracket on every line of a bracket quotation, each ending at a different weight', async () => {
    const brackets = (Brackets: unknown[]) => ({
      PricingMode: FreightPricingMode.Brackets,
      Lines: [{ CountryIds: [country.Germany], Brackets }],
    });
    expect((await refusal(brackets([]))).slice(0, 2)).toEqual([2, 'Lines.0.Brackets']);
    const twice = await refusal(
      brackets([
        { UpTo: '1', Price: '20', PerKg: false },
        { UpTo: '1.000', Price: '30', PerKg: true },
      ]),
    );
    expect(twice).toEqual([2, 'Lines.0.Brackets.1.UpTo', expect.stringContaining('repeats 1 kg')]);
  });

  it('prices a country on one line only, and only countries the shipping type serves, naming them', async () => {
    const twice = await refusal({
      Lines: [steps([country.Germany!], '35', '9'), steps([country.France!, country.Germany!], '20', '2')],
    });
    expect(twice).toEqual([2, 'Lines.1.CountryIds', expect.stringContaining('repeats Germany')]);
    const unserved = await refusal({
      TypeOfShippingId: channel.ECO,
      Lines: [steps([country.Germany!], '35', '9'), steps([country.Canada!], '20', '2')],
    });
    expect(unserved).toEqual([2, 'Lines.1.CountryIds', expect.stringContaining('includes Canada')]);
    const zh = await s.call(
      quotes.AddTransferQuotation.path,
      quotation({ Name: 'zh', TypeOfShippingId: channel.ECO, Lines: [steps([country.Canada!], '20', '2')] }),
      { token: admin, lang: 'zh-cn' },
    );
    expect(zh.Message).toContain('加拿大');
  });

  it('takes an active shipping type and currency only', async () => {
    const [off] = await s.deps.db
      .insert(currencies)
      .values({ code: 'OFF', nameZhCn: '停用', nameZhTw: '停用', nameEn: 'Off', isDeactivate: true })
      .returning();
    expect((await refusal({ CurrencyId: off!.id })).slice(0, 2)).toEqual([2, 'CurrencyId']);
    await s.deps.db.execute(sql`update shipping_types set is_deactivate = true where id = ${channel.NOPRICE}`);
    try {
      const r = await refusal({ TypeOfShippingId: channel.NOPRICE, Lines: [steps([country.Germany!], '1', '1')] });
      expect(r.slice(0, 2)).toEqual([2, 'TypeOfShippingId']);
    } finally {
      await s.deps.db.execute(sql`update shipping_types set is_deactivate = false where id = ${channel.NOPRICE}`);
    }
  });

  it('replaces its lines and their countries on an edit, and keeps them on a refused one', async () => {
    const Id = await add({ Name: 'Edited lines' });
    const detail = async () => (await s.invoke(quotes.GetTransferQuotationById, { Id }, { token: admin })).Data;
    const before = await detail();
    expect(before.Lines).toHaveLength(2);
    expect(before.Lines[0]).toMatchObject({ CountryIds: [country.Germany], FirstPrice: '35.50', StepPrice: '9.25' });
    expect(before.Lines[1]).toMatchObject({ MinimumCharge: '50.00' });
    const edit = (Lines: unknown[]) =>
      s.call(
        quotes.EditTransferQuotation.path,
        { ...quotation({ Name: 'Edited lines', Lines }), Id },
        { token: admin },
      );
    const bad = await edit([steps([country.Germany!, country.Canada!], '1', '1'), steps([country.Germany!], '1', '1')]);
    expect([bad.Code, bad.body.Data?.Field]).toEqual([2, 'Lines.1.CountryIds']);
    expect((await detail()).Lines).toEqual(before.Lines);
    expect((await edit([steps([country.Germany!, country.France!, country.Canada!], '40', '10')])).Code).toBe(0);
    const after = await detail();
    expect(after.Lines).toHaveLength(1);
    expect(after.CountryCount).toBe(3);
    const rows = await s.deps.db
      .select()
      .from(transferQuotationCountries)
      .where(eq(transferQuotationCountries.quotationId, Id));
    expect(rows.map((r) => r.countryId).sort()).toEqual([country.Germany, country.France, country.Canada].sort());
    const [listed] = (await s.invoke(quotes.GetTransferQuotations, { Content: 'Edited lines' }, { token: admin })).Data;
    expect(listed).toMatchObject({ CountryCount: 3, TypeOfShippingName: 'Trial AIR', CurrencyCode: 'CNY' });
    expect((await s.invoke(quotes.DeleteTransferQuotation, { Id }, { token: admin })).Code).toBe(0);
  });

  it('is not deleted while a customer price names it', async () => {
    const Id = await add({ Name: 'Offered' });
    const price = await offer(Id);
    const r = await s.call(quotes.DeleteTransferQuotation.path, { Id }, { token: admin, lang: 'en-us' });
    expect(r.Code).toBe(4);
    expect(r.Message).toContain(`customer price “Price ${Id} all”`);
    expect(await quotationCount('Offered')).toBe(1);
    await s.deps.db.delete(availableQuotations).where(eq(availableQuotations.id, price));
    expect((await s.invoke(quotes.DeleteTransferQuotation, { Id }, { token: admin })).Code).toBe(0);
  });
});

describe('the freight trial', () => {
  /** 2.3 kg, 40 x 30 x 20 cm. */
  const parcel = { Weight: '2.3', Length: '40', Width: '30', Height: '20' };
  const trial = async (body: Record<string, unknown>, token = admin, lang = 'en-us') => {
    const r = await s.call(
      token === admin ? freightTrialCalls.GetFreightTrial.path : userFreightTrialCalls.GetFreightTrial.path,
      { ...parcel, ...body },
      { token, lang },
    );
    expect(r.Code, r.Message).toBe(0);
    return r.Data as any[];
  };
  const mine = (rows: any[]) => rows.filter((r) => r.TypeOfShippingName.startsWith('Trial '));
  const named = (rows: any[], code: string) => rows.find((r) => r.TypeOfShippingId === channel[code])!;

  beforeAll(async () => {
    // For everyone: Air by steps in CNY, Eco by brackets in HKD rounded up, BRACKETS up to 2 kg.
    await offer(await add({ Name: 'Air for everyone' }));
    await offer(
      await add({
        Name: 'Eco for everyone',
        TypeOfShippingId: channel.ECO,
        CurrencyId: currency.HKD,
        PricingMode: FreightPricingMode.Brackets,
        Rounding: PriceRoundingMode.Up,
        Lines: [
          {
            CountryIds: [country.Germany, country.France],
            Brackets: [
              { UpTo: '10', Price: '15.3', PerKg: true },
              { UpTo: '1', Price: '20', PerKg: false },
            ],
          },
        ],
      }),
    );
    await offer(
      await add({
        Name: 'Brackets to 2 kg',
        TypeOfShippingId: channel.BRACKETS,
        PricingMode: FreightPricingMode.Brackets,
        Lines: [
          {
            ZoneName: 'Germany only',
            CountryIds: [country.Germany],
            Brackets: [{ UpTo: '2', Price: '10', PerKg: false }],
          },
        ],
      }),
    );
    // customer1's own price on Air; a quotation nobody is offered; customer2's price on ECO is
    // deactivated.
    await offer(await add({ Name: 'Air for Customer One', Lines: [steps([country.Germany!], '20', '5')] }), [
      user.customer1!,
    ]);
    await add({ Name: 'Air offered to nobody', Lines: [steps([country.Germany!], '1', '1')] });
    const off = await add({
      Name: 'Eco for Customer Two, deactivated',
      TypeOfShippingId: channel.ECO,
      Lines: [steps([country.Germany!], '1', '1')],
    });
    await s.deps.db.execute(sql`update transfer_quotations set is_deactivate = true where id = ${off}`);
    await offer(off, [user.customer2!]);
  });

  it('prices a 2.3 kg parcel of 40 x 30 x 20 cm by the quotation, cheapest first, the refusals after', async () => {
    const rows = await trial({ CountryId: country.Germany });
    // Air, per box at 6000: 24,000 cm³ is 4 kg, above 2.3; 0.5 kg first (35.50) and 7 steps of
    // 0.5 kg (7 x 9.25 = 64.75): 100.25 (a yuan price keeps 2 places, so no rounding is left).
    expect(named(rows, 'AIR')).toMatchObject({
      Priced: true,
      Refusals: [],
      ChargeableWeight: '4',
      QuotationName: 'Air for everyone',
      Currency: 'CNY',
      Total: '100.25',
      Lines: [
        { Kind: 'first', Name: 'First 0.5 kg', Quantity: '0.5', Amount: '35.5' },
        { Kind: 'steps', Name: '7 × 0.5 kg after the first', Quantity: '7', Amount: '64.75' },
      ],
      Converted: null,
      CarrierName: expect.any(String),
    });
    // Eco, per order at 5000: 4.8 kg, in whole kg 5; the bracket up to 10 kg at 15.3 a kg: 76.5
    // HKD, rounded up to 77 (70.07 CNY: cheaper than Air's 100.25).
    expect(named(rows, 'ECO')).toMatchObject({
      Priced: true,
      ChargeableWeight: '5',
      Currency: 'HKD',
      Total: '77.00',
      Lines: [
        { Kind: 'bracket', Name: '5 kg (bracket up to 10 kg)', Amount: '76.5' },
        { Kind: 'rounding', Amount: '0.5' },
      ],
    });
    expect(named(rows, 'NOPRICE')).toMatchObject({
      Priced: false,
      Refusals: ['No freight price applies on this channel.'],
    });
    expect(named(rows, 'BRACKETS')).toMatchObject({
      Priced: false,
      ChargeableWeight: '4',
      QuotationName: 'Brackets to 2 kg',
      Refusals: ['The parcel is heavier than the quotation prices.'],
    });
    // Priced first, cheapest first (in the base currency); then the refusals by name.
    expect(mine(rows).map((r) => r.TypeOfShippingName)).toEqual([
      'Trial ECO',
      'Trial AIR',
      'Trial BRACKETS',
      'Trial NOPRICE',
    ]);
    const firstRefused = rows.findIndex((r) => !r.Priced);
    expect(rows.slice(firstRefused).every((r) => !r.Priced)).toBe(true);
    // The demo channels do not ship to Germany.
    for (const r of rows.filter((x) => !x.TypeOfShippingName.startsWith('Trial ')))
      expect(r.Refusals).toEqual(['This channel does not ship to this country.']);
  });

  it('adds the minimum charge as a line of its own', async () => {
    const air = named(await trial({ CountryId: country.France }), 'AIR');
    // 20 + 7 x 2 = 34, under the minimum of 50.
    expect(air).toMatchObject({
      Total: '50.00',
      Lines: [
        { Kind: 'first', Amount: '20' },
        { Kind: 'steps', Amount: '14' },
        { Kind: 'minimum', Name: 'Up to the minimum charge', Amount: '16' },
      ],
    });
  });

  it('says why a channel refuses the parcel: country, box, cargo, country not on the quotation', async () => {
    const canada = await trial({ CountryId: country.Canada });
    expect(named(canada, 'ECO').Refusals).toEqual(['This channel does not ship to this country.']);
    expect(named(canada, 'AIR').Refusals).toEqual(['The quotation does not price this country.']);
    const france = await trial({ CountryId: country.France });
    expect(named(france, 'BRACKETS').Refusals).toEqual(['The quotation does not price this country.']);

    const big = await trial({ CountryId: country.Germany, Length: '70', Weight: '25' });
    expect(named(big, 'ECO').Refusals).toEqual(["The box is over the channel's limits: Weight and Length."]);
    expect(named(big, 'AIR').Priced).toBe(true);

    const battery = await trial({ CountryId: country.Germany, CargoTypeIds: [cargo.Battery] });
    expect(named(battery, 'AIR').Refusals).toEqual(['This channel does not take Battery.']);
    expect(named(battery, 'ECO').Refusals).toEqual(['This channel does not take Battery.']);
    const general = await trial({ CountryId: country.Germany, CargoTypeIds: [cargo.General] });
    expect([named(general, 'AIR').Priced, named(general, 'ECO').Priced]).toEqual([true, true]);

    const zh = await trial({ CountryId: country.Canada, Length: '70' }, admin, 'zh-cn');
    expect(named(zh, 'ECO').Refusals).toEqual(['该运输方式不寄送到该国家/地区。', '箱子超出该运输方式的限制：长。']);
  });

  it('prices several boxes: per box each rounded, per order the totals', async () => {
    const rows = await trial({ CountryId: country.Germany, Pieces: 3 });
    expect(named(rows, 'AIR').ChargeableWeight).toBe('12');
    // 3 x 24,000 cm³ / 5000 = 14.4 kg, in whole kg 15.
    expect(named(rows, 'ECO').ChargeableWeight).toBe('15');
  });

  it('gives a customer their own price, others the one for everyone, and staff either', async () => {
    const air = async (token: string, body: object = {}) =>
      named(await trial({ CountryId: country.Germany, ...body }, token), 'AIR');
    // customer1: 20 + 7 x 5.
    expect(await air(customer1)).toMatchObject({ QuotationName: 'Air for Customer One', Total: '55.00' });
    expect(await air(customer2)).toMatchObject({ QuotationName: 'Air for everyone', Total: '100.25' });
    expect(await air(admin)).toMatchObject({ QuotationName: 'Air for everyone', Total: '100.25' });
    expect(await air(admin, { CustomerId: user.customer1 })).toMatchObject({ Total: '55.00' });
    expect(await air(admin, { CustomerId: user.customer2 })).toMatchObject({ Total: '100.25' });
    // customer2's own price is on a deactivated quotation: the one for everyone applies.
    expect(named(await trial({ CountryId: country.Germany }, customer2), 'ECO')).toMatchObject({
      QuotationName: 'Eco for everyone',
    });
    // Nothing of customer1's special price reaches customer2, whatever they send.
    const other = await s.call(
      userFreightTrialCalls.GetFreightTrial.path,
      { ...parcel, CountryId: country.Germany, CustomerId: user.customer1 },
      { token: customer2 },
    );
    expect(JSON.stringify(other.body)).not.toContain('Customer One');
    const r = await s.call(
      freightTrialCalls.GetFreightTrial.path,
      { ...parcel, CountryId: country.Germany, CustomerId: 999_999 },
      { token: admin, lang: 'en-us' },
    );
    expect([r.Code, r.body.Data?.Field]).toEqual([2, 'CustomerId']);
  });

  it('gives a customer organisation’s price to its customers, below a customer’s own', async () => {
    const air = async (token: string, body: object = {}) =>
      named(await trial({ CountryId: country.Germany, ...body }, token), 'AIR');
    // The demo wholesale group holds customer1; customer2 goes into a group under it.
    const [wholesale] = await s.deps.db.select().from(organizes).where(eq(organizes.name, 'Wholesale customers'));
    const [south] = await s.deps.db
      .insert(organizes)
      .values({ classification: 2, name: 'Trial wholesale south', parentId: wholesale!.id })
      .returning();
    await s.deps.db.update(users).set({ organizeId: south!.id }).where(eq(users.id, user.customer2!));
    const [price] = await s.deps.db
      .insert(availableQuotations)
      .values({
        name: 'Air for wholesale',
        kind: QuotationKind.Transfer,
        transferQuotationId: await add({ Name: 'Air for wholesale', Lines: [steps([country.Germany!], '30', '5')] }),
        scope: QuotationScope.Organization,
        organizeId: wholesale!.id,
      })
      .returning();
    try {
      // 30 + 7 x 5 for the group; customer1's own (55.00) still wins over it; staff see everyone's.
      expect(await air(customer2)).toMatchObject({ QuotationName: 'Air for wholesale', Total: '65.00' });
      expect(await air(admin, { CustomerId: user.customer2 })).toMatchObject({ Total: '65.00' });
      expect(await air(customer1)).toMatchObject({ QuotationName: 'Air for Customer One', Total: '55.00' });
      expect(await air(admin)).toMatchObject({ QuotationName: 'Air for everyone' });
    } finally {
      await s.deps.db.update(users).set({ organizeId: null }).where(eq(users.id, user.customer2!));
      await s.deps.db.delete(availableQuotations).where(eq(availableQuotations.id, price!.id));
      await s.deps.db.delete(organizes).where(eq(organizes.id, south!.id));
    }
    // Out of the group, customer2 is back to the price for everyone.
    expect(await air(customer2)).toMatchObject({ QuotationName: 'Air for everyone' });
  });

  it('converts into the currency asked for, saying the rate', async () => {
    const rows = await trial({ CountryId: country.Germany, CurrencyId: currency.USD });
    // 100.25 CNY at 1 / 7.12; 77 HKD at 0.91 / 7.12.
    expect(named(rows, 'AIR').Converted).toEqual({ Currency: 'USD', Total: '14.08', Rate: '0.140449' });
    expect(named(rows, 'ECO').Converted).toEqual({ Currency: 'USD', Total: '9.84', Rate: '0.127809' });
    const cny = await trial({ CountryId: country.Germany, CurrencyId: currency.CNY });
    expect(named(cny, 'AIR').Converted).toEqual({ Currency: 'CNY', Total: '100.25', Rate: '1' });
  });

  it('names the customs form by the declared value and the channel threshold', async () => {
    expect(named(await trial({ CountryId: country.Germany }), 'AIR').CustomsForm).toBe('');
    expect(named(await trial({ CountryId: country.Germany, DeclaredValue: '299.99' }), 'AIR').CustomsForm).toBe(
      'CN22 customs label',
    );
    expect(named(await trial({ CountryId: country.Germany, DeclaredValue: '300' }), 'AIR').CustomsForm).toBe(
      'CN23 customs declaration',
    );
  });

  it('refuses a country, currency or cargo type the form could not offer, on its field', async () => {
    const field = async (body: object) => {
      const r = await s.call(
        freightTrialCalls.GetFreightTrial.path,
        { ...parcel, CountryId: country.Germany, ...body },
        { token: admin },
      );
      return [r.Code, r.body.Data?.Field];
    };
    const [cn] = (await s.deps.db.execute(sql`select id from countries where code = 'AQ'`)).rows as { id: number }[];
    expect(await field({ CountryId: cn!.id })).toEqual([2, 'CountryId']);
    expect(await field({ CurrencyId: 999_999 })).toEqual([2, 'CurrencyId']);
    expect(await field({ CargoTypeIds: [cargo.General, 999_999] })).toEqual([2, 'CargoTypeIds']);
    expect(await field({ Weight: '0' })).toEqual([2, 'Weight']);
  });

  it('reads the same few statements however many channels there are', async () => {
    const statements = async () => {
      fs.writeFileSync(sqlLog, '');
      await trial({ CountryId: country.Germany }, customer1);
      return fs.readFileSync(sqlLog, 'utf8').split('\n').filter(Boolean).length;
    };
    const before = await statements();
    // The guard, the channels and the prices.
    expect(before).toBe(3);
    for (const code of ['MORE1', 'MORE2', 'MORE3']) {
      const r = await s.call(
        types.AddTypeOfShipping.path,
        {
          Name: `Trial ${code}`,
          Code: code,
          CarrierId: (await s.invoke(carrierCalls.GetCarriers, { Content: 'SF' }, { token: admin })).Data[0]!.Id,
          CountryIds: [country.Germany],
          VolumetricDivisor: 6000,
          FirstWeight: '0.5',
          WeightStep: '0.5',
          WeightRounding: 1,
          MaxBoxWeight: '30',
          MaxLength: '100',
          MaxWidth: '60',
          MaxHeight: '60',
        },
        { token: admin },
      );
      await offer(
        await add({
          Name: `Quotation ${code}`,
          TypeOfShippingId: r.Data,
          Lines: [steps([country.Germany!], '1', '1')],
        }),
      );
    }
    expect(await statements()).toBe(before);
  });
});
