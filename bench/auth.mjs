// Sign-in (RSA + argon2) and GetUserInfoDetailedInfo under 10 concurrent clients on PostgreSQL.
// GetUserInfoDetailedInfo runs on our server, on the floor server (node:http + pg running the
// statements the call ran, nothing else) and in pgbench replaying them (`compareWithFloor`).
// Targets (issue 16): >= 80% of the floor's throughput, a single client's p99 <= 10 ms, idle RSS
// <= 150 MB per process; the RSS of each process with WEB_CONCURRENCY=2 (with Redis) is printed.
// Usage: node bench/auth.mjs (BENCH_SECONDS, default 10; REDIS_URL, default redis://127.0.0.1:6379).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  answers,
  capturedSql,
  compareWithFloor,
  encrypt,
  ensureBuilt,
  fmt,
  freshDatabase,
  load,
  post,
  printComparison,
  rssMb,
  sleep,
  startServer,
  table,
} from './lib/harness.mjs';

const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const IDLE_TARGET_MB = 150;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The pids of a process's children (the cluster's workers). */
const childrenOf = (pid) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);

ensureBuilt();
const dbUrl = await freshDatabase('wms_bench_auth');
const sqlLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wms-sql-')), 'sql.jsonl');
const env = { DATABASE_URL: dbUrl, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000000' };

// First server: migrates and seeds, tells the statements of the call (SQL_LOG).
let server = await startServer({ ...env, SQL_LOG: sqlLog });
const api = (url, p) => `${url}/openapi/${p}`;
const signIn = async (url, user, password) => {
  const pem = (await post(api(url, 'Account/GetPublicKey'))).Data.PublicKey;
  return (await post(api(url, 'Account/Login'), { username: user, password: encrypt(pem, password) })).Data.AccessToken;
};
let sql;
try {
  const token = await signIn(server.url, 'clerk', 'Clerk@123');
  await capturedSql(sqlLog, api(server.url, 'Account/GetUserInfoDetailedInfo'), {}, token);
  sql = await capturedSql(sqlLog, api(server.url, 'Account/GetUserInfoDetailedInfo'), {}, token);
} finally {
  await server.stop();
}

server = await startServer(env);
await sleep(3000);
const idle = rssMb(server.child.pid);
const pem = (await post(api(server.url, 'Account/GetPublicKey'))).Data.PublicKey;
const signIns = await load({
  clients: CLIENTS,
  seconds: Math.min(SECONDS, 5),
  fn: () => post(api(server.url, 'Account/Login'), { username: 'admin', password: encrypt(pem, 'Admin@123') }),
});
const token = await signIn(server.url, 'clerk', 'Clerk@123');
let busy = 0;
const cases = await compareWithFloor([{ call: 'Account/GetUserInfoDetailedInfo', body: {}, sql }], {
  url: server.url,
  token,
  dbUrl,
  clients: CLIENTS,
  seconds: SECONDS,
  stopServer: async () => {
    busy = rssMb(server.child.pid);
    await server.stop();
  },
});

// Several processes: what each one costs (the primary only forks and watches).
let cluster = null;
server = await startServer({ ...env, WEB_CONCURRENCY: '2', REDIS_URL }).catch(() => null);
if (server) {
  try {
    let workers = [];
    for (let i = 0; i < 50 && workers.length < 2; i++) {
      workers = childrenOf(server.child.pid);
      await sleep(200);
    }
    // Every worker answers before it is measured.
    for (let i = 0; i < 20; i++) await answers(`${server.url}/version.json`);
    await sleep(3000);
    cluster = { primary: rssMb(server.child.pid), workers: workers.map(rssMb) };
  } finally {
    await server.stop();
  }
}

table([
  {
    call: 'Account/Login (RSA + argon2)',
    clients: CLIENTS,
    rps: fmt(signIns.rps),
    p50_ms: fmt(signIns.p50, 2),
    p99_ms: fmt(signIns.p99, 2),
    errors: signIns.errors,
  },
]);
console.log('');
printComparison(cases, CLIENTS);
console.log(
  `\nserver RSS idle: ${fmt(idle)} MB (target <= ${IDLE_TARGET_MB} MB) ${idle <= IDLE_TARGET_MB ? 'OK' : 'BELOW TARGET'}; after load: ${fmt(busy)} MB`,
);
if (cluster)
  console.log(
    `WEB_CONCURRENCY=2 (Redis): primary ${fmt(cluster.primary)} MB, workers ${cluster.workers.map((w) => `${fmt(w)} MB`).join(', ')} idle`,
  );
else console.log(`WEB_CONCURRENCY=2: not measured (no Redis at ${REDIS_URL})`);
