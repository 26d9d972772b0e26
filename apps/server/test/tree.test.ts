import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/client.js';
import * as schema from '../src/db/schema/index.js';
import { commodityCategories, menus, organizes } from '../src/db/schema/index.js';
import { type TreeTable, wouldCycle } from '../src/platform/tree.js';
import { startTestServer, type TestServer } from './helpers/server.js';

/**
 * "A node cannot move under itself": one check for every tree (platform/tree.ts), on each tree
 * table of the schema. A new tree table fails here until it is listed with a row to make.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A node of each tree, with what its table needs besides its name and parent. */
const trees = new Map<TreeTable, Record<string, unknown>>([
  [commodityCategories, {}],
  [organizes, { classification: 1 }],
  [menus, { classification: 1, type: 1 }],
]);

const add = async (db: Queryable, table: TreeTable, name: string, parentId: number | null) => {
  const [row] = await db
    .insert(table)
    .values({ ...trees.get(table), name, parentId } as never)
    .returning({ id: table.id });
  return row!.id as number;
};

describe('wouldCycle', () => {
  it('knows every tree table of the schema', () => {
    const withParent = (Object.values(schema) as unknown[]).filter((t) => is(t, PgTable) && 'parentId' in t);
    expect(new Set(withParent)).toEqual(new Set(trees.keys()));
  });

  for (const table of trees.keys()) {
    it(`refuses a node under itself or its branch, and nothing else (${getTableConfig(table).name})`, async () => {
      const db = s.deps.db;
      // root > child > grandchild, and another root beside them.
      const root = await add(db, table, 'Cycle root', null);
      const child = await add(db, table, 'Cycle child', root);
      const grandchild = await add(db, table, 'Cycle grandchild', child);
      const other = await add(db, table, 'Cycle other', null);

      expect(await wouldCycle(db, table, root, root)).toBe(true);
      expect(await wouldCycle(db, table, root, child)).toBe(true);
      expect(await wouldCycle(db, table, root, grandchild)).toBe(true);
      expect(await wouldCycle(db, table, child, grandchild)).toBe(true);

      expect(await wouldCycle(db, table, grandchild, root)).toBe(false);
      expect(await wouldCycle(db, table, child, other)).toBe(false);
      expect(await wouldCycle(db, table, other, grandchild)).toBe(false);
      // A parent that does not exist is no loop (the caller refuses it as unknown).
      expect(await wouldCycle(db, table, root, 999_999)).toBe(false);
    });
  }
});
