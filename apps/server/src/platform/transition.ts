import { type AnyCall, calls, type Lang, type MoveOf, selectCalls, type Workflow } from '@wms/contract';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { stateHistory } from '../db/schema/index.js';
import { type Auth, holdsAnyCode, isStaff } from './auth.js';
import { forbidden, notFound, refused } from './errors.js';
import { consumersOf } from './events.js';
import { t } from './i18n.js';
import { customerOwn, ownedBy } from './owner-scope.js';
import { preparedSql } from './prepared.js';
import { defineSelect } from './select.js';

// ---------------------------------------------------------------------------------------------
// State transitions of workflow records (docs/architecture.md, "Adding a workflow area"). The
// contract declares a workflow (states, moves, who, irreversible); a server module binds it to its
// table here, and every state change is then a named move: `transition(tx, w, 'approve', ...)`.
// One statement per move, whatever the number of records: the records are locked in id order,
// those whose state is one the move starts from are moved, and each moved record gets its history
// row and its business event (platform/events.ts), all in the caller's transaction. Two people
// moving the same record at once: the second waits for the first's lock, then finds the state
// moved and is refused with Code 4 naming the state the record is in now.

/** A contract workflow bound to the table its records live in. */
export interface BoundWorkflow<T extends PgTable = PgTable, W extends Workflow = Workflow> {
  workflow: W;
  table: T;
  id: PgColumn;
  /** The state column. */
  state: PgColumn;
  /** The record's own name in refusals and events (its code or number). */
  name: PgColumn | SQL;
  /** The customer a record belongs to: an owner's move must be on their own record, and the
   * event names them (so that they can be told). */
  owner?: PgColumn;
  /** Whether the caller may see the record (and so its history). */
  canSee(db: Queryable, auth: Auth, id: number): Promise<boolean>;
  /** The permission codes that let staff read these records: those of the staff lists showing the
   * workflow's state tabs (the calls declaring `counts: <select>`); null when one of those lists is
   * open to any staff. Read off the call table when the workflow is bound. */
  staffRead: readonly string[] | null;
}

const bound = new Map<string, BoundWorkflow>();

/** Who may see a customer's record: staff, and the customer it belongs to. */
const ownRecord =
  (table: PgTable, id: PgColumn, owner: PgColumn): BoundWorkflow['canSee'] =>
  async (db, auth, recordId) => {
    const [row] = await db
      .select({ id })
      .from(table)
      .where(and(eq(id, recordId), ownedBy(owner, customerOwn(auth))));
    return !!row;
  };

/** The permission codes of the staff lists of a workflow's records (see `staffRead`). A workflow
 * without one has no staff who may read its records' histories: binding it is a mistake. */
function staffListCodes(w: Workflow): string[] | null {
  const lists = Object.values(calls)
    .flatMap((table) => Object.values(table as Record<string, AnyCall>))
    .filter((c) => c.counts === w.select && c.access === 'staff');
  if (!lists.length)
    throw new Error(`workflow ${w.entity}: declare its staff list (a call with counts: '${w.select}')`);
  return lists.some((c) => c.code === null) ? null : lists.map((c) => c.code!);
}

/** Binds a contract workflow to its table: its option list (`/Select/Get<select>`) and its
 * history (`/StateHistory/GetStateHistory`) are served from then on. Once per workflow. A
 * customer's records (`owner`) are seen by their owner and by staff unless `canSee` says
 * otherwise; staff, whatever `canSee` says, only when they may read the records' list
 * (`staffRead`): a history tells what the record's list would. */
export function bindWorkflow<T extends PgTable, W extends Workflow>(
  input: Omit<BoundWorkflow<T, W>, 'canSee' | 'staffRead'> & { canSee?: BoundWorkflow<T, W>['canSee'] },
): BoundWorkflow<T, W> {
  const seen = input.canSee ?? (input.owner ? ownRecord(input.table, input.id, input.owner) : undefined);
  if (!seen) throw new Error(`workflow ${input.workflow.entity}: name its owner or say who may see a record`);
  const staffRead = staffListCodes(input.workflow);
  const canSee: BoundWorkflow['canSee'] = async (db, auth, id) =>
    (!isStaff(auth) || staffRead === null || (await holdsAnyCode(db, auth, staffRead))) && seen(db, auth, id);
  const b: BoundWorkflow<T, W> = { ...input, canSee, staffRead };
  const w = b.workflow;
  if (bound.has(w.entity)) throw new Error(`workflow ${w.entity} is bound twice`);
  if (!(`Get${w.select}` in selectCalls)) throw new Error(`workflow ${w.entity}: declare Select/Get${w.select}`);
  defineSelect(
    w.select,
    Object.values(w.states).map((s) => ({ Value: s.value, Name: s.name })),
  );
  bound.set(w.entity, b as unknown as BoundWorkflow);
  return b;
}

/** The workflows bound so far (the conformance suite and the history read them). */
export const boundWorkflows = (): BoundWorkflow[] => [...bound.values()];

/** A state's name in the user's language; the number itself for a state nobody declared. */
export function stateName(w: Workflow, value: number, lang: Lang): string {
  const key = w.keyOf(value);
  return key === undefined ? String(value) : w.states[key]!.name[lang];
}

export interface MoveInput<T extends PgTable> {
  auth: Auth | null;
  lang: Lang;
  note?: string;
  /** Other columns written with the new state (the same for every record moved). */
  set?: Partial<T['$inferInsert']>;
  /** More for the event's payload (what a consumer needs beyond the record's name and owner). */
  data?: Record<string, unknown>;
}

export interface Moved {
  Id: number;
  Name: string;
  /** The state it was in. */
  From: number;
}
export interface Refusal {
  Id: number;
  Name: string;
  /** Why it did not move, in the caller's language. */
  Reason: string;
}
export interface BatchResult {
  moved: Moved[];
  refused: Refusal[];
}

/** Refuses a caller the move does not allow: a customer on a staff move (or on a record not
 * theirs, which the statement then does not find), anyone but the system on a system move. */
function checkActor(w: Workflow, move: string, auth: Auth | null) {
  const who = w.moves[move]!.who;
  const actor = auth === null ? 'system' : isStaff(auth) ? 'staff' : 'owner';
  if (!who.includes(actor))
    throw actor === 'system' ? new Error(`${w.entity}.${move}: not a system move`) : forbidden();
}

/** `set`'s columns as assignments, each value a placeholder (`set_<key>`) encoded by its column. */
function assignments(table: PgTable, keys: string[]): SQL[] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return keys.map((k) => {
    const c = columns[k];
    if (!c) throw new Error(`${k} is no column`);
    return sql`${sql.identifier(c.name)} = ${sql.param(sql.placeholder(`set_${k}`), c)}`;
  });
}

/**
 * Moves many records in one statement (ids in any order, repeats ignored). Those whose state is
 * one the move starts from move; the others are refused, each with its reason. The workflow's
 * `batch` decides what a refusal means: `all` refuses the whole call (Code 4 naming the first
 * record refused and its state, or Code 3 for one that does not exist), so nothing moves; `each`
 * answers what moved and what did not.
 */
export async function transitionMany<T extends PgTable, W extends Workflow>(
  tx: Queryable,
  b: BoundWorkflow<T, W>,
  move: MoveOf<W>,
  ids: readonly number[],
  input: MoveInput<T>,
  mode: 'all' | 'each' = b.workflow.batch,
): Promise<BatchResult> {
  const w = b.workflow;
  checkActor(w, move, input.auth);
  const wanted = [...new Set(ids)].sort((a, c) => a - c);
  if (!wanted.length) return { moved: [], refused: [] };
  const from = w.fromValues(move);
  const to = w.toValue(move);
  const actorId = input.auth?.userId ?? null;
  // A customer reaches their own records only: another's is as absent as one that never was.
  const own = Boolean(input.auth && !isStaff(input.auth) && b.owner);
  const set = input.set as Record<string, unknown> | undefined;
  const setKeys = set ? Object.keys(set).filter((k) => set[k] !== undefined) : [];
  const type = `${w.entity}.${move}`;
  const consumers = consumersOf(type);
  const values: Record<string, unknown> = {
    ids: wanted,
    actor: actorId,
    note: input.note ?? '',
    data: JSON.stringify(input.data ?? {}),
    owner: own ? input.auth!.userId : null,
  };
  for (const k of setKeys) values[`set_${k}`] = set![k];
  // One statement per move and shape (the columns set, a customer's or not), prepared once: the
  // move's states, names and consumers are part of its text, the records and values parameters.
  const rows = await preparedSql<{ id: number; state: number; name: string; moved: boolean }>(
    tx,
    `transition:${type}:${own ? 'own' : 'any'}:${setKeys.join(',')}:${consumers.join(',')}`,
    () => {
      const ownerExpr = b.owner ? sql`${b.owner}` : sql`null::int`;
      const stateColumn = sql.identifier(b.state.name);
      const idColumn = sql.identifier(b.id.name);
      const assigned = assignments(b.table, setKeys);
      const actor = sql`${sql.placeholder('actor')}::int`;
      return sql`
    with cur as (
      select ${b.id} as id, ${b.state} as state, (${b.name})::text as name, ${ownerExpr} as owner
      from ${b.table} where ${b.id} = any(${sql.placeholder('ids')}::int[]) ${own ? sql`and ${b.owner} = ${sql.placeholder('owner')}` : sql``}
      order by ${b.id} for update
    ),
    moved as (
      update ${b.table} set ${stateColumn} = ${to}::int${assigned.length ? sql`, ${sql.join(assigned, sql`, `)}` : sql``}
      where ${idColumn} in (select id from cur where state = any(${`{${from.join(',')}}`}::int[]))
      returning ${idColumn} as id
    ),
    history as (
      insert into ${stateHistory} (entity, record_id, from_state, to_state, note, actor_id, actor_name)
      select ${w.entity}::text, c.id, c.state, ${to}::int, ${sql.placeholder('note')}::text, ${actor},
        coalesce((select coalesce(nullif(u.nick_name, ''), u.user_name) from users u where u.id = ${actor}), '')
      from cur c join moved m on m.id = c.id
    ),
    events as (
      insert into business_events (type, entity, record_id, actor_id, payload)
      select ${type}::text, ${w.entity}::text, c.id, ${actor},
        jsonb_build_object('Name', c.name, 'OwnerId', c.owner, 'From', c.state, 'To', ${to}::int, 'Move', ${move}::text)
          || ${sql.placeholder('data')}::jsonb
      from cur c join moved m on m.id = c.id
      returning id
    ),
    deliveries as (
      insert into event_deliveries (event_id, consumer)
      select e.id, x.consumer from events e cross join unnest(${`{${consumers.map((c) => `"${c}"`).join(',')}}`}::text[]) as x(consumer)
    )
    select c.id, c.state, c.name, (m.id is not null) as moved from cur c left join moved m on m.id = c.id order by c.id`;
    },
    values,
  );
  const found = new Map(rows.map((r) => [Number(r.id), r]));
  const moved: Moved[] = [];
  const refusedRows: Refusal[] = [];
  const target = stateName(w, to, input.lang);
  for (const id of wanted) {
    const r = found.get(id);
    if (!r) {
      if (mode === 'all') throw notFound();
      refusedRows.push({ Id: id, Name: String(id), Reason: t(input.lang, 'error.notFound') });
    } else if (r.moved) {
      moved.push({ Id: id, Name: r.name, From: Number(r.state) });
    } else {
      const params = { record: r.name, current: stateName(w, Number(r.state), input.lang), target };
      if (mode === 'all') throw refused('transition.refused', params);
      refusedRows.push({ Id: id, Name: r.name, Reason: t(input.lang, 'transition.refused', params) });
    }
  }
  return { moved, refused: refusedRows };
}

/** Moves one record; answers it as it was. Code 3 when it does not exist (or is another
 * customer's), Code 4 when its state is not one the move starts from (any more). */
export async function transition<T extends PgTable, W extends Workflow>(
  tx: Queryable,
  b: BoundWorkflow<T, W>,
  move: MoveOf<W>,
  id: number,
  input: MoveInput<T>,
): Promise<Moved> {
  const { moved } = await transitionMany(tx, b, move, [id], input, 'all');
  return moved[0]!;
}

/** The history of one record, newest first, states named in the caller's language. Code 3 for a
 * workflow nobody bound or a record the caller may not see. */
export async function stateHistoryOf(db: Queryable, auth: Auth, entity: string, id: number, lang: Lang) {
  const b = bound.get(entity);
  if (!b || !(await b.canSee(db, auth, id))) throw notFound();
  const rows = await db
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.entity, entity), eq(stateHistory.recordId, id)))
    .orderBy(desc(stateHistory.at), desc(stateHistory.id));
  return rows.map((h) => ({
    Id: h.id,
    FromState: h.fromState,
    FromStateName: stateName(b.workflow, h.fromState, lang),
    ToState: h.toState,
    ToStateName: stateName(b.workflow, h.toState, lang),
    Note: h.note,
    UserName: h.actorName,
    CreationTime: h.at.toISOString(),
  }));
}

/**
 * How many records of a list are in each state (the list's state tabs): one grouped count over
 * the same filter the list uses, every state of the workflow answered (0 when none).
 */
export async function stateCounts(
  db: Queryable,
  b: BoundWorkflow,
  where: SQL | undefined,
): Promise<{ State: number; Count: number }[]> {
  const res = await db.execute(
    sql`select ${b.state} as state, count(*)::int as n from ${b.table} ${where ? sql`where ${where}` : sql``} group by 1`,
  );
  const counts = new Map((res.rows as { state: number; n: number }[]).map((r) => [Number(r.state), Number(r.n)]));
  return Object.values(b.workflow.states).map((s) => ({ State: s.value, Count: counts.get(s.value) ?? 0 }));
}
