import { eq } from 'drizzle-orm';
import { Converter } from 'opencc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../src/db/schema/index.js';
import { type Division, divisions, namesIn } from '../src/modules/reference/region/divisions.js';
import { englishName, pinyinOf, twConverter } from '../src/modules/reference/region/names.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startTestServer();
  token = (await s.signIn('customer1')).AccessToken;
});
afterAll(() => s.close());

const roots = (lang?: string, t?: string) => s.call('Region/GetRegionRoots', {}, { token: t, lang });
const children = (ParentId: unknown, lang?: string) =>
  s.call('Region/GetRegionsByParentId', { ParentId }, { token, lang });
const path = (Id: unknown, lang?: string) => s.call('Region/GetRegionPath', { Id }, { token, lang });
const byId = (list: any[], id: number) => list.find((r) => r.Id === id);

describe('Region/GetRegionRoots', () => {
  it('answers every country with its phone code, China alone having children, without a session', async () => {
    const r = await roots('zh-cn');
    expect([r.status, r.Code]).toEqual([200, 0]);
    expect(r.Data[0]).toEqual({ Id: 156, Name: '中国', Code: 'CN', PhoneCode: '86', HasChildren: true, Level: 1 });
    expect(byId(r.Data, 344)).toMatchObject({ Code: 'HK', PhoneCode: '852', HasChildren: false, Level: 1 });
    expect(byId(r.Data, 446)).toMatchObject({ Code: 'MO', PhoneCode: '853', HasChildren: false });
    expect(byId(r.Data, 158)).toMatchObject({ Code: 'TW', PhoneCode: '886', HasChildren: false });
    expect(byId(r.Data, 840)).toMatchObject({ Name: '美国', Code: 'US', PhoneCode: '1', HasChildren: false });
    expect(r.Data.filter((c: any) => c.HasChildren).map((c: any) => c.Id)).toEqual([156]);

    const en = await roots('en-us', token);
    expect(en.Code).toBe(0);
    expect(byId(en.Data, 344).Name).toBe('Hong Kong');
    expect(byId((await roots('zh-tw')).Data, 158).Name).toBe('中國臺灣');
  });

  it('offers the whole ISO list by numeric code, but no deactivated country and no code outside ISO', async () => {
    await s.deps.db.update(countries).set({ isDeactivate: true }).where(eq(countries.code, 'BR'));
    // Not an ISO 3166-1 code: no stable id, so not offered (and logged once).
    await s.deps.db
      .insert(countries)
      .values({ code: 'ZZ', nameZhCn: '测试', nameZhTw: '測試', nameEn: 'Test', phoneCode: null, sort: 91 });
    const r = await roots('en-us');
    expect(r.Data.length).toBeGreaterThan(240);
    expect(byId(r.Data, 604)).toMatchObject({
      Name: 'Peru',
      Code: 'PE',
      PhoneCode: '51',
      HasChildren: false,
      Level: 1,
    });
    expect(r.Data.some((c: any) => c.Code === 'ZZ' || c.Code === 'BR')).toBe(false);
    expect((await children(604)).Data).toEqual([]);
  });
});

describe('Region/GetRegionsByParentId', () => {
  it('answers the provinces of China, named in the request language', async () => {
    const cn = await children(156, 'zh-cn');
    expect(cn.Code).toBe(0);
    expect(cn.Data.length).toBeGreaterThanOrEqual(31);
    expect(cn.Data[0]).toEqual({ Id: 110000, Name: '北京市', Code: '110000', HasChildren: true, Level: 2 });
    expect(byId(cn.Data, 440000).Name).toBe('广东省');
    for (const p of cn.Data) expect(p).toMatchObject({ Level: 2, HasChildren: true });

    const en = await children(156, 'en-us');
    // English names places without the pinyin of their term ("Guangdong", not "Guangdong Sheng").
    expect(byId(en.Data, 110000).Name).toBe('Beijing');
    expect(byId(en.Data, 440000).Name).toBe('Guangdong');
    // Shaanxi and Shanxi stay apart in English, as officially spelt.
    expect(byId(en.Data, 610000).Name).toBe('Shaanxi');
    expect(byId(en.Data, 140000).Name).toBe('Shanxi');
    expect(byId(en.Data, 150000).Name).toBe('Inner Mongolia Autonomous Region');
    expect(byId(en.Data, 650000).Name).toBe('Xinjiang Uygur Autonomous Region');

    const tw = await children(156, 'zh-tw');
    expect(byId(tw.Data, 440000).Name).toBe('廣東省');
    expect(byId(tw.Data, 650000).Name).toBe('新疆維吾爾自治區');
  });

  it('drills down to a town, which has no children: never a 6th level', async () => {
    const gd = await children(440000);
    expect(byId(gd.Data, 440300)).toEqual({ Id: 440300, Name: '深圳市', Code: '440300', HasChildren: true, Level: 3 });
    const sz = await children(440300);
    expect(byId(sz.Data, 440305)).toEqual({ Id: 440305, Name: '南山区', Code: '440305', HasChildren: true, Level: 4 });
    const ns = await children(440305);
    expect(byId(ns.Data, 440305007)).toEqual({
      Id: 440305007,
      Name: '粤海街道',
      Code: '440305007',
      HasChildren: false,
      Level: 5,
    });
    for (const t of ns.Data) expect(t).toMatchObject({ Level: 5, HasChildren: false });
    expect(byId((await children(440305, 'zh-tw')).Data, 440305007).Name).toBe('粵海街道');
    expect(byId((await children(440305, 'en-us')).Data, 440305007).Name).toBe('Yuehai Subdistrict');

    const town = await children(440305007);
    expect([town.Code, town.Data]).toEqual([0, []]);
  });

  it('puts the towns of a city without counties right under it', async () => {
    const dg = await children(441900);
    expect(dg.Data.length).toBeGreaterThan(20);
    for (const t of dg.Data) expect(t).toMatchObject({ Level: 4, HasChildren: false });
    expect(String(dg.Data[0].Id)).toMatch(/^441900\d{3}$/);
  });

  it('answers [] under a country whose divisions are not kept', async () => {
    for (const id of [344, 446, 158, 840]) expect((await children(id)).Data, String(id)).toEqual([]);
  });

  it('refuses an unknown parent with Code 3', async () => {
    for (const id of [999, 1, 123456, 440305999, 2_147_483_647]) {
      const r = await children(id, 'en-us');
      expect([r.status, r.Code, r.Message], String(id)).toEqual([
        404,
        3,
        `There is no region ${id}: choose the region again.`,
      ]);
    }
  });

  it('refuses bad input with Code 2 naming ParentId', async () => {
    for (const body of [
      {},
      { ParentId: 'abc' },
      { ParentId: 0 },
      { ParentId: -5 },
      { ParentId: 1.5 },
      { ParentId: 2 ** 31 },
    ]) {
      const r = await s.call('Region/GetRegionsByParentId', body, { token, lang: 'en-us' });
      expect([r.status, r.Code], JSON.stringify(body)).toEqual([400, 2]);
      expect(r.Data.Field).toContain('ParentId');
    }
  });
});

describe('Region/GetRegionPath', () => {
  it('answers the chain from the country down to a town', async () => {
    const r = await path(440305007);
    expect(r.Data).toEqual([
      { Id: 156, Name: '中国', Level: 1 },
      { Id: 440000, Name: '广东省', Level: 2 },
      { Id: 440300, Name: '深圳市', Level: 3 },
      { Id: 440305, Name: '南山区', Level: 4 },
      { Id: 440305007, Name: '粤海街道', Level: 5 },
    ]);
    const en = await path('440305007', 'en-us');
    expect(en.Data.map((x: any) => x.Name)).toEqual([
      'China',
      'Guangdong',
      'Shenzhen',
      'Nanshan District',
      'Yuehai Subdistrict',
    ]);
    const tw = await path(440305007, 'zh-tw');
    expect(tw.Data.map((x: any) => x.Name)).toEqual(['中國', '廣東省', '深圳市', '南山區', '粵海街道']);
  });

  it('answers a country or a province alone', async () => {
    expect((await path(344, 'en-us')).Data).toEqual([{ Id: 344, Name: 'Hong Kong', Level: 1 }]);
    expect((await path(110000)).Data).toEqual([
      { Id: 156, Name: '中国', Level: 1 },
      { Id: 110000, Name: '北京市', Level: 2 },
    ]);
  });

  it('refuses an unknown id with Code 3 and bad input with Code 2 naming Id', async () => {
    for (const id of [999, 123456]) expect((await path(id)).Code).toBe(3);
    const bad = await s.call('Region/GetRegionPath', { Id: 'x' }, { token, lang: 'en-us' });
    expect([bad.status, bad.Code]).toEqual([400, 2]);
    expect(bad.Data.Field).toContain('Id');
  });
});

describe('Region access', () => {
  it('refuses the drill-down calls without a session; the roots are open', async () => {
    for (const [p, body] of [
      ['Region/GetRegionsByParentId', { ParentId: 156 }],
      ['Region/GetRegionPath', { Id: 156 }],
    ] as const) {
      const r = await s.call(p, body);
      expect([r.status, r.Code], p).toEqual([401, 1]);
    }
    expect((await roots()).Code).toBe(0);
    expect(s.modules.find((m) => m.controller === 'Region')?.routes.map((r) => [r.action, r.access])).toEqual([
      ['GetRegionRoots', 'open'],
      ['GetRegionsByParentId', 'signedIn'],
      ['GetRegionPath', 'signedIn'],
    ]);
  });
});

describe('Region data', () => {
  const all = () => [...divisions().byId.values()];

  it('is a tree of at most 5 levels whose ids never collide with country ids', () => {
    const list = all();
    expect(list.length).toBeGreaterThan(40_000);
    const levels = new Map<number, number>();
    const wrong = list.filter(
      (d) =>
        d.id <= 999 ||
        d.level !== (d.parent?.level ?? 1) + 1 ||
        d.level > 5 ||
        (d.level === 5 && d.children.length > 0),
    );
    expect(wrong.map((d) => d.id)).toEqual([]);
    for (const d of list) levels.set(d.level, (levels.get(d.level) ?? 0) + 1);
    expect(levels.get(2)).toBe(divisions().provinces.length);
    expect(levels.get(5)).toBeGreaterThan(35_000);
  });

  it('converts every name to traditional characters exactly as the stock OpenCC converter', async () => {
    const names = all().map((d: Division) => d.name);
    const stock = Converter({ from: 'cn', to: 'tw' });
    const ours = await twConverter(names);
    const differ = names.filter((n) => ours(n) !== stock(n));
    expect(differ).toEqual([]);
    expect(ours('内蒙古自治区')).toBe('內蒙古自治區');
  });

  it('names places in English: pinyin of the name, the administrative term translated or dropped', async () => {
    const py = await pinyinOf();
    const cases: [string, number, string][] = [
      ['北京市', 2, 'Beijing'],
      ['广东省', 2, 'Guangdong'],
      ['陕西省', 2, 'Shaanxi'],
      ['内蒙古自治区', 2, 'Inner Mongolia Autonomous Region'],
      ['广西壮族自治区', 2, 'Guangxi Zhuang Autonomous Region'],
      ['西安市', 3, "Xi'an"],
      ['吕梁市', 3, 'Lüliang'],
      ['阿里地区', 3, 'Ali Prefecture'],
      ['兴安盟', 3, "Xing'an League"],
      ['恩施土家族苗族自治州', 3, 'Enshi Tujia and Miao Autonomous Prefecture'],
      ['市辖区', 3, 'City Districts'],
      ['县', 3, 'Counties'],
      ['南山区', 4, 'Nanshan District'],
      ['碑林区', 4, 'Beilin District'],
      ['神农架林区', 4, 'Shennongjia Forestry District'],
      ['井陉矿区', 4, 'Jingxing Mining District'],
      ['滨海新区', 4, 'Binhai New Area'],
      ['正定县', 4, 'Zhengding County'],
      ['昆山市', 4, 'Kunshan'],
      ['土默特左旗', 4, 'Tumotezuo Banner'],
      ['鄂伦春自治旗', 4, 'Oroqen Autonomous Banner'],
      ['积石山保安族东乡族撒拉族自治县', 4, 'Jishishan Bonan, Dongxiang and Salar Autonomous County'],
      ['管城回族区', 4, 'Guancheng Hui District'],
      ['粤海街道', 5, 'Yuehai Subdistrict'],
      ['斋堂镇', 5, 'Zhaitang Town'],
      ['霞云岭乡', 5, 'Xiayunling Township'],
      ['于家务回族乡', 5, 'Yujiawu Hui Ethnic Township'],
      ['新发朝鲜民族乡', 5, 'Xinfa Korean Ethnic Township'],
      ['吉忽伦图苏木', 5, 'Jihuluntu Sumu'],
      ['南磨房地区', 5, 'Nanmofang Area'],
      ['北京经济技术开发区', 5, 'Beijing Economic and Technological Development Zone'],
      ['额敏（兵地、辽阳）工业园区', 5, 'Emin (Bingdi, Liaoyang) Industrial Park'],
      ['港口物流产业园-永安洲镇', 5, "Gangkouwuliu Industrial Park-Yong'anzhou Town"],
    ];
    for (const [name, level, en] of cases) expect(englishName(name, level, py).text, name).toBe(en);
  });

  it('tells a city from the province of the same name, and leaves no pinyin term in any name', async () => {
    const list = all();
    const en = await namesIn('en-us', list);
    const of = (id: number) => en[list.findIndex((d) => d.id === id)];
    expect([of(220000), of(220200)]).toEqual(['Jilin', 'Jilin City']);
    // No place reads the same as the one it lies in. (Siblings may: 庆和镇 and 清河镇 are both
    // Qinghe Town, as in any pinyin.)
    const enOf = new Map(list.map((d, i) => [d, en[i]]));
    const same = list.filter((d) => d.parent && d.name !== d.parent.name && enOf.get(d) === enOf.get(d.parent));
    expect(same.map((d) => d.name)).toEqual([]);
    // The untranslated terms of the old romanisation are gone from every name.
    const pinyinTerms = / (Sheng|Shi|Qu|Xian|Zizhiqu|Zizhizhou|Zizhixian|Jiedao|Zhen|Xiang|Qi|Meng)$/;
    expect(en.filter((n) => pinyinTerms.test(n))).toEqual([]);
  });
});
