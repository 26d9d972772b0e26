import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnyCall } from '@wms/contract';
import pg from 'pg';
import { inject } from 'vitest';
import type { z } from 'zod';
import { buildServer, type Server } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { encryptPassword } from '../../src/platform/keys.js';
import { DEMO_ACCOUNTS } from '../../src/seed/index.js';
// For vitest's ProvidedContext: the prepared database's keys (`inject` below).
import './prepared.js';

export interface TestServer extends Server {
  config: Config;
  /** POST /openapi/<path> through the real HTTP stack. */
  call(path: string, body?: unknown, opts?: CallOpts): Promise<ApiResult>;
  /** A call of the call table, its body and `Data` typed by the declaration (bad bodies that a
   * test sends on purpose go through `call`). */
  invoke<D extends AnyCall>(call: D, body: z.input<D['body']>, opts?: CallOpts): Promise<ApiResult<DataOf<D>>>;
  /** Signs in a demo account (or any user name/password) and answers its token pair. */
  signIn(
    name: keyof typeof DEMO_ACCOUNTS | string,
    password?: string,
  ): Promise<{ AccessToken: string; RefreshToken: string }>;
  encrypt(password: string): string;
  /** Real URL when started with `listen: true`. */
  url: string;
}
/** What `Data` holds for a call: the rows of a page, or the declared answer. */
export type DataOf<D extends AnyCall> = D extends { rows: z.ZodType }
  ? z.infer<D['rows']>[]
  : D extends { response: z.ZodType }
    ? z.infer<D['response']>
    : unknown;

export interface CallOpts {
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
}
export interface ApiResult<T = any> {
  status: number;
  Code: number;
  Message: string;
  Data: T;
  Total?: number;
  Warnings?: string[];
  body: any;
}

const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

/** A fresh database for one test file: an in-memory PGlite, or a new PostgreSQL database on
 * the TEST_DATABASE_URL server when the postgres project runs. Empty, or with `prepared` a copy
 * of the run's prepared database (helpers/prepared.ts) when the project made one. */
export async function freshDatabaseUrl(
  opts: { prepared?: boolean } = {},
): Promise<{ url?: string; drop(): Promise<void> }> {
  if (process.env.TEST_DRIVER !== 'postgres') return { drop: async () => {} };
  const name = `wms_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = opts.prepared ? inject('postgresTemplate') : '';
  const c = admin();
  await c.connect();
  await c.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await c.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const d = admin();
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

/** The run's prepared PGlite database, read once per worker and file. */
let snapshot: { file: string; blob: Promise<Blob> } | undefined;
function pgliteSnapshot(): Promise<Blob> | undefined {
  const file = inject('pgliteSnapshot');
  if (!file) return undefined;
  if (snapshot?.file !== file) snapshot = { file, blob: fs.promises.readFile(file).then((b) => new Blob([b])) };
  return snapshot.blob;
}

export async function startTestServer(
  opts: { listen?: boolean; config?: Partial<Config>; databaseUrl?: string; dataDir?: string } = {},
): Promise<TestServer> {
  // A server on a database of its own starts from the prepared copy, unless it is to start
  // without the demo data.
  const prepared = !opts.databaseUrl && !opts.dataDir && opts.config?.seedDemo !== false;
  const db = opts.databaseUrl ? { url: opts.databaseUrl, drop: async () => {} } : await freshDatabaseUrl({ prepared });
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wms-test-'));
  const config = loadConfig(
    {},
    {
      dataDir,
      databaseUrl: db.url,
      logLevel: 'silent',
      signInRateLimitPerMinute: 10_000,
      // As behind a reverse proxy on this machine: tests pick client addresses with
      // X-Forwarded-For (inject's own address is 127.0.0.1).
      trustProxy: ['127.0.0.1'],
      // Deliveries are run by the test that wants them (runDueDeliveries), jobs by the jobs test.
      eventPollMs: 0,
      jobs: false,
      port: 0,
      host: '127.0.0.1',
      ...opts.config,
    },
  );
  // PGlite in memory unless the test asks for a data folder (restart tests).
  const memoryDb = !db.url && !opts.dataDir;
  const server = await buildServer(config, {
    logger: false,
    memoryDb,
    snapshot: memoryDb && prepared ? await pgliteSnapshot() : undefined,
  });
  let url = '';
  if (opts.listen) {
    await server.deps.push.attach(server.app.server, config.redisUrl);
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  } else {
    await server.app.ready();
  }
  const publicKey = server.deps.keys.publicKeyPem;
  const encrypt = (p: string) => encryptPassword(publicKey, p);

  async function call(p: string, body: unknown = {}, o: CallOpts = {}): Promise<ApiResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.lang) headers.acceptlanguage = o.lang;
    const res = await server.app.inject({
      method: 'POST',
      url: `/openapi/${p.replace(/^\//, '')}`,
      headers,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const parsed = res.headers['content-type']?.toString().includes('json') ? res.json() : res.body;
    return { status: res.statusCode, ...(parsed as object), body: parsed } as ApiResult;
  }

  async function signIn(name: string, password?: string) {
    const demo = (DEMO_ACCOUNTS as Record<string, { userName: string; password: string; accountType: 1 | 2 }>)[name];
    const pw = password ?? demo?.password ?? '';
    const staff = demo ? demo.accountType === 1 : true;
    const r = await call(staff ? 'Account/Login' : 'Account/LoginUser', {
      username: demo?.userName ?? name,
      password: encrypt(pw),
    });
    if (r.Code !== 0) throw new Error(`sign-in ${name} failed: ${r.Message}`);
    return r.Data as { AccessToken: string; RefreshToken: string };
  }

  return {
    ...server,
    config,
    call,
    invoke: (d, body, o) => call(d.path, body, o),
    signIn,
    encrypt,
    url,
    async close() {
      await server.close();
      await db.drop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
