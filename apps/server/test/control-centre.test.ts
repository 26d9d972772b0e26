import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('ControlCentre/GetSiteApiUrlByHost', () => {
  it("answers the demo site's API address for its hosts, whatever the port, case or scheme", async () => {
    for (const Host of ['localhost', 'localhost:5173', 'LOCALHOST', '127.0.0.1:8080', 'http://localhost:3000/index']) {
      const r = await s.call('ControlCentre/GetSiteApiUrlByHost', { Host });
      expect([r.Code, r.Data]).toEqual([0, '/openapi']);
    }
  });

  it('answers Code 4 naming an unknown host, in the request language', async () => {
    const en = await s.call(
      'ControlCentre/GetSiteApiUrlByHost',
      { Host: 'Shop.Unknown.example:8443' },
      { lang: 'en-us' },
    );
    expect([en.status, en.Code]).toEqual([409, 4]);
    expect(en.Message).toContain('shop.unknown.example');
    expect(en.Message).toMatch(/does not belong to any site/);
    const zh = await s.call('ControlCentre/GetSiteApiUrlByHost', { Host: 'nowhere.example' }, { lang: 'zh-cn' });
    expect(zh.Message).toContain('域名 nowhere.example 未绑定任何站点');
  });

  it('follows host changes and deactivation made by staff', async () => {
    const admin = (await s.signIn('admin')).AccessToken;
    const made = await s.call(
      'Site/EstablishSite',
      { Name: 'East', Code: 'EAST', ApiUrl: 'https://api.east.example/openapi', Hosts: ['east.example'] },
      { token: admin },
    );
    expect(made.Code).toBe(0);
    const r = await s.call('ControlCentre/GetSiteApiUrlByHost', { Host: 'east.example' });
    expect(r.Data).toBe('https://api.east.example/openapi');
    await s.call('Site/EditSite', { ...made.Data, IsDeactivate: true }, { token: admin });
    const off = await s.call('ControlCentre/GetSiteApiUrlByHost', { Host: 'east.example' }, { lang: 'en-us' });
    expect(off.Code).toBe(4);
    expect(off.Message).toContain('east.example');
  });

  it('names the Host field on bad input', async () => {
    const none = await s.call('ControlCentre/GetSiteApiUrlByHost', {}, { lang: 'en-us' });
    expect([none.status, none.Code]).toEqual([400, 2]);
    expect(none.Data.Field).toContain('Host');
    const bad = await s.call('ControlCentre/GetSiteApiUrlByHost', { Host: 'not a host!' }, { lang: 'en-us' });
    expect(bad.Code).toBe(2);
    expect(bad.Data.Field).toContain('Host');
  });
});
