import type { Lang, Texts } from '@wms/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

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

/** A record kept with one name column per language (`nameZhCn`, `nameZhTw`, `nameEn`: currencies,
 * countries): the name in `lang`. */
export const nameIn = (r: { nameZhCn: string; nameZhTw: string; nameEn: string }, lang: Lang): string =>
  lang === 'zh-cn' ? r.nameZhCn : lang === 'zh-tw' ? r.nameZhTw : r.nameEn;
