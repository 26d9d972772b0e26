import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { rowCountsSql } from './row-counts.js';
import * as schema from './schema/index.js';

/** Both drivers build the same PostgreSQL queries; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type Queryable = Db | Tx;

/**
 * A hot-path query by name: a named prepared statement on PostgreSQL (parsed and planned once
 * per connection, worth about 2x on the per-request guard), a parameterised query on PGlite.
 * `generic`: on the connections that plan generically (below), for a statement whose one plan
 * suits any values and that PostgreSQL would otherwise plan anew on every call.
 */
export type RawQuery = <T>(name: string, text: string, values: unknown[], opts?: { generic?: boolean }) => Promise<T[]>;

/**
 * Per PostgreSQL database: a handle on a few connections of their own that plan every prepared
 * statement generically (`plan_cache_mode = force_generic_plan`), for the big lists' named
 * statements (`pagedList`). Their keys subquery is bounded by LIMIT and OFFSET parameters, which
 * the planner prices at a tenth of the table when it plans generically, so it kept custom plans:
 * planning every call anew cost PostgreSQL 0.5-1.5 ms of CPU, more than running the statement.
 * Forcing is right for them (one index walk whatever the page) and not for the app's other
 * queries, whose values can change the best plan; it is also not for a list's free-text search.
 * Raw queries come here with `generic` (the freight trial's channels: PostgreSQL kept planning
 * it per call, 0.95 ms a run against 0.58 planned once).
 */
const genericPlans = new WeakMap<object, Db>();
export const genericPlanned = (db: Queryable): Db | undefined => genericPlans.get(db);

/** Any SQL as text, several statements when it has no parameters (the job queue's own schema
 * and queries go through it: platform/jobs.ts). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  query: RawQuery;
  executeSql: ExecuteSql;
  driver: 'pglite' | 'postgres';
  /** PGlite: the whole database as a tarball, which `OpenOptions.snapshot` starts from. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

function migrationsFolder(): string {
  // Built bundle: dist/main.js with drizzle/ beside dist; sources: src/db/client.ts.
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, '../drizzle'), path.resolve(here, '../../drizzle')]) {
    if (fs.existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
  }
  throw new Error(`migrations folder not found near ${here}`);
}

/**
 * Extensions the schema's indexes need, made before the migrations run (drizzle-kit does not
 * write them). pg_trgm: the GIN indexes behind the `Content` filters (`ilike '%...%'`), which
 * stay fast at millions of rows; it is a trusted extension, so a database owner may create it.
 */
const EXTENSIONS = 'create extension if not exists pg_trgm';

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder; `memory://` for a throw-away database. */
  dataDir: string;
  /** PGlite in memory only: start from this dump (`dumpDataDir`) instead of an empty database.
   * The test suites migrate and seed once and start each file's server from the dump. */
  snapshot?: Blob;
  poolSize?: number;
  /** Append every statement with its parameters to this file as JSON lines. */
  sqlLog?: string;
}

/** drizzle's logger writing `{sql, params}` lines: synchronous, so lines keep the order of the calls. */
function sqlLogger(file: string | undefined) {
  if (!file) return undefined;
  return {
    logQuery(query: string, params: unknown[]) {
      fs.appendFileSync(file, `${JSON.stringify({ sql: query, params })}\n`);
    },
  };
}

/** What `leanTransactions` reads of drizzle-orm 0.45's NodePgSession (private there). */
interface SessionInternals {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  logger: { logQuery(sql: string, params: unknown[]): void };
  transaction<T>(fn: (tx: Tx) => Promise<T>, config?: unknown): Promise<T>;
}

/**
 * `db.transaction` on node-postgres without what drizzle redoes for every transaction: a session
 * and a transaction object, whose constructor builds a relational query builder for each of the
 * schema's tables, and `begin` and `commit` built as SQL and prepared (~0.14 ms of CPU a
 * transaction, against ~0.05 ms for the two statements themselves; a scan at a station is one
 * transaction of a few small statements: bench/inbound.mjs). Each pooled connection keeps one
 * transaction object, which only the transaction holding the connection uses. Otherwise as
 * drizzle: rolled back when the callback throws (or the commit fails); nested transactions are
 * savepoints; a transaction with a config (isolation level ...) is drizzle's own.
 */
function leanTransactions(db: Db) {
  const session = (db as unknown as { session: SessionInternals }).session;
  const drizzleOwn = session.transaction.bind(session);
  const txOf = new WeakMap<pg.PoolClient, Tx>();
  session.transaction = async <T>(fn: (tx: Tx) => Promise<T>, config?: unknown): Promise<T> => {
    if (config) return drizzleOwn(fn, config);
    const client = await session.client.connect();
    try {
      let tx = txOf.get(client);
      if (!tx) {
        const own = new NodePgSession(client, session.dialect, session.schema, session.options);
        tx = new NodePgTransaction(session.dialect, own, session.schema) as unknown as Tx;
        txOf.set(client, tx);
      }
      session.logger.logQuery('begin', []);
      await client.query('begin');
      try {
        const result = await fn(tx);
        session.logger.logQuery('commit', []);
        await client.query('commit');
        return result;
      } catch (err) {
        session.logger.logQuery('rollback', []);
        await client.query('rollback');
        throw err;
      }
    } finally {
      client.release();
    }
  };
}

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // Fail fast while the database is down rather than queueing past the client's time-out.
      connectionTimeoutMillis: 5000,
      query_timeout: 9000,
    });
    pool.on('error', () => {
      // An idle client lost its connection (database restart); the pool replaces it.
    });
    // A checked-out client between statements (inside a transaction) has no pool listener: the
    // restart's "terminating connection" would be an unhandled 'error' event that kills the
    // process. Its next statement fails instead (Code 9) and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const logger = sqlLogger(opts.sqlLog);
    const db = drizzlePg(pool, { schema, logger });
    leanTransactions(db);
    // Instances started together on a fresh database would each find no migration applied and
    // each create the tables, and all but one crash on a duplicate (pg_type). One starter at a
    // time: a session advisory lock on one connection, which also runs the set-up; the others
    // wait and then find everything applied. Destroying the connection releases the lock.
    const starter = await pool.connect();
    try {
      await starter.query('select pg_advisory_lock(7428131)');
      await starter.query(EXTENSIONS);
      await migratePg(drizzlePg(starter), { migrationsFolder: migrationsFolder() });
      await starter.query(rowCountsSql());
    } finally {
      starter.release(true);
    }
    const lists = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Math.max(2, Math.ceil((opts.poolSize ?? 10) / 2)),
      connectionTimeoutMillis: 5000,
      query_timeout: 9000,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    lists.on('error', () => {});
    lists.on('connect', (client) => client.on('error', () => {}));
    genericPlans.set(db, drizzlePg(lists, { schema, logger }));
    const query: RawQuery = async <T>(name: string, text: string, values: unknown[], o?: { generic?: boolean }) => {
      logger?.logQuery(text, values);
      return (await (o?.generic ? lists : pool).query({ name, text, values })).rows as T[];
    };
    const executeSql: ExecuteSql = async (text, values) => ({ rows: (await pool.query(text, values)).rows });
    return {
      db,
      query,
      executeSql,
      driver: 'postgres',
      close: async () => void (await Promise.all([pool.end(), lists.end()])),
    };
  }
  const dir = opts.dataDir.startsWith('memory://') ? opts.dataDir : path.join(opts.dataDir, 'pgdata');
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(opts.snapshot && dir.startsWith('memory://') ? { loadDataDir: opts.snapshot } : {}),
  });
  await client.exec(EXTENSIONS);
  const logger = sqlLogger(opts.sqlLog);
  const db = drizzleLite(client, { schema, logger }) as unknown as Db;
  await migrateLite(db as never, { migrationsFolder: migrationsFolder() });
  await client.exec(rowCountsSql());
  const query: RawQuery = async <T>(_name: string, text: string, values: unknown[]) => {
    logger?.logQuery(text, values);
    return (await client.query<T>(text, values)).rows;
  };
  const executeSql: ExecuteSql = async (text, values) => {
    if (values?.length) return { rows: (await client.query(text, values)).rows };
    const results = await client.exec(text);
    return { rows: results[results.length - 1]?.rows ?? [] };
  };
  return {
    db,
    query,
    executeSql,
    driver: 'pglite',
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
