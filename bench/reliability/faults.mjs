// Faults (issue 6 part 5), on demand only (never in `npm test`): what the server does when the
// database or the server itself dies under it.
//   pg-restart   a private PostgreSQL (its own data dir, port and socket; the machine's cluster on
//                5432 is never touched) restarted under a write load (`pg_ctl restart -m fast`, and
//                an immediate stop with an outage of a few seconds): calls fail cleanly (Code 9,
//                never past the 10 s client time-out), succeed again without restarting the server,
//                and every write answered Code 0 is still there.
//   kill-batch   SIGKILL of the server during a 10,000-shelf BatchAddShelves, at several delays;
//   kill-import  ... and during a many-row Excel import (UserCommodity/UpLoadCommodity): after a
//                restart on the same database each is wholly there or wholly absent.
//   pglite-kill  the embedded database: a server taking writes (and a batch) is SIGKILLed and
//                restarted on its DATA_DIR, several times: every write answered Code 0 is there,
//                the batch wholly or not at all.
//   sigterm      a graceful stop (SIGTERM) under load with clients hanging up mid-call, one of them
//                an import still being read: the stop waits for it (all rows there), and no
//                handler has the database closed under it (nothing logged as unexpected).
// Run: node bench/reliability/faults.mjs [fault ...]   (all by default; FAULT_KILL_ROUNDS=5,
// FAULT_IMPORT_ROWS=5000). Needs the PostgreSQL server binaries (PG_BIN, default the newest
// /usr/lib/postgresql/*/bin) for pg-restart; as root it runs them as the `postgres` user.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, freshDatabase, root, sleep, table } from '../lib/harness.mjs';
import { CLIENT_TIMEOUT_MS, call, commodityWorkbook, isEnvelope, launch, report, signIn, XLSX } from './lib.mjs';

const KILL_ROUNDS = Number(process.env.FAULT_KILL_ROUNDS ?? 5);
const IMPORT_ROWS = Number(process.env.FAULT_IMPORT_ROWS ?? 5000);
const FAULTS = ['pg-restart', 'kill-batch', 'kill-import', 'pglite-kill', 'sigterm'];
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : FAULTS;
for (const f of chosen) if (!FAULTS.includes(f)) throw new Error(`no fault ${f}; have: ${FAULTS.join(', ')}`);

if (!process.env.RELIABILITY_BUILT)
  execFileSync('npm', ['run', 'build', '-w', '@wms/server'], { cwd: root, stdio: 'inherit' });

const SERVER_ENV = { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000000' };
/** One row of the closing table per fault kind. */
const outcomes = [];
let failed = false;

// ---- Shared set-up against a running server ----

async function setUp(base) {
  const admin = await signIn(base, 'admin', 'Admin@123');
  const customer = await signIn(base, 'customer1', 'Customer@123', { customer: true });
  const must = async (route, body, token = admin) => {
    const r = await call(base, route, body, { token, timeoutMs: 60_000 });
    if (r.env?.Code !== 0) throw new Error(`set-up ${route}: ${r.status} ${r.error ?? r.env?.Message}`);
    return r.env.Data;
  };
  const { SiteId: site } = await must('Account/GetUserInfoDetailedInfo', {});
  const { UserId: customerId } = await must('Account/GetUserInfoDetailedInfo', {}, customer);
  const warehouse = await must('Warehouse/EstablishWarehouse', {
    Name: `Fault hub ${Date.now()}`,
    PersonInCharge: 'Li',
    SiteIds: [site],
  });
  const partition = await must('WarehousePartitions/EstablishWarehousePartition', {
    Name: 'F',
    SiteId: site,
    WarehouseId: warehouse,
    PartitionType: 1,
  });
  const category = (await must('CommodityCategories/GetCommodityCategoriesByOneAllList', {}))[0].Id;
  const cargoType = (await must('Select/GetCargoType', {}))[0].Value;
  return { admin, customer, customerId, warehouse, partition, category, cargoType };
}

const commodityBody = (code, ctx) => ({
  CommodityCode: code,
  ChineseName: `故障 ${code}`,
  CommodityCategories: ctx.category,
  CargoType: ctx.cargoType,
});

/** How one answer counts: 'ok' (Code 0), 'clean' (a Code 9 envelope in time) or 'unclean'. */
function verdict(r) {
  if (r.error)
    return { kind: 'unclean', detail: r.error === 'timeout' ? `no answer in ${CLIENT_TIMEOUT_MS} ms` : r.error };
  if (!isEnvelope(r.env)) return { kind: 'unclean', detail: `HTTP ${r.status}, not an envelope` };
  if (r.env.Code === 0) return { kind: 'ok' };
  if (r.env.Code === 9) return { kind: 'clean', detail: r.env.Message };
  return { kind: 'unclean', detail: `Code ${r.env.Code}: ${r.env.Message}` };
}

/**
 * Clients writing back to back (staff add shelves, the customer adds commodities, each followed
 * by a list) until stopped. Every call is kept with its start and end time; every write answered
 * Code 0 is kept to look for afterwards.
 */
function writeLoad(base, ctx, { clients, tag }) {
  const calls = [];
  const acked = { shelves: [], commodities: [] };
  let running = true;
  const timed = async (route, body, token) => {
    const t0 = Date.now();
    const r = await call(base, route, body, { token });
    calls.push({ route, t0, t1: Date.now(), status: r.status, ...verdict(r) });
    return r.env?.Code === 0 ? r.env : null;
  };
  const done = Promise.all(
    Array.from({ length: clients }, async (_, w) => {
      for (let n = 0; running; n++) {
        const staff = w % 2 === 0;
        const code = `${tag}${w}-${n}`;
        const r = staff
          ? await timed(
              'Shelves/EstablishShelves',
              { WarehouseId: ctx.warehouse, PartitionId: ctx.partition, ShelvesNumber: code },
              ctx.admin,
            )
          : await timed('UserCommodity/EstablishCommodity', commodityBody(code, ctx), ctx.customer);
        if (r) acked[staff ? 'shelves' : 'commodities'].push({ id: r.Data, code });
        const list = staff
          ? await timed('Shelves/GetShelves', { WarehouseId: ctx.warehouse, rows: 20 }, ctx.admin)
          : await timed('UserCommodity/GetCommodity', { rows: 20 }, ctx.customer);
        // A failing database answers at once: do not spin.
        if (!r || !list) await sleep(100);
      }
    }),
  );
  return {
    calls,
    acked,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Acknowledged writes missing from the database (`query` runs SQL on it). */
async function lostWrites(query, acked) {
  const missing = async (table, rows) => {
    if (!rows.length) return 0;
    const { rows: found } = await query(`select count(*)::int as n from ${table} where id = any($1)`, [
      rows.map((r) => r.id),
    ]);
    return rows.length - found[0].n;
  };
  return (await missing('shelves', acked.shelves)) + (await missing('commodities', acked.commodities));
}

async function withClient(url, fn) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn((text, values) => c.query(text, values));
  } finally {
    await c.end();
  }
}

// ---- A private PostgreSQL ----

function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const dir = '/usr/lib/postgresql';
  const versions = fs.existsSync(dir) ? fs.readdirSync(dir).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(dir, v, 'bin')).find((b) => fs.existsSync(path.join(b, 'pg_ctl')));
  if (!found)
    throw new Error('PostgreSQL server binaries not found: set PG_BIN to the folder holding initdb and pg_ctl');
  return found;
}

/** initdb + pg_ctl on a temp folder and a free port: only this test's server is ever restarted. */
async function privatePostgres() {
  const bin = pgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: run its tools as the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  const run = (tool, args) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-instructions']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const ctl = (...args) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-o', opts, ...args]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('restart', '-m', 'fast'),
    stopNow: () => ctl('stop', '-m', 'immediate'),
    start: () => ctl('start'),
    destroy() {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {}
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- pg-restart ----

async function pgRestart() {
  const db = await privatePostgres();
  let server;
  try {
    server = await launch({ ...SERVER_ENV, DATABASE_URL: db.url });
    const ctx = await setUp(server.url);
    const load = writeLoad(server.url, ctx, { clients: 12, tag: 'R' });
    const GRACE_MS = 2000;
    const SETTLE_MS = 5000;
    const faults = [
      { name: 'pg_ctl restart -m fast', run: () => db.restart() },
      {
        name: 'stop -m immediate, 3 s down, start',
        run: async () => {
          db.stopNow();
          await sleep(3000);
          db.start();
        },
      },
      { name: 'pg_ctl restart -m fast (again)', run: () => db.restart() },
    ];
    const windows = [];
    await sleep(3000);
    for (const f of faults) {
      const start = Date.now();
      await f.run();
      const up = Date.now();
      windows.push({ ...f, start, up });
      await sleep(SETTLE_MS);
    }
    await load.stop();

    const inOutage = (c) => windows.some((w) => c.t1 >= w.start && c.t0 <= w.up + GRACE_MS);
    const unclean = load.calls.filter((c) => c.kind === 'unclean');
    const outsideFailures = load.calls.filter((c) => c.kind !== 'ok' && !inOutage(c));
    const rows = windows.map((w, i) => {
      const next = windows[i + 1]?.start ?? Number.POSITIVE_INFINITY;
      const during = load.calls.filter((c) => c.t1 >= w.start && c.t0 <= w.up + GRACE_MS);
      // Recovered: every call made after the grace period and before the next fault succeeds.
      const after = load.calls.filter((c) => c.t0 > w.up + GRACE_MS && c.t1 < next);
      const firstOk = load.calls.filter((c) => c.kind === 'ok' && c.t0 >= w.up).sort((a, b) => a.t1 - b.t1)[0];
      const recovered = after.length > 0 && after.every((c) => c.kind === 'ok');
      const clean = during.every((c) => c.kind !== 'unclean');
      return {
        fault: w.name,
        'down ms': w.up - w.start,
        'calls during': during.length,
        'Code 9': during.filter((c) => c.kind === 'clean').length,
        unclean: during.filter((c) => c.kind === 'unclean').length,
        'first Code 0 after (ms)': firstOk ? firstOk.t1 - w.up : 'none',
        recovered: recovered ? 'yes' : 'NO',
        survived: recovered && clean,
      };
    });
    const lost = await withClient(db.url, (q) => lostWrites(q, load.acked));
    // The server was never restarted: it is the same process throughout.
    const sameProcess = server.child.exitCode === null;
    await server.stop();
    table(rows.map((r) => ({ ...r, survived: r.survived ? 'yes' : 'NO' })));
    const acked = load.acked.shelves.length + load.acked.commodities.length;
    console.log(
      `${load.calls.length} calls, ${acked} writes answered Code 0, ${lost} of them lost; ` +
        `${unclean.length} unclean failures, ${outsideFailures.length} failures outside an outage; same server process: ${sameProcess}`,
    );
    for (const c of [...unclean, ...outsideFailures].slice(0, 10)) console.log(`  ${c.route}: ${c.kind} ${c.detail}`);
    const survived = rows.filter((r) => r.survived).length;
    const errors = unclean.length + outsideFailures.length + (sameProcess ? 0 : 1);
    finish('faults: pg restart', 'postgres', {
      cases: faults.length,
      faultsSurvived: survived,
      writesLost: lost,
      errors,
      extra: {
        'acked writes': acked,
        'clean Code 9': load.calls.filter((c) => c.kind === 'clean').length,
        // The message a user sees: "retry" rather than "unexpected error" while the database is away.
        'of which say unavailable': load.calls.filter((c) => c.kind === 'clean' && /unavailable/i.test(c.detail))
          .length,
      },
      ok: survived === faults.length && !lost && !errors,
    });
  } finally {
    if (server && server.child.exitCode === null) await server.kill();
    db.destroy();
  }
}

// ---- kill-batch, kill-import ----

/** Fires a call without waiting for it; the answer (if any arrives before the kill) is kept. */
function fire(base, route, body, opts) {
  const state = { answer: null };
  state.done = call(base, route, body, { ...opts, timeoutMs: 120_000 }).then((r) => {
    state.answer = r;
  });
  return state;
}

/** Resolves once a backend of the database runs an INSERT into `table` (a transaction is open). */
async function whenInserting(dbUrl, table) {
  return withClient(dbUrl, async (q) => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { rows } = await q(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and state in ('active', 'idle in transaction') and query ~* $1`,
        [`^\\s*insert\\s+into\\s+"?${table}"?\\s`],
      );
      if (rows[0].n) return true;
      await sleep(5);
    }
    return false;
  });
}

/**
 * SIGKILLs the server while `start(i)` runs, restarts it on the same database, and asks
 * `count(i)` how many of its rows exist: all (`size`) or none, never a part, and all whenever
 * Code 0 was answered. KILL_ROUNDS kills come at delays spread over the call's own duration
 * (measured first); three more come while its INSERTs are seen running (plus 0, 50 and 250 ms),
 * so some surely land inside the transaction.
 */
async function killDuring(name, { size, table: tableName, dbUrl, start, count, server: first, relaunch }) {
  let server = first;
  const t0 = Date.now();
  const base = start(server.url, 0);
  await base.done;
  const duration = Date.now() - t0;
  if (base.answer?.env?.Code !== 0) throw new Error(`${name}: baseline call failed: ${JSON.stringify(base.answer)}`);
  const plans = [
    ...Array.from({ length: KILL_ROUNDS }, (_, i) => ({
      delay: Math.round(duration * (0.1 + i / Math.max(1, KILL_ROUNDS - 1))),
    })),
    ...[0, 50, 250].map((extra) => ({ midInsert: true, extra })),
  ];
  const rows = [];
  for (const [k, plan] of plans.entries()) {
    const i = k + 1;
    const started = Date.now();
    const pending = start(server.url, i);
    if (plan.midInsert) {
      if (!(await whenInserting(dbUrl, tableName))) throw new Error(`${name}: never saw the insert running`);
      await sleep(plan.extra);
    } else await sleep(plan.delay);
    const at = Date.now() - started;
    await server.kill();
    await pending.done;
    const answered = pending.answer?.env?.Code;
    server = await relaunch();
    const n = await count(i);
    const whole = n === 0 || n === size;
    const ackedButMissing = answered === 0 && n !== size;
    rows.push({
      round: i,
      'killed at': plan.midInsert ? `insert running +${plan.extra} ms (${at} ms)` : `${at} ms`,
      answered: answered === undefined ? '(none)' : `Code ${answered}`,
      rows: n,
      outcome: !whole ? `TORN (${n} of ${size})` : ackedButMissing ? 'LOST' : n ? 'complete' : 'absent',
      survived: whole && !ackedButMissing,
    });
  }
  table(rows.map((r) => ({ ...r, survived: r.survived ? 'yes' : 'NO' })));
  console.log(`${name}: uninterrupted call took ${duration} ms; ${size} rows each`);
  const survived = rows.filter((r) => r.survived).length;
  finish(`faults: ${name}`, 'postgres', {
    cases: rows.length,
    faultsSurvived: survived,
    violations: rows.filter((r) => r.outcome.startsWith('TORN')).length,
    writesLost: rows.filter((r) => r.outcome === 'LOST').length,
    extra: {
      complete: rows.filter((r) => r.outcome === 'complete').length,
      absent: rows.filter((r) => r.outcome === 'absent').length,
    },
    ok: survived === rows.length,
  });
  return server;
}

async function killDuringWrites(which) {
  const dbUrl = await freshDatabase('wms_reliability_kill');
  const env = { ...SERVER_ENV, DATABASE_URL: dbUrl, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wms-rel-')) };
  let server = await launch(env);
  try {
    const ctx = await setUp(server.url);
    const relaunch = () => launch(env);
    if (which === 'kill-batch') {
      server = await killDuring('kill batch', {
        size: 10_000,
        table: 'shelves',
        dbUrl,
        server,
        relaunch,
        start: (base, i) =>
          fire(
            base,
            'Shelves/BatchAddShelves',
            { WarehouseId: ctx.warehouse, PartitionId: ctx.partition, Prefix: `K${i}`, Rows: 100, Columns: 100 },
            { token: ctx.admin },
          ),
        count: (i) =>
          withClient(dbUrl, async (q) => {
            const { rows } = await q(
              'select count(*)::int as n from shelves where warehouse_id = $1 and number like $2',
              [ctx.warehouse, `K${i}-%`],
            );
            return rows[0].n;
          }),
      });
    } else {
      const books = [];
      for (let i = 0; i <= KILL_ROUNDS + 3; i++) books.push(await commodityWorkbook(`X${i}`, IMPORT_ROWS, ctx));
      server = await killDuring('kill import', {
        size: IMPORT_ROWS,
        table: 'commodities',
        dbUrl,
        server,
        relaunch,
        start: (base, i) =>
          fire(base, 'UserCommodity/UpLoadCommodity', undefined, {
            token: ctx.customer,
            multipart: { file: { field: 'FileStream', filename: `x${i}.xlsx`, contentType: XLSX, data: books[i] } },
          }),
        count: (i) =>
          withClient(dbUrl, async (q) => {
            const { rows } = await q(
              'select count(*)::int as n from commodities where owner_id = $1 and code like $2',
              [ctx.customerId, `X${i}-%`],
            );
            return rows[0].n;
          }),
      });
    }
  } finally {
    await server.stop();
  }
}

// ---- pglite-kill ----

async function pgliteKill() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-rel-pglite-'));
  // No DATABASE_URL: the embedded database in DATA_DIR.
  const env = { ...SERVER_ENV, DATABASE_URL: '', DATA_DIR: dataDir };
  let server = await launch(env);
  const ctx = await setUp(server.url);
  const acked = { shelves: [], commodities: [] };
  const rounds = [];
  try {
    for (let i = 1; i <= 3; i++) {
      const load = writeLoad(server.url, ctx, { clients: 6, tag: `G${i}-` });
      // The batch starts a little before the kill, by a different margin each round.
      await sleep(1500);
      const batch = fire(
        server.url,
        'Shelves/BatchAddShelves',
        { WarehouseId: ctx.warehouse, PartitionId: ctx.partition, Prefix: `B${i}`, Rows: 100, Columns: 100 },
        { token: ctx.admin },
      );
      await sleep([150, 500, 1500][(i - 1) % 3]);
      await server.kill();
      await batch.done;
      await load.stop();
      acked.shelves.push(...load.acked.shelves);
      acked.commodities.push(...load.acked.commodities);
      server = await launch(env);
      // Sessions and signing keys live in the database too: the old tokens still work.
      const exists = async (route, id, token) => (await call(server.url, route, { Id: id }, { token })).env?.Code === 0;
      let lost = 0;
      for (const s of acked.shelves) if (!(await exists('Shelves/GetShelvesById', s.id, ctx.admin))) lost++;
      for (const c of acked.commodities)
        if (!(await exists('UserCommodity/GetCommodityById', c.id, ctx.customer))) lost++;
      const listed = await call(
        server.url,
        'Shelves/GetShelves',
        { WarehouseId: ctx.warehouse, Content: `B${i}-`, rows: 1 },
        { token: ctx.admin },
      );
      const batchRows = listed.env?.Total;
      const batchOk = (batchRows === 0 && batch.answer?.env?.Code !== 0) || batchRows === 10_000;
      rounds.push({
        round: i,
        'writes answered Code 0 (so far)': acked.shelves.length + acked.commodities.length,
        lost,
        'batch answered': batch.answer?.env ? `Code ${batch.answer.env.Code}` : '(none)',
        'batch rows': batchRows,
        survived: !lost && batchOk ? 'yes' : 'NO',
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  table(rounds);
  const survived = rounds.filter((r) => r.survived === 'yes').length;
  const lost = Math.max(...rounds.map((r) => r.lost));
  finish('faults: pglite kill', 'pglite', {
    cases: rounds.length,
    faultsSurvived: survived,
    writesLost: lost,
    violations: rounds.filter((r) => r['batch rows'] !== 0 && r['batch rows'] !== 10_000).length,
    extra: { 'acked writes': acked.shelves.length + acked.commodities.length },
    ok: survived === rounds.length,
  });
}

// ---- sigterm ----

/** Calls their client abandons a few milliseconds in: the handler runs on with nobody waiting. */
function hangUps(base, token, ctx, state) {
  return (async () => {
    for (let n = 0; state.running; n++) {
      const req = http.request(`${base}/openapi/Shelves/GetShelves`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      req.on('error', () => {});
      req.end(JSON.stringify({ WarehouseId: ctx.warehouse, rows: 50 }));
      await sleep(3 + (n % 7));
      req.destroy();
    }
  })();
}

/** SIGTERM and wait: exit code, signal, how long the stop took, and the log lines of errors. */
async function terminate(server) {
  const t0 = Date.now();
  server.child.kill('SIGTERM');
  const { code, signal } = await server.exited;
  const unexpected = fs
    .readFileSync(server.log, 'utf8')
    .split('\n')
    .filter((l) => /unexpected error|Cannot use a pool/.test(l));
  return { t0, code, signal, stopMs: Date.now() - t0, unexpected };
}

async function sigterm() {
  const dbUrl = await freshDatabase('wms_reliability_sigterm');
  const env = { ...SERVER_ENV, DATABASE_URL: dbUrl, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wms-rel-')) };
  let server = await launch(env);
  const ctx = await setUp(server.url);
  const ROWS = 3000;
  const books = [await commodityWorkbook('TERMA', ROWS, ctx), await commodityWorkbook('TERM', ROWS, ctx)];
  const rounds = [];

  // 1. Under load, with clients hanging up all the time, an import whose client gives up half-way
  // (its duration measured first): the stop comes while the server still works on it, and a
  // graceful stop finishes what it accepted. A call made during the stop is answered as usual or
  // refused before it is read (its connection refused, or closed while idle); never Code 9 (the
  // server taking it only to turn it away: it used to keep listening while it closed the push
  // hub's Redis clients), never late or not an envelope.
  const busy = writeLoad(server.url, ctx, { clients: 10, tag: 'T' });
  const state = { running: true };
  const hang = Array.from({ length: 10 }, () => hangUps(server.url, ctx.admin, ctx, state));
  const upload = (i, timeoutMs) =>
    call(server.url, 'UserCommodity/UpLoadCommodity', undefined, {
      token: ctx.customer,
      timeoutMs,
      multipart: { file: { field: 'FileStream', filename: `term${i}.xlsx`, contentType: XLSX, data: books[i] } },
    });
  const full = await upload(0, 60_000);
  if (full.env?.Code !== 0) throw new Error(`sigterm: import failed: ${JSON.stringify(full.env ?? full.error)}`);
  await upload(1, full.ms / 2);
  const first = await terminate(server);
  state.running = false;
  await Promise.all(hang);
  await busy.stop();
  const imported = await withClient(dbUrl, async (q) => {
    const { rows } = await q(`select count(*)::int as n from commodities where code like 'TERM-%'`);
    return rows[0].n;
  });
  const duringStop = busy.calls.filter((c) => c.t1 >= first.t0);
  const refusedUnread = (c) => c.kind === 'unclean' && /^(ECONNREFUSED|ECONNRESET|EPIPE)$/.test(c.detail);
  const brokenCalls = duringStop.filter((c) => c.kind !== 'ok' && !refusedUnread(c));
  const broken = brokenCalls.length;
  // The evidence to look for in the server's log: each broken call's request id is in its message.
  for (const c of brokenCalls.slice(0, 10))
    console.log(
      `  broken during the stop: ${c.route} sent ${c.t0 - first.t0} ms after SIGTERM: HTTP ${c.status} ${c.detail}`,
    );
  if (broken) console.log(`  server log: ${server.log}`);
  rounds.push({
    round: 'load + abandoned import',
    ...first,
    broken,
    refused: duringStop.filter(refusedUnread).length,
    imported: `${imported} of ${ROWS}`,
    ok: imported === ROWS && !broken,
  });

  // 2. A burst of lists whose clients hang up once the server has them (100 ms), the stop right
  // behind: their handlers still have queries to run when the HTTP server has nothing left to
  // drain, which is when the database used to be closed under them ("Cannot use a pool after
  // calling end on the pool", answered Code 9).
  server = await launch(env);
  const burst = Array.from({ length: 200 }, (_, i) => {
    const req = http.request(
      `${server.url}/openapi/${i % 2 ? 'Commodity/GetCommodity' : 'Account/GetUserInfoDetailedInfo'}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.admin}` },
      },
    );
    req.on('error', () => {});
    req.end('{}');
    return req;
  });
  await sleep(100);
  for (const req of burst) req.destroy();
  rounds.push({
    round: 'burst of hung-up calls',
    ...(await terminate(server)),
    broken: 0,
    refused: '',
    imported: '',
    ok: true,
  });

  const lost = await withClient(dbUrl, (q) => lostWrites(q, busy.acked));
  for (const r of rounds) r.ok = r.ok && r.code === 0 && !r.unexpected.length;
  table(
    rounds.map((r) => ({
      round: r.round,
      'stopped in ms': r.stopMs,
      exit: r.code ?? r.signal,
      'unexpected errors logged': r.unexpected.length,
      'Code 9 or unclean during stop': r.broken,
      'refused unread': r.refused,
      'abandoned import': r.imported,
      survived: r.ok ? 'yes' : 'NO',
    })),
  );
  for (const l of rounds.flatMap((r) => r.unexpected).slice(0, 3)) console.log(`  ${l.slice(0, 300)}`);
  const acked = busy.acked.shelves.length + busy.acked.commodities.length;
  console.log(`${acked} writes answered Code 0, ${lost} lost`);
  const survived = rounds.filter((r) => r.ok).length;
  finish('faults: sigterm drain', 'postgres', {
    cases: rounds.length,
    faultsSurvived: survived,
    writesLost: lost,
    errors: rounds.reduce((n, r) => n + r.unexpected.length + r.broken + (r.code === 0 ? 0 : 1), 0),
    extra: { 'acked writes': acked },
    ok: survived === rounds.length && !lost,
  });
}

function finish(suite, driver, { ok, ...figures }) {
  report(suite, driver, figures);
  outcomes.push({ suite, ok });
  if (!ok) failed = true;
}

const runs = {
  'pg-restart': pgRestart,
  'kill-batch': () => killDuringWrites('kill-batch'),
  'kill-import': () => killDuringWrites('kill-import'),
  'pglite-kill': pgliteKill,
  sigterm,
};
for (const name of chosen) {
  console.log(`\n=== fault: ${name} ===`);
  try {
    await runs[name]();
  } catch (e) {
    console.error(`${name} could not run: ${e.stack ?? e}`);
    report(`faults: ${name}`, name === 'pglite-kill' ? 'pglite' : 'postgres', {
      errors: 1,
      extra: { failed: String(e.message ?? e).slice(0, 80) },
    });
    failed = true;
  }
}
console.log(`\nfaults: ${outcomes.filter((o) => o.ok).length} of ${chosen.length} kinds survived`);
process.exit(failed ? 1 : 0);
