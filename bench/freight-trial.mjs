// The freight trial (issue 28) over 50 channels serving 200 countries each on PostgreSQL: every
// channel's freight quotation prices the 200 countries in zones of 10 (half by first weight and
// steps, half by weight brackets, in CNY and HKD), each offered to everyone, and 10 channels have
// a special price for customer1 as well. Two calls, both pricing a 2 x 2.3 kg parcel of 40 x 30 x
// 20 cm of general cargo to one of the countries with the total in USD: staff at the prices for
// everyone (FreightTrial/GetFreightTrial) and customer1 at their own (UserFreightTrial/...).
// Each runs on our server, on the floor server (lib/floor-server.mjs: node:http + pg running the
// same statements, the guard and then the rest at once, as ours does, nothing else) and in
// pgbench replaying them; the statements are captured with SQL_LOG on a first server and measured
// on a second without it (`compareWithFloor`), after that one has warmed up on both calls
// (`WARM_SECONDS`). The trial is the same two statements however many channels there are
// (apps/server/src/modules/money/freight-trial/repository.ts). cpu_ms: what a call costs our server.
// Targets (issue 28): >= 80% of the floor's throughput with 10 clients, a single client's p99
// <= 20 ms, no errors.
// Measured (2026-11-27, 2 cores, wrk as the load, nothing else running; five runs): 10 clients
// 755-890 rps; of the floor's (930-1110 rps) staff 78.4-81.1% (80.2% on average) and customer1
// 77.7-84.1% (80.9%); one client p99 2.7-4.5 ms; cpu_ms 1.01-1.25, the floor's 0.59-0.73. Before
// the trial's statements were planned once (PostgreSQL planned the channels' statement anew each
// call: 0.5 ms more of its CPU a call than the floor's replay) the share was 58.8-62.5% in the same
// conditions. Then (the next day, on a host whose speed wandered: a fixed loop took 410-600 ms
// from one second to the next, the floor's rps half the day before's) the trial's own work went
// from ~230 to ~180 µs a call (pricing keeps the texts it has read; the measures read in one pass)
// and the turns became 2 s each, alternating (harness.mjs, compareWithFloor): three runs, staff
// 81.2-88.1% and customer1 84.4-87.0% of the floor (430-510 rps against 505-600); one client p99
// 9.3-19.6 ms (p50 2.3-2.9); 0 errors; cpu_ms 1.54-1.93, the floor's 1.07-1.25. What is left is
// our server's own CPU over the floor's: the trial's arithmetic, the answer's JSON (a compiled
// serialiser would save 0.012 ms), the body's check ~0.03, the framework the rest. wrk (Debian
// package `wrk`) is used when installed; without it the load is Node on the same two cores, and
// the shares read about 10 points higher.
// Usage: node bench/freight-trial.mjs (BENCH_SECONDS, default 10; BENCH_REUSE=1 keeps the seeded
// database of an earlier run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  baseUrl,
  capturedSql,
  compareWithFloor,
  cpuMs,
  encrypt,
  ensureBuilt,
  FLOOR_SHARE,
  fmt,
  freshDatabase,
  httpLoad,
  post,
  startServer,
  table,
} from './lib/harness.mjs';

const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SINGLE_P99_MS = 20;
const CHANNELS = 50;
const COUNTRIES = 200;
const ZONE = 10;
const SPECIAL = 10;
/** Our server's warm-up on each call before anything is measured, in two turns: a fresh server
 * spends 2-3x the CPU a call for its first ~2,000 calls (V8 still compiling the trial's code, on
 * the same two cores), where the floor, a few dozen lines, is warm at once. compareWithFloor's
 * own 2 s a case left the first case measured cold: 10-18 points below the second, whichever
 * came first. */
const WARM_SECONDS = 10;

/** Set-up rows straight in SQL, set-based. */
async function seedBulk(dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const t0 = Date.now();
  // 200 destinations (the seed marks ~20): n is each one's place, 0 to 199.
  await c.query(
    `update countries set ships_to = true where id in (select id from countries order by sort, id limit ${COUNTRIES})`,
  );
  await c.query(`create temp table dest as
    select id, row_number() over (order by sort, id) - 1 as n from countries where ships_to order by sort, id limit ${COUNTRIES}`);
  await c.query(
    `insert into shipping_types (name, code, carrier_id, volumetric_divisor, first_weight, weight_step, weight_rounding,
       max_box_weight, max_length, max_width, max_height)
     select 'Bench channel ' || g, 'BENCH_' || g, (select id from carriers order by id limit 1),
       case when g % 2 = 0 then 5000 else 6000 end, 0.5, 0.5, 1 + g % 2, 30, 120, 80, 80
     from generate_series(1, ${CHANNELS}) g`,
  );
  await c.query(`create temp table bench_channels as
    select id, substring(code from 7)::int as g from shipping_types where code like 'BENCH\\_%'`);
  await c.query(
    `insert into shipping_type_countries (shipping_type_id, country_id) select ch.id, d.id from bench_channels ch, dest d`,
  );
  await c.query(
    `insert into shipping_type_cargo_types (shipping_type_id, cargo_type_id, accepted)
     select ch.id, ct.id, false from bench_channels ch, cargo_types ct where ct.name = 'Liquid'`,
  );
  // One quotation per channel (odd: steps in CNY; even: brackets in HKD, rounded up), and the
  // special prices of customer1 on the first ten.
  await c.query(
    `insert into transfer_quotations (name, type_of_shipping_id, currency_id, pricing_mode, rounding)
     select 'Bench quotation ' || ch.g, ch.id, (select id from currencies where code = case when ch.g % 2 = 1 then 'CNY' else 'HKD' end),
       case when ch.g % 2 = 1 then 1 else 2 end, case when ch.g % 2 = 1 then 1 else 2 end
     from bench_channels ch
     union all
     select 'Bench special ' || ch.g, ch.id, (select id from currencies where code = 'CNY'), 1, 1
     from bench_channels ch where ch.g <= ${SPECIAL}`,
  );
  await c.query(`create temp table bench_quotations as
    select q.id, q.pricing_mode, ch.g, q.name like 'Bench special %' as special
    from transfer_quotations q join bench_channels ch on ch.id = q.type_of_shipping_id where q.name like 'Bench %'`);
  // Lines: zones of 10 countries (one line of all 200 for a special price).
  await c.query(
    `insert into transfer_quotation_lines (quotation_id, line, zone_name, first_weight, first_price, step_weight, step_price, brackets, minimum_charge)
     select q.id, z, 'Zone ' || z,
       case when q.pricing_mode = 1 then 0.5 end, case when q.pricing_mode = 1 then 20 + z + q.g end,
       case when q.pricing_mode = 1 then 0.5 end, case when q.pricing_mode = 1 then 4.5 + z / 10.0 end,
       case when q.pricing_mode = 2 then jsonb_build_array(
         jsonb_build_object('UpTo', '1', 'Price', (30 + z)::text, 'PerKg', false),
         jsonb_build_object('UpTo', '10', 'Price', (12.5 + q.g / 10.0)::text, 'PerKg', true),
         jsonb_build_object('UpTo', '30', 'Price', (10 + q.g / 10.0)::text, 'PerKg', true)) else '[]'::jsonb end,
       case when z % 3 = 0 then 40 else 0 end
     from bench_quotations q, generate_series(0, ${COUNTRIES / ZONE - 1}) z
     where not q.special or z = 0`,
  );
  await c.query(
    `insert into transfer_quotation_countries (quotation_id, line_id, country_id)
     select q.id, l.id, d.id from bench_quotations q
     join transfer_quotation_lines l on l.quotation_id = q.id
     join dest d on q.special or d.n / ${ZONE} = l.line`,
  );
  await c.query(
    `insert into available_quotations (name, kind, transfer_quotation_id, scope)
     select 'Bench price ' || q.id, 1, q.id, case when q.special then 2 else 1 end from bench_quotations q`,
  );
  await c.query(
    `insert into available_quotation_customers (available_id, user_id)
     select a.id, (select id from users where user_name = 'customer1')
     from available_quotations a join bench_quotations q on q.id = a.transfer_quotation_id where q.special`,
  );
  await c.query('vacuum analyze');
  const counts = (
    await c.query(
      `select (select count(*) from shipping_types where not is_deactivate)::int as channels,
              (select count(*) from shipping_type_countries)::int as served,
              (select count(*) from transfer_quotation_countries)::int as priced`,
    )
  ).rows[0];
  await c.end();
  console.log(
    `seeded ${counts.channels} active channels, ${counts.served} channel countries, ${counts.priced} quotation countries in ${fmt((Date.now() - t0) / 1000)} s`,
  );
}

/** The ids the calls name; null when the database is not seeded. */
async function benchIds(dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  try {
    await c.connect();
    const n = (await c.query(`select count(*)::int as n from shipping_types where code like 'BENCH\\_%'`)).rows[0].n;
    if (n !== CHANNELS) return null;
    // A destination in the middle of the 200, priced by zone 10 of every quotation.
    const country = (
      await c.query(
        `select c.id from shipping_type_countries sc join countries c on c.id = sc.country_id
         where sc.shipping_type_id = (select id from shipping_types where code = 'BENCH_1')
         order by c.sort, c.id offset ${COUNTRIES / 2} limit 1`,
      )
    ).rows[0].id;
    const usd = (await c.query(`select id from currencies where code = 'USD'`)).rows[0].id;
    const general = (await c.query(`select id from cargo_types where name = 'General'`)).rows[0].id;
    return { country, usd, general };
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}

/** A staff user signs in at Account/Login, a customer at Account/LoginUser. */
async function signIn(url, username, password, customer) {
  const pem = (await post(`${url}/openapi/Account/GetPublicKey`)).Data.PublicKey;
  const r = await post(`${url}/openapi/Account/${customer ? 'LoginUser' : 'Login'}`, {
    username,
    password: encrypt(pem, password),
  });
  if (r.Code !== 0) throw new Error(`sign-in ${username}: ${r.Message}`);
  return r.Data.AccessToken;
}

ensureBuilt();
const reuseUrl = new URL(baseUrl);
reuseUrl.pathname = '/wms_bench_freight_trial';
const reused = process.env.BENCH_REUSE === '1' ? await benchIds(reuseUrl.toString()) : null;
const dbUrl = reused ? reuseUrl.toString() : await freshDatabase('wms_bench_freight_trial');
const sqlLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wms-sql-')), 'sql.jsonl');

// First server: migrates and seeds the demo data, then (with SQL_LOG) tells us each call's SQL.
// No event dispatcher or job queue there: their polls would land among a call's statements.
let server = await startServer({ DATABASE_URL: dbUrl, SQL_LOG: sqlLog, EVENT_POLL_MS: '0', JOBS: 'false' });
if (!reused) await seedBulk(dbUrl);
const { country, usd, general } = reused ?? (await benchIds(dbUrl));
const parcel = {
  CountryId: country,
  Weight: '2.3',
  Length: '40',
  Width: '30',
  Height: '20',
  Pieces: 2,
  CargoTypeIds: [general],
  CurrencyId: usd,
};
const cases = [
  { call: 'FreightTrial/GetFreightTrial', name: 'staff, prices for everyone', body: parcel, who: 'admin' },
  { call: 'UserFreightTrial/GetFreightTrial', name: 'customer1, own prices', body: parcel, who: 'customer1' },
];
const password = { admin: 'Admin@123', customer1: 'Customer@123' };
try {
  for (const c of cases) {
    const token = await signIn(server.url, c.who, password[c.who], c.who !== 'admin');
    const answer = await post(`${server.url}/openapi/${c.call}`, c.body, token);
    const priced = answer.Data.filter((x) => x.Priced);
    const special = priced.filter((x) => x.QuotationName.startsWith('Bench special')).length;
    console.log(
      `${c.call} (${c.name}): ${answer.Data.length} channels, ${priced.length} priced, ${special} at a special price`,
    );
    if (priced.length < CHANNELS) throw new Error(`${c.call}: only ${priced.length} channels priced`);
    // Twice: the first call of a kind may read what later ones find cached.
    await capturedSql(sqlLog, `${server.url}/openapi/${c.call}`, c.body, token);
    c.sql = await capturedSql(sqlLog, `${server.url}/openapi/${c.call}`, c.body, token);
    console.log(`  ${c.sql.split('\n').length} statements a call (the guard, the channels, the prices)`);
  }
} finally {
  await server.stop();
}

server = await startServer({ DATABASE_URL: dbUrl });
for (const c of cases) c.token = await signIn(server.url, c.who, password[c.who], c.who !== 'admin');
for (const [i, c] of [...cases, ...cases].entries()) {
  const before = cpuMs(server.child.pid);
  const warm = await httpLoad(`${server.url}/openapi/${c.call}`, {
    body: c.body,
    token: c.token,
    clients: CLIENTS,
    seconds: WARM_SECONDS / 2,
  });
  c.warmErrors = (c.warmErrors ?? 0) + warm.errors;
  // The second turn is warm: what a call costs the server then.
  if (i >= cases.length) c.cpuMs = (cpuMs(server.child.pid) - before) / warm.n;
}
await compareWithFloor(cases, { url: server.url, dbUrl, clients: CLIENTS, seconds: SECONDS, stopServer: server.stop });
const meets = (c) =>
  c.http.rps / c.floor.rps >= FLOOR_SHARE &&
  c.single.p99 <= SINGLE_P99_MS &&
  !c.http.errors &&
  !c.single.errors &&
  !c.warmErrors;
table(
  cases.map((c) => ({
    call: `${c.call} (${c.name})`,
    rps: fmt(c.http.rps),
    p99_ms: fmt(c.http.p99, 2),
    floor_rps: fmt(c.floor.rps),
    floor_p99: fmt(c.floor.p99, 2),
    sql_tps: fmt(c.raw.tps),
    of_floor: `${fmt((c.http.rps / c.floor.rps) * 100)}%`,
    of_sql: `${fmt((c.http.rps / c.raw.tps) * 100)}%`,
    one_p50: fmt(c.single.p50, 2),
    one_p99: fmt(c.single.p99, 2),
    cpu_ms: fmt(c.cpuMs, 2),
    floor_cpu_ms: fmt(c.floorCpuMs, 2),
    errors: c.http.errors + c.single.errors + c.warmErrors,
    verdict: meets(c) ? 'OK' : 'BELOW TARGET',
  })),
);
console.log(
  `\n${CLIENTS} clients. Targets (issue 28): rps >= ${FLOOR_SHARE * 100}% of the floor's; one client's p99 <= ${SINGLE_P99_MS} ms; no errors.`,
);
console.log('floor: node:http + pg running the same statements with nothing else (lib/floor-server.mjs).');
console.log('sql: pgbench replaying the same statements; one_*: a single client, back to back.');
console.log(
  `cpu_ms: our server's CPU time a call (all threads), ${CLIENTS} clients, warm (the second turn of its ${WARM_SECONDS} s warm-up on each call); floor_cpu_ms: the floor's, over its measured rounds.`,
);
if (!cases.every(meets)) process.exitCode = 1;
