import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { shelfFigures } from '../src/modules/warehouse/shelves/repository.js';

/** The figures in BigInt thousandths, as the shelves' figures were first written on the server. */
const milli = (d: string) => {
  const [i = '0', f = ''] = d.split('.');
  return BigInt(i) * 1000n + BigInt(f.padEnd(3, '0').slice(0, 3));
};
const text = (m: bigint) => {
  const frac = (m % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return frac ? `${m / 1000n}.${frac}` : `${m / 1000n}`;
};
const expected = (size: string, used: string) => {
  const over = milli(size) > 0n && milli(used) > milli(size);
  const left = milli(size) - milli(used);
  return {
    size: text(milli(size)),
    used: text(over ? milli(size) : milli(used)),
    over,
    remaining: left > 0n ? text(left) : '0',
  };
};

/** The database of this run's driver: PGlite, or the TEST_DATABASE_URL server. */
function database() {
  if (process.env.TEST_DRIVER === 'postgres') {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    return { db: drizzlePg(pool), close: () => pool.end() };
  }
  const lite = new PGlite();
  return { db: drizzleLite(lite), close: () => lite.close() };
}

describe("a shelf's figures (shelves/repository.ts, `shelfFigures`)", () => {
  const { db, close } = database();
  afterAll(close);

  /** The figures PostgreSQL works out for each pair, in one statement. */
  async function figures(pairs: [string, string][]) {
    const f = shelfFigures(sql`v.size`, sql`v.used`);
    const sizes = pairs.map((p) => p[0]).join(',');
    const used = pairs.map((p) => p[1]).join(',');
    const res = await db.execute(sql`
      select ${f.size} as size, ${f.used} as used, ${f.over} as over, ${f.remaining} as remaining
      from unnest(string_to_array(${sizes}, ',')::numeric(12, 3)[], string_to_array(${used}, ',')::numeric(12, 3)[])
        with ordinality as v(size, used, i)
      order by v.i`);
    return res.rows as { size: string; used: string; over: boolean; remaining: string }[];
  }

  it('are exact for every numeric(12, 3) figure, as the BigInt reference works them out', async () => {
    const measure = fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 999 }))
        .map(([whole, thousandths]) => `${whole}.${String(thousandths).padStart(3, '0')}`),
      fc.constantFrom('0', '0.000', '100', '12.5', '999999999.999'),
    );
    const pairs = fc.sample(fc.tuple(measure, measure), { numRuns: 2000, seed: 42 });
    pairs.push(['120.000', '20.500'], ['1', '1.000'], ['0', '5'], ['100', '0'], ['999999999.999', '0.001']);
    const got = await figures(pairs);
    expect(got).toEqual(pairs.map(([size, used]) => expected(size, used)));
  });
});
