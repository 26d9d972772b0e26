import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptPassword } from '../../src/platform/keys.js';
import { DEMO_ACCOUNTS } from '../../src/seed/index.js';
import type { ApiResult, CallOpts } from '../helpers/server.js';

/**
 * A real server process, started the way it is deployed (`node dist/main.js`, configured by its
 * environment), for the suites an in-process server cannot stand in for: two instances on one
 * database, kills and restarts.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoDir = path.resolve(serverDir, '../..');
const built = path.join(serverDir, 'dist/main.js');

/** Newest modification time of the files under `dir`, 0 when there is none. */
function newest(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) t = Math.max(t, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs);
  }
  return t;
}

/**
 * The built bundle when it is as new as every source it is built from, else the sources through
 * tsx: a stale bundle would test yesterday's server (and miss a fix made since the build).
 */
export function serverCommand(): { args: string[]; built: boolean } {
  const sources = ['src', 'drizzle']
    .map((d) => path.join(serverDir, d))
    .concat(path.join(repoDir, 'packages/contract/src'));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= Math.max(...sources.map(newest))) {
    return { args: [built], built: true };
  }
  // `--import tsx` keeps it one process: a signal reaches the server itself, not a wrapper.
  return { args: ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], built: false };
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** POST /openapi/<path> over HTTP with the client's 10 s time-out; throws when it passes. */
  call(p: string, body?: unknown, opts?: CallOpts): Promise<ApiResult>;
  /** Signs a demo account in (RSA-encrypting the password as the web client does). */
  signIn(name: keyof typeof DEMO_ACCOUNTS, opts?: CallOpts): Promise<{ AccessToken: string; RefreshToken: string }>;
  encrypt(password: string): Promise<string>;
  /** What the process wrote to stdout and stderr so far (its last 20 000 characters). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM (a graceful stop), then SIGKILL if it has not ended within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test runner that dies must not leave servers holding ports and database connections.
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

/**
 * Starts `node dist/main.js` (or the sources) with `env` on a free port and waits until it answers.
 * The environment is the server's own settings only, so nothing of the test runner leaks in.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  opts: { readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT) || (await freePort());
  const { args } = serverCommand();
  const child = spawn(process.execPath, args, {
    cwd: repoDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  const keep = (b: Buffer) => {
    log = (log + b.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  let ended: number | string | undefined;
  void exited.then((c) => {
    ended = c;
  });

  const url = `http://127.0.0.1:${port}`;
  let publicKey: string | undefined;

  async function call(p: string, body: unknown = {}, o: CallOpts = {}): Promise<ApiResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.lang) headers.acceptlanguage = o.lang;
    const res = await fetch(`${url}/openapi/${p.replace(/^\//, '')}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    const parsed = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: res.status, ...(parsed as object), body: parsed } as ApiResult;
  }

  async function encrypt(password: string) {
    publicKey ??= (await call('Account/GetPublicKey')).Data.PublicKey as string;
    return encryptPassword(publicKey, password);
  }

  async function signIn(name: keyof typeof DEMO_ACCOUNTS, o: CallOpts = {}) {
    const demo = DEMO_ACCOUNTS[name];
    const r = await call(
      demo.accountType === 1 ? 'Account/Login' : 'Account/LoginUser',
      { username: demo.userName, password: await encrypt(demo.password) },
      o,
    );
    if (r.Code !== 0) throw new Error(`sign-in ${name} on ${url} failed: Code ${r.Code} ${r.Message}`);
    return r.Data as { AccessToken: string; RefreshToken: string };
  }

  async function kill(signal: NodeJS.Signals = 'SIGKILL') {
    if (ended === undefined) child.kill(signal);
    await exited;
  }
  async function stop(graceMs = 10_000) {
    if (ended !== undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (ended !== undefined) throw new Error(`server process ended (${ended}) before it answered:\n${log}`);
    try {
      if ((await call('Account/GetPublicKey')).Code === 0) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`server process did not answer on ${url} in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: child.pid!, call, signIn, encrypt, output: () => log, exited, stop, kill };
}
