import { type AnyCall, type Lang, normaliseDecimal, PageQuery, recordKinds, type SortOf } from '@wms/contract';
import type { Column } from 'drizzle-orm';
import { and, eq, getTableColumns, getTableName, ilike, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Queryable } from '../db/client.js';
import type { Auth } from './auth.js';
import type { Deps } from './deps.js';
import { notFound, refused } from './errors.js';
import { refuseInUse, type UsedBy } from './in-use.js';
import { allNames, localName, localNameSql, nameIn } from './local-name.js';
import { contains } from './paging.js';
import { type Handler, type PagedResult, paged, type RouteDef, route } from './route.js';
import { lockedRow, refuseTaken, setupList, wireRow } from './setup.js';
import { setupOwner } from './setup-owner.js';

// ---------------------------------------------------------------------------------------------
// A plain set-up area over one table, from its call table: list, create, edit, delete and
// deactivate. Body fields map to the columns of the same name (`NameEn` to `nameEn`); rows answer
// in wire form, decimals canonical and `Name` in the caller's language where the table keeps a
// name per language; a unique field taken by another row is Code 2 on it, and a record other rows
// point at is not deleted (Code 4). The area adds only its own rules. Walk-through:
// docs/architecture.md, "Adding a business area".

type Table = PgTable & { id: PgColumn; creationTime: PgColumn; isDeactivate?: PgColumn };
type ListCall = AnyCall & { rows: z.ZodType; sorts: readonly string[] };
type Body = Record<string, unknown> & { Id?: number; IsDeactivate?: boolean };
/** A column, or an expression in the caller's language (a name a user reads in theirs). */
type ByLang = SQLWrapper | ((lang: Lang) => SQLWrapper);

type BodyIn<C> = C extends { body: z.ZodType } ? z.output<C['body']> : never;
/** The fields of a call's body. */
type FieldOf<C> = keyof BodyIn<C> & string;
/** Both bodies: a field of both is there; one of only one of them may be absent. */
type Merged<X, Y> = { [K in keyof X & keyof Y]: X[K] | Y[K] } & { [K in Exclude<keyof X, keyof Y>]?: X[K] } & {
  [K in Exclude<keyof Y, keyof X>]?: Y[K];
};
/** What a write's rules get: the body of the create call or of the edit call. */
export type WriteBody<A, E> = [A] extends [undefined]
  ? BodyIn<E>
  : [E] extends [undefined]
    ? BodyIn<A>
    : Merged<BodyIn<A>, BodyIn<E>>;
type WriteField<A, E> = keyof WriteBody<A, E> & string;

/**
 * A set-up area. Its options are typed by its calls: a filter is a field of the list's body, a
 * unique field and the body `check`, `write` and `children` read are fields of the create or edit
 * call's body, so naming a field the body does not have does not compile.
 */
export interface SetupArea<
  T extends Table,
  L extends ListCall,
  A extends AnyCall | undefined = undefined,
  E extends AnyCall | undefined = undefined,
> {
  table: T;
  list: L;
  /** Further paged lists of the same rows (a picker's table), answered like `list`. */
  lists?: ListCall[];
  /** One row by `Id` (the edit dialog's load), as the list answers it. */
  detail?: AnyCall;
  establish?: A;
  edit?: E;
  remove?: AnyCall;
  /** `{ Ids, IsDeactivate }` for the selected rows. */
  deactivate?: AnyCall;
  /** Columns the list's `Content` is looked for in (any case, any part). */
  search?: Column[];
  /** Filters of the list body by field: text is looked for in the column or expression (any
   * case, any part), any other value must equal it. A function gets the caller's language. */
  filters?: { [F in FieldOf<L>]?: ByLang };
  /** Filters the area makes from the list's body where no column holds the value itself (the
   * prices that apply to one customer: those for everyone and those naming them): the fields it
   * reads, and the condition. */
  where?: { fields: FieldOf<L>[]; sql: (q: BodyIn<L>, lang: Lang) => SQL | undefined };
  /** What a sort field sorts by where it is not the column of the same name. */
  order?: Partial<Record<SortOf<L>, ByLang>>;
  /** Body fields no two records may share (the form's user fixes them: Code 2). */
  unique?: WriteField<A, E>[];
  /** Where a body field is written when its column has another name, or `false` for a field the
   * area reads itself (`check`, `children`, `write`). Every other body field is written to the
   * column of its name; one with neither fails at start-up. */
  columns?: { [F in WriteField<A, E>]?: PgColumn | false };
  /** The owner column of a customer-owned table (`setupOwner`): a customer reaches only their
   * own rows and owns what they add; staff reach all, filter by `UserId`, name `OwnerId`. */
  owner?: PgColumn;
  /** Row fields read for a whole page at once (the owner's name, a region's path): one query per
   * page, never one per row. Answers one object per row, in order. */
  more?: (rows: Record<string, unknown>[], lang: Lang) => Promise<Record<string, unknown>[]>;
  /** Row fields computed from the stored row (a name in the caller's language ...). */
  row?: (r: T['$inferSelect'], lang: Lang) => Record<string, unknown>;
  /** The area's rules on a write, in its transaction: `before` is the locked row when editing;
   * `ownerId` the owner of the record written, with `owner` (a rule among one customer's rows). */
  check?: (
    b: WriteBody<A, E>,
    before: T['$inferSelect'] | undefined,
    tx: Queryable,
    ownerId?: number,
  ) => void | Promise<void>;
  /** Columns a write sets beyond the body's own. */
  write?: (b: WriteBody<A, E>, before: T['$inferSelect'] | undefined) => Partial<T['$inferInsert']>;
  /** Records of other tables that point at a record: while one does, it cannot be deleted, and
   * the refusal names them (`refuseInUse`). */
  usedBy?: UsedBy[];
  /** A message key when this record may never be deleted (the base currency ...). */
  keep?: (r: T['$inferSelect']) => string | undefined;
  /** Child rows written with the record in its transaction, once the row is written (a new
   * record's id is known then): lines of an ordered table, the entries of a multi-select. An edit
   * replaces them; a refused write leaves the old ones. */
  children?: (tx: Queryable, id: number, b: WriteBody<A, E>) => Promise<void>;
  /** Fields the detail answers beyond the row (its child rows, names in the caller's language),
   * read by the record's id. */
  detailOf?: (db: Queryable, id: number, lang: Lang) => Promise<Record<string, unknown>>;
}

const camel = (field: string) => field[0]!.toLowerCase() + field.slice(1);
const camelUp = (k: string) => k[0]!.toUpperCase() + k.slice(1);
const shapeOf = (call: AnyCall): Record<string, unknown> => (call.body as z.ZodObject).shape ?? {};
const at = (by: ByLang, lang: Lang) => (typeof by === 'function' ? by(lang) : by);

/**
 * The table's key of each body field a write stores (`NameEn` to `nameEn`, or the column
 * `columns` names). A field with no column that the area has not said it reads itself is a
 * mistake that would drop what the user typed without a word: it stops the server at start-up.
 */
function fieldColumns(
  call: AnyCall,
  table: PgTable,
  columns: Record<string, PgColumn>,
  mapped: Record<string, PgColumn | false | undefined>,
): Map<string, string> {
  const out = new Map<string, string>();
  if (!(call.body as Partial<z.ZodObject>).shape) throw new Error(`${call.path}: a set-up body is an object of fields`);
  for (const field of Object.keys(shapeOf(call))) {
    if (field === 'Id') continue;
    const to = mapped[field];
    if (to === false) continue;
    const key = to
      ? Object.keys(columns).find((k) => columns[k] === to)
      : camel(field) in columns
        ? camel(field)
        : undefined;
    if (key === undefined)
      throw new Error(
        to
          ? `${call.path}: columns.${field} is not a column of ${getTableName(table)}`
          : `${call.path}: body field ${field} has no column ${getTableName(table)}.${camel(field)}; ` +
              `name the column it is written to in the area's \`columns\`, or \`${field}: false\` if its check, children or write reads it`,
      );
    out.set(field, key);
  }
  return out;
}

/** The routes of the area, for `moduleOf(table, [...setupRoutes(deps, area), ...])`. */
export function setupRoutes<
  T extends Table,
  L extends ListCall,
  A extends AnyCall | undefined = undefined,
  E extends AnyCall | undefined = undefined,
>({ db }: Deps, a: SetupArea<T, L, A, E>): RouteDef[] {
  const columns = getTableColumns(a.table) as Record<string, PgColumn>;
  // numeric comes back padded to its scale ("7.100000"); the wire carries it canonical ("7.1").
  const decimals = Object.keys(columns).filter((k) => columns[k]!.columnType === 'PgNumeric');
  const localNames = ['nameZhCn', 'nameZhTw', 'nameEn'].every((k) => k in columns);
  // A seeded name per language beside the typed one (`name`, `nameI18n`): `Name` reads, sorts,
  // filters and is searched as the caller reads it, and a rename drops the translations.
  const translated = 'name' in columns && 'nameI18n' in columns;
  const shownName = (lang: Lang) => localNameSql(columns.name!, columns.nameI18n!, lang);
  /** A column as the caller reads it: a translated name in their language. */
  const asRead = (col: SQLWrapper, lang: Lang): SQLWrapper =>
    translated && col === columns.name ? shownName(lang) : col;
  // Every filter a list's body declares is applied: one with no column is a mistake to find at
  // start-up, not a filter users set and the list silently ignores.
  for (const call of [a.list, ...(a.lists ?? [])]) {
    const handled = new Set<string>([
      ...Object.keys(PageQuery.shape),
      'Content',
      'UserId',
      // setupList filters by the table's own deactivated flag.
      ...(a.table.isDeactivate ? ['IsDeactivate'] : []),
      ...Object.keys(a.filters ?? {}),
      ...((a.where?.fields ?? []) as string[]),
    ]);
    const fields = Object.keys(((call.body as z.ZodObject).shape ?? {}) as Record<string, unknown>);
    const ignored = fields.filter((f) => !handled.has(f));
    if (ignored.length)
      throw new Error(`set-up area ${call.path}: no filter for ${ignored.join(', ')} (declare it in filters or where)`);
  }
  const owner = setupOwner(a.table, a.owner);
  const mapped = (a.columns ?? {}) as Record<string, PgColumn | false | undefined>;
  const established = a.establish && fieldColumns(a.establish, a.table, columns, mapped);
  const edited = a.edit && fieldColumns(a.edit, a.table, columns, mapped);
  /** What the area's records are called in messages (its `areaTexts` record). */
  const kind = recordKinds[a.list.controller];
  const more = async (page: PagedResult<Record<string, unknown>>, lang: Lang) => {
    if (!a.more) return page;
    const extra = await a.more(page.rows, lang);
    return paged(
      page.rows.map((r, i) => ({ ...r, ...extra[i] })),
      page.total,
    );
  };
  const rowOf = (r: T['$inferSelect'], lang: Lang) => {
    const out: Record<string, unknown> = wireRow(r as Record<string, unknown>);
    for (const k of decimals) if (out[camelUp(k)] != null) out[camelUp(k)] = normaliseDecimal(String(out[camelUp(k)]));
    if (localNames) out.Name = nameIn(r as never, lang);
    if (translated) {
      out.Name = localName(r as never, lang);
      delete out.NameI18n;
    }
    return { ...out, ...a.row?.(r, lang) };
  };
  /** What a record is called, in a refusal about it. */
  const nameOf = (r: T['$inferSelect'], lang: Lang): string => {
    const row = r as Record<string, unknown>;
    if (localNames) return nameIn(r as never, lang);
    if (translated) return localName(row as never, lang);
    return typeof row.name === 'string' ? row.name : String(row.code ?? row.id);
  };
  const order = a.order as Record<string, ByLang> | undefined;
  const orderOf = (sorts: readonly string[], lang: Lang) =>
    Object.fromEntries(sorts.map((s) => [s, order?.[s] ? at(order[s], lang) : asRead(columns[camel(s)]!, lang)]));

  /** The columns a body writes: its fields (and any a check added to it, under their own names).
   * A field left out of an edit clears its column (clients drop empty text), except the
   * deactivated switch, which keeps its value. */
  /** A time comes as ISO text; a timestamp column kept as a Date wants a Date (a text there was a
   * 500 for every coupon given a start or a deadline: found by the fuzz suite). Text without an
   * offset is UTC, as the contract's times are. */
  const toColumn = (col: (typeof columns)[string], value: unknown) =>
    col.columnType === 'PgTimestamp' && typeof value === 'string'
      ? new Date(/(Z|[+-]\d\d:?\d\d)$/i.test(value) ? value : `${value}Z`)
      : value;
  const valuesOf = (b: Body, editing: boolean) => {
    const fields = (editing ? edited : established) ?? new Map<string, string>();
    const v: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(b)) {
      const key = field === 'Id' || mapped[field] === false ? undefined : (fields.get(field) ?? camel(field));
      if (key !== undefined && key in columns && value !== undefined) v[key] = toColumn(columns[key]!, value);
    }
    if (editing)
      for (const [field, key] of fields)
        if (b[field] === undefined && key !== 'isDeactivate') {
          const col = columns[key]!;
          v[key] = col.hasDefault && col.default !== undefined ? col.default : col.notNull ? undefined : null;
        }
    return v;
  };
  /** A name none of the record's translations match is a rename: it then reads the same in every
   * language. Saved as shown in any language, the record keeps its names. */
  const renamed = (b: Body, before?: T['$inferSelect']) => {
    if (!translated || !before || typeof b.Name !== 'string') return {};
    return allNames(before as never).includes(b.Name)
      ? { name: (before as { name: string }).name }
      : { nameI18n: null };
  };
  const write = async (tx: Queryable, b: Body, before?: T['$inferSelect'], ownerId?: number) => {
    for (const f of (a.unique ?? []) as string[])
      await refuseTaken(tx, a.table, columns[camel(f)]!, b[f], f, before && b.Id, kind);
    await a.check?.(b as never, before, tx, ownerId ?? owner.ownerOf(before));
    return { ...valuesOf(b, before !== undefined), ...renamed(b, before), ...a.write?.(b as never, before) };
  };

  const listRoute = (call: ListCall) =>
    route(call, (async (c) => {
      const q = c.body as Body;
      const where = Object.entries((a.filters ?? {}) as Record<string, ByLang>).map(([f, by]) => {
        const col = asRead(at(by, c.lang), c.lang) as Column;
        return q[f] === undefined ? undefined : typeof q[f] === 'string' ? ilike(col, contains(q[f])) : eq(col, q[f]);
      });
      const page = await setupList(db, a.table, q as never, {
        search: (a.search ?? []).flatMap((col) =>
          translated && col === columns.name ? [col, shownName(c.lang)] : [col],
        ),
        sorts: call.sorts,
        order: orderOf(call.sorts, c.lang),
        // A list of owned rows is a signed-in call: `auth` is there.
        where: and(...where, a.where?.sql(q as never, c.lang), owner.list((c as { auth: Auth }).auth, q.UserId)),
        row: (r) => rowOf(r, c.lang),
      });
      return more(page, c.lang);
    }) as Handler<L>);
  const routes: RouteDef[] = [listRoute(a.list), ...(a.lists ?? []).map(listRoute)];
  if (a.detail)
    routes.push(
      route(a.detail, (async (c) => {
        const [row] = await db
          .select()
          .from(a.table as PgTable)
          .where(eq(a.table.id, (c.body as Body).Id!));
        if (!row) throw notFound();
        owner.reach(c.auth, row);
        return { ...rowOf(row as T['$inferSelect'], c.lang), ...(await a.detailOf?.(db, row.id as number, c.lang)) };
      }) as Handler<AnyCall>),
    );
  if (a.establish)
    routes.push(
      route(a.establish, (async (c) =>
        db.transaction(async (tx) => {
          const own = await owner.of(tx, c.auth, (c.body as Body).OwnerId);
          const [row] = await tx
            .insert(a.table)
            .values({ ...(await write(tx, c.body as Body, undefined, owner.ownerOf(own))), ...own } as never)
            .returning({ id: a.table.id });
          await a.children?.(tx, row!.id as number, c.body as never);
          return row!.id;
        })) as Handler<AnyCall>),
    );
  if (a.edit)
    routes.push(
      route(a.edit, (async (c) =>
        db.transaction(async (tx) => {
          const b = c.body as Body;
          const before = await lockedRow(tx, a.table, b.Id!);
          owner.reach(c.auth, before);
          const values = await write(tx, b, before);
          await tx.update(a.table).set(values).where(eq(a.table.id, b.Id!));
          await a.children?.(tx, b.Id!, b as never);
          return true;
        })) as Handler<AnyCall>),
    );
  if (a.remove)
    routes.push(
      route(a.remove, (async (c) =>
        db.transaction(async (tx) => {
          const id = (c.body as Body).Id!;
          if (a.owner) owner.reach(c.auth, await lockedRow(tx, a.table, id));
          const row = await lockedRow(tx, a.table, id);
          const key = a.keep?.(row);
          if (key) throw refused(key);
          await refuseInUse(tx, id, a.usedBy ?? [], {
            name: nameOf(row, c.lang),
            lang: c.lang,
            // A record that can be deactivated is offered that instead.
            deactivate: !!a.table.isDeactivate,
          });
          await tx.delete(a.table).where(eq(a.table.id, id));
          return true;
        })) as Handler<AnyCall>),
    );
  if (a.deactivate)
    routes.push(
      route(a.deactivate, (async (c) => {
        const { Ids, IsDeactivate } = c.body as { Ids: number[]; IsDeactivate: boolean };
        await db
          .update(a.table)
          .set({ isDeactivate: IsDeactivate } as never)
          .where(and(inArray(a.table.id, Ids), owner.many(c.auth)));
        return true;
      }) as Handler<AnyCall>),
    );
  return routes;
}
