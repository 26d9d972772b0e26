import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { preparePgliteSnapshot } from '../../server/test/helpers/prepared';
import { WEB_DIST } from './dist';

/** Builds the web app once before the browser tests, so `npm test` needs nothing done before
 * it. The servers the tests start serve this build at `/`, on a copy of the prepared database
 * (apps/server/test/helpers/prepared.ts), made here after it. */
export default async function setup(project: TestProject) {
  const web = path.resolve(import.meta.dirname, '..');
  execFileSync(
    process.execPath,
    [
      path.join(web, '../../node_modules/vite/bin/vite.js'),
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      WEB_DIST,
      '--emptyOutDir',
    ],
    {
      cwd: web,
      // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('apps/web build produced no index.html');
  const { file, remove } = await preparePgliteSnapshot();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return remove;
}
