import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelves, sites, siteWarehouses, warehousePartitions, warehouses } from '../src/db/schema/index.js';
import { seededIds, withoutSeeded } from './helpers/demo.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};
let demoSite: number;
let otherSite: number;
/** The demo seed's warehouses. */
let seeded: Set<number>;

beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['admin', 'clerk', 'customer1']) token[name] = (await s.signIn(name)).AccessToken;
  demoSite = (await s.deps.db.select({ id: sites.id }).from(sites).limit(1))[0]!.id;
  seeded = await seededIds(s, warehouses);
  [{ id: otherSite }] = (await s.deps.db
    .insert(sites)
    .values({ name: 'Other site', code: 'other' })
    .returning({ id: sites.id })) as [{ id: number }];
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown = {}, lang?: string) =>
  s.call(path, body, { token: token[who], lang });
const rows = async (table: typeof warehouses | typeof warehousePartitions | typeof siteWarehouses) =>
  Number((await s.deps.db.select({ n: count() }).from(table))[0]!.n);

const shenzhen = {
  Name: 'Shenzhen hub',
  Code: 'SZ1',
  PersonInCharge: 'Li Lei',
  PhoneCode: '86',
  ContactPhone: '13800000009',
  RegionId: 440305,
  DetailedAddress: '1 Harbour Road',
  Postcode: '518000',
};

describe('warehouses', () => {
  let id: number;

  it('creates, lists, loads, edits and deactivates a warehouse serving sites', async () => {
    const r = await as('admin', 'Warehouse/EstablishWarehouse', { ...shenzhen, SiteIds: [demoSite] });
    expect(r.Code, r.Message).toBe(0);
    id = r.Data;

    const list = await as('admin', 'Warehouse/GetWarehouses', { index: 1, rows: 10, Content: 'shenzhen hub' });
    expect(list.Total).toBe(1);
    expect(list.Data[0]).toMatchObject({
      Id: id,
      Name: 'Shenzhen hub',
      PersonInCharge: 'Li Lei',
      ContactPhone: '13800000009',
      RegionId: 440305,
      Sites: [{ Id: demoSite }],
      PartitionCount: 0,
      ShelfCount: 0,
      IsDeactivate: false,
    });
    expect((await as('admin', 'Warehouse/GetWarehouses', { SiteId: otherSite })).Total).toBe(0);

    const edit = await as('admin', 'Warehouse/EditWarehouse', {
      ...shenzhen,
      Id: id,
      PersonInCharge: 'Han Meimei',
      SiteIds: [demoSite, otherSite],
    });
    expect(edit.Code, edit.Message).toBe(0);
    const one = await as('admin', 'Warehouse/GetWarehouseById', { Id: id });
    expect(one.Data.PersonInCharge).toBe('Han Meimei');
    expect(one.Data.Sites.map((x: any) => x.Id).sort()).toEqual([demoSite, otherSite].sort());

    expect((await as('admin', 'Warehouse/IsDeactivateWarehouse', { Ids: [id], IsDeactivate: true })).Data).toBe(1);
    expect((await as('admin', 'Warehouse/GetWarehouses', { IsDeactivate: true })).Data.map((w: any) => w.Id)).toEqual([
      id,
    ]);
    await as('admin', 'Warehouse/IsDeactivateWarehouse', { Ids: [id], IsDeactivate: false });
  });

  it('names the missing required field and writes nothing', async () => {
    const before = await rows(warehouses);
    for (const [field, body] of [
      ['Name', { PersonInCharge: 'x' }],
      ['PersonInCharge', { Name: 'No person' }],
      ['Name', { Name: '   ', PersonInCharge: 'x' }],
    ] as const) {
      const r = await as('admin', 'Warehouse/EstablishWarehouse', body, 'en-us');
      expect(r.Code).toBe(2);
      expect(r.status).toBe(400);
      expect(r.Data.Field).toBe(field);
      expect(r.Data.Field).toContain(field);
    }
    expect(await rows(warehouses)).toBe(before);
  });

  it('checks the contact phone by its phone code, the region and the sites', async () => {
    const bad = [
      [{ PhoneCode: '852', ContactPhone: '13800000009' }, 'ContactPhone'],
      [{ RegionId: 999_999 }, 'RegionId'],
      [{ SiteIds: [9_999] }, 'SiteIds'],
    ] as const;
    const before = await rows(warehouses);
    for (const [change, field] of bad) {
      const r = await as('admin', 'Warehouse/EstablishWarehouse', { ...shenzhen, Name: `W ${field}`, ...change });
      expect(r.Code, field).toBe(2);
      expect(r.Data.Field).toBe(field);
    }
    // A Hong Kong fixed line is a valid contact too.
    const hk = await as('admin', 'Warehouse/EstablishWarehouse', {
      ...shenzhen,
      Name: 'Kowloon',
      PhoneCode: '852',
      ContactPhone: '23456789',
    });
    expect(hk.Code, hk.Message).toBe(0);
    expect(await rows(warehouses)).toBe(before + 1);
  });

  it('refuses a second warehouse of the same name, whatever the case', async () => {
    const r = await as('admin', 'Warehouse/EstablishWarehouse', { ...shenzhen, Name: 'SHENZHEN HUB' }, 'en-us');
    expect([r.Code, r.Data.Field]).toEqual([2, 'Name']);
    expect(r.Message).toContain('SHENZHEN HUB');
  });

  it('answers the lookups: a customer only ever sees its own site', async () => {
    const mine = await as('customer1', 'SiteJoinWarehouse/GetSiteJoinWarehouseBySiteId', { SiteId: otherSite });
    expect(mine.Code).toBe(0);
    expect(mine.Data.map((w: any) => w.Name)).toContain('Shenzhen hub');
    expect(mine.Data.map((w: any) => w.Name)).not.toContain('Kowloon');
    const other = await as('admin', 'SiteJoinWarehouse/GetSiteJoinWarehouseBySiteId', { SiteId: otherSite });
    expect(other.Data.map((w: any) => w.Name)).toEqual(['Shenzhen hub']);
    const all = await as('admin', 'SiteJoinWarehouse/GetAllWarehouses', {});
    expect(all.Data.filter((w: any) => seeded.has(w.Id))).toHaveLength(seeded.size);
    expect(withoutSeeded(all.Data, seeded).map((w: any) => w.Name)).toEqual(['Kowloon', 'Shenzhen hub']);
  });

  it('keeps the clerk and customers to what they may do', async () => {
    expect((await as('clerk', 'Warehouse/GetWarehouses', {})).Code).toBe(0);
    const refused = await as('clerk', 'Warehouse/EstablishWarehouse', { ...shenzhen, Name: 'Clerk made' });
    expect([refused.status, refused.Code]).toEqual([403, 1]);
    const customer = await as('customer1', 'Warehouse/GetWarehouses', {});
    expect([customer.status, customer.Code]).toEqual([403, 1]);
  });

  describe('partitions', () => {
    let partition: number;

    it('creates a partition of a warehouse serving the site, and lists it with names', async () => {
      const r = await as('admin', 'WarehousePartitions/EstablishWarehousePartition', {
        Name: 'Zone A',
        SiteId: demoSite,
        WarehouseId: id,
        PartitionType: 1,
      });
      expect(r.Code, r.Message).toBe(0);
      partition = r.Data;
      const list = await as(
        'admin',
        'WarehousePartitions/GetWarehousePartitions',
        { WarehouseId: id, Content: 'zone' },
        'en-us',
      );
      expect(list.Data).toEqual([
        expect.objectContaining({
          Id: partition,
          Name: 'Zone A',
          WarehouseName: 'Shenzhen hub',
          PartitionType: 1,
          PartitionTypeName: 'Storage',
          ShelfCount: 0,
        }),
      ]);
      const options = await as('customer1', 'WarehousePartitions/GetWarehousePartitionBySiteId', { WarehouseId: id });
      expect(options.Data).toEqual([{ Id: partition, Name: 'Zone A' }]);
      expect((await as('admin', 'Warehouse/GetWarehouseById', { Id: id })).Data.PartitionCount).toBe(1);
    });

    it('names each missing required field: name, site, warehouse, type', async () => {
      const full = { Name: 'Zone B', SiteId: demoSite, WarehouseId: id, PartitionType: 2 };
      const before = await rows(warehousePartitions);
      for (const field of ['Name', 'SiteId', 'WarehouseId', 'PartitionType'] as const) {
        const { [field]: _, ...body } = full;
        const r = await as('admin', 'WarehousePartitions/EstablishWarehousePartition', body);
        expect(r.Code, field).toBe(2);
        expect(r.Data.Field).toBe(field);
      }
      const wrongType = await as('admin', 'WarehousePartitions/EstablishWarehousePartition', {
        ...full,
        PartitionType: 42,
      });
      expect(wrongType.Data.Field).toBe('PartitionType');
      const unserved = await as('admin', 'WarehousePartitions/EstablishWarehousePartition', {
        ...full,
        SiteId: otherSite,
        WarehouseId: (await as('admin', 'Warehouse/GetWarehouses', { Content: 'Kowloon' })).Data[0].Id,
      });
      expect([unserved.Code, unserved.Data.Field]).toEqual([2, 'SiteId']);
      const twin = await as('admin', 'WarehousePartitions/EstablishWarehousePartition', { ...full, Name: 'zone a' });
      expect([twin.Code, twin.Data.Field]).toEqual([2, 'Name']);
      expect(await rows(warehousePartitions)).toBe(before);
    });

    it('edits a partition, and refuses to delete it or its warehouse while they hold shelves', async () => {
      const edit = await as('admin', 'WarehousePartitions/EditWarehousePartition', {
        Id: partition,
        Name: 'Zone A1',
        SiteId: demoSite,
        WarehouseId: id,
        PartitionType: 3,
      });
      expect(edit.Code, edit.Message).toBe(0);
      expect(
        (await as('admin', 'WarehousePartitions/GetWarehousePartitionById', { Id: partition })).Data,
      ).toMatchObject({ Name: 'Zone A1', PartitionType: 3 });

      await s.deps.db.insert(shelves).values({ warehouseId: id, partitionId: partition, number: 'A-01-01' });
      const blocked = await as('admin', 'WarehousePartitions/DeleteWarehousePartition', { Id: partition });
      expect(blocked.Code).toBe(4);
      const blockedWarehouse = await as('admin', 'Warehouse/DeleteWarehouse', { Id: id });
      expect(blockedWarehouse.Code).toBe(4);

      await s.deps.db.delete(shelves).where(eq(shelves.partitionId, partition));
      expect((await as('admin', 'WarehousePartitions/DeleteWarehousePartition', { Id: partition })).Code).toBe(0);
      expect((await as('admin', 'Warehouse/DeleteWarehouse', { Id: id })).Code).toBe(0);
      expect((await as('admin', 'Warehouse/GetWarehouseById', { Id: id })).Code).toBe(3);
      expect(await s.deps.db.select().from(siteWarehouses).where(eq(siteWarehouses.warehouseId, id))).toEqual([]);
    });
  });
});
