import { fieldLabel, MAX_QUICK_NAVIGATIONS } from '@wms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
let admin: string;
let c1: string;
let c2: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
  c1 = (await s.signIn('customer1')).AccessToken;
  c2 = (await s.signIn('customer2')).AccessToken;
});
afterAll(() => s.close());

const list = async (token: string) => {
  const r = await s.call('QuickNavigation/GetQuickNavigations', {}, { token });
  expect(r.Code).toBe(0);
  return r.Data as string[];
};

describe('QuickNavigation', () => {
  it('starts staff with the default shortcuts and customers with none', async () => {
    expect(await list(admin)).toEqual([
      'WarehouseDocumentIndex',
      'WarehouseDocumentEstablishPacket',
      'PackageIndex',
      'LogisticsOrderIndex',
    ]);
    expect(await list(c1)).toEqual([]);
  });

  it('adds at the end, idempotently, and the sign-in info shows the same list', async () => {
    const a = await s.call('QuickNavigation/AddQuickNavigation', { path: 'PackageIndex' }, { token: c1 });
    expect(a.Code).toBe(0);
    expect(a.Data).toEqual(['PackageIndex']);
    await s.call('QuickNavigation/AddQuickNavigation', { path: '/mine/MineProfileIndex' }, { token: c1 });
    const again = await s.call('QuickNavigation/AddQuickNavigation', { path: 'PackageIndex' }, { token: c1 });
    expect(again.Data).toEqual(['PackageIndex', '/mine/MineProfileIndex']);
    expect(await list(c1)).toEqual(['PackageIndex', '/mine/MineProfileIndex']);
    const info = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: c1 });
    expect(info.Data.QuickNavigations).toEqual(['PackageIndex', '/mine/MineProfileIndex']);
  });

  it('batch save replaces the list in the given order', async () => {
    const paths = ['LogisticsOrderIndex', 'PackageIndex', 'WarehouseDocumentIndex'];
    const r = await s.call('QuickNavigation/BatchSaveQuickNavigation', { paths }, { token: c1 });
    expect(r.Code).toBe(0);
    expect(r.Data).toEqual(paths);
    expect(await list(c1)).toEqual(paths);
    await s.call('QuickNavigation/AddQuickNavigation', { path: 'SignForIndex' }, { token: c1 });
    expect(await list(c1)).toEqual([...paths, 'SignForIndex']);
  });

  it('deletes a path; deleting a path not in the list is not an error', async () => {
    const r = await s.call('QuickNavigation/DeleteQuickNavigation', { path: 'PackageIndex' }, { token: c1 });
    expect(r.Code).toBe(0);
    expect(r.Data).toEqual(['LogisticsOrderIndex', 'WarehouseDocumentIndex', 'SignForIndex']);
    const twice = await s.call('QuickNavigation/DeleteQuickNavigation', { path: 'PackageIndex' }, { token: c1 });
    expect(twice.Code).toBe(0);
    expect(await list(c1)).toEqual(['LogisticsOrderIndex', 'WarehouseDocumentIndex', 'SignForIndex']);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await list(c1);
    const cases: [string, unknown, string][] = [
      ['AddQuickNavigation', {}, 'path'],
      ['AddQuickNavigation', { path: '   ' }, 'path'],
      ['AddQuickNavigation', { path: 'x'.repeat(201) }, 'path'],
      ['AddQuickNavigation', { path: 'Package Index' }, 'path'],
      ['DeleteQuickNavigation', { path: '' }, 'path'],
      ['BatchSaveQuickNavigation', { paths: ['A', 'B', 'A'] }, 'paths.2'],
      ['BatchSaveQuickNavigation', { paths: ['A', ''] }, 'paths.1'],
      ['BatchSaveQuickNavigation', { paths: 'A' }, 'paths'],
      [
        'BatchSaveQuickNavigation',
        { paths: Array.from({ length: MAX_QUICK_NAVIGATIONS + 1 }, (_, i) => `P${i}`) },
        'paths',
      ],
    ];
    for (const [action, body, field] of cases) {
      const r = await s.call(`QuickNavigation/${action}`, body, { token: c1, lang: 'en-us' });
      expect([action, r.status, r.Code]).toEqual([action, 400, 2]);
      expect([r.Data.Field, r.Message]).toEqual([
        field,
        expect.stringMatching(new RegExp(`^${fieldLabel(field, 'en-us')} .+\\.$`)),
      ]);
    }
    const dup = await s.call(
      'QuickNavigation/BatchSaveQuickNavigation',
      { paths: ['A', 'A'] },
      { token: c1, lang: 'zh-tw' },
    );
    expect(dup.Message).toBe('快捷導覽第 2 項與其他快捷導覽重複：每個只能新增一次。');
    expect(await list(c1)).toEqual(before);
  });

  it(`keeps at most ${MAX_QUICK_NAVIGATIONS} shortcuts`, async () => {
    const full = Array.from({ length: MAX_QUICK_NAVIGATIONS }, (_, i) => `Screen${i}`);
    expect((await s.call('QuickNavigation/BatchSaveQuickNavigation', { paths: full }, { token: c2 })).Code).toBe(0);
    const over = await s.call('QuickNavigation/AddQuickNavigation', { path: 'OneMore' }, { token: c2, lang: 'en-us' });
    expect([over.status, over.Code]).toEqual([409, 4]);
    expect(over.Message).toContain(String(MAX_QUICK_NAVIGATIONS));
    // Adding one that is already there stays a no-op even when full.
    expect((await s.call('QuickNavigation/AddQuickNavigation', { path: 'Screen3' }, { token: c2 })).Code).toBe(0);
    expect(await list(c2)).toEqual(full);
    const cleared = await s.call('QuickNavigation/BatchSaveQuickNavigation', { paths: [] }, { token: c2 });
    expect(cleared.Data).toEqual([]);
  });

  it('keeps every concurrent add, each once, in a single order', async () => {
    await s.call('QuickNavigation/BatchSaveQuickNavigation', { paths: [] }, { token: c2 });
    const paths = Array.from({ length: 12 }, (_, i) => `Parallel${i}`);
    const answers = await Promise.all(
      [...paths, ...paths].map((path) => s.call('QuickNavigation/AddQuickNavigation', { path }, { token: c2 })),
    );
    expect(answers.every((r) => r.Code === 0)).toBe(true);
    const stored = await list(c2);
    expect([...stored].sort()).toEqual([...paths].sort());
    expect(await list(c2)).toEqual(stored);
  });

  it("never reads or changes another user's list", async () => {
    await s.call('QuickNavigation/BatchSaveQuickNavigation', { paths: ['Mine1', 'Shared'] }, { token: c1 });
    await s.call('QuickNavigation/BatchSaveQuickNavigation', { paths: ['Shared', 'Mine2'] }, { token: c2 });
    await s.call('QuickNavigation/DeleteQuickNavigation', { path: 'Mine1' }, { token: c2 });
    await s.call('QuickNavigation/DeleteQuickNavigation', { path: 'Shared' }, { token: c2 });
    expect(await list(c1)).toEqual(['Mine1', 'Shared']);
    expect(await list(c2)).toEqual(['Mine2']);
    await s.call('QuickNavigation/BatchSaveQuickNavigation', { paths: [] }, { token: c2 });
    expect(await list(c1)).toEqual(['Mine1', 'Shared']);
    expect(await list(admin)).toHaveLength(4);
  });

  it('needs a session', async () => {
    const r = await s.call('QuickNavigation/GetQuickNavigations');
    expect([r.status, r.Code]).toEqual([401, 1]);
    const w = await s.call('QuickNavigation/AddQuickNavigation', { path: 'X' });
    expect([w.status, w.Code]).toEqual([401, 1]);
  });
});
