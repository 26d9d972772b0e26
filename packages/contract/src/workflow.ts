import type { Texts } from './i18n/define.js';

// ---------------------------------------------------------------------------------------------
// Workflows, declared once (docs/architecture.md, "Adding a workflow area"). A workflow is a
// record's states and the moves between them: which move goes from where to where, who may make
// it, whether it can be undone. Everything else follows from the one declaration: the state enum
// the code names states by, the `/Select/Get<select>` option list, the server's `transition`
// (a move names its declared `from` states, never a list written at the call site), the history,
// the business event each move sends, the console's state tag, the actions offered on a record
// (only those its state allows, irreversible ones confirmed with the declared text) and the list's
// state tabs with their counts.

/** The tag colours a state may take (antd's preset names). */
export type StateColour =
  | 'default'
  | 'processing'
  | 'success'
  | 'warning'
  | 'error'
  | 'blue'
  | 'cyan'
  | 'gold'
  | 'green'
  | 'lime'
  | 'magenta'
  | 'orange'
  | 'purple'
  | 'red'
  | 'volcano';

export interface StateSpec {
  /** The stored number (never change it once released: records hold it). */
  value: number;
  name: Texts;
  colour: StateColour;
}

/**
 * Who may make a move: staff holding `permission` (the code of the call that makes it), the
 * record's owner (a customer, on their own record), or the system (an event consumer, a job).
 */
export type Actor = 'staff' | 'owner' | 'system';

export interface MoveSpec<K extends string> {
  from: readonly K[];
  to: K;
  /** The action's name on a button. */
  label: Texts;
  who: readonly Actor[];
  /** A staff move: the permission code of the call that makes it (the console shows the action to
   * holders only; the route refuses everyone else). */
  permission?: string;
  /** A step that cannot be taken back: the console asks first, with `confirm`. */
  irreversible?: boolean;
  /** What the console asks before the move (`{names}` is the records' names); an irreversible
   * move must have one. */
  confirm?: Texts;
  /** What the record's owner is told when it happens (a user message and a push; `{name}` is the
   * record's name): for the moves a customer would want to know about. */
  notify?: { title: Texts; message: Texts; tone?: 'info' | 'success' | 'warning' | 'error' };
}

export interface WorkflowSpec<
  S extends Record<string, StateSpec>,
  M extends Record<string, MoveSpec<keyof S & string>>,
> {
  /** The history's and the events' name of these records (`CommoditySpecification`). */
  entity: string;
  /** What one of these records is called, in the three languages (`Parcel`): a move's business
   * event is named `<record> · <move label>` where people read it (the Business events screen). */
  record: Texts;
  /** The option list of the states: `/Select/Get<select>`. */
  select: string;
  states: S;
  moves: M;
  /**
   * How a move of many records behaves when some cannot make it: `all` refuses the lot (nothing
   * moves, Code 4 naming the first record and its state), `each` moves those that can and reports
   * each refusal.
   */
  batch: 'all' | 'each';
}

/** A declared workflow: its declaration plus what follows from it. */
export interface Workflow<
  S extends Record<string, StateSpec> = Record<string, StateSpec>,
  M extends Record<string, MoveSpec<keyof S & string>> = Record<string, MoveSpec<keyof S & string>>,
> extends WorkflowSpec<S, M> {
  /** The state enum: `Workflow.state.Pending` is the stored number. */
  state: { readonly [K in keyof S]: S[K]['value'] };
  /** The state key of a stored number (undefined for a number no state has). */
  keyOf(value: number): (keyof S & string) | undefined;
  /** The numbers a move may start from. */
  fromValues(move: keyof M & string): number[];
  /** The number a move ends in. */
  toValue(move: keyof M & string): number;
  /** The moves a record in this state may make, in declaration order. */
  movesFrom(value: number): (keyof M & string)[];
}

export type StateOf<W> = W extends Workflow<infer S, infer _M> ? keyof S & string : never;
export type MoveOf<W> = W extends Workflow<infer _S, infer M> ? keyof M & string : never;

/** Declares a workflow; a state or move that contradicts the rest throws at import. */
export function defineWorkflow<
  const S extends Record<string, StateSpec>,
  const M extends Record<string, MoveSpec<keyof S & string>>,
>(spec: WorkflowSpec<S, M>): Workflow<S, M> {
  const where = `workflow ${spec.entity}`;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(spec.select)) throw new Error(`${where}: select ${spec.select} is not PascalCase`);
  const values = Object.values(spec.states).map((s) => s.value);
  if (new Set(values).size !== values.length) throw new Error(`${where}: two states share a value`);
  for (const [name, m] of Object.entries(spec.moves)) {
    for (const k of [...m.from, m.to]) if (!(k in spec.states)) throw new Error(`${where}.${name}: no state ${k}`);
    if (!m.from.length) throw new Error(`${where}.${name}: a move needs a from state`);
    if (m.irreversible && !m.confirm) throw new Error(`${where}.${name}: an irreversible move needs its confirmation`);
    if (m.who.includes('staff') && !m.permission)
      throw new Error(`${where}.${name}: a staff move needs its permission`);
  }
  const state = Object.fromEntries(Object.entries(spec.states).map(([k, s]) => [k, s.value])) as Workflow<
    S,
    M
  >['state'];
  const byValue = new Map(Object.entries(spec.states).map(([k, s]) => [s.value, k]));
  const moveNames = Object.keys(spec.moves) as (keyof M & string)[];
  return {
    ...spec,
    state,
    keyOf: (value) => byValue.get(value) as (keyof S & string) | undefined,
    fromValues: (move) => spec.moves[move]!.from.map((k) => spec.states[k]!.value),
    toValue: (move) => spec.states[spec.moves[move]!.to]!.value,
    movesFrom: (value) => {
      const key = byValue.get(value);
      return key === undefined ? [] : moveNames.filter((m) => spec.moves[m]!.from.includes(key as keyof S & string));
    },
  };
}

/** Whether a value is a declared workflow (the registry finds them among the area files' exports). */
export const isWorkflow = (v: unknown): v is Workflow =>
  typeof v === 'object' && v !== null && 'moves' in v && 'states' in v && 'entity' in v && 'movesFrom' in v;
