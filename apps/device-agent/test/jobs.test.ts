import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { labelOnlyZpl, resolveJob } from '../src/jobs.js';

describe('ZPL the hub passes to a label printer', () => {
  it('takes label formats, one or several, with white space between them', () => {
    expect(labelOnlyZpl('^XA^FO50,50^BCN,100^FDPKG-1^FS^XZ')).toBe(true);
    expect(labelOnlyZpl('^XA^PW812^LL1218^FO20,20^A0N,40,40^FDa^FS^XZ\r\n^XA^FDb^FS^XZ\n')).toBe(true);
    expect(labelOnlyZpl('^xa^fdlower^fs^xz')).toBe(true);
  });

  it('refuses printer commands, anything outside a label and text that is no label', () => {
    for (const zpl of [
      '~JR',
      '^XA^FDx^FS^XZ~JR',
      '~DGR:LOGO.GRF,100,10,ff',
      '^XA^IDR:*.*^FS^XZ',
      '^XA^JUS^XZ',
      '^XA^NSs,10.0.0.9^XZ',
      '^XA^KNname^XZ',
      '^XA^CC+^XZ+XA+IDR:*.*+XZ',
      '^XA^FDok^FS^XZ stray',
      '^XA^FDnever closed',
      'hello',
      '',
    ]) {
      expect([zpl, labelOnlyZpl(zpl)]).toEqual([zpl, false]);
    }
  });

  it('passes everything when the hub is started with --raw-zpl', () => {
    expect(loadConfig([]).rawZpl).toBe(false);
    expect(loadConfig(['--raw-zpl']).rawZpl).toBe(true);
    expect(loadConfig([], { DEVICE_AGENT_RAW_ZPL: 'true' }).rawZpl).toBe(true);
  });
});

describe('a picking list pushed to print', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches PickingList/PrintPicking with { id } by default, or the call --picking-call names', async () => {
    expect(loadConfig([]).pickingCall).toBe('PickingList/PrintPicking');
    expect(loadConfig(['--picking-call', 'PickingList/Other']).pickingCall).toBe('PickingList/Other');
    const asked: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
      asked.push({ url: String(url), body: JSON.parse(init.body) });
      return new Response(Buffer.from('%PDF-1.7'), { headers: { 'content-type': 'application/pdf' } });
    });
    const session = { userName: 'clerk', apiUrl: 'http://127.0.0.1:1', token: 't', lang: 'en-us' as const };
    const job = await resolveJob(session, { PickingId: 12 }, loadConfig([]).pickingCall);
    expect(job).toMatchObject({ format: 'pdf', title: 'picking-12' });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toMatch(/\/PickingList\/PrintPicking$/);
    expect(asked[0]!.body).toEqual({ id: 12 });
  });
});
