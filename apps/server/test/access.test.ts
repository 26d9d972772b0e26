import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/create.js';
import { permissionCode } from '../src/platform/route.js';
import { startTestServer, type TestServer } from './helpers/server.js';

/**
 * Reads the server's own route declarations, so every route that exists (and every route later
 * issues add) is checked without editing this file: who may call it is enforced on the server.
 */
let s: TestServer;
let customer: string;
let bareStaff: string;

beforeAll(async () => {
  s = await startTestServer();
  customer = (await s.signIn('customer1')).AccessToken;
  // A staff user with no role at all: holds no permission code.
  await s.deps.db.transaction((tx) =>
    createUser(tx, { accountType: 1, userName: 'norole', password: 'NoRole@123', siteId: 1 }),
  );
  bareStaff = (await s.signIn('norole', 'NoRole@123')).AccessToken;
});
afterAll(() => s.close());

const routes = () =>
  s.modules.flatMap((m) =>
    m.routes.map((r) => ({ path: `${m.controller}/${r.action}`, def: r, code: permissionCode(m.controller, r) })),
  );

describe('access declared on every route is enforced', () => {
  it('declares access and scope on every route', () => {
    for (const r of routes()) {
      expect(['open', 'signedIn', 'staff', 'customer'], r.path).toContain(r.def.access);
      expect(['public', 'self', 'owner', 'platform'], r.path).toContain(r.def.scope);
    }
  });

  it('refuses every non-open route without a token (401 Code 1)', async () => {
    const checked = [];
    for (const r of routes().filter((x) => x.def.access !== 'open')) {
      const res = await s.call(r.path, {});
      expect([res.status, res.Code], r.path).toEqual([401, 1]);
      checked.push(r.path);
    }
    expect(checked.length).toBeGreaterThan(50);
  });

  it('refuses a customer on every staff route (403 Code 1)', async () => {
    for (const r of routes().filter((x) => x.def.access === 'staff')) {
      const res = await s.call(r.path, {}, { token: customer });
      expect([res.status, res.Code], r.path).toEqual([403, 1]);
    }
  });

  it('refuses staff on every customer-only route (403 Code 1)', async () => {
    for (const r of routes().filter((x) => x.def.access === 'customer')) {
      const res = await s.call(r.path, {}, { token: bareStaff });
      expect([res.status, res.Code], r.path).toEqual([403, 1]);
    }
  });

  it('refuses a staff user without the code on every permission-coded route (403 Code 1)', async () => {
    const coded = routes().filter((x) => x.code);
    expect(coded.length).toBeGreaterThan(40);
    for (const r of coded) {
      const res = await s.call(r.path, {}, { token: bareStaff });
      expect([res.status, res.Code], r.path).toEqual([403, 1]);
    }
  });
});
