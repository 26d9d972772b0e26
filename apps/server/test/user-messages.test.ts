import { fieldLabel } from '@wms/contract';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, sendUserMessage } from '../src/platform/notify.js';
import { HUB_PATH, PushEvents } from '../src/platform/push.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
let admin: string;
let c1: string;
let c2: string;
let c1Id: number;
let c2Id: number;

const sockets: Socket[] = [];

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  admin = (await s.signIn('admin')).AccessToken;
  c1 = (await s.signIn('customer1')).AccessToken;
  c2 = (await s.signIn('customer2')).AccessToken;
  const idOf = async (token: string) =>
    (await s.call('Account/GetUserInfoDetailedInfo', {}, { token })).Data.UserId as number;
  [c1Id, c2Id] = await Promise.all([idOf(c1), idOf(c2)]);
});
afterAll(async () => {
  for (const so of sockets) so.close();
  await s.close();
});

const send = (body: unknown, token = admin, lang?: string) =>
  s.call('UserMessages/SendUserMessage', body, { token, lang });
const unread = async (token: string) =>
  (await s.call('UserMessages/GetUserMessagesUnreadCount', {}, { token })).Data as number;
const page = (token: string, body: Record<string, unknown> = {}) =>
  s.call('UserMessages/GetUserMessages', { index: 1, rows: 20, ...body }, { token });
const messageCount = async () =>
  Number(((await s.deps.db.execute(sql`select count(*)::int as n from user_messages`)).rows[0] as { n: number }).n);

/** A hub client signed in as the token's user, with every UserReceivingInformation it gets. */
async function connect(token: string) {
  const received: any[] = [];
  const socket = io(s.url, { path: HUB_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  socket.on(PushEvents.UserReceivingInformation, (m) => received.push(m));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received };
}
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('UserMessages', () => {
  let mine: number[] = [];
  let theirs: number[] = [];

  it('staff send messages; each user sees only their own, newest first', async () => {
    for (const t of ['First', 'Second', 'Third']) {
      const r = await send({
        UserIds: [c1Id, c1Id],
        Title: t,
        Message: `${t} body`,
        InfoType: 2,
        MessageType: 'warning',
      });
      expect(r.Code).toBe(0);
      expect(r.Data).toEqual({ Count: 1 });
    }
    expect((await send({ UserIds: [c2Id], Title: 'For two', Message: 'secret' })).Code).toBe(0);

    const p1 = await page(c1);
    expect(p1.Code).toBe(0);
    expect(p1.Total).toBe(3);
    expect(p1.Data.map((m: any) => m.Title)).toEqual(['Third', 'Second', 'First']);
    expect(p1.Data[0]).toMatchObject({ InfoType: 2, MessageType: 'warning', IsRead: false, Message: 'Third body' });
    expect(new Date(p1.Data[0].CreationTime).toISOString()).toBe(p1.Data[0].CreationTime);
    mine = p1.Data.map((m: any) => m.Id);

    const p2 = await page(c2);
    expect(p2.Total).toBe(1);
    expect(p2.Data[0]).toMatchObject({ Title: 'For two', InfoType: 1, MessageType: 'info' });
    theirs = p2.Data.map((m: any) => m.Id);

    expect(await unread(c1)).toBe(3);
    expect(await unread(c2)).toBe(1);
    const info = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: c1 });
    expect(info.Data.UnreadMessageCount).toBe(3);
  });

  it('pages, filters by read state and date range, and sorts', async () => {
    const p = await page(c1, { index: 2, rows: 2 });
    expect(p.Total).toBe(3);
    expect(p.Data.map((m: any) => m.Title)).toEqual(['First']);
    const asc = await page(c1, { descendingOrder: false });
    expect(asc.Data.map((m: any) => m.Title)).toEqual(['First', 'Second', 'Third']);
    expect((await page(c1, { IsRead: true })).Total).toBe(0);
    expect((await page(c1, { IsRead: false })).Total).toBe(3);
    const future = new Date(Date.now() + 3600_000).toISOString();
    expect((await page(c1, { StartDate: future })).Total).toBe(0);
    expect((await page(c1, { EndDate: future })).Total).toBe(3);
    const bad = await page(c1, { rows: 1000 });
    expect([bad.Code, bad.Data.Field]).toEqual([2, 'rows']);
  });

  it("refuses another user's ids with Code 3, changing nothing, even inside a batch", async () => {
    const only = await s.call('UserMessages/UserMessagesRead', { Ids: theirs }, { token: c1, lang: 'en-us' });
    expect([only.status, only.Code]).toEqual([404, 3]);
    expect(only.Message).toContain(String(theirs[0]));
    const mixed = await s.call('UserMessages/UserMessagesRead', { Ids: [mine[0], theirs[0]] }, { token: c1 });
    expect(mixed.Code).toBe(3);
    const missing = await s.call('UserMessages/UserMessagesRead', { Ids: [mine[0], 999999] }, { token: c1 });
    expect(missing.Code).toBe(3);
    expect(await unread(c1)).toBe(3);
    expect(await unread(c2)).toBe(1);

    const del = await s.call('UserMessages/UserMessagesDelete', { Ids: [...mine, theirs[0]] }, { token: c1 });
    expect(del.Code).toBe(3);
    const delOnly = await s.call('UserMessages/UserMessagesDelete', { Ids: theirs }, { token: c1 });
    expect(delOnly.Code).toBe(3);
    expect((await page(c1)).Total).toBe(3);
    expect((await page(c2)).Total).toBe(1);
  });

  it('unread count follows reads and deletes', async () => {
    const r = await s.call('UserMessages/UserMessagesRead', { Ids: [mine[0], mine[0]] }, { token: c1 });
    expect(r.Code).toBe(0);
    expect(r.Data).toEqual({ Affected: 1, UnreadCount: 2 });
    const again = await s.call('UserMessages/UserMessagesRead', { Ids: [mine[0]] }, { token: c1 });
    expect(again.Data).toEqual({ Affected: 0, UnreadCount: 2 });
    expect(await unread(c1)).toBe(2);
    expect((await page(c1, { IsRead: true })).Data.map((m: any) => m.Id)).toEqual([mine[0]]);

    // Deleting an unread message lowers the count; deleting a read one does not.
    const d = await s.call('UserMessages/UserMessagesDelete', { Ids: [mine[1]] }, { token: c1 });
    expect(d.Data).toEqual({ Affected: 1, UnreadCount: 1 });
    const d2 = await s.call('UserMessages/UserMessagesDelete', { Ids: [mine[0]] }, { token: c1 });
    expect(d2.Data).toEqual({ Affected: 1, UnreadCount: 1 });
    expect((await page(c1)).Total).toBe(1);

    const all = await s.call('UserMessages/UserMessagesRead', { All: true }, { token: c1 });
    expect(all.Data).toEqual({ Affected: 1, UnreadCount: 0 });
    expect(await unread(c1)).toBe(0);
    expect(await unread(c2)).toBe(1);
  });

  it('refuses bad input naming the field', async () => {
    const none = await s.call('UserMessages/UserMessagesRead', {}, { token: c1, lang: 'en-us' });
    expect([none.status, none.Code]).toEqual([400, 2]);
    expect([none.Data.Field, none.Message]).toEqual([
      'Ids',
      'IDs cannot be empty: choose the messages, or choose All to mark every message read.',
    ]);
    const allFalse = await s.call('UserMessages/UserMessagesRead', { All: false }, { token: c1 });
    expect(allFalse.Code).toBe(2);
    const emptyIds = await s.call('UserMessages/UserMessagesDelete', { Ids: [] }, { token: c1, lang: 'en-us' });
    expect([emptyIds.Code, emptyIds.Data.Field]).toEqual([2, 'Ids']);
    const badId = await s.call('UserMessages/UserMessagesDelete', { Ids: ['x'] }, { token: c1, lang: 'en-us' });
    expect([badId.Code, badId.Data.Field, badId.Message]).toEqual([2, 'Ids.0', 'IDs 1 must be a number.']);
  });

  it('SendUserMessage: unknown users and bad fields are Code 2 with nothing written', async () => {
    const before = await messageCount();
    const unknown = await send({ UserIds: [c1Id, 987654], Title: 'T', Message: 'M' }, admin, 'en-us');
    expect([unknown.status, unknown.Code]).toEqual([400, 2]);
    expect(unknown.Message).toBe('Users must name users that exist, not 987654: choose the users again.');
    const zh = await send({ UserIds: [987654], Title: 'T', Message: 'M' }, admin, 'zh-cn');
    expect(zh.Message).toBe('用户中有不存在的用户（987654）：请重新选择。');
    for (const [body, field] of [
      [{ UserIds: [], Title: 'T', Message: 'M' }, 'UserIds'],
      [{ UserIds: [c1Id], Message: 'M' }, 'Title'],
      [{ UserIds: [c1Id], Title: 'T', Message: '' }, 'Message'],
      [{ UserIds: [c1Id], Title: 'T', Message: 'M', InfoType: 9 }, 'InfoType'],
      [{ UserIds: [c1Id], Title: 'T', Message: 'M', MessageType: 'loud' }, 'MessageType'],
    ] as const) {
      const r = await send(body, admin, 'en-us');
      expect([field, r.Code]).toEqual([field, 2]);
      expect([r.Data.Field, r.Message]).toEqual([
        field,
        // Each message names its field first (docs/architecture.md, "Messages").
        expect.stringMatching(new RegExp(`^${fieldLabel(field, 'en-us')} `)),
      ]);
    }
    expect(await messageCount()).toBe(before);
  });

  it('SendUserMessage is refused to customers with 403 Code 1', async () => {
    const before = await messageCount();
    const r = await send({ UserIds: [c2Id], Title: 'Spoof', Message: 'x' }, c1);
    expect([r.status, r.Code]).toEqual([403, 1]);
    expect(await messageCount()).toBe(before);
    expect((await send({ UserIds: [c2Id], Title: 'x', Message: 'x' }, '')).status).toBe(401);
  });
});

describe('UserReceivingInformation push', () => {
  it('reaches the recipient only', async () => {
    const one = await connect(c1);
    const two = await connect(c2);
    const r = await send({ UserIds: [c1Id], Title: 'Parcel arrived', Message: 'Bin A-01', MessageType: 'success' });
    expect(r.Code).toBe(0);
    expect(await until(() => one.received.length > 0)).toBe(true);
    expect(one.received[0]).toEqual({
      InfoType: 1,
      Title: 'Parcel arrived',
      Message: 'Bin A-01',
      MessageType: 'success',
    });
    // Give a stray emit to the other room time to arrive before asserting it did not.
    await new Promise((res) => setTimeout(res, 300));
    expect(two.received).toEqual([]);
  });

  it('refuses a hub connection without a valid token', async () => {
    const socket = io(s.url, {
      path: HUB_PATH,
      auth: { token: 'nope' },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const err = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(err.message).toBe('unauthorized');
  });

  it('sendUserMessage inside a transaction stores with it and pushes only after commit', async () => {
    const one = await connect(c1);
    const before = await messageCount();

    await expect(
      inTransaction(s.deps, async (tx) => {
        await sendUserMessage(s.deps, [c1Id], { Title: 'Rolled back', Message: 'x' }, tx);
        throw new Error('business rule failed later');
      }),
    ).rejects.toThrow('business rule failed later');
    await new Promise((res) => setTimeout(res, 200));
    expect(one.received).toEqual([]);
    expect(await messageCount()).toBe(before);

    let pushedBeforeCommit = true;
    const n = await inTransaction(s.deps, async (tx) => {
      const count = await sendUserMessage(s.deps, [c1Id, c2Id], { Title: 'Committed', Message: 'y', InfoType: 3 }, tx);
      await new Promise((res) => setTimeout(res, 100));
      pushedBeforeCommit = one.received.length > 0;
      return count;
    });
    expect(n).toBe(2);
    expect(pushedBeforeCommit).toBe(false);
    expect(await until(() => one.received.length > 0)).toBe(true);
    expect(one.received[0]).toMatchObject({ Title: 'Committed', InfoType: 3, MessageType: 'info' });
    expect(await messageCount()).toBe(before + 2);
  });

  it('refuses a transaction it cannot follow to its commit', async () => {
    await expect(
      s.deps.db.transaction((tx) => sendUserMessage(s.deps, [c1Id], { Title: 'x', Message: 'x' }, tx)),
    ).rejects.toThrow(/inTransaction/);
  });
});
