import type { Config } from './config.js';

/** How many server processes WEB_CONCURRENCY asks for: a number, or `auto` for one per core;
 * unset, empty or not a positive whole number: one. */
export function processCount(value: string | undefined, cores: number): number {
  const v = value?.trim().toLowerCase();
  if (!v) return 1;
  if (v === 'auto') return Math.max(1, cores);
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** Why this configuration runs one process whatever WEB_CONCURRENCY says, or undefined when it
 * can run several. The embedded database belongs to one process; without Redis a push would
 * reach only the users connected to the process that sent it. */
export function whySingleProcess(config: Pick<Config, 'databaseUrl' | 'redisUrl'>): string | undefined {
  if (!config.databaseUrl) return 'the embedded database serves one process (set DATABASE_URL for more)';
  if (!config.redisUrl) return 'pushes need Redis to reach every process (set REDIS_URL for more)';
  return undefined;
}
