import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed/index.js';
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

describe('stopping under traffic', () => {
  /** A raw connection to the server, collecting what it answers until it closes. */
  async function connection(url: string) {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    await once(socket, 'connect');
    let text = '';
    socket.on('data', (d) => {
      text += d.toString();
    });
    const ended = once(socket, 'close');
    return { socket, answer: () => ended.then(() => text) };
  }
  const request = (p: string, body: string) =>
    `POST /openapi/${p} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n` +
    `acceptlanguage: en-US\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('finishes running requests, keeps no connection alive, and turns late ones away with the envelope', async () => {
    const s = await startTestServer({ listen: true });
    const login = request(
      'Account/Login',
      JSON.stringify({ username: 'admin', password: s.encrypt(DEMO_ACCOUNTS.admin.password) }),
    );
    // A: a sign-in on a kept-alive connection, running when the stop begins: its headers are in
    // (the server has taken it), the end of its body comes once the server is stopping, so it is
    // under way however fast the machine signs in.
    // B: a request whose first half has arrived; the rest comes once the server is stopping.
    const a = await connection(s.url);
    const b = await connection(s.url);
    const late = request('Account/GetUserInfoDetailedInfo', '{}');
    b.socket.write(late.slice(0, 20));
    a.socket.write(login.slice(0, -5));
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const closed = s.close();
    await new Promise((r) => setTimeout(r, 20));
    a.socket.write(login.slice(-5));
    b.socket.write(late.slice(20));

    const [first, second] = await Promise.all([a.answer(), b.answer()]);
    await closed;
    // Without `connection: close` Node holds A open until its keep-alive time-out (72 s).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first.toLowerCase()).toContain('connection: close');
    expect(bodyOf(first).Code).toBe(0);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second.toLowerCase()).toContain('connection: close');
    expect(bodyOf(second)).toMatchObject({ Code: 9, Data: null });
    expect(bodyOf(second).Message).toMatch(/unavailable/i);
  });
});
