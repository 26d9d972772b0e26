import type { Texts } from '@wms/contract';
import { sql } from 'drizzle-orm';
import { jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Times are stored as timestamptz and sent as ISO 8601 UTC strings. */
export const createdAt = () => timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A reference row's name in each language (`{ 'zh-cn', 'zh-tw', 'en-us' }`), beside its plain
 * `name`. Seeded rows (cargo types, categories) are shared by users of every language, so they
 * carry all three and each user reads the one in their language; a row a user creates has only
 * the name they typed (null here) and reads the same in every language. A nullable column next to
 * `name` rather than a names table or `name` itself turned into JSON: user-created rows stay one
 * plain, editable text (with its unique index and search), and only seeded rows pay for
 * translations. `platform/local-name.ts` picks the name to show and the names an import matches.
 */
export const nameI18n = () => jsonb('name_i18n').$type<Texts>();

/**
 * Money, in every table the same (docs/domain.md, "Money"): numeric(20, 4), room for sixteen
 * whole digits and the most places any currency keeps; never a float. The amount's currency is a
 * column beside it (or fixed by the row's kind). Changing it means a migration of every money
 * column: keep them one type.
 */
export const money = (name: string) => numeric(name, { precision: 20, scale: 4 });

/**
 * A weight in kilograms, in every table the same (docs/domain.md, "Field formats"): numeric(12, 3),
 * to the gram, room for nine whole digits; typed through the contract's `zWeight`.
 */
export const weight = (name: string) => numeric(name, { precision: 12, scale: 3 });

/**
 * A length in centimetres, in every table the same (docs/domain.md, "Field formats"):
 * numeric(12, 3). Typed to the millimetre (`zLength`, 1 place); the column keeps 3 because
 * catalogue and shelf sizes were once typed so, and a column is widened, never narrowed, over
 * rows that may hold such digits.
 */
export const length = (name: string) => numeric(name, { precision: 12, scale: 3 });

/** Our number of a record, made by the database from its id in the same insert: its letters and
 * 8 digits (PK00000042), so a batch insert numbers every row and no number is ever blank. */
export const numbered = (prefix: string) =>
  text('number')
    .notNull()
    .generatedAlwaysAs(sql.raw(`'${prefix}' || lpad(id::text, 8, '0')`));
