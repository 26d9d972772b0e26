import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/server.js';
import { customerCallable, type RouteInfo } from '../reliability/isolation.js';
import { report } from '../reliability/report.js';
import { bareStaffToken, isolationServer } from './setup.js';

/**
 * Who may call a route is enforced, on every route the server declares: no token, a customer on a
 * staff route, staff on a customer route, a staff user without the permission code. The refusals
 * come before any handler runs, so no customer data is seeded here.
 */
let s: TestServer;
let routes: RouteInfo[];
let customer: string;
let bareStaff: string;
let accessCases = 0;

beforeAll(async () => {
  ({ s, routes } = await isolationServer());
  customer = (await s.signIn('customer2')).AccessToken;
  bareStaff = await bareStaffToken(s);
}, 120_000);
afterAll(async () => {
  if (!s) return;
  const closed = routes.filter((r) => r.def.access !== 'open').length;
  console.log(`isolation: ${accessCases} access refusals over ${closed} closed routes`);
  report('isolation: access', { routes: closed, cases: accessCases });
  await s.close();
});

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
      const res = await s.call(r.path, {}, { token: customer });
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
