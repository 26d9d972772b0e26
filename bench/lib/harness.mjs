// Shared pieces of the benchmarks: a bench database, the built server as a child process, a
// keep-alive HTTP client, a closed-loop load generator and pgbench. Figures are read against the
// raw database doing the same work in the same run, so machine speed cancels out.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The local socket when there is one: server and pgbench then pay the same (cheaper) transport.
// On loopback TCP each small write also runs the receiver's TCP path inside the sender's
// syscall, which is most of what a single-threaded server spends per query.
const socketDir = '/var/run/postgresql';
export const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  (fs.existsSync(`${socketDir}/.s.PGSQL.5432`)
    ? `postgres://postgres@${encodeURIComponent(socketDir)}/postgres`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

export async function freshDatabase(name) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export function ensureBuilt() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', '@wms/server'], { cwd: root, stdio: 'inherit' });
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A TCP port free on 127.0.0.1 now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** GET `url` answers HTTP 200 within a second. */
export const answers = (url) =>
  new Promise((resolve) => {
    const req = http.get(url, { timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });

/**
 * The built server as a child process. Resolves once /version.json answers; rejects when the
 * child dies first, or after 60 s. Its output goes to this terminal, or to `logFile` for a
 * script that reads what it logged. BENCH_NODE_ARGS: extra node flags for it, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`.
 */
export async function startServer(env, { logFile, port } = {}) {
  port ??= await freePort();
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const out = logFile ? fs.openSync(logFile, 'a') : 'inherit';
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'wms-bench-')),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  if (typeof out === 'number') fs.closeSync(out);
  // A bench that fails half-way must not leave its server running (and holding this terminal).
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const where = logFile ? `; log: ${logFile}` : '';
  const deadline = Date.now() + 60_000;
  for (;;) {
    const dead = await Promise.race([exited, sleep(100).then(() => null)]);
    if (dead) throw new Error(`server exited (${dead.code ?? dead.signal}) while starting${where}`);
    if (await answers(`${url}/version.json`)) break;
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s${where}`);
  }
  return {
    url,
    port,
    child,
    log: logFile,
    exited,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU time a process has used, in ms: user and system (the kernel's share: socket writes above
 * all, each waking the process that reads them), from /proc (clock ticks, 100 a second). */
export function cpuTimes(pid) {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(f[11]) * 10, sys: Number(f[12]) * 10 };
}
/** The same, user and system together. */
export const cpuMs = (pid) => {
  const t = cpuTimes(pid);
  return t.user + t.sys;
};

export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
export function post(url, body, token) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body ?? {});
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()));
          } catch (e) {
            reject(e);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export function encrypt(pem, text) {
  return crypto
    .publicEncrypt(
      { key: pem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(text),
    )
    .toString('base64');
}

/** Closed loop: `clients` workers call `fn` back to back for `seconds` (or `count` calls). Answers
 * the latencies too (ms, sorted) and the time taken (s), for rounds to be pooled. */
export async function load({ clients, seconds, count, fn }) {
  const latencies = [];
  let errors = 0;
  let issued = 0;
  const end = Date.now() + (seconds ?? 3600) * 1000;
  const t0 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async (_, w) => {
      while (Date.now() < end && (count === undefined || issued < count)) {
        issued++;
        const s = process.hrtime.bigint();
        try {
          const r = await fn(w);
          if (r?.Code !== 0) errors++;
        } catch {
          errors++;
        }
        latencies.push(Number(process.hrtime.bigint() - s) / 1e6);
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - t0) / 1e9;
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    n: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: q(0.5),
    p99: q(0.99),
    elapsed,
    latencies,
  };
}

/** pgbench running `sql` (a custom script) with `clients` connections for `seconds`. */
export function pgbench(dbUrl, sql, { clients, seconds }) {
  const file = path.join(os.tmpdir(), `wms-pgbench-${process.pid}.sql`);
  fs.writeFileSync(file, sql);
  const u = new URL(dbUrl);
  const out = execFileSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      file,
      '-h',
      decodeURIComponent(u.hostname),
      '-p',
      u.port || '5432',
      '-U',
      u.username || 'postgres',
      u.pathname.slice(1),
    ],
    { encoding: 'utf8' },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)[1]);
  const lat = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? 'NaN');
  return { tps, latencyAvg: lat };
}

export const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
export function table(rows) {
  const cols = Object.keys(rows[0]);
  const w = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (vals) => vals.map((v, i) => String(v).padEnd(w[i])).join('  ');
  console.log(line(cols));
  console.log(line(w.map((n) => '-'.repeat(n))));
  for (const r of rows) console.log(line(cols.map((c) => r[c])));
}

const hasWrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (e) {
    return e.status === 1; // wrk --version exits 1 after printing its version
  }
})();

const ms = (v) => {
  const m = /([\d.]+)(us|ms|s)/.exec(v);
  if (!m) return Number.NaN;
  return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
};

/**
 * Load from a C client when wrk is installed (Debian package `wrk`), so the load generator does
 * not compete with the server for the same cores as much as a Node client would; pgbench, the
 * baseline, is C too. Falls back to the Node closed loop.
 */
export async function httpLoad(url, { body = {}, token, clients, seconds }) {
  if (!hasWrk) return load({ clients, seconds, fn: () => post(url, body, token) });
  const script = path.join(os.tmpdir(), `wms-wrk-${process.pid}.lua`);
  fs.writeFileSync(
    script,
    [
      'wrk.method = "POST"',
      `wrk.body = ${JSON.stringify(JSON.stringify(body))}`,
      'wrk.headers["Content-Type"] = "application/json"',
      token ? `wrk.headers["Authorization"] = "Bearer ${token}"` : '',
      // Count envelopes that are not Code 0 as errors, not only non-2xx answers.
      'local bad = 0',
      'response = function(status, headers, b) if status ~= 200 or not string.find(b, \'"Code":0\', 1, true) then bad = bad + 1 end end',
      'done = function() end',
    ].join('\n'),
  );
  const out = execFileSync(
    'wrk',
    [`-t${Math.min(2, clients)}`, `-c${clients}`, `-d${seconds}s`, '--latency', '-s', script, url],
    {
      encoding: 'utf8',
    },
  );
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    n: Number(/(\d+) requests in/.exec(out)[1]),
    errors: non2xx + (socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    p50: ms(/^\s*50%\s+(\S+)/m.exec(out)?.[1]),
    p99: ms(/^\s*99%\s+(\S+)/m.exec(out)?.[1]),
  };
}

/** A parameter as an SQL literal, so that pgbench runs the statement the server ran. */
function literal(v) {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return literal(v.toISOString());
  // node-postgres sends an array as an array literal (`{1,2,3}`), an object as JSON.
  if (Array.isArray(v)) return literal(`{${v.map((x) => JSON.stringify(x)).join(',')}}`);
  if (typeof v === 'object') return literal(JSON.stringify(v));
  const text = String(v).replaceAll("'", "''");
  // pgbench reads `:name` as its own variable, even inside quotes: spell colons as escapes.
  return text.includes(':') ? `E'${text.replaceAll('\\', '\\\\').replaceAll(':', '\\x3a')}'` : `'${text}'`;
}

/** `$n` placeholders replaced by their values; one statement per line for a pgbench script. */
export function inlineSql(sql, params) {
  // The statement's own quoted texts (a time format's `HH24:MI`) get their colons escaped too.
  const own = sql.replace(/(?<![A-Za-z])'(?:[^']|'')*'/g, (q) =>
    q.includes(':') ? `E${q.replaceAll('\\', '\\\\').replaceAll(':', '\\x3a')}` : q,
  );
  const text = own.replace(/\$(\d+)\b/g, (_, n) => literal(params[Number(n) - 1]));
  return `${text.replace(/\s+/g, ' ').trim()};`;
}

/**
 * The statements a call runs, read from a server started with `SQL_LOG=logFile`: the lines the
 * file gained while the call ran, as one pgbench script (guard, page and count alike).
 */
export async function capturedSql(logFile, url, body, token) {
  const before = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  const r = await post(url, body, token);
  if (r.Code !== 0) throw new Error(`${url}: ${r.Message}`);
  const added = fs.readFileSync(logFile).subarray(before).toString('utf8');
  return added
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .map((q) => inlineSql(q.sql, q.params))
    .join('\n');
}

/** The floor server (`floor-server.mjs`) answering with the statements of a captured script. */
export async function startFloor(dbUrl, script) {
  const file = path.join(os.tmpdir(), `wms-floor-${process.pid}.json`);
  const statements = script
    .split('\n')
    .filter(Boolean)
    .map((s) => s.replace(/;$/, ''));
  fs.writeFileSync(file, JSON.stringify(statements));
  const port = 19000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/floor-server.mjs')], {
    env: { ...process.env, DATABASE_URL: dbUrl, FLOOR_SQL: file, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Each case measured three ways in one run, so that the machine's speed cancels out: our server
 * (10 clients, and 1 client: what a person at the station feels), pgbench replaying the exact
 * statements the call ran (`c.sql`, from `capturedSql`), and the floor server running the same
 * statements (node:http + pg, nothing else: what any Node server could reach here). Ours and the
 * floor take turns of ROUND_SECONDS each, `seconds / ROUND_SECONDS` turns each (at least three), in
 * alternating order, both servers up all along: a shift in the machine's speed while a bench runs
 * (another process, a checkpoint of the database, a busy neighbour on a shared host) then falls on
 * both alike. (Ours first for every case, then each floor, moved the share by 10-25 points between
 * runs; the floor's own rps changed that much. Three turns of a third of the time each, ours
 * always first, still left runs minutes apart 10 points apart on a host whose speed wandered by
 * half within seconds.) Our server stops at the end (`stopServer`).
 * Cases: `{ call, name, body, sql, token? }`; `url` of our server; answers the cases with
 * `http`, `single`, `raw` and `floor` filled in.
 */
export async function compareWithFloor(cases, { url, token, dbUrl, clients, seconds, stopServer }) {
  const ROUND_SECONDS = 2; // wrk takes whole seconds
  const rounds = Math.max(3, Math.round(seconds / ROUND_SECONDS));
  for (const c of cases) {
    const at = `${url}/openapi/${c.call}`;
    const auth = c.token ?? token;
    const floor = await startFloor(dbUrl, c.sql);
    try {
      await httpLoad(at, { body: c.body, token: auth, clients, seconds: 2 });
      await httpLoad(floor.url, { body: c.body, clients, seconds: 2 });
      const ours = [];
      const theirs = [];
      let floorCpu = 0;
      const floorTurn = async () => {
        const before = cpuMs(floor.pid);
        theirs.push(await httpLoad(floor.url, { body: c.body, clients, seconds: ROUND_SECONDS }));
        floorCpu += cpuMs(floor.pid) - before;
      };
      const ourTurn = async () => {
        ours.push(await httpLoad(at, { body: c.body, token: auth, clients, seconds: ROUND_SECONDS }));
      };
      for (let r = 0; r < rounds; r++) {
        if (r % 2) {
          await floorTurn();
          await ourTurn();
        } else {
          await ourTurn();
          await floorTurn();
        }
      }
      c.http = combined(ours);
      c.floor = combined(theirs);
      // What a call costs the floor's process, to read beside what it costs ours.
      c.floorCpuMs = floorCpu / c.floor.n;
    } finally {
      await floor.stop();
    }
    c.single = await httpLoad(at, { body: c.body, token: auth, clients: 1, seconds: Math.max(2, seconds / 2) });
    c.raw = pgbench(dbUrl, c.sql, { clients, seconds });
  }
  await stopServer();
  return cases;
}

/** The largest of the latencies wrk printed (NaN when none could be read). */
const worst = (values) => {
  const read = values.filter(Number.isFinite);
  return read.length ? Math.max(...read) : Number.NaN;
};

/** Rounds of one load as one: all their requests over all their time; the worst round's p99. */
function combined(rounds) {
  const n = rounds.reduce((a, r) => a + r.n, 0);
  return {
    n,
    errors: rounds.reduce((a, r) => a + r.errors, 0),
    rps: rounds.reduce((a, r) => a + r.rps, 0) / rounds.length,
    p50: worst(rounds.map((r) => r.p50)),
    p99: worst(rounds.map((r) => r.p99)),
  };
}

/** The targets of issue 16: at least 0.8 of the floor's throughput, a single client's p99 at
 * most 10 ms, no errors. */
export const FLOOR_SHARE = 0.8;
export const SINGLE_P99_MS = 10;
export const meetsTargets = (c) =>
  c.http.rps / c.floor.rps >= FLOOR_SHARE && c.single.p99 <= SINGLE_P99_MS && !c.http.errors && !c.single.errors;

/** The comparison as a table: ours, the floor's and pgbench's throughput and the two ratios, p99
 * under load, and the single client's p50/p99. */
export function printComparison(cases, clients) {
  table(
    cases.map((c) => ({
      call: `${c.call}${c.name ? ` (${c.name})` : ''}`,
      rps: fmt(c.http.rps),
      p99_ms: fmt(c.http.p99, 2),
      floor_rps: fmt(c.floor.rps),
      floor_p99: fmt(c.floor.p99, 2),
      sql_tps: fmt(c.raw.tps),
      of_floor: `${fmt((c.http.rps / c.floor.rps) * 100)}%`,
      of_sql: `${fmt((c.http.rps / c.raw.tps) * 100)}%`,
      one_p50: fmt(c.single.p50, 2),
      one_p99: fmt(c.single.p99, 2),
      errors: c.http.errors + c.single.errors,
      verdict: meetsTargets(c) ? 'OK' : 'BELOW TARGET',
    })),
  );
  console.log(
    `\n${clients} clients. Targets (issue 16): rps >= ${FLOOR_SHARE * 100}% of the floor's; one client's p99 <= ${SINGLE_P99_MS} ms; no errors.`,
  );
  console.log('floor: node:http + pg running the same statements with nothing else (lib/floor-server.mjs).');
  console.log('sql: pgbench replaying the same statements; one_*: a single client, back to back.');
}
