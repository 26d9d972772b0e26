import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shelves, sites, warehousePartitions, warehouses } from '../src/db/schema/index.js';
import { countQuery } from '../src/platform/paging.js';
import { startTestServer, type TestServer } from './helpers/server.js';

/** The trigger-kept counts behind unfiltered list totals stay exact through every kind of write. */
let s: TestServer;
let partition: { id: number; warehouseId: number };

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  const [site] = await db.select({ id: sites.id }).from(sites).limit(1);
  const [w] = await db.insert(warehouses).values({ name: 'Count hub', personInCharge: 'x' }).returning();
  const [p] = await db
    .insert(warehousePartitions)
    .values({ siteId: site!.id, warehouseId: w!.id, name: 'P', partitionType: 1 })
    .returning();
  partition = { id: p!.id, warehouseId: w!.id };
});
afterAll(() => s.close());

const kept = async () => (await countQuery(s.deps.db, shelves, undefined))[0]!.count;
const real = async () => Number((await s.deps.db.select({ n: count() }).from(shelves))[0]!.n);
const shelf = (number: string) => ({ warehouseId: partition.warehouseId, partitionId: partition.id, number });

describe('row counts', () => {
  it('follow single and multi-row inserts and deletes, and ignore rolled-back writes', async () => {
    const db = s.deps.db;
    // The demo seed's shelves are counted from the start.
    const seeded = await real();
    expect(await kept()).toBe(seeded);
    await db.insert(shelves).values(shelf('A-1'));
    await db.insert(shelves).values(['A-2', 'A-3', 'A-4'].map(shelf));
    expect(await kept()).toBe(seeded + 4);
    await db.delete(shelves).where(sql`${shelves.number} in ('A-2', 'A-3')`);
    expect(await kept()).toBe(seeded + 2);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(shelves).values(['B-1', 'B-2'].map(shelf));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await kept()).toBe(seeded + 2);
    expect(await real()).toBe(seeded + 2);
  });

  it('count with the filter when there is one', async () => {
    const filtered = await countQuery(s.deps.db, shelves, eq(shelves.number, 'A-1'));
    expect(Number(filtered[0]!.count)).toBe(1);
  });
});
