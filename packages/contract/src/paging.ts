import { z } from 'zod';

export const MAX_PAGE_ROWS = 100;

/** The common paging body. Optional date range filters CreationTime. What each `sortType` means
 * is declared with the call (`sorts` in the call table). */
export const PageQuery = z.object({
  index: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(MAX_PAGE_ROWS).default(20),
  sortType: z.coerce.number().int().min(0).default(0),
  descendingOrder: z.boolean().default(true),
  StartDate: z.iso.datetime({ offset: true, local: true }).optional(),
  EndDate: z.iso.datetime({ offset: true, local: true }).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A paged list request: paging keys plus the list's own filters. The answer is a `Page` of rows
 * (see calls/define.ts). */
export function pageOf<T extends z.ZodRawShape>(filters: T) {
  return PageQuery.extend(filters);
}

/** Option lists answer `[{Value, Name}]`, Name localised. */
export const SelectOption = z.object({ Value: z.union([z.number(), z.string()]), Name: z.string() });
export type SelectOption = z.infer<typeof SelectOption>;

/** Ids are PostgreSQL `integer`s: anything past 2^31-1 is refused as input, not as a 500. */
export const MAX_ID = 2_147_483_647;
export const zId = z.coerce.number().int().positive().max(MAX_ID);
export const IdBody = z.object({ Id: zId });
export const IdsBody = z.object({ Ids: z.array(zId).min(1).max(500) });
export const Empty = z.looseObject({});
