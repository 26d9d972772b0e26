import { z } from 'zod';
import { MAX_ID } from './paging.js';
import { pastedCode } from './validators/paste.js';

// ---------------------------------------------------------------------------------------------
// The building blocks every area's calls are written with, declared once. Area files compose
// them; they do not declare their own copies.

/** A time stamp on the wire: ISO 8601 in UTC. */
export const zTime = z.string().describe('ISO 8601 UTC');

/** Rule key of a value that is absent or null (the product's "cannot be empty"). */
export const requiredRule = (i: { input?: unknown }) =>
  i.input === undefined || i.input === null ? 'validation.required' : undefined;

/** Text that may be absent; blank is the same as absent (clients drop empty strings). */
export const zText = (max: number) => z.string().trim().max(max);

/** Text that must be present and not blank. */
export const zRequiredText = (max: number) =>
  z.string({ error: requiredRule }).trim().min(1, { error: 'validation.required' }).max(max);

/** The name of a set-up record (a cargo type, a role, an organisation ...). */
export const zName = (max = 50) => zRequiredText(max);

/** A record's name in each interface language (a currency, a country ...): the fields of its
 * form, and of its row, whose `Name` is the one in the caller's language. */
export const zLocalNames = { NameZhCn: zName(), NameZhTw: zName(), NameEn: zName() };
export const LocalNamesRow = {
  Name: z.string().describe("in the caller's language"),
  NameZhCn: z.string(),
  NameZhTw: z.string(),
  NameEn: z.string(),
};

/** Free remarks on any record. */
export const zRemarks = zText(500);

/** The one search box of a list: part of a name or code, any case. */
export const zContent = zText(64);

/** A list's filter of a code field: part of the code only, read as a pasted code (`cn` finds CN). */
export const zCodeFilter = (max: number) => z.string().overwrite(pastedCode).max(max).optional();

/** What a list's search box looks in: the fields (wire names) whose text it matches. */
export const searchIn = z.registry<{ fields: readonly string[] }>();

/**
 * A list's search box (`Content`) over the fields it matches, any part, any case. The console
 * names the box by them ("Name or code"): a box titled after one column that also matched others
 * ("Code" finding names) made a filter say what it does not do. A field of its own
 * (`Code`, `Name`) filters that field only.
 */
export function zSearch(...fields: string[]) {
  const s = zContent.optional();
  searchIn.add(s, { fields });
  return s;
}

/** A required reference to another record: a missing or null value reads "cannot be empty",
 * any other value must be a valid id. */
export const zRequiredId = z
  .union([z.number(), z.string()], { error: requiredRule })
  .pipe(z.coerce.number<string | number>().int().positive().max(MAX_ID));

/** The deactivated switch of an edit: absent leaves it as it is. */
export const zDeactivate = z.boolean().optional().describe('absent = unchanged');
