import { createUser } from '../../src/modules/system/users/create.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import {
  type OwnedTable,
  type Owner,
  ownedTables,
  ownerIds,
  type Platform,
  type RouteInfo,
  routesOf,
  seedOwner,
  seedPlatform,
  separateIds,
} from '../reliability/isolation.js';
import { sized } from '../reliability/report.js';

/**
 * Set-up shared by the isolation files. Everything the suite checks is read from the server's own
 * declarations (routes, access, scope, permission codes, body schemas) and the database catalogue
 * (which tables hold owned rows), so routes and tables added later are covered without editing it.
 * Each file boots its own server and seeds only what its checks need: the access checks need no
 * customer data, the customer-data checks need both customers seeded.
 */

/** A fresh server and every route it declares. */
export async function isolationServer(): Promise<{ s: TestServer; routes: RouteInfo[] }> {
  const s = await startTestServer();
  return { s, routes: routesOf(s.modules) };
}

/** A staff user with no role at all: holds no permission code. Answers its access token. */
export async function bareStaffToken(s: TestServer): Promise<string> {
  await s.deps.db.transaction((tx) =>
    createUser(tx, { accountType: 1, userName: 'norole', password: 'NoRole@123', siteId: 1 }),
  );
  return (await s.signIn('norole', 'NoRole@123')).AccessToken;
}

export interface Customers {
  platform: Platform;
  tables: OwnedTable[];
  /** The victim: its data must never reach customer2. */
  c1: Owner;
  /** The caller trying customer1's ids and keys. */
  c2: Owner;
}

/** Platform data, then one of everything each customer owns, with customer2's ids moved clear of
 * customer1's so a probe with customer1's id never names customer2's own row by chance. */
export async function seedCustomers(s: TestServer): Promise<Customers> {
  const platform = await seedPlatform(s);
  // Records per owned entity: the full run tries every id of each.
  const records = sized(2, 6);
  const tables = await ownedTables(s);
  const c1 = await seedOwner(s, platform, 'customer1', 'C1SECRET', 'C1KEY', records);
  await separateIds(s, tables, 1000);
  const c2 = await seedOwner(s, platform, 'customer2', 'C2OWN', 'C2KEY', records);
  c1.ids = await ownerIds(s, tables, c1.userId);
  c2.ids = await ownerIds(s, tables, c2.userId);
  return { platform, tables, c1, c2 };
}
