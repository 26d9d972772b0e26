import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';

// ---------------------------------------------------------------------------------------------
// What every tree of the product (commodity categories, organisations, menus) checks the same
// way when a node gets a parent. The caller holds its tree's lock (`lockTx`): two moves checked at
// once could each pass and together make a loop.

/** A table whose rows form a tree through `parentId` (null for a root). */
export type TreeTable = PgTable & { id: PgColumn; parentId: PgColumn };

/** True when `nodeId` is `parentId` or one of its ancestors: the node would move under itself.
 * One statement that walks up from the new parent, however deep the tree. */
export async function wouldCycle(db: Queryable, table: TreeTable, nodeId: number, parentId: number): Promise<boolean> {
  const res = await db.execute<{ cycle: boolean }>(sql`
    with recursive up(id, parent_id) as (
      select ${table.id}, ${table.parentId} from ${table} where ${table.id} = ${parentId}
      union
      select ${table.id}, ${table.parentId} from ${table} join up on ${table.id} = up.parent_id
    )
    select exists (select 1 from up where id = ${nodeId}) as cycle`);
  return !!(res.rows[0] as { cycle: boolean }).cycle;
}
