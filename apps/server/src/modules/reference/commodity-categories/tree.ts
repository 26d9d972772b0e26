/** Builds a forest from rows that name their parent; rows keep the order they came in. A row
 * whose parent is not among the rows becomes a root. */
export function forest<R extends { id: number; parentId: number | null }, N extends { Children: N[] }>(
  rows: readonly R[],
  node: (row: R) => N,
): N[] {
  const nodes = new Map(rows.map((r) => [r.id, node(r)]));
  const roots: N[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.Children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

/** The ids to keep when filtering a tree: the matching rows and every ancestor of one. */
export function withAncestors<R extends { id: number; parentId: number | null }>(
  rows: readonly R[],
  matches: (row: R) => boolean,
): Set<number> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const r of rows) {
    if (!matches(r)) continue;
    for (
      let at: R | undefined = r;
      at && !keep.has(at.id);
      at = at.parentId === null ? undefined : byId.get(at.parentId)
    )
      keep.add(at.id);
  }
  return keep;
}

/** Rows under active ancestors only: a deactivated category hides its whole branch. */
export function activeBranches<R extends { id: number; parentId: number | null; isDeactivate: boolean }>(
  rows: readonly R[],
): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const live = (r: R, depth = 0): boolean =>
    !r.isDeactivate &&
    (r.parentId === null || depth > 64 || (byId.has(r.parentId) && live(byId.get(r.parentId)!, depth + 1)));
  return rows.filter((r) => live(r));
}

/** "Parent / Child" paths of every row by id (the template's category sheet). */
export function paths<R extends { id: number; parentId: number | null; name: string }>(rows: readonly R[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<number, string>();
  const pathOf = (r: R, depth = 0): string => {
    const known = out.get(r.id);
    if (known !== undefined) return known;
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    const p = parent && depth < 64 ? `${pathOf(parent, depth + 1)} / ${r.name}` : r.name;
    out.set(r.id, p);
    return p;
  };
  for (const r of rows) pathOf(r);
  return out;
}
