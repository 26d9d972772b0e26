// What the benches of a call that writes share (inbound.mjs, pay-bill.mjs): capturing the
// statements one request made our server send, starting the floor server that replays them
// (floor-tx-server.mjs), and reading rounds of load as one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, post, root } from './harness.mjs';

/** What one request to `call` made our server send: the capture file's lines it gained, and the
 * answer (Code 0, else it throws). */
export async function captureCall(file, url, call, body, token) {
  const before = fs.existsSync(file) ? fs.statSync(file).size : 0;
  const answer = await post(`${url}/openapi/${call}`, body, token);
  if (answer.Code !== 0) throw new Error(`${call}: ${answer.Message}`);
  const lines = fs
    .readFileSync(file)
    .subarray(before)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  return { lines, answer };
}

/** The floor server running `program`, its values derived from a request by `derive` (the
 * function named `name` of the module at `file` under bench/lib). */
export async function startTxFloor(dbUrl, program, derive) {
  const file = path.join(os.tmpdir(), `wms-floor-${process.pid}-${derive.name}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({
      program,
      derive: { module: pathToFileURL(path.join(root, 'bench/lib', derive.file)).href, name: derive.name },
    }),
  );
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/floor-tx-server.mjs')], {
    env: { ...process.env, DATABASE_URL: dbUrl, FLOOR_PROGRAM: file, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

/** Rounds of one load as one: all their requests over all their time, and the CPU time spent a
 * request (`cpu` of each round: ms, or `{ user, sys, pg }`: the server's and its database's). */
export function pooled(rounds) {
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? Number.NaN;
  const elapsed = rounds.reduce((a, r) => a + r.elapsed, 0);
  const each = (of) => rounds.reduce((a, r) => a + of(r.cpu), 0) / latencies.length;
  return {
    n: latencies.length,
    errors: rounds.reduce((a, r) => a + r.errors, 0),
    rps: latencies.length / elapsed,
    p50: q(0.5),
    p99: q(0.99),
    cpu: each((c) => (typeof c === 'number' ? c : c.user + c.sys)),
    sys: each((c) => c?.sys ?? 0),
    pg: each((c) => c?.pg ?? 0),
  };
}
