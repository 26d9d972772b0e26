import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
