import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commodities,
  organizes,
  shelves,
  siteHosts,
  sites,
  userRoles,
  users,
  warehousePartitions,
} from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';

// Every list that shows counts (or lists) of related rows, checked against the database with
// several parents holding 0, 1 and many children. A correlated sub-select whose outer column is
// rendered bare binds to the child's own id and gives plausible but wrong numbers (a new warehouse
// showed 1 partition / 1 shelf), which a test with a single parent does not notice.

let s: TestServer;
let admin: string;
let siteId: number;
let customerId: number;

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
  siteId = (await s.deps.db.select({ id: sites.id }).from(sites).limit(1))[0]!.id;
  customerId = (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, 'customer1')))[0]!.id;
});
afterAll(() => s.close());

async function call(path: string, body: unknown = {}) {
  const r = await s.call(path, body, { token: admin });
  expect(r.Code, `${path}: ${r.Message}`).toBe(0);
  return r;
}
const byId = <T extends { Id: number }>(rows: T[]) => new Map(rows.map((r) => [r.Id, r]));

/** Child rows per parent, straight from the database. */
async function countsBy(table: any, column: any, ids: number[]): Promise<Map<number, number>> {
  const rows = await s.deps.db
    .select({ id: column, n: count() })
    .from(table)
    .where(inArray(column, ids))
    .groupBy(column);
  const map = new Map(ids.map((id) => [id, 0]));
  for (const r of rows) map.set(Number(r.id), Number(r.n));
  return map;
}

let userSeq = 0;
async function insertUsers(n: number, values: Partial<typeof users.$inferInsert> = {}): Promise<number[]> {
  if (!n) return [];
  const rows = await s.deps.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        accountType: 1,
        userName: `count-user-${++userSeq}`,
        passwordHash: 'x',
        siteId,
        ...values,
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

describe('counts of related rows in lists', () => {
  it('warehouses: partitions and shelves per warehouse, and shelves per partition', async () => {
    // The shape from the report: several warehouses with different partition and shelf counts.
    const plan = [
      { name: 'Count W0', partitions: [] as number[] },
      { name: 'Count W1', partitions: [1] },
      { name: 'Count W2', partitions: [7] },
      { name: 'Count W3', partitions: [6, 0, 2] },
      { name: 'Count W4', partitions: [0, 0] },
    ];
    const made: { id: number; partitions: { id: number; shelves: number }[] }[] = [];
    for (const [i, w] of plan.entries()) {
      const id = (
        await call('Warehouse/EstablishWarehouse', {
          Name: w.name,
          Code: `CW${i}`,
          PersonInCharge: 'Li Lei',
          PhoneCode: '86',
          ContactPhone: `1380000010${i}`,
          SiteIds: [siteId],
        })
      ).Data as number;
      const partitions: { id: number; shelves: number }[] = [];
      for (const [j, n] of w.partitions.entries()) {
        const pid = (
          await call('WarehousePartitions/EstablishWarehousePartition', {
            Name: `P${j}`,
            SiteId: siteId,
            WarehouseId: id,
            PartitionType: 1,
          })
        ).Data as number;
        if (n)
          await s.deps.db
            .insert(shelves)
            .values(Array.from({ length: n }, (_, k) => ({ warehouseId: id, partitionId: pid, number: `P${j}-${k}` })));
        partitions.push({ id: pid, shelves: n });
      }
      made.push({ id, partitions });
    }
    const ids = made.map((m) => m.id);

    const list = byId(
      (await call('Warehouse/GetWarehouses', { index: 1, rows: 100, Content: 'Count W' })).Data as {
        Id: number;
        PartitionCount: number;
        ShelfCount: number;
      }[],
    );
    const partitionsInDb = await countsBy(warehousePartitions, warehousePartitions.warehouseId, ids);
    const shelvesInDb = await countsBy(shelves, shelves.warehouseId, ids);
    for (const m of made) {
      const row = list.get(m.id)!;
      const expected = {
        PartitionCount: m.partitions.length,
        ShelfCount: m.partitions.reduce((a, p) => a + p.shelves, 0),
      };
      expect({ PartitionCount: row.PartitionCount, ShelfCount: row.ShelfCount }, `warehouse ${m.id}`).toEqual(expected);
      expect(expected).toEqual({ PartitionCount: partitionsInDb.get(m.id), ShelfCount: shelvesInDb.get(m.id) });
    }
    // The site filter is a correlated sub-select too: it must keep every one of them.
    const bySite = await call('Warehouse/GetWarehouses', { index: 1, rows: 100, Content: 'Count W', SiteId: siteId });
    expect(bySite.Total).toBe(plan.length);

    const partitionIds = made.flatMap((m) => m.partitions.map((p) => p.id));
    const plist = byId(
      (await call('WarehousePartitions/GetWarehousePartitions', { index: 1, rows: 100 })).Data as {
        Id: number;
        ShelfCount: number;
      }[],
    );
    const perPartition = await countsBy(shelves, shelves.partitionId, partitionIds);
    for (const p of made.flatMap((m) => m.partitions)) {
      expect(plist.get(p.id)?.ShelfCount, `partition ${p.id}`).toBe(p.shelves);
      expect(perPartition.get(p.id)).toBe(p.shelves);
    }
  });

  it('commodity categories and cargo types: commodities per row', async () => {
    const plan = [0, 1, 4, 0, 2];
    const cargoIds: number[] = [];
    for (const [i] of plan.entries())
      cargoIds.push((await call('CargoType/EstablishCargoType', { Name: `Count cargo ${i}` })).Data as number);
    // Category i's commodities carry cargo type (last - i), so that neither list can pass by
    // matching the other's numbers.
    const cargoOf = (i: number) => plan.length - 1 - i;
    const categoryIds: number[] = [];
    for (const [i, n] of plan.entries()) {
      const cat = (await call('CommodityCategories/EstablishCommodityCategories', { Name: `Count cat ${i}` }))
        .Data as number;
      categoryIds.push(cat);
      if (n)
        await s.deps.db.insert(commodities).values(
          Array.from({ length: n }, (_, k) => ({
            ownerId: customerId,
            siteId,
            code: `CNT-${i}-${k}`,
            chineseName: `Count ${i}-${k}`,
            categoryId: cat,
            cargoTypeId: cargoIds[cargoOf(i)]!,
          })),
        );
    }

    type Node = { Id: number; CommodityCount: number; Children: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.Children)]);
    const tree = byId(flat((await call('CommodityCategories/GetCommodityCategories', {})).Data as Node[]));
    const perCategory = await countsBy(commodities, commodities.categoryId, categoryIds);
    for (const [i, id] of categoryIds.entries()) {
      expect(tree.get(id)?.CommodityCount, `category ${i}`).toBe(plan[i]);
      expect(perCategory.get(id)).toBe(plan[i]);
    }

    const cargo = byId(
      (await call('CargoType/GetCargoTypes', { index: 1, rows: 100 })).Data as { Id: number; CommodityCount: number }[],
    );
    const perCargo = await countsBy(commodities, commodities.cargoTypeId, cargoIds);
    for (const [i, id] of cargoIds.entries()) {
      expect(cargo.get(id)?.CommodityCount, `cargo type ${i}`).toBe(plan[cargoOf(i)]);
      expect(perCargo.get(id)).toBe(plan[cargoOf(i)]);
    }
  });

  it('roles: users per role; users: roles per user', async () => {
    const plan = [0, 1, 5, 2];
    const roleIds: number[] = [];
    for (const [i] of plan.entries())
      roleIds.push((await call('Roles/EstablishRole', { Name: `Count role ${i}`, Classification: 1 })).Data as number);
    const holders = await insertUsers(5);
    // Role i is held by the first plan[i] holders: holder 0 has four roles, holder 4 one.
    for (const [i, n] of plan.entries())
      if (n)
        await s.deps.db
          .insert(userRoles)
          .values(holders.slice(0, n).map((userId) => ({ userId, roleId: roleIds[i]! })));

    const roles = byId(
      (await call('Roles/GetRoles', { index: 1, rows: 100, Name: 'Count role' })).Data as {
        Id: number;
        UserCount: number;
      }[],
    );
    const perRole = await countsBy(userRoles, userRoles.roleId, roleIds);
    for (const [i, id] of roleIds.entries()) {
      expect(roles.get(id)?.UserCount, `role ${i}`).toBe(plan[i]);
      expect(perRole.get(id)).toBe(plan[i]);
    }

    const list = byId(
      (await call('BackstageUser/GetBackstageUsers', { index: 1, rows: 100 })).Data as {
        Id: number;
        Roles: { Id: number }[];
      }[],
    );
    const perUser = await countsBy(userRoles, userRoles.userId, holders);
    for (const [k, id] of holders.entries()) {
      const expected = roleIds.filter((_, i) => plan[i]! > k);
      expect(
        list
          .get(id)
          ?.Roles.map((r) => r.Id)
          .sort((a, b) => a - b),
        `user ${k}`,
      ).toEqual(expected);
      expect(perUser.get(id)).toBe(expected.length);
    }
  });

  it('organisations: children and users per organisation', async () => {
    const root = (await call('Organizes/EstablishBackstageOrganizes', { Name: 'Count org root' })).Data as number;
    const plan = [
      { children: 0, users: 0 },
      { children: 1, users: 1 },
      { children: 3, users: 4 },
    ];
    const ids: number[] = [];
    for (const [i, p] of plan.entries()) {
      const id = (await call('Organizes/EstablishBackstageOrganizes', { Name: `Count org ${i}`, ParentId: root }))
        .Data as number;
      ids.push(id);
      for (let c = 0; c < p.children; c++)
        await call('Organizes/EstablishBackstageOrganizes', { Name: `Count org ${i}.${c}`, ParentId: id });
      await insertUsers(p.users, { organizeId: id });
    }
    const level = byId(
      (await call('Organizes/GetBackstageOrganizes', { index: 1, rows: 100, ParentId: root })).Data as {
        Id: number;
        HasChildren: boolean;
      }[],
    );
    const perOrganize = await countsBy(users, users.organizeId, ids);
    const childrenInDb = await countsBy(organizes, organizes.parentId, ids);
    for (const [i, id] of ids.entries()) {
      expect(level.get(id)?.HasChildren, `organisation ${i}`).toBe(plan[i]!.children > 0);
      expect(childrenInDb.get(id)).toBe(plan[i]!.children);
      const detail = await call('Organizes/GetBackstageOrganizeById', { Id: id });
      expect(detail.Data.UserCount, `organisation ${i}`).toBe(plan[i]!.users);
      expect(perOrganize.get(id)).toBe(plan[i]!.users);
    }
  });

  it('sites: hosts per site', async () => {
    const plan = [0, 1, 3];
    const ids: number[] = [];
    for (const [i, n] of plan.entries()) {
      const [row] = await s.deps.db
        .insert(sites)
        .values({ name: `Count site ${i}`, code: `count${i}` })
        .returning({ id: sites.id });
      ids.push(row!.id);
      if (n)
        await s.deps.db
          .insert(siteHosts)
          .values(Array.from({ length: n }, (_, k) => ({ host: `count${i}-${k}.example`, siteId: row!.id })));
    }
    const list = byId(
      (await call('Site/GetSites', { index: 1, rows: 100, Name: 'Count site' })).Data as {
        Id: number;
        Hosts: string[];
      }[],
    );
    const perSite = await countsBy(siteHosts, siteHosts.siteId, ids);
    for (const [i, id] of ids.entries()) {
      expect(list.get(id)?.Hosts.length, `site ${i}`).toBe(plan[i]);
      expect(perSite.get(id)).toBe(plan[i]);
    }
  });
});
