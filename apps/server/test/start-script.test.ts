import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** `npm start` (scripts/start.mjs) builds what changed since its last build, and nothing else. */
interface Target {
  name: string;
  sources: string[];
  outputs: string[];
}
const start = (await import(pathToFileURL(path.join(import.meta.dirname, '../../../scripts/start.mjs')).href)) as {
  TARGETS: Target[];
  staleness(dir: string, target: Target): string | null;
};

describe('what npm start rebuilds', () => {
  let dir: string;
  const server = start.TARGETS.find((t) => t.name === 'server')!;
  const web = start.TARGETS.find((t) => t.name === 'web console')!;
  /** Writes a file `secondsAgo` old. */
  const write = (file: string, secondsAgo: number) => {
    const p = path.join(dir, file);
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, file);
    const t = Date.now() / 1000 - secondsAgo;
    fs.utimesSync(p, t, t);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-start-'));
    write('apps/server/src/main.ts', 100);
    write('apps/server/src/seed/sync.ts', 100);
    write('packages/contract/src/index.ts', 100);
    write('apps/server/drizzle/0000_init.sql', 100);
    write('apps/web/src/main.tsx', 100);
    write('apps/web/index.html', 100);
    write('apps/web/vite.config.ts', 100);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('builds what was never built', () => {
    expect(start.staleness(dir, server)).toBe('apps/server/dist/main.js is missing');
    expect(start.staleness(dir, web)).toBe('apps/web/dist/index.html is missing');
  });

  it('leaves a build newer than every source alone', () => {
    write('apps/server/dist/main.js', 10);
    write('apps/web/dist/index.html', 10);
    write('apps/web/dist/.vite/manifest.json', 10);
    expect(start.staleness(dir, server)).toBeNull();
    expect(start.staleness(dir, web)).toBeNull();
    // A change outside a build's sources (a test, the other app) builds nothing.
    write('apps/server/test/x.test.ts', 0);
    write('apps/device-agent/src/main.ts', 0);
    expect(start.staleness(dir, server)).toBeNull();
    expect(start.staleness(dir, web)).toBeNull();
  });

  it('rebuilds after a change to a source, however deep, and names it', () => {
    write('apps/server/dist/main.js', 10);
    write('apps/web/dist/index.html', 10);
    write('apps/web/dist/.vite/manifest.json', 10);
    write('apps/server/src/seed/sync.ts', 0);
    expect(start.staleness(dir, server)).toBe(
      `${path.join('apps/server/src/seed/sync.ts')} changed since the last build`,
    );
    expect(start.staleness(dir, web)).toBeNull();
    // The contract is in both; a migration and the console's build config in their own.
    write('packages/contract/src/calls/new.ts', 0);
    expect(start.staleness(dir, web)).toMatch(/packages\/contract\/src\/calls\/new\.ts changed/);
    write('apps/server/src/seed/sync.ts', 100);
    expect(start.staleness(dir, server)).toMatch(/packages\/contract\/src\/calls\/new\.ts changed/);
    fs.rmSync(path.join(dir, 'packages/contract/src/calls/new.ts'));
    write('apps/server/drizzle/0001_next.sql', 0);
    expect(start.staleness(dir, server)).toMatch(/0001_next\.sql changed/);
    write('apps/web/vite.config.ts', 0);
    expect(start.staleness(dir, web)).toMatch(/vite\.config\.ts changed/);
  });

  it('rebuilds when a build stopped half-way, leaving an older output', () => {
    write('apps/web/dist/index.html', 10);
    write('apps/web/dist/.vite/manifest.json', 200);
    expect(start.staleness(dir, web)).toMatch(/changed since the last build/);
  });
});
