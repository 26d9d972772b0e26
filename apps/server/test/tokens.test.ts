import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const info = (token: string) => s.call('Account/GetUserInfoDetailedInfo', {}, { token });

describe('token lifecycle', () => {
  it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
    const first = await s.signIn('clerk');
    const r = await s.call('Account/RefreshToken', { Token: first.RefreshToken });
    expect(r.Code).toBe(0);
    expect(r.Data.RefreshToken).not.toBe(first.RefreshToken);
    expect((await info(r.Data.AccessToken)).Code).toBe(0);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const first = await s.signIn('clerk');
    const second = (await s.call('Account/RefreshToken', { Token: first.RefreshToken })).Data;
    const reuse = await s.call('Account/RefreshToken', { Token: first.RefreshToken });
    expect([reuse.status, reuse.Code]).toEqual([401, 1]);
    // The thief's reuse ends the legitimate holder's session too: both tokens are dead.
    expect((await info(second.AccessToken)).Code).toBe(1);
    expect((await s.call('Account/RefreshToken', { Token: second.RefreshToken })).Code).toBe(1);
  });

  // Concurrent refreshes of one token (one winner, the rest end the session as reuse) are raced in
  // concurrency.test.ts.

  it('ends the session on RevokeToken: access token refused with 401 Code 1', async () => {
    const pair = await s.signIn('customer2');
    expect((await info(pair.AccessToken)).Code).toBe(0);
    expect((await s.call('Account/RevokeToken', { Token: pair.RefreshToken })).Code).toBe(0);
    const after = await info(pair.AccessToken);
    expect([after.status, after.Code]).toEqual([401, 1]);
    expect((await s.call('Account/RefreshToken', { Token: pair.RefreshToken })).Code).toBe(1);
  });

  it('refuses an unknown refresh token and a malformed body', async () => {
    expect((await s.call('Account/RefreshToken', { Token: 'nope' })).Code).toBe(1);
    const bad = await s.call('Account/RefreshToken', { Token: 12 }, { lang: 'en-us' });
    expect([bad.status, bad.Code]).toEqual([400, 2]);
    expect(bad.Data.Field).toContain('Token');
  });
});

describe('expired access token', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({ config: { accessTokenTtlSeconds: 1 } });
  });
  afterAll(() => short.close());

  it('answers HTTP 401 Code 5, and a refresh gives a working token', async () => {
    const pair = await short.signIn('admin');
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await short.call('Account/GetUserInfoDetailedInfo', {}, { token: pair.AccessToken });
    expect([expired.status, expired.Code]).toEqual([401, 5]);
    const fresh = await short.call('Account/RefreshToken', { Token: pair.RefreshToken });
    expect(fresh.Code).toBe(0);
    const ok = await short.call('Account/GetUserInfoDetailedInfo', {}, { token: fresh.Data.AccessToken });
    expect(ok.Code).toBe(0);
  });
});

describe('sign-in rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ config: { signInRateLimitPerMinute: 3 } });
  });
  afterAll(() => limited.close());

  it('answers Code 6 past the per-minute limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await limited.call('Account/LoginUser', {
        username: 'customer1',
        password: limited.encrypt('Customer@123'),
      });
      codes.push(r.Code);
    }
    expect(codes.slice(0, 3)).toEqual([0, 0, 0]);
    expect(codes[3]).toBe(6);
    const r = await limited.call(
      'Account/LoginUser',
      { username: 'customer1', password: limited.encrypt('x') },
      { lang: 'en-us' },
    );
    expect(r.status).toBe(429);
    expect(r.Message).toMatch(/Too many/);
  });
});

describe('verified tokens', () => {
  it('refuses a token once it expires, though its signature was checked before', async () => {
    const { TokenService } = await import('../src/platform/auth.js');
    const keys = { jwtSecret: new Uint8Array(32).fill(7) } as ConstructorParameters<typeof TokenService>[1];
    const tokens = new TokenService(null as never, keys, 60, 3600);
    const token = await tokens.signAccess(5, '00000000-0000-4000-8000-000000000001');
    expect(await tokens.verifyAccess(token)).toMatchObject({ userId: 5 });
    // Checked again from what is kept, still within its minute.
    expect(await tokens.verifyAccess(token)).toMatchObject({ userId: 5 });
    const now = Date.now;
    Date.now = () => now() + 61_000;
    try {
      await expect(tokens.verifyAccess(token)).rejects.toMatchObject({ key: 'error.tokenExpired' });
    } finally {
      Date.now = now;
    }
    // A token altered by one character is not the one kept: its signature is checked and fails.
    await expect(tokens.verifyAccess(`${token.slice(0, -2)}xx`)).rejects.toMatchObject({ code: 1 });
  });
});
