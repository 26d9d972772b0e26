import zlib from 'node:zlib';
import { CUSTOMER_CODE_PLACEHOLDER, hongKongIdCheck, XLSX_TYPE } from '@wms/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { z } from 'zod';
import { cargoTypes, commodityCategories, countries, users } from '../../src/db/schema/index.js';
import { type ModuleDef, permissionCode, type RouteDef } from '../../src/platform/route.js';
import { type FilePart, makePng, multipartBody } from '../fixtures/multipart.js';
import type { TestServer } from '../helpers/server.js';
import { demoSiteId, putStock, warehouseWithPartition } from '../helpers/stock.js';

/**
 * The isolation matrix's machinery, all of it read from the server itself so that routes and
 * tables added later are covered without editing the suite:
 * - routes, access, scope and permission codes from `s.modules`, bodies from each route's zod
 *   schema (as JSON schema to walk it, as zod to check a generated body before sending it);
 * - the rows a user owns from the database catalogue (owner columns and foreign keys), hashed
 *   before and after each call so a write into another customer's data is seen whatever answer
 *   the call gave;
 * - what a user owns is seeded once per entity, every text carrying a marker that must never
 *   reach anyone else (file answers included: PDFs and workbooks are read back as text).
 */

type Json = Record<string, any>;
type Path = (string | number)[];

// ---------------------------------------------------------------------------------------------
// Routes

export interface RouteInfo {
  path: string;
  controller: string;
  action: string;
  def: RouteDef;
  /** The permission code a staff caller needs, null when none. */
  code: string | null;
  schema: Json;
}

export function jsonSchemaOf(s: z.ZodType): Json {
  try {
    return z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Json;
  } catch {
    return { type: 'object' };
  }
}

export function routesOf(modules: ModuleDef[]): RouteInfo[] {
  return modules.flatMap((m) =>
    m.routes.map((def) => ({
      path: `${m.controller}/${def.action}`,
      controller: m.controller,
      action: def.action,
      def,
      code: permissionCode(m.controller, def),
      schema: jsonSchemaOf(def.body),
    })),
  );
}

/** Reads (by the API's naming) first and deletes last: a probe that succeeds on the caller's own
 * record should not remove what later probes of the caller's own ids need. */
export function probeOrder(a: RouteInfo, b: RouteInfo): number {
  const rank = (r: RouteInfo) => (/^(Get|Print)/.test(r.action) ? 0 : /^Delete|Delete$/.test(r.action) ? 2 : 1);
  return rank(a) - rank(b) || a.path.localeCompare(b.path);
}

export const isRead = (r: RouteInfo) => /^(Get|Print)/.test(r.action);

// ---------------------------------------------------------------------------------------------
// Bodies: a minimal valid body per route, and the places ids and texts go

/** The non-null branch of `X | null`. */
function unwrap(s: Json | undefined): Json {
  if (!s) return {};
  const branches = s.anyOf ?? s.oneOf;
  if (Array.isArray(branches)) return unwrap(branches.find((b: Json) => b.type !== 'null') ?? branches[0]);
  return s;
}

const MAX_ID = 2_147_483_647;
/** Ids are declared as `zId`: a positive integer up to PostgreSQL's integer maximum. */
const isIdSchema = (s: Json) =>
  s.type === 'integer' && s.maximum === MAX_ID && (s.exclusiveMinimum === 0 || (s.minimum ?? 0) >= 1);
const isIdName = (name: string) => /(^|[a-z0-9])Ids?$/.test(name);
const typeOf = (s: Json): string => (Array.isArray(s.type) ? s.type[0] : s.type);

export interface Slot {
  path: Path;
  /** An array of ids rather than one. */
  many: boolean;
}

/** Every place an id goes: `Id`, `*Id`, `*Ids` and anything shaped like an id, nested too. */
export function idSlots(schema: Json, path: Path = []): Slot[] {
  const out: Slot[] = [];
  for (const [k, raw] of Object.entries<Json>(unwrap(schema).properties ?? {})) {
    const p = unwrap(raw);
    const at = [...path, k];
    if (typeOf(p) === 'array') {
      const item = unwrap(p.items);
      if (isIdSchema(item) || (isIdName(k) && ['integer', 'number', 'string'].includes(typeOf(item))))
        out.push({ path: at, many: true });
      else if (typeOf(item) === 'object') out.push(...idSlots(item, [...at, 0]));
    } else if (typeOf(p) === 'object') out.push(...idSlots(p, at));
    else if (isIdSchema(p) || (isIdName(k) && ['integer', 'number', 'string'].includes(typeOf(p))))
      out.push({ path: at, many: false });
  }
  return out;
}

/** Every free text a caller types (not an id, an option value or a date): where another
 * customer's keys (a commodity code, a quick navigation path) are tried. */
export function textSlots(schema: Json, path: Path = []): Path[] {
  const out: Path[] = [];
  for (const [k, raw] of Object.entries<Json>(unwrap(schema).properties ?? {})) {
    const p = unwrap(raw);
    const at = [...path, k];
    const t = typeOf(p);
    if (t === 'object') out.push(...textSlots(p, at));
    else if (t === 'array' && typeOf(unwrap(p.items)) === 'object') out.push(...textSlots(unwrap(p.items), [...at, 0]));
    else if (t === 'array' && typeOf(unwrap(p.items)) === 'string' && !unwrap(p.items).enum) out.push([...at, 0]);
    else if (t === 'string' && !p.enum && !p.format && !isIdName(k) && !/Date|Time$/.test(k)) out.push(at);
  }
  return out;
}

export function getAt(body: unknown, path: Path): unknown {
  let v: any = body;
  for (const k of path) v = v?.[k];
  return v;
}

export function setAt<T>(body: T, path: Path, value: unknown): T {
  const copy = structuredClone(body) as any;
  let v = copy;
  path.forEach((k, i) => {
    if (i === path.length - 1) v[k] = value;
    else {
      if (v[k] === null || typeof v[k] !== 'object') v[k] = typeof path[i + 1] === 'number' ? [] : {};
      v = v[k];
    }
  });
  return copy;
}

const TEXT_CANDIDATES = [
  'probe',
  'P1',
  'Probe-1',
  '/uploads/probe.png',
  'https://example.com/probe',
  'ws://127.0.0.1:5000',
  'probe@example.com',
  '13800138000',
  '86',
  'Probe@12345',
  'PROBE1',
];
const NUMBER_CANDIDATES = [1, 0, 2, 10, 100];

function schemaAt(schema: Json, path: Path): Json | undefined {
  let s: Json | undefined = unwrap(schema);
  for (const k of path) {
    if (!s) return undefined;
    s = unwrap(typeof k === 'number' ? s.items : s.properties?.[k]);
  }
  return s;
}

/** A value of a JSON schema: hinted by field name (`$id` for any other id), else the first that
 * the schema's own limits allow. Objects get their required fields only, or all of them when `all`. */
function draft(s: Json, name: string, hints: Json, all = false): unknown {
  if (name in hints) return hints[name];
  const u = unwrap(s);
  if (hints.$id !== undefined && (isIdSchema(u) || (isIdName(name) && ['integer', 'number'].includes(typeOf(u)))))
    return hints.$id;
  if (u.enum) return u.enum[0];
  if (u.const !== undefined) return u.const;
  switch (typeOf(u)) {
    case 'object': {
      const required = new Set<string>(u.required ?? []);
      const out: Json = {};
      for (const [k, p] of Object.entries<Json>(u.properties ?? {}))
        if (all || required.has(k)) out[k] = draft(p, k, hints);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, u.minItems ?? 0) }, () => draft(u.items ?? {}, name, hints, all));
    case 'integer':
    case 'number':
      return Math.min(
        u.minimum ?? (u.exclusiveMinimum !== undefined ? u.exclusiveMinimum + 1 : 1),
        u.maximum ?? Number.MAX_SAFE_INTEGER,
      );
    case 'boolean':
      return false;
    case 'string': {
      if (u.format === 'email') return 'probe@example.com';
      if (u.format === 'date-time') return new Date().toISOString();
      const re = u.pattern ? new RegExp(u.pattern) : null;
      const fits = (v: string) =>
        (!re || re.test(v)) && v.length >= (u.minLength ?? 0) && v.length <= (u.maxLength ?? Infinity);
      const found = TEXT_CANDIDATES.find(fits);
      if (found) return found;
      return 'probe'.padEnd(u.minLength ?? 0, 'x').slice(0, u.maxLength ?? 100);
    }
    default:
      return 'probe';
  }
}

/**
 * A minimal body the route's own schema accepts: required fields drafted from the JSON schema
 * (with `hints` naming real platform records, so the call gets past reference checks), then
 * repaired field by field from zod's issues until it parses. A body that never parses is still
 * answered; the route then only sees Code 2 and the suite reports it as shallow.
 */
export function sampleBody(route: RouteInfo, hints: Json): Json {
  let body = draft(route.schema, '', hints) as Json;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) body = {};
  const tried = new Map<string, number>();
  for (let round = 0; round < 12; round++) {
    const parsed = route.def.body.safeParse(body);
    if (parsed.success) return body;
    for (const issue of parsed.error.issues) {
      const path = issue.path as Path;
      const sub = schemaAt(route.schema, path) ?? {};
      const key = path.join('.');
      const n = tried.get(key) ?? 0;
      tried.set(key, n + 1);
      if (getAt(body, path) === undefined) {
        body = path.length ? setAt(body, path, draft(sub, String(path.at(-1)), hints, true)) : body;
        continue;
      }
      const t = typeOf(sub);
      const pool: unknown[] =
        t === 'string' ? TEXT_CANDIDATES : t === 'boolean' ? [true, false] : t === 'array' ? [[]] : NUMBER_CANDIDATES;
      if (path.length) body = setAt(body, path, pool[n % pool.length]);
    }
  }
  return body;
}

export const parses = (route: RouteInfo, body: unknown) => route.def.body.safeParse(body).success;

const FRESH = ['probe', 'P1', 'Probe-1', 'PROBE1'];

/** The drafted texts made unique per call (when the schema still takes them), so a create is
 * not refused as a duplicate of the previous probe's and gets as far as the owner check. */
export function freshen(route: RouteInfo, body: Json, n: number): Json {
  const walk = (v: unknown): unknown =>
    typeof v === 'string' && FRESH.includes(v)
      ? `${v}${n}`
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v;
  const out = walk(body) as Json;
  return parses(route, out) ? out : body;
}

// ---------------------------------------------------------------------------------------------
// Calls and what their answers say

export interface Answer {
  status: number;
  /** Envelope code; null for a file answer. */
  code: number | null;
  /** Everything readable in the answer: the JSON text, or the text inside a PDF or workbook. */
  text: string;
  file: boolean;
}

export async function send(
  s: TestServer,
  route: RouteInfo,
  body: Json,
  token: string | undefined,
  file?: FilePart,
): Promise<Answer> {
  const headers: Record<string, string> = { acceptlanguage: 'en-us' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: Buffer | string;
  if (route.def.multipart) {
    const fields = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    const mp = multipartBody(fields, [file ?? defaultFile()]);
    payload = mp.payload;
    headers['content-type'] = mp.contentType;
  } else {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await s.app.inject({ method: 'POST', url: `/openapi/${route.path}`, headers, payload });
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('json')) {
    const parsed = res.json() as { Code?: number };
    return {
      status: res.statusCode,
      code: typeof parsed.Code === 'number' ? parsed.Code : null,
      text: res.body,
      file: false,
    };
  }
  return { status: res.statusCode, code: null, text: await fileText(type, res.rawPayload), file: true };
}

const defaultFile = (): FilePart => ({
  field: 'FileStream',
  filename: 'probe.png',
  contentType: 'image/png',
  data: makePng(4, 4, 7),
});

export async function fileText(type: string, data: Buffer): Promise<string> {
  try {
    if (type.includes('pdf')) return await pdfText(data);
    if (type.includes('spreadsheetml')) return await xlsxText(data);
  } catch {
    // Unreadable as its type: search the raw bytes rather than nothing.
  }
  return data.toString('latin1');
}

/** The text a PDF shows: the hex strings of its content streams mapped through the fonts'
 * ToUnicode tables (embedded fonts are subset, so glyph codes mean nothing without them). */
export async function pdfText(data: Buffer): Promise<string> {
  const doc = await PDFDocument.load(data, { updateMetadata: false });
  const streams: string[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const filter = obj.dict.lookup(PDFName.of('Filter'));
    const names = filter instanceof PDFArray ? filter.asArray().map(String) : filter ? [String(filter)] : [];
    let bytes = Buffer.from(obj.contents);
    if (names.includes('/FlateDecode')) {
      try {
        bytes = zlib.inflateSync(bytes);
      } catch {
        continue;
      }
    }
    streams.push(bytes.toString('latin1'));
  }
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const st of streams.filter((x) => x.includes('begincmap'))) {
    for (const block of st.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        map.set(m[1]!.toLowerCase(), utf16(m[2]!));
    for (const block of st.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        const [from, to, dst] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
        for (let c = from; c <= to; c++)
          map.set(c.toString(16).padStart(m[1]!.length, '0'), String.fromCodePoint(dst + c - from));
      }
  }
  const width = map.size ? [...map.keys()][0]!.length : 4;
  const out: string[] = [];
  for (const st of streams.filter((x) => !x.includes('begincmap') && /\bBT\b/.test(x))) {
    for (const m of st.matchAll(/<([0-9a-fA-F]+)>|\(((?:[^()\\]|\\.)*)\)/g)) {
      if (m[2] !== undefined) out.push(m[2]);
      else {
        const hex = m[1]!.toLowerCase();
        let line = '';
        for (let i = 0; i < hex.length; i += width) line += map.get(hex.slice(i, i + width)) ?? '';
        out.push(line);
      }
    }
  }
  return out.join('\n');
}

export async function xlsxText(data: Buffer): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ExcelJS.Buffer);
  const out: string[] = [];
  for (const sheet of wb.worksheets) sheet.eachRow((row) => row.eachCell((cell) => out.push(String(cell.text))));
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Owned rows: found from the catalogue, hashed per owner

export interface OwnedTable {
  table: string;
  /** SQL condition selecting the owner's rows; `$OWNER` stands for the user id. */
  where: string;
  /** The table names its owner in a column (owner_id, user_id, ...) rather than through a parent. */
  direct: boolean;
  /** Has an integer `id`: its rows' ids are tried on every id field. */
  hasId: boolean;
}

const OWNER_COLUMN = /^(owner|user|uploader|creator|customer)_id$/;
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table holding rows a user owns: the `users` row itself, tables with an owner column
 * (by name, or a foreign key to `users`), and tables hanging off those by a foreign key (stock
 * of a commodity, the refresh tokens of a session), up to three levels.
 */
export async function ownedTables(s: TestServer): Promise<OwnedTable[]> {
  const fks = (
    await s.deps.db.execute(sql`
      select cl.relname as tbl, a.attname as col, rcl.relname as ref, ra.attname as refcol
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join pg_class rcl on rcl.oid = c.confrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1 and n.nspname = current_schema()`)
  ).rows as { tbl: string; col: string; ref: string; refcol: string }[];
  const columns = (
    await s.deps.db.execute(sql`
      select c.table_name as tbl, c.column_name as col, c.data_type as type
      from information_schema.columns c join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`)
  ).rows as { tbl: string; col: string; type: string }[];

  // Keyed by table, then by what the condition comes from, so a later pass replaces a child's
  // condition (its parent's grew) instead of adding a second one.
  const conds = new Map<string, Map<string, string>>([['users', new Map([['id', 'id = $OWNER']])]]);
  const direct = new Set<string>();
  const add = (tbl: string, from: string, cond: string) =>
    conds.set(tbl, (conds.get(tbl) ?? new Map()).set(from, cond));
  for (const c of columns)
    if (OWNER_COLUMN.test(c.col) && c.type === 'integer') {
      add(c.tbl, c.col, `${q(c.col)} = $OWNER`);
      direct.add(c.tbl);
    }
  for (const f of fks)
    if (f.ref === 'users' && f.refcol === 'id' && !OWNER_COLUMN.test(f.col)) add(f.tbl, f.col, `${q(f.col)} = $OWNER`);
  const whereOf = (tbl: string) => `(${[...conds.get(tbl)!.values()].join(' or ')})`;
  // Children of owned tables, one level per pass.
  for (let pass = 0; pass < 3; pass++) {
    const known = new Map([...conds.keys()].map((t) => [t, whereOf(t)]));
    for (const f of fks)
      if (f.ref !== 'users' && f.tbl !== f.ref && known.has(f.ref))
        add(
          f.tbl,
          `${f.col}>${f.ref}`,
          `${q(f.col)} in (select ${q(f.refcol)} from ${q(f.ref)} where ${known.get(f.ref)})`,
        );
  }
  const withId = new Set(columns.filter((c) => c.col === 'id' && c.type === 'integer').map((c) => c.tbl));
  return [...conds.keys()].sort().map((table) => ({
    table,
    where: whereOf(table),
    direct: direct.has(table),
    hasId: withId.has(table),
  }));
}

const bind = (where: string, owner: number) => where.replaceAll('$OWNER', String(Math.trunc(owner)));

/** One hash over every row the user owns, in every owned table. */
export async function ownerHash(s: TestServer, tables: OwnedTable[], owner: number): Promise<string> {
  const parts = tables.map(
    (t) => `select ${`'${t.table}:'`} || x::text as r from ${q(t.table)} x where ${bind(t.where, owner)}`,
  );
  const res = await s.deps.db.execute(
    sql.raw(`select md5(coalesce(string_agg(r, E'\\n' order by r), '')) as h from (${parts.join(' union all ')}) q`),
  );
  return String((res.rows[0] as { h: string }).h);
}

/**
 * The next transaction id: it moves only when some transaction wrote. Between two equal marks
 * nothing was written anywhere, so the owner hash cannot have changed and need not be taken.
 */
export async function writeMark(s: TestServer): Promise<string> {
  const res = await s.deps.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return String((res.rows[0] as { x: string }).x);
}

/**
 * Moves every owned table's id sequence past `floor`, so the next owner's ids share no number
 * with the ones seeded before: a probe with one customer's id then never names the other's row.
 */
export async function separateIds(s: TestServer, tables: OwnedTable[], floor: number): Promise<void> {
  for (const t of tables.filter((x) => x.hasId))
    await s.deps.db.execute(
      sql.raw(
        `select setval(seq, greatest(${Math.trunc(floor)}, (select coalesce(max(id), 0) from ${q(t.table)})))
         from pg_get_serial_sequence('${t.table}', 'id') seq where seq is not null`,
      ),
    );
}

export async function ownerRowCounts(s: TestServer, tables: OwnedTable[], owner: number) {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const res = await s.deps.db.execute(
      sql.raw(`select count(*)::int as n from ${q(t.table)} where ${bind(t.where, owner)}`),
    );
    out[t.table] = Number((res.rows[0] as { n: number }).n);
  }
  return out;
}

export async function ownerIds(s: TestServer, tables: OwnedTable[], owner: number) {
  const out: Record<string, number[]> = {};
  for (const t of tables.filter((x) => x.hasId)) {
    const res = await s.deps.db.execute(
      sql.raw(`select id from ${q(t.table)} where ${bind(t.where, owner)} order by id`),
    );
    const ids = res.rows.map((r) => Number((r as { id: number }).id));
    if (ids.length) out[t.table] = ids;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Fixtures

export interface Platform {
  admin: string;
  warehouseId: number;
  shelfId: number;
  /** Real platform records by the field names bodies use for them. */
  hints: Json;
}

async function ok(p: Promise<{ Code: number; Message: string; Data: any }>, what: string) {
  const r = await p;
  if (r.Code !== 0) throw new Error(`${what}: Code ${r.Code} ${r.Message}`);
  return r.Data;
}

/** Platform data the customers' records hang on: a warehouse with a shelf holding their stock
 * and a shipping address that shows each customer their own customer code. */
export async function seedPlatform(s: TestServer): Promise<Platform> {
  const admin = (await s.signIn('admin')).AccessToken;
  const { warehouse, partition } = await warehouseWithPartition(s, admin, 'Isolation hub');
  const shelfId = await ok(
    s.call(
      'Shelves/EstablishShelves',
      {
        WarehouseId: warehouse,
        PartitionId: partition,
        ShelvesNumber: 'ISO-1',
        ShelvesLength: 100,
        ShelvesWide: 100,
        ShelvesHigh: 100,
      },
      { token: admin },
    ),
    'shelf',
  );
  await ok(
    s.call(
      'ShippingAddress/EstablishShippingAddress',
      {
        WarehouseId: warehouse,
        ShippingAddressType: 1,
        Consignee: `Receiving ${CUSTOMER_CODE_PLACEHOLDER}`,
        Address: `Dock 1, bay ${CUSTOMER_CODE_PLACEHOLDER}`,
      },
      { token: admin },
    ),
    'shipping address',
  );
  const [category] = await s.deps.db.select({ id: commodityCategories.id }).from(commodityCategories).limit(1);
  const [cargo] = await s.deps.db.select({ id: cargoTypes.id }).from(cargoTypes).limit(1);
  const siteId = await demoSiteId(s);
  const [hk] = await s.deps.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'HK'));
  return {
    admin,
    warehouseId: warehouse,
    shelfId,
    hints: {
      WarehouseId: warehouse,
      PartitionId: partition,
      ShelfId: shelfId,
      SiteId: siteId,
      CommodityCategories: category!.id,
      CategoryId: category!.id,
      CargoType: cargo!.id,
      CargoTypeId: cargo!.id,
      CurrencyId: 1,
      // Address books check phones and ID cards by the country's rules.
      CountryId: hk!.id,
      Phone: '91234567',
      ReceivingPhone: '61234567',
      IdCardNumber: 'A123456(3)',
      // Batch entry of parcels: one amount a line.
      UnitPrices: '3.50',
      PurchasePrices: '2.50',
    },
  };
}

export interface Owner {
  name: string;
  token: string;
  userId: number;
  /** Texts of this owner that nobody else may see, with what they belong to. */
  needles: { label: string; text: string }[];
  /** Keys another customer could type (a commodity code, a quick navigation path), by kind. */
  keys: Record<string, string[]>;
  /** Ids of the owner's rows per owned table (filled once the tables are known). */
  ids: Record<string, number[]>;
}

/**
 * Seeds one of everything a customer owns today, through the API where it has a call: an
 * uploaded picture, the profile, commodities with that picture and stock on a shelf, messages,
 * quick navigations, the address books, the user configuration and inbound's documents, parcels
 * and claims (`seedInbound`). `secret` goes into every text; `key` names the
 * records another customer will type in (so those texts are not treated as secret).
 */
export async function seedOwner(
  s: TestServer,
  platform: Platform,
  name: string,
  secret: string,
  key: string,
  count: number,
): Promise<Owner> {
  const token = (await s.signIn(name)).AccessToken;
  const as = (path: string, body: unknown) => ok(s.call(path, body, { token }), `${name} ${path}`);
  const [me] = await s.deps.db.select().from(users).where(eq(users.userName, name));
  if (!me) throw new Error(`no user ${name}`);

  const picture = await upload(s, token, `${secret}-up.png`, makePng(6, 6, me.id));

  await as('Account/EditProfile', {
    NickName: `${secret}-nick`,
    Avatar: picture,
    Email: `${secret.toLowerCase()}-mail@example.com`,
    PhoneCode: me.phoneCode || '86',
    PhoneNumber: me.phoneNumber,
    DetailedAddress: `${secret}-street 1`,
  });
  const codes: string[] = [];
  const commodityIds: number[] = [];
  for (let i = 1; i <= count; i++) {
    // The first code is one another customer will type; the others stay secret.
    const code = i === 1 ? `${key}-cm${i}` : `${secret}-cm${i}`;
    codes.push(code);
    const id = await as('UserCommodity/EstablishCommodity', {
      CommodityCode: code,
      CommoditySku: `${secret}-cm-sku${i}`,
      ChineseName: `${secret}-cm 商品${i}`,
      EnglishName: `${secret}-cm goods ${i}`,
      Alias: `${secret}-cm alias`,
      IdentificationCode: `${secret}-cm-bar${i}`,
      DeclarationName: `${secret}-cm declared`,
      Price: 12.5,
      CurrencyId: platform.hints.CurrencyId,
      Length: 10,
      Width: 10,
      Geight: 10,
      WarningQuantity: 100,
      CommodityCategories: platform.hints.CommodityCategories,
      CargoType: platform.hints.CargoType,
      Pictures: [picture],
      Remarks: `${secret}-cm remarks`,
    });
    commodityIds.push(id);
    // The last one has no stock, so deleting it is not refused for that reason: a delete that
    // skipped the owner check would go through and show.
    if (i < count) await putStock(s, id, platform.shelfId, 5 + i);
    await ok(
      s.call(
        'UserMessages/SendUserMessage',
        { UserIds: [me.id], Title: `${secret}-msg title ${i}`, Message: `${secret}-msg body ${i}` },
        { token: platform.admin },
      ),
      'message',
    );
  }
  const navs = [`${key}-nav`, `${secret}-nav`];
  for (const path of navs) await as('QuickNavigation/AddQuickNavigation', { path });
  // Address books: a recipient and a declarant in Hong Kong (numbers that pass its rules).
  const hk = { id: platform.hints.CountryId as number };
  const recipientId = await as('UserRecipientInformation/AddRecipientInformation', {
    ContactName: `${secret}-rcp`,
    Phone: '91234567',
    CountryId: hk.id,
    DetailedAddress: `${secret}-rcp street`,
  });
  // A card number of this owner's own: the demo declarants hold A123456(3) already, and one
  // person is registered once per customer.
  const card = String(234_500 + me.id).slice(-6);
  await as('UserDeclarantInformation/AddDeclarantInformation', {
    DeclarantName: `${secret}-dcl`,
    CountryId: hk.id,
    IdCardNumber: `B${card}(${hongKongIdCheck('B', card)})`,
    Phone: '51234567',
  });
  await as('UserConfiguration/EditUserConfigure', {
    LocalServiceConnection: `ws://${secret.toLowerCase()}-cfg.local:5000`,
    PickingListColumns: 2,
    PickingListRows: 3,
    GetCameraKeyUp: `${secret}-cfg F2`,
    GetElectronicScaleValueKeyUp: `${secret}-cfg F3`,
  });
  const inbound = await seedInbound(s, platform, { name, token, secret, key, count, userId: me.id, commodityIds });
  // An order of the first commodity's stock to the recipient, by a channel the trial prices.
  const trial = await as('UserFreightTrial/GetFreightTrial', {
    CountryId: hk.id,
    Weight: '1',
    Length: '10',
    Width: '10',
    Height: '10',
  });
  await as('UserLogisticsOrder/EstablishLogisticsOrder', {
    WarehouseId: platform.warehouseId,
    RecipientInformationId: recipientId,
    TypeOfShippingId: trial.find((c: { Priced: boolean }) => c.Priced).TypeOfShippingId,
    Lines: [{ Kind: 2, CommodityId: commodityIds[0], Quantity: 1 }],
    CustomsLines: [
      { Name: `${secret}-ord goods`, HsCode: '610910', Quantity: 1, Weight: '1', Value: '1', OriginCountryId: hk.id },
    ],
    Remarks: `${secret}-ord remarks`,
  });
  const apiKey = await seedApiKey(s, platform, { name, token, secret, userId: me.id });
  const [after] = await s.deps.db.select().from(users).where(eq(users.id, me.id));
  return {
    name,
    token,
    userId: me.id,
    needles: [
      { label: 'profile', text: `${secret}-nick` },
      { label: 'profile', text: `${secret}-street` },
      { label: 'profile', text: `${secret}-mail` },
      { label: 'commodity', text: `${secret}-cm` },
      { label: 'message', text: `${secret}-msg` },
      { label: 'quick navigation', text: `${secret}-nav` },
      { label: 'configuration', text: `${secret}-cfg` },
      { label: 'recipient', text: `${secret}-rcp` },
      { label: 'declarant', text: `${secret}-dcl` },
      { label: 'order', text: `${secret}-ord` },
      { label: 'upload', text: unsigned(picture) },
      ...inbound.needles,
      { label: 'api key', text: `${secret}-key` },
      { label: 'api key', text: apiKey.KeyId },
      { label: 'api key secret', text: apiKey.Secret },
      { label: 'customer code', text: after!.customerCode ?? '' },
      { label: 'user name', text: after!.userName },
      ...(after!.phoneNumber ? [{ label: 'phone', text: after!.phoneNumber }] : []),
      // Anything else marked, e.g. a field added later that shows the secret some other way.
      { label: 'marker', text: secret },
    ].filter((n) => n.text),
    keys: { 'commodity code': [codes[0]!], 'quick navigation': [navs[0]!], ...inbound.keys },
    ids: {},
  };
}

/** A peer's API key (docs/domain.md, "Peer access"): staff mark the owner a peer through the user
 * edit (a full replacement, so the owner's fields go back as they are), then the owner makes a
 * key named with the secret. */
async function seedApiKey(
  s: TestServer,
  platform: Platform,
  o: { name: string; token: string; secret: string; userId: number },
): Promise<{ KeyId: string; Secret: string }> {
  const staff = (path: string, body: unknown) =>
    ok(s.call(path, body, { token: platform.admin }), `${o.name} (staff) ${path}`);
  const d = await staff('User/GetEditUserInfo', { Id: o.userId });
  await staff('User/EditUser', {
    Id: o.userId,
    NickName: d.NickName,
    ...(d.PhoneNumber ? { PhoneCode: d.PhoneCode, PhoneNumber: d.PhoneNumber } : {}),
    Email: d.Email || undefined,
    Gender: d.Gender,
    Remarks: d.Remarks,
    OrganizeId: d.OrganizeId,
    IsPeer: true,
  });
  return ok(s.call('UserApiKey/AddApiKey', { Name: `${o.secret}-key` }, { token: o.token }), `${o.name} api key`);
}

/** An upload's address without its signature: what every answer showing it contains. Answers
 * sign addresses afresh, their expiry rounded to a step (platform/upload-urls.ts), so the signed
 * address the upload answered matched later answers only within the same step: the suite missed
 * customer1's own upload or parcel photo now and then (a run crossing a step). */
const unsigned = (address: string) => address.split('?')[0]!;

/** Uploads a picture as `token`'s user; answers its address. */
async function upload(s: TestServer, token: string, filename: string, data: Buffer): Promise<string> {
  const up = multipartBody({}, [{ field: 'FileStream', filename, contentType: 'image/png', data }]);
  const res = await s.app.inject({
    method: 'POST',
    url: '/openapi/UpLoadFile/UpLoadFile',
    headers: { 'content-type': up.contentType, authorization: `Bearer ${token}` },
    payload: up.payload,
  });
  const r = res.json() as { Code: number; Message: string; Data: string };
  if (r.Code !== 0) throw new Error(`upload ${filename}: Code ${r.Code} ${r.Message}`);
  return r.Data;
}

/** A weight no other record of the suite has: the unknown items' that no customer may see. */
const UNSEEN_WEIGHT = '987.654';

/**
 * The owner's inbound records (docs/domain.md, "Parcels"), through the API: `count` warehouse
 * documents forecasting parcels with goods (one of the owner's commodities); on all but the last
 * (which stays deletable) staff sign parcels in with photos, inspect one (failed, with a note and
 * photos) and shelve one. Unknown items staff recorded with photos and a weight: `count` the owner
 * claimed and waits on, one whose claim staff refused and one whose claim they approved (it is
 * the owner's parcel since). What the owner typed carries the secret; the first tracking numbers
 * (a parcel's, a claimed item's) are keys another customer will type.
 * Needles labelled `unapproved item` are the details of items whose claim is not approved: no
 * customer may see them, the claimant included.
 */
async function seedInbound(
  s: TestServer,
  platform: Platform,
  o: {
    name: string;
    token: string;
    secret: string;
    key: string;
    count: number;
    userId: number;
    commodityIds: number[];
  },
): Promise<{ needles: { label: string; text: string }[]; keys: Record<string, string[]> }> {
  const { secret, key, count } = o;
  const as = (path: string, body: unknown) => ok(s.call(path, body, { token: o.token }), `${o.name} ${path}`);
  const staff = (path: string, body: unknown) =>
    ok(s.call(path, body, { token: platform.admin }), `${o.name} (staff) ${path}`);
  const parcelPhoto = await upload(s, o.token, `${secret}-pk.png`, makePng(5, 5, o.userId + 50));
  const inspectionPhoto = await upload(s, platform.admin, 'inspection.png', makePng(5, 5, o.userId + 60));
  const needles = [
    { label: 'warehouse document', text: `${secret}-wd` },
    { label: 'package', text: `${secret}-pk` },
    { label: 'package', text: `${secret}TN` },
    { label: 'goods', text: `${secret}-gd` },
    { label: 'package photo', text: unsigned(parcelPhoto) },
    { label: 'inspection', text: `${secret}-insp` },
    { label: 'inspection', text: unsigned(inspectionPhoto) },
    { label: 'claim', text: `${secret}-clm` },
  ];
  const tracking = [`${key}TN1`];
  for (let i = 1; i <= count; i++) {
    const numbers = [i === 1 ? tracking[0]! : `${secret}TN${i}A`, `${secret}TN${i}B`, `${secret}TN${i}C`];
    const doc = await as('UserWarehouseDocument/EstablishWarehouseDocument', {
      WarehouseId: platform.warehouseId,
      Remarks: `${secret}-wd remarks ${i}`,
      Packages: numbers.map((TrackingNumber, j) => ({
        TrackingNumber,
        NeedsInspection: j === 1,
        Remarks: `${secret}-pk remarks ${i}${j}`,
        Goods: [
          {
            ProductName: `${secret}-gd goods ${i}${j}`,
            Quantity: 2,
            UnitPrice: '3.50',
            PurchasePrice: '2.50',
            CommodityId: o.commodityIds[0],
          },
        ],
      })),
    });
    // The last document keeps every parcel waiting, so deleting it is not refused for that reason.
    if (i === count) continue;
    const parcels = (await as('UserWarehouseDocument/GetWarehouseDocumentById', { Id: doc })).Packages as {
      Id: number;
    }[];
    const [, inspected, shelved] = parcels.map((p) => p.Id);
    // The first stays waiting; the others are signed in with what the station measured.
    for (const n of numbers.slice(1))
      await staff('PackageSigning/SignScan', {
        Scan: n,
        WarehouseId: platform.warehouseId,
        Weight: '1.5',
        Length: 10,
        Width: 10,
        Height: 10,
        Photos: [parcelPhoto],
      });
    await staff('ReceivingQualityInspection/InspectPackage', {
      Id: inspected,
      Passed: false,
      Note: `${secret}-insp torn box`,
      Photos: [inspectionPhoto],
    });
    const put = await staff('PackagePutOnShelves/PutPackagesOnShelves', { Ids: [shelved], ShelfId: platform.shelfId });
    if (put.Moved.length !== 1) throw new Error(`${o.name}: parcel not shelved: ${JSON.stringify(put)}`);
  }

  // Unknown items: scanned by staff where nobody forecast them, each with a photo and a weight.
  const unknown = async (scan: string, weight: string, seed: number) => {
    const photo = await upload(s, platform.admin, 'unknown.png', makePng(5, 5, o.userId + seed));
    const r = await staff('PackageSigning/SignScan', {
      Scan: scan,
      WarehouseId: platform.warehouseId,
      Weight: weight,
      Photos: [photo],
    });
    if (!r.UnknownItemId) throw new Error(`${o.name}: ${scan} is no unknown item: ${r.Message}`);
    return { id: r.UnknownItemId as number, number: r.UnknownItemNumber as string, photo };
  };
  const claim = (TrackingNumber: string, i: number) =>
    as('UserUnknownItem/ParcelTrackingNumberClaim', {
      TrackingNumber,
      Note: `${secret}-clm note ${i}`,
      Photos: [parcelPhoto],
    });
  const claimedNumbers = [`${key}UN1`];
  for (let i = 1; i <= count; i++) {
    const number = i === 1 ? claimedNumbers[0]! : `${secret}UN${i}`;
    const item = await unknown(number, UNSEEN_WEIGHT, 70 + i);
    await claim(number, i);
    needles.push(
      { label: 'unapproved item', text: item.number },
      { label: 'unapproved item', text: unsigned(item.photo) },
    );
  }
  const refusedItem = await unknown(`${secret}UNR`, UNSEEN_WEIGHT, 80);
  await staff('UnknownItem/RefusePackageClaim', { Id: await claim(`${secret}UNR`, 0), Note: `${secret}-clm refused` });
  needles.push(
    { label: 'unapproved item', text: refusedItem.number },
    { label: 'unapproved item', text: refusedItem.photo },
    { label: 'unapproved item', text: UNSEEN_WEIGHT },
  );
  const approvedItem = await unknown(`${secret}UNA`, '2.5', 90);
  await staff('UnknownItem/ApprovePackageClaim', {
    Id: await claim(`${secret}UNA`, 9),
    Note: `${secret}-clm approved`,
  });
  // Approved: the item is the owner's parcel, its number theirs to see.
  needles.push({ label: 'claimed item', text: approvedItem.number });
  return { needles, keys: { 'tracking number': [...tracking, ...claimedNumbers] } };
}

/** Hints naming the owner's own records for every id field the platform hints leave open: the
 * id most of the owner's tables share (separateIds lines them up), so a body is the owner's own
 * call until a probe swaps one field for someone else's id. */
export function ownHints(owner: Owner, hints: Json): Json {
  const counts = new Map<number, number>();
  for (const ids of Object.values(owner.ids)) counts.set(ids[0]!, (counts.get(ids[0]!) ?? 0) + 1);
  const [common] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [undefined];
  return common === undefined ? hints : { ...hints, $id: common };
}

/** The needles of `owner` found in a text (case-insensitive: some fields are stored lowered). */
export function needlesIn(owner: Owner, text: string): string[] {
  const hay = text.toLowerCase();
  return [...new Set(owner.needles.filter((n) => hay.includes(n.text.toLowerCase())).map((n) => n.label))];
}

// ---------------------------------------------------------------------------------------------
// Files that multipart routes take

/**
 * The file a multipart probe sends. An import (a controller whose template route answers a
 * workbook) gets a workbook of one valid row drafted from the controller's Establish schema, so
 * the probe reaches the owner check; anything else gets a small PNG.
 */
export function fileFor(route: RouteInfo, all: RouteInfo[], hints: Json): (() => Promise<FilePart>) | undefined {
  if (!route.def.multipart) return undefined;
  const sibling = (pred: (r: RouteInfo) => boolean) => all.find((r) => r.controller === route.controller && pred(r));
  const template = sibling((r) => r.def.produces === XLSX_TYPE);
  const establish = sibling((r) => r.action.startsWith('Establish'));
  if (!template || !establish) return async () => defaultFile();
  let n = 0;
  return async () => {
    const row = freshen(establish, sampleBody(establish, hints), ++n);
    const cells = Object.entries(row).filter(([k]) => !isIdName(k) || k in hints);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Probe');
    sheet.addRow(cells.map(([k]) => k));
    sheet.addRow(cells.map(([, v]) => (Array.isArray(v) ? v.join(',') : (v as ExcelJS.CellValue))));
    return {
      field: 'FileStream',
      filename: 'probe.xlsx',
      contentType: XLSX_TYPE,
      data: Buffer.from(await wb.xlsx.writeBuffer()),
    };
  };
}

// ---------------------------------------------------------------------------------------------
// The matrix

export interface Probe {
  label: string;
  body: Json;
  /** With the caller's own ids or keys instead: Code 0 there shows the probes of that field get
   * past validation to the owner check (the figure `deep`). */
  own: boolean;
}

/** Ids of `owner`'s rows to try, each number once whatever tables share it: every id, the first
 * and last of each owned table, or only the first. */
function idValues(owner: Owner, pick: 'all' | 'ends' | 'first') {
  const byId = new Map<number, string[]>();
  for (const [table, ids] of Object.entries(owner.ids)) {
    const chosen = pick === 'all' ? ids : pick === 'ends' ? [...new Set([ids[0]!, ids.at(-1)!])] : ids.slice(0, 1);
    for (const id of chosen) byId.set(id, [...(byId.get(id) ?? []), table]);
  }
  return [...byId].map(([id, in_]) => ({ id, label: `${in_.join(',')}#${id}` }));
}

/** Puts `value` at `path`, drafting any missing container (an array of line items) first. */
function place(route: RouteInfo, body: Json, path: Path, value: unknown, hints: Json): Json {
  let out = body;
  for (let i = 1; i < path.length; i++) {
    const prefix = path.slice(0, i);
    if (getAt(out, prefix) === undefined)
      out = setAt(out, prefix, draft(schemaAt(route.schema, prefix) ?? {}, String(prefix.at(-1)), hints));
  }
  return setAt(out, path, value);
}

/**
 * The probes of one route: each id field with each of the victim's record ids (bounded: the first
 * and last of each owned table; full: all of them, and all at once in id lists), and every
 * free-text field with the victim's keys (bounded: all text fields at once; full: one at a time).
 * Each comes with the caller's own ids or keys in the same place.
 */
export function probesFor(
  route: RouteInfo,
  base: Json,
  victim: Owner,
  caller: Owner,
  hints: Json,
  full: boolean,
): Probe[] {
  const out: Probe[] = [];
  const theirs = idValues(victim, full ? 'all' : 'ends');
  const mine = idValues(caller, 'first');
  for (const slot of idSlots(route.schema)) {
    const name = slot.path.join('.');
    const put = (v: number[] | number) =>
      place(route, base, slot.path, slot.many && !Array.isArray(v) ? [v] : v, hints);
    for (const v of theirs) out.push({ label: `${name}=${v.label}`, body: put(v.id), own: false });
    if (full && slot.many)
      for (const [table, ids] of Object.entries(victim.ids))
        if (ids.length > 1) out.push({ label: `${name}=${table}#all`, body: put(ids), own: false });
    for (const v of mine) out.push({ label: `${name}=own ${v.label}`, body: put(v.id), own: true });
  }
  const texts = textSlots(route.schema);
  for (const [kind, keys] of Object.entries(victim.keys)) {
    const own = caller.keys[kind]?.[0];
    for (const key of full ? keys : keys.slice(0, 1)) {
      // Only where the schema takes the key: elsewhere the probe would stop at Code 2.
      const usable = texts.filter((p) => parses(route, place(route, base, p, key, hints)));
      const fill = (v: string, paths: Path[]) => paths.reduce((b, p) => place(route, b, p, v, hints), base);
      const groups = full ? usable.map((p) => [p]) : usable.length ? [usable] : [];
      for (const paths of groups) {
        const where = paths.map((p) => p.join('.')).join(',');
        out.push({ label: `${where}=${kind} ${key}`, body: fill(key, paths), own: false });
        if (own !== undefined) out.push({ label: `${where}=own ${kind} ${own}`, body: fill(own, paths), own: true });
      }
    }
  }
  return out;
}

export interface Finding {
  route: string;
  label: string;
  why: string;
  code: number | null;
  body: string;
}

export interface MatrixResult {
  routes: string[];
  cases: number;
  leaks: Finding[];
  serverErrors: Finding[];
  /** Probes with the caller's own ids or keys answered Code 0 (the same fields reach the owner check). */
  deep: number;
  probes: number;
  /** Routes whose minimal body the server still refused as invalid (Code 2). */
  shallow: string[];
  /** Times the caller had to sign in again because a call ended its session. */
  signIns: number;
}

/** The routes a customer may call: signed-in and customer routes, and open ones that take ids. */
export const customerCallable = (r: RouteInfo) =>
  r.def.access === 'signedIn' ||
  r.def.access === 'customer' ||
  (r.def.access === 'open' && idSlots(r.schema).length > 0);

/**
 * `caller` tries every customer-callable route with `victim`'s ids and keys. A leak is an answer
 * (whatever its code) showing any of the victim's needles, or any change to the victim's owned
 * rows after a call; a 5xx or Code 9 is recorded too.
 */
export async function runMatrix(
  s: TestServer,
  opts: {
    all: RouteInfo[];
    victim: Owner;
    caller: Owner;
    tables: OwnedTable[];
    hints: Json;
    full: boolean;
    signIn: () => Promise<string>;
  },
): Promise<MatrixResult> {
  const { victim, caller, tables, hints, full } = opts;
  const routes = opts.all.filter(customerCallable).sort(probeOrder);
  const result: MatrixResult = {
    routes: routes.map((r) => r.path),
    cases: 0,
    leaks: [],
    serverErrors: [],
    deep: 0,
    probes: 0,
    shallow: [],
    signIns: 0,
  };
  let baseline = await ownerHash(s, tables, victim.userId);
  let mark = await writeMark(s);

  const attempt = async (route: RouteInfo, label: string, raw: Json, file?: () => Promise<FilePart>) => {
    const body = freshen(route, raw, result.cases);
    const token = route.def.access === 'open' ? undefined : caller.token;
    let a = await send(s, route, body, token, file && (await file()));
    if (a.status === 401 && token) {
      // A call may end the caller's own session (their own business); carry on signed in again.
      caller.token = await opts.signIn();
      result.signIns++;
      a = await send(s, route, body, caller.token, file && (await file()));
    }
    result.cases++;
    const finding = (why: string) => ({ route: route.path, label, why, code: a.code, body: JSON.stringify(body) });
    if (a.status >= 500 || a.code === 9)
      result.serverErrors.push(finding(`status ${a.status}: ${a.text.slice(0, 200)}`));
    const seen = needlesIn(victim, a.text);
    if (seen.length) result.leaks.push(finding(`answer shows the victim's ${seen.join(', ')}`));
    const nextMark = await writeMark(s);
    if (nextMark !== mark) {
      mark = nextMark;
      const after = await ownerHash(s, tables, victim.userId);
      if (after !== baseline) {
        result.leaks.push(finding("changed the victim's rows"));
        baseline = after;
      }
    }
    return a;
  };

  const callerHints = ownHints(caller, hints);
  for (const route of routes) {
    const base = sampleBody(route, callerHints);
    const file = fileFor(route, opts.all, hints);
    const first = await attempt(route, 'base', base, file);
    if (first.code === 2) result.shallow.push(route.path);
    for (const p of probesFor(route, base, victim, caller, hints, full)) {
      const a = await attempt(route, p.label, p.body, file);
      if (!p.own) result.probes++;
      else if (a.code === 0 || (a.code === null && a.status === 200)) result.deep++;
    }
  }
  return result;
}

/**
 * The owner's side: the same reads as the owner, to prove the needles do show where they belong
 * (so the matrix could see a leak). Answers the needle labels seen, and those seen in files.
 */
export async function ownerSees(
  s: TestServer,
  opts: { all: RouteInfo[]; owner: Owner; hints: Json },
): Promise<{ labels: Set<string>; inFiles: Set<string>; routes: string[] }> {
  const { owner, hints } = opts;
  const labels = new Set<string>();
  const inFiles = new Set<string>();
  const routes: string[] = [];
  const own = ownHints(owner, hints);
  for (const route of opts.all.filter((r) => customerCallable(r) && isRead(r))) {
    const base = sampleBody(route, own);
    const bodies = [
      base,
      ...probesFor(route, base, owner, owner, hints, false)
        .filter((p) => !p.own)
        .map((p) => p.body),
    ];
    let showed = false;
    for (const body of bodies) {
      const a = await send(s, route, body, owner.token);
      for (const l of needlesIn(owner, a.text)) {
        labels.add(l);
        if (a.file) inFiles.add(l);
        showed = true;
      }
    }
    if (showed) routes.push(route.path);
  }
  return { labels, inFiles, routes };
}
