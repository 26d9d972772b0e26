import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.js';
import { type MatrixResult, ownerRowCounts, ownerSees, type RouteInfo, runMatrix } from '../reliability/isolation.js';
import { full, report } from '../reliability/report.js';
import { type Customers, isolationServer, seedCustomers } from './setup.js';

/**
 * customer2 calls every route a customer may call with customer1's record ids and keys, and sees
 * nothing of customer1's and changes none of customer1's rows; customer1 does see its own data
 * through the same calls, so the matrix can see a leak. Owned tables come from the database
 * catalogue, so a table added later is covered (and must be seeded) without editing this file.
 * Both halves share one seeded server: seeding is most of this file's time.
 */
/** The inbound controllers customers call (documents, parcels, claims of unknown items). */
const INBOUND_CUSTOMER_CONTROLLERS = ['UserWarehouseDocument', 'UserPackage', 'UserUnknownItem'];

let s: TestServer;
let routes: RouteInfo[];
let data: Customers;
let matrix: MatrixResult;

beforeAll(async () => {
  ({ s, routes } = await isolationServer());
  data = await seedCustomers(s);
}, 120_000);
afterAll(() => s.close());

describe("customer2 against customer1's data", () => {
  it('has a seeded row of customer1 in every table with an owner column', async () => {
    const { tables, c1 } = data;
    const counts = await ownerRowCounts(s, tables, c1.userId);
    const empty = tables.filter((t) => t.direct && !counts[t.table]).map((t) => t.table);
    // A new owned table needs a record in seedOwner, or the matrix cannot try its ids.
    expect(empty, 'owned tables with no customer1 row: seed them in reliability/isolation.ts').toEqual([]);
    expect(Object.keys(c1.ids).length).toBeGreaterThan(2);
  });

  it('sees nothing of customer1 and changes none of its rows, on every route a customer may call', async () => {
    const started = Date.now();
    matrix = await runMatrix(s, {
      all: routes,
      victim: data.c1,
      caller: data.c2,
      tables: data.tables,
      hints: data.platform.hints,
      full,
      signIn: async () => (await s.signIn('customer2')).AccessToken,
    });
    console.log(
      `isolation: ${matrix.routes.length} customer routes tried ${matrix.cases} times ` +
        `(${matrix.probes} with customer1's ids or keys; ${matrix.deep} with customer2's own answered Code 0); ` +
        `${matrix.leaks.length} leaks, ${matrix.serverErrors.length} server errors, ` +
        `${Date.now() - started} ms` +
        (matrix.shallow.length ? `; minimal body still refused on ${matrix.shallow.join(', ')}` : ''),
    );
    report('isolation: customer data', {
      routes: matrix.routes.length,
      cases: matrix.cases,
      leaks: matrix.leaks.length,
      serverErrors: matrix.serverErrors.length,
      extra: { 'own-id probes answered': matrix.deep, 'routes refusing a minimal body': matrix.shallow.length },
    });
    expect(matrix.routes.length).toBeGreaterThan(20);
    // The customer side of inbound (documents, parcels, claims) is among them.
    for (const controller of INBOUND_CUSTOMER_CONTROLLERS)
      expect(
        matrix.routes.filter((r) => r.startsWith(`${controller}/`)),
        `${controller} routes tried`,
      ).not.toEqual([]);
    expect(matrix.leaks).toEqual([]);
    expect(matrix.serverErrors).toEqual([]);
  }, 300_000);

  it('shows customer1 its own data through the same calls (so a leak would be seen)', async () => {
    const seen = await ownerSees(s, { all: routes, owner: data.c1, hints: data.platform.hints });
    for (const label of [
      'profile',
      'commodity',
      'message',
      'quick navigation',
      'configuration',
      'upload',
      'customer code',
      'recipient',
      'declarant',
      'warehouse document',
      'package',
      'goods',
      'package photo',
      'inspection',
      'claim',
      'claimed item',
    ])
      expect([...seen.labels], `customer1 never saw its ${label}`).toContain(label);
    // Each inbound customer controller showed customer1 its own records through some read.
    for (const controller of INBOUND_CUSTOMER_CONTROLLERS)
      expect(
        seen.routes.filter((r) => r.startsWith(`${controller}/`)),
        `no ${controller} read showed customer1 its data`,
      ).not.toEqual([]);
    // An unknown item shows nothing of itself (number, photos, weight) before a claim of it is
    // approved: not to customer2 (the matrix), nor to customer1, who claimed it.
    expect([...seen.labels], 'customer1 saw an unknown item its claim of is not approved').not.toContain(
      'unapproved item',
    );
    // The file answers (PDF, workbook) are read back too.
    expect(seen.inFiles.size, 'no file answer showed customer1 its data').toBeGreaterThan(0);
  }, 120_000);
});
