import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../db/client.js';
import type { Deps } from './deps.js';

// ---------------------------------------------------------------------------------------------
// Scheduled work (docs/architecture.md, "Scheduled work"): daily runs and other jobs, on pg-boss.
//
// Why pg-boss: it keeps its queue in PostgreSQL itself (no second service to run), claims jobs
// with SKIP LOCKED so any number of server processes share the work and each job runs once, keeps
// a cron schedule that only one process fires per slot, and gives singleton keys (a job for "the
// storage run of 2026-11-26" exists once however often it is asked for), retries with backoff and
// an archive of what ran and what failed. It is maintained and widely used. Version 10 is the
// last for Node 20; graphile-worker (the other candidate) needs Node 22. pg-boss talks to the
// database through an adapter we give it (`db.executeSql`), so on the embedded database it runs
// on PGlite's one connection, in the one process that owns it, with no pool of its own.

export interface JobSpec {
  /** The queue's name (kebab case). */
  name: string;
  /** When it runs by itself: a cron expression in UTC (`0 3 * * *` every night at 03:00). */
  cron?: string;
  /** Does the work. Throwing retries it (backoff), and the failure is kept by pg-boss. Must be
   * safe to run twice (a retry after a crash, two asks for the same day). */
  run(deps: Deps, data: Record<string, unknown>): Promise<void>;
}

const jobs = new Map<string, JobSpec>();

/** Declares a job at import time of the module that owns the work. */
export function defineJob(spec: JobSpec): JobSpec {
  if (jobs.has(spec.name)) throw new Error(`job ${spec.name} is declared twice`);
  jobs.set(spec.name, spec);
  return spec;
}

export const declaredJobs = () => [...jobs.values()];

export interface JobRunner {
  /** Asks for a run now; `key` makes it once per key (a day, a cycle) while one is waiting; answers
   * the job's id, or null when one with that key is already waiting. */
  send(name: string, data?: Record<string, unknown>, key?: string): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * Runs `f` again when PostgreSQL ends it as one side of a deadlock (40P01). Server processes
 * starting together each make the queues they declare (a row and a partition table per queue):
 * two doing so at once can wait on each other's locks, and PostgreSQL then ends one of them.
 * Making a queue again is harmless, so the one ended waits a moment and tries again.
 */
async function retryOnDeadlock<T>(f: () => Promise<T>, tries = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await f();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || i >= tries) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * i));
    }
  }
}

/** Starts the job queue: its schema (made or brought up to date by pg-boss itself), a worker and
 * the schedule of every declared job. */
export async function startJobs(deps: Deps, executeSql: ExecuteSql): Promise<JobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => executeSql(text, values) },
    schema: 'pgboss',
    // Archive and delete on pg-boss's own maintenance: kept a week, as a log of runs.
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => deps.log.warn({ err }, 'job queue error'));
  await boss.start();
  for (const job of jobs.values()) {
    // stately: one queued and one running per key at most, so asking again for a run that is
    // already waiting (the same day, the same cycle) adds nothing.
    await retryOnDeadlock(() =>
      boss.createQueue(job.name, {
        name: job.name,
        policy: 'stately',
        retryLimit: 5,
        retryDelay: 30,
        retryBackoff: true,
      }),
    );
    await boss.work(job.name, async ([j]) => {
      if (j) await job.run(deps, (j.data ?? {}) as Record<string, unknown>);
    });
    if (job.cron) await retryOnDeadlock(() => boss.schedule(job.name, job.cron!, {}, { tz: 'UTC' }));
  }
  return {
    send: (name, data = {}, key) => boss.send(name, data, key ? { singletonKey: key } : {}),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/** Takes a job back (a test's own job; see forgetConsumer in platform/events.ts). */
export function forgetJob(name: string): void {
  jobs.delete(name);
}
