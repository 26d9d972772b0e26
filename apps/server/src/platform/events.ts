import { EventDeliveryState, type Texts } from '@wms/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { Deps } from './deps.js';
import { inTransaction } from './notify.js';

// ---------------------------------------------------------------------------------------------
// Business events (docs/architecture.md, "Business events"). A change writes its event into the
// outbox (`business_events`) in its own transaction, with one delivery row per consumer that
// follows the event's type; a workflow move does so by itself (platform/transition.ts). Consumers
// (messages and pushes now, bills later) are declared once with `defineConsumer` and run by the
// dispatcher of every server process: a delivery is claimed by one process (a lease, so a process
// that dies gives it back), handled in a transaction that also marks it done, so its effect
// happens once; a failure is tried again later (backoff), and after the last try it stays failed
// for staff to see and try again (BusinessEvents/GetEventDeliveries, RetryEventDeliveries).

export interface BusinessEvent {
  id: number;
  type: string;
  entity: string;
  recordId: number | null;
  actorId: number | null;
  payload: Record<string, unknown>;
  creationTime: Date;
}

export interface Consumer {
  /** Stable: deliveries are kept by it. */
  name: string;
  /** What staff read for it on the Business events screen, in the three languages (the id is
   * shown beside it). */
  title: Texts;
  /** The event types it follows (`CommoditySpecification.approve`); the type of an event decides
   * its deliveries when it is written. */
  types: readonly string[];
  /** Handles one event inside `tx`, which also marks the delivery done: throw to have it retried. */
  handle(deps: Deps, tx: Tx, event: BusinessEvent): Promise<void>;
}

const consumers = new Map<string, Consumer>();

/** Declares a consumer, at import time of the module that owns it. */
export function defineConsumer(c: Consumer): Consumer {
  if (consumers.has(c.name)) throw new Error(`event consumer ${c.name} is declared twice`);
  consumers.set(c.name, c);
  return c;
}

/** The name people read for a consumer, in the three languages; none for one not declared. */
export function consumerTitle(name: string): Texts | undefined {
  return consumers.get(name)?.title;
}

/** Every consumer declared in this process, by name. */
export const consumerNames = (): string[] => [...consumers.keys()];

/** The consumers that follow an event type, by name. */
export function consumersOf(type: string): string[] {
  return [...consumers.values()].filter((c) => c.types.includes(type)).map((c) => c.name);
}

/** Tries before a delivery is left failed; waits between them grow: 2 s, 4 s, 8 s ... 1 h. */
export const MAX_ATTEMPTS = 8;
export const backoffSeconds = (attempts: number) => Math.min(3600, 2 ** attempts);
/** How long a process holds a delivery it is working on before another may take it over. */
const LEASE_SECONDS = 60;

/** Writes an event (and its deliveries) in the caller's transaction: for a change that is not a
 * workflow move (those write theirs themselves). Answers its id. */
export async function emitEvent(
  tx: Tx,
  e: { type: string; entity: string; recordId?: number | null; actorId?: number | null; payload?: object },
): Promise<number> {
  const names = consumersOf(e.type);
  const res = await tx.execute(sql`
    with ev as (
      insert into business_events (type, entity, record_id, actor_id, payload)
      values (${e.type}, ${e.entity}, ${e.recordId ?? null}, ${e.actorId ?? null}, ${JSON.stringify(e.payload ?? {})}::jsonb)
      returning id
    ),
    d as (
      insert into event_deliveries (event_id, consumer)
      select ev.id, x.consumer from ev cross join unnest(${`{${names.map((n) => `"${n}"`).join(',')}}`}::text[]) as x(consumer)
    )
    select id from ev`);
  return Number((res.rows[0] as { id: number }).id);
}

interface Claimed {
  event_id: number;
  consumer: string;
  attempts: number;
}

/**
 * Runs the deliveries that are due, at most `limit`; answers how many were handled (done or
 * failed). Safe in any number of processes at once: a claim skips rows another holds.
 */
export async function runDueDeliveries(deps: Deps, limit = 20): Promise<number> {
  const { db } = deps;
  const res = await db.execute(sql`
    with due as (
      select event_id, consumer from event_deliveries
      where state = ${EventDeliveryState.Waiting} and next_at <= now() and (locked_until is null or locked_until < now())
      order by event_id limit ${limit}
      for update skip locked
    )
    update event_deliveries d
    set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = d.attempts + 1
    from due where d.event_id = due.event_id and d.consumer = due.consumer
    returning d.event_id, d.consumer, d.attempts`);
  const claimed = res.rows as unknown as Claimed[];
  for (const c of claimed) await deliver(deps, c);
  return claimed.length;
}

async function deliver(deps: Deps, c: Claimed) {
  const { db } = deps;
  const consumer = consumers.get(c.consumer);
  try {
    if (!consumer) throw new Error(`no consumer ${c.consumer} in this process`);
    // inTransaction: what the consumer pushes goes out once its work is committed.
    await inTransaction(deps, async (tx) => {
      const ev = await tx.execute(sql`select id, type, entity, record_id, actor_id, payload, creation_time
        from business_events where id = ${c.event_id}`);
      const r = ev.rows[0] as
        | {
            id: number;
            type: string;
            entity: string;
            record_id: number | null;
            actor_id: number | null;
            payload: Record<string, unknown>;
            creation_time: string | Date;
          }
        | undefined;
      if (!r) return;
      await consumer.handle(deps, tx, {
        id: Number(r.id),
        type: r.type,
        entity: r.entity,
        recordId: r.record_id === null ? null : Number(r.record_id),
        actorId: r.actor_id === null ? null : Number(r.actor_id),
        payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
        creationTime: new Date(r.creation_time),
      });
      await tx.execute(sql`update event_deliveries set state = ${EventDeliveryState.Done}, done_time = now(), locked_until = null, last_error = ''
        where event_id = ${c.event_id} and consumer = ${c.consumer}`);
    });
  } catch (err) {
    const message = String((err as Error)?.message ?? err).slice(0, 1000);
    const giveUp = c.attempts >= MAX_ATTEMPTS;
    deps.log.warn({ err, event: c.event_id, consumer: c.consumer, attempts: c.attempts }, 'event delivery failed');
    await db.execute(sql`update event_deliveries
      set state = ${giveUp ? EventDeliveryState.Failed : EventDeliveryState.Waiting}, locked_until = null, last_error = ${message},
        next_at = now() + make_interval(secs => ${backoffSeconds(c.attempts)})
      where event_id = ${c.event_id} and consumer = ${c.consumer}`);
  }
}

/** Runs due deliveries every `intervalMs` until stopped (each process of the server runs one). */
export function startDispatcher(deps: Deps, intervalMs = 1000): { stop(): Promise<void>; kick(): void } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running
      .then(async () => {
        // Drain in rounds while there is work, then wait for the next tick.
        while (!stopped && (await runDueDeliveries(deps)) > 0);
      })
      .catch((err) => deps.log.warn({ err }, 'event dispatcher round failed'));
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().then(schedule), intervalMs);
    timer.unref();
  };
  schedule();
  return {
    kick: () => void tick(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Takes a consumer back: a test that declares one for itself leaves the registry as it found it
 * for the test files after it in the same process. */
export function forgetConsumer(name: string): void {
  consumers.delete(name);
}
