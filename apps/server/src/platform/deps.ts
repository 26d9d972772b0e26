import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db, RawQuery } from '../db/client.js';
import type { TokenService } from './auth.js';
import type { ServerKeys } from './keys.js';
import type { PushHub } from './push.js';

/** What module factories receive: built once per server instance. */
export interface Deps {
  config: Config;
  db: Db;
  /** Named prepared statements for hot paths (see db/client.ts). */
  query: RawQuery;
  driver: 'pglite' | 'postgres';
  keys: ServerKeys;
  tokens: TokenService;
  push: PushHub;
  log: FastifyBaseLogger;
}
