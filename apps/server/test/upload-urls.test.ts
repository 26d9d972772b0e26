import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites, users } from '../src/db/schema/index.js';
import { UploadSigner, unsignAll } from '../src/platform/upload-urls.js';
import { makePng, postMultipart } from './fixtures/multipart.js';
import { startTestServer, type TestServer } from './helpers/server.js';

// Uploaded files are private unless they are the site's public content: GET /uploads/... serves
// a signed address the API answered (HMAC over the name and expiry) or a file a site page
// configuration shows; anything else is 401 Code 1, signed in or not.

let s: TestServer;
const token: Record<string, string> = {};
let siteId: number;

beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['admin', 'customer1', 'customer2']) token[name] = (await s.signIn(name)).AccessToken;
  siteId = (await s.deps.db.select({ id: sites.id }).from(sites).limit(1))[0]!.id;
});
afterAll(() => s.close());

const SIGNED = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]+$/;
const plain = (address: string) => address.split('?')[0]!;
const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

async function uploadPng(who: string, seed: number) {
  const png = makePng(12, 12, seed);
  const r = await postMultipart(
    s,
    'UpLoadFile/UpLoadFile',
    { UploadFileType: '1' },
    [{ field: 'FileStream', filename: `p${seed}.png`, contentType: 'image/png', data: png }],
    { token: token[who] },
  );
  expect(r.Code, r.Message).toBe(0);
  return { address: r.Data as string, png };
}

function expectRefused(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ Code: 1 });
  expect(res.headers['content-type']).toMatch(/json/);
}

describe('GET /uploads/...', () => {
  it('serves the signed address UpLoadFile answers, without a sign-in, and nothing else', async () => {
    const { address, png } = await uploadPng('customer1', 1);
    expect(address).toMatch(SIGNED);

    const ok = await get(address);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(png)).toBe(true);
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    // The plain address, even with a valid session (an <img> sends none anyway).
    expectRefused(await get(plain(address)));
    expectRefused(await get(plain(address), { authorization: `Bearer ${token.customer1}` }));
    // Tampered: another signature, another expiry, the signature of another file.
    const url = new URL(address, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = Number(url.searchParams.get('exp'));
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expectRefused(await get(`${plain(address)}?exp=${exp}&sig=${flipped}`));
    expectRefused(await get(`${plain(address)}?exp=${exp + 600}&sig=${sig}`));
    expectRefused(await get(`${plain(address)}?exp=${exp}`));
    expectRefused(await get(`${plain(address)}?sig=${sig}`));
    const other = await uploadPng('customer1', 2);
    expectRefused(await get(`${plain(other.address)}?exp=${exp}&sig=${sig}`));
    // A name that does not exist answers the same as one that does.
    expectRefused(await get('/uploads/2020/01/0123456789abcdef0123456789abcdef.png'));
    // Paths that leave the folder never reach a file: the router answers 404, the guard 401, or,
    // when a built console is there (CI builds before testing), the console's page for a path it
    // does not know.
    for (const url of ['/uploads/../pgdata/PG_VERSION', '/uploads/%2e%2e/pgdata/PG_VERSION']) {
      const res = await get(url);
      if (res.statusCode === 200) expect(res.body).toMatch(/^<!doctype html>/i);
      else expect([401, 404]).toContain(res.statusCode);
    }
  });

  it('refuses an expired signature and one made with another secret', async () => {
    const { address } = await uploadPng('customer1', 3);
    const name = plain(address).slice('/uploads/'.length);
    // Same server secret, but signed two hours ago with a one-hour lifetime.
    const past = new UploadSigner(s.deps.keys.jwtSecret, 3600, () => Math.floor(Date.now() / 1000) - 7200);
    expectRefused(await get(past.sign(name)));
    const stranger = new UploadSigner(new Uint8Array(48).fill(7), 3600);
    expectRefused(await get(stranger.sign(name)));
    const fresh = new UploadSigner(s.deps.keys.jwtSecret, 3600);
    expect((await get(fresh.sign(name))).statusCode).toBe(200);
  });

  it('keeps records plain: a signed address sent back is stored unsigned and answered signed', async () => {
    const { address } = await uploadPng('customer2', 4);
    const r = await s.call('Account/EditProfile', { NickName: 'Two', Avatar: address }, { token: token.customer2 });
    expect(r.Code, r.Message).toBe(0);
    const [row] = await s.deps.db.select({ avatar: users.avatar }).from(users).where(eq(users.userName, 'customer2'));
    expect(row!.avatar).toBe(plain(address));
    const profile = await s.call('Account/GetProfile', {}, { token: token.customer2 });
    expect(profile.Data.Avatar).toMatch(SIGNED);
    expect(plain(profile.Data.Avatar)).toBe(plain(address));
    expect((await get(profile.Data.Avatar)).statusCode).toBe(200);
  });

  it('serves the public site content without a signature: logo, carousel and About-us images', async () => {
    const logoPng = makePng(20, 10, 9);
    const carousel = await uploadPng('admin', 5);
    const aboutImage = await uploadPng('admin', 6);
    const privateImage = await uploadPng('admin', 7);
    const r = await postMultipart(
      s,
      'Site/EditSitePageConfiguration',
      {
        SiteId: String(siteId),
        CarouselImages3: JSON.stringify([carousel.address]),
        // The editor sends back the signed address it showed, `&` written as in HTML.
        AboutUs3: `<p>Us</p><img src="${aboutImage.address.replace('&', '&amp;')}">`,
      },
      [{ field: 'Logo3', filename: 'logo.png', contentType: 'image/png', data: logoPng }],
      { token: token.admin },
    );
    expect(r.Code, r.Message).toBe(0);
    const open = await s.call('Site/GetSitePageConfiguration', { Language: 3 });
    const stored = unsignAll(open.Data);
    expect(stored.CarouselImages).toEqual([plain(carousel.address)]);
    expect(stored.AboutUs).toContain(`src="${plain(aboutImage.address)}"`);

    const logo = await get(plain(open.Data.Logo));
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(logoPng)).toBe(true);
    expect(logo.headers['cache-control']).toMatch(/^public/);
    expect((await get(plain(carousel.address))).rawPayload.equals(carousel.png)).toBe(true);
    expect((await get(plain(aboutImage.address))).rawPayload.equals(aboutImage.png)).toBe(true);
    // Uploaded by the same staff user but not on the public page: private.
    expectRefused(await get(plain(privateImage.address)));
  });

  it('signs addresses anywhere in an answer and unsigns them anywhere in a body', () => {
    const signer = new UploadSigner(new Uint8Array(32), 3600, () => 1_000_000);
    const name = '2026/01/0123456789abcdef0123456789abcdef.png';
    const cached = { Logo: `/uploads/${name}`, List: [{ Html: `<img src="/uploads/${name}">` }], When: new Date(0) };
    const out = signer.signAll(cached);
    expect(out.Logo).toBe(signer.sign(name));
    expect(out.List[0]!.Html).toBe(`<img src="${signer.sign(name)}">`);
    expect(out.When).toBe(cached.When);
    // The input is not changed (handlers may answer cached objects).
    expect(cached.Logo).toBe(`/uploads/${name}`);
    expect(signer.sign(name)).toMatch(/\?exp=1003800&sig=/);
    expect(unsignAll(out)).toEqual(cached);
    expect(unsignAll(`a ${signer.sign(name).replace('&', '&amp;')} b`)).toBe(`a /uploads/${name} b`);
    // Other text is left alone, including addresses that are not stored names.
    expect(signer.signAll({ a: '/uploads/a.png', b: 'uploads', c: 1 })).toEqual({
      a: '/uploads/a.png',
      b: 'uploads',
      c: 1,
    });
    expect(signer.verify(name, '1003800', new URL(signer.sign(name), 'http://x').searchParams.get('sig')!)).toBe('ok');
  });
});
