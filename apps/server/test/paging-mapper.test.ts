import * as drizzleOrm from 'drizzle-orm';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { cargoTypes, commodities, currencies, users } from '../src/db/schema/index.js';
import { rowMapper } from '../src/platform/paging.js';

/**
 * The lists' own row mapping (platform/paging.ts, `rowMapper`) must build every row exactly as
 * drizzle's `mapResultRow` does: nested objects, decoded values (timestamps, numerics, json),
 * and left-joined objects that come back as null when their columns do.
 */
/** drizzle's own row mapping: exported at run time, not in its types (the mapper copies it). */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joins: Record<string, boolean>) => unknown;
};

describe('rowMapper', () => {
  // A pool that is never connected: preparing a statement only builds it.
  const db = drizzle(new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }));
  const query = db
    .select({
      c: getTableColumns(commodities),
      userName: users.userName,
      cargoTypeName: cargoTypes.name,
      currency: { code: currencies.code, decimals: currencies.decimals },
      stock: { total: sql<string>`total`.mapWith(Number) },
      // Columns of two joined tables in one object: drizzle never makes it null.
      mixed: { cargo: cargoTypes.name, currency: currencies.code },
      flag: sql<boolean>`true`,
    })
    .from(commodities)
    .innerJoin(users, eq(users.id, commodities.ownerId))
    .leftJoin(cargoTypes, eq(cargoTypes.id, commodities.cargoTypeId))
    .leftJoin(currencies, eq(currencies.id, commodities.currencyId));
  const prepared = query.prepare('mapper_test') as unknown as {
    fields: { path: string[]; field: unknown }[];
    joinsNotNullableMap: Record<string, boolean>;
  };

  it('answers what drizzle answers for rows with and without the joined rows', () => {
    const { fields, joinsNotNullableMap } = prepared;
    expect(fields.length).toBeGreaterThan(20);
    const map = rowMapper(fields, joinsNotNullableMap);
    // Driver values as node-postgres hands them over in array mode (timestamps as text).
    const value = fc.oneof(
      fc.constant(null),
      fc.constant('2026-11-25 10:00:00.123+00'),
      fc.integer().map(String),
      fc.integer(),
      fc.string({ maxLength: 8 }),
      fc.constant(['/uploads/a.png']),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: fields.length, maxLength: fields.length }), (row) => {
        // Columns decode by their type; a value of the wrong type makes both throw or both pass.
        let expected: unknown;
        let failed = false;
        try {
          expected = mapResultRow(fields, row, joinsNotNullableMap);
        } catch {
          failed = true;
        }
        if (failed) expect(() => map(row)).toThrow();
        else expect(map(row)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('makes a left-joined object null when its first column is null, as drizzle does', () => {
    const { fields, joinsNotNullableMap } = prepared;
    const map = rowMapper(fields, joinsNotNullableMap);
    const row = fields.map(({ path }) =>
      path[0] === 'currency' ? null : path[1] === 'creationTime' ? '2026-11-25 10:00:00+00' : '1',
    );
    const out = map(row) as { currency: unknown; c: { creationTime: Date } };
    expect(out.currency).toBeNull();
    expect(out.c.creationTime).toBeInstanceOf(Date);
    expect(out).toEqual(mapResultRow(fields, row, joinsNotNullableMap));
  });
});
