import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const decode = (url: string) => {
  expect(url.startsWith('data:image/png;base64,')).toBe(true);
  return PNG.sync.read(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64'));
};

async function answerOf(key: string): Promise<{ x: number; y: number }> {
  const res = await s.deps.db.execute(sql`select x, y from captchas where key = ${key}::uuid`);
  return res.rows[0] as { x: number; y: number };
}

async function puzzle() {
  const r = await s.call('Account/GetCaptcha64');
  expect(r.Code).toBe(0);
  return { key: r.Data.CaptchaKey as string, ...(await answerOf(r.Data.CaptchaKey)) };
}

/** A client address of its own, so this file's failed sign-ins do not bleed into other tests. */
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('Slide puzzle', () => {
  it('answers two PNG images of the documented sizes and keeps the answer server-side', async () => {
    const r = await s.call('Account/GetCaptcha64');
    expect(r.Code).toBe(0);
    expect(r.Data).toMatchObject({ Width: 300, Height: 150, BlockSize: 42 });
    expect(Object.keys(r.Data).sort()).toEqual(
      ['BackgroundImage', 'BlockSize', 'CaptchaKey', 'Height', 'SliderImage', 'Width', 'Y'].sort(),
    );
    const bg = decode(r.Data.BackgroundImage);
    expect([bg.width, bg.height]).toEqual([300, 150]);
    const piece = decode(r.Data.SliderImage);
    expect([piece.width, piece.height]).toEqual([62, 62]);
    // The piece is opaque inside its outline and transparent around it.
    const alphas = new Set<number>();
    for (let i = 3; i < piece.data.length; i += 4) alphas.add(piece.data[i]!);
    expect([...alphas].sort()).toEqual([0, 255]);
    const a = await answerOf(r.Data.CaptchaKey);
    expect(a.y).toBe(r.Data.Y);
    expect(a.x).toBeGreaterThan(62);
    expect(a.x + 62).toBeLessThanOrEqual(300);
    expect(a.y + 62).toBeLessThanOrEqual(150);
  });

  it('passes a correct offset once and only once', async () => {
    const p = await puzzle();
    const ok = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Offset: p.x + 5.5, Deviation: 2.3 });
    expect(ok.Code).toBe(0);
    expect(ok.Data.Success).toBe(true);
    expect(typeof ok.Data.Captcha).toBe('string');
    const again = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Offset: p.x, Deviation: 2.3 });
    expect(again.Data).toEqual({ Success: false, Captcha: null });
  });

  it('fails a wrong offset and burns the key', async () => {
    const p = await puzzle();
    const bad = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Offset: p.x + 7, Deviation: 3 });
    expect(bad.Code).toBe(0);
    expect(bad.Data).toEqual({ Success: false, Captcha: null });
    const retry = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Offset: p.x, Deviation: 3 });
    expect(retry.Data.Success).toBe(false);
  });

  it('fails a drag without vertical wobble or with too much of it', async () => {
    for (const Deviation of [0, 50, 120]) {
      const p = await puzzle();
      const r = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Offset: p.x, Deviation });
      expect(r.Data.Success).toBe(false);
    }
  });

  it('fails an expired or unknown key', async () => {
    const p = await puzzle();
    await s.deps.db.execute(
      sql`update captchas set expires_at = now() - interval '1 second' where key = ${p.key}::uuid`,
    );
    const r = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Offset: p.x, Deviation: 3 });
    expect(r.Data).toEqual({ Success: false, Captcha: null });
    const unknown = await s.call('Account/CheckingCaptcha', {
      CaptchaKey: '00000000-0000-4000-8000-000000000000',
      Offset: 100,
      Deviation: 3,
    });
    expect(unknown.Data.Success).toBe(false);
  });

  it('names the field on bad input and checks nothing', async () => {
    const p = await puzzle();
    const r = await s.call(
      'Account/CheckingCaptcha',
      { CaptchaKey: 'nope', Offset: 1, Deviation: 1 },
      { lang: 'en-us' },
    );
    expect([r.status, r.Code]).toEqual([400, 2]);
    expect(r.Data.Field).toContain('CaptchaKey');
    const noOffset = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Deviation: 1 }, { lang: 'en-us' });
    expect(noOffset.Code).toBe(2);
    expect(noOffset.Data.Field).toContain('Offset');
    const negative = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Offset: p.x, Deviation: -1 });
    expect(negative.Code).toBe(2);
    expect(negative.Data.Field).toContain('Deviation');
    const res = await s.deps.db.execute(sql`select checked_at from captchas where key = ${p.key}::uuid`);
    expect((res.rows[0] as { checked_at: unknown }).checked_at).toBeNull();
    const ok = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Offset: p.x, Deviation: 1 });
    expect(ok.Data.Success).toBe(true);
  });
});

describe('Sign-in after failures needs a solved puzzle', () => {
  const client = from('10.20.30.40');

  async function solved() {
    const p = await puzzle();
    const r = await s.call('Account/CheckingCaptcha', { CaptchaKey: p.key, Offset: p.x - 4, Deviation: 1.7 });
    expect(r.Data.Success).toBe(true);
    return { CaptchaKey: p.key, Captcha: r.Data.Captcha as string };
  }

  it('asks for the puzzle after 3 failures and accepts a sign-in carrying a ticket, once', async () => {
    const ask = () => s.call('Account/GetWhetherToVerify', { username: 'admin' }, client);
    expect((await ask()).Data).toBe(false);
    for (let i = 0; i < 3; i++) {
      const r = await s.call('Account/Login', { username: 'admin', password: s.encrypt('wrong') }, client);
      expect(r.Code).toBe(4);
    }
    const asked = await ask();
    expect([asked.Code, asked.Data]).toEqual([0, true]);

    const good = { username: 'admin', password: s.encrypt('Admin@123') };
    const without = await s.call('Account/Login', good, { ...client, lang: 'en-us' });
    expect(without.Code).toBe(4);
    expect(without.Message).toMatch(/slide verification/);

    const forged = await s.call(
      'Account/Login',
      { ...good, CaptchaKey: (await puzzle()).key, Captcha: 'guess' },
      client,
    );
    expect(forged.Code).toBe(4);

    const ticket = await solved();
    const signed = await s.call('Account/Login', { ...good, ...ticket }, client);
    expect(signed.Code).toBe(0);
    expect(signed.Data.AccessToken).toBeTruthy();
    // A success clears the failures for the name and the address.
    expect((await ask()).Data).toBe(false);

    for (let i = 0; i < 3; i++) await s.call('Account/Login', { username: 'admin', password: s.encrypt('x') }, client);
    const reused = await s.call('Account/Login', { ...good, ...ticket }, client);
    expect(reused.Code).toBe(4);
    expect((await s.call('Account/Login', { ...good, ...(await solved()) }, client)).Code).toBe(0);
  });

  it('counts failures per client address too', async () => {
    const other = from('10.20.30.41');
    for (let i = 0; i < 3; i++) {
      await s.call('Account/Login', { username: `ghost${i}`, password: s.encrypt('x') }, other);
    }
    const r = await s.call('Account/GetWhetherToVerify', { username: 'clerk' }, other);
    expect(r.Data).toBe(true);
    expect((await s.call('Account/GetWhetherToVerify', { username: 'clerk' }, from('10.20.30.42'))).Data).toBe(false);
  });

  it('names the field when the user name is missing', async () => {
    const r = await s.call('Account/GetWhetherToVerify', {}, { lang: 'en-us' });
    expect([r.status, r.Code]).toEqual([400, 2]);
    expect(r.Data.Field).toContain('username');
  });
});
