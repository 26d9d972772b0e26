import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { processCount, whySingleProcess } from '../src/processes.js';
import { freshDatabaseUrl } from './helpers/server.js';
import { startServerProcess } from './reliability/process.js';

// WEB_CONCURRENCY: one server process per core on PostgreSQL and Redis (src/main.ts), one on the
// embedded database.

describe('how many server processes', () => {
  it('reads WEB_CONCURRENCY as a number or auto, and anything else as one', () => {
    expect(processCount(undefined, 8)).toBe(1);
    expect(processCount('', 8)).toBe(1);
    expect(processCount('3', 8)).toBe(3);
    expect(processCount(' AUTO ', 8)).toBe(8);
    for (const bad of ['0', '-2', '1.5', 'many']) expect(processCount(bad, 8), bad).toBe(1);
  });

  it('runs one process on the embedded database or without Redis, saying why', () => {
    expect(whySingleProcess({ databaseUrl: undefined, redisUrl: 'redis://x' })).toMatch(/embedded database/);
    expect(whySingleProcess({ databaseUrl: 'postgres://x', redisUrl: undefined })).toMatch(/Redis/);
    expect(whySingleProcess({ databaseUrl: 'postgres://x', redisUrl: 'redis://x' })).toBeUndefined();
  });
});

/** The server processes the primary started (node ones: run from the sources, tsx adds esbuild). */
const children = (pid: number) => {
  try {
    return execFileSync('ps', ['--ppid', String(pid), '-o', 'pid=,comm='])
      .toString()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, comm]) => comm === 'node')
      .map(([p]) => p!);
  } catch {
    return []; // ps exits 1 when there is none
  }
};
/** The pids of the server processes that said they were listening, in the order they said it. A
 * process that exists is not yet one that answers: under load a new one takes seconds to listen,
 * and a connection made while none listens is refused. */
const readyPids = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('console ready'))
    .map((line) => {
      try {
        return String((JSON.parse(line) as { pid?: number }).pid);
      } catch {
        return '';
      }
    })
    .filter(Boolean);
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'wms-procs-'));

describe.runIf(process.env.TEST_DRIVER === 'postgres' && !!process.env.REDIS_URL)('WEB_CONCURRENCY=2', () => {
  it('serves one port from two processes sharing sessions, replaces one that dies, stops both', async () => {
    const db = await freshDatabaseUrl();
    const s = await startServerProcess({
      DATABASE_URL: db.url,
      REDIS_URL: process.env.REDIS_URL,
      DATA_DIR: tempDir(),
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'info', // each process says "console ready" with its pid
    });
    try {
      await expect.poll(() => children(s.pid).length, { timeout: 30_000 }).toBe(2);
      await expect.poll(() => new Set(readyPids(s.output())).size, { timeout: 60_000 }).toBe(2);
      const { AccessToken: token } = await s.signIn('admin');
      // A new connection each time: the processes take connections in turn, so both answer, and
      // both know the session the other one opened.
      for (let i = 0; i < 6; i++) {
        const r = await s.call('Account/GetUserInfoDetailedInfo', {}, { token, headers: { connection: 'close' } });
        expect(r.Code, r.Message).toBe(0);
      }
      const [first] = children(s.pid);
      process.kill(Number(first), 'SIGKILL');
      await expect.poll(() => children(s.pid).filter((p) => p !== first).length, { timeout: 30_000 }).toBe(2);
      // The one started in its place has said it listens (the other one answers meanwhile).
      await expect
        .poll(() => readyPids(s.output()).filter((p) => p !== first && children(s.pid).includes(p)).length, {
          timeout: 60_000,
        })
        .toBe(2);
      expect((await s.call('Account/GetUserInfoDetailedInfo', {}, { token })).Code).toBe(0);

      const all = children(s.pid);
      await s.stop(20_000);
      expect(await s.exited).toBe(0);
      expect(all.filter((p) => fs.existsSync(`/proc/${p}`))).toEqual([]);
    } finally {
      await s.stop(1000).catch(() => undefined);
      await db.drop();
    }
  }, 120_000);

  it('runs one process on the embedded database, and says so', async () => {
    const s = await startServerProcess({ DATA_DIR: tempDir(), WEB_CONCURRENCY: '2' });
    try {
      expect(children(s.pid)).toEqual([]);
      expect(s.output()).toContain('one process only, the embedded database serves one process');
    } finally {
      await s.stop();
    }
  }, 120_000);
});
