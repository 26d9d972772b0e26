// Sign-in (RSA + argon2) and GetUserInfoDetailedInfo under 10 concurrent clients on PostgreSQL,
// against pgbench running the SQL that GetUserInfoDetailedInfo runs (guard + info query).
// Targets (issue 2): user info >= 60% of the raw SQL's throughput; idle RSS < 200 MB.
import pg from 'pg';
import {
  encrypt,
  ensureBuilt,
  fmt,
  freshDatabase,
  httpLoad,
  load,
  pgbench,
  post,
  rssMb,
  startServer,
  table,
} from './lib/harness.mjs';

const CLIENTS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

ensureBuilt();
const dbUrl = await freshDatabase('wms_bench_auth');
const server = await startServer({ DATABASE_URL: dbUrl, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000000' });
try {
  await new Promise((r) => setTimeout(r, 3000));
  const idle = rssMb(server.child.pid);
  const api = (p) => `${server.url}/openapi/${p}`;
  const pem = (await post(api('Account/GetPublicKey'))).Data.PublicKey;

  const signIn = await load({
    clients: CLIENTS,
    seconds: Math.min(SECONDS, 5),
    fn: () => post(api('Account/Login'), { username: 'admin', password: encrypt(pem, 'Admin@123') }),
  });

  const tokens = [];
  for (let i = 0; i < CLIENTS; i++) {
    tokens.push(
      (
        await post(api('Account/Login'), {
          username: i % 2 ? 'admin' : 'clerk',
          password: encrypt(pem, i % 2 ? 'Admin@123' : 'Clerk@123'),
        })
      ).Data.AccessToken,
    );
  }
  // Warm up, then measure.
  await load({ clients: CLIENTS, seconds: 2, fn: (w) => post(api('Account/GetUserInfoDetailedInfo'), {}, tokens[w]) });
  const info = await httpLoad(api('Account/GetUserInfoDetailedInfo'), {
    token: tokens[0],
    clients: CLIENTS,
    seconds: SECONDS,
  });
  const busy = rssMb(server.child.pid);

  // The same two statements the call runs, with a real session id and user.
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const { rows } = await c.query(
    `select s.id, s.user_id from sessions s join users u on u.id = s.user_id where u.user_name = 'clerk' and s.revoked_at is null limit 1`,
  );
  await c.end();
  const { id: sid, user_id: uid } = rows[0];
  const sql = `
select u.id as user_id, u.account_type, u.site_id, u.is_super_user, true as allowed
  from sessions s join users u on u.id = s.user_id
  where s.id = '${sid}'::uuid and s.user_id = ${uid} and s.revoked_at is null and s.expires_at > now() and not u.is_deactivate;
select u.id, u.user_name, u.nick_name, u.avatar, u.is_super_user, u.account_type, u.site_id, u.customer_code,
  coalesce((select array_agg(distinct m.permission_code order by m.permission_code)
    from user_roles ur join roles r on r.id = ur.role_id and not r.is_deactivate
    join role_menus rm on rm.role_id = ur.role_id join menus m on m.id = rm.menu_id and not m.is_deactivate
    where ur.user_id = u.id and m.permission_code is not null), '{}') as buttons,
  coalesce((select array_agg(q.path order by q.sort, q.creation_time) from quick_navigations q where q.user_id = u.id), '{}') as quick,
  (select count(*) from user_messages um where um.user_id = u.id and not um.is_read)::int as unread
  from users u where u.id = ${uid};
`;
  const raw = pgbench(dbUrl, sql, { clients: CLIENTS, seconds: SECONDS });

  table([
    {
      call: 'Account/Login (RSA + argon2)',
      clients: CLIENTS,
      rps: fmt(signIn.rps),
      p50_ms: fmt(signIn.p50, 2),
      p99_ms: fmt(signIn.p99, 2),
      errors: signIn.errors,
    },
    {
      call: 'Account/GetUserInfoDetailedInfo',
      clients: CLIENTS,
      rps: fmt(info.rps),
      p50_ms: fmt(info.p50, 2),
      p99_ms: fmt(info.p99, 2),
      errors: info.errors,
    },
    { call: 'pgbench: same SQL', clients: CLIENTS, rps: fmt(raw.tps), p50_ms: '', p99_ms: '', errors: 0 },
  ]);
  const ratio = info.rps / raw.tps;
  console.log(
    `\nGetUserInfoDetailedInfo / raw SQL throughput: ${fmt(ratio * 100)}% (target >= 60%) ${ratio >= 0.6 ? 'OK' : 'BELOW TARGET'}`,
  );
  console.log(
    `server RSS idle: ${fmt(idle)} MB (target < 200 MB) ${idle < 200 ? 'OK' : 'BELOW TARGET'}; after load: ${fmt(busy)} MB`,
  );
} finally {
  await server.stop();
}
