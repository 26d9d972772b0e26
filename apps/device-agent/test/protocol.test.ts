import fs from 'node:fs';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test/helpers/server.js';
import { warehouseWithPartition } from '../../server/test/helpers/stock.js';
import type { Agent } from '../src/agent.js';
import type { SimulatedScale } from '../src/scale/sim.js';
import { collect, connect, next, printed, simulatedAgent } from './helpers.js';

let s: TestServer;
let agent: Agent & { printDir: string };
let origin: string;
let api: string;
let token: string;
let shelfId: number;
const open: Socket[] = [];

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  origin = new URL(s.url).origin;
  api = `${origin}/openapi`;
  token = (await s.signIn('admin')).AccessToken;
  const wh = await warehouseWithPartition(s, token, 'Device hub');
  const shelf = await s.call(
    'Shelves/EstablishShelves',
    { WarehouseId: wh.warehouse, PartitionId: wh.partition, ShelvesNumber: 'D-01' },
    { token },
  );
  shelfId = shelf.Data;
  agent = await simulatedAgent(origin);
});
afterAll(async () => {
  await agent?.close();
  await s?.close();
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

const scale = () => agent.devices.scale as SimulatedScale;

/** A console signed in as admin, in `lang`. */
async function signedIn(lang = 'en-us'): Promise<Socket> {
  const c = await connect(agent.url, origin);
  open.push(c);
  const load = next<{ Success: boolean; UserName: string; Printers: string[]; Scale: boolean; Camera: boolean }>(
    c,
    'SendLoad',
  );
  c.emit('LoadUserInfo', { UserName: 'admin', ApiUrl: api, Token: token, Lang: lang });
  expect(await load).toMatchObject({ Success: true, UserName: 'admin', Scale: true, Camera: true });
  return c;
}

describe('signing in', () => {
  it('accepts a token the server confirms and refuses a bad one, in the user’s language', async () => {
    await signedIn();

    const c = await connect(agent.url, origin);
    open.push(c);
    // Before LoadUserInfo nothing is answered.
    const refused = next<{ Success: boolean; Message: string }>(c, 'SendAsync');
    c.emit('PickingPrint', { Zpl: '^XA^FDx^FS^XZ' });
    expect(await refused).toMatchObject({ Success: false, Message: '本地设备服务尚未验证登录' });

    const load = next<{ Success: boolean; Message: string }>(c, 'SendLoad');
    const gone = next(c, 'disconnect');
    c.emit('LoadUserInfo', { UserName: 'admin', ApiUrl: api, Token: `${token}x`, Lang: 'zh-tw' });
    expect(await load).toMatchObject({ Success: false, Message: expect.stringContaining('登入已失效') });
    await gone;
    expect(printed(agent.printDir)).toEqual([]);
  });

  it('sends the token to no server but the console’s own', async () => {
    const c = await connect(agent.url, origin);
    open.push(c);
    const load = next<{ Success: boolean; Message: string }>(c, 'SendLoad');
    c.emit('LoadUserInfo', { UserName: 'admin', ApiUrl: 'http://127.0.0.2:1/openapi', Token: token, Lang: 'en-us' });
    expect(await load).toMatchObject({ Success: false, Message: expect.stringContaining('does not trust') });
  });

  it('refuses a sign-in that does not read as the protocol declares it', async () => {
    for (const bad of [
      { UserName: 'admin', ApiUrl: api, Lang: 'en-us' },
      { ApiUrl: api, Token: 42, Lang: 'en-us' },
      { UserName: ['admin'], ApiUrl: api, Token: token, Lang: 'en-us' },
    ]) {
      const c = await connect(agent.url, origin);
      open.push(c);
      const load = next<{ Success: boolean; Message: string }>(c, 'SendLoad');
      c.emit('LoadUserInfo', bad);
      expect(await load, JSON.stringify(bad)).toMatchObject({
        Success: false,
        Message: expect.stringContaining('Sign in again'),
      });
    }
  });

  it('refuses a page of another origin, and a client that names none', async () => {
    await expect(connect(agent.url, 'http://evil.example')).rejects.toThrow();
    await expect(connect(agent.url, '')).rejects.toThrow();
  });
});

describe('scale and camera', () => {
  it('sends weights while subscribed, stable ones only, and stops on Unsubscribe', async () => {
    const c = await signedIn();
    scale().set(1);
    c.emit('Subscribe', { Scale: true, Camera: false });
    expect(await next(c, 'SendWeight')).toBe('1.000');

    const weights = collect<string>(c, 'SendWeight', 600);
    scale().set(2.5, false); // swinging: nothing
    await new Promise((r) => setTimeout(r, 400));
    scale().setUnstable(false); // settles
    expect(await weights).toEqual(['2.500']);

    c.emit('Unsubscribe', { Scale: true });
    await new Promise((r) => setTimeout(r, 100));
    const after = collect(c, 'SendWeight', 300);
    scale().set(4);
    expect(await after).toEqual([]);
  });

  it('streams test images while the camera is subscribed, none after', async () => {
    const c = await signedIn();
    c.emit('Subscribe', { Camera: true });
    const img = await next<string>(c, 'SendVideoCapture');
    const png = Buffer.from(img.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(160); // IHDR width

    c.emit('Unsubscribe', { Camera: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(await collect(c, 'SendVideoCapture', 200)).toEqual([]);
  });

  it('reports a scale unplugged mid-session, and its return', async () => {
    const c = await signedIn('zh-cn');
    c.emit('Subscribe', { Scale: true });
    scale().set(3);
    expect(await next(c, 'SendWeight')).toBe('3.000');
    const off = next(c, 'SendAsync');
    const cleared = next(c, 'SendWeight');
    scale().unplug();
    expect(await off).toEqual({ Kind: 'Scale', Success: false, Present: false, Message: '电子秤已断开' });
    expect(await cleared).toBeNull();
    expect(await collect(c, 'SendWeight', 300)).toEqual([]);

    const on = next(c, 'SendAsync');
    const back = next(c, 'SendWeight');
    scale().plug();
    expect(await on).toMatchObject({ Kind: 'Scale', Success: true, Present: true });
    expect(await back).toBe('3.000');
  });
});

describe('printing', () => {
  it('prints shelf labels fetched from the server and ZPL sent in the job into the folder', async () => {
    const c = await signedIn();
    const pdf = next<{ Success: boolean; JobId: string }>(c, 'SendAsync', 15_000);
    c.emit('PickingPrint', {
      JobId: 'j1',
      Call: 'Shelves/GetPrintShelveReport',
      Body: { Ids: [shelfId] },
      Title: 'shelf labels',
    });
    expect(await pdf).toMatchObject({ Kind: 'Print', Success: true, JobId: 'j1' });

    const zpl = '^XA^FO50,50^BCN,100^FDD-01^FS^XZ';
    const label = next<{ Success: boolean }>(c, 'SendAsync');
    c.emit('PickingPrint', { JobId: 'j2', Zpl: zpl });
    expect(await label).toMatchObject({ Kind: 'Print', Success: true, JobId: 'j2' });

    const files = printed(agent.printDir);
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/shelf_labels\.pdf$/);
    expect(fs.readFileSync(path.join(agent.printDir, files[0]!)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(files[1]).toMatch(/\.zpl$/);
    expect(fs.readFileSync(path.join(agent.printDir, files[1]!), 'utf8')).toBe(zpl);
  });

  it('tells why a job failed, in the user’s language, and prints nothing', async () => {
    const before = printed(agent.printDir).length;
    const c = await signedIn('zh-tw');
    const bad = next<{ Success: boolean; Message: string }>(c, 'SendAsync');
    c.emit('PickingPrint', { JobId: 'j3', Zpl: 'hello' });
    expect(await bad).toMatchObject({
      Success: false,
      JobId: 'j3',
      Message: expect.stringContaining('只能列印標籤格式'),
    });

    // A page may print labels, never command the printer (reset it, delete its files).
    for (const [JobId, Zpl] of [
      ['j3b', '~JR'],
      ['j3c', '^XA^IDR:*.*^FS^XZ'],
      ['j3d', '^XA^FDok^FS^XZ~JA'],
    ]) {
      const refusedZpl = next<{ Success: boolean; JobId: string }>(c, 'SendAsync');
      c.emit('PickingPrint', { JobId, Zpl });
      expect(await refusedZpl).toMatchObject({ Success: false, JobId });
    }

    // The server refuses the document (no such shelf): its own words, in the same language.
    const refused = next<{ Success: boolean; Message: string }>(c, 'SendAsync', 15_000);
    c.emit('PickingPrint', { JobId: 'j4', Call: 'Shelves/GetPrintShelveReport', Body: { Ids: [] } });
    const m = await refused;
    expect(m).toMatchObject({ Success: false, JobId: 'j4' });
    expect(m.Message).toMatch(/^取得列印檔案失敗：/);

    const nothing = next<{ Success: boolean; Message: string }>(c, 'SendAsync');
    c.emit('PickingPrint', { JobId: 'j5', Call: 'http://elsewhere/x' });
    expect(await nothing).toMatchObject({ Success: false, Message: expect.stringContaining('列印工作無效') });

    // A job that does not read as the protocol declares it (label text that is no text).
    const malformed = next<{ Success: boolean; Message: string }>(c, 'SendAsync');
    c.emit('PickingPrint', { JobId: 'j6', Zpl: 42 });
    expect(await malformed).toMatchObject({
      Success: false,
      JobId: 'j6',
      Message: expect.stringContaining('列印工作無效'),
    });
    expect(printed(agent.printDir)).toHaveLength(before);
  });
});
