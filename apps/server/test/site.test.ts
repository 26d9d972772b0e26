import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizes, sitePageConfigurations, sites, uploadedFiles } from '../src/db/schema/index.js';
import { siteService } from '../src/modules/system/site/service.js';
import type { Auth } from '../src/platform/auth.js';
import { unsignAll } from '../src/platform/upload-urls.js';
import { fakeExe, makePng, postMultipart } from './fixtures/multipart.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
let admin: string;
let customer: string;
let demoId: number;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
  customer = (await s.signIn('customer1')).AccessToken;
  demoId = (await s.deps.db.select().from(sites).where(eq(sites.code, 'DEMO')))[0]!.id;
});
afterAll(() => s.close());

const asHost = (host: string) => ({ headers: { host } });
/** Answers carry signed upload addresses that change every few minutes (platform/upload-urls.ts):
 * compare the stored addresses they stand for. */
const plain = <T>(v: T): T => unsignAll(v);
const siteCount = async () => Number((await s.deps.db.select({ n: count() }).from(sites))[0]!.n);
const storedFiles = () => {
  const root = path.join(s.config.dataDir, 'uploads');
  return fs.readdirSync(root, { recursive: true }).filter((p) => fs.statSync(path.join(root, String(p))).isFile())
    .length;
};
const editPage = (
  fields: Record<string, string>,
  files: { field: string; data: Buffer; type?: string }[] = [],
  token = admin,
) =>
  postMultipart(
    s,
    'Site/EditSitePageConfiguration',
    fields,
    files.map((f) => ({
      field: f.field,
      filename: `${f.field}.png`,
      contentType: f.type ?? 'image/png',
      data: f.data,
    })),
    { token, lang: 'en-us' },
  );

describe('open site calls', () => {
  it("answers the host's page configuration in each language", async () => {
    const titles: string[] = [];
    for (const Language of [1, 2, 3]) {
      const r = await s.call('Site/GetSitePageConfiguration', { Language }, asHost('localhost:5173'));
      expect(r.Code).toBe(0);
      expect(r.Data.Logo).toBe('');
      titles.push(r.Data.Title);
    }
    expect(titles).toEqual(['演示物流仓储平台', '演示物流倉儲平台', 'Demo Logistics Console']);
    const byHeader = await s.call('Site/GetSitePageConfiguration', {}, { lang: 'zh-tw' });
    expect(byHeader.Data.Title).toBe('演示物流倉儲平台');
    const bad = await s.call('Site/GetSitePageConfiguration', { Language: 4 }, { lang: 'en-us' });
    expect(bad.Code).toBe(2);
    expect(bad.Data.Field).toContain('Language');
  });

  it('falls back to the first site for an unknown host', async () => {
    const r = await s.call('Site/GetSitePageConfiguration', { Language: 3 }, asHost('somewhere.example'));
    expect(r.Data.Title).toBe('Demo Logistics Console');
  });

  it("answers the host's SMS countries with localised names", async () => {
    const en = await s.call('Site/GetSmsCountrys', {}, { lang: 'en-us' });
    expect(en.Code).toBe(0);
    expect(en.Data.map((c: any) => c.PhoneCode).sort()).toEqual(['852', '853', '86', '886']);
    const cn = en.Data.find((c: any) => c.Code === 'CN');
    expect(cn).toMatchObject({ Value: expect.any(Number), Name: 'China', PhoneCode: '86' });
    const zh = await s.call('Site/GetSmsCountrys', {}, { lang: 'zh-cn' });
    expect(zh.Data.find((c: any) => c.Code === 'CN').Name).toBe('中国');
  });
});

describe('Site page configuration', () => {
  it('stores a logo and titles; the open call then shows them', async () => {
    const png = makePng(24, 12);
    const r = await editPage({ SiteId: String(demoId), Title3: 'Demo Console' }, [{ field: 'Logo3', data: png }]);
    expect(r.Code).toBe(0);
    expect(r.Data.map((c: any) => c.Language)).toEqual([1, 2, 3]);
    const signedLogo = r.Data[2].Logo as string;
    const logo = plain(signedLogo);
    expect(logo).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(r.Data[0]).toMatchObject({ Title: '演示物流仓储平台', Logo: '' });

    const open = await s.call('Site/GetSitePageConfiguration', { Language: 3 });
    expect(plain(open.Data)).toEqual({ Title: 'Demo Console', Logo: logo, CarouselImages: [], AboutUs: '' });
    const got = await s.app.inject({ method: 'GET', url: signedLogo });
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(png)).toBe(true);
    const [row] = await s.deps.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.storedName, logo.slice('/uploads/'.length)));
    expect(row?.classify).toBe('SiteLogo');

    const edit = await s.call('Site/GetEditSitePageConfiguration', { Id: demoId }, { token: admin });
    expect(plain(edit.Data[2])).toMatchObject({ Language: 3, Title: 'Demo Console', Logo: logo });
  });

  it('takes the JSON Configurations field, and a text Logo<N> of "" removes the logo', async () => {
    const r = await editPage({
      SiteId: String(demoId),
      Configurations: JSON.stringify([
        { Language: 1, Title: '演示平台' },
        { Language: 3, Logo: '' },
      ]),
    });
    expect(r.Code).toBe(0);
    expect(r.Data[0].Title).toBe('演示平台');
    expect(r.Data[2]).toMatchObject({ Language: 3, Title: 'Demo Console', Logo: '' });
    const bad = await editPage({ SiteId: String(demoId), Configurations: '{not json' });
    expect(bad.Code).toBe(2);
    expect(bad.Data.Field).toContain('Configurations');
  });

  it('refuses non-image and too large logos naming the field, writing nothing', async () => {
    const before = [storedFiles(), await s.call('Site/GetEditSitePageConfiguration', { Id: demoId }, { token: admin })];
    const exe = await editPage({ SiteId: String(demoId), Title1: 'X' }, [{ field: 'Logo1', data: fakeExe() }]);
    expect([exe.status, exe.Code]).toEqual([400, 2]);
    expect(exe.Data.Field).toContain('Logo1');
    const big = Buffer.concat([makePng(), Buffer.alloc(3 * 1024 * 1024)]);
    const large = await editPage({ SiteId: String(demoId), Title1: 'X' }, [{ field: 'Logo2', data: big }]);
    expect(large.Code).toBe(2);
    expect(large.Data.Field).toContain('Logo2');
    expect(large.Message).toContain('2 MB');
    const stray = await editPage({ SiteId: String(demoId) }, [{ field: 'Banner', data: makePng() }]);
    expect(stray.Code).toBe(2);
    expect(stray.Data.Field).toContain('Banner');
    const after = [storedFiles(), await s.call('Site/GetEditSitePageConfiguration', { Id: demoId }, { token: admin })];
    expect(after[0]).toBe(before[0]);
    expect((after[1] as any).Data).toEqual((before[1] as any).Data);
  });

  it('names SiteId when missing, answers Code 3 for an unknown site, 403 for customers', async () => {
    const none = await editPage({ Title1: 'x' });
    expect(none.Code).toBe(2);
    expect(none.Data.Field).toContain('SiteId');
    const missing = await editPage({ SiteId: '999999' }, [{ field: 'Logo1', data: makePng() }]);
    expect([missing.status, missing.Code]).toEqual([404, 3]);
    const cust = await editPage({ SiteId: String(demoId) }, [], customer);
    expect([cust.status, cust.Code]).toEqual([403, 1]);
  });

  it('removes written logo files when the rows cannot be saved', async () => {
    const failing = new Proxy(s.deps.db, {
      get(target, prop, receiver) {
        if (prop === 'transaction') return async () => Promise.reject(new Error('database went away'));
        return Reflect.get(target, prop, receiver);
      },
    });
    const svc = siteService({ ...s.deps, db: failing });
    const before = storedFiles();
    const auth = { userId: 1 } as Auth;
    await expect(
      svc.savePageConfiguration(auth, { SiteId: demoId }, [
        { field: 'Logo1', filename: 'l.png', mimetype: 'image/png', data: makePng() },
      ]),
    ).rejects.toThrow('database went away');
    expect(storedFiles()).toBe(before);
  });
});

describe('Site page carousel and about us', () => {
  const uploadImage = async (seed: number) => {
    const r = await postMultipart(
      s,
      'UpLoadFile/UpLoadFile',
      { UploadFileType: '1' },
      [{ field: 'FileStream', filename: `c${seed}.png`, contentType: 'image/png', data: makePng(16, 9, seed) }],
      { token: admin },
    );
    expect(r.Code).toBe(0);
    return plain(r.Data as string);
  };
  const pages = async () =>
    plain((await s.call('Site/GetEditSitePageConfiguration', { Id: demoId }, { token: admin })).Data as any[]);

  it('stores an ordered carousel and about us per language; the open call answers them', async () => {
    const [a, b, c] = [await uploadImage(1), await uploadImage(2), await uploadImage(3)];
    const carousels = { 1: [a, b], 2: [c], 3: [c, a, b] } as Record<number, string[]>;
    const about = { 1: '<p>关于我们</p>', 2: '<p>關於我們</p>', 3: '<p>About <strong>us</strong></p>' } as Record<
      number,
      string
    >;
    const fields: Record<string, string> = { SiteId: String(demoId) };
    for (const n of [1, 2, 3]) {
      fields[`CarouselImages${n}`] = JSON.stringify(carousels[n]);
      fields[`AboutUs${n}`] = about[n]!;
    }
    const r = await editPage(fields);
    expect(r.Code).toBe(0);
    for (const n of [1, 2, 3]) {
      expect(plain(r.Data[n - 1])).toMatchObject({ Language: n, CarouselImages: carousels[n], AboutUs: about[n] });
      const open = await s.call('Site/GetSitePageConfiguration', { Language: n });
      expect(plain(open.Data)).toMatchObject({ CarouselImages: carousels[n], AboutUs: about[n] });
    }
    // Absent fields keep their values; an empty list and '' clear them; Configurations works too.
    const keep = await editPage({ SiteId: String(demoId), Title3: 'Demo Console' });
    expect(plain(keep.Data[2])).toMatchObject({ CarouselImages: [c, a, b], AboutUs: about[3] });
    const clear = await editPage({
      SiteId: String(demoId),
      CarouselImages2: '[]',
      AboutUs2: '',
      Configurations: JSON.stringify([{ Language: 1, CarouselImages: [b, a] }]),
    });
    expect(plain(clear.Data[1])).toMatchObject({ CarouselImages: [], AboutUs: '' });
    expect(plain(clear.Data[0])).toMatchObject({ CarouselImages: [b, a], AboutUs: about[1] });
  });

  it('sanitises about us: no scripts, event handlers or javascript: addresses', async () => {
    const html =
      '<p onclick="steal()" class="lead">Hi<script>alert(1)</script></p>' +
      '<a href=" jav&#x61;script:alert(1)">x</a><a href="https://example.com">ok</a>' +
      '<img src="/uploads/2024/01/ab.png" onerror=alert(1) /><scr<script>x</script>ipt>alert(2)</script>';
    const r = await editPage({ SiteId: String(demoId), AboutUs3: html });
    expect(r.Code).toBe(0);
    expect(r.Data[2].AboutUs).toBe(
      '<p>Hi</p><a>x</a><a href="https://example.com">ok</a><img src="/uploads/2024/01/ab.png" />xipt&gt;alert(2)',
    );
    const open = await s.call('Site/GetSitePageConfiguration', { Language: 3 });
    expect(open.Data.AboutUs).toBe(r.Data[2].AboutUs);
  });

  it('refuses bad carousels and too long about us with Code 2 naming the field, writing nothing', async () => {
    const before = await pages();
    const image = await uploadImage(4);
    const pdf = await postMultipart(
      s,
      'UpLoadFile/UpLoadFile',
      { UploadFileType: '0' },
      [
        {
          field: 'FileStream',
          filename: 'a.pdf',
          contentType: 'application/pdf',
          data: Buffer.from('%PDF-1.4\n%%EOF\n'),
        },
      ],
      { token: admin },
    );
    const bad: [Record<string, string>, string][] = [
      [{ CarouselImages1: 'not json' }, 'CarouselImages1'],
      [{ CarouselImages2: JSON.stringify({ a: 1 }) }, 'CarouselImages2'],
      [{ CarouselImages3: JSON.stringify(['https://evil.example/x.png']) }, 'CarouselImages3'],
      [{ CarouselImages3: JSON.stringify(Array(16).fill(image)) }, 'CarouselImages3'],
      // The right form, but not a file this server stored; and a stored file that is no image.
      [
        { CarouselImages1: JSON.stringify([image, '/uploads/2020/01/0123456789abcdef0123456789abcdef.png']) },
        'CarouselImages1',
      ],
      [{ AboutUs2: 'x'.repeat(20_001) }, 'AboutUs2'],
      [{ Configurations: JSON.stringify([{ Language: 2, CarouselImages: ['/etc/passwd'] }]) }, 'Configurations'],
    ];
    expect(pdf.Code).toBe(0);
    bad.push([{ CarouselImages2: JSON.stringify([pdf.Data]) }, 'CarouselImages2']);
    for (const [fields, field] of bad) {
      const r = await editPage({ SiteId: String(demoId), Title1: 'Changed', ...fields });
      expect([r.status, r.Code], field).toEqual([400, 2]);
      expect(r.Data.Field).toContain(field);
      expect(r.Data.Field).toContain(field);
    }
    expect(await pages()).toEqual(before);
  });
});

describe('Site management (staff)', () => {
  let eastId: number;
  let cnId: number;
  let hkId: number;

  beforeAll(async () => {
    const countries = (await s.call('Site/GetSmsCountrys', {}, { lang: 'en-us' })).Data as any[];
    cnId = countries.find((c) => c.Code === 'CN').Value;
    hkId = countries.find((c) => c.Code === 'HK').Value;
  });

  it('creates a site with its hosts, SMS countries and three page configurations', async () => {
    const r = await s.call(
      'Site/EstablishSite',
      {
        Name: 'East Warehouse',
        Code: 'EAST',
        Hosts: ['East.Example.com:8080', 'east.example.com'],
        ContactPhone: '13912345678',
        ContactEmail: 'ops@east.example.com',
        Remarks: 'first',
        SmsCountryIds: [cnId, hkId],
      },
      { token: admin },
    );
    expect(r.Code).toBe(0);
    eastId = r.Data.Id;
    expect(r.Data).toMatchObject({
      Name: 'East Warehouse',
      Code: 'EAST',
      ApiUrl: '/openapi',
      Hosts: ['east.example.com'],
      ContactPhone: '13912345678',
      IsDeactivate: false,
      SmsCountryIds: [cnId, hkId].sort((a, b) => a - b),
    });
    const pages = await s.call('Site/GetEditSitePageConfiguration', { Id: eastId }, { token: admin });
    expect(pages.Data).toEqual(
      [1, 2, 3].map((Language) => ({ Language, Title: 'East Warehouse', Logo: '', CarouselImages: [], AboutUs: '' })),
    );
    const open = await s.call('Site/GetSitePageConfiguration', { Language: 2 }, asHost('east.example.com'));
    expect(open.Data.Title).toBe('East Warehouse');
    const sms = await s.call('Site/GetSmsCountrys', {}, asHost('EAST.example.com'));
    expect(sms.Data.map((c: any) => c.Code).sort()).toEqual(['CN', 'HK']);
  });

  it('lists, filters and pages sites with their hosts', async () => {
    const all = await s.call('Site/GetSites', { index: 1, rows: 10 }, { token: admin });
    expect(all.Code).toBe(0);
    expect(all.Total).toBe(2);
    expect(all.Data[0].Code).toBe('EAST');
    expect(all.Data[1]).toMatchObject({ Code: 'DEMO', Hosts: ['127.0.0.1', 'localhost'] });
    expect(new Date(all.Data[0].CreationTime).toISOString()).toBe(all.Data[0].CreationTime);
    const byName = await s.call('Site/GetSites', { Name: 'east' }, { token: admin });
    expect(byName.Data.map((r: any) => r.Code)).toEqual(['EAST']);
    const wild = await s.call('Site/GetSites', { Name: '%' }, { token: admin });
    expect(wild.Total).toBe(0);
    const future = await s.call('Site/GetSites', { StartDate: '2999-01-01T00:00:00Z' }, { token: admin });
    expect([future.Total, future.Data]).toEqual([0, []]);
    const page2 = await s.call('Site/GetSites', { index: 2, rows: 1 }, { token: admin });
    expect([page2.Total, page2.Data.length, page2.Data[0].Code]).toEqual([2, 1, 'DEMO']);
    const options = await s.call('Site/GetSelectSiteInfos', {}, { token: admin });
    expect(options.Data).toEqual([
      { Value: demoId, Id: demoId, Name: 'Demo Logistics' },
      { Value: eastId, Id: eastId, Name: 'East Warehouse' },
    ]);
  });

  it('edits a site: absent text fields are emptied, absent lists kept', async () => {
    const r = await s.call(
      'Site/EditSite',
      {
        Id: eastId,
        Name: 'East Hub',
        Code: 'EAST',
        ApiUrl: 'https://api.east.example.com/openapi',
        ContactPhone: '021-12345678',
      },
      { token: admin },
    );
    expect(r.Code).toBe(0);
    expect(r.Data).toMatchObject({
      Name: 'East Hub',
      ApiUrl: 'https://api.east.example.com/openapi',
      ContactPhone: '021-12345678',
      ContactEmail: '',
      Remarks: '',
      Hosts: ['east.example.com'],
    });
    expect(r.Data.SmsCountryIds).toHaveLength(2);
    const byId = await s.call('Site/GetSiteById', { Id: eastId }, { token: admin });
    expect(byId.Data).toEqual(r.Data);
    const missing = await s.call('Site/GetSiteById', { Id: 999999 }, { token: admin });
    expect([missing.status, missing.Code]).toEqual([404, 3]);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const before = await siteCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ Code: 'X1' }, 'Name'],
      [{ Name: 'X', Code: 'has space' }, 'Code'],
      [{ Name: 'X', Code: 'X1', ContactPhone: '12345' }, 'ContactPhone'],
      [{ Name: 'X', Code: 'X1', ContactEmail: 'not-an-email' }, 'ContactEmail'],
      [{ Name: 'X', Code: 'X1', Hosts: ['ok.example', 'bad host!'] }, 'Hosts.1'],
      [{ Name: 'X', Code: 'X1', ApiUrl: 'ftp://x' }, 'ApiUrl'],
      [{ Name: 'X', Code: 'X1', SmsCountryIds: [987654] }, 'SmsCountryIds'],
    ];
    for (const [body, field] of cases) {
      const r = await s.call('Site/EstablishSite', body, { token: admin, lang: 'en-us' });
      expect(
        [r.status, r.Code, String(r.Data?.Field).includes(field)],
        `${JSON.stringify(body)}: ${r.Message}`,
      ).toEqual([400, 2, true]);
    }
    const phone = await s.call(
      'Site/EstablishSite',
      { Name: 'X', Code: 'X1', ContactPhone: '12345' },
      { lang: 'en-us', token: admin },
    );
    expect(phone.Message).toBe('Contact phone is not a valid mobile or landline number: check the number.');
    const unknownCountry = await s.call(
      'Site/EstablishSite',
      { Name: 'X', Code: 'X1', SmsCountryIds: [987654] },
      { token: admin, lang: 'en-us' },
    );
    expect(unknownCountry.Message).toContain('987654');
    expect(await siteCount()).toBe(before);
    const edit = await s.call('Site/EditSite', { Id: eastId, Name: '', Code: 'EAST' }, { token: admin, lang: 'en-us' });
    expect(edit.Code).toBe(2);
    expect((await s.call('Site/GetSiteById', { Id: eastId }, { token: admin })).Data.Name).toBe('East Hub');
  });

  it('refuses a duplicate code and a host of another site with Code 2 on the field, naming them', async () => {
    const dup = await s.call('Site/EstablishSite', { Name: 'Dup', Code: 'DEMO' }, { token: admin, lang: 'en-us' });
    expect([dup.status, dup.Code, dup.Data.Field]).toEqual([400, 2, 'Code']);
    expect(dup.Message).toContain('DEMO');
    const taken = await s.call(
      'Site/EditSiteHosts',
      { Id: eastId, Hosts: ['east.example.com', 'LOCALHOST:3000'] },
      { token: admin, lang: 'en-us' },
    );
    expect([taken.status, taken.Code, taken.Data.Field]).toEqual([400, 2, 'Hosts']);
    expect(taken.Message).toContain(
      'Hosts cannot include localhost, which already belongs to the site Demo Logistics: a host belongs to one site only',
    );
    const viaEdit = await s.call(
      'Site/EditSite',
      { Id: eastId, Name: 'East Hub', Code: 'EAST', Hosts: ['127.0.0.1'] },
      { token: admin },
    );
    expect(viaEdit.Code).toBe(2);
    expect((await s.call('Site/GetSiteById', { Id: eastId }, { token: admin })).Data.Hosts).toEqual([
      'east.example.com',
    ]);
  });

  it('replaces the hosts of a site', async () => {
    const r = await s.call(
      'Site/EditSiteHosts',
      { Id: eastId, Hosts: ['east2.example.com', '10.0.0.5:8080'] },
      { token: admin },
    );
    expect(r.Code).toBe(0);
    expect(r.Data.Hosts).toEqual(['10.0.0.5', 'east2.example.com']);
    const api = await s.call('ControlCentre/GetSiteApiUrlByHost', { Host: 'east2.example.com' });
    expect(api.Data).toBe('https://api.east.example.com/openapi');
    const gone = await s.call('ControlCentre/GetSiteApiUrlByHost', { Host: 'east.example.com' });
    expect(gone.Code).toBe(4);
    const missing = await s.call('Site/EditSiteHosts', { Id: 999999, Hosts: [] }, { token: admin });
    expect(missing.Code).toBe(3);
  });

  it('refuses to delete a site users belong to; deletes one without', async () => {
    const demo = await s.call('Site/DeleteSite', { Id: demoId }, { token: admin, lang: 'en-us' });
    expect([demo.status, demo.Code]).toEqual([409, 4]);
    // It names the users that keep it, three of them, and counts the rest.
    expect(demo.Message).toMatch(
      /^“Demo Logistics” cannot be deleted while users “[^”]+”, “[^”]+”, “[^”]+” and \d+ more use it: /,
    );
    const r = await s.call('Site/DeleteSite', { Id: eastId }, { token: admin });
    expect([r.Code, r.Data]).toEqual([0, true]);
    expect(
      await s.deps.db.select().from(sitePageConfigurations).where(eq(sitePageConfigurations.siteId, eastId)),
    ).toEqual([]);
    const again = await s.call('Site/DeleteSite', { Id: eastId }, { token: admin });
    expect(again.Code).toBe(3);

    const west = await s.call('Site/EstablishSite', { Name: 'West', Code: 'WEST' }, { token: admin });
    await s.deps.db.insert(organizes).values({ classification: 1, name: 'West office', siteId: west.Data.Id });
    const used = await s.call('Site/DeleteSite', { Id: west.Data.Id }, { token: admin, lang: 'en-us' });
    expect([used.status, used.Code]).toEqual([409, 4]);
    expect(used.Message).toContain('still used by other records');
  });

  it('refuses customers (403 Code 1) and anonymous callers (401) on every staff call', async () => {
    const calls: [string, unknown][] = [
      ['GetSites', {}],
      ['EstablishSite', { Name: 'C', Code: 'C' }],
      ['GetSiteById', { Id: demoId }],
      ['EditSite', { Id: demoId, Name: 'C', Code: 'DEMO' }],
      ['DeleteSite', { Id: demoId }],
      ['EditSiteHosts', { Id: demoId, Hosts: [] }],
      ['GetSelectSiteInfos', {}],
      ['GetEditSitePageConfiguration', { Id: demoId }],
    ];
    for (const [action, body] of calls) {
      const r = await s.call(`Site/${action}`, body, { token: customer });
      expect([r.status, r.Code], action).toEqual([403, 1]);
      const anon = await s.call(`Site/${action}`, body);
      expect([anon.status, anon.Code], action).toEqual([401, 1]);
    }
    expect((await s.call('Site/GetSiteById', { Id: demoId }, { token: admin })).Data.Name).toBe('Demo Logistics');
  });
});
