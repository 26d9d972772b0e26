import type { Lang } from '@wms/contract';
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

/** A workflow: the table and columns of its records, and how states and records are named. */
export interface Workflow<T extends PgTable> {
  /** The history's key for these records (`CommoditySpecification`). */
  entity: string;
  table: T;
  id: PgColumn;
  /** The state column and its key in a selected row. */
  state: PgColumn;
  stateKey: keyof T['$inferSelect'] & string;
  /** The option list (`defineSelect`) that names the states in each language. */
  stateList: string;
  /** The record's own name in a refusal (its code or number). */
  recordName(row: T['$inferSelect']): string;
  /** Whether the caller may see the record (and so its history). */
  canSee(db: Queryable, auth: Auth, id: number): Promise<boolean>;
}

const workflows = new Map<string, Workflow<PgTable>>();

/** Declares a workflow, so that its history can be read (`/StateHistory/GetStateHistory`). */
export function defineWorkflow<T extends PgTable>(w: Workflow<T>): Workflow<T> {
  if (workflows.has(w.entity)) throw new Error(`workflow ${w.entity} is declared twice`);
  workflows.set(w.entity, w as unknown as Workflow<PgTable>);
  return w;
}

export interface Move<T extends PgTable> {
  id: number;
  /** The states the move is allowed from. */
  from: readonly number[];
  to: number;
  auth: Auth | null;
  lang: Lang;
  note?: string;
  /** Other columns written with the new state. */
  set?: Partial<T['$inferInsert']>;
}

/** Moves one record; answers it as it was before. Code 3 when it does not exist, Code 4 when its
 * state is not one of `from` (any more). */
export async function transition<T extends PgTable>(
  tx: Queryable,
  w: Workflow<T>,
  move: Move<T>,
): Promise<T['$inferSelect']> {
  const [row] = (await tx
    .select()
    .from(w.table as PgTable)
    .where(eq(w.id, move.id))
    .for('update')) as T['$inferSelect'][];
  if (!row) throw notFound();
  const current = Number(row[w.stateKey]);
  if (!move.from.includes(current)) {
    throw refused('transition.refused', {
      record: w.recordName(row),
      current: selectLabel(w.stateList, current, move.lang),
      target: selectLabel(w.stateList, move.to, move.lang),
    });
  }
  await tx
    .update(w.table)
    .set({ ...(move.set ?? {}), [w.stateKey]: move.to } as never)
    .where(and(eq(w.id, move.id), eq(w.state, current)));
  await tx.insert(stateHistory).values({
    entity: w.entity,
    recordId: move.id,
    fromState: current,
    toState: move.to,
    note: move.note ?? '',
    actorId: move.auth?.userId ?? null,
  });
  return row;
}

/** The history of one record, newest first, states named in the caller's language. Code 3 for a
 * workflow nobody declared or a record the caller may not see. */
export async function stateHistoryOf(db: Queryable, auth: Auth, entity: string, id: number, lang: Lang) {
  const w = workflows.get(entity);
  if (!w || !(await w.canSee(db, auth, id))) throw notFound();
  const rows = await db
    .select({ h: stateHistory, userName: sql<string>`coalesce(${users.userName}, '')` })
    .from(stateHistory)
    .leftJoin(users, eq(users.id, stateHistory.actorId))
    .where(and(eq(stateHistory.entity, entity), eq(stateHistory.recordId, id)))
    .orderBy(desc(stateHistory.at), desc(stateHistory.id));
  return rows.map((r) => ({
    Id: r.h.id,
    FromState: r.h.fromState,
    FromStateName: selectLabel(w.stateList, r.h.fromState, lang),
    ToState: r.h.toState,
    ToStateName: selectLabel(w.stateList, r.h.toState, lang),
    Note: r.h.note,
    UserName: r.userName,
    CreationTime: r.h.at.toISOString(),
  }));
}
