import {
  carrierCalls,
  LOCAL_NUMBERS_MAX_BYTES,
  localTrackingNumberCalls as numbers,
  s10CheckDigit,
  XLSX_TYPE,
} from '@wms/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMultipart } from './fixtures/multipart.js';
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
  list: carrierCalls.GetCarriers,
  establish: carrierCalls.AddCarrier,
  edit: carrierCalls.EditCarrier,
  remove: carrierCalls.DeleteCarrier,
  valid: { Name: 'Yun Express', Code: 'yun', InterfaceType: 1, TrackingFormat: 2, TrackingPattern: 'YT\\d{16}' },
  find: 'Yun',
  change: { Code: 'YUN', TrackingFormat: 3, TrackingUrl: 'https://track.example/{number}', Remarks: 'Economy' },
  unique: 'Code',
  invalid: { TrackingPattern: ['', '(unclosed'], InterfaceType: [9], TrackingFormat: [0], Code: ['Y-T', 'Y.T'] },
});

const carrier = async (Code: string) =>
  (await s.invoke(carrierCalls.GetCarriers, { Content: Code }, { token })).Data[0]!;
const s10 = (serial: number) => {
  const digits = String(serial).padStart(8, '0');
  return `RR${digits}${s10CheckDigit(digits)}CN`;
};
const imported = (CarrierId: number, lines: string[], lang = 'en-us') =>
  postMultipart(
    s,
    numbers.ImportLocalTrackingNumbers.path.slice(1),
    { CarrierId: String(CarrierId), Numbers: lines.join('\n') },
    [],
    { token, lang },
  );
const pool = async (CarrierId: number, State?: number) =>
  (await s.invoke(numbers.GetLocalTrackingNumbers, { CarrierId, State, rows: 1 }, { token })).Total!;

describe('local tracking numbers', () => {
  it('imports a pool all or nothing, naming each bad line', async () => {
    const ems = await carrier('EMS');
    const before = await pool(ems.Id);
    const bad = await imported(ems.Id, [s10(90000001), 'RR900000020CN', s10(90000001), '单号1', 'EE100000005CN']);
    expect(bad.Code).toBe(2);
    expect(bad.body.Data.Errors.map((e: { Line: number }) => e.Line)).toEqual([2, 3, 4, 5]);
    expect(bad.Message).toMatch(/^Tracking numbers cannot be imported, as 4 lines are wrong: /);
    expect(bad.Message).toContain('Line 2 (RR900000020CN): Tracking number is not a valid UPU S10 number: use two');
    expect(await pool(ems.Id)).toBe(before);
    const good = await imported(ems.Id, [`${s10(90000001)}, ${s10(90000002)}`, '', s10(90000003)]);
    expect([good.Code, good.Data.Count]).toEqual([0, 3]);
    expect(await pool(ems.Id)).toBe(before + 3);
  });

  it('reads a pasted number as a code: lower case and full-width letters are its capitals (issue 25)', async () => {
    const ems = await carrier('EMS');
    const before = await pool(ems.Id);
    const lower = s10(90000101).toLowerCase();
    const wide = s10(90000102).replace(/[A-Z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const r = await imported(ems.Id, [lower, wide]);
    expect([r.Code, r.Data?.Count], r.Message).toEqual([0, 2]);
    const listed = await s.invoke(
      numbers.GetLocalTrackingNumbers,
      { CarrierId: ems.Id, Content: '9000010' },
      { token },
    );
    expect(listed.Data.map((n) => n.Number).sort()).toEqual([s10(90000101), s10(90000102)]);
    // The same number in another case is the same number: already in the pool.
    const again = await imported(ems.Id, [s10(90000101)]);
    expect(again.Code).toBe(2);
    expect(await pool(ems.Id)).toBe(before + 2);
  });

  it('takes a typed list of 90,000 numbers (1.26 MB), more than a form field’s usual 1 MiB', async () => {
    const ems = await carrier('EMS');
    const before = await pool(ems.Id);
    const lines = Array.from({ length: 90_000 }, (_, i) => s10(91_000_000 + i));
    const r = await imported(ems.Id, lines);
    expect([r.Code, r.Data?.Count], r.Message).toEqual([0, 90_000]);
    expect(await pool(ems.Id)).toBe(before + 90_000);
  });

  it('refuses a list over the limit, and a JSON body over 1 MiB, naming what is too large', async () => {
    const ems = await carrier('EMS');
    const over = await imported(ems.Id, ['x'.repeat(LOCAL_NUMBERS_MAX_BYTES + 1)]);
    expect([over.Code, over.body.Data?.Field, over.Message]).toEqual([
      2,
      'Numbers',
      'Tracking numbers cannot be larger than 5 MB: send less at a time.',
    ]);
    const json = await s.call(
      carrierCalls.GetCarriers.path,
      { Content: 'x'.repeat(1_100_000) },
      { token, lang: 'en-us' },
    );
    expect([json.Code, json.body.Data?.Field]).toEqual([2, 'body']);
  });

  it('imports 1,000 numbers from an Excel file', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Numbers');
    for (let i = 0; i < 1000; i++) sheet.addRow([`XL${String(i).padStart(8, '0')}`]);
    const demo = await carrier('DEMO');
    const file = {
      field: 'FileStream',
      filename: 'pool.xlsx',
      contentType: XLSX_TYPE,
      data: Buffer.from(await wb.xlsx.writeBuffer()),
    };
    const r = await postMultipart(
      s,
      numbers.ImportLocalTrackingNumbers.path.slice(1),
      { CarrierId: String(demo.Id) },
      [file],
      { token },
    );
    expect([r.Code, r.Data?.Count]).toEqual([0, 1000]);
  });

  it('hands each free number to exactly one of 50 concurrent callers, then says the pool is empty', async () => {
    const made = await s.invoke(
      carrierCalls.AddCarrier,
      { Name: 'Race', Code: 'RACE', InterfaceType: 1, TrackingFormat: 3 },
      { token },
    );
    const id = made.Data;
    expect(
      (
        await imported(
          id,
          Array.from({ length: 40 }, (_, i) => `RC${1000 + i}`),
        )
      ).Code,
    ).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        s.invoke(numbers.TakeLocalTrackingNumber, { CarrierId: id, OrderNumber: `O${i}` }, { token }),
      ),
    );
    const won = answers.filter((a) => a.Code === 0).map((a) => a.Data.Number);
    expect(won.length).toBe(40);
    expect(new Set(won).size).toBe(40);
    expect(answers.filter((a) => a.Code === 4).length).toBe(10);
    expect([await pool(id, 0), await pool(id, 1)]).toEqual([0, 40]);
    expect((await s.invoke(carrierCalls.DeleteCarrier, { Id: id }, { token })).Code).toBe(4);
  });

  it('voids free numbers only, all or nothing', async () => {
    const sf = await carrier('SF');
    const list = async (State: number) =>
      (await s.invoke(numbers.GetLocalTrackingNumbers, { CarrierId: sf.Id, State }, { token })).Data;
    const [free1, free2] = await list(0);
    const [used] = await list(1);
    const mixed = await s.invoke(numbers.VoidLocalTrackingNumbers, { Ids: [free1!.Id, used!.Id] }, { token });
    expect(mixed.Code).toBe(4);
    expect((await list(0)).some((n) => n.Id === free1!.Id)).toBe(true);
    expect((await s.invoke(numbers.VoidLocalTrackingNumbers, { Ids: [free1!.Id, free2!.Id] }, { token })).Code).toBe(0);
    const voided = (await list(2)).find((n) => n.Id === free1!.Id)!;
    expect([voided.State, voided.VoidedTime !== null, voided.CarrierName]).toEqual([2, true, 'SF Express']);
  });

  it('is staff work: a customer neither lists nor takes numbers', async () => {
    const customer = (await s.signIn('customer1')).AccessToken;
    expect((await s.invoke(numbers.GetLocalTrackingNumbers, {}, { token: customer })).status).toBe(403);
    expect(
      (await s.invoke(numbers.TakeLocalTrackingNumber, { CarrierId: 1, OrderNumber: 'X' }, { token: customer })).status,
    ).toBe(403);
  });
});
