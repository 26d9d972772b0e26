// The device agent (apps/device-agent), its self-contained build in simulate mode: how long a
// weight change takes to reach a console (socket.io client), p50/p99 over 200 changes, and the
// agent's memory idle and after. Targets (issue 15): < 100 ms; idle RSS < 80 MB.
// The latency is measured from the simulator's control message, so it includes one more hop
// than a real scale's reading has: an upper bound.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { fmt, freePort, root, rssMb, sleep, table } from './lib/harness.mjs';

const CHANGES = 200;
const agentDir = path.join(root, 'apps/device-agent');
execFileSync(process.execPath, ['build.mjs'], { cwd: agentDir, stdio: 'inherit' });

// The token check needs a server: a stand-in that confirms any token, so only the agent is timed.
const api = http.createServer((req, res) => {
  req.resume();
  req.on('end', () =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ Code: 0, Message: '', Data: { UserName: 'bench' } })),
  );
});
await new Promise((r) => api.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${api.address().port}`;

const port = await freePort();
const printDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-bench-prints-'));
const child = spawn(
  process.execPath,
  [
    path.join(agentDir, 'dist/device-agent.mjs'),
    '--simulate',
    '--port',
    String(port),
    '--origin',
    origin,
    '--print-dir',
    printDir,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((resolve, reject) => {
  child.stdout.on('data', (d) => String(d).includes('WMS device agent on') && resolve());
  child.once('exit', (code) => reject(new Error(`agent exited with ${code}`)));
});

const connect = (nsp = '') =>
  new Promise((resolve, reject) => {
    const s = io(`http://127.0.0.1:${port}${nsp}`, { transports: ['websocket'], extraHeaders: { origin } });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });

try {
  await sleep(3000);
  const idle = rssMb(child.pid);

  const consoleSocket = await connect();
  const loaded = new Promise((r) => consoleSocket.once('SendLoad', r));
  consoleSocket.emit('LoadUserInfo', { UserName: 'bench', ApiUrl: `${origin}/openapi`, Token: 'bench', Lang: 'en-us' });
  if (!(await loaded).Success) throw new Error('the agent refused the bench console');
  consoleSocket.emit('Subscribe', { Scale: true });
  const sim = await connect('/simulator');

  const latencies = [];
  for (let i = 1; i <= CHANGES; i++) {
    const kg = (1 + i / 100).toFixed(3);
    const seen = new Promise((resolve) => {
      const on = (w) => {
        if (w !== kg) return;
        consoleSocket.off('SendWeight', on);
        resolve();
      };
      consoleSocket.on('SendWeight', on);
    });
    const t0 = performance.now();
    sim.emit('SetWeight', { Kg: kg });
    await seen;
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const busy = rssMb(child.pid);
  consoleSocket.close();
  sim.close();

  table([
    { measure: 'weight change -> console p50', value: `${fmt(pct(50), 2)} ms`, target: '< 100 ms' },
    { measure: 'weight change -> console p99', value: `${fmt(pct(99), 2)} ms`, target: '< 100 ms' },
    { measure: 'agent RSS idle', value: `${fmt(idle)} MB`, target: '< 80 MB' },
    { measure: `agent RSS after ${CHANGES} changes`, value: `${fmt(busy)} MB`, target: '' },
  ]);
} finally {
  child.kill('SIGTERM');
  api.close();
  fs.rmSync(printDir, { recursive: true, force: true });
}
