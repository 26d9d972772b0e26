import type { Lang, Texts } from '@wms/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { stateHistory, users } from '../db/schema/index.js';
import type { Auth } from './auth.js';
import { notFound, refused } from './errors.js';
import { selectLabel } from './select.js';

// ---------------------------------------------------------------------------------------------
// State transitions of workflow records (docs/architecture.md, "State transitions"): one helper
// for every workflow. A transition locks the record, checks that its state is still one the move
// is allowed from, writes the new state and a history row, all in the caller's transaction. Two
// people moving the same record at once: the second waits for the first's lock, then finds the
// state moved and is refused with Code 4 naming the state the record is in now.

/** A workflow: the table and columns of its records, its states (`S`, the values a move may
 * name), and how states and records are named. */
export interface Workflow<T extends PgTable, S extends number = number> {
  /** The history's key for these records (`CommoditySpecification`). */
  entity: string;
  table: T;
  id: PgColumn;
  /** The state column and its key in a selected row. */
  state: PgColumn;
  stateKey: keyof T['$inferSelect'] & string;
  /** The states by name (`SpecificationsAuditStatus`): types every move's `from` and `to`. */
  states: Readonly<Record<string, S>>;
  /** Names of the states in each language: the option list (`defineSelect`) that declares them,
   * or the names themselves for states no list shows. */
  stateNames: string | Readonly<Record<S, Texts>>;
  /** The record's own name in a refusal (its code or number). */
  recordName(row: T['$inferSelect']): string;
  /** Whether the caller may see the record (and so its history). */
  canSee(db: Queryable, auth: Auth, id: number): Promise<boolean>;
}

const workflows = new Map<string, Workflow<PgTable, number>>();

/** Declares a workflow, so that its history can be read (`/StateHistory/GetStateHistory`). */
export function defineWorkflow<T extends PgTable, S extends number>(w: Workflow<T, S>): Workflow<T, S> {
  if (workflows.has(w.entity)) throw new Error(`workflow ${w.entity} is declared twice`);
  // A refusal or a history row must never show a bare number where a state name belongs.
  for (const state of Object.values(w.states)) {
    if (stateName(w, state, 'en-us') === String(state))
      throw new Error(`workflow ${w.entity}: state ${state} has no name`);
  }
  workflows.set(w.entity, w as unknown as Workflow<PgTable, number>);
  return w;
}

/** A state's name in the user's language; the number itself for a state nobody named. */
export function stateName<S extends number>(w: Workflow<PgTable, S>, state: number, lang: Lang): string {
  if (typeof w.stateNames === 'string') return selectLabel(w.stateNames, state, lang);
  return (w.stateNames as Readonly<Record<number, Texts>>)[state]?.[lang] ?? String(state);
}

export interface Move<T extends PgTable, S extends number> {
  id: number;
  /** The states the move is allowed from. */
  from: readonly S[];
  to: S;
  auth: Auth | null;
  lang: Lang;
  note?: string;
  /** Other columns written with the new state. */
  set?: Partial<T['$inferInsert']>;
}

/** Moves one record; answers it as it was before. Code 3 when it does not exist, Code 4 when its
 * state is not one of `from` (any more). */
export async function transition<T extends PgTable, S extends number>(
  tx: Queryable,
  w: Workflow<T, S>,
  // The states come from the workflow alone: a move naming another number does not compile.
  move: Move<T, NoInfer<S>>,
): Promise<T['$inferSelect']> {
  const [row] = (await tx
    .select()
    .from(w.table as PgTable)
    .where(eq(w.id, move.id))
    .for('update')) as T['$inferSelect'][];
  if (!row) throw notFound();
  const current = Number(row[w.stateKey]);
  if (!move.from.includes(current as S)) {
    throw refused('transition.refused', {
      record: w.recordName(row),
      current: stateName(w, current, move.lang),
      target: stateName(w, move.to, move.lang),
    });
  }
  await tx
    .update(w.table)
    .set({ ...(move.set ?? {}), [w.stateKey]: move.to } as never)
    .where(and(eq(w.id, move.id), eq(w.state, current)));
  const actorId = move.auth?.userId ?? null;
  await tx.insert(stateHistory).values({
    entity: w.entity,
    recordId: move.id,
    fromState: current,
    toState: move.to,
    note: move.note ?? '',
    actorId,
    // The name the user goes by (nick name, else account name), read in the same statement.
    actorName:
      actorId === null
        ? ''
        : sql`coalesce((select coalesce(nullif(${users.nickName}, ''), ${users.userName}) from ${users} where ${users.id} = ${actorId}), '')`,
  });
  return row;
}

/** The history of one record, newest first, states named in the caller's language. Code 3 for a
 * workflow nobody declared or a record the caller may not see. */
export async function stateHistoryOf(db: Queryable, auth: Auth, entity: string, id: number, lang: Lang) {
  const w = workflows.get(entity);
  if (!w || !(await w.canSee(db, auth, id))) throw notFound();
  const rows = await db
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.entity, entity), eq(stateHistory.recordId, id)))
    .orderBy(desc(stateHistory.at), desc(stateHistory.id));
  return rows.map((h) => ({
    Id: h.id,
    FromState: h.fromState,
    FromStateName: stateName(w, h.fromState, lang),
    ToState: h.toState,
    ToStateName: stateName(w, h.toState, lang),
    Note: h.note,
    UserName: h.actorName,
    CreationTime: h.at.toISOString(),
  }));
}
