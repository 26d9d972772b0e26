import { Code, type CodeValue } from '@wms/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStatusOf } from '../src/platform/errors.js';
import type { RouteDef } from '../src/platform/route.js';
import { DEMO_ACCOUNTS } from '../src/seed/index.js';
import { type FilePart, fakeExe, makePng, multipartBody } from './fixtures/multipart.js';
import { LIBRARY_TEXT } from './helpers/library-text.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import {
  bodyArb,
  changedTables,
  type FuzzBody,
  formFields,
  preview,
  type Schema,
  type Snapshot,
  type TableWatch,
  watchTables,
} from './reliability/fuzz.js';
import { full, report, sized } from './reliability/report.js';

/**
 * Property-based bodies for every route the server declares (its modules, read at run time, so
 * routes added later are fuzzed without editing this file), generated from the route's own zod
 * schema and then broken (reliability/fuzz.ts), sent signed out, as the staff super user and as
 * a customer. Every answer must be a well-formed envelope (or the route's file), never a 5xx;
 * Code 2 names its field; and a refused call (any Code but 0) changes no table: every table's
 * committed writes are counted (reliability/fuzz.ts, watchTables) and compared before and after it.
 *
 * Replay a failure with the FUZZ_SEED it prints (the run is stateful, so a replay reaches the
 * same bodies but not always the same database); FUZZ_ROUTES=<regex> narrows a run to some
 * routes and FUZZ_RUNS=<n> sets the bodies per route.
 */

/**
 * Tables a refused call may change, each because the refusal itself is what gets recorded.
 * Anything else that changes on a refusal is a write that escaped its transaction.
 */
const MAY_CHANGE_ON_REFUSAL: Record<string, string> = {
  rate_counters: 'sign-in, SMS and password-change attempts are counted whether or not they succeed',
  login_attempts: 'a failed sign-in is recorded: three of them in 15 minutes ask for the captcha',
};

type Who = 'signed out' | 'admin' | 'customer1';
const WHO: Who[] = ['signed out', 'admin', 'customer1'];

interface Route {
  path: string;
  def: RouteDef;
}

/** Whether the caller gets past the route's guard (and so reaches body parsing and the handler). */
const passesGuard = (def: RouteDef, who: Who) =>
  def.access === 'open' ||
  (who === 'admin' && (def.access === 'staff' || def.access === 'signedIn')) ||
  (who === 'customer1' && (def.access === 'customer' || def.access === 'signedIn'));

/** Bodies per route: the guard-refused pairs only prove the refusal writes nothing and is an
 * envelope, so they get a few; the ones reaching the handler get the rest. In `npm test`, 16 a
 * route (about 10,600 cases a caller set, 2-3 ms each since the writes are counted by triggers rather than
 * every table hashed); 100 in the full run. The seed differs every run, so the runs between them
 * cover more. */
const RUNS_PAST_GUARD = Number(process.env.FUZZ_RUNS) || sized(16, 100);
const RUNS_AT_GUARD = sized(1, 5);

const baseSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : (Date.now() ^ (Math.random() * 2 ** 31)) | 0;
/** One stream per route and caller, all derived from the printed seed. */
function seedFor(who: Who, path: string): number {
  let h = baseSeed;
  for (const ch of `${who}/${path}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

let s: TestServer;
let routes: Route[];
let watch: TableWatch;
const tokens: Partial<Record<Who, string>> = {};
/** The demo accounts as seeded: a fuzzed call may validly rename, reset or switch them off. */
let demoRows: Record<string, unknown>[] = [];

/** The tables after the last refused call: the next one compares against it, unless anything
 * may have written since (an accepted call, a sign-in). */
let lastSnapshot: Snapshot | null = null;
const snapshot = async () => (lastSnapshot ??= await watch.snapshot());

const stats = { cases: 0, repairs: 0, routes: new Set<string>(), ms: new Map<string, number>() };
const found = {
  serverErrors: new Set<string>(),
  envelopes: new Set<string>(),
  unnamed: new Set<string>(),
  writes: new Set<string>(),
};

beforeAll(async () => {
  s = await startTestServer();
  // FUZZ_ROUTES=<regex> narrows a local run to some routes.
  const only = new RegExp(process.env.FUZZ_ROUTES ?? '');
  routes = s.modules
    .flatMap((m) => m.routes.map((def) => ({ path: `${m.controller}/${def.action}`, def })))
    .filter((r) => only.test(r.path));
  watch = await watchTables(s.deps.db);
  const names = Object.values(DEMO_ACCOUNTS).map((a) => a.userName);
  const res = await s.deps.db.execute(
    sql`select id, user_name, password_hash, account_type, is_super_user from users where user_name in ${names}`,
  );
  demoRows = res.rows as Record<string, unknown>[];
  console.log(`fuzz: FUZZ_SEED=${baseSeed}`);
}, 120_000);

afterAll(async () => {
  const slowest = [...stats.ms].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`fuzz: slowest ${slowest.map(([k, ms]) => `${k} ${Math.round(ms)} ms`).join(', ')}`);
  report('fuzz', {
    routes: stats.routes.size,
    cases: stats.cases,
    serverErrors: found.serverErrors.size,
    extra: {
      'refused writes': found.writes.size,
      'bad envelopes': found.envelopes.size,
      'unnamed Code 2': found.unnamed.size,
      'accounts repaired': stats.repairs,
    },
  });
  // A deadlocked PGlite would never close.
  if (!stuck) await s?.close();
});

// ---- callers ----------------------------------------------------------------------------------

/** Puts a demo account back as seeded (name, password, type, switched on): fuzzed valid-shaped
 * calls may legitimately reset it, rename it or delete it, and the suite needs it to go on. */
async function repair(who: Who) {
  const row = demoRows.find((r) => r.user_name === DEMO_ACCOUNTS[who as 'admin'].userName);
  if (!row) throw new Error(`no seeded ${who}`);
  await s.deps.db.execute(sql`update users set user_name = ${row.user_name}, password_hash = ${row.password_hash},
    account_type = ${row.account_type}, is_super_user = ${row.is_super_user}, is_deactivate = false
    where id = ${row.id}`);
  stats.repairs++;
  lastSnapshot = null;
}

async function signIn(who: Who): Promise<string> {
  // A sign-in writes a session: the next refused call compares against a fresh snapshot.
  lastSnapshot = null;
  try {
    return (await s.signIn(who)).AccessToken;
  } catch {
    await repair(who);
    return (await s.signIn(who)).AccessToken;
  }
}

async function tokenFor(who: Who): Promise<string | undefined> {
  if (who === 'signed out') return undefined;
  tokens[who] ??= await signIn(who);
  return tokens[who];
}

/** After a 401 on a signed-in route: was our session ended by an earlier fuzzed call (a
 * password reset, a sign-out)? Then sign in again and answer true. */
async function renewed(who: Who): Promise<boolean> {
  const me = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: tokens[who] });
  if (me.Code === 0) return false;
  tokens[who] = await signIn(who);
  return true;
}

// ---- one case ---------------------------------------------------------------------------------

interface Case {
  body: FuzzBody;
  ip: string;
  lang: string;
  /** Multipart routes: sent as a form (else JSON, which must be refused). */
  form: boolean;
  file: FilePart | null;
  /** Password fields encrypted as the console sends them, so the sign-in and password calls are
   * fuzzed past their decryption too (wrong credentials, weak new passwords). */
  encrypt: boolean;
}

function encryptPasswords(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  // RSA-OAEP carries at most 190 bytes under a 2048-bit key; longer ones stay as they are.
  const cipher = ([k, v]: [string, unknown]) =>
    /password/i.test(k) && typeof v === 'string' && Buffer.byteLength(v) <= 150 ? s.encrypt(v) : v;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, cipher([k, v])]));
}

const png = makePng(4, 4);
const fileArb: fc.Arbitrary<FilePart> = fc.record({
  field: fc.constantFrom('file', 'FileStream', 'File', 'Logo', ''),
  filename: fc.constantFrom(
    'a.png',
    'a.xlsx',
    '漢字 名.pdf',
    '../../../x.exe',
    'a"b.txt',
    '',
    '😀.jpg',
    `${'x'.repeat(300)}.png`,
  ),
  contentType: fc.constantFrom(
    'image/png',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/pdf',
    'application/octet-stream',
    'text/plain',
  ),
  data: fc.oneof(
    fc.constantFrom(
      png,
      fakeExe(),
      Buffer.alloc(0),
      Buffer.from('PK\u0003\u0004 not a workbook'),
      Buffer.from('a,b\n1,2'),
    ),
    fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
  ),
});

function caseArb(def: RouteDef): fc.Arbitrary<Case> {
  return fc.record({
    body: bodyArb(def.body as unknown as Schema),
    // Each case from its own address: failed sign-ins of one case must not put the next
    // behind the captcha, and the suite's own sign-ins (127.0.0.1) never are.
    ip: fc.ipV4(),
    lang: fc.constantFrom('zh-cn', 'zh-tw', 'en-us', 'xx-yy', ''),
    form: def.multipart ? fc.boolean() : fc.constant(false),
    file: def.multipart ? fc.option(fileArb, { freq: 2 }) : fc.constant(null),
    encrypt: fc.boolean(),
  });
}

interface Answer {
  status: number;
  type: string;
  json: any;
}

async function send(r: Route, c: Case, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': c.ip, acceptlanguage: c.lang };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer;
  const body = c.encrypt ? encryptPasswords(c.body.body) : c.body.body;
  if (c.form) {
    const mp = multipartBody(formFields(body), c.file ? [c.file] : []);
    payload = mp.payload;
    headers['content-type'] = mp.contentType;
  } else {
    payload = JSON.stringify(body) ?? '';
    headers['content-type'] = 'application/json';
  }
  const res = await s.app.inject({ method: 'POST', url: `/openapi/${r.path}`, headers, payload });
  const type = String(res.headers['content-type'] ?? '');
  let json: unknown = null;
  if (type.includes('json')) {
    try {
      json = res.json();
    } catch {
      json = null;
    }
  }
  return { status: res.statusCode, type, json };
}

class Finding extends Error {}

/** The client time-out of the console: a call unanswered by then is a server failure (on PGlite,
 * one connection, it is a deadlock that stops every later call, so the suite stops there). */
const ANSWER_WITHIN_MS = 10_000;
let stuck: string | null = null;
const NO_ANSWER = Symbol('no answer');

async function sendInTime(r: Route, c: Case, token: string | undefined): Promise<Answer | typeof NO_ANSWER> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof NO_ANSWER>((resolve) => {
    timer = setTimeout(() => resolve(NO_ANSWER), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([send(r, c, token), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function runCase(r: Route, who: Who, c: Case): Promise<void> {
  // Once the server stopped answering every call would wait too: the shrinking that follows
  // passes at once, so the report keeps the body that hung.
  if (stuck) return;
  const key = `${who} ${r.path}`;
  const fail = (kind: Set<string>, what: string): never => {
    kind.add(key);
    throw new Finding(`${key}: ${what}\n  body: ${c.body}`);
  };
  let token = await tokenFor(who);
  let before = await snapshot();
  let answer = await sendInTime(r, c, token);
  if (answer === NO_ANSWER) {
    stuck = `${key}: no answer within ${ANSWER_WITHIN_MS} ms\n  body: ${c.body}`;
    fail(found.serverErrors, 'no answer within 10 s');
  }
  let res = answer as Answer;
  if (res.status === 401 && who !== 'signed out' && r.def.access !== 'open' && (await renewed(who))) {
    lastSnapshot = null;
    token = tokens[who];
    before = await snapshot();
    answer = await sendInTime(r, c, token);
    if (answer === NO_ANSWER) fail(found.serverErrors, 'no answer within 10 s');
    res = answer as Answer;
  }
  stats.cases++;
  lastSnapshot = null;

  if (res.status >= 500) fail(found.serverErrors, `HTTP ${res.status} ${preview(res.json)}`);
  const isFile = !!r.def.produces && res.status === 200 && !res.type.includes('json');
  let code: number = Code.Ok;
  if (!isFile) {
    const e = res.json;
    const shaped =
      e &&
      typeof e === 'object' &&
      typeof e.Code === 'number' &&
      typeof e.Message === 'string' &&
      e.Message &&
      'Data' in e;
    if (!shaped) fail(found.envelopes, `not an envelope: HTTP ${res.status} ${res.type} ${preview(e)}`);
    code = e.Code;
    const status = httpStatusOf[code as CodeValue];
    if (status === undefined || (res.status !== status && !(code === Code.Unauthorized && res.status === 403))) {
      fail(found.envelopes, `Code ${code} with HTTP ${res.status}: ${preview(e)}`);
    }
    // The field as the caller named it: a form part may be named '' and is refused as such.
    if (code === Code.Invalid && typeof e.Data?.Field !== 'string') {
      fail(found.unnamed, `Code 2 names no field: ${preview(e)}`);
    }
    // Every refusal is worded by the product, never by the validation library; what the caller
    // sent may be quoted back (a scan's text: "parcel >= is not in this warehouse").
    if (LIBRARY_TEXT.test(withoutEchoes(`${e.Message} ${e.Data?.Rule ?? ''}`, c.body.body))) {
      fail(found.envelopes, `the validation library's text reached the user: ${preview(e)}`);
    }
  }
  if (code !== Code.Ok) {
    const after = await watch.snapshot();
    lastSnapshot = after;
    const changed = changedTables(before, after, MAY_CHANGE_ON_REFUSAL);
    if (changed.length)
      fail(found.writes, `refused (Code ${code}) but wrote: ${changed.join(', ')}: ${preview(res.json)}`);
  }
}

/** `text` without the library-like phrases found in `body`'s texts: a message may quote back
 * what was sent, as the server read it (a scan ">=-" is the parcel ">="). Only those phrases, so
 * that a sent "a" cannot hide anything. */
function withoutEchoes(text: string, body: unknown): string {
  const phrases = new Set<string>();
  const anywhere = new RegExp(LIBRARY_TEXT.source, 'gi');
  const walk = (v: unknown) => {
    if (typeof v === 'string') for (const m of v.matchAll(anywhere)) phrases.add(m[0]);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(body);
  const escaped = (p: string) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // In any case: a scan is read in capitals.
  return [...phrases].reduce((t, p) => t.replace(new RegExp(escaped(p), 'gi'), ' '), text);
}

/** Fuzzes one route as one caller; answers the failure (with the seed to replay it), if any. */
async function fuzzRoute(r: Route, who: Who): Promise<string | null> {
  if (stuck) return null;
  const numRuns = passesGuard(r.def, who) ? RUNS_PAST_GUARD : RUNS_AT_GUARD;
  stats.routes.add(r.path);
  const started = performance.now();
  try {
    await fc.assert(
      fc.asyncProperty(caseArb(r.def), (c) => runCase(r, who, c)),
      { numRuns, seed: seedFor(who, r.path), includeErrorInReport: true },
    );
    return null;
  } catch (err) {
    return `FUZZ_SEED=${baseSeed} ${(err as Error).message}`;
  } finally {
    stats.ms.set(`${who} ${r.path}`, performance.now() - started);
  }
}

// ---- the suite --------------------------------------------------------------------------------

describe('fuzzing every route from its contract schema', () => {
  it('sees every committed write and none that was rolled back', async () => {
    const before = await watch.snapshot();
    await s.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql`update currencies set symbol = symbol`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(changedTables(before, await watch.snapshot(), {})).toEqual([]);
    await s.deps.db.execute(sql`update currencies set symbol = symbol where id = (select min(id) from currencies)`);
    await s.deps.db.execute(sql`delete from login_attempts where false`);
    expect(changedTables(before, await watch.snapshot(), {})).toEqual(['currencies (1 rows written)']);
    lastSnapshot = null;
  });

  for (const who of WHO) {
    it(
      `answers envelopes and writes nothing when refusing (${who})`,
      async () => {
        expect(stuck, 'the server stopped answering').toBeNull();
        if (!process.env.FUZZ_ROUTES) expect(routes.length).toBeGreaterThan(50);
        const failures: string[] = [];
        for (const r of routes) {
          const failure = await fuzzRoute(r, who);
          if (failure) failures.push(failure);
        }
        if (stuck) failures.push(`FUZZ_SEED=${baseSeed} ${stuck}`);
        expect(failures, failures.join('\n\n')).toEqual([]);
      },
      full || process.env.FUZZ_RUNS ? 3_600_000 : 300_000,
    );
  }

  it("reads inbound's typed numbers and scans as text, whatever they hold", async () => {
    // Batch searches, track queries and scans are lists of numbers a person types or a scanner
    // sends: whatever they hold is data, answered Code 0 or a Code 2 naming the field.
    expect(stuck, 'the server stopped answering').toBeNull();
    const staff = await tokenFor('admin');
    const customer = await tokenFor('customer1');
    const texts = ['{', '{A1,B2}', 'A1"B2', "A1'B2", 'A1\\B2', 'A1,{B2', '%_\u0000'];
    const calls: [string, (v: string) => object, string | undefined][] = [
      ['Package/GetPackages', (v) => ({ Numbers: v }), staff],
      ['UserPackage/GetPackages', (v) => ({ Numbers: v, Content: v }), customer],
      ['UserPackage/TrackPackages', (v) => ({ Numbers: v }), customer],
      ['Package/TrackPackages', (v) => ({ Numbers: v }), staff],
      ['UserWarehouseDocument/GetWarehouseDocuments', (v) => ({ Content: v }), customer],
      ['PackageSigning/SignScan', (v) => ({ Scan: v, WarehouseId: 1 }), staff],
      ['PackagePutOnShelves/ShelveScan', (v) => ({ PackageScan: v, ShelfScan: v }), staff],
      ['Bin/PackIntoBin', (v) => ({ BinScan: v, PackageScan: v }), staff],
      ['UserUnknownItem/ParcelTrackingNumberClaim', (v) => ({ TrackingNumber: v, Note: v }), customer],
      ['UnknownItem/GetUnknownItems', (v) => ({ Content: v }), staff],
    ];
    const wrong: string[] = [];
    for (const [path, body, token] of calls) {
      if (!routes.some((r) => r.path === path)) continue;
      for (const v of texts) {
        const res = await s.call(path, body(v), { token });
        stats.cases++;
        if (res.status >= 500 || (res.Code === Code.Invalid && typeof res.Data?.Field !== 'string'))
          wrong.push(`${path} ${JSON.stringify(v)}: HTTP ${res.status} Code ${res.Code} ${res.Message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers an envelope to bodies that are not JSON at all', async () => {
    expect(stuck, 'the server stopped answering').toBeNull();
    const token = await tokenFor('admin');
    const bodies: [string, string | Buffer][] = [
      ['application/json', '{"a":'],
      ['application/json', '\u0000'],
      ['application/json', `{"a":"${'x'.repeat(1_100_000)}"}`],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=1&b=2'],
      ['multipart/form-data', '--x\r\nnot a form'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'],
      ['application/json; charset=latin1', '{}'],
    ];
    // Every form route (their parser is another one), and a tenth of the others.
    const sample = full ? routes : routes.filter((r, i) => r.def.multipart || i % 10 === 0);
    for (const r of sample) {
      for (const [type, payload] of bodies) {
        const res = await s.app.inject({
          method: 'POST',
          url: `/openapi/${r.path}`,
          headers: { 'content-type': type, authorization: `Bearer ${token}` },
          payload,
        });
        stats.cases++;
        const where = `${r.path} with ${type} ${preview(String(payload), 40)}`;
        if (res.statusCode >= 500) found.serverErrors.add(where);
        expect(res.statusCode, where).toBeLessThan(500);
        // A body that happens to be acceptable (an empty one) gets the route's file.
        if (r.def.produces && res.statusCode === 200) continue;
        expect(typeof res.json().Code, where).toBe('number');
        expect(typeof res.json().Message, where).toBe('string');
      }
    }
  }, 120_000);
});
