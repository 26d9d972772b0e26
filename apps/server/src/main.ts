import cluster from 'node:cluster';
import os from 'node:os';
import v8 from 'node:v8';
import { type Config, loadConfig } from './config.js';
import { processCount, whySingleProcess } from './processes.js';

// One process, or one per core with WEB_CONCURRENCY (README, "Running on a bigger machine"):
// the processes share the port (node:cluster), and sessions, rate limits and captcha answers
// through PostgreSQL and pushes through Redis, the way two instances behind a load balancer do.

// V8 moves the objects of an allocation site straight to the old generation once enough of them
// outlive a young collection. Under load, the database driver's row and string sites got that
// decision although each row lives for one request: about 1.3 MB a young collection went to the old
// generation to die there, and collections took 7-10% of the CPU (a list call cost ~75 µs more).
// Set before the server's code runs, so no site is ever moved (docs/architecture.md, "Speed").
v8.setFlagsFromString('--no-allocation-site-pretenuring');

const config = loadConfig();
const wanted = processCount(process.env.WEB_CONCURRENCY, os.availableParallelism());

if (cluster.isPrimary && wanted > 1 && !whySingleProcess(config)) startProcesses(wanted);
else await serve(config, cluster.isPrimary ? whySingleProcess(config) : undefined, wanted);

/** One server in this process; `single` says why WEB_CONCURRENCY was not followed. */
async function serve(config: Config, single: string | undefined, wanted: number) {
  // Loaded here, not at the top: the primary of several processes never serves, and stays small.
  const { buildServer } = await import('./app.js');
  const server = await buildServer(config);
  await server.deps.push.attach(server.app.server, config.redisUrl);
  await server.app.listen({ port: config.port, host: config.host });
  if (single && wanted > 1) server.app.log.warn(`WEB_CONCURRENCY=${wanted}: one process only, ${single}`);
  server.app.log.info(
    { driver: server.database.driver, dataDir: config.databaseUrl ? undefined : config.dataDir, pid: process.pid },
    `console ready at http://localhost:${config.port}/`,
  );

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      // close() waits for running requests (bounded); a connection that never ends must not keep a
      // stopping server alive either (docs/architecture.md, "Stopping").
      setTimeout(() => process.exit(1), 20_000).unref();
      try {
        await server.close();
      } catch (err) {
        server.app.log.error({ err }, 'the stop failed');
        process.exit(1);
      }
      process.exit(0);
    });
  }
}

/** The primary: starts `n` server processes, replaces one that dies, and stops them all on a
 * signal (each finishes its running requests), ending when the last has ended. */
function startProcesses(n: number) {
  const log = (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg }));
  log(`starting ${n} server processes (WEB_CONCURRENCY)`);
  // Where several processes share the machine, each keeps a smaller young generation: V8 grows it
  // to 2 x 16 MB during start-up and keeps it. At 2 x 8 MB a process idles ~16 MB smaller, for
  // ~3% more CPU on a list call (more frequent young collections). docs/architecture.md, "Speed".
  cluster.setupPrimary({ execArgv: [...process.execArgv, '--max-semi-space-size=8'] });
  for (let i = 0; i < n; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    // A second's pause: a process that cannot start (the database is down) is not restarted in a tight loop.
    setTimeout(() => cluster.fork(), 1000);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), 25_000).unref();
    });
  }
}
