import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingAddresses, sites, users } from '../src/db/schema/index.js';
import { seededIds, withoutSeeded } from './helpers/demo.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};
let demoSite: number;
let servingWarehouse: number;
let otherWarehouse: number;
/** The demo seed's addresses: the lists below are checked without them. */
let seeded: Set<number>;

beforeAll(async () => {
  s = await startTestServer();
  seeded = await seededIds(s, shippingAddresses);
  for (const name of ['admin', 'clerk', 'customer1', 'customer2']) token[name] = (await s.signIn(name)).AccessToken;
  demoSite = (await s.deps.db.select({ id: sites.id }).from(sites).limit(1))[0]!.id;
  const wh = async (Name: string, SiteIds: number[]) =>
    (await as('admin', 'Warehouse/EstablishWarehouse', { Name, PersonInCharge: 'Li Lei', SiteIds })).Data as number;
  servingWarehouse = await wh('Shenzhen hub', [demoSite]);
  otherWarehouse = await wh('Unlinked store', []);
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown = {}, lang?: string) =>
  s.call(path, body, { token: token[who], lang });
const stored = async () => Number((await s.deps.db.select({ n: count() }).from(shippingAddresses))[0]!.n);
const codeOf = async (userName: string) =>
  (await s.deps.db.select({ c: users.customerCode }).from(users).where(eq(users.userName, userName)))[0]!.c;

const courier = {
  ShippingAddressType: 1,
  Consignee: 'Zhang San ({CustomerCode})',
  PhoneCode: '86',
  Phone: '0755-12345678',
  RegionId: 440305,
  Address: '1 Harbour Road, bay 3, mark {CustomerCode}',
  Postcode: '518000',
};

describe('shipping addresses (staff)', () => {
  let id: number;

  it('creates, lists with names, loads, edits, deactivates and deletes', async () => {
    const r = await as('admin', 'ShippingAddress/EstablishShippingAddress', {
      ...courier,
      WarehouseId: servingWarehouse,
    });
    expect(r.Code, r.Message).toBe(0);
    id = r.Data;

    const list = await as('admin', 'ShippingAddress/GetShippingAddresses', { Content: 'harbour' }, 'en-US');
    expect(list.Total).toBe(1);
    expect(list.Data[0]).toMatchObject({
      Id: id,
      WarehouseName: 'Shenzhen hub',
      ShippingAddressTypeName: 'Courier',
      Consignee: 'Zhang San ({CustomerCode})',
      RegionName: expect.stringContaining('Shenzhen'),
      IsDeactivate: false,
    });
    const zh = await as('admin', 'ShippingAddress/GetShippingAddressById', { Id: id }, 'zh-CN');
    expect(zh.Data.ShippingAddressTypeName).toBe('快递');
    expect(zh.Data.RegionName).toContain('深圳');
    const listed = async (body: object) =>
      withoutSeeded((await as('admin', 'ShippingAddress/GetShippingAddresses', body)).Data, seeded);
    expect(await listed({ ShippingAddressType: 2 })).toEqual([]);

    const edit = await as('admin', 'ShippingAddress/EditShippingAddress', {
      ...courier,
      Id: id,
      WarehouseId: servingWarehouse,
      ShippingAddressType: 2,
    });
    expect(edit.Code, edit.Message).toBe(0);
    expect((await as('admin', 'ShippingAddress/GetShippingAddressById', { Id: id })).Data.ShippingAddressType).toBe(2);

    expect(
      (await as('admin', 'ShippingAddress/IsDeactivateShippingAddress', { Ids: [id], IsDeactivate: true })).Data,
    ).toBe(1);
    expect(await listed({ IsDeactivate: false })).toEqual([]);

    const other = await as('admin', 'ShippingAddress/EstablishShippingAddress', {
      ...courier,
      WarehouseId: otherWarehouse,
    });
    expect((await as('admin', 'ShippingAddress/DeleteShippingAddress', { Id: other.Data })).Data).toBe(true);
    expect((await as('admin', 'ShippingAddress/DeleteShippingAddress', { Id: other.Data })).Code).toBe(3);
  });

  it.each([
    ['WarehouseId', { WarehouseId: undefined }],
    ['Consignee', { Consignee: ' ' }],
    ['Address', { Address: '' }],
    ['ShippingAddressType', { ShippingAddressType: 9 }],
    ['Phone', { Phone: '12345' }],
    ['RegionId', { RegionId: 999999999 }],
  ])('refuses a bad %s with Code 2 naming it, writing nothing', async (field, patch) => {
    const before = await stored();
    const r = await as(
      'admin',
      'ShippingAddress/EstablishShippingAddress',
      { ...courier, WarehouseId: servingWarehouse, ...patch },
      'en-US',
    );
    expect(r.Code).toBe(2);
    expect(r.Data.Field).toContain(field);
    expect(await stored()).toBe(before);
  });

  it('names an unknown warehouse and keeps the clerk to reading', async () => {
    const r = await as('admin', 'ShippingAddress/EstablishShippingAddress', { ...courier, WarehouseId: 999999 });
    expect(r.Code).toBe(2);
    expect(r.Data.Field).toContain('WarehouseId');
    expect((await as('clerk', 'ShippingAddress/GetShippingAddresses')).Code).toBe(0);
    const write = await as('clerk', 'ShippingAddress/EstablishShippingAddress', {
      ...courier,
      WarehouseId: servingWarehouse,
    });
    expect(write.Code).toBe(1);
  });

  it('refuses staff calls to customers', async () => {
    expect((await as('customer1', 'ShippingAddress/GetShippingAddresses')).Code).toBe(1);
  });
});

describe('shipping addresses (customer)', () => {
  it("shows the site's active addresses with the customer's own code written in", async () => {
    await as('admin', 'ShippingAddress/EstablishShippingAddress', { ...courier, WarehouseId: servingWarehouse });
    await as('admin', 'ShippingAddress/EstablishShippingAddress', { ...courier, WarehouseId: otherWarehouse });
    const [c1, c2] = [await codeOf('customer1'), await codeOf('customer2')];
    expect(c1).toBeTruthy();
    expect(c1).not.toBe(c2);

    const mine = await as('customer1', 'UserShippingAddress/GetShippingAddresses', {});
    expect(mine.Code, mine.Message).toBe(0);
    // Only the warehouse serving the customer's site, and only its active address.
    const own = withoutSeeded(mine.Data as { Id: number; WarehouseName: string }[], seeded);
    expect(own.map((a) => a.WarehouseName)).toEqual(['Shenzhen hub']);
    expect(own[0]).toMatchObject({
      WarehouseName: 'Shenzhen hub',
      Consignee: `Zhang San (${c1})`,
      Address: `1 Harbour Road, bay 3, mark ${c1}`,
    });
    expect(own[0]).not.toHaveProperty('IsDeactivate');
    const theirs = await as('customer2', 'UserShippingAddress/GetShippingAddresses', {});
    const theirOwn = withoutSeeded(theirs.Data as { Id: number; Consignee: string }[], seeded);
    expect(theirOwn[0]!.Consignee).toBe(`Zhang San (${c2})`);
    expect((await as('admin', 'UserShippingAddress/GetShippingAddresses', {})).Code).toBe(1);
  });
});
