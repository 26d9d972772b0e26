import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeper } from '../src/app.js';
import { parseTrustProxy } from '../src/config.js';
import { consolePolicy, inlineScriptHashes } from '../src/platform/http/security-headers.js';
import { makePng, postMultipart } from './fixtures/multipart.js';
import { humanDrag } from './helpers/drag.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import { uploadImage } from './helpers/uploads.js';

// What an attacker tried on the demo accounts and the server now refuses (docs/architecture.md,
// "Security"). The escalation of permissions has its own suite (isolation/privilege.test.ts).

/** A built console of our own: one inline script, as the real build writes. */
const INLINE = "window.__boot=1;console.log('boot')";
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-csp-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><script type="module" src="/assets/a.js"></script><script>${INLINE}</script></head><body></body></html>`,
);

let s: TestServer;
let admin: string;
let customer1: string;
let customer2: string;
beforeAll(async () => {
  // As behind a proxy on this machine (the test helper's default), with a small sign-in limit.
  s = await startTestServer({ config: { webDist, signInRateLimitPerMinute: 3 } });
  admin = (await s.signIn('admin')).AccessToken;
  customer1 = (await s.signIn('customer1')).AccessToken;
  customer2 = (await s.signIn('customer2')).AccessToken;
});
afterAll(() => s.close());

describe('client addresses behind proxies (TRUST_PROXY)', () => {
  it('reads the setting: off, a hop count, addresses and ranges; refuses true and nonsense', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/any client/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.1/40')).toThrow(/TRUST_PROXY/);
  });

  it('does not let a forged X-Forwarded-For lift the per-address sign-in limit', async () => {
    // Off by default: the connection's own address is the client, whatever the header says.
    const plain = await startTestServer({ config: { trustProxy: false, signInRateLimitPerMinute: 3 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await plain.call(
          'Account/Login',
          { username: `ghost${i}`, password: plain.encrypt('Wrong@123') },
          { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
        );
        codes.push(r.Code);
      }
      expect(codes).toEqual([4, 4, 4, 6, 6]);
    } finally {
      await plain.close();
    }
    // Behind a named proxy the header is believed: each forwarded client has its own count.
    for (let i = 0; i < 5; i++) {
      const r = await s.call(
        'Account/Login',
        { username: `phantom${i}`, password: s.encrypt('Wrong@123') },
        { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      );
      expect(r.Code).toBe(4);
    }
  });
});

describe('sign-in limits a stranger cannot turn against an account', () => {
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
  /** A puzzle drawn and solved from the address: the ticket a sign-in carries. */
  async function solvedFrom(ip: string) {
    const p = await s.call('Account/GetCaptcha64', {}, from(ip));
    const key = p.Data.CaptchaKey as string;
    const { x } = (await s.deps.db.execute(sql`select x from captchas where key = ${key}::uuid`)).rows[0] as {
      x: number;
    };
    const r = await s.call('Account/CheckingCaptcha', { CaptchaKey: key, ...humanDrag(x) }, from(ip));
    expect(r.Data.Success).toBe(true);
    return { CaptchaKey: key, Captcha: r.Data.Captcha as string };
  }

  it("lets admin in from another address after a stranger's many wrong sign-ins naming admin", async () => {
    const stranger = from('198.51.100.7');
    const codes: number[] = [];
    for (let i = 0; i < 24; i++) {
      // Wrong passwords, then (past the limit) not even encrypted ones.
      const password = i < 3 ? s.encrypt(`Wrong@${i}`) : 'plain-text';
      codes.push((await s.call('Account/Login', { username: 'admin', password }, stranger)).Code);
    }
    // The stranger's own address is limited (3 a minute here)...
    expect(codes).toEqual([4, 4, 4, ...Array(21).fill(6)]);
    // ...admin is not: elsewhere the right password is asked for the puzzle (the name drew
    // failures), never refused for the rate, and signs in with it solved.
    const good = { username: 'admin', password: s.encrypt('Admin@123') };
    const asked = await s.call('Account/Login', good, { ...from('198.51.100.8'), lang: 'en-us' });
    expect(asked.Code).toBe(4);
    expect(asked.Message).toMatch(/slide verification/);
    const signed = await s.call(
      'Account/Login',
      { ...good, ...(await solvedFrom('198.51.100.8')) },
      from('198.51.100.8'),
    );
    expect([signed.Code, typeof signed.Data?.AccessToken]).toEqual([0, 'string']);
    // The stranger's address stays limited, even with the right password.
    const still = await s.call('Account/Login', good, stranger);
    expect([still.status, still.Code]).toEqual([429, 6]);
  });
});

describe('request bodies', () => {
  it('refuses JSON nested deeper than the limit with Code 2 before walking it, signed in or not', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const token of [undefined, admin]) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/openapi/Currencies/GetCurrencies',
        headers: {
          'content-type': 'application/json',
          acceptlanguage: 'en-us',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: `{"Content":${deep}}`,
      });
      expect([res.statusCode, res.json().Code]).toEqual([400, 2]);
      expect(res.json().Data.Field).toBe('body');
    }
    expect(nestsDeeper(`${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeper(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`, MAX_JSON_DEPTH)).toBe(
      true,
    );
    // Brackets inside strings are text, escaped quotes included.
    expect(nestsDeeper(JSON.stringify({ a: `"\\${'['.repeat(100)}` }), MAX_JSON_DEPTH)).toBe(false);
  });

  it('range-checks sortType on every paged or sorted body', async () => {
    for (const [p, token] of [
      ['UserCommodity/PrintCommodityReport', customer1],
      ['UserCommodity/ExportCommodityReport', customer1],
      ['Commodity/PrintCommodityReport', admin],
      ['Shelves/GetShelveLogs', admin],
      ['Shelves/GetShelvesByPartition', admin],
    ] as const) {
      const r = await s.call(p, { index: 1, rows: 10, sortType: 99, PartitionId: 1, Id: 1 }, { token, lang: 'en-us' });
      expect([p, r.status, r.Code, r.Data?.Field]).toEqual([p, 400, 2, 'sortType']);
    }
  });

  it('refuses a site logo that is not a stored upload', async () => {
    for (const Logo1 of ['/uploads/../../pgdata/PG_VERSION', '/uploads/2026/01/x.png', 'javascript:alert(1)']) {
      const r = await postMultipart(s, 'Site/EditSitePageConfiguration', { SiteId: '1', Title1: 'T', Logo1 }, [], {
        token: admin,
        lang: 'en-us',
      });
      expect([Logo1, r.status, r.Code]).toEqual([Logo1, 400, 2]);
    }
  });

  it('says the real limit when an upload is too large', async () => {
    const big = Buffer.alloc(101 * 1024 * 1024, 1);
    makePng().copy(big);
    const r = await postMultipart(
      s,
      'UpLoadFile/UpLoadFile',
      { UploadFileType: '0' },
      [{ field: 'FileStream', filename: 'big.png', contentType: 'image/png', data: big }],
      { token: admin, lang: 'en-us' },
    );
    expect([r.status, r.Code]).toEqual([400, 2]);
    expect(r.Message).toContain('100 MB');
    expect(r.Message).not.toContain('1 MB');
  });
});

describe('uploaded files', () => {
  it("refuses a record adopting another customer's file by its bare address; a signed one it was shown is fine", async () => {
    const theirs = await uploadImage(s, customer1);
    const mine = await uploadImage(s, customer2);
    const body = (avatar: string) => ({ NickName: 'Two', Avatar: avatar });
    const adopted = await s.call('Account/EditProfile', body(theirs), { token: customer2, lang: 'en-us' });
    expect([adopted.status, adopted.Code, adopted.Data.Field]).toEqual([400, 2, 'Avatar']);
    // Inside a text too (an address in rich text).
    const own = await s.call('Account/EditProfile', body(mine), { token: customer2 });
    expect(own.Code).toBe(0);
    const shown = await s.call('Account/GetProfile', {}, { token: customer2 });
    expect(shown.Data.Avatar).toMatch(/\?exp=\d+&sig=/);
    expect((await s.call('Account/EditProfile', body(shown.Data.Avatar), { token: customer2 })).Code).toBe(0);
    // A forged signature is no signature.
    const forged = `${theirs}?exp=${Math.floor(Date.now() / 1000) + 600}&sig=${crypto.randomBytes(16).toString('base64url')}`;
    expect((await s.call('Account/EditProfile', body(forged), { token: customer2 })).Code).toBe(2);
  });

  it('serves pictures and PDFs inline, anything else as a download, never as a page', async () => {
    const picture = await s.call('Account/GetProfile', {}, { token: customer2 });
    const res = await s.app.inject({ method: 'GET', url: picture.Data.Avatar });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toMatch(/sandbox/);
    const text = await postMultipart(
      s,
      'UpLoadFile/UpLoadFile',
      { UploadFileType: '0' },
      [
        {
          field: 'FileStream',
          filename: 'notes.txt',
          contentType: 'text/plain',
          data: Buffer.from('<script>alert(1)</script>'),
        },
      ],
      { token: admin },
    );
    expect(text.Code, text.Message).toBe(0);
    const download = await s.app.inject({ method: 'GET', url: text.Data });
    expect(download.headers['content-disposition']).toBe('attachment');
    expect(String(download.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
  });

  it('signs addresses for minutes, not an hour', () => {
    expect(s.config.uploadUrlTtlSeconds).toBeLessThanOrEqual(300);
  });
});

describe('security headers', () => {
  it('sends the console page with a strict policy allowing exactly its own inline script', async () => {
    const hash = `'sha256-${crypto.createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(inlineScriptHashes(webDist)).toEqual([hash]);
    for (const url of ['/', '/dashboard/SomeScreen']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toBe(consolePolicy([hash]));
      expect(csp).toContain("script-src 'self' 'sha256-");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends the same guards with API answers', async () => {
    const r = await s.app.inject({ method: 'POST', url: '/openapi/Account/GetPublicKey', payload: {} });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['referrer-policy']).toBe('same-origin');
  });
});
