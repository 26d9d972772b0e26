// The web console's first impression: how much JavaScript the sign-in page loads before it can be
// used, and how soon it can. Builds nothing: run `npx vite build` in apps/web first (or
// `npm run build`). Starts the server on a free port serving apps/web/dist, opens /index in
// headless Chromium with an empty cache several times and reports:
// - initial JS: the bytes on the wire (brotli, as served) of every script loaded until the
//   sign-in button is enabled (target <= 170 KiB, issue 16);
// - ready to type: navigation start to the sign-in button being enabled (target < 448 ms, the
//   median of the runs: what vue-element-admin measured on this machine, issue 16);
// - chunks: every screen of the registry is its own chunk.
// Usage: node bench/web.mjs  (CHROME_PATH overrides /usr/bin/chromium; BENCH_RUNS, default 5)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureBuilt, startServer } from './lib/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_KB = 170;
const TARGET_MS = 448;

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npx vite build` in apps/web first.');
  process.exit(1);
}

// The built server, as a deployment runs it (the console's files precompressed, see
// apps/web/build/precompress.ts). WEB_DIST: a build elsewhere than apps/web/dist.
ensureBuilt();
const server = await startServer({ WEB_DIST: dist });
const url = server.url;

if (fs.readdirSync(path.join(dist, 'assets')).some((f) => f.startsWith('jsx-dev-runtime'))) {
  console.warn(
    'warning: apps/web/dist is a development build (NODE_ENV was not production); sizes are not representative',
  );
}

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
          .map((e) => ({ path: new URL(e.name).pathname, wire: e.encodedBodySize, raw: e.decodedBodySize })),
      ms,
    );
    await context.close();
    // The first run also warms the server (first page load, key pair, database pages): not counted.
    if (i > 0) runs.push({ ms, scripts });
  }
} finally {
  await browser.close();
  await server.stop();
}

// Every script any run loaded before it was ready, once, with its size on the wire.
const scripts = [...new Map(runs.flatMap((r) => r.scripts).map((s) => [s.path, s])).values()].sort((a, b) =>
  a.path.localeCompare(b.path),
);
const kb = scripts.reduce((a, s) => a + s.wire, 0) / 1024;
const rawKb = scripts.reduce((a, s) => a + s.raw, 0) / 1024;
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
for (const s of scripts) console.log(`    ${(s.wire / 1024).toFixed(1).padStart(7)} KiB  ${s.path}`);
console.log(
  `  initial JS on the wire: ${kb.toFixed(1)} KiB (${rawKb.toFixed(0)} KiB uncompressed)   target <= ${TARGET_KB} KiB   ${ok(kb <= TARGET_KB)}`,
);
console.log(
  `  ready to type: ${median.toFixed(0)} ms (median; min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)})   target < ${TARGET_MS} ms   ${ok(median < TARGET_MS)}`,
);
console.log(
  `  chunks: ${chunks.length} JS files; screens in the registry with a chunk of their own: ${own.length}/${screens.length}   ${ok(own.length === screens.length)}`,
);
process.exit(kb <= TARGET_KB && median < TARGET_MS && own.length === screens.length ? 0 : 1);
