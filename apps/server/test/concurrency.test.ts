import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/platform/keys.js';
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
let wh: { warehouse: number; partition: number };
let sku: number;
const tally = raceTally();

beforeAll(async () => {
  s = await startTestServer();
  admin = (await s.signIn('admin')).AccessToken;
  clerk = (await s.signIn('clerk')).AccessToken;
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
