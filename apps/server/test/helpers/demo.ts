import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TestServer } from './server.js';

/**
 * A fresh database holds the demo seed (warehouses, shelves, commodities and stock of the demo
 * customers: src/seed/warehouses.ts; their documents, parcels, unknown items, claims and bins:
 * src/seed/inbound.ts). A test that checks a list as a whole, its total or its order, reads
 * the ids the seed put in the list's table before it adds its own records, and checks the list
 * without them: what it asserts of its own records stays exact.
 */
export async function seededIds(s: TestServer, table: PgTable & { id: AnyPgColumn }): Promise<Set<number>> {
  const rows = await s.deps.db.select({ id: table.id }).from(table);
  return new Set(rows.map((r) => Number(r.id)));
}

/** The rows of a list that the test made (not the seed's), in the list's order. */
export const withoutSeeded = <T extends { Id: number }>(rows: T[], seeded: Set<number>): T[] =>
  rows.filter((r) => !seeded.has(r.Id));
