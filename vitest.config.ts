import { defineConfig } from 'vitest/config';

/** One test command for the whole tree. The server suite runs on embedded PGlite and, when
 * TEST_DATABASE_URL is set, a second time on that PostgreSQL server. */
const serverOn = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${driver}`,
    include: ['apps/server/test/**/*.test.ts'],
    env: { TEST_DRIVER: driver },
    // The migrated, seeded database each file's server starts from (test/helpers/prepared.ts).
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // The files of a worker share one module graph: the server's modules and PGlite's WebAssembly
    // are loaded once per worker, not once per file (the PGlite suite took 246 s isolated, 145 s
    // so). Every file still starts its own server on a fresh database; a test that changes module
    // state (a select list declared on purpose) puts it back.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time.
    // Two: the server suites wait on PostgreSQL, PGlite and the network as much as they compute,
    // so two files at once finish the suite in about two thirds of the time. The browser tests
    // run after them, one file at a time (their own group below).
    maxWorkers: 2,
    // A component test file can end with React work still scheduled (an antd animation's update on
    // the scheduler's setImmediate); when it runs, that file's jsdom is gone, and React throws
    // "window is not defined" into whichever file the worker runs next, which fails the whole run
    // although every test passed (seen with two workers; unmounting after each test is not enough,
    // as the update was queued by a timer). Only that error, from React's own scheduler, is let
    // pass; any other unhandled error still fails the run.
    onUnhandledError(error) {
      const stack = String(error.stack ?? '');
      if (
        error.name === 'ReferenceError' &&
        /window is not defined/.test(String(error.message)) &&
        /react-dom|scheduler/.test(stack)
      )
        return false;
    },
    projects: [
      { test: { name: 'contract', include: ['packages/contract/test/**/*.test.ts'] } },
      // The local device hub in simulate mode against a real server (the token check).
      {
        test: {
          name: 'device-agent',
          include: ['apps/device-agent/test/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      serverOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverOn('postgres')] : []),
      // The web console: unit and component tests in jsdom; browser tests (Chromium against a real
      // server, one file at a time) after a build of apps/web.
      // Component tests render antd in jsdom: on a loaded 2-core machine one can take longer than
      // vitest's 5 s default without anything being wrong.
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/quiet-toasts.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          fileParallelism: false,
          // After every other project, alone: a browser and its server each want a core.
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          // As the server suites: the server and Playwright load once, and one Chromium serves the
          // worker's files (e2e/helpers.ts, sharedBrowser); each file its own server.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // vitest's expect.poll gives up after 1 s; a page reloading and fetching on a loaded CI
          // machine can take longer. Playwright's own waits allow 30 s; polls get half that.
          expect: { poll: { timeout: 15_000 } },
          pool: 'forks' as const,
        },
      },
    ],
  },
});
