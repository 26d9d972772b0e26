import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../src/db/client.js';

/**
 * Bodies for the fuzz suite, generated from the routes' own zod schemas (zod 4 keeps a schema's
 * definition at `_zod.def`), so that a route added later is fuzzed with bodies shaped like its
 * contract without anyone writing a generator for it. First a valid-shaped value (right keys,
 * right kinds, within the declared limits; what only a refinement knows, such as a phone
 * number's format, is not honoured, so some are still refused), then mutations of it: one to
 * three fields set to a wrong value chosen for the field's type (wrong kinds, boundary numbers,
 * huge and unicode strings, nulls, deep junk), required fields dropped, extra fields added; or
 * a body that is not an object at all.
 */

// ---- zod 4 internals read here ------------------------------------------------------------

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  in?: Schema;
  out?: Schema;
  getter?: () => Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: Schema[];
  left?: Schema;
  valueType?: Schema;
}
/** Any zod 4 schema, seen through its internals. */
export interface Schema {
  _zod: { def: Def; optin?: string };
}
const defOf = (s: Schema) => s._zod.def;

/** Wrappers whose value is their inner schema's value (or absent / null). */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
  'success',
]);

/** Absent is accepted: optional, defaulted, or a preprocess that may fill it in. */
const mayBeAbsent = (s: Schema) => s._zod.optin !== undefined;

/** The schema that decides what a value must look like on the way in: through wrappers and
 * lazies; of a pipe, its input side when the output side is a transform (zDecimal), else the
 * output side, which is the stricter (a coercing id after a number-or-text union, a
 * preprocess's target). */
export function inputSchema(s: Schema, depth = 0): Schema {
  const d = defOf(s);
  if (depth > 20) return s;
  if (WRAPPERS.has(d.type) && d.innerType) return inputSchema(d.innerType, depth + 1);
  if (d.type === 'lazy' && d.getter) return inputSchema(d.getter(), depth + 1);
  if (d.type === 'pipe' && d.in && d.out) return inputSchema(pipeSide(d), depth + 1);
  return s;
}

const pipeSide = (d: Def) => (defOf(d.out!).type === 'transform' ? d.in! : d.out!);

const INT_FORMATS: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
};

interface Limits {
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
  int: boolean;
  format?: string;
  patterns: RegExp[];
}

/** Length limits of strings and arrays, value limits and integrality of numbers, formats and
 * patterns of strings: whatever the schema's checks declare. */
export function limitsOf(s: Schema): Limits {
  const d = defOf(s);
  const l: Limits = { int: false, format: d.format, patterns: d.pattern ? [d.pattern] : [] };
  const raise = (v: number | undefined) => (l.min = v === undefined ? l.min : Math.max(l.min ?? -Infinity, v));
  const lower = (v: number | undefined) => (l.max = v === undefined ? l.max : Math.min(l.max ?? Infinity, v));
  for (const c of d.checks ?? []) {
    const cd = c._zod.def;
    if (cd.check === 'min_length') raise(cd.minimum);
    else if (cd.check === 'max_length') lower(cd.maximum);
    else if (cd.check === 'length_equals') {
      raise(cd.length);
      lower(cd.length);
    } else if (cd.check === 'greater_than') {
      raise(cd.value);
      l.minExclusive = !cd.inclusive;
    } else if (cd.check === 'less_than') {
      lower(cd.value);
      l.maxExclusive = !cd.inclusive;
    } else if (cd.check === 'number_format' && cd.format && INT_FORMATS[cd.format]) {
      l.int = true;
      raise(INT_FORMATS[cd.format]![0]);
      lower(INT_FORMATS[cd.format]![1]);
    } else if (cd.check === 'string_format') {
      if (cd.format && cd.format !== 'regex') l.format = cd.format;
      if (cd.pattern) l.patterns.push(cd.pattern);
    }
  }
  if (l.int) {
    if (l.min !== undefined && l.minExclusive) l.min = Math.floor(l.min) + 1;
    if (l.max !== undefined && l.maxExclusive) l.max = Math.ceil(l.max) - 1;
    l.minExclusive = l.maxExclusive = false;
  }
  return l;
}

// ---- valid-shaped values ------------------------------------------------------------------

const MAX_DEPTH = 6;
/** Arrays are kept short: the mutations try the long ones. */
const ARRAY_SPAN = 4;
const STRING_SPAN = 24;

const ALNUM = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const text = (min: number, max: number) =>
  fc.oneof(
    // Mostly letters and digits, which pass the character rules zod cannot show (refinements).
    { weight: 4, arbitrary: fc.string({ unit: ALNUM, minLength: min, maxLength: max }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max }) },
    // Chinese, emoji, combining marks: the product is used in three Chinese locales.
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
  );

function stringArb(s: Schema): fc.Arbitrary<unknown> {
  const l = limitsOf(s);
  const min = Math.max(0, l.min ?? 0);
  const max = Math.max(min, Math.min(l.max ?? Infinity, min + STRING_SPAN));
  const fit = (v: string) => (v.length > (l.max ?? Infinity) ? v.slice(0, l.max) : v);
  switch (l.format) {
    case 'email':
      return fc.emailAddress().map(fit);
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl().map(fit);
    case 'datetime':
    case 'date': {
      const iso = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true });
      return iso.map((d) => (l.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
    }
  }
  const pattern = l.patterns[0];
  if (pattern) {
    // fast-check reads no flags but d, g, m, s and u; without `i` the strings still match.
    const plain = new RegExp(pattern.source, pattern.flags.replace(/[^dgmsu]/g, ''));
    return fc.stringMatching(plain, { size: 'xsmall' }).map(fit);
  }
  return text(min, max);
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Decimals as people type them (up to three places, mostly small and non-negative), within
 * the declared range: extreme floats are the mutations' business. */
function decimalArb(l: Limits): fc.Arbitrary<number> {
  const lo = l.min ?? 0;
  const hi = l.max ?? Math.max(lo, 0) + 10_000;
  const step = l.minExclusive || l.maxExclusive ? 0.001 : 0;
  return fc
    .integer({ min: 0, max: 1_000_000 })
    .map((k) => clamp(Math.round((lo + ((hi - lo) * k) / 1_000_000) * 1000) / 1000, lo + step, hi - step));
}

function numberArb(s: Schema): fc.Arbitrary<unknown> {
  const l = limitsOf(s);
  let n: fc.Arbitrary<number>;
  if (l.int) {
    const min = Math.max(l.min ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
    const max = Math.min(l.max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    // fc.integer is 32-bit; wider ranges come from the safe-integer arbitrary, folded in.
    const any =
      min >= -(2 ** 31) && max <= 2 ** 31 - 1
        ? fc.integer({ min, max })
        : fc.maxSafeInteger().map((v) => clamp(v, min, max));
    // Mostly small: ids of rows that exist, counts a person would ask for.
    const low = clamp(0, min, max);
    n = fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(max, low + 40) }) },
      { weight: 1, arbitrary: any },
    );
  } else {
    n = decimalArb(l);
  }
  // A coercing schema is sent numbers as text by form posts.
  return defOf(s).coerce ? fc.oneof(n, n.map(String)) : n;
}

/** A number-or-text union (zDecimal, zInteger) takes numbers, and numbers written as text. */
function numericTextUnion(options: Schema[]): fc.Arbitrary<unknown> | null {
  const number = options.map((o) => inputSchema(o)).find((o) => defOf(o).type === 'number');
  if (!number || !options.some((o) => defOf(inputSchema(o)).type === 'string')) return null;
  const n = numberArb(number) as fc.Arbitrary<number>;
  const whole = fc.integer({ min: 0, max: 40 });
  return fc.oneof(n, n.map(String), whole, whole.map(String));
}

/** A value of the schema's input shape; `depth` stops recursive (lazy) schemas. */
export function validArb(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  if (depth > MAX_DEPTH) return fc.constant(undefined);
  switch (d.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validArb(d.innerType!, depth), { nil: undefined, freq: 5 });
    case 'nullable':
      return fc.option(validArb(d.innerType!, depth), { nil: null, freq: 5 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return validArb(d.innerType!, depth);
    case 'lazy':
      return validArb(d.getter!(), depth + 1);
    case 'pipe':
      return validArb(pipeSide(d), depth);
    case 'object': {
      const shape = d.shape ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(shape)) model[k] = validArb(v, depth + 1);
      const requiredKeys = Object.keys(shape).filter((k) => !mayBeAbsent(shape[k]!));
      return fc.record(model, { requiredKeys });
    }
    case 'array': {
      const l = limitsOf(schema);
      const minLength = Math.max(0, l.min ?? 0);
      const maxLength = Math.max(minLength, Math.min(l.max ?? Infinity, minLength + ARRAY_SPAN));
      return fc.array(validArb(d.element!, depth + 1), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...(d.items ?? []).map((i) => validArb(i, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), validArb(d.valueType!, depth + 1), { maxKeys: 3 });
    case 'union': {
      const options = d.options ?? [];
      return numericTextUnion(options) ?? fc.oneof(...options.map((o) => validArb(o, depth)));
    }
    case 'intersection':
      return validArb(d.left!, depth);
    case 'string':
      return stringArb(schema);
    case 'number':
      return numberArb(schema);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return d.coerce ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false')) : fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(d.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((x) => x.toISOString());
    default:
      // any, unknown, transform, custom: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---- wrong values ---------------------------------------------------------------------------

/** 200 KB, within the 1 MB body limit even when three fields carry one. */
export const HUGE = 'x'.repeat(200_000);
/** 200 KB of UTF-8 in four-, three- and three-byte characters. */
export const HUGE_UNICODE = '😀漢字'.repeat(20_000);

export const UNICODE = [
  '😀',
  '👨‍👩‍👧‍👦',
  '漢字テスト한국어',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\u202Eevil.exe',
  'e\u0301\u0302\u0303',
  '\uFEFF',
  '\u200B\u200D',
  '𝕏𝔸𝕄',
  'ﷺ',
  '   ',
  '\t\r\n',
  '',
];
export const INJECTION = [
  "' or 1=1 --",
  '"; drop table users; --',
  '%',
  '_',
  '\\',
  '%_\\%',
  // Template syntax of other engines, sent as literal text.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the payload
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  // PostgreSQL array literals: a typed list of numbers built into one as text broke on these
  // (inbound's batch search answered an unnamed Code 2).
  '{',
  'A1,B2}',
  '"A1"',
  '../../../etc/passwd',
  'null',
  'undefined',
  '__proto__',
  '2026-13-45T99:99:99Z',
];
export const NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];
export const NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1',
  '1.5',
  ' 7 ',
  '0x1A',
  '1_000',
  '１２',
  '٣',
  '9'.repeat(400),
];

function nested(levels: number): unknown {
  let v: unknown = { leaf: [null] };
  for (let i = 0; i < levels; i++) v = i % 2 ? { a: v } : [v];
  return v;
}
export const JUNK: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [[[]]],
  { a: { b: { c: [1, { d: null }] } } },
  { $gt: '' },
  nested(300),
  Array.from({ length: 1000 }, (_, i) => i),
];

/** Wrong values aimed at what the schema expects: its limits and its neighbours. */
function aimedAt(schema: Schema): unknown[] {
  const s = inputSchema(schema);
  const d = defOf(s);
  const l = limitsOf(s);
  const out: unknown[] = [];
  const finite = (v: number | undefined): v is number => v !== undefined && Number.isFinite(v);
  switch (d.type) {
    case 'number':
      for (const b of [l.min, l.max]) {
        if (!finite(b)) continue;
        out.push(b - 1, b + 1, String(b - 1), String(b + 1), b + 0.5);
      }
      out.push(...NUMBER_TEXTS, '', true);
      break;
    case 'string':
      if (finite(l.min) && l.min > 0) out.push('a'.repeat(l.min - 1));
      if (finite(l.max)) out.push('a'.repeat(l.max + 1), '漢'.repeat(l.max + 1));
      out.push(HUGE, HUGE_UNICODE, 12, 0, -1, ' ');
      break;
    case 'boolean':
      out.push('true', 'false', 1, 0, 'yes', '');
      break;
    case 'array': {
      const over = finite(l.max) ? l.max + 1 : 1001;
      out.push(Array.from({ length: Math.min(over, 5000) }, (_, i) => i + 1));
      out.push([null], ['1'], [[1]], [{}], 'a,b', 1);
      break;
    }
    case 'enum':
    case 'literal': {
      const values = d.type === 'enum' ? Object.values(d.entries ?? {}) : (d.values ?? []);
      for (const v of values.slice(0, 3)) {
        out.push(typeof v === 'number' ? String(v) : Number(v), `${String(v)} `, String(v).toUpperCase());
      }
      break;
    }
    case 'object':
      out.push([], 'object', 1, { '': null });
      break;
  }
  return out.length ? out : [null];
}

/** A wrong value for a field of that schema, or for any field when none is given. */
export function wrongArb(schema?: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: schema ? 4 : 0, arbitrary: fc.constantFrom(...(schema ? aimedAt(schema) : [null])) },
    { weight: 2, arbitrary: fc.constantFrom(...JUNK) },
    { weight: 2, arbitrary: fc.constantFrom(...UNICODE, ...INJECTION) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

// ---- mutations ------------------------------------------------------------------------------

type Path = (string | number)[];
interface Slot {
  path: Path;
  schema: Schema;
  required: boolean;
}

/** Every field the schema declares, nested objects and the first element of arrays included. */
export function slotsOf(schema: Schema, path: Path = [], depth = 0, out: Slot[] = []): Slot[] {
  if (depth > MAX_DEPTH) return out;
  const s = inputSchema(schema);
  const d = defOf(s);
  if (d.type === 'object') {
    for (const [k, v] of Object.entries(d.shape ?? {})) {
      out.push({ path: [...path, k], schema: v, required: !mayBeAbsent(v) });
      slotsOf(v, [...path, k], depth + 1, out);
    }
  } else if (d.type === 'array' && d.element) {
    out.push({ path: [...path, 0], schema: d.element, required: false });
    slotsOf(d.element, [...path, 0], depth + 1, out);
  } else if (d.type === 'union') {
    for (const o of d.options ?? []) slotsOf(o, path, depth + 1, out);
  }
  return out;
}

type Edit =
  | { kind: 'set'; path: Path; value: unknown }
  | { kind: 'drop'; path: Path }
  | { kind: 'extra'; path: Path; key: string; value: unknown };

const isObj = (v: unknown): v is Record<string | number, unknown> => typeof v === 'object' && v !== null;

/** Sets (or deletes) at a path, making the containers on the way when the valid value left
 * them out. */
function applyAt(
  root: unknown,
  path: Path,
  f: (container: Record<string | number, unknown>, key: string | number) => void,
) {
  if (!path.length) return root;
  const top: unknown = isObj(root) ? root : {};
  let at = top as Record<string | number, unknown>;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    if (!isObj(at[key])) at[key] = typeof path[i + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  }
  f(at, path[path.length - 1]!);
  return top;
}

/** A wrong value as its own copy: the generators hand out shared constants, and an edit that set
 * one (`Ids` to an array) and then another edit under it (`Ids.0` to the same array) would write
 * the constant into itself: a circular body, and a constant changed for every later case. */
const own = (v: unknown): unknown => {
  try {
    return structuredClone(v);
  } catch {
    return v;
  }
};

function applyEdit(body: unknown, e: Edit): unknown {
  if (e.kind === 'set') {
    const value = own(e.value);
    return applyAt(body, e.path, (c, k) => {
      c[k] = value;
    });
  }
  if (e.kind === 'drop') {
    return applyAt(body, e.path, (c, k) => {
      delete c[k];
    });
  }
  // Defined, not assigned: `__proto__` must become a key of the JSON, not the object's prototype.
  const value = own(e.value);
  const define = (c: object, k: string | number) =>
    Object.defineProperty(c, k, { value, enumerable: true, writable: true, configurable: true });
  if (!e.path.length) return isObj(body) && !Array.isArray(body) ? define({ ...body }, e.key) : body;
  return applyAt(body, [...e.path, e.key], (c, k) => {
    if (!Array.isArray(c)) define(c, k);
  });
}

const preview = (v: unknown, max = 160): string => {
  let t: string;
  try {
    t = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    t = String(v);
  }
  return t.length > max ? `${t.slice(0, max)}... (${t.length} chars)` : t;
};

/** A generated body and what was done to it, printed short (never the 200 KB strings). */
export interface FuzzBody {
  body: unknown;
  how: string;
}
const fuzzBody = (body: unknown, how: string): FuzzBody =>
  Object.assign(
    { body, how },
    { [fc.toStringMethod]: () => `${how}: ${preview(body)}`, toString: () => `${how}: ${preview(body)}` },
  );

const EXTRA_KEYS = ['extra', '__proto__', 'constructor', 'Id', 'IsSuperUser', 'OwnerId', 'UserId', 'SiteId', ''];

/** Valid-shaped bodies and their mutations for one route's body schema. */
export function bodyArb(schema: Schema): fc.Arbitrary<FuzzBody> {
  const valid = validArb(schema);
  const slots = slotsOf(schema);
  const objectPaths: Path[] = [
    [],
    ...slots.filter((x) => defOf(inputSchema(x.schema)).type === 'object').map((x) => x.path),
  ];
  const edits: fc.Arbitrary<Edit>[] = [
    fc.record({
      kind: fc.constant('extra' as const),
      path: fc.constantFrom(...objectPaths),
      key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
      value: fc.oneof(wrongArb(), fc.constant(HUGE)),
    }),
  ];
  if (slots.length) {
    edits.push(
      fc
        .constantFrom(...slots)
        .chain((slot) => wrongArb(slot.schema).map((value): Edit => ({ kind: 'set', path: slot.path, value }))),
    );
    edits.push(fc.constantFrom(...slots).map((slot): Edit => ({ kind: 'drop', path: slot.path })));
  }
  const mutated = fc.tuple(valid, fc.array(fc.oneof(...edits), { minLength: 1, maxLength: 3 })).map(([base, es]) => {
    let body = structuredClone(base);
    for (const e of es) body = applyEdit(body, e);
    const how = es.map((e) => `${e.kind} ${[...e.path, ...(e.kind === 'extra' ? [e.key] : [])].join('.') || '(body)'}`);
    return fuzzBody(body, how.join(', '));
  });
  // Every top-level field wrong at once: the case a first-issue-only validator stops early on.
  const topSlots = slots.filter((x) => x.path.length === 1);
  const allWrong = fc
    .tuple(...topSlots.map((x) => wrongArb(x.schema)))
    .map((values) => fuzzBody(Object.fromEntries(topSlots.map((x, i) => [x.path[0], values[i]])), 'all fields wrong'));
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((b) => fuzzBody(b, 'valid-shaped')) },
    { weight: 7, arbitrary: mutated },
    { weight: topSlots.length ? 1 : 0, arbitrary: allWrong },
    { weight: 1, arbitrary: fc.constantFrom(...JUNK, 'text', 12, HUGE).map((b) => fuzzBody(b, 'junk body')) },
  );
}

/** Multipart fields are text: numbers and flags as their text, objects as JSON. */
export function formFields(body: unknown): Record<string, string> {
  if (!isObj(body) || Array.isArray(body)) return { value: preview(body, 1000) };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

// ---- what a refused call may not change ---------------------------------------------------

/** Per table: how many rows statements have written into it (inserted, updated or deleted) and
 * committed, and whether it was emptied by a truncate. */
export type Snapshot = Map<string, number>;

export interface TableWatch {
  snapshot(): Promise<Snapshot>;
  tables: string[];
}

/**
 * Counts every committed write, per table: a trigger on each table of the schema adds the rows a
 * statement writes to a counter row of `fuzz_writes`, inside the writing transaction, so a write
 * that is rolled back is not counted and one that escaped its transaction is. Reading the
 * counters is one small statement (hashing every table after each refused call was 11-15 ms a
 * case, most of the fuzz suite's time). An update that writes a row's same values counts too:
 * a refusal writes nothing, not even that. The tables are read from the catalogue when the
 * watch starts, so a table added later is watched too.
 */
export async function watchTables(db: Db): Promise<TableWatch> {
  const res = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'fuzz_writes' order by 1`,
  );
  const tables = res.rows.map((r) => r.table_name);
  await db.execute(sql`create table if not exists fuzz_writes (t text primary key, n bigint not null)`);
  await db.execute(
    sql.raw(`create or replace function fuzz_count_writes() returns trigger language plpgsql as $$
      declare written bigint;
      begin
        if tg_op = 'TRUNCATE' then written := 1;
        elsif tg_op = 'DELETE' then select count(*) into written from old_rows;
        else select count(*) into written from new_rows;
        end if;
        if written > 0 then
          insert into fuzz_writes (t, n) values (tg_table_name, written)
          on conflict (t) do update set n = fuzz_writes.n + excluded.n;
        end if;
        return null;
      end $$`),
  );
  // Transition tables allow one event per trigger, so a table gets four.
  await db.execute(
    sql.raw(`do $$ declare t text; begin
      foreach t in array array[${tables.map((t) => `'${t}'`).join(',')}] loop
        execute format('create trigger fuzz_writes_i after insert on %I referencing new table as new_rows
          for each statement execute function fuzz_count_writes()', t);
        execute format('create trigger fuzz_writes_u after update on %I referencing new table as new_rows
          for each statement execute function fuzz_count_writes()', t);
        execute format('create trigger fuzz_writes_d after delete on %I referencing old table as old_rows
          for each statement execute function fuzz_count_writes()', t);
        execute format('create trigger fuzz_writes_t after truncate on %I
          for each statement execute function fuzz_count_writes()', t);
      end loop;
    end $$`),
  );
  return {
    tables,
    async snapshot() {
      const r = await db.execute<{ t: string; n: string | number }>(sql`select t, n from fuzz_writes`);
      return new Map(r.rows.map((x) => [x.t, Number(x.n)]));
    },
  };
}

/** Tables written between two snapshots, except the ones a refusal may legitimately touch. */
export function changedTables(before: Snapshot, after: Snapshot, allowed: Record<string, string>): string[] {
  const out: string[] = [];
  for (const [t, n] of after) {
    if (t in allowed) continue;
    const written = n - (before.get(t) ?? 0);
    if (written > 0) out.push(`${t} (${written} rows written)`);
  }
  return out;
}

export { preview };
