import type { QueryClient } from '@tanstack/react-query';

/** Query hash -> the paths (lowercase) of the screens that have used it. */
const usedOn = new Map<string, Set<string>>();

/**
 * Remembers which screen uses which queries: a query gains an observer while a screen is drawn
 * at the current path. The tags view's Refresh then knows what "the data of this screen" is,
 * whether the screen is open or only a tag.
 */
export function trackScreenQueries(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((e) => {
    if (e.type === 'observerAdded') {
      const path = globalThis.location?.pathname.toLowerCase() ?? '';
      const paths = usedOn.get(e.query.queryHash) ?? new Set<string>();
      paths.add(path);
      usedOn.set(e.query.queryHash, paths);
    } else if (e.type === 'removed') {
      usedOn.delete(e.query.queryHash);
    }
  });
}

/**
 * Marks every query the screen at `path` has used as stale, without fetching now: the screen,
 * mounted afresh by the Refresh, then fetches them all again instead of drawing what is cached
 * (a shelf created elsewhere appears).
 */
export function invalidateScreen(client: QueryClient, path: string): Promise<void> {
  const p = path.toLowerCase();
  return client.invalidateQueries({ predicate: (q) => usedOn.get(q.queryHash)?.has(p) ?? false, refetchType: 'none' });
}
