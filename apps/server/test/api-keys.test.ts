import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiKeyCalls, calls, MAX_API_KEYS, userCalls } from '@wms/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, users } from '../src/db/schema/index.js';
import { openSecret } from '../src/platform/keys.js';
import { startTestServer, type TestServer } from './helpers/server.js';

// A peer's API keys (docs/domain.md, "Peer access"): made and revoked in the console, a request
// signed with one acts as its customer and nothing more.

let s: TestServer;
let admin: string;
let c1: string;
let c2: string;
let c1Id: number;
let c2Id: number;

/** Signs as a peer's client does (scripts/peer-client.mjs; docs/architecture.md, "How a request
 * flows"): written here from the wire format, not from the server's code. */
function signed(
  key: { KeyId: string; Secret: string },
  p: string,
  body: string,
  o: { timestamp?: number; nonce?: string; secret?: string } = {},
) {
  const timestamp = String(o.timestamp ?? Date.now());
  const nonce = o.nonce ?? crypto.randomBytes(12).toString('hex');
  const bodyHash = crypto.createHash('sha256').update(body).digest('hex');
  const text = ['POST', `/openapi/${p}`, timestamp, nonce, bodyHash].join('\n');
  return {
    acceptlanguage: 'en-us',
    'x-api-key': key.KeyId,
    'x-api-timestamp': timestamp,
    'x-api-nonce': nonce,
    'x-api-signature': crypto
      .createHmac('sha256', o.secret ?? key.Secret)
      .update(text)
      .digest('hex'),
  };
}

/** A call signed with `key`; `o` spoils one part of it. */
function asKey(key: { KeyId: string; Secret: string }, p: string, body: unknown = {}, o = {}) {
  const text = JSON.stringify(body);
  return s.call(p, text, { headers: signed(key, p, text, o) });
}

/** Staff mark (or unmark) a customer as a peer through the user edit: a full replacement, so the
 * form's other fields go back as they were. */
async function markPeer(id: number, isPeer: boolean) {
  const d = (await s.invoke(userCalls.GetEditUserInfo, { Id: id }, { token: admin })).Data;
  const r = await s.invoke(
    userCalls.EditUser,
    {
      Id: id,
      NickName: d.NickName,
      ...(d.PhoneNumber ? { PhoneCode: d.PhoneCode as '86', PhoneNumber: d.PhoneNumber } : {}),
      Email: d.Email || undefined,
      Gender: d.Gender,
      Remarks: d.Remarks,
      OrganizeId: d.OrganizeId,
      IsPeer: isPeer,
    },
    { token: admin },
  );
  expect(r.Code, r.Message).toBe(0);
}

async function addKey(token: string, Name: string) {
  const r = await s.invoke(apiKeyCalls.AddApiKey, { Name }, { token });
  expect(r.Code, r.Message).toBe(0);
  return r.Data;
}

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  admin = (await s.signIn('admin')).AccessToken;
  c1 = (await s.signIn('customer1')).AccessToken;
  c2 = (await s.signIn('customer2')).AccessToken;
  const ids = await s.deps.db.select({ id: users.id, name: users.userName }).from(users);
  c1Id = ids.find((u) => u.name === 'customer1')!.id;
  c2Id = ids.find((u) => u.name === 'customer2')!.id;
}, 120_000);
afterAll(() => s?.close());

describe('peer marks and keys', () => {
  it('a customer not marked as a peer cannot make a key', async () => {
    const list = await s.invoke(apiKeyCalls.GetApiKeys, {}, { token: c1 });
    expect(list.Data).toEqual({ IsPeer: false, Keys: [] });
    const r = await s.invoke(apiKeyCalls.AddApiKey, { Name: 'shop' }, { token: c1, lang: 'en-us' });
    expect(r.Code).toBe(4);
    expect(r.Message).toMatch(/peer/);
  });

  it('staff mark a peer in the user edit, and the user list shows it', async () => {
    await markPeer(c1Id, true);
    const rows = (await s.invoke(userCalls.GetUsers, { Content: 'customer1' }, { token: admin })).Data;
    expect(rows.find((u) => u.Id === c1Id)?.IsPeer).toBe(true);
    expect((await s.invoke(userCalls.GetEditUserInfo, { Id: c1Id }, { token: admin })).Data.IsPeer).toBe(true);
    // Staff rows carry no peer mark.
    const staff = (await s.invoke(calls.BackstageUser.GetBackstageUsers, {}, { token: admin })).Data;
    expect(staff[0]).not.toHaveProperty('IsPeer');
    expect((await s.invoke(apiKeyCalls.GetApiKeys, {}, { token: c1 })).Data.IsPeer).toBe(true);
  });

  it('answers the secret once and never keeps it in clear', async () => {
    const key = await addKey(c1, 'shop');
    expect(key.KeyId).toMatch(/^pk_[A-Za-z0-9]{24}$/);
    expect(key.Secret.length).toBeGreaterThan(40);
    const list = await s.invoke(apiKeyCalls.GetApiKeys, {}, { token: c1 });
    expect(JSON.stringify(list.body)).not.toContain(key.Secret);
    expect(list.Data.Keys[0]).toMatchObject({ Name: 'shop', KeyId: key.KeyId, RevokedTime: null, LastUsedTime: null });
    const [row] = await s.deps.db.select().from(apiKeys).where(eq(apiKeys.keyId, key.KeyId));
    expect(JSON.stringify(row)).not.toContain(key.Secret);
    expect(openSecret(s.deps.keys, row!.secretSealed)).toBe(key.Secret);
    // A name of a live key is taken; the cap holds.
    const again = await s.invoke(apiKeyCalls.AddApiKey, { Name: 'SHOP' }, { token: c1 });
    expect(again.Code).toBe(2);
    expect(again.body.Data.Field).toBe('Name');
    for (let i = 1; i < MAX_API_KEYS; i++) await addKey(c1, `k${i}`);
    expect((await s.invoke(apiKeyCalls.AddApiKey, { Name: 'one more' }, { token: c1 })).Code).toBe(4);
    await s.deps.db.delete(apiKeys).where(sql`${apiKeys.name} like 'k%'`);
  });

  it("another customer neither sees nor revokes a customer's keys", async () => {
    const [key] = (await s.invoke(apiKeyCalls.GetApiKeys, {}, { token: c1 })).Data.Keys;
    expect((await s.invoke(apiKeyCalls.GetApiKeys, {}, { token: c2 })).Data.Keys).toEqual([]);
    expect((await s.invoke(apiKeyCalls.RevokeApiKey, { Id: key!.Id }, { token: c2 })).Code).toBe(3);
    // Staff have no key calls at all.
    expect((await s.invoke(apiKeyCalls.GetApiKeys, {}, { token: admin })).Code).toBe(1);
  });
});

describe('signed requests', () => {
  let key: { KeyId: string; Secret: string };
  beforeAll(async () => {
    key = await addKey(c1, 'signed');
    await markPeer(c2Id, true);
    // customer2's own record, which customer1's key must never reach.
    await addKey(c2, 'other');
  });

  it("acts as its customer: the customer's own records only", async () => {
    const mine = await s.invoke(calls.UserCommodity.GetCommodity, {}, { token: c1 });
    const r = await asKey(key, 'UserCommodity/GetCommodity', {});
    expect(r.Code, r.Message).toBe(0);
    expect(r.Total).toBe(mine.Total);
    expect(r.Data.map((c: { Id: number }) => c.Id)).toEqual(mine.Data.map((c) => c.Id));
    const theirs = (await s.invoke(calls.UserCommodity.GetCommodity, {}, { token: c2 })).Data;
    if (theirs[0]) expect((await asKey(key, 'UserCommodity/GetCommodityById', { Id: theirs[0].Id })).Code).toBe(3);
    // Option lists too.
    expect((await asKey(key, 'Select/GetCargoType', {})).Code).toBe(0);
    // The key's use is stamped.
    const [row] = await s.deps.db.select().from(apiKeys).where(eq(apiKeys.keyId, key.KeyId));
    expect(row!.lastUsedTime).not.toBeNull();
  });

  it('refuses staff calls and self-management through a key', async () => {
    for (const p of [
      'Commodity/GetCommodity',
      'User/GetUsers',
      'UserApiKey/GetApiKeys',
      'UserApiKey/AddApiKey',
      'Account/ChangePassword',
      'Account/GetProfile',
      'UserMessages/GetUserMessages',
    ]) {
      const r = await asKey(key, p, p.endsWith('AddApiKey') ? { Name: 'sneaky' } : {});
      expect([r.Code, r.status], p).toEqual([1, 403]);
    }
  });

  it('refuses a bad signature, an old or future timestamp, a replayed nonce, an unknown key', async () => {
    const p = 'UserCommodity/GetCommodity';
    const bad = await asKey(key, p, {}, { secret: 'sk_not-the-secret' });
    expect([bad.Code, bad.status]).toEqual([1, 401]);
    expect(bad.Message).toMatch(/signature/);
    const old = await asKey(key, p, {}, { timestamp: Date.now() - 5 * 60_000 - 1000 });
    expect(old.Code).toBe(1);
    expect(old.Message).toMatch(/5 minutes/);
    expect((await asKey(key, p, {}, { timestamp: Date.now() + 6 * 60_000 })).Code).toBe(1);
    // The body is signed: another body under the same signature is refused.
    const headers = signed(key, p, '{}');
    expect((await s.call(p, '{"index":2}', { headers })).Code).toBe(1);
    const first = await s.call(p, '{}', { headers });
    expect(first.Code, first.Message).toBe(0);
    const replay = await s.call(p, '{}', { headers });
    expect(replay.Code).toBe(1);
    expect(replay.Message).toMatch(/nonce/);
    expect((await asKey({ ...key, KeyId: `pk_${'x'.repeat(24)}` }, p)).Code).toBe(1);
    expect((await asKey(key, p, {}, { nonce: 'short' })).Code).toBe(1);
  });

  it('stops at once when revoked, or when the customer is no longer a peer', async () => {
    const p = 'UserCommodity/GetCommodity';
    const other = await addKey(c1, 'to revoke');
    expect((await asKey(other, p)).Code).toBe(0);
    const [row] = await s.deps.db.select().from(apiKeys).where(eq(apiKeys.keyId, other.KeyId));
    expect((await s.invoke(apiKeyCalls.RevokeApiKey, { Id: row!.id }, { token: c1 })).Code).toBe(0);
    const r = await asKey(other, p);
    expect([r.Code, r.status]).toEqual([1, 401]);
    // Revoked for good: revoking again is no error and changes nothing.
    expect((await s.invoke(apiKeyCalls.RevokeApiKey, { Id: row!.id }, { token: c1 })).Code).toBe(0);
    const listed = (await s.invoke(apiKeyCalls.GetApiKeys, {}, { token: c1 })).Data.Keys.find((k) => k.Id === row!.id);
    expect(listed?.RevokedTime).not.toBeNull();

    expect((await asKey(key, p)).Code).toBe(0);
    await markPeer(c1Id, false);
    expect((await asKey(key, p)).Code).toBe(1);
    expect((await s.invoke(apiKeyCalls.AddApiKey, { Name: 'again' }, { token: c1 })).Code).toBe(4);
    await markPeer(c1Id, true);
    expect((await asKey(key, p)).Code).toBe(0);
  });

  it('the sandbox peer client signs and sends a call', async () => {
    const script = path.resolve(__dirname, '../../../scripts/peer-client.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [
      script,
      '--url',
      s.url,
      '--key',
      key.KeyId,
      '--secret',
      key.Secret,
      'UserCommodity/GetCommodity',
      '{"rows":5}',
    ]);
    const answer = JSON.parse(stdout);
    expect(answer.Code).toBe(0);
    expect(Array.isArray(answer.Data)).toBe(true);
  });
});
