import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH } from '../src/platform/push.js';
import { freshDatabaseUrl, startTestServer, type TestServer } from './helpers/server.js';

// Two processes' worth of server on one PostgreSQL and one Redis: needs both servers, so it runs
// in the postgres project (CI sets TEST_DATABASE_URL and REDIS_URL).
const enabled = process.env.TEST_DRIVER === 'postgres' && !!process.env.REDIS_URL;

describe.runIf(enabled)('two instances sharing PostgreSQL and Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const db = await freshDatabaseUrl();
    drop = db.drop;
    const config = { redisUrl: process.env.REDIS_URL };
    a = await startTestServer({ listen: true, databaseUrl: db.url, config });
    b = await startTestServer({ listen: true, databaseUrl: db.url, config });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('accepts a session started on one instance on the other', async () => {
    const pair = await a.signIn('customer1');
    const me = await b.call('Account/GetUserInfoDetailedInfo', {}, { token: pair.AccessToken });
    expect(me.Data.UserName).toBe('customer1');
  });

  it('refuses on one instance a refresh token already rotated on the other', async () => {
    const pair = await a.signIn('clerk');
    expect((await a.call('Account/RefreshToken', { Token: pair.RefreshToken })).Code).toBe(0);
    expect((await b.call('Account/RefreshToken', { Token: pair.RefreshToken })).Code).toBe(1);
  });

  it('delivers a push sent by one instance to a client connected to the other', async () => {
    const pair = await a.signIn('customer2');
    const me = await a.call('Account/GetUserInfoDetailedInfo', {}, { token: pair.AccessToken });
    const socket = connect(b.url, { path: HUB_PATH, auth: { token: pair.AccessToken }, transports: ['websocket'] });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise<unknown>((resolve) => socket.on('SendAsync', resolve));
    // The adapter needs a moment to subscribe the new room on Redis.
    await new Promise((r) => setTimeout(r, 200));
    a.deps.push.toUser(me.Data.UserId, 'SendAsync', { Title: 'hello', Message: 'from instance A' });
    expect(await received).toMatchObject({ Title: 'hello' });
  });
});
