/** Columns of the search grid: 4 on wide screens, 3 between 768 and 1600 px, 2 at 768 or less
 *. */
export function searchColumns(width: number): 2 | 3 | 4 {
  if (width <= 768) return 2;
  if (width <= 1600) return 3;
  return 4;
}

export const SEARCH_DEBOUNCE_MS = 200;

/** The body a search sends: empty values dropped, a date range split into its two fields as ISO
 * times. */
export function searchBody(
  values: Record<string, unknown>,
  ranges: Record<string, [string, string]>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length)) continue;
    const names = ranges[k];
    if (names && Array.isArray(v) && v.length === 2) {
      const [from, to] = v as { toISOString(): string }[];
      out[names[0]] = from!.toISOString();
      out[names[1]] = to!.toISOString();
    } else out[k] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

/** The form values of a search body (the reverse of `searchBody`): a list reopened from a link
 * shows the filters it is filtered by. A date range comes back as its two ends. */
export function searchValues<D>(
  body: Record<string, unknown>,
  ranges: Record<string, [string, string]>,
  toDate: (iso: string) => D,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const [field, [from, to]] of Object.entries(ranges)) {
    const a = body[from];
    const b = body[to];
    delete out[from];
    delete out[to];
    if (typeof a === 'string' && typeof b === 'string') out[field] = [toDate(a), toDate(b)];
  }
  return out;
}
