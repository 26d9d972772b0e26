// The tracking-number hand-out (LocalTrackingNumber/TakeLocalTrackingNumber) under 50 concurrent
// callers on PostgreSQL: throughput and latency, and the guarantee that matters more than speed:
// every success got a different number, and the pool's used count equals the successes.
import pg from 'pg';
import { encrypt, ensureBuilt, fmt, freshDatabase, load, post, startServer, table } from './lib/harness.mjs';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL = Number(process.env.BENCH_POOL ?? 200_000);

ensureBuilt();
const dbUrl = await freshDatabase('wms_bench_tracking');
const server = await startServer({ DATABASE_URL: dbUrl });
try {
  const pem = (await post(`${server.url}/openapi/Account/GetPublicKey`)).Data.PublicKey;
  const token = (
    await post(`${server.url}/openapi/Account/Login`, { username: 'admin', password: encrypt(pem, 'Admin@123') })
  ).Data.AccessToken;
  const made = await post(
    `${server.url}/openapi/Carrier/AddCarrier`,
    { Name: 'Bench carrier', Code: 'BENCH', InterfaceType: 1, TrackingFormat: 3 },
    token,
  );
  const carrierId = made.Data;
  // The pool straight in SQL: the import's own path is tested elsewhere.
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  await c.query(
    `insert into local_tracking_numbers (carrier_id, number) select $1, 'BN' || lpad(g::text, 10, '0') from generate_series(1, $2) g`,
    [carrierId, POOL],
  );
  await c.query('analyze local_tracking_numbers');

  let n = 0;
  const taken = [];
  const r = await load({
    clients: CLIENTS,
    seconds: SECONDS,
    fn: async () => {
      const a = await post(
        `${server.url}/openapi/LocalTrackingNumber/TakeLocalTrackingNumber`,
        { CarrierId: carrierId, OrderNumber: `BENCH-${++n}` },
        token,
      );
      if (a.Code === 0) taken.push(a.Data.Number);
      return a;
    },
  });
  const used = (
    await c.query('select count(*)::int as n from local_tracking_numbers where state = 1 and carrier_id = $1', [
      carrierId,
    ])
  ).rows[0].n;
  await c.end();
  const distinct = new Set(taken).size;
  table([
    {
      call: 'TakeLocalTrackingNumber',
      clients: CLIENTS,
      rps: fmt(r.rps),
      'p50 ms': fmt(r.p50),
      'p99 ms': fmt(r.p99),
      errors: r.errors,
      successes: taken.length,
      'distinct numbers': distinct,
      'used in pool': used,
    },
  ]);
  if (distinct !== taken.length || used !== taken.length || r.errors) {
    console.error('FAILED: a number went out twice, or a hand-out failed');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
