import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, startTestServer } from './helpers/server.js';

describe('data survives a restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-persist-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps sessions, keys and seeded accounts across a restart, and does not seed twice', async () => {
    const db = await freshDatabaseUrl();
    const first = await startTestServer({ dataDir, databaseUrl: db.url });
    const pair = await first.signIn('customer1');
    const key = first.deps.keys.publicKeyPem;
    await first.close();

    const second = await startTestServer({ dataDir, databaseUrl: db.url });
    try {
      expect(second.deps.keys.publicKeyPem).toBe(key);
      // The access token was signed with the persisted secret and its session is still there.
      const me = await second.call('Account/GetUserInfoDetailedInfo', {}, { token: pair.AccessToken });
      expect(me.Code).toBe(0);
      expect(me.Data.UserName).toBe('customer1');
      const refreshed = await second.call('Account/RefreshToken', { Token: pair.RefreshToken });
      expect(refreshed.Code).toBe(0);
      const res = await second.database.db.execute('select count(*)::int as n from users' as never);
      expect(Number((res.rows[0] as { n: number }).n)).toBe(4);
    } finally {
      await second.close();
      await db.drop();
    }
  });
});

// Only PostgreSQL connections can drop under a running server (a restart, a failover).
describe.skipIf(process.env.TEST_DRIVER !== 'postgres')('a database connection lost mid-transaction', () => {
  it('fails that transaction, not the process; the next call gets a new connection', async () => {
    const s = await startTestServer();
    const killer = new pg.Client({ connectionString: s.config.databaseUrl });
    await killer.connect();
    try {
      const lost = s.database.db.transaction(async (tx) => {
        const res = await tx.execute('select pg_backend_pid() as pid' as never);
        const pid = (res.rows[0] as { pid: number }).pid;
        await killer.query('select pg_terminate_backend($1)', [pid]);
        // The server's goodbye arrives while the client sits idle in the transaction: without a
        // listener on the checked-out client it is an uncaught 'error' event, ending the process
        // (vitest reports it as an unhandled error and fails the run).
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute('select 1' as never);
      });
      await expect(lost).rejects.toThrow();
      const pair = await s.signIn('customer1');
      const me = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: pair.AccessToken });
      expect(me.Code).toBe(0);
    } finally {
      await killer.end();
      await s.close();
    }
  });
});
