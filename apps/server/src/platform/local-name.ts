import type { Lang, Texts } from '@wms/contract';
import { type AnyColumn, and, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';

/** A reference row's plain name and, for seeded rows, its name in each language (see
 * `nameI18n` in db/schema/_columns.ts). */
export interface Named {
  name: string;
  nameI18n?: Texts | null;
}

/** The name a user of `lang` reads: the row's name in that language when it has one, else the
 * name as it was typed. */
export const localName = (row: Named, lang: Lang): string => row.nameI18n?.[lang] || row.name;

/** Every name the row goes by, in any language: what an import or a duplicate check matches. */
export const allNames = (row: Named): string[] => [
  ...new Set([row.name, ...Object.values(row.nameI18n ?? {})].filter((n): n is string => !!n)),
];

/** Names compare as people type them: trimmed, whatever the case. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

/** `localName` in SQL, for ordering and searching by the name the user reads. */
export const localNameSql = (name: AnyColumn, names: AnyColumn, lang: Lang): SQL<string> =>
  sql<string>`coalesce(${names}->>${lang}::text, ${name})`;

/** Whether any of the row's names equals `name` (trimmed, whatever the case), in SQL. */
export const anyNameIs = (name: AnyColumn, names: AnyColumn, wanted: string): SQL =>
  sql`(lower(${name}) = lower(${wanted.trim()}) or exists (select 1 from jsonb_each_text(coalesce(${names}, '{}'::jsonb)) n where lower(n.value) = lower(${wanted.trim()})))`;

/** A table of records named in several languages (`name`, `nameI18n`). */
type NamedTable = PgTable & { id: PgColumn; name: PgColumn; nameI18n: PgColumn };

/** Whether another record (not `exceptId`; among those `where` keeps) goes by `name` in any
 * language: "General" and "普货" are one cargo type, so neither may be a second one's name. */
export async function nameTaken(
  db: Queryable,
  table: NamedTable,
  name: string,
  exceptId?: number,
  where?: SQL,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(anyNameIs(table.name, table.nameI18n, name), exceptId ? ne(table.id, exceptId) : undefined, where))
    .limit(1);
  return row !== undefined;
}

/** A record kept with one name column per language (`nameZhCn`, `nameZhTw`, `nameEn`: currencies,
 * countries): the name in `lang`. */
export const nameIn = (r: { nameZhCn: string; nameZhTw: string; nameEn: string }, lang: Lang): string =>
  lang === 'zh-cn' ? r.nameZhCn : lang === 'zh-tw' ? r.nameZhTw : r.nameEn;
