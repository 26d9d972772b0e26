// GetCommodity and GetShelves over 1,000,000 commodities and 200,000 shelves on PostgreSQL, 10
// concurrent clients: first page, a deep page, and filtered by owner / warehouse / Content. Each
// call runs on our server, on the floor server (lib/floor-server.mjs: node:http + pg running the
// same statements, nothing else) and in pgbench replaying them; the statements are captured with
// SQL_LOG on a first server and measured on a second without it (`compareWithFloor`). Targets
// (issue 16): >= 80% of the floor's throughput, a single client's p99 <= 10 ms.
// Usage: node bench/warehouse.mjs (BENCH_SECONDS, default 10; BENCH_REUSE=1 keeps the seeded
// database of an earlier run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  baseUrl,
  capturedSql,
  compareWithFloor,
  encrypt,
  ensureBuilt,
  fmt,
  freshDatabase,
  post,
  printComparison,
  startServer,
} from './lib/harness.mjs';

const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const COMMODITIES = Number(process.env.BENCH_COMMODITIES ?? 1_000_000);
const SHELVES = Number(process.env.BENCH_SHELVES ?? 200_000);
const OWNERS = 1000;
const WAREHOUSES = 20;
const PARTITIONS_PER_WAREHOUSE = 10;

/** Bulk rows straight in SQL: the server's own calls would take hours for a million SKUs. */
async function seedBulk(dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const t0 = Date.now();
  const site = (await c.query('select id from sites order by id limit 1')).rows[0].id;
  const hash = (await c.query(`select password_hash from users where user_name = 'customer1'`)).rows[0].password_hash;
  await c.query(
    `insert into users (account_type, user_name, nick_name, password_hash, site_id, customer_code)
     select 2, 'bench' || g, 'Bench ' || g, $1, $2, 'BC' || lpad(g::text, 6, '0') from generate_series(1, ${OWNERS}) g`,
    [hash, site],
  );
  await c.query(
    `insert into warehouses (name, person_in_charge) select 'Bench warehouse ' || g, 'Bench' from generate_series(1, ${WAREHOUSES}) g`,
  );
  await c.query(
    `insert into site_warehouses (site_id, warehouse_id) select $1, id from warehouses where name like 'Bench warehouse %'`,
    [site],
  );
  await c.query(
    `insert into warehouse_partitions (site_id, warehouse_id, name, partition_type)
     select $1, w.id, 'P' || g, 1 from warehouses w, generate_series(1, ${PARTITIONS_PER_WAREHOUSE}) g
     where w.name like 'Bench warehouse %'`,
    [site],
  );
  await c.query(
    `insert into shelves (warehouse_id, partition_id, number, length, width, height)
     select p.warehouse_id, p.id, p.name || '-' || lpad(g::text, 5, '0'), 100, 60, 40
     from warehouse_partitions p, generate_series(1, ${Math.ceil(SHELVES / (WAREHOUSES * PARTITIONS_PER_WAREHOUSE))}) g`,
  );
  await c.query(
    `insert into commodities (owner_id, site_id, code, sku, chinese_name, english_name, price, length, width, height)
     select u.id, $1, 'C' || lpad(g::text, 7, '0'), 'SKU' || g, '商品 ' || g, 'Commodity ' || g, (g % 1000) / 10.0, 30, 20, 10
     from generate_series(1, ${COMMODITIES}) g
     join users u on u.user_name = 'bench' || (1 + g % ${OWNERS})`,
    [site],
  );
  // Stock for one commodity in five, on a shelf of one of the warehouses.
  await c.query(
    `insert into inventories (commodity_id, warehouse_id, shelf_id, total, available)
     select c.id, s.warehouse_id, s.id, 10, 10
     from (select id, row_number() over (order by id) as n from commodities where id % 5 = 0) c
     join (select id, warehouse_id, row_number() over (order by id) as n from shelves) s
       on s.n = 1 + c.n % ${SHELVES}`,
  );
  await c.query('vacuum analyze');
  const counts = (
    await c.query(
      `select (select count(*) from commodities)::int as commodities, (select count(*) from shelves)::int as shelves,
              (select count(*) from inventories)::int as inventories`,
    )
  ).rows[0];
  await c.end();
  console.log(
    `seeded ${counts.commodities} commodities, ${counts.shelves} shelves, ${counts.inventories} stock rows in ${fmt((Date.now() - t0) / 1000)} s`,
  );
}

/** The owner and warehouse the filtered cases use; null when the database is not seeded. */
async function benchIds(dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  try {
    await c.connect();
    const n = (await c.query('select count(*)::int as n from commodities')).rows[0].n;
    if (n !== COMMODITIES) return null;
    const owner = (await c.query(`select id from users where user_name = 'bench7'`)).rows[0].id;
    const warehouse = (await c.query(`select id from warehouses where name = 'Bench warehouse 7'`)).rows[0].id;
    return { owner, warehouse };
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}

async function signInAdmin(url) {
  const pem = (await post(`${url}/openapi/Account/GetPublicKey`)).Data.PublicKey;
  const r = await post(`${url}/openapi/Account/Login`, { username: 'admin', password: encrypt(pem, 'Admin@123') });
  return r.Data.AccessToken;
}

ensureBuilt();
// BENCH_REUSE=1 keeps an already seeded database (the seed takes a minute or more).
const reuseUrl = new URL(baseUrl);
reuseUrl.pathname = '/wms_bench_warehouse';
const reused = process.env.BENCH_REUSE === '1' ? await benchIds(reuseUrl.toString()) : null;
const dbUrl = reused ? reuseUrl.toString() : await freshDatabase('wms_bench_warehouse');
const sqlLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wms-sql-')), 'sql.jsonl');

// First server: migrates and seeds the demo data, then (with SQL_LOG) tells us each call's SQL.
let server = await startServer({ DATABASE_URL: dbUrl, SQL_LOG: sqlLog });
if (!reused) await seedBulk(dbUrl);
const { owner, warehouse } = reused ?? (await benchIds(dbUrl));
const page = { index: 1, rows: 20 };
const deep = { index: 500, rows: 20 };
const cases = [
  ['Commodity/GetCommodity', 'first page', page],
  ['Commodity/GetCommodity', 'page 500', deep],
  ['Commodity/GetCommodity', 'by owner', { ...page, UserId: owner }],
  ['Commodity/GetCommodity', 'by Content', { ...page, Content: 'C0123456' }],
  ['Shelves/GetShelves', 'first page', page],
  ['Shelves/GetShelves', 'page 500', deep],
  ['Shelves/GetShelves', 'by warehouse', { ...page, WarehouseId: warehouse }],
  ['Shelves/GetShelves', 'by Content', { ...page, Content: 'P3-0042' }],
].map(([call, name, body]) => ({ call, name, body }));
try {
  const token = await signInAdmin(server.url);
  for (const c of cases) {
    // Twice: the first call of a kind may also read what later ones find cached (select lists).
    await capturedSql(sqlLog, `${server.url}/openapi/${c.call}`, c.body, token);
    c.sql = await capturedSql(sqlLog, `${server.url}/openapi/${c.call}`, c.body, token);
  }
} finally {
  await server.stop();
}

server = await startServer({ DATABASE_URL: dbUrl });
const token = await signInAdmin(server.url);
await compareWithFloor(cases, {
  url: server.url,
  token,
  dbUrl,
  clients: CLIENTS,
  seconds: SECONDS,
  stopServer: server.stop,
});
printComparison(cases, CLIENTS);
