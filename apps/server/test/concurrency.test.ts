import { ShelveOutcome, SignOutcome } from '@wms/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELF_LEDGER } from '../src/modules/warehouse/inventory/stock.js';
import { sha256 } from '../src/platform/keys.js';
import { verifyLedger } from '../src/platform/ledger.js';
import { type ApiResult, startTestServer, type TestServer } from './helpers/server.js';
import { makeCommodity, outOfStep, putStock, warehouseWithPartition } from './helpers/stock.js';
import { check, type Race, race, raceTally } from './reliability/race.js';
import { report, sized } from './reliability/report.js';

/**
 * Part 3 of the reliability suites: identical state-changing calls fired at once, each race
 * checked against what must hold afterwards. Bounded in `npm test`, larger under RELIABILITY=full.
 */
const N = sized(20, 100);
const ROUNDS = sized(1, 5);

let s: TestServer;
let admin: string;
let clerk: string;
let customers: [string, string];
let wh: { warehouse: number; partition: number };
let sku: number;
const tally = raceTally();

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
  clerk = (await s.signIn('clerk')).AccessToken;
  customers = [(await s.signIn('customer1')).AccessToken, (await s.signIn('customer2')).AccessToken];
  wh = await warehouseWithPartition(s, admin, 'Race hub');
  sku = await makeCommodity(s, 'customer1', 'RACE-1', { length: '1', width: '1', height: '1' });
});
afterAll(async () => {
  report('concurrency', { cases: tally.calls, violations: tally.violations, extra: { races: tally.races } });
  await s?.close();
});

const rows = async <T>(q: ReturnType<typeof sql>) => (await s.deps.db.execute(q)).rows as T[];
const one = async (q: ReturnType<typeof sql>) => Number(Object.values((await rows<object>(q))[0] ?? { n: 0 })[0]);

const available = (shelfId: number) =>
  one(
    sql`select coalesce(sum(available), 0)::int from inventories where commodity_id = ${sku} and shelf_id = ${shelfId}`,
  );
const goods = (shelfId: number) => one(sql`select goods_quantity from shelves where id = ${shelfId}`);
const logCount = (shelfId: number) => one(sql`select count(*)::int from shelf_logs where shelf_id = ${shelfId}`);

/** A shelf's log is one unbroken chain: each entry starts where the one before ended. A movement
 * that read the quantity before taking the lock would log a stale "before". */
async function brokenLogChain(shelfId: number): Promise<string[]> {
  const logs = await rows<{ id: number; quantity_before: number; quantity_after: number }>(
    sql`select id, quantity_before, quantity_after from shelf_logs where shelf_id = ${shelfId} order by id`,
  );
  const out: string[] = [];
  for (let k = 1; k < logs.length; k++) {
    if (logs[k]!.quantity_before !== logs[k - 1]!.quantity_after) {
      out.push(
        `shelf ${shelfId} log ${logs[k]!.id} starts at ${logs[k]!.quantity_before}, the one before ended at ${logs[k - 1]!.quantity_after}`,
      );
    }
  }
  return out;
}

let shelfSeq = 0;
async function newShelf(): Promise<number> {
  const r = await s.call(
    'Shelves/EstablishShelves',
    { WarehouseId: wh.warehouse, PartitionId: wh.partition, ShelvesNumber: `RC-${++shelfSeq}` },
    { token: admin },
  );
  if (r.Code !== 0) throw new Error(r.Message);
  return r.Data as number;
}

const run = async <C>(r: Race<C>) => {
  const outcome = tally.add(await race(r));
  expect(outcome.violations).toEqual([]);
  return outcome;
};
const accepted = (results: ApiResult[]) => results.filter((r) => r.Code === 0).length;

describe(`concurrency: ${N} identical calls at once`, () => {
  it('conserves the sum of two shelves through transfers both ways', async () => {
    const START = 10;
    // Two thirds go a -> b, so a runs dry and the late ones are refused (Code 4) mid-race.
    const fromA = (i: number) => i % 3 !== 0;
    const amount = (i: number) => 1 + (i % 4);
    await run({
      name: 'shelf transfers',
      n: N,
      rounds: ROUNDS,
      codes: [0, 4],
      before: async () => {
        const a = await newShelf();
        const b = await newShelf();
        await putStock(s, sku, a, START);
        await putStock(s, sku, b, START);
        return { a, b, logs: (await logCount(a)) + (await logCount(b)) };
      },
      call: (i, { a, b }) =>
        s.call(
          'Shelves/TransferGoods',
          { FromShelfId: fromA(i) ? a : b, ToShelfId: fromA(i) ? b : a, CommodityId: sku, Quantity: amount(i) },
          { token: clerk },
        ),
      invariant: async (results, { a, b, logs }) => {
        const [qa, qb] = [await available(a), await available(b)];
        // Where the accepted moves say a must stand: nothing lost, nothing made up.
        const netToA = results.reduce((n, r, i) => (r.Code === 0 ? n + (fromA(i) ? -amount(i) : amount(i)) : n), 0);
        return [
          ...check.equal('sum of available on both shelves', qa + qb, 2 * START),
          ...check.equal('available on a after the accepted moves', qa, START + netToA),
          ...check.atLeast('available on a', qa, 0),
          ...check.atLeast('available on b', qb, 0),
          ...check.equal('goods on both shelves', (await goods(a)) + (await goods(b)), 2 * START),
          ...check.none('shelves whose goods quantity is not the sum of their stock', await outOfStep(s)),
          ...check.equal(
            'shelf logs written (two per accepted move)',
            (await logCount(a)) + (await logCount(b)),
            logs + 2 * accepted(results),
          ),
          ...(await brokenLogChain(a)),
          ...(await brokenLogChain(b)),
          ...check.atLeast('transfers accepted', accepted(results), 1),
        ];
      },
    });
  });

  it('never takes stock below 0, and the result is the start plus the accepted adjustments', async () => {
    const START = 10;
    // More is taken than there is: the sum of all deltas is far below -START.
    const delta = (i: number) => (i % 3 === 0 ? 2 : -3);
    await run({
      name: 'stock adjustments',
      n: N,
      rounds: ROUNDS,
      codes: [0, 4],
      before: async () => {
        const shelf = await newShelf();
        await putStock(s, sku, shelf, START);
        return { shelf, logs: await logCount(shelf) };
      },
      call: (i, { shelf }) =>
        s.call(
          'Inventory/AdjustInventory',
          { CommodityId: sku, ShelfId: shelf, Mode: 2, Quantity: delta(i) },
          { token: clerk },
        ),
      invariant: async (results, { shelf, logs }) => {
        const final = await available(shelf);
        const expected = results.reduce((n, r, i) => (r.Code === 0 ? n + delta(i) : n), START);
        const negativeAnswers = results.filter((r) => r.Code === 0 && (r.Data.Available < 0 || r.Data.Total < 0));
        return [
          ...check.equal('available after the race', final, expected),
          ...check.atLeast('available after the race', final, 0),
          ...check.none(
            'answers showing a negative quantity',
            negativeAnswers.map((r) => r.Data),
          ),
          ...check.equal('goods quantity of the shelf', await goods(shelf), final),
          ...check.equal(
            'stock-take logs written (one per accepted call)',
            await logCount(shelf),
            logs + accepted(results),
          ),
          ...(await brokenLogChain(shelf)),
          ...check.atLeast('adjustments accepted', accepted(results), 1),
        ];
      },
    });
  });

  it('lets exactly one of identical batch shelf creations win, with no duplicate numbers', async () => {
    const [ROWS, COLUMNS] = [3, 4];
    let round = 0;
    const shelfTotal = () => one(sql`select count(*)::int from shelves`);
    await run({
      name: 'batch shelf creation',
      n: N,
      rounds: ROUNDS,
      codes: [0, 2, 4], // 2: the numbers were taken when it looked; 4: its insert lost the race
      before: async () => ({ prefix: `BR${++round}`, before: await shelfTotal() }),
      call: (_i, { prefix }) =>
        s.call(
          'Shelves/BatchAddShelves',
          {
            WarehouseId: wh.warehouse,
            PartitionId: wh.partition,
            Prefix: prefix,
            Rows: ROWS,
            Columns: COLUMNS,
            Separator: '-',
            PaddingDigits: 2,
          },
          { token: admin },
        ),
      invariant: async (results, { prefix, before }) => {
        const winners = results.filter((r) => r.Code === 0);
        const made = await one(
          sql`select count(*)::int from shelves where warehouse_id = ${wh.warehouse} and number like ${`${prefix}-%`}`,
        );
        return [
          ...check.equal('batches accepted', winners.length, 1),
          ...check.none(
            'winners answering another count',
            winners.filter((r) => r.Data !== ROWS * COLUMNS),
          ),
          ...check.equal('shelves of the batch', made, ROWS * COLUMNS),
          ...check.equal(
            'shelves in all (a refused batch writes nothing)',
            await shelfTotal(),
            before + ROWS * COLUMNS,
          ),
          ...check.none(
            'numbers held twice in one warehouse',
            await rows(sql`select warehouse_id, lower(number) as number, count(*)::int as n from shelves
              group by warehouse_id, lower(number) having count(*) > 1`),
          ),
          // The unfiltered list's Total comes from this counter, kept by statement triggers.
          ...check.equal(
            'row counter of shelves',
            await one(sql`select n::int from row_counts where table_name = 'shelves'`),
            await shelfTotal(),
          ),
        ];
      },
    });
  });

  it('lets one refresh of a token win; the others count as reuse and end the session', async () => {
    await run({
      name: 'token refresh',
      n: N,
      rounds: ROUNDS,
      codes: [0, 1],
      before: async () => {
        const pair = await s.signIn('customer1');
        const [row] = await rows<{ session_id: string }>(
          sql`select session_id from refresh_tokens where token_hash = ${sha256(pair.RefreshToken)}`,
        );
        return { pair, session: row!.session_id };
      },
      call: (_i, { pair }) => s.call('Account/RefreshToken', { Token: pair.RefreshToken }),
      invariant: async (results, { session }) => {
        const winners = results.filter((r) => r.Code === 0);
        const out = [
          ...check.equal('refreshes accepted', winners.length, 1),
          ...check.none(
            'refused refreshes not answered 401',
            results.filter((r) => r.Code !== 0 && r.status !== 401).map((r) => [r.status, r.Code]),
          ),
          // One token spent, one issued: a loser that also rotated would leave a third.
          ...check.equal(
            'refresh tokens of the session',
            await one(sql`select count(*)::int from refresh_tokens where session_id = ${session}`),
            2,
          ),
        ];
        if (results.length > 1) {
          const [state] = await rows<{ revoked_reason: string | null }>(
            sql`select revoked_reason from sessions where id = ${session}`,
          );
          out.push(...check.equal('session revoked as', state?.revoked_reason ?? null, 'refresh token reused'));
          const fresh = winners[0]?.Data as { AccessToken: string; RefreshToken: string } | undefined;
          if (fresh) {
            const me = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: fresh.AccessToken });
            out.push(...check.equal("the winner's access token after the reuse (Code)", me.Code, 1));
            const again = await s.call('Account/RefreshToken', { Token: fresh.RefreshToken });
            out.push(...check.equal("the winner's refresh token after the reuse (Code)", again.Code, 1));
          }
        }
        return out;
      },
    });
  });
});

// ---- Inbound (docs/domain.md, "Parcels") -------------------------------------------------------

let parcelSeq = 0;
/** A tracking number nothing else in the database holds (the demo data's parcels included). */
const newTracking = () => `RC${Date.now() % 1_000_000}X${++parcelSeq}`;

/** customer1 forecasts parcels to the race warehouse; answers their package ids in order. */
async function forecast(numbers: string[]): Promise<number[]> {
  const r = await s.call(
    'UserWarehouseDocument/EstablishWarehouseDocument',
    { WarehouseId: wh.warehouse, Packages: numbers.map((TrackingNumber) => ({ TrackingNumber, Goods: [] })) },
    { token: customers[0] },
  );
  if (r.Code !== 0) throw new Error(r.Message);
  const found = await rows<{ id: number }>(sql`select id from packages where document_id = ${r.Data} order by id`);
  return found.map((x) => Number(x.id));
}

const shelfNumber = async (id: number) =>
  (await rows<{ number: string }>(sql`select number from shelves where id = ${id}`))[0]!.number;
const historyRows = (entity: string, id: number, to?: number) =>
  one(sql`select count(*)::int from state_history where entity = ${entity} and record_id = ${id}
    ${to === undefined ? sql`` : sql`and to_state = ${to}`}`);
const eventsOf = (type: string, id: number) =>
  one(sql`select count(*)::int from business_events where type = ${type} and record_id = ${id}`);

/** An unknown item both customers claim: the item, their claims (customer1's first), its number. */
async function rivalClaims() {
  const tracking = newTracking();
  const r = await s.call('PackageSigning/SignScan', { Scan: tracking, WarehouseId: wh.warehouse }, { token: clerk });
  const item = r.Data.UnknownItemId as number;
  const claims: number[] = [];
  for (const token of customers) {
    const c = await s.call(
      'UserUnknownItem/ParcelTrackingNumberClaim',
      { TrackingNumber: tracking, Note: 'mine' },
      { token },
    );
    if (c.Code !== 0) throw new Error(c.Message);
    claims.push(c.Data as number);
  }
  return { item, claims, tracking };
}

describe(`concurrency: inbound, ${N} calls at once`, () => {
  it('signs a parcel scanned at once at every station once: one history row, one event', async () => {
    await run({
      name: 'signing one parcel',
      n: N,
      rounds: ROUNDS,
      codes: [0],
      before: async () => {
        const tracking = newTracking();
        const [id] = await forecast([tracking]);
        return { tracking, id: id! };
      },
      call: (i, { tracking }) =>
        s.call(
          'PackageSigning/SignScan',
          { Scan: tracking, WarehouseId: wh.warehouse, Weight: '1.5' },
          { token: i % 2 ? admin : clerk },
        ),
      invariant: async (results, { id }) => {
        const outcomes = results.map((r) => r.Data?.Outcome);
        return [
          ...check.equal('scans that signed', outcomes.filter((o) => o === SignOutcome.Signed).length, 1),
          ...check.equal(
            'scans told it was signed already',
            outcomes.filter((o) => o === SignOutcome.AlreadySigned).length,
            results.length - 1,
          ),
          ...check.none(
            'scans answering another parcel or an unknown item',
            results.filter((r) => r.Data?.Package?.Id !== id).map((r) => r.Data),
          ),
          ...check.equal('history rows of the parcel', await historyRows('Package', id), 1),
          ...check.equal('signing events of the parcel (the owner told once)', await eventsOf('Package.sign', id), 1),
          ...check.equal(
            'unknown items made of it',
            await one(sql`select count(*)::int from unknown_items
            where tracking_key = (select tracking_key from packages where id = ${id})`),
            0,
          ),
        ];
      },
    });
  });

  it('shelves each parcel once when every parcel is shelved twice at once: the shelf counts each once', async () => {
    const parcels = Math.max(1, Math.floor(N / 2));
    await run({
      name: 'shelving parcels onto one shelf',
      n: N,
      rounds: ROUNDS,
      codes: [0, 4],
      before: async () => {
        const numbers = Array.from({ length: parcels }, newTracking);
        const ids = await forecast(numbers);
        const signed = await s.call('PackageSigning/SignPackages', { Ids: ids }, { token: clerk });
        if (signed.Data?.Moved?.length !== parcels) throw new Error(`signing: ${JSON.stringify(signed)}`);
        const shelf = await newShelf();
        return { numbers, ids, shelf, shelfNo: await shelfNumber(shelf) };
      },
      call: (i, { numbers, shelfNo }) =>
        s.call(
          'PackagePutOnShelves/ShelveScan',
          { PackageScan: numbers[i % parcels], ShelfScan: shelfNo },
          { token: i % 2 ? admin : clerk },
        ),
      invariant: async (results, { ids, shelf }) => [
        // The second scan of a parcel onto its shelf is answered as done, nothing changed
        // (docs/domain.md, "Parcels": a repeated scan is harmless).
        ...check.equal(
          'shelvings made (one per parcel)',
          results.filter((r) => r.Code === 0 && r.Data.Outcome === ShelveOutcome.Shelved).length,
          parcels,
        ),
        ...check.equal(
          'scans answered as already done (the rest)',
          results.filter((r) => r.Code === 0 && r.Data.Outcome === ShelveOutcome.AlreadyShelved).length,
          results.length - parcels,
        ),
        ...check.equal('goods on the shelf', await goods(shelf), parcels),
        ...check.equal('shelf log rows', await logCount(shelf), parcels),
        ...(await brokenLogChain(shelf)),
        ...check.none('shelf ledger breaks', await verifyLedger(s.deps.db, SHELF_LEDGER, shelf)),
        ...check.none('shelves whose goods quantity is not their stock and parcels', await outOfStep(s)),
        ...check.equal(
          'parcels on the shelf, Shippable',
          await one(sql`select count(*)::int from packages where shelf_id = ${shelf} and status = 4
            and id = any(${`{${ids.join(',')}}`}::int[])`),
          parcels,
        ),
        ...check.equal(
          'shelving history rows',
          await one(sql`select count(*)::int from state_history where entity = 'Package' and to_state = 4
            and record_id = any(${`{${ids.join(',')}}`}::int[])`),
          parcels,
        ),
      ],
    });
  });

  it('lets one forecast of a tracking number through; the others are refused and write nothing', async () => {
    const documents = () => one(sql`select count(*)::int from warehouse_documents`);
    await run({
      name: 'forecasting one tracking number',
      n: N,
      rounds: ROUNDS,
      // 2: it was waiting when the call looked (naming it); 4: the insert lost the race.
      codes: [0, 2, 4],
      before: async () => ({ tracking: newTracking(), docs: await documents() }),
      call: (i, { tracking }) =>
        s.call(
          'UserWarehouseDocument/EstablishWarehouseDocument',
          {
            WarehouseId: wh.warehouse,
            Packages: [{ TrackingNumber: tracking, Goods: [{ ProductName: 'Race', Quantity: 1 }] }],
          },
          { token: customers[i % 2] },
        ),
      invariant: async (results, { tracking, docs }) => [
        ...check.equal('forecasts accepted', accepted(results), 1),
        ...check.none(
          'Code 2 refusals not naming the tracking number',
          results
            .filter(
              (r) => r.Code === 2 && (r.Data?.Field !== 'Packages.0.TrackingNumber' || !r.Message.includes(tracking)),
            )
            .map((r) => [r.Data?.Field, r.Message]),
        ),
        ...check.equal(
          'packages waiting on the number',
          await one(sql`select count(*)::int from packages where tracking_key = ${tracking} and status = 1`),
          1,
        ),
        ...check.equal('documents written (a refused forecast writes none)', await documents(), docs + 1),
        ...check.none(
          'goods without their parcel',
          await rows(
            sql`select g.id from package_goods g left join packages p on p.id = g.package_id where p.id is null`,
          ),
        ),
      ],
    });
  });

  it('lets each customer hold one waiting claim of an unknown item however often both claim at once', async () => {
    await run({
      name: 'claiming one unknown item',
      n: N,
      rounds: ROUNDS,
      codes: [0, 4],
      before: async () => {
        const tracking = newTracking();
        const r = await s.call(
          'PackageSigning/SignScan',
          { Scan: tracking, WarehouseId: wh.warehouse },
          { token: clerk },
        );
        if (r.Data?.Outcome !== SignOutcome.UnknownItem) throw new Error(`not unknown: ${JSON.stringify(r)}`);
        return { tracking, item: r.Data.UnknownItemId as number };
      },
      call: (i, { tracking }) =>
        s.call(
          'UserUnknownItem/ParcelTrackingNumberClaim',
          { TrackingNumber: tracking, Note: `claim ${i}` },
          { token: customers[i % 2] },
        ),
      invariant: async (results, { item }) => [
        ...check.equal('claims accepted (one per customer)', accepted(results), Math.min(2, results.length)),
        ...check.none(
          'customers with more than one waiting claim',
          await rows(sql`select owner_id, count(*)::int as n from package_claims where unknown_item_id = ${item}
            and status = 1 group by owner_id having count(*) > 1`),
        ),
        ...check.equal(
          'state of the item (2: a claim waiting)',
          await one(sql`select status from unknown_items where id = ${item}`),
          2,
        ),
        ...check.equal('claim moves of the item', await historyRows('UnknownItem', item), 1),
      ],
    });
  });

  it('approves one of two claims of an item reviewed at once: one parcel made, the other claim refused', async () => {
    await run({
      name: 'approving rival claims',
      n: N,
      rounds: ROUNDS,
      codes: [0, 4],
      before: rivalClaims,
      call: (i, { claims }) =>
        s.call(
          'UnknownItem/ApprovePackageClaim',
          { Id: claims[i % 2], Note: `review ${i}` },
          { token: i % 4 < 2 ? admin : clerk },
        ),
      invariant: async (results, { item, claims, tracking }) => {
        const states = await rows<{ status: number }>(
          sql`select status from package_claims where id = any(${`{${claims.join(',')}}`}::int[]) order by status`,
        );
        const approvedOwner = await one(sql`select coalesce((select owner_id from package_claims
          where unknown_item_id = ${item} and status = 2), 0)::int`);
        return [
          ...check.equal('approvals accepted', accepted(results), 1),
          ...check.equal('claim states (approved, refused)', states.map((x) => x.status).join(','), '2,3'),
          ...check.equal(
            'state of the item (3: assigned)',
            await one(sql`select status from unknown_items where id = ${item}`),
            3,
          ),
          ...check.equal(
            'parcels made of the item',
            await one(sql`select count(*)::int from packages where tracking_key = ${tracking}`),
            1,
          ),
          ...check.equal(
            "the parcel is the approved claimant's",
            await one(sql`select coalesce((select p.owner_id from unknown_items i join packages p on p.id = i.package_id
              where i.id = ${item}), 0)::int`),
            approvedOwner,
          ),
          ...check.equal('approvals of the item in its history', await historyRows('UnknownItem', item, 3), 1),
        ];
      },
    });
  });

  it('keeps an item and its claims in step when they are approved, refused and withdrawn at once', async () => {
    // Each claim is approved and refused by staff and, customer2's, withdrawn: whichever comes
    // first decides, and the item ends assigned with one parcel, or unclaimed with none.
    const actions = [
      (c: number[], i: number) =>
        s.call('UnknownItem/ApprovePackageClaim', { Id: c[0], Note: `a${i}` }, { token: admin }),
      (c: number[], i: number) =>
        s.call('UnknownItem/ApprovePackageClaim', { Id: c[1], Note: `b${i}` }, { token: clerk }),
      (c: number[], i: number) =>
        s.call('UnknownItem/RefusePackageClaim', { Id: c[0], Note: `r${i}` }, { token: admin }),
      (c: number[]) => s.call('UserUnknownItem/DeletePackageClaim', { Id: c[1] }, { token: customers[1] }),
    ];
    await run({
      name: 'reviewing rival claims every way',
      n: N,
      rounds: ROUNDS,
      codes: [0, 4],
      before: rivalClaims,
      call: (i, { claims }) => actions[i % actions.length]!(claims, i),
      invariant: async (results, { item, claims, tracking }) => {
        const states = await rows<{ status: number; owner_id: number }>(
          sql`select status, owner_id from package_claims where id = any(${`{${claims.join(',')}}`}::int[])`,
        );
        const approved = states.filter((c) => c.status === 2);
        const itemState = await one(sql`select status from unknown_items where id = ${item}`);
        const lastMove = await one(sql`select coalesce((select to_state from state_history where entity = 'UnknownItem'
          and record_id = ${item} order by id desc limit 1), 0)::int`);
        const parcels = await rows<{ owner_id: number }>(
          sql`select owner_id from packages where tracking_key = ${tracking}`,
        );
        return [
          ...check.none('claims approved beyond the first', approved.slice(1)),
          ...check.none(
            'claims still waiting after each was acted on',
            states.filter((c) => c.status === 1),
          ),
          ...check.equal('state of the item', itemState, approved.length ? 3 : 1),
          ...check.equal("the item's last history row", lastMove, itemState),
          ...check.equal('parcels made of the item', parcels.length, approved.length),
          ...check.equal("the parcel's owner", parcels[0]?.owner_id ?? null, approved[0]?.owner_id ?? null),
          ...check.equal(
            'approvals accepted',
            results.filter((r, i) => i % actions.length < 2 && r.Code === 0).length,
            approved.length,
          ),
        ];
      },
    });
  });
});
