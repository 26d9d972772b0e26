import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableQuotations,
  billLines,
  chargeRules,
  expenseTypes,
  menus,
  roleMenus,
  roles,
  seededMenus,
  valueAddedServiceGroupings,
  valueAddedServices,
} from '../src/db/schema/index.js';
import { CUSTOMER_MENU_TREE, STAFF_MENU_TREE, seedEntries, walkSeedMenus } from '../src/seed/menu-tree.js';
import { bringSeedUpToDate } from '../src/seed/sync.js';
import { freshDatabaseUrl, startTestServer, type TestServer } from './helpers/server.js';

const TREES = [
  [1, STAFF_MENU_TREE],
  [2, CUSTOMER_MENU_TREE],
] as const;

describe('seed keys', () => {
  it('names every node of a seeded tree once', () => {
    for (const [classification, tree] of TREES) {
      const keys = seedEntries(tree).map((e) => e.key);
      expect(keys.length).toBe([...walkSeedMenus(tree)].length);
      // Two nodes with one key would be one node to every site: give one a name of its own.
      expect(
        keys.filter((k, i) => keys.indexOf(k) !== i),
        `classification ${classification}`,
      ).toEqual([]);
    }
  });
});

describe('start-up brings the seeded rows up to date', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-seed-sync-'));
  let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let s: TestServer;
  const start = () => startTestServer({ dataDir, databaseUrl: fresh.url });

  beforeAll(async () => {
    fresh = await freshDatabaseUrl();
    s = await start();
  });
  afterAll(async () => {
    await s.close();
    await fresh.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => s.deps.db;
  const rowOf = async (classification: number, key: string) =>
    (
      await db()
        .select()
        .from(menus)
        .where(and(eq(menus.classification, classification), eq(menus.seedKey, key)))
    )[0];
  const roleId = async (code: string) => (await db().select().from(roles).where(eq(roles.code, code)))[0]!.id;
  const grantedTo = async (code: string) =>
    new Set(
      (
        await db()
          .select({ id: roleMenus.menuId })
          .from(roleMenus)
          .where(eq(roleMenus.roleId, await roleId(code)))
      ).map((r) => r.id),
    );
  /** A seeded node gone from the database and from the record, as a node a later release adds. */
  async function forget(classification: number, key: string) {
    await db()
      .delete(menus)
      .where(and(eq(menus.classification, classification), eq(menus.seedKey, key)));
    await db()
      .delete(seededMenus)
      .where(
        and(
          eq(seededMenus.classification, classification),
          sql`(${seededMenus.seedKey} = ${key} or ${seededMenus.seedKey} like ${`${key}/%`})`,
        ),
      );
  }

  it('keeps the key of every seeded node on its row and in the record', async () => {
    for (const [classification, tree] of TREES) {
      const want = seedEntries(tree)
        .map((e) => e.key)
        .sort();
      const onRows = await db()
        .select({ key: menus.seedKey })
        .from(menus)
        .where(and(eq(menus.classification, classification), isNotNull(menus.seedKey)));
      expect(onRows.map((r) => r.key).sort()).toEqual(want);
      const recorded = await db()
        .select({ key: seededMenus.seedKey })
        .from(seededMenus)
        .where(eq(seededMenus.classification, classification));
      expect(recorded.map((r) => r.key).sort()).toEqual(want);
    }
  });

  it('costs one statement when nothing is missing', async () => {
    let statements = 0;
    const query: TestServer['database']['query'] = (name, text, values) => {
      statements++;
      return s.database.query(name, text, values);
    };
    const handle = new Proxy({} as TestServer['database']['db'], {
      get() {
        throw new Error('the check went past its one statement');
      },
    });
    expect(await bringSeedUpToDate({ db: handle, query })).toBeNull();
    expect(statements).toBe(1);
  });

  it("keeps staff's changes and adds what the seed gained, granted as seeded, after a restart", async () => {
    const admin = (await s.signIn('admin')).AccessToken;
    const as = (p: string, body: unknown) => s.call(p, body, { token: admin, lang: 'en-us' });
    const edit = async (key: string, change: object) => {
      const d = (await as('Menus/GetEditBackstageMenuInfo', { Id: (await rowOf(1, key))!.id })).Data;
      const r = await as('Menus/EditBackstageMenu', { ...d, ...change });
      expect(r.Code, r.Message).toBe(0);
    };
    await edit('CurrencyIndex', { Name: 'Money we take' });
    await edit('CarrierIndex', { Invisible: true });
    const removed = await as('Menus/DeleteBackstageMenu', {
      Id: (await rowOf(1, 'CurrencyIndex/Currencies:DeleteCurrency'))!.id,
    });
    expect(removed.Code, removed.Message).toBe(0);
    // ShelvesIndex (a clerk screen, some of its buttons not the clerk's) and a customer screen
    // stand for nodes a later release adds.
    await forget(1, 'ShelvesIndex');
    await forget(2, 'UserCommodityIndex');

    await s.close();
    s = await start();

    expect((await rowOf(1, 'CurrencyIndex'))!.name).toBe('Money we take');
    expect((await rowOf(1, 'CarrierIndex'))!.invisible).toBe(true);
    expect(await rowOf(1, 'CurrencyIndex/Currencies:DeleteCurrency')).toBeUndefined();

    const shelves = seedEntries(STAFF_MENU_TREE).filter(
      (e) => e.key === 'ShelvesIndex' || e.parentKey === 'ShelvesIndex',
    );
    const screen = (await rowOf(1, 'ShelvesIndex'))!;
    expect(screen).toMatchObject({
      router: 'ShelvesIndex',
      type: 2,
      parentId: (await rowOf(1, 'WarehouseManagement'))!.id,
    });
    // In its seeded place among its siblings, between the two it sits between in the seed.
    const siblings = await db()
      .select({ key: menus.seedKey })
      .from(menus)
      .where(eq(menus.parentId, screen.parentId!))
      .orderBy(menus.sort, menus.id);
    const order = siblings.map((r) => r.key);
    expect(order.slice(order.indexOf('ShelvesIndex') - 1, order.indexOf('ShelvesIndex') + 2)).toEqual([
      'WarehousePartitionIndex',
      'ShelvesIndex',
      'ShelvesBatchAdd',
    ]);
    const ids = new Map<string, number>();
    for (const e of shelves) ids.set(e.key, (await rowOf(1, e.key))!.id);
    const admins = await grantedTo('super_admin');
    const clerks = await grantedTo('warehouse_clerk');
    expect(shelves.filter((e) => !admins.has(ids.get(e.key)!))).toEqual([]);
    expect(shelves.filter((e) => clerks.has(ids.get(e.key)!)).map((e) => e.key)).toEqual(
      shelves.filter((e) => e.clerk).map((e) => e.key),
    );
    expect(shelves.filter((e) => !e.clerk).length).toBeGreaterThan(0);
    const clerkMenus = await s.call('Menus/GetCurrentUserMenus', {}, { token: (await s.signIn('clerk')).AccessToken });
    expect(JSON.stringify(clerkMenus.Data)).toContain('"ShelvesIndex"');

    const customerScreen = (await rowOf(2, 'UserCommodityIndex'))!;
    expect(customerScreen.parentId).toBe((await rowOf(2, 'UserWarehouseManagement'))!.id);
    expect((await grantedTo('customer')).has(customerScreen.id)).toBe(true);
    expect(await bringSeedUpToDate(s.database)).toBeNull();
  });

  it('adds a missing node once when two servers start at once', async () => {
    await forget(1, 'InventoryReportIndex');
    const [a, b] = await Promise.all([bringSeedUpToDate(s.database), bringSeedUpToDate(s.database)]);
    const added = [...(a?.menus ?? []), ...(b?.menus ?? [])];
    const entries = seedEntries(STAFF_MENU_TREE).filter(
      (e) => e.key === 'InventoryReportIndex' || e.parentKey === 'InventoryReportIndex',
    );
    expect(added.sort()).toEqual(entries.map((e) => `1:${e.key}`).sort());
    const rows = await db()
      .select({ key: menus.seedKey })
      .from(menus)
      .where(sql`${menus.seedKey} like 'InventoryReportIndex%'`);
    expect(rows.length).toBe(entries.length);
  });

  it('adds back a missing seeded role or system expense type, and changes none that is there', async () => {
    await db().update(expenseTypes).set({ name: 'Carriage' }).where(eq(expenseTypes.code, 'FREIGHT'));
    // The demo prices bill as the system types: a site that lost one had none pointing at it.
    for (const t of [billLines, availableQuotations, valueAddedServiceGroupings, valueAddedServices, chargeRules])
      await db().delete(t);
    await db().delete(expenseTypes).where(eq(expenseTypes.code, 'VALUE_ADDED'));
    await db().update(roles).set({ name: 'Shoppers' }).where(eq(roles.code, 'customer'));
    await db().delete(roles).where(eq(roles.code, 'warehouse_clerk'));
    const added = await bringSeedUpToDate(s.database);
    expect(added).toMatchObject({ roles: ['warehouse_clerk'], expenseTypes: ['VALUE_ADDED'], menus: [] });
    const types = await db().select().from(expenseTypes);
    expect(types.find((t) => t.code === 'FREIGHT')!.name).toBe('Carriage');
    expect(types.find((t) => t.code === 'VALUE_ADDED')).toMatchObject({ systemVariables: true });
    const [customer] = await db().select().from(roles).where(eq(roles.code, 'customer'));
    expect(customer!.name).toBe('Shoppers');
    expect(await bringSeedUpToDate(s.database)).toBeNull();
  });
});
