import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('Account sign-in', () => {
  it('answers the public key PEM', async () => {
    const r = await s.call('Account/GetPublicKey');
    expect(r.Code).toBe(0);
    expect(r.Data.PublicKey).toContain('BEGIN PUBLIC KEY');
  });

  it('signs in every demo account with the matching call', async () => {
    for (const name of ['admin', 'clerk', 'customer1', 'customer2']) {
      const t = await s.signIn(name);
      expect(t.AccessToken).toBeTruthy();
      const info = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: t.AccessToken });
      expect(info.Code).toBe(0);
      expect(info.Data.UserName).toBe(name);
      expect(info.Data.AccountTypeCode).toBe(name.startsWith('customer') ? 2 : 1);
    }
  });

  it('refuses the other account type on each call', async () => {
    const r1 = await s.call(
      'Account/Login',
      { username: 'customer1', password: s.encrypt('Customer@123') },
      { lang: 'en-us' },
    );
    expect(r1.Code).toBe(4);
    expect(r1.Message).toMatch(/customer sign-in/);
    const r2 = await s.call('Account/LoginUser', { username: 'admin', password: s.encrypt('Admin@123') });
    expect(r2.Code).toBe(4);
  });

  it('names the field on bad input, in the requested language', async () => {
    const r = await s.call('Account/Login', { password: 'x' }, { lang: 'en-us' });
    expect(r.status).toBe(400);
    expect(r.Code).toBe(2);
    expect(r.Message).toBe('User name cannot be empty.');
    expect(r.Data).toMatchObject({ Field: 'username' });
    const zh = await s.call('Account/Login', { password: 'x' }, { lang: 'zh-tw' });
    expect(zh.Message).toBe('使用者名稱不能為空。');
    const plain = await s.call('Account/Login', { username: 'admin', password: 'Admin@123' }, { lang: 'en-us' });
    expect(plain.Code).toBe(2);
    expect(plain.Data.Field).toContain('password');
  });

  it('rejects calls without a token with 401 Code 1', async () => {
    const r = await s.call('Account/GetUserInfoDetailedInfo');
    expect([r.status, r.Code]).toEqual([401, 1]);
    const bad = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: 'garbage' });
    expect([bad.status, bad.Code]).toEqual([401, 1]);
  });
});
