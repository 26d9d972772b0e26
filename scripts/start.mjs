// `npm start`: builds the web console and the server only when a source of theirs changed since
// their last build (or the build is missing), then starts the server in this process. A start on
// a built, unchanged checkout takes the server's own start-up time, not a build's minute.

import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** What `npm start` builds: each workspace's build, what it is built from and what it writes. */
export const TARGETS = [
  {
    name: 'web console',
    workspace: '@wms/web',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/build',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      'packages/contract/src',
      // The console bundles its packages: a new version of one is a change.
      'package-lock.json',
    ],
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/.vite/manifest.json'],
  },
  {
    name: 'server',
    workspace: '@wms/server',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'apps/server/drizzle',
      'packages/contract/src',
    ],
    outputs: ['apps/server/dist/main.js'],
  },
];

/** The newest file under `p` (a file or a folder) newer than `since`, or null. */
function newerThan(p, since) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return null; // a source that does not exist (yet) changes nothing
  }
  if (!stat.isDirectory()) return stat.mtimeMs > since ? p : null;
  for (const entry of fs.readdirSync(p)) {
    const found = newerThan(path.join(p, entry), since);
    if (found) return found;
  }
  return null;
}

/**
 * Why `target` needs building in the tree at `dir`, or null when its build is up to date: an
 * output is missing, or a source file is newer than the oldest output (a build that stopped
 * half-way left older outputs behind).
 */
export function staleness(dir, target) {
  let oldest = Number.POSITIVE_INFINITY;
  for (const output of target.outputs) {
    const file = path.join(dir, output);
    if (!fs.existsSync(file)) return `${output} is missing`;
    oldest = Math.min(oldest, fs.statSync(file).mtimeMs);
  }
  for (const source of target.sources) {
    const found = newerThan(path.join(dir, source), oldest);
    if (found) return `${path.relative(dir, found)} changed since the last build`;
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // With WEB_CONCURRENCY the server's processes run this file again: only the first one builds.
  if (cluster.isPrimary) {
    for (const target of TARGETS) {
      const why = staleness(root, target);
      if (!why) {
        console.log(`${target.name}: build is up to date`);
        continue;
      }
      console.log(`${target.name}: building (${why})`);
      const built = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) process.exit(built.status ?? 1);
    }
  }
  await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
}
