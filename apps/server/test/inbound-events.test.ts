import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ShelveOutcome, SignOutcome } from '@wms/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from './helpers/server.js';
import { type ServerProcess, startServerProcess } from './reliability/process.js';
import { report, sized } from './reliability/report.js';

/**
 * Inbound's events with two server PROCESSES on one PostgreSQL (docs/domain.md, "Parcels",
 * Events): parcels are signed in and shelved through both at once, each parcel scanned at both
 * stations at the same moment, while both processes' dispatchers run the outbox. Every move is
 * written once with its event, and the owner-notices consumer handles each event once: the owner
 * gets exactly one message per signing and per shelving. Needs PostgreSQL (the embedded database
 * is one process's), so it runs in the postgres project, as the other multi-process suites do.
 */
const enabled = process.env.TEST_DRIVER === 'postgres';
const PARCELS = sized(12, 60);

describe.runIf(enabled)('inbound events with two server processes on one database', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;
  let drop: () => Promise<void>;
  const dirs: string[] = [];
  const tokens = { a: {} as Record<string, string>, b: {} as Record<string, string> };
  let warehouse: number;
  let shelfNumber: string;
  let owner: number;

  const q = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const ok = async (p: Promise<{ Code: number; Message: string; Data: any }>, what: string) => {
    const r = await p;
    if (r.Code !== 0) throw new Error(`${what}: Code ${r.Code} ${r.Message}`);
    return r.Data;
  };

  beforeAll(async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
    const env = (name: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wms-inbound-events-${name}-`));
      dirs.push(dir);
      return {
        DATABASE_URL: fresh.url,
        REDIS_URL: process.env.REDIS_URL,
        DATA_DIR: dir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Both dispatchers poll often, so they compete for every delivery.
        EVENT_POLL_MS: '25',
      };
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServerProcess(env('a'));
    b = await startServerProcess(env('b'));
    for (const [key, s] of [
      ['a', a],
      ['b', b],
    ] as const)
      for (const name of ['admin', 'clerk', 'customer1'] as const)
        tokens[key][name] = (await s.signIn(name)).AccessToken;
    // A warehouse of its own with one shelf: the demo data's parcels are elsewhere.
    const [site] = await q<{ id: number }>('select id from sites order by id limit 1');
    warehouse = await ok(
      a.call(
        'Warehouse/EstablishWarehouse',
        { Name: 'Two-process hub', PersonInCharge: 'Li Lei', SiteIds: [site!.id] },
        { token: tokens.a.admin },
      ),
      'warehouse',
    );
    const partition = await ok(
      a.call(
        'WarehousePartitions/EstablishWarehousePartition',
        { Name: 'Two-process zone', SiteId: site!.id, WarehouseId: warehouse, PartitionType: 1 },
        { token: tokens.a.admin },
      ),
      'partition',
    );
    shelfNumber = 'TP-01';
    await ok(
      b.call(
        'Shelves/EstablishShelves',
        { WarehouseId: warehouse, PartitionId: partition, ShelvesNumber: shelfNumber },
        { token: tokens.b.admin },
      ),
      'shelf',
    );
    const [me] = await q<{ id: number }>("select id from users where user_name = 'customer1'");
    owner = me!.id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    await drop?.();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it('moves each parcel once and tells its owner once per move, whichever process handles it', async () => {
    const started = Date.now();
    // Forecast through A.
    const numbers = Array.from({ length: PARCELS }, (_, i) => `TP${Date.now() % 100_000_000}N${i}`);
    const doc = await ok(
      a.call(
        'UserWarehouseDocument/EstablishWarehouseDocument',
        {
          WarehouseId: warehouse,
          Packages: numbers.map((TrackingNumber) => ({
            TrackingNumber,
            Goods: [{ ProductName: 'Boots', Quantity: 1 }],
          })),
        },
        { token: tokens.a.customer1 },
      ),
      'forecast',
    );
    const parcels = await q<{ id: number; number: string; tracking_key: string }>(
      'select id, number, tracking_key from packages where document_id = $1 order by id',
      [doc],
    );
    expect(parcels).toHaveLength(PARCELS);
    const ids = parcels.map((p) => Number(p.id));
    const half = Math.floor(PARCELS / 2);

    // Signing: the first half scanned at a station on A and one on B at the same moment; the
    // rest signed as a batch on both at once.
    const scans = await Promise.all(
      numbers
        .slice(0, half)
        .flatMap((n) => [
          a.call(
            'PackageSigning/SignScan',
            { Scan: n, WarehouseId: warehouse, Weight: '2' },
            { token: tokens.a.clerk },
          ),
          b.call(
            'PackageSigning/SignScan',
            { Scan: n, WarehouseId: warehouse, Weight: '2' },
            { token: tokens.b.admin },
          ),
        ]),
    );
    expect(scans.map((r) => r.Code)).toEqual(scans.map(() => 0));
    for (let i = 0; i < half; i++)
      expect([scans[2 * i]!.Data.Outcome, scans[2 * i + 1]!.Data.Outcome].sort(), numbers[i]).toEqual([
        SignOutcome.Signed,
        SignOutcome.AlreadySigned,
      ]);
    const batches = await Promise.all([
      a.call('PackageSigning/SignPackages', { Ids: ids.slice(half) }, { token: tokens.a.clerk }),
      b.call('PackageSigning/SignPackages', { Ids: ids.slice(half) }, { token: tokens.b.clerk }),
    ]);
    expect(batches.map((r) => r.Code)).toEqual([0, 0]);
    const signedByBatch = batches.flatMap((r) => r.Data.Moved.map((m: { Id: number }) => m.Id)).sort((x, y) => x - y);
    expect(signedByBatch).toEqual(ids.slice(half));

    // Shelving: every other parcel scanned onto the shelf on both processes at once.
    const toShelve = parcels.filter((_, i) => i % 2 === 0);
    const shelved = await Promise.all(
      toShelve.flatMap((p) => [
        a.call(
          'PackagePutOnShelves/ShelveScan',
          { PackageScan: p.number, ShelfScan: shelfNumber },
          { token: tokens.a.clerk },
        ),
        b.call(
          'PackagePutOnShelves/ShelveScan',
          { PackageScan: p.number, ShelfScan: shelfNumber },
          { token: tokens.b.clerk },
        ),
      ]),
    );
    // One of the two shelves it; the other is told it is there already (a repeated scan is
    // harmless: docs/domain.md, "Scans at receiving").
    for (let i = 0; i < toShelve.length; i++) {
      const pair = [shelved[2 * i]!, shelved[2 * i + 1]!];
      expect(pair.map((r) => [r.Code, r.Data?.Outcome]).sort(), toShelve[i]!.number).toEqual([
        [0, ShelveOutcome.Shelved],
        [0, ShelveOutcome.AlreadyShelved],
      ]);
    }

    // Each move once, with its one event.
    const events = await q<{ record_id: number; type: string; n: number }>(
      `select record_id, type, count(*)::int as n from business_events
       where entity = 'Package' and record_id = any($1::int[]) group by 1, 2`,
      [ids],
    );
    const eventCount = (type: string) => events.filter((e) => e.type === type).length;
    expect(events.filter((e) => e.n !== 1)).toEqual([]);
    expect(eventCount('Package.sign')).toBe(PARCELS);
    expect(eventCount('Package.shelve')).toBe(toShelve.length);
    const history = await q<{ n: number }>(
      "select count(*)::int as n from state_history where entity = 'Package' and record_id = any($1::int[])",
      [ids],
    );
    expect(history[0]!.n).toBe(PARCELS + toShelve.length);

    // Both dispatchers drain the outbox: every delivery of these events done, each taken once.
    const deliveries = () =>
      q<{ state: number; attempts: number; consumer: string }>(
        `select d.state, d.attempts, d.consumer from event_deliveries d join business_events e on e.id = d.event_id
         where e.entity = 'Package' and e.record_id = any($1::int[])`,
        [ids],
      );
    await expect
      .poll(async () => (await deliveries()).filter((d) => d.state !== 1).length, { timeout: 30_000, interval: 100 })
      .toBe(0);
    const done = await deliveries();
    expect(done.filter((d) => d.consumer === 'owner-notices')).toHaveLength(PARCELS + toShelve.length);
    expect(done.filter((d) => d.attempts !== 1)).toEqual([]);

    // The owner's messages: one per signing and one per shelving of each parcel, read from the
    // table and through the other process's API.
    const messages = await q<{ message: string; texts: { message: Record<string, string> } | null }>(
      'select message, texts from user_messages where user_id = $1',
      [owner],
    );
    const english = messages.map((m) => m.texts?.message?.['en-us'] ?? m.message);
    for (const p of parcels) {
      const mine = english.filter((m) => m.includes(p.number));
      const signing = mine.filter((m) => /arrived/.test(m)).length;
      const shelving = mine.filter((m) => /on a shelf/.test(m)).length;
      expect([p.number, signing, shelving]).toEqual([p.number, 1, toShelve.includes(p) ? 1 : 0]);
    }
    const listed: { Message: string }[] = [];
    for (let page = 1; ; page++) {
      const r = await b.call(
        'UserMessages/GetUserMessages',
        { index: page, rows: 100 },
        { token: tokens.b.customer1, lang: 'en-us' },
      );
      expect(r.Code, r.Message).toBe(0);
      listed.push(...r.Data);
      if (r.Data.length < 100) break;
    }
    const about = listed.filter((m) => parcels.some((p) => m.Message.includes(p.number)));
    expect(about).toHaveLength(PARCELS + toShelve.length);
    report('inbound events: two processes', {
      cases: scans.length + 2 + shelved.length,
      violations: 0,
      extra: { parcels: PARCELS, messages: about.length, ms: Date.now() - started },
    });
  }, 120_000);
});
