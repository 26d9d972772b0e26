import { fieldLabel } from '@wms/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userConfigurations } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
let c1: string;
let c2: string;

beforeAll(async () => {
  s = await startTestServer();
  c1 = (await s.signIn('customer1')).AccessToken;
  c2 = (await s.signIn('customer2')).AccessToken;
});
afterAll(() => s.close());

const DEFAULTS = {
  // Where the device hub listens as installed (apps/device-agent, --port 9000).
  LocalServiceConnection: 'ws://127.0.0.1:9000',
  PickingListColumns: 1,
  PickingListRows: 1,
  GetCameraKeyUp: '',
  GetElectronicScaleValueKeyUp: '',
};
const get = async (token: string) => {
  const r = await s.call('UserConfiguration/GetUserConfigureByUserIdInfo', {}, { token });
  expect(r.Code).toBe(0);
  return r.Data;
};
const edit = (body: unknown, token = c1, lang = 'en-us') =>
  s.call('UserConfiguration/EditUserConfigure', body, { token, lang });

describe('UserConfiguration', () => {
  it('answers the defaults before anything is saved', async () => {
    expect(await get(c1)).toEqual(DEFAULTS);
  });

  it('creates the default row when a user has none', async () => {
    const info = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: c2 });
    await s.deps.db.delete(userConfigurations).where(eq(userConfigurations.userId, info.Data.UserId));
    expect(await get(c2)).toEqual(DEFAULTS);
    const rows = await s.deps.db
      .select()
      .from(userConfigurations)
      .where(eq(userConfigurations.userId, info.Data.UserId));
    expect(rows).toHaveLength(1);
  });

  it('saves the five fields and answers them as stored', async () => {
    const saved = {
      LocalServiceConnection: 'wss://printer.local:8443/hub',
      PickingListColumns: 3,
      PickingListRows: 20,
      GetCameraKeyUp: 'F2',
      GetElectronicScaleValueKeyUp: 'Control+F3',
    };
    const r = await edit({ ...saved, LocalServiceConnection: `  ${saved.LocalServiceConnection} ` });
    expect(r.Code).toBe(0);
    expect(r.Data).toEqual(saved);
    expect(await get(c1)).toEqual(saved);
  });

  it('stores a key-up field the client left out (it drops empty strings) as empty', async () => {
    const r = await edit({
      LocalServiceConnection: 'http://127.0.0.1:5000',
      PickingListColumns: '2',
      PickingListRows: 4,
    });
    expect(r.Code).toBe(0);
    expect(await get(c1)).toEqual({
      LocalServiceConnection: 'http://127.0.0.1:5000',
      PickingListColumns: 2,
      PickingListRows: 4,
      GetCameraKeyUp: '',
      GetElectronicScaleValueKeyUp: '',
    });
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const good = { LocalServiceConnection: 'ws://10.0.0.2:5000', PickingListColumns: 2, PickingListRows: 2 };
    expect((await edit(good)).Code).toBe(0);
    const cases: [Record<string, unknown>, string][] = [
      [{ PickingListRows: 0 }, 'PickingListRows'],
      [{ PickingListRows: 21 }, 'PickingListRows'],
      [{ PickingListColumns: 0 }, 'PickingListColumns'],
      [{ PickingListColumns: 1.5 }, 'PickingListColumns'],
      [{ PickingListColumns: undefined }, 'PickingListColumns'],
      [{ LocalServiceConnection: 'ftp://10.0.0.2' }, 'LocalServiceConnection'],
      [{ LocalServiceConnection: '10.0.0.2:5000' }, 'LocalServiceConnection'],
      [{ LocalServiceConnection: 'ws:/10.0.0.2' }, 'LocalServiceConnection'],
      [{ LocalServiceConnection: undefined }, 'LocalServiceConnection'],
      [{ GetCameraKeyUp: 'x'.repeat(51) }, 'GetCameraKeyUp'],
      [{ GetElectronicScaleValueKeyUp: 42 }, 'GetElectronicScaleValueKeyUp'],
    ];
    for (const [change, field] of cases) {
      const r = await edit({ ...good, GetCameraKeyUp: 'F9', ...change });
      expect([field, r.status, r.Code]).toEqual([field, 400, 2]);
      expect([r.Data.Field, r.Message]).toEqual([
        field,
        expect.stringMatching(new RegExp(`^${fieldLabel(field, 'en-us')} .+\\.$`)),
      ]);
    }
    const zh = await edit({ ...good, LocalServiceConnection: 'ftp://x' }, c1, 'zh-tw');
    expect(zh.Message).toBe('本機服務連線不是有效的位址：須以 ws://、wss://、http:// 或 https:// 開頭。');
    expect(await get(c1)).toEqual({ ...good, GetCameraKeyUp: '', GetElectronicScaleValueKeyUp: '' });
  });

  it('each user reads and writes only their own configuration', async () => {
    const mine = await get(c1);
    const r = await edit(
      {
        LocalServiceConnection: 'https://two.example',
        PickingListColumns: 5,
        PickingListRows: 6,
        GetCameraKeyUp: 'F4',
      },
      c2,
    );
    expect(r.Code).toBe(0);
    expect(await get(c1)).toEqual(mine);
    expect((await get(c2)).LocalServiceConnection).toBe('https://two.example');
  });

  it('needs a session', async () => {
    const r = await s.call('UserConfiguration/GetUserConfigureByUserIdInfo');
    expect([r.status, r.Code]).toEqual([401, 1]);
  });
});
