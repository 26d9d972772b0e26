import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/create.js';
import { startTestServer, type TestServer } from './helpers/server.js';
import {
  customerCallable,
  type MatrixResult,
  type OwnedTable,
  type Owner,
  ownedTables,
  ownerIds,
  ownerRowCounts,
  ownerSees,
  type Platform,
  type RouteInfo,
  routesOf,
  runMatrix,
  seedOwner,
  seedPlatform,
  separateIds,
} from './reliability/isolation.js';
import { full, report, sized } from './reliability/report.js';

/**
 * The isolation matrix. Everything is read from the server's own declarations (routes, access,
 * scope, permission codes, body schemas) and the database catalogue (which tables hold owned
 * rows), so routes and tables added later are covered without editing this file:
 * - who may call a route is enforced: no token, a customer on a staff route, staff on a
 *   customer route, a staff user without the permission code;
 * - customer2 calls every route a customer may call with customer1's record ids and keys, and
 *   sees nothing of customer1's and changes none of customer1's rows;
 * - customer1 does see its own data through the same calls, so the matrix can see a leak.
 */
let s: TestServer;
let routes: RouteInfo[];
let platform: Platform;
let c1: Owner;
let c2: Owner;
let tables: OwnedTable[];
let bareStaff: string;
let matrix: MatrixResult;
let accessCases = 0;

beforeAll(async () => {
  s = await startTestServer();
  routes = routesOf(s.modules);
  platform = await seedPlatform(s);
  // Records per owned entity: the full run tries every id of each.
  const records = sized(2, 6);
  tables = await ownedTables(s);
  c1 = await seedOwner(s, platform, 'customer1', 'C1SECRET', 'C1KEY', records);
  await separateIds(s, tables, 1000);
  c2 = await seedOwner(s, platform, 'customer2', 'C2OWN', 'C2KEY', records);
  c1.ids = await ownerIds(s, tables, c1.userId);
  c2.ids = await ownerIds(s, tables, c2.userId);
  // A staff user with no role at all: holds no permission code.
  await s.deps.db.transaction((tx) =>
    createUser(tx, { accountType: 1, userName: 'norole', password: 'NoRole@123', siteId: 1 }),
  );
  bareStaff = (await s.signIn('norole', 'NoRole@123')).AccessToken;
}, 120_000);
afterAll(() => s.close());

describe('declared access is enforced on every route', () => {
  it('declares access and scope on every route', () => {
    for (const r of routes) {
      expect(['open', 'signedIn', 'staff', 'customer'], `${r.path} access`).toContain(r.def.access);
      expect(['public', 'self', 'owner', 'platform'], `${r.path} scope`).toContain(r.def.scope);
    }
  });

  it('lets customers call no route that manages platform data', () => {
    // `platform` is by definition data only staff manage: a customer route declaring it is a
    // route whose scope (or access) is wrong.
    const wrong = routes.filter((r) => customerCallable(r) && r.def.scope === 'platform').map((r) => r.path);
    expect(wrong).toEqual([]);
  });

  it('refuses every non-open route without a token (401 Code 1)', async () => {
    const closed = routes.filter((x) => x.def.access !== 'open');
    expect(closed.length).toBeGreaterThan(50);
    for (const r of closed) {
      const res = await s.call(r.path, {});
      expect([res.status, res.Code], r.path).toEqual([401, 1]);
      accessCases++;
    }
  });

  it('refuses a customer on every staff route (403 Code 1)', async () => {
    for (const r of routes.filter((x) => x.def.access === 'staff')) {
      const res = await s.call(r.path, {}, { token: c2.token });
      expect([res.status, res.Code], r.path).toEqual([403, 1]);
      accessCases++;
    }
  });

  it('refuses staff on every customer-only route (403 Code 1)', async () => {
    for (const r of routes.filter((x) => x.def.access === 'customer')) {
      const res = await s.call(r.path, {}, { token: bareStaff });
      expect([res.status, res.Code], r.path).toEqual([403, 1]);
      accessCases++;
    }
  });

  it('refuses a staff user without the code on every permission-coded route (403 Code 1)', async () => {
    const coded = routes.filter((x) => x.code);
    expect(coded.length).toBeGreaterThan(40);
    for (const r of coded) {
      const res = await s.call(r.path, {}, { token: bareStaff });
      expect([res.status, res.Code], r.path).toEqual([403, 1]);
      accessCases++;
    }
  });
});

describe("customer2 against customer1's data", () => {
  it('has a seeded row of customer1 in every table with an owner column', async () => {
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
      victim: c1,
      caller: c2,
      tables,
      hints: platform.hints,
      full,
      signIn: async () => (await s.signIn('customer2')).AccessToken,
    });
    // Routes some check reached: every closed route (refused without a token, and by account type
    // or permission code) and every route the matrix tried.
    const covered = new Set([...routes.filter((r) => r.def.access !== 'open').map((r) => r.path), ...matrix.routes]);
    console.log(
      `isolation: ${covered.size} routes, ${matrix.cases + accessCases} cases: ` +
        `${matrix.routes.length} customer routes tried ${matrix.cases} times ` +
        `(${matrix.probes} with customer1's ids or keys; ${matrix.deep} with customer2's own answered Code 0), ` +
        `${accessCases} access refusals; ${matrix.leaks.length} leaks, ${matrix.serverErrors.length} server errors, ` +
        `${Date.now() - started} ms` +
        (matrix.shallow.length ? `; minimal body still refused on ${matrix.shallow.join(', ')}` : ''),
    );
    report('isolation', {
      routes: covered.size,
      cases: matrix.cases + accessCases,
      leaks: matrix.leaks.length,
      serverErrors: matrix.serverErrors.length,
      extra: { 'own-id probes answered': matrix.deep, 'routes refusing a minimal body': matrix.shallow.length },
    });
    expect(matrix.routes.length).toBeGreaterThan(20);
    expect(matrix.leaks).toEqual([]);
    expect(matrix.serverErrors).toEqual([]);
  }, 300_000);

  it('shows customer1 its own data through the same calls (so a leak would be seen)', async () => {
    const seen = await ownerSees(s, { all: routes, owner: c1, hints: platform.hints });
    for (const label of [
      'profile',
      'commodity',
      'message',
      'quick navigation',
      'configuration',
      'upload',
      'customer code',
    ])
      expect([...seen.labels], `customer1 never saw its ${label}`).toContain(label);
    // The file answers (PDF, workbook) are read back too.
    expect(seen.inFiles.size, 'no file answer showed customer1 its data').toBeGreaterThan(0);
  }, 120_000);
});
