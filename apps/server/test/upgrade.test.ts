import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MENU_TREE, type SeedMenu, STAFF_MENU_TREE, seedEntries } from '../src/seed/menu-tree.js';
import { bringSeedUpToDate } from '../src/seed/sync.js';
import { freshDatabaseUrl, startTestServer, type TestServer } from './helpers/server.js';

/**
 * A site that ran the previous release starts on this one and keeps its data: the database that
 * release wrote (apps/server/test/fixtures/release.sql.gz, made by scripts/release-fixture.mjs;
 * docs/server-modules.md, "Upgrades") is restored and this server started on it, on PGlite (a data
 * folder, as `npm start` keeps it) and on PostgreSQL.
 */
const fixtures = path.join(import.meta.dirname, 'fixtures');
const drizzleDir = path.join(import.meta.dirname, '../drizzle');
interface Ask {
  who: 'admin' | 'nightclerk' | 'customer1';
  call: string;
  body: object;
  data: unknown;
}
const release = JSON.parse(fs.readFileSync(path.join(fixtures, 'release.json'), 'utf8')) as {
  commit: string;
  menus: {
    renamed: { router: string; name: string };
    hidden: string;
    deleted: { router: string; permissionCode: string };
  };
  passwords: Record<Ask['who'], string>;
  answers: Ask[];
};

/** The release's database in a fresh PostgreSQL database, or in a PGlite data folder. */
async function restore(dataDir: string) {
  const dump = zlib.gunzipSync(fs.readFileSync(path.join(fixtures, 'release.sql.gz'))).toString('utf8');
  const fresh = await freshDatabaseUrl();
  if (fresh.url) {
    const c = new pg.Client({ connectionString: fresh.url });
    await c.connect();
    await c.query(dump);
    await c.end();
  } else {
    const lite = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
    await lite.exec(dump);
    await lite.close();
  }
  return fresh;
}

interface MenuNode {
  Id: number;
  Name: string;
  Router: string;
  Type: number;
  Invisible?: boolean;
  PermissionCode?: string | null;
  Children: MenuNode[];
}
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.Children ?? [])]);
const screensOf = (tree: SeedMenu[], only: (clerk: boolean) => boolean = () => true) =>
  seedEntries(tree)
    .filter((e) => e.node.type === 2 && only(e.clerk))
    .map((e) => e.node.router!)
    .sort();

describe(`a database written by the release at ${release.commit.slice(0, 7)}`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-upgrade-'));
  let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let s: TestServer;
  const token: Partial<Record<Ask['who'], string>> = {};
  // In the language the answers were recorded in.
  const as = (who: Ask['who'], call: string, body: object = {}) =>
    s.call(call, body, { token: token[who], lang: 'en-us' });

  beforeAll(async () => {
    fresh = await restore(dataDir);
    s = await startTestServer({ dataDir, databaseUrl: fresh.url });
    for (const who of ['admin', 'nightclerk', 'customer1'] as const)
      token[who] = (await s.signIn(who, release.passwords[who])).AccessToken;
  });
  afterAll(async () => {
    await s?.close();
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has run every committed migration, each once', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(drizzleDir, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const applied = await s.database.db.execute<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by id' as never,
    );
    expect(applied.rows.map((r) => ({ when: Number(r.created_at), hash: r.hash }))).toEqual(
      journal.entries.map((e) => ({
        when: e.when,
        hash: crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(drizzleDir, `${e.tag}.sql`), 'utf8'))
          .digest('hex'),
      })),
    );
  });

  it('answers about its records as that release did', async () => {
    for (const ask of release.answers) {
      const r = await as(ask.who, ask.call, ask.body);
      expect([ask.call, r.Code, r.Message]).toEqual([ask.call, 0, expect.anything()]);
      // New fields may come; none of the old may change or go, but for the time of the last
      // sign-in, which this test's own sign-in moves.
      expect(r.Data, `${ask.who} ${ask.call}`).toMatchObject(
        JSON.parse(JSON.stringify(ask.data), (k, v) => (k === 'LastLoginTime' ? expect.any(String) : v)),
      );
    }
  });

  it('keeps the menus as staff left them', async () => {
    const staff = flatten((await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: 1 })).Data);
    const screen = (router: string) => staff.find((n) => n.Router === router && n.Type === 2)!;
    expect(screen(release.menus.renamed.router).Name).toBe(release.menus.renamed.name);
    expect(screen(release.menus.hidden).Invisible).toBe(true);
    const { router, permissionCode } = release.menus.deleted;
    expect(
      staff.filter((n) => n.Router === router).flatMap((n) => n.Children.map((b) => b.PermissionCode)),
    ).not.toContain(permissionCode);
    // Nothing the site had was added a second time.
    const routers = staff.filter((n) => n.Type === 2).map((n) => n.Router);
    expect(routers.filter((r, i) => routers.indexOf(r) !== i)).toEqual([]);
  });

  it("has every screen of this release's menus, granted as they are seeded", async () => {
    const routers = async (classification: number) =>
      flatten((await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: classification })).Data)
        .filter((n) => n.Type === 2)
        .map((n) => n.Router);
    expect(await routers(1)).toEqual(expect.arrayContaining(screensOf(STAFF_MENU_TREE)));
    expect(await routers(2)).toEqual(expect.arrayContaining(screensOf(CUSTOMER_MENU_TREE)));

    // The super administrator role holds every staff node; the clerk and the customer see their
    // seeded screens, new ones included.
    const staffIds = flatten((await as('admin', 'Menus/GetBackstageMenus', { MenuClassification: 1 })).Data).map(
      (n) => n.Id,
    );
    const held = await s.database.db.execute<{ id: number }>(
      `select menu_id as id from role_menus join roles r on r.id = role_id where r.code = 'super_admin'` as never,
    );
    const heldIds = new Set(held.rows.map((r) => r.id));
    expect(staffIds.filter((id) => !heldIds.has(id))).toEqual([]);
    const seen = async (who: 'clerk' | 'customer1') => {
      const t = (await s.signIn(who)).AccessToken;
      const menus = (await s.call('Menus/GetCurrentUserMenus', {}, { token: t })).Data;
      return [...JSON.stringify(menus).matchAll(/"Router":"([^"]+)"/g)].map((m) => m[1]);
    };
    expect(await seen('clerk')).toEqual(expect.arrayContaining(screensOf(STAFF_MENU_TREE, (clerk) => clerk)));
    expect(await seen('customer1')).toEqual(expect.arrayContaining(screensOf(CUSTOMER_MENU_TREE)));
  });

  it('finds nothing more to add on the next start', async () => {
    expect(await bringSeedUpToDate(s.database)).toBeNull();
  });
});
