// `npm run reliability`: every reliability suite of issue 6 at full size, then one table of what
// they covered and found. The vitest suites (isolation, fuzz, concurrency on PGlite and on
// PostgreSQL; two-instances on PostgreSQL + Redis) run with RELIABILITY=full; then the load and
// fault scripts of bench/reliability/ against the freshly built server. Each suite appends its
// figures as JSON lines to RELIABILITY_REPORT (apps/server/test/reliability/report.ts); this script
// reads them back. Exits non-zero when a suite failed or is missing, or any leak, 5xx, invariant
// violation, load error or lost write is not 0.
// `npm run reliability -- load faults` runs the named suites only. TEST_DATABASE_URL and REDIS_URL
// default to the local services.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { table as printTable } from '../bench/lib/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUITES = [
  { name: 'isolation', test: 'apps/server/test/isolation/', drivers: ['pglite', 'postgres'] },
  { name: 'fuzz', test: 'apps/server/test/fuzz.test.ts', drivers: ['pglite', 'postgres'] },
  { name: 'concurrency', test: 'apps/server/test/concurrency.test.ts', drivers: ['pglite', 'postgres'] },
  // Two processes sharing one database and one Redis: only meaningful on PostgreSQL.
  { name: 'two-instances', test: 'apps/server/test/two-instances.test.ts', drivers: ['postgres'] },
  // Payments, refunds and wallet changes at once (two processes on PostgreSQL).
  { name: 'wallet-invariant', test: 'apps/server/test/wallet-invariant.test.ts', drivers: ['pglite', 'postgres'] },
  { name: 'load', script: 'bench/reliability/load.mjs' },
  { name: 'faults', script: 'bench/reliability/faults.mjs' },
];
const wanted = process.argv.slice(2);
for (const w of wanted) {
  if (!SUITES.some((s) => s.name === w))
    throw new Error(`no suite ${w}; have: ${SUITES.map((s) => s.name).join(', ')}`);
}
const chosen = wanted.length ? SUITES.filter((s) => wanted.includes(s.name)) : SUITES;

const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wms-reliability-')), 'report.jsonl');
fs.writeFileSync(reportFile, '');
const env = {
  ...process.env,
  RELIABILITY: 'full',
  RELIABILITY_REPORT: reportFile,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  // The scripts run the built server: built once here, not again by each script.
  RELIABILITY_BUILT: '1',
};

if (chosen.some((s) => s.script)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@wms/server'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) {
    console.error('reliability: the server does not build');
    process.exit(1);
  }
}

/** One run: a vitest file on one driver, or a script. */
const runs = chosen.flatMap((s) =>
  s.test
    ? s.drivers.map((driver) => ({
        suite: s.name,
        driver,
        file: s.test,
        cmd: ['npx', ['vitest', 'run', '--project', `server-${driver}`, s.test]],
      }))
    : [{ suite: s.name, driver: '', file: s.script, cmd: [process.execPath, [s.script]] }],
);

const rows = [];
for (const run of runs) {
  const label = run.driver ? `${run.suite} (${run.driver})` : run.suite;
  if (!fs.existsSync(path.join(root, run.file))) {
    console.log(`\n=== ${label}: ${run.file} does not exist yet ===`);
    rows.push({ run, status: 'missing', figures: null, seconds: 0 });
    continue;
  }
  console.log(`\n=== ${label} ===`);
  const before = fs.statSync(reportFile).size;
  const t0 = Date.now();
  const r = spawnSync(run.cmd[0], run.cmd[1], { cwd: root, stdio: 'inherit', env });
  const seconds = (Date.now() - t0) / 1000;
  const lines = fs
    .readFileSync(reportFile)
    .subarray(before)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const status = r.status === 0 ? 'passed' : `FAILED (exit ${r.status ?? r.signal})`;
  if (!lines.length) rows.push({ run, status, figures: null, seconds });
  for (const figures of lines) rows.push({ run, status, figures, seconds });
}

const MUST_BE_ZERO = ['leaks', 'serverErrors', 'violations', 'errors', 'writesLost'];
const cell = (v) => (v === undefined || v === null ? '' : String(v));
let bad = false;
const summary = rows.map(({ run, status, figures: f, seconds }) => {
  const nonZero = f ? MUST_BE_ZERO.filter((k) => (f[k] ?? 0) !== 0) : [];
  const noFigures = !f && status !== 'missing';
  if (status !== 'passed' || nonZero.length || noFigures) bad = true;
  return {
    suite: f?.suite ?? run.suite,
    driver: f?.driver ?? run.driver,
    status: status === 'missing' ? `MISSING (${run.file} not found)` : noFigures ? `${status}, no figures` : status,
    routes: cell(f?.routes),
    cases: cell(f?.cases),
    leaks: cell(f?.leaks),
    '5xx': cell(f?.serverErrors),
    violations: cell(f?.violations),
    'p99 ms': cell(f?.p99Ms),
    errors: cell(f?.errors),
    'faults survived': f?.faultsSurvived === undefined ? '' : `${f.faultsSurvived}/${f.cases}`,
    'writes lost': cell(f?.writesLost),
    s: seconds ? seconds.toFixed(0) : '',
    notes: f?.extra
      ? Object.entries(f.extra)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; ')
      : '',
  };
});

console.log('\n=== reliability ===');
printTable(summary);
console.log(
  `\n${bad ? 'FAILED' : 'OK'}: leaks, 5xx, invariant violations, load errors and lost writes must all be 0, every suite passed. Figures: ${reportFile}`,
);
process.exit(bad ? 1 : 0);
