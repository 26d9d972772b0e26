import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { allModules } from './modules/index.js';
import { registerSandboxPages } from './modules/money/recharge/sandbox-page.js';
import { TokenService } from './platform/auth.js';
import type { Deps } from './platform/deps.js';
import { invalid } from './platform/errors.js';
import { startDispatcher } from './platform/events.js';
import {
  API_BASE,
  installErrorHandling,
  installSecurityHeaders,
  keepRawBody,
  MAX_UPLOAD_BYTES,
  newRequestId,
  refuseWhileClosing,
  registerModules,
  uploadDisposition,
} from './platform/http/index.js';
import { type JobRunner, startJobs } from './platform/jobs.js';
import { loadServerKeys } from './platform/keys.js';
import { buildOpenApi } from './platform/openapi.js';
import { PushHub } from './platform/push.js';
import type { ModuleDef } from './platform/route.js';
import { uploadGuard } from './platform/upload-guard.js';
import { UploadSigner } from './platform/upload-urls.js';
import { seed } from './seed/index.js';
import { bringSeedUpToDate } from './seed/sync.js';

/** No call's body nests anywhere near this deep (the deepest, a menu tree, is a few levels). */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `max`, read without parsing it. */
export function nestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93 /* } ] */) depth--;
  }
  return false;
}

export interface Server {
  app: FastifyInstance;
  deps: Deps;
  modules: ModuleDef[];
  database: Database;
  /** The job queue of this process (null when config.jobs is off). */
  jobs: JobRunner | null;
  close(): Promise<void>;
}

/** The built console of this checkout, seen from the sources (src/) or the bundle (dist/main.js,
 * dist/chunks/): apps/web/dist. */
function builtConsole(): string {
  const candidates = ['../../web/dist', '../../../web/dist'].map((p) => path.resolve(import.meta.dirname, p));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

/** Built assets carry their content's hash in the name: cached for good. Everything else
 * (`index.html`, `version.json`) is revalidated on each load, so a deployment shows at once. */
export const consoleCacheControl = (file: string) =>
  /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** What a server writes into its migrated database before it answers: the demo data when the
 * database is empty (and the site wants it), what this release seeds and the site lacks, the
 * server's keys. The test suites run it once and start each file from a copy. */
export async function prepareDatabase(database: Database, config: Pick<Config, 'seedDemo'>) {
  if (config.seedDemo) await seed(database.db);
  // Seeded roles, system expense types and menu nodes this release has and the site lacks (an
  // upgraded site gets its new screens); one statement when none is missing.
  const seeded = await bringSeedUpToDate(database);
  const keys = await loadServerKeys(database.db);
  return { seeded, keys };
}

/** Builds a ready server: database opened and migrated, seeded when empty, routes registered.
 * `listen` is the caller's choice, so tests can use `inject` or a real port. */
export async function buildServer(
  config: Config,
  opts: {
    logger?: boolean;
    /** PGlite in memory (tests): nothing kept. */
    memoryDb?: boolean;
    /** With memoryDb: the database starts as this dump (the test suites' migrated, seeded copy). */
    snapshot?: Blob;
  } = {},
): Promise<Server> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: opts.memoryDb ? 'memory://' : config.dataDir,
    snapshot: opts.snapshot,
    sqlLog: config.sqlLog,
  });
  const { db } = database;
  const { seeded, keys } = await prepareDatabase(database, config);

  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    genReqId: newRequestId,
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies (config.ts): client addresses feed the sign-in limits.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // refuseWhileClosing answers those requests with the envelope instead.
    return503OnClosing: false,
  });
  if (seeded) app.log.info(seeded, 'added what this release seeds and the site lacked');
  // An empty JSON body is an empty object: many calls take no parameters.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // A peer's signed request is signed over the body's bytes as sent (platform/http/api-key.ts).
    keepRawBody(req, String(body));
    const text = String(body).trim();
    if (!text) return done(null, {});
    // Walking a value nested thousands deep (signing, validating) would overflow the stack: refuse
    // it before parsing, as the caller's error.
    if (nestsDeeper(text, MAX_JSON_DEPTH))
      return done(invalid('body', 'request.tooDeep', { max: MAX_JSON_DEPTH }), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = Object.assign(new SyntaxError('invalid json'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(err, undefined);
    }
  });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 50 } });
  const webDist = config.webDist ?? builtConsole();
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  installErrorHandling(app, hasWeb ? { root: webDist } : undefined);
  installSecurityHeaders(app, hasWeb ? webDist : undefined);
  const drain = refuseWhileClosing(app);

  const tokens = new TokenService(db, keys, config.accessTokenTtlSeconds, config.refreshTokenTtlSeconds);
  const push = new PushHub(tokens, database.query, app.log);
  const deps: Deps = { config, db, query: database.query, driver: database.driver, keys, tokens, push, log: app.log };
  const modules = allModules(deps);
  const uploadSigner = new UploadSigner(keys.jwtSecret, config.uploadUrlTtlSeconds);
  const inFlight = registerModules(app, { query: database.query, tokens, keys, uploads: uploadSigner, db }, modules);

  app.get('/version.json', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: config.version };
  });
  // The sandbox payment provider's pages (modules/money/recharge/sandbox-page.ts).
  await registerSandboxPages(app, deps);
  app.get(`${API_BASE}/health`, async () => ({ Code: 0, Message: 'ok', Data: { driver: database.driver } }));

  // The OpenAPI document is built on its first request, not at start: building it (every call's
  // schemas as JSON Schema) left each process ~5 MB larger for good (README, "Memory"). Swagger
  // serves the document through JSON.stringify and yaml, and both ask `toJSON` for it.
  let openApi: object | undefined;
  const document = { toJSON: () => (openApi ??= buildOpenApi(modules, config.version)) };
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE}/docs` });

  const uploads = path.join(config.dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  // Uploads are served only to signed addresses or as public content (platform/upload-urls.ts);
  // the guard runs before the static handler, in a scope of their own.
  await app.register(async (scope) => {
    scope.addHook('onRequest', uploadGuard(uploadSigner, db));
    await scope.register(fastifyStatic, {
      root: uploads,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // The guard decides how long a file may be cached.
      cacheControl: false,
      // Uploaded bytes are typed by their content at upload; the browser must not guess otherwise,
      // and only pictures and PDFs are shown in it (platform/http/security-headers.ts).
      setHeaders: (res, file) => {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Disposition', uploadDisposition(file));
      },
    });
  });

  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // The build writes a brotli and a gzip copy of each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => res.header('cache-control', consoleCacheControl(file)),
    });

  // What follows a change (messages, pushes, later bills) and the scheduled runs: in every
  // process, each delivery and each job claimed by one (platform/events.ts, platform/jobs.ts).
  const dispatcher = config.eventPollMs > 0 ? startDispatcher(deps, config.eventPollMs) : null;
  const jobs = config.jobs ? await startJobs(deps, database.executeSql) : null;

  // Push sockets and the Redis clients: after the requests, deliveries and jobs that push through
  // them (close() below); before Fastify closes the HTTP server when app.close() runs alone (tests),
  // as Node would wait for the sockets' connections too.
  app.addHook('preClose', async () => {
    await push.close();
  });

  return {
    app,
    deps,
    modules,
    database,
    jobs,
    async close() {
      // A graceful stop, in this order (docs/architecture.md, "Stopping"): no new connection; the
      // requests taken answered, and the handlers whose client hung up finished (bounded, so a
      // stuck one cannot hold the stop); then the deliveries and jobs; then the push hub, which
      // they push through (a push on its closed Redis client ended the process); the database last.
      drain.begin();
      const deadline = Date.now() + 10_000;
      await drain.idle(10_000);
      await inFlight.idle(Math.max(0, deadline - Date.now()));
      await dispatcher?.stop();
      await jobs?.stop();
      await app.close();
      await database.close();
    },
  };
}
