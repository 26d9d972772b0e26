import { PushEvents, type PushToConsole, type PushToServer } from '@wms/contract';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH, type PushHub } from '../src/platform/push.js';
import { startTestServer, type TestServer } from './helpers/server.js';

// The push hub keeps no socket of an ended session (docs/domain.md, "Signing in"): it refuses the
// access token of a signed-out session, closes a session's sockets when it signs out and a user's
// when it is switched off, deleted or its password reset.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ listen: true });
});
afterAll(() => s.close());

const sockets: Socket[] = [];
afterEach(() => {
  for (const k of sockets.splice(0)) k.close();
});

/** A real hub client: connected, or the connection's error. */
async function connect(token: string): Promise<{ socket: Socket; error: Error | null }> {
  const socket = io(s.url, { path: HUB_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const error = await new Promise<Error | null>((resolve) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', resolve);
  });
  return { socket, error };
}

/** The reason the server gave for closing the socket, or null if it stays open `ms` longer. */
const closedWithin = (socket: Socket, ms: number) =>
  new Promise<string | null>((resolve) => {
    if (!socket.connected) return resolve('not connected');
    const timer = setTimeout(() => resolve(null), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('the push hub and ended sessions', () => {
  it("refuses a signed-out session's access token, though the token has not expired", async () => {
    const pair = await s.signIn('customer1');
    expect((await connect(pair.AccessToken)).error).toBeNull();
    expect((await s.call('Account/RevokeToken', { Token: pair.RefreshToken })).Code).toBe(0);
    const after = await connect(pair.AccessToken);
    expect(after.error?.message).toBe('unauthorized');
  });

  it("closes a session's sockets when it signs out, and no other session's", async () => {
    const leaving = await s.signIn('customer1');
    const staying = await s.signIn('customer1');
    const a = await connect(leaving.AccessToken);
    const a2 = await connect(leaving.AccessToken);
    const b = await connect(staying.AccessToken);
    expect([a.error, a2.error, b.error]).toEqual([null, null, null]);
    const closedA = closedWithin(a.socket, 3000);
    const closedA2 = closedWithin(a2.socket, 3000);
    const closedB = closedWithin(b.socket, 500);
    expect((await s.call('Account/RevokeToken', { Token: leaving.RefreshToken })).Code).toBe(0);
    expect(await closedA).toBe('io server disconnect');
    expect(await closedA2).toBe('io server disconnect');
    expect(await closedB).toBeNull();
    // The sweep finds nothing more to close: the other session is live.
    expect(await s.deps.push.sweep()).toBe(0);
    expect(b.socket.connected).toBe(true);
  });

  const idOf = async (userName: string) =>
    Number(
      ((await s.deps.db.execute(sql`select id from users where user_name = ${userName}`)).rows[0] as { id: number }).id,
    );

  // At once: the sweep (every 30 s) is not run here, so a socket closed within 3 s was closed by
  // the change itself, after its commit.
  it("closes a user's sockets as it is switched off, no sweep needed, and takes no new one", async () => {
    const admin = (await s.signIn('admin')).AccessToken;
    const customer = await s.signIn('customer2');
    const open = await connect(customer.AccessToken);
    const other = await connect((await s.signIn('customer1')).AccessToken);
    expect([open.error, other.error]).toEqual([null, null]);
    const id = await idOf('customer2');
    const closed = closedWithin(open.socket, 3000);
    const off = await s.call('User/EditUser', { Id: id, NickName: 'customer2', IsDeactivate: true }, { token: admin });
    expect(off.Code, off.Message).toBe(0);
    expect(await closed).toBe('io server disconnect');
    expect(other.socket.connected).toBe(true);
    expect(await s.deps.push.sweep()).toBe(0);
    expect((await connect(customer.AccessToken)).error?.message).toBe('unauthorized');
    const on = await s.call('User/EditUser', { Id: id, NickName: 'customer2', IsDeactivate: false }, { token: admin });
    expect(on.Code, on.Message).toBe(0);
  });

  it("closes a deleted user's sockets at once", async () => {
    const admin = (await s.signIn('admin')).AccessToken;
    const open = await connect((await s.signIn('customer2')).AccessToken);
    expect(open.error).toBeNull();
    const closed = closedWithin(open.socket, 3000);
    const id = await idOf('customer2');
    expect((await s.call('User/DeleteUser', { Id: id }, { token: admin })).Code).toBe(0);
    expect(await closed).toBe('io server disconnect');
    await s.deps.db.execute(sql`update users set is_deactivate = false where id = ${id}`);
  });

  it("closes the sockets of a user whose password is reset at once, but the resetting session's own", async () => {
    const resetting = (await s.signIn('admin')).AccessToken;
    const mine = await connect(resetting);
    const elsewhere = await connect((await s.signIn('admin')).AccessToken);
    expect([mine.error, elsewhere.error]).toEqual([null, null]);
    const closedElsewhere = closedWithin(elsewhere.socket, 3000);
    const closedMine = closedWithin(mine.socket, 500);
    // The administrator resets its own password (to the same one): its other sessions end.
    const reset = await s.call(
      'BackstageUser/ResetBackstageUserPassword',
      { Id: await idOf('admin'), Password: s.encrypt('Admin@123') },
      { token: resetting },
    );
    expect(reset.Code, reset.Message).toBe(0);
    expect(await closedElsewhere).toBe('io server disconnect');
    expect(await closedMine).toBeNull();
  });
});

// The hub and the console are typed from the protocol's declaration
// (packages/contract/src/sockets/push.ts): `npm run typecheck` fails unless each line marked as an
// expected error is one.
function typedEnds(hub: PushHub, page: Socket<PushToConsole, PushToServer>) {
  hub.toUsers([1], PushEvents.PermissionChange, { At: new Date().toISOString() });
  // @ts-expect-error a misspelt event
  hub.toUser(1, 'PermissionChanged', { At: '' });
  // @ts-expect-error a user message is no permission change
  hub.toSite(1, PushEvents.UserReceivingInformation, { At: '' });
  page.on(PushEvents.AddPickingList, (p) => p.PickingId + p.WarehouseId);
  // @ts-expect-error the console sends nothing on the hub
  page.emit(PushEvents.SendAsync, { InfoType: 0, Title: '', Message: '', MessageType: 'info' });
}

describe('the push protocol', () => {
  it('types the hub and the console from the declaration (checked by the type checker)', () => {
    expect(typeof typedEnds).toBe('function');
  });
});

describe.runIf(process.env.TEST_DRIVER === 'postgres' && !!process.env.REDIS_URL)('two instances sharing Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ listen: true, config: { redisUrl: process.env.REDIS_URL } });
    b = await startTestServer({
      listen: true,
      databaseUrl: a.config.databaseUrl,
      config: { redisUrl: process.env.REDIS_URL },
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('closes the sockets a session holds on the other instance when it signs out on this one', async () => {
    const pair = await a.signIn('customer1');
    const socket = io(b.url, {
      path: HUB_PATH,
      auth: { token: pair.AccessToken },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const closed = closedWithin(socket, 3000);
    expect((await a.call('Account/RevokeToken', { Token: pair.RefreshToken })).Code).toBe(0);
    expect(await closed).toBe('io server disconnect');
  });

  it('closes the sockets a user holds on the other instance when it is switched off on this one', async () => {
    const admin = (await a.signIn('admin')).AccessToken;
    const pair = await a.signIn('customer2');
    const socket = io(b.url, {
      path: HUB_PATH,
      auth: { token: pair.AccessToken },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const closed = closedWithin(socket, 3000);
    const { id } = (await a.deps.db.execute(sql`select id from users where user_name = 'customer2'`)).rows[0] as {
      id: number;
    };
    const off = await a.call('User/EditUser', { Id: id, NickName: 'customer2', IsDeactivate: true }, { token: admin });
    expect(off.Code, off.Message).toBe(0);
    expect(await closed).toBe('io server disconnect');
    await a.deps.db.execute(sql`update users set is_deactivate = false where id = ${id}`);
  });
});
