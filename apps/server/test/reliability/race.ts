import type { ApiResult } from '../helpers/server.js';

/**
 * The concurrency harness: N identical state-changing calls fired at once, then an invariant over
 * what they answered and what the database holds. Every call is started before any is awaited,
 * so on PostgreSQL they really overlap (each request takes its own pooled connection); PGlite runs
 * one statement at a time, which interleaves the calls statement by statement instead, a weaker
 * but still real race (locks taken in the wrong order or a read-modify-write shows up there too).
 */
export interface Race<C> {
  /** Names the race in violations and logs. */
  name: string;
  /** How many calls to fire at once. */
  n: number;
  /** Fresh state for one round (stock on shelves, a new session...), handed to `call` and `invariant`. */
  before?: () => Promise<C>;
  /** The i-th call of the round. */
  call: (i: number, ctx: C) => Promise<ApiResult>;
  /** What must hold after the round: the broken rules, one line each (empty when all hold). */
  invariant: (results: ApiResult[], ctx: C) => Promise<string[]>;
  /** Codes a call may answer in this race: anything else is a violation. Default: any non-5xx. */
  codes?: number[];
  /** Rounds to run, each with a fresh `before` (default 1). */
  rounds?: number;
}

export interface RaceOutcome {
  name: string;
  /** Calls fired over all rounds. */
  calls: number;
  rounds: number;
  violations: string[];
  /** How many calls answered Code 0, over all rounds (a race nobody won tested little). */
  accepted: number;
}

/** Rules every answer keeps whatever the race: an envelope, no 5xx, one of the expected codes. */
function envelopeViolations(results: ApiResult[], codes: number[] | undefined): string[] {
  const out: string[] = [];
  results.forEach((r, i) => {
    if (r.status >= 500) out.push(`call ${i} answered HTTP ${r.status} Code ${r.Code}: ${r.Message}`);
    else if (typeof r.Code !== 'number' || typeof r.Message !== 'string') {
      out.push(`call ${i} answered no envelope: ${JSON.stringify(r.body).slice(0, 200)}`);
    } else if (codes && !codes.includes(r.Code)) out.push(`call ${i} answered Code ${r.Code}: ${r.Message}`);
  });
  return out;
}

/** A call that throws (a dropped connection, a time-out) is an answer too: HTTP 0 counts as a failure. */
const settled = (p: Promise<ApiResult>): Promise<ApiResult> =>
  p.catch((e: unknown) => ({ status: 599, Code: -1, Message: String(e), Data: null, body: null }));

export async function race<C>(r: Race<C>): Promise<RaceOutcome> {
  const rounds = r.rounds ?? 1;
  const violations: string[] = [];
  let accepted = 0;
  for (let round = 0; round < rounds; round++) {
    const ctx = (r.before ? await r.before() : undefined) as C;
    // Built in one synchronous loop: no call can finish before the last one has started.
    const pending: Promise<ApiResult>[] = [];
    for (let i = 0; i < r.n; i++) pending.push(settled(r.call(i, ctx)));
    const results = await Promise.all(pending);
    accepted += results.filter((x) => x.Code === 0).length;
    const found = [...envelopeViolations(results, r.codes), ...(await r.invariant(results, ctx))];
    violations.push(...found.map((v) => (rounds > 1 ? `${r.name} (round ${round + 1}): ${v}` : `${r.name}: ${v}`)));
  }
  return { name: r.name, calls: r.n * rounds, rounds, violations, accepted };
}

/** Collects the outcomes of a file's races for its one `report(...)` line. */
export function raceTally() {
  const outcomes: RaceOutcome[] = [];
  return {
    add(o: RaceOutcome): RaceOutcome {
      outcomes.push(o);
      return o;
    },
    get races() {
      return outcomes.length;
    },
    get calls() {
      return outcomes.reduce((n, o) => n + o.calls, 0);
    },
    get violations() {
      return outcomes.reduce((n, o) => n + o.violations.length, 0);
    },
  };
}

/** `expect`-free helpers for invariants: each answers the violation it finds, if any. */
export const check = {
  equal<T>(what: string, actual: T, expected: T): string[] {
    return Object.is(actual, expected) ? [] : [`${what}: ${String(actual)}, expected ${String(expected)}`];
  },
  atLeast(what: string, actual: number, min: number): string[] {
    return actual >= min ? [] : [`${what}: ${actual}, expected at least ${min}`];
  },
  none(what: string, rows: readonly unknown[]): string[] {
    return rows.length ? [`${what}: ${JSON.stringify(rows).slice(0, 300)}`] : [];
  },
};
