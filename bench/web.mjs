// The web console's first impression: how much JavaScript the sign-in page loads before it can be
// used, and how soon it can. Builds nothing: run `npx vite build` in apps/web first (or
// `npm run build`). Starts the server on a free port serving apps/web/dist, opens /index in
// headless Chromium with an empty cache several times and reports:
// - initial JS: gzip size of every script loaded until the sign-in button is enabled (target
//   <= 250 KB);
// - time to interactive: navigation start to the sign-in button being enabled (target <= 1.5 s,
//   median of the runs);
// - chunks: every screen of the registry is its own chunk.
// Usage: node bench/web.mjs  (CHROME_PATH overrides /usr/bin/chromium; BENCH_RUNS, default 5)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort } from './lib/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_KB = 250;
const TARGET_MS = 1500;

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npx vite build` in apps/web first.');
  process.exit(1);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: dist, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
let up = false;
for (let i = 0; i < 300 && !up; i++) {
  try {
    up = (await fetch(`${url}/version.json`)).ok;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
if (!up) {
  server.kill('SIGTERM');
  throw new Error('server did not start');
}

if (fs.readdirSync(path.join(dist, 'assets')).some((f) => f.startsWith('jsx-dev-runtime'))) {
  console.warn(
    'warning: apps/web/dist is a development build (NODE_ENV was not production); sizes are not representative',
  );
}

const gzipOf = (pathname) => {
  const file = path.join(dist, decodeURIComponent(pathname));
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file)).length : 0;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const runs = [];
try {
  for (let i = 0; i < RUNS + 1; i++) {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${url}/index`, { waitUntil: 'commit' });
    const interactive = await page.waitForFunction(
      () => {
        const b = document.querySelector('[data-testid="sign-in"]');
        return b && !b.disabled ? performance.now() : false;
      },
      null,
      { polling: 'raf', timeout: 30_000 },
    );
    const ms = await interactive.jsonValue();
    const scripts = await page.evaluate(
      (until) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= until && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => new URL(e.name).pathname),
      ms,
    );
    await context.close();
    // The first run also warms the server (first page load, key pair, database pages): not counted.
    if (i > 0) runs.push({ ms, scripts });
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

const scripts = [...new Set(runs.flatMap((r) => r.scripts))].sort();
const kb = scripts.reduce((a, s) => a + gzipOf(s), 0) / 1024;
const times = runs.map((r) => r.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];

// Every screen of the registry its own chunk: the chunk named after the screen's module exists.
const registry = fs.readFileSync(path.join(root, 'apps/web/src/router/registry.ts'), 'utf8');
const screens = [...registry.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm)].map((m) => ({
  key: m[1],
  module: path.basename(m[2]),
}));
const chunks = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const own = screens.filter((s) => chunks.some((c) => c.startsWith(`${s.module}-`)));

const ok = (b) => (b ? 'PASS' : 'FAIL');
console.log(`sign-in page, ${RUNS} runs with an empty cache, ${url}/index`);
console.log(`  scripts before interactive: ${scripts.length}`);
for (const s of scripts) console.log(`    ${(gzipOf(s) / 1024).toFixed(1).padStart(7)} KB  ${s}`);
console.log(`  initial JS (gzip):   ${kb.toFixed(1)} KB   target <= ${TARGET_KB} KB   ${ok(kb <= TARGET_KB)}`);
console.log(
  `  time to interactive: ${median.toFixed(0)} ms (median; min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)})   target <= ${TARGET_MS} ms   ${ok(median <= TARGET_MS)}`,
);
console.log(
  `  chunks: ${chunks.length} JS files; screens in the registry with a chunk of their own: ${own.length}/${screens.length}   ${ok(own.length === screens.length)}`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(kb <= TARGET_KB && median <= TARGET_MS && own.length === screens.length ? 0 : 1);
