import { buildServer } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const server = await buildServer(config);
await server.deps.push.attach(server.app.server, config.redisUrl);
await server.app.listen({ port: config.port, host: config.host });
server.app.log.info(
  { driver: server.database.driver, dataDir: config.databaseUrl ? undefined : config.dataDir },
  `console ready at http://localhost:${config.port}/`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    // close() waits for running requests (bounded); a connection that never ends must not keep a
    // stopping server alive either.
    setTimeout(() => process.exit(1), 20_000).unref();
    await server.close();
    process.exit(0);
  });
}
