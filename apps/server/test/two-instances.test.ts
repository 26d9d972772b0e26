import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH, PushEvents } from '../src/platform/push.js';
import { humanDrag } from './helpers/drag.js';
import { freshDatabaseUrl } from './helpers/server.js';
import { type ServerProcess, serverCommand, startServerProcess } from './reliability/process.js';
import { report, sized } from './reliability/report.js';

/**
 * Part 6 of the reliability suites: two server PROCESSES on one PostgreSQL and one Redis, as a
 * scaled deployment runs them, behind a load balancer that may send any call to either. Needs
 * both servers, so it runs in the postgres project (CI sets TEST_DATABASE_URL and REDIS_URL).
 */
const enabled = process.env.TEST_DRIVER === 'postgres' && !!process.env.REDIS_URL;

/** Low, so the shared limit is reached in a few calls. Every other sign-in here comes from an
 * address of its own and no demo account signs in more than 7 times (at full size), so only the
 * rate-limit case reaches it. */
const SIGN_IN_LIMIT = 10;
const ROUNDS = sized(2, 6);

/** A client address of its own (the servers trust X-Forwarded-For, as behind a proxy). */
let addressSeq = 0;
const fromNewAddress = () => ({
  headers: { 'x-forwarded-for': `10.66.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}` },
});

describe.runIf(enabled)('two server processes sharing PostgreSQL and Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;
  let drop: () => Promise<void>;
  const dirs: string[] = [];
  const sockets: Socket[] = [];
  let cases = 0;
  const violations: string[] = [];

  /** One checked expectation: counted, and kept as a violation when it does not hold. */
  function same<T>(what: string, actual: T, expected: T): boolean {
    cases++;
    const ok = JSON.stringify(actual) === JSON.stringify(expected);
    if (!ok) violations.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    return ok;
  }
  /** Runs a case and fails it on the violations it added. */
  const checked = (body: () => Promise<void>) => async () => {
    const before = violations.length;
    try {
      await body();
    } catch (e) {
      // A call that timed out or a client that never connected is a failure of the case too.
      cases++;
      violations.push(`threw: ${String(e).slice(0, 300)}`);
    }
    expect(violations.slice(before)).toEqual([]);
  };
  const both = () => [a, b] as const;
  const peer = (x: ServerProcess) => (x === a ? b : a);

  beforeAll(async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
    // Separate data folders: whatever both must agree on (the RSA key, the JWT secret) has to come
    // from the database they share, not from a folder a second machine would not have.
    const env = (name: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `wms-two-${name}-`));
      dirs.push(dir);
      return {
        DATABASE_URL: fresh.url,
        REDIS_URL: process.env.REDIS_URL,
        DATA_DIR: dir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SIGN_IN_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
        // The test picks client addresses with X-Forwarded-For, as a proxy on this machine would.
        TRUST_PROXY: '127.0.0.1,::1',
      };
    };
    // Started together on the empty database, as a scaled deployment starts: both migrate and
    // seed at once.
    const started = await Promise.allSettled([startServerProcess(env('a')), startServerProcess(env('b'))]);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) {
      await Promise.all(started.map((r) => r.status === 'fulfilled' && r.value.stop()));
      // Not starting at all is the first thing two instances can get wrong: count it.
      violations.push(`both instances start together: ${String(failed.reason).slice(0, 300)}`);
      throw failed.reason;
    }
    [a, b] = started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value) as [ServerProcess, ServerProcess];
    console.log(
      `two-instances: servers ${serverCommand().built ? 'dist/main.js' : 'src/main.ts (tsx)'} on ${a.url}, ${b.url}`,
    );
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    if (violations.length) {
      for (const s of [a, b]) if (s) console.log(`--- output of ${s.url}\n${s.output().slice(-4000)}`);
    }
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.end();
    await drop?.();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    report('two-instances', { cases, violations: violations.length });
  }, 60_000);

  it(
    'accepts a session started on one instance on the other, and a sign-out on one ends it on both',
    checked(async () => {
      const names = ['customer1', 'customer2', 'clerk', 'admin'] as const;
      for (let k = 0; k < ROUNDS * 2; k++) {
        const [from, to] = k % 2 ? [b, a] : [a, b];
        const name = names[k % names.length]!;
        const pair = await from.signIn(name, fromNewAddress());
        const me = await to.call('Account/GetUserInfoDetailedInfo', {}, { token: pair.AccessToken });
        same(`${name} signed in on one, user name on the other`, [me.Code, me.Data?.UserName], [0, name]);
        const out = await to.call('Account/RevokeToken', { Token: pair.RefreshToken }, { token: pair.AccessToken });
        same('sign-out on the other instance (Code)', out.Code, 0);
        const after = await from.call('Account/GetUserInfoDetailedInfo', {}, { token: pair.AccessToken });
        same('access token on the first instance after the sign-out', [after.status, after.Code], [401, 1]);
      }
    }),
  );

  it(
    'refuses on one instance a refresh token already rotated on the other, ending the session on both',
    checked(async () => {
      for (let k = 0; k < ROUNDS; k++) {
        const [first, second] = k % 2 ? [b, a] : [a, b];
        const pair = await first.signIn(k % 2 ? 'customer1' : 'customer2', fromNewAddress());
        const rotated = await first.call('Account/RefreshToken', { Token: pair.RefreshToken });
        same('rotation on the first instance (Code)', rotated.Code, 0);
        const reused = await second.call('Account/RefreshToken', { Token: pair.RefreshToken });
        same('the rotated token on the other instance', [reused.status, reused.Code], [401, 1]);
        // Reuse means the token leaked: the new pair is dead everywhere too.
        for (const s of both()) {
          const me = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: rotated.Data?.AccessToken });
          same(
            `the rotated pair's access token after the reuse on ${s === first ? 'the first' : 'the other'}`,
            me.Code,
            1,
          );
        }
        const again = await first.call('Account/RefreshToken', { Token: rotated.Data?.RefreshToken });
        same("the rotated pair's refresh token after the reuse (Code)", again.Code, 1);
      }
    }),
  );

  it(
    'counts sign-in attempts on both instances against one limit',
    checked(async () => {
      // Attempts on either side of a clock minute's edge count together (platform/rate-limit.ts).
      const client = fromNewAddress();
      const username = `nobody-${Date.now()}`;
      const attempt = async (s: ServerProcess) =>
        s.call('Account/LoginUser', { username, password: await s.encrypt('wrong') }, client);
      const codes: number[] = [];
      // Alternating: each instance alone sees only half the attempts, below its limit.
      for (let i = 0; i < SIGN_IN_LIMIT; i++) codes.push((await attempt(i % 2 ? b : a)).Code);
      same('attempts within the limit refused for the credentials, not the rate (no Code 6)', codes.includes(6), false);
      for (const s of both()) {
        const over = await attempt(s);
        same(`attempt past the shared limit on ${s === a ? 'A' : 'B'}`, [over.status, over.Code], [429, 6]);
      }
    }),
  );

  it(
    'accepts on one instance a puzzle answer issued by the other, then uses the ticket up on both',
    checked(async () => {
      const client = fromNewAddress();
      const answerOf = async (key: string) =>
        Number((await db.query('select x from captchas where key = $1::uuid', [key])).rows[0].x);
      /** A puzzle drawn on one instance and solved on the other: its ticket. */
      const solve = async (drawOn: ServerProcess) => {
        const puzzle = await drawOn.call('Account/GetCaptcha64');
        const key = puzzle.Data.CaptchaKey as string;
        const ok = await peer(drawOn).call('Account/CheckingCaptcha', {
          CaptchaKey: key,
          ...humanDrag(await answerOf(key)),
        });
        same('a puzzle drawn on one, solved on the other', ok.Data?.Success, true);
        // The key is spent for both: no probing offsets by switching instance.
        const again = await drawOn.call('Account/CheckingCaptcha', { CaptchaKey: key, ...humanDrag(1) });
        same('the same key checked again on the first', again.Data?.Success, false);
        return { CaptchaKey: key, Captcha: ok.Data?.Captcha as string };
      };
      /** Failed sign-ins from the client's address on both instances, until either asks for the puzzle. */
      const failUntilAsked = async () => {
        // A new name each time: a name that already needs the puzzle is refused before it counts.
        const username = `nobody-${addressSeq}-${Date.now()}`;
        for (let i = 0; i < 3; i++) {
          const s = i % 2 ? b : a;
          const r = await s.call('Account/Login', { username, password: await s.encrypt('wrong') }, client);
          same('a wrong password (Code)', r.Code, 4);
        }
        for (const s of both()) {
          const asked = await s.call('Account/GetWhetherToVerify', { username: 'clerk' }, client);
          same(`puzzle asked for on ${s === a ? 'A' : 'B'} after failures on both`, asked.Data, true);
        }
      };
      const signIn = async (s: ServerProcess, ticket: object) =>
        s.call('Account/Login', { username: 'clerk', password: await s.encrypt('Clerk@123'), ...ticket }, client);

      await failUntilAsked();
      const ticket = await solve(a); // drawn on A, solved on B
      same('sign-in on A with the ticket B issued (Code)', (await signIn(a, ticket)).Code, 0);
      await failUntilAsked();
      const reused = await signIn(b, ticket);
      same('the same ticket on B after A used it', [reused.Code, /slide|滑/.test(reused.Message)], [4, true]);
      // And the other way round, which also clears the failures again.
      same('sign-in on B with a ticket A issued (Code)', (await signIn(b, await solve(b))).Code, 0);
    }),
  );

  it(
    'delivers a push sent through one instance to a client connected to the other, and only to it',
    checked(async () => {
      const admin = await a.signIn('admin', fromNewAddress());
      const hub = async (s: ServerProcess, name: 'customer1' | 'customer2') => {
        const pair = await s.signIn(name, fromNewAddress());
        const id = (await s.call('Account/GetUserInfoDetailedInfo', {}, { token: pair.AccessToken })).Data.UserId;
        const socket = connect(s.url, {
          path: HUB_PATH,
          auth: { token: pair.AccessToken },
          transports: ['websocket'],
          reconnection: false,
        });
        sockets.push(socket);
        const received: string[] = [];
        socket.on(PushEvents.UserReceivingInformation, (m: { Title: string }) => received.push(m.Title));
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        return { id: id as number, received };
      };
      // customer1 listens on A, customer2 on B; staff send through either (one session serves both).
      const one = await hub(a, 'customer1');
      const two = await hub(b, 'customer2');
      const sent = { one: [] as string[], two: [] as string[] };
      for (let k = 0; k < ROUNDS * 2; k++) {
        const via = k % 2 ? b : a;
        const to = k % 4 < 2 ? two : one;
        const title = `push ${k} via ${via === a ? 'A' : 'B'}`;
        const r = await via.call(
          'UserMessages/SendUserMessage',
          { UserIds: [to.id], Title: title, Message: 'across instances' },
          { token: admin.AccessToken },
        );
        same(`${title} (Code)`, r.Code, 0);
        (to === one ? sent.one : sent.two).push(title);
      }
      const until = Date.now() + 5000;
      while ((one.received.length < sent.one.length || two.received.length < sent.two.length) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 50));
      }
      // Late duplicates or strays would arrive now.
      await new Promise((r) => setTimeout(r, 300));
      same('pushes customer1 got on A, each once', [...one.received].sort(), [...sent.one].sort());
      same('pushes customer2 got on B, each once', [...two.received].sort(), [...sent.two].sort());
    }),
  );
});
