import { eq, sql } from 'drizzle-orm';
import { commodities, sites, users } from '../../src/db/schema/index.js';
import { adjust, type Quantity } from '../../src/modules/warehouse/inventory/stock.js';
import type { TestServer } from './server.js';

/**
 * Fixtures of the stock tests: a warehouse with a partition made through the API, commodities
 * inserted directly (they belong to a customer), and stock put on shelves through the inventory
 * module's own `adjust`, as the inbound calls will.
 */

export async function demoSiteId(s: TestServer): Promise<number> {
  return (await s.deps.db.select({ id: sites.id }).from(sites).orderBy(sites.id).limit(1))[0]!.id;
}

export async function userId(s: TestServer, userName: string): Promise<number> {
  return (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;
}

/** A warehouse serving the demo site and one partition of it: `{ warehouse, partition }`. */
export async function warehouseWithPartition(s: TestServer, token: string, name: string) {
  const siteId = await demoSiteId(s);
  const w = await s.call(
    'Warehouse/EstablishWarehouse',
    { Name: name, PersonInCharge: 'Li Lei', SiteIds: [siteId] },
    { token },
  );
  if (w.Code !== 0) throw new Error(w.Message);
  const p = await s.call(
    'WarehousePartitions/EstablishWarehousePartition',
    { Name: `${name} zone`, SiteId: siteId, WarehouseId: w.Data, PartitionType: 1 },
    { token },
  );
  if (p.Code !== 0) throw new Error(p.Message);
  return { warehouse: w.Data as number, partition: p.Data as number };
}

export async function makeCommodity(
  s: TestServer,
  owner: string,
  code: string,
  size: { length?: string; width?: string; height?: string } = {},
): Promise<number> {
  const [row] = await s.deps.db
    .insert(commodities)
    .values({
      ownerId: await userId(s, owner),
      siteId: await demoSiteId(s),
      code,
      chineseName: `商品 ${code}`,
      ...size,
    })
    .returning({ id: commodities.id });
  return row!.id;
}

/** Puts `n` units of a commodity on a shelf (or takes them, n < 0) through the inventory module. */
export function putStock(
  s: TestServer,
  commodityId: number,
  shelfId: number,
  n: number,
  quantity: Quantity = 'available',
) {
  return s.deps.db.transaction((tx) =>
    adjust(tx, {
      commodityId,
      shelfId,
      quantity,
      delta: n,
      operationType: 1,
      content: 'test stock',
      ctx: { operatorId: null, lang: 'en-us' },
    }),
  );
}

/** Every shelf's goods quantity equals the sum of the totals on it plus one for each parcel on it
 * (Shippable, alone or in a bin): the rows that break it. */
export async function outOfStep(s: TestServer) {
  const res = await s.deps.db.execute(sql`
    select s.id, s.goods_quantity, t.total, t.parcels
    from shelves s cross join lateral (
      select coalesce((select sum(i.total) from inventories i where i.shelf_id = s.id), 0)::int as total,
        (select count(*) from packages p where p.shelf_id = s.id and p.status = 4)::int as parcels
    ) t
    where s.goods_quantity <> t.total + t.parcels`);
  return res.rows;
}
