import { type AnyCall, type Lang, normaliseDecimal, type SortOf } from '@wms/contract';
import type { Column } from 'drizzle-orm';
import { and, count, eq, getTableColumns, ilike, inArray, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Queryable } from '../db/client.js';
import type { Auth } from './auth.js';
import type { Deps } from './deps.js';
import { notFound, refused } from './errors.js';
import { nameIn } from './local-name.js';
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

export interface SetupArea<T extends Table, L extends ListCall> {
  table: T;
  list: L;
  /** Further paged lists of the same rows (a picker's table), answered like `list`. */
  lists?: ListCall[];
  /** One row by `Id` (the edit dialog's load), as the list answers it. */
  detail?: AnyCall;
  establish?: AnyCall;
  edit?: AnyCall;
  remove?: AnyCall;
  /** `{ Ids, IsDeactivate }` for the selected rows. */
  deactivate?: AnyCall;
  /** Columns the list's `Content` is looked for in (any case, any part). */
  search?: Column[];
  /** Filters of the list body by field: text is looked for in the column or expression (any
   * case, any part), any other value must equal it. A function gets the caller's language. */
  filters?: Record<string, SQLWrapper | ((lang: Lang) => SQLWrapper)>;
  /** What a sort field sorts by where it is not the column of the same name. */
  order?: Partial<Record<SortOf<L>, SQLWrapper>>;
  /** Body fields no two records may share (the form's user fixes them: Code 2). */
  unique?: string[];
  /** The owner column of a customer-owned table (`setupOwner`): a customer reaches only their
   * own rows and owns what they add; staff reach all, filter by `UserId`, name `OwnerId`. */
  owner?: PgColumn;
  /** Row fields read for a whole page at once (the owner's name, a region's path): one query per
   * page, never one per row. Answers one object per row, in order. */
  more?: (rows: Record<string, unknown>[], lang: Lang) => Promise<Record<string, unknown>[]>;
  /** Row fields computed from the stored row (a name in the caller's language ...). */
  row?: (r: T['$inferSelect'], lang: Lang) => Record<string, unknown>;
  /** The area's rules on a write, in its transaction: `before` is the locked row when editing. */
  check?: (b: Body, before: T['$inferSelect'] | undefined, tx: Queryable) => void | Promise<void>;
  /** Columns a write sets beyond the body's own (a translation dropped when a name changes ...). */
  write?: (b: Body, before: T['$inferSelect'] | undefined) => Partial<T['$inferInsert']>;
  /** Columns of other tables that point at a record: while one does, it cannot be deleted. */
  usedBy?: PgColumn[];
  /** A message key when this record may never be deleted (the base currency ...). */
  keep?: (r: T['$inferSelect']) => string | undefined;
  /** Child rows written with the record in its transaction, once the row is written (a new
   * record's id is known then): lines of an ordered table, the entries of a multi-select. An edit
   * replaces them; a refused write leaves the old ones. */
  children?: (tx: Queryable, id: number, b: Body) => Promise<void>;
  /** Fields the detail answers beyond the row (its child rows), read by the record's id. */
  detailOf?: (db: Queryable, id: number) => Promise<Record<string, unknown>>;
}

const camel = (field: string) => field[0]!.toLowerCase() + field.slice(1);

/** The routes of the area, for `moduleOf(table, [...setupRoutes(deps, area), ...])`. */
export function setupRoutes<T extends Table, L extends ListCall>({ db }: Deps, a: SetupArea<T, L>): RouteDef[] {
  const columns = getTableColumns(a.table) as Record<string, PgColumn>;
  // numeric comes back padded to its scale ("7.100000"); the wire carries it canonical ("7.1").
  const decimals = Object.keys(columns).filter((k) => columns[k]!.columnType === 'PgNumeric');
  const localNames = ['nameZhCn', 'nameZhTw', 'nameEn'].every((k) => k in columns);
  const owner = setupOwner(a.table, a.owner);
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
    return { ...out, ...a.row?.(r, lang) };
  };
  const orderOf = (sorts: readonly string[]) =>
    Object.fromEntries(
      sorts.map((s) => [s, (a.order as Record<string, SQLWrapper> | undefined)?.[s] ?? columns[camel(s)]!]),
    );

  /** The columns a body writes. A field left out of an edit clears its column (clients drop empty
   * text), except the deactivated switch, which keeps its value. */
  const valuesOf = (b: Body, editing: boolean) => {
    const v: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(b))
      if (field !== 'Id' && camel(field) in columns) v[camel(field)] = value;
    if (editing)
      for (const [k, col] of Object.entries(columns))
        if (v[k] === undefined && col.name !== 'id' && k !== 'isDeactivate' && fieldIn(a.edit!, k))
          v[k] = col.hasDefault && col.default !== undefined ? col.default : col.notNull ? undefined : null;
    return v;
  };
  const write = async (tx: Queryable, b: Body, before?: T['$inferSelect']) => {
    for (const f of a.unique ?? []) await refuseTaken(tx, a.table, columns[camel(f)]!, b[f], f, before && b.Id);
    await a.check?.(b, before, tx);
    return { ...valuesOf(b, before !== undefined), ...a.write?.(b, before) };
  };

  const listRoute = (call: ListCall) =>
    route(call, (async (c) => {
      const q = c.body as Body;
      const where = Object.entries(a.filters ?? {}).map(([f, by]) => {
        const col = (typeof by === 'function' ? by(c.lang) : by) as Column;
        return q[f] === undefined ? undefined : typeof q[f] === 'string' ? ilike(col, contains(q[f])) : eq(col, q[f]);
      });
      const page = await setupList(db, a.table, q as never, {
        search: a.search ?? [],
        sorts: call.sorts,
        order: orderOf(call.sorts),
        // A list of owned rows is a signed-in call: `auth` is there.
        where: and(...where, owner.list((c as { auth: Auth }).auth, q.UserId)),
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
        return { ...rowOf(row as T['$inferSelect'], c.lang), ...(await a.detailOf?.(db, row.id as number)) };
      }) as Handler<AnyCall>),
    );
  if (a.establish)
    routes.push(
      route(a.establish, (async (c) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(a.table)
            .values({
              ...(await write(tx, c.body as Body)),
              ...(await owner.of(tx, c.auth, (c.body as Body).OwnerId)),
            } as never)
            .returning({ id: a.table.id });
          await a.children?.(tx, row!.id as number, c.body as Body);
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
          await a.children?.(tx, b.Id!, b);
          return true;
        })) as Handler<AnyCall>),
    );
  if (a.remove)
    routes.push(
      route(a.remove, (async (c) =>
        db.transaction(async (tx) => {
          const id = (c.body as Body).Id!;
          if (a.owner) owner.reach(c.auth, await lockedRow(tx, a.table, id));
          const key = a.keep?.(await lockedRow(tx, a.table, id));
          if (key) throw refused(key);
          for (const col of a.usedBy ?? []) {
            const [used] = await tx.select({ n: count() }).from(col.table).where(eq(col, id));
            if (used!.n > 0) throw refused('error.inUse');
          }
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

const camelUp = (k: string) => k[0]!.toUpperCase() + k.slice(1);
/** Whether the edit call's body has the field of column `k` (a column no form field writes, such
 * as a flag the area sets itself, is not cleared). */
const fieldIn = (call: AnyCall, k: string) => camelUp(k) in ((call.body as z.ZodObject).shape ?? {});
