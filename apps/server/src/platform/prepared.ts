import { createHash } from 'node:crypto';
import { fillPlaceholders, is, type SQL } from 'drizzle-orm';
import { NodePgPreparedQuery, NodePgSession } from 'drizzle-orm/node-postgres';
import type { Queryable } from '../db/client.js';
import { rowMapper } from './paging.js';

// ---------------------------------------------------------------------------------------------
// Statements of a hot call (a scan at a station: a few small statements in one transaction),
// built once and run as named prepared statements on whatever handle they are given: the pool or
// an open transaction's connection. drizzle builds a query anew on every call (~0.1-0.3 ms of CPU
// each for a select of some columns) and node-postgres sends it unnamed, so PostgreSQL parses and
// plans it every time (0.05-0.4 ms each): for a signing scan's seven statements that was more
// than the statements' own work (docs/architecture.md, "Speed"; `npm run bench -- inbound`).
// A statement is written once with `sql.placeholder(name)` (or `param(name)`) for every value that
// changes between calls; whatever else it holds is fixed by its `key`, which must therefore name
// everything that changes the text (a shape). The statement's name on a connection is a hash of
// its text. On PGlite (no named statements) each call builds the statement as drizzle would.

/** What a node-postgres statement needs to run on another connection of the same database. */
interface Built {
  config: { name: string; text: string; rowMode?: string; types?: unknown };
  params: unknown[];
  map?: (row: unknown[]) => unknown;
}
/** drizzle-orm 0.45's NodePgPreparedQuery and NodePgSession, as far as they are used here. */
interface NodePgPrepared {
  queryConfig: { text: string; rowMode?: string; types?: unknown };
  rawQueryConfig: { text: string; types?: unknown };
  params: unknown[];
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
}
interface Session {
  client: { query(config: object, values: unknown[]): Promise<{ rows: unknown[] }> };
  logger: { logQuery(sql: string, params: unknown[]): void };
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    arrayMode: boolean,
  ): { execute(values?: Record<string, unknown>): Promise<unknown> };
}
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

const built = new Map<string, Built>();
const sessionOf = (db: Queryable) => (db as unknown as { session: Session }).session;
/** A statement's name on the connection, after its text (a name PostgreSQL keeps to 63 bytes). */
const nameOf = (text: string) => `hot_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

function fromPrepared(p: unknown): Built | undefined {
  if (!is(p, NodePgPreparedQuery)) return undefined;
  const q = p as unknown as NodePgPrepared;
  if (q.customResultMapper) return undefined;
  if (!q.fields) return { config: { ...q.rawQueryConfig, name: nameOf(q.rawQueryConfig.text) }, params: q.params };
  if (q.queryConfig.rowMode !== 'array') return undefined;
  return {
    config: { ...q.queryConfig, name: nameOf(q.queryConfig.text) },
    params: q.params,
    map: rowMapper(q.fields, q.joinsNotNullableMap),
  };
}

async function run<T>(session: Session, b: Built, values: Record<string, unknown>): Promise<T[]> {
  const params = fillPlaceholders(b.params, values);
  session.logger.logQuery(b.config.text, params);
  const { rows } = await session.client.query(b.config, params);
  return (b.map ? (rows as unknown[][]).map(b.map) : rows) as T[];
}

/**
 * A query builder's statement (a select, an insert) as a named prepared statement, its rows
 * mapped as drizzle maps them. `key` names the statement's shape: `build(db)` runs once per
 * key (per process), so everything that changes the text belongs in the key and every value
 * that changes between calls is a placeholder, bound from `values`.
 */
export async function prepared<R>(
  db: Queryable,
  key: string,
  build: (db: Queryable) => Preparable<R>,
  values: Record<string, unknown> = {},
): Promise<R> {
  const session = sessionOf(db);
  if (!is(session, NodePgSession)) return build(db).prepare(key).execute(values);
  let b = built.get(key);
  if (!b) {
    const p = build(db).prepare(key);
    b = fromPrepared(p);
    if (!b) return p.execute(values);
    built.set(key, b);
  }
  // A statement without rows (an insert) answers an empty list, which its callers ignore.
  return (await run(session, b, values)) as R;
}

/** `prepared` for raw SQL (what `db.execute` runs): its rows as objects. */
export async function preparedSql<T = Record<string, unknown>>(
  db: Queryable,
  key: string,
  build: () => SQL,
  values: Record<string, unknown> = {},
): Promise<T[]> {
  const session = sessionOf(db);
  let b = built.get(key);
  if (!b || !is(session, NodePgSession)) {
    const query = session.dialect.sqlToQuery(build());
    const p = session.prepareQuery(query, undefined, key, false);
    if (!is(session, NodePgSession)) return ((await p.execute(values)) as { rows: T[] }).rows;
    b = fromPrepared(p);
    if (!b) throw new Error(`${key}: not a node-postgres statement`);
    built.set(key, b);
  }
  return run<T>(session, b, values);
}
