import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizes, users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['admin', 'clerk', 'customer1']) token[name] = (await s.signIn(name)).AccessToken;
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown = {}, lang?: string) =>
  s.call(path, body, { token: token[who], lang });
const orgCount = async () => Number((await s.deps.db.select({ n: count() }).from(organizes))[0]!.n);

async function add(variant: 'User' | 'Backstage', body: Record<string, unknown>): Promise<number> {
  const r = await as('admin', `Organizes/Establish${variant}Organizes`, body);
  expect(r.Code, r.Message).toBe(0);
  return r.Data as number;
}

describe('customer organisation tree', () => {
  let head: number;
  let east: number;
  let west: number;
  let shanghai: number;

  it('creates a tree and loads it lazily by parent', async () => {
    head = await add('User', { Name: 'Head office', Remarks: 'root' });
    east = await add('User', { Name: 'East', ParentId: head, Sort: 2 });
    west = await add('User', { Name: 'West', ParentId: head, Sort: 1 });
    shanghai = await add('User', { Name: 'Shanghai', ParentId: east });

    const roots = await as('admin', 'Organizes/GetUserOrganizes', { index: 1, rows: 10 });
    expect(roots.Code).toBe(0);
    // Beside the demo data's customer group (seed/prices.ts).
    expect(roots.Data.filter((n: any) => n.Name !== 'Wholesale customers')).toEqual([
      { Id: head, Name: 'Head office', ParentId: null, Remarks: 'root', Sort: 0, HasChildren: true },
    ]);
    expect(roots.Total).toBe(2);

    const level2 = await as('admin', 'Organizes/GetSelectUserOrganizes', { ParentId: head });
    // Sort ascending whatever descendingOrder says: siblings show in their display order.
    expect(level2.Data.map((n: any) => [n.Name, n.HasChildren])).toEqual([
      ['West', false],
      ['East', true],
    ]);
    const byName = await as('admin', 'Organizes/GetUserOrganizes', {
      ParentId: head,
      sortType: 1,
      descendingOrder: false,
    });
    expect(byName.Data.map((n: any) => n.Name)).toEqual(['East', 'West']);
    const paged = await as('admin', 'Organizes/GetUserOrganizes', { ParentId: head, index: 2, rows: 1 });
    expect([paged.Data.length, paged.Total]).toEqual([1, 2]);

    const leaf = await as('admin', 'Organizes/GetUserOrganizes', { ParentId: east });
    expect(leaf.Data.map((n: any) => n.Id)).toEqual([shanghai]);
  });

  it('keeps the two classifications apart', async () => {
    const backRoots = await as('admin', 'Organizes/GetBackstageOrganizes', {});
    expect(backRoots.Data.some((n: any) => n.Id === head)).toBe(false);
    const cross = await as('admin', 'Organizes/GetBackstageOrganizeById', { Id: head });
    expect([cross.status, cross.Code]).toEqual([404, 3]);
    const before = await orgCount();
    const wrongParent = await as(
      'admin',
      'Organizes/EstablishBackstageOrganizes',
      { Name: 'X', ParentId: head },
      'en-us',
    );
    expect(wrongParent.Code).toBe(2);
    expect(wrongParent.Data.Field).toContain('ParentId');
    expect(await orgCount()).toBe(before);
  });

  it('reads and edits one organisation', async () => {
    const info = await as('admin', 'Organizes/GetEditUserOragnizesInfo', { Id: east });
    expect(info.Data).toMatchObject({
      Id: east,
      Name: 'East',
      ParentId: head,
      ParentName: 'Head office',
      Sort: 2,
      HasChildren: true,
      UserCount: 0,
    });
    expect(new Date(info.Data.CreationTime).toISOString()).toBe(info.Data.CreationTime);
    const edit = await as('admin', 'Organizes/EditUserOragnizes', { Id: west, Name: 'West region', ParentId: east });
    expect(edit.Code).toBe(0);
    const got = await as('admin', 'Organizes/GetUserOrganizeById', { Id: west });
    expect(got.Data).toMatchObject({ Name: 'West region', ParentId: east, ParentName: 'East', Sort: 0 });
    // Absent ParentId in a full edit moves the node to the roots.
    await as('admin', 'Organizes/EditUserOragnizes', { Id: west, Name: 'West region' });
    expect((await as('admin', 'Organizes/GetUserOrganizeById', { Id: west })).Data.ParentId).toBeNull();
    await as('admin', 'Organizes/EditUserOragnizes', { Id: west, Name: 'West', ParentId: head, Sort: 1 });
  });

  it('refuses cycles and bad input with Code 2, changing nothing', async () => {
    const self = await as(
      'admin',
      'Organizes/EditUserOragnizes',
      { Id: head, Name: 'Head office', ParentId: head },
      'en-us',
    );
    expect(self.Code).toBe(2);
    expect(self.Data.Field).toContain('ParentId');
    const loop = await as('admin', 'Organizes/EditUserOragnizes', {
      Id: head,
      Name: 'Head office',
      ParentId: shanghai,
    });
    expect(loop.Code).toBe(2);
    expect((await as('admin', 'Organizes/GetUserOrganizeById', { Id: head })).Data.ParentId).toBeNull();

    const before = await orgCount();
    const noName = await as('admin', 'Organizes/EstablishUserOrganizes', { Name: '   ' }, 'en-us');
    expect([noName.status, noName.Code]).toEqual([400, 2]);
    expect(noName.Data.Field).toContain('Name');
    const missingParent = await as('admin', 'Organizes/EstablishUserOrganizes', { Name: 'X', ParentId: 999999 });
    expect(missingParent.Code).toBe(2);
    expect(await orgCount()).toBe(before);
  });

  it('refuses deleting while children or users remain', async () => {
    const withChildren = await as('admin', 'Organizes/DeleteUserOragnizes', { Id: east }, 'en-us');
    expect([withChildren.status, withChildren.Code]).toEqual([409, 4]);
    expect(withChildren.Message).toMatch(
      /^“East” cannot be deleted while organisations? “[^”]+”.* uses? it: change or delete th/,
    );

    await s.deps.db.update(users).set({ organizeId: shanghai }).where(eq(users.userName, 'customer1'));
    const withUsers = await as('admin', 'Organizes/DeleteUserOragnizes', { Id: shanghai }, 'en-us');
    expect(withUsers.Code).toBe(4);
    expect(withUsers.Message).toMatch(/ while user “customer1” uses it: change or delete that user first\.$/);
    await s.deps.db.update(users).set({ organizeId: null }).where(eq(users.userName, 'customer1'));

    const before = await orgCount();
    expect((await as('admin', 'Organizes/DeleteUserOragnizes', { Id: shanghai })).Code).toBe(0);
    expect((await as('admin', 'Organizes/DeleteUserOragnizes', { Id: east })).Code).toBe(0);
    expect(await orgCount()).toBe(before - 2);
    const level2 = await as('admin', 'Organizes/GetUserOrganizes', { ParentId: head });
    expect(level2.Data.map((n: any) => n.Name)).toEqual(['West']);
  });
});

describe('back-office organisation tree', () => {
  it('runs the same calls under the Backstage names', async () => {
    const root = await add('Backstage', { Name: 'Operations' });
    const child = await add('Backstage', { Name: 'Warehouse A', ParentId: root });
    const roots = await as('admin', 'Organizes/GetSelectBackstageOrganizes', {});
    expect(roots.Data.find((n: any) => n.Id === root)).toMatchObject({ HasChildren: true });
    expect((await as('admin', 'Organizes/GetBackstageOrganizes', { ParentId: root })).Data[0].Id).toBe(child);
    const info = await as('admin', 'Organizes/GetEditBackstageOragnizesInfo', { Id: child });
    expect(info.Data.ParentName).toBe('Operations');
    expect(
      (await as('admin', 'Organizes/EditBackstageOragnizes', { Id: child, Name: 'Warehouse B', ParentId: root })).Code,
    ).toBe(0);
    expect((await as('admin', 'Organizes/GetBackstageOrganizeById', { Id: child })).Data.Name).toBe('Warehouse B');
    expect((await as('admin', 'Organizes/DeleteBackstageOragnizes', { Id: root })).Code).toBe(4);
    expect((await as('admin', 'Organizes/DeleteBackstageOragnizes', { Id: child })).Code).toBe(0);
    expect((await as('admin', 'Organizes/DeleteBackstageOragnizes', { Id: root })).Code).toBe(0);
  });
});

describe('Organizes permissions', () => {
  it('refuses the clerk and every customer call with 403 Code 1', async () => {
    const mod = s.modules.find((m) => m.controller === 'Organizes')!;
    expect(mod.routes).toHaveLength(14);
    for (const def of mod.routes) {
      const body = { Id: 1, Name: 'x' };
      const c = await as('customer1', `Organizes/${def.action}`, body);
      expect([def.action, c.status, c.Code]).toEqual([def.action, 403, 1]);
      const k = await as('clerk', `Organizes/${def.action}`, body);
      expect([def.action, k.status, k.Code]).toEqual([def.action, 403, 1]);
    }
  });
});
