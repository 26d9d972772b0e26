import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargoTypes, commodityCategories, users } from '../src/db/schema/index.js';
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
const rows = async (table: typeof commodityCategories | typeof cargoTypes) =>
  Number((await s.deps.db.select({ n: count() }).from(table))[0]!.n);

interface Node {
  Id: number;
  Name: string;
  Children: Node[];
  IsDeactivate?: boolean;
  CommodityCount?: number;
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.Children)]);

describe('commodity categories', () => {
  let root: number;
  let child: number;

  it('has the seeded tree and grows it', async () => {
    const seeded = await as('admin', 'CommodityCategories/GetCommodityCategories');
    expect(seeded.Code).toBe(0);
    // Seeded names read in the caller's language (zh-cn when none is asked for).
    expect(seeded.Data.map((n: Node) => n.Name)).toContain('服装');
    expect(seeded.Data.find((n: Node) => n.Name === '服装').Children.map((n: Node) => n.Name)).toEqual([
      '上衣',
      '鞋靴',
    ]);

    const r = await as('admin', 'CommodityCategories/EstablishCommodityCategories', { Name: 'Toys', Sort: 9 });
    expect(r.Code, r.Message).toBe(0);
    root = r.Data;
    child = (await as('admin', 'CommodityCategories/EstablishCommodityCategories', { Name: 'Puzzles', ParentId: root }))
      .Data;
    const grand = await as('admin', 'CommodityCategories/EstablishCommodityCategories', {
      Name: 'Jigsaws',
      ParentId: child,
    });
    expect(grand.Code).toBe(0);

    // A filter keeps the matches and the branch leading to them.
    const found = await as('admin', 'CommodityCategories/GetCommodityCategories', { Content: 'jigsaw' });
    expect(found.Data).toHaveLength(1);
    expect(found.Data[0]).toMatchObject({ Id: root, Children: [{ Id: child, Children: [{ Name: 'Jigsaws' }] }] });

    const edit = await as('admin', 'CommodityCategories/EditCommodityCategories', {
      Id: child,
      Name: 'Board games',
      ParentId: root,
    });
    expect(edit.Code, edit.Message).toBe(0);
    expect(flat((await as('admin', 'CommodityCategories/GetCommodityCategories')).Data).map((n) => n.Name)).toContain(
      'Board games',
    );
  });

  it('refuses bad input, duplicates and loops, writing nothing', async () => {
    const before = await rows(commodityCategories);
    const missing = await as('admin', 'CommodityCategories/EstablishCommodityCategories', {}, 'en-us');
    expect([missing.Code, missing.Data.Field]).toEqual([2, 'Name']);
    const parent = await as('admin', 'CommodityCategories/EstablishCommodityCategories', {
      Name: 'Orphan',
      ParentId: 99_999,
    });
    expect([parent.Code, parent.Data.Field]).toEqual([2, 'ParentId']);
    const dup = await as('admin', 'CommodityCategories/EstablishCommodityCategories', { Name: 'TOYS' }, 'en-us');
    // A name the user can change in the form: Code 2 on the field.
    expect([dup.Code, dup.Data.Field]).toEqual([2, 'Name']);
    expect(dup.Message).toContain('TOYS');
    // The same name under another parent is fine.
    const elsewhere = await as('admin', 'CommodityCategories/EstablishCommodityCategories', {
      Name: 'Toys',
      ParentId: child,
    });
    expect(elsewhere.Code).toBe(0);
    const loop = await as('admin', 'CommodityCategories/EditCommodityCategories', {
      Id: root,
      Name: 'Toys',
      ParentId: elsewhere.Data,
    });
    expect([loop.Code, loop.Data.Field]).toEqual([2, 'ParentId']);
    const self = await as('admin', 'CommodityCategories/EditCommodityCategories', {
      Id: root,
      Name: 'Toys',
      ParentId: root,
    });
    expect(self.Code).toBe(2);
    expect((await as('admin', 'CommodityCategories/EditCommodityCategories', { Id: 99_999, Name: 'x' })).Code).toBe(3);
    expect(await rows(commodityCategories)).toBe(before + 1);
    await as('admin', 'CommodityCategories/DeleteCommodityCategories', { Id: elsewhere.Data });
  });

  it('refuses to delete a category with subcategories or commodities', async () => {
    const parent = await as('admin', 'CommodityCategories/DeleteCommodityCategories', { Id: root }, 'en-us');
    expect(parent.Code).toBe(4);
    // It names the subcategory that keeps it (platform/in-use.ts).
    expect(parent.Message).toMatch(
      /^“Toys” cannot be deleted while commodity category “[^”]+” uses it: change or delete that commodity category first, or deactivate it instead\.$/,
    );

    const leaf = (
      await as('admin', 'CommodityCategories/EstablishCommodityCategories', { Name: 'Dolls', ParentId: root })
    ).Data;
    const cargo = (await as('admin', 'CargoType/EstablishCargoType', { Name: 'Plush' })).Data;
    const owner = (await s.deps.db.select({ id: users.id, name: users.userName }).from(users)).find(
      (u) => u.name === 'customer1',
    )!.id;
    const c = await as('admin', 'Commodity/EstablishCommodity', {
      OwnerId: owner,
      CommodityCode: 'DOLL-1',
      ChineseName: '娃娃',
      CommodityCategories: leaf,
      CargoType: cargo,
    });
    expect(c.Code, c.Message).toBe(0);
    const inUse = await as('admin', 'CommodityCategories/DeleteCommodityCategories', { Id: leaf }, 'en-us');
    expect(inUse.Code).toBe(4);
    expect(inUse.Message).toBe(
      '“Dolls” cannot be deleted while commodity “DOLL-1” uses it: change or delete that commodity first, or deactivate it instead.',
    );
    const tree = flat((await as('admin', 'CommodityCategories/GetCommodityCategories')).Data);
    expect(tree.find((n) => n.Id === leaf)!.CommodityCount).toBe(1);
    expect((await as('admin', 'CargoType/GetCargoTypeById', { Id: cargo })).Data.CommodityCount).toBe(1);
    const usedType = await as('admin', 'CargoType/DeleteCargoType', { Id: cargo });
    expect(usedType.Code).toBe(4);

    await as('admin', 'Commodity/DeleteCommodity', { Id: c.Data });
    expect((await as('admin', 'CommodityCategories/DeleteCommodityCategories', { Id: leaf })).Code).toBe(0);
    expect((await as('admin', 'CargoType/DeleteCargoType', { Id: cargo })).Code).toBe(0);
  });

  it('offers the active tree to everyone for selects', async () => {
    await as('admin', 'CommodityCategories/EditCommodityCategories', {
      Id: root,
      Name: 'Toys',
      Sort: 9,
      IsDeactivate: true,
    });
    const inactive = await as('admin', 'CommodityCategories/GetCommodityCategories', { IsDeactivate: true });
    expect(inactive.Data.map((n: Node) => n.Id)).toEqual([root]);
    const options = await as('customer1', 'CommodityCategories/GetCommodityCategoriesByOneAllList');
    expect(options.Code).toBe(0);
    const ids = flat(options.Data).map((n) => n.Id);
    // A deactivated category hides its whole branch.
    expect(ids).not.toContain(root);
    expect(ids).not.toContain(child);
    expect(flat(options.Data).map((n) => n.Name)).toContain('手机配件');
    expect(Object.keys(options.Data[0]).sort()).toEqual(['Children', 'Id', 'Name']);
  });

  it('keeps management to staff holding the codes', async () => {
    const r = await as('customer1', 'CommodityCategories/GetCommodityCategories');
    expect([r.status, r.Code]).toEqual([403, 1]);
    const clerk = await as('clerk', 'CommodityCategories/EstablishCommodityCategories', { Name: 'Nope' });
    expect([clerk.status, clerk.Code]).toEqual([403, 1]);
  });
});

describe('cargo types', () => {
  let id: number;

  it('creates, lists, loads, edits and deletes a cargo type', async () => {
    const r = await as('admin', 'CargoType/EstablishCargoType', { Name: 'Fragile', Remarks: 'glass' });
    expect(r.Code, r.Message).toBe(0);
    id = r.Data;
    const list = await as('admin', 'CargoType/GetCargoTypes', { Content: 'glass' });
    expect(list.Total).toBe(1);
    expect(list.Data[0]).toMatchObject({ Id: id, Name: 'Fragile', CommodityCount: 0, IsDeactivate: false });
    expect((await as('admin', 'CargoType/GetCargoTypes', { sortType: 1, descendingOrder: false })).Data[0].Name).toBe(
      'Fragile',
    );

    const edit = await as('admin', 'CargoType/EditCargoType', { Id: id, Name: 'Fragile goods', IsDeactivate: true });
    expect(edit.Code, edit.Message).toBe(0);
    expect((await as('admin', 'CargoType/GetCargoTypeById', { Id: id })).Data).toMatchObject({
      Name: 'Fragile goods',
      Remarks: '',
      IsDeactivate: true,
    });
    // The select list offers the active ones only, to any signed-in user.
    const select = await as('customer1', 'Select/GetCargoType');
    expect(select.Code).toBe(0);
    expect(select.Data.map((o: { Name: string }) => o.Name)).toContain('带电');
    expect(select.Data.map((o: { Value: number }) => o.Value)).not.toContain(id);

    expect((await as('admin', 'CargoType/DeleteCargoType', { Id: id })).Code).toBe(0);
    expect((await as('admin', 'CargoType/GetCargoTypeById', { Id: id })).Code).toBe(3);
  });

  it('refuses a missing or duplicate name, writing nothing', async () => {
    const before = await rows(cargoTypes);
    const missing = await as('admin', 'CargoType/EstablishCargoType', { Remarks: 'x' }, 'en-us');
    expect([missing.Code, missing.Data.Field]).toEqual([2, 'Name']);
    const dup = await as('admin', 'CargoType/EstablishCargoType', { Name: 'BATTERY' }, 'en-us');
    expect([dup.Code, dup.Data.Field]).toEqual([2, 'Name']);
    expect(await rows(cargoTypes)).toBe(before);
    const customer = await as('customer1', 'CargoType/GetCargoTypes');
    expect([customer.status, customer.Code]).toEqual([403, 1]);
  });

  it('offers the fixed lists in three languages', async () => {
    for (const [lang, name] of [
      ['zh-cn', '批发'],
      ['zh-tw', '批發'],
      ['en-us', 'Wholesale'],
    ] as const) {
      const r = await as('customer1', 'Select/GetSalesMode', {}, lang);
      expect(r.Data).toContainEqual({ Value: 2, Name: name });
    }
    expect((await as('customer1', 'Select/GetCommodityStatus', {}, 'en-us')).Data).toEqual([
      { Value: 1, Name: 'On sale' },
      { Value: 2, Name: 'Discontinued' },
    ]);
    expect((await as('admin', 'Select/GetSpecificationsAuditStatus', {}, 'en-us')).Data).toHaveLength(4);
  });
});
