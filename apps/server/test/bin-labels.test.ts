import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_100X50 } from '../src/platform/labels/index.js';
import { pdfPages, scan, zplPages } from './helpers/labels.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { warehouseWithPartition } from './helpers/stock.js';

// A new bin's label (docs/domain.md, "Parcels": bins), which the bins station prints as it makes
// the bin, so that the bin is scanned from then on: the bin number a scanner reads, as PDF and ZPL.

let s: TestServer;
const tok: Record<string, string> = {};
let warehouse: number;

beforeAll(async () => {
  s = await startTestServer();
  for (const n of ['admin', 'clerk', 'customer1']) tok[n] = (await s.signIn(n)).AccessToken;
  warehouse = (await warehouseWithPartition(s, tok.admin!, 'Bin label WH')).warehouse;
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown) => s.call(path, body, { token: tok[who], lang: 'en-us' });

describe('bin labels', () => {
  it('prints a new bin its label, as a PDF and as ZPL, for the clerk at the bins station', async () => {
    const made = await as('clerk', 'Bin/EstablishBin', { WarehouseId: warehouse });
    expect(made.Code, made.Message).toBe(0);
    const Id = made.Data as number;
    const list = await as('clerk', 'Bin/GetBins', { WarehouseId: warehouse, rows: 20 });
    const number = (list.Data as { Id: number; Number: string }[]).find((b) => b.Id === Id)!.Number;

    const pdf = await s.app.inject({
      method: 'POST',
      url: '/openapi/Bin/GetBinLabel',
      headers: { authorization: `Bearer ${tok.clerk}` },
      payload: { Id },
    });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdfPages(pdf.rawPayload).flatMap(scan)).toContain(`CODE-128:${number}`);

    const zpl = await as('clerk', 'Bin/GetBinLabelZpl', { Id });
    expect(zpl.Code, zpl.Message).toBe(0);
    expect((await zplPages(zpl.Data, STOCK_100X50)).flatMap(scan)).toContain(`CODE-128:${number}`);
  }, 120_000);

  it('answers a bin that does not exist as not found, and refuses a customer', async () => {
    const none = await as('clerk', 'Bin/GetBinLabelZpl', { Id: 999_999 });
    expect(none.Code).not.toBe(0);
    expect(none.Message).toBeTruthy();
    const bad = await as('clerk', 'Bin/GetBinLabelZpl', { Id: 'x' });
    expect(bad.Code).toBe(2);
    const customer = await as('customer1', 'Bin/GetBinLabelZpl', { Id: 1 });
    expect(customer.Code).not.toBe(0);
  });
});
