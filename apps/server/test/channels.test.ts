import {
  carrierCalls,
  fieldLabel,
  trajectorySchemeCalls as schemes,
  TrackingStatus,
  TrajectoryMilestone,
  typeOfShippingCalls as types,
} from '@wms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';
import { describeSetupArea } from './helpers/setup-area.js';

let s: TestServer;
let token: string;
let carrier: number;
let countries: Record<string, number>;
let cargo: Record<string, number>;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('admin')).AccessToken;
  carrier = (await s.invoke(carrierCalls.GetCarriers, { Content: 'SF' }, { token })).Data[0]!.Id;
  const options = async (list: string) =>
    Object.fromEntries(
      (await s.call(`Select/Get${list}`, {}, { token, lang: 'en-us' })).Data.map(
        (o: { Name: string; Value: number }) => [o.Name, o.Value],
      ),
    );
  countries = await options('ShippingCountry');
  cargo = await options('CargoType');
});
afterAll(() => s.close());

const event = (TextEn: string, OffsetHours = 0) => ({
  Status: TrackingStatus.InTransit,
  TextZhCn: '运输中',
  TextZhTw: '運輸中',
  TextEn,
  Milestone: TrajectoryMilestone.ShiftDeparture,
  OffsetHours,
});

describeSetupArea(() => s, {
  list: schemes.GetTrajectorySchemes,
  establish: schemes.AddTrajectoryScheme,
  edit: schemes.EditTrajectoryScheme,
  remove: schemes.DeleteTrajectoryScheme,
  valid: { Name: 'Sea freight', Events: [event('Sailed'), event('Arrived', 240)] },
  find: 'Sea freight',
  change: { Remarks: 'Via Long Beach' },
  unique: 'Name',
  invalid: { Events: [[], 'none'] },
});

const channel = () => ({
  Name: 'SF Europe Express',
  Code: 'sf_eu',
  CarrierId: carrier,
  CountryIds: [countries['United Kingdom']!, countries.Japan!],
  VolumetricDivisor: 6000,
  FirstWeight: '0.5',
  WeightStep: '0.5',
  WeightRounding: 1,
  MaxBoxWeight: '30',
  MaxLength: '120',
  MaxWidth: '60.5',
  MaxHeight: '60',
});

describeSetupArea(() => s, {
  list: types.GetTypeOfShippings,
  establish: types.AddTypeOfShipping,
  edit: types.EditTypeOfShipping,
  remove: types.DeleteTypeOfShipping,
  get valid() {
    return channel();
  },
  find: 'SF_EU',
  change: { Code: 'SF_EU', WeightStep: '0.25', CustomsThreshold: '300', MaxWidth: '60.5' },
  unique: 'Code',
  invalid: {
    Code: ['SF-EU'],
    CarrierId: [999_999],
    CountryIds: [[], [999_999]],
    VolumetricDivisor: [0, 1.5],
    FirstWeight: ['0.0001', '-1'],
    WeightStep: ['0'],
    WeightRounding: [3],
    MaxLength: ['10.25', '1000.1'],
    TrajectorySchemeId: [999_999],
    AcceptedCargoTypeIds: [[999_999]],
  },
});

const scheme = async (Name: string) => {
  const made = await s.invoke(
    schemes.AddTrajectoryScheme,
    { Name, Events: [event('Departed'), event('Arrived', 24)] },
    { token },
  );
  expect(made.Code, made.Message).toBe(0);
  return made.Data;
};
const detail = async (Id: number) => (await s.invoke(types.GetTypeOfShippingById, { Id }, { token })).Data;

describe('trajectory schemes', () => {
  it('names the bad line and field of an event, and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [[event('A'), { ...event('B'), TextEn: ' ' }], 'Events.1.TextEn'],
      [[event('A', 721)], 'Events.0.OffsetHours'],
      [[event('A', 1.5)], 'Events.0.OffsetHours'],
      [[event('A'), event('B'), { ...event('C'), Status: 99 }], 'Events.2.Status'],
      [[{ ...event('A'), Milestone: undefined }], 'Events.0.Milestone'],
    ];
    for (const [Events, field] of cases) {
      const r = await s.call(schemes.AddTrajectoryScheme.path, { Name: 'Bad lines', Events }, { token, lang: 'en-us' });
      expect([r.Code, r.body.Data?.Field], field).toEqual([2, field]);
    }
    const r = await s.call(
      schemes.AddTrajectoryScheme.path,
      { Name: 'x', Events: [{ ...event('A'), TextZhCn: '' }] },
      { token, lang: 'en-us' },
    );
    expect(r.Message).toBe(`${fieldLabel('Events.0.TextZhCn', 'en-us')} cannot be empty.`);
    expect(fieldLabel('Events.0.TextZhCn', 'en-us')).toContain('Text (Simplified Chinese)');
    expect((await s.invoke(schemes.GetTrajectorySchemes, { Content: 'Bad lines' }, { token })).Total).toBe(0);
  });

  it('keeps the events in order, negative offsets too, and an edit replaces them all', async () => {
    const id = await scheme('Replaced');
    const lines = [event('First', -6), event('Second', 0), event('Third', 720)];
    const row = (await s.invoke(schemes.GetTrajectorySchemeById, { Id: id }, { token })).Data;
    const edited = await s.invoke(schemes.EditTrajectoryScheme, { ...row, Events: lines }, { token });
    expect(edited.Code, edited.Message).toBe(0);
    const after = (await s.invoke(schemes.GetTrajectorySchemeById, { Id: id }, { token })).Data;
    expect(after.Events.map((e) => [e.TextEn, e.OffsetHours])).toEqual([
      ['First', -6],
      ['Second', 0],
      ['Third', 720],
    ]);
    // A refused edit (another scheme's name) leaves the old lines.
    await scheme('Taken');
    const refused = await s.invoke(
      schemes.EditTrajectoryScheme,
      { ...after, Name: 'Taken', Events: [event('Only')] },
      { token },
    );
    expect([refused.Code, refused.body.Data.Field]).toEqual([2, 'Name']);
    const kept = (await s.invoke(schemes.GetTrajectorySchemeById, { Id: id }, { token })).Data;
    expect(kept.Events.map((e) => e.TextEn)).toEqual(['First', 'Second', 'Third']);
  });

  it('keeps a scheme a shipping type uses (Code 4), deletes it with its events once free', async () => {
    const id = await scheme('In use');
    const made = await s.invoke(
      types.AddTypeOfShipping,
      { ...channel(), Code: 'USES_SCHEME', TrajectorySchemeId: id },
      { token },
    );
    expect(made.Code, made.Message).toBe(0);
    expect((await s.invoke(schemes.DeleteTrajectoryScheme, { Id: id }, { token })).Code).toBe(4);
    expect((await s.invoke(types.DeleteTypeOfShipping, { Id: made.Data }, { token })).Code).toBe(0);
    expect((await s.invoke(schemes.DeleteTrajectoryScheme, { Id: id }, { token })).Code).toBe(0);
    expect((await s.invoke(schemes.GetTrajectorySchemeById, { Id: id }, { token })).Code).toBe(3);
  });

  it('offers the option lists in the caller’s language', async () => {
    const names = async (list: string, lang: 'zh-cn' | 'en-us') =>
      (await s.call(`Select/Get${list}`, {}, { token, lang })).Data.map((o: { Name: string }) => o.Name);
    expect(await names('TrackStatus', 'en-us')).toEqual([
      'Pending',
      'In transit',
      'In customs',
      'Out for delivery',
      'Delivered',
      'Exception',
      'Returned',
      'Expired',
    ]);
    expect(await names('TrajectoryMilestone', 'zh-cn')).toHaveLength(3);
    expect(await names('WeightRoundingMode', 'en-us')).toEqual(['Per box', 'Per order']);
    expect(await names('CustomsCategory', 'en-us')).toContain('Returned goods');
    expect(await names('CustomsForm', 'en-us')).toHaveLength(2);
    expect(await names('TrajectoryScheme', 'en-us')).toEqual(expect.arrayContaining(['Air express', 'Economy']));
    expect(await names('TypeOfShipping', 'en-us')).toContain('EMS Air Express');
    const answered = await s.invoke(types.GetSelectTypeOfShipping, {}, { token });
    expect(answered.Data.map((o) => o.Name)).toContain('SF Asia Express');
  });
});

describe('shipping types', () => {
  it('writes its countries and cargo rules with it, and an edit replaces them in one transaction', async () => {
    const made = await s.invoke(
      types.AddTypeOfShipping,
      { ...channel(), Code: 'CHILDREN', AcceptedCargoTypeIds: [cargo.General!], RefusedCargoTypeIds: [cargo.Battery!] },
      { token },
    );
    expect(made.Code, made.Message).toBe(0);
    const first = await detail(made.Data);
    expect(first.CountryIds).toEqual([countries['United Kingdom'], countries.Japan].sort((a, b) => a! - b!));
    expect([first.AcceptedCargoTypeIds, first.RefusedCargoTypeIds]).toEqual([[cargo.General], [cargo.Battery]]);
    expect(first.CustomsThreshold).toBe('300');

    const edit = {
      ...first,
      CountryIds: [countries['United States']!],
      AcceptedCargoTypeIds: [] as number[],
      RefusedCargoTypeIds: [cargo.Liquid!],
    };
    // Refused edits leave the old countries and cargo rules.
    const refusals: [typeof edit, string][] = [
      [{ ...edit, CountryIds: [countries['United States']!, 999_999] }, 'CountryIds'],
      [{ ...edit, AcceptedCargoTypeIds: [cargo.Liquid!] }, 'RefusedCargoTypeIds'],
      [{ ...edit, Code: 'EMS_AIR' }, 'Code'],
    ];
    for (const [body, field] of refusals) {
      const r = await s.invoke(types.EditTypeOfShipping, body, { token });
      expect([r.Code, r.body.Data?.Field], field).toEqual([2, field]);
      expect(await detail(made.Data), field).toEqual(first);
    }
    const edited = await s.invoke(types.EditTypeOfShipping, edit, { token });
    expect(edited.Code, edited.Message).toBe(0);
    const after = await detail(made.Data);
    expect([after.CountryIds, after.AcceptedCargoTypeIds, after.RefusedCargoTypeIds]).toEqual([
      [countries['United States']],
      [],
      [cargo.Liquid],
    ]);
  });

  it('serves only countries marked “we ship there”', async () => {
    const all = (await s.call('Select/GetCountry', {}, { token, lang: 'en-us' })).Data as {
      Name: string;
      Value: number;
    }[];
    const elsewhere = all.find((c) => !Object.values(countries).includes(c.Value))!;
    const r = await s.invoke(
      types.AddTypeOfShipping,
      { ...channel(), Code: 'NOWHERE', CountryIds: [elsewhere.Value] },
      { token },
    );
    expect([r.Code, r.body.Data.Field]).toEqual([2, 'CountryIds']);
  });

  it('keeps a carrier that has shipping types (Code 4)', async () => {
    expect((await s.invoke(carrierCalls.DeleteCarrier, { Id: carrier }, { token })).Code).toBe(4);
  });

  it('refuses customers every call of both areas, and lists only to staff', async () => {
    const customer = (await s.signIn('customer1')).AccessToken;
    for (const call of [...Object.values(schemes), ...Object.values(types)].filter((c) => c.access === 'staff'))
      expect((await s.call(call.path, { Id: 1 }, { token: customer })).status, call.path).toBe(403);
    // The picker of an order form is open to any signed-in user.
    expect((await s.invoke(types.GetSelectTypeOfShipping, {}, { token: customer })).Code).toBe(0);
  });
});
