#!/usr/bin/env node
// Makes the upgrade test's fixture from a release (docs/server-modules.md, "Upgrades"):
//
//   node scripts/release-fixture.mjs <commit>
//
// checks the release out beside this one (a git worktree sharing this checkout's installed
// packages), starts ITS server on a fresh PostgreSQL database with the demo data, creates through
// ITS API one record of each kind a site keeps (a warehouse, a partition, shelves, a customer's
// commodity, stock on a shelf, a currency, a role with grants, a user holding it, menu nodes
// renamed, hidden and deleted by hand), records what its API answers about them, and writes
//
//   apps/server/test/fixtures/release.sql.gz        the database, plain SQL (pg_dump --inserts)
//   apps/server/test/fixtures/release.json          the commit and the recorded answers
//
// which apps/server/test/upgrade.test.ts restores into PGlite and PostgreSQL and starts the
// current server on. PostgreSQL: PGURL (default postgres://postgres@127.0.0.1:5432/postgres),
// with pg_dump on the PATH.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const commit = process.argv[2];
if (!commit) {
  console.error('usage: node scripts/release-fixture.mjs <commit>');
  process.exit(1);
}
const short = execFileSync('git', ['rev-parse', '--short=7', commit], { cwd: root, encoding: 'utf8' }).trim();
const tree = `/tmp/release-${short}`;
const pgUrl = process.env.PGURL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `wms_release_${short}_${crypto.randomBytes(3).toString('hex')}`;
const dbUrl = Object.assign(new URL(pgUrl), { pathname: `/${dbName}` }).toString();
const fixtures = path.join(root, 'apps/server/test/fixtures');

/** The release's tree, with node_modules linking this checkout's packages except the
 * workspace's own, which must be the release's (a link to ours would run today's contract). */
function checkout() {
  if (!fs.existsSync(tree)) execFileSync('git', ['worktree', 'add', '--detach', tree, commit], { cwd: root });
  const modules = path.join(tree, 'node_modules');
  if (fs.existsSync(modules)) return;
  fs.mkdirSync(path.join(modules, '@wms'), { recursive: true });
  for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (name !== '@wms') fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  for (const link of fs.readdirSync(path.join(root, 'node_modules/@wms'))) {
    const target = fs.readlinkSync(path.join(root, 'node_modules/@wms', link));
    fs.symlinkSync(target, path.join(modules, '@wms', link));
  }
}

async function admin(sql) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startRelease(port, dataDir) {
  const child = spawn(path.join(tree, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: tree,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the release's server exited (${child.exitCode})`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/openapi/Account/GetPublicKey`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (r.ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error("the release's server did not answer in 2 minutes");
}

/** Creates the records through the release's API and answers what the API then says about them. */
async function populate(base) {
  const call = async (p, body = {}, token) => {
    const res = await fetch(`${base}/openapi/${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        acceptlanguage: 'en-us',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (json.Code !== 0) throw new Error(`${p}: ${json.Message}`);
    return json;
  };
  const key = (await call('Account/GetPublicKey')).Data.PublicKey;
  const encrypt = (pw) =>
    crypto
      .publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(pw))
      .toString('base64');
  const signIn = async (user, pw, staff = true) =>
    (await call(staff ? 'Account/Login' : 'Account/LoginUser', { username: user, password: encrypt(pw) })).Data
      .AccessToken;
  const adminToken = await signIn('admin', 'Admin@123');
  const as = (p, body) => call(p, body, adminToken);

  const site = (await as('Site/GetSites', { index: 1, rows: 1 })).Data[0].Id;
  const warehouse = (
    await as('Warehouse/EstablishWarehouse', {
      Name: 'Upgrade hub',
      Code: 'UPG1',
      PersonInCharge: 'Li Lei',
      PhoneCode: '86',
      ContactPhone: '13800000009',
      RegionId: 440305,
      DetailedAddress: '1 Harbour Road',
      Postcode: '518000',
      SiteIds: [site],
    })
  ).Data;
  const partition = (
    await as('WarehousePartitions/EstablishWarehousePartition', {
      Name: 'Upgrade zone',
      SiteId: site,
      WarehouseId: warehouse,
      PartitionType: 1,
    })
  ).Data;
  const shelf = (
    await as('Shelves/EstablishShelves', { WarehouseId: warehouse, PartitionId: partition, ShelvesNumber: 'UP-01' })
  ).Data;
  await as('Shelves/EstablishShelves', { WarehouseId: warehouse, PartitionId: partition, ShelvesNumber: 'UP-02' });

  const customer1 = (await as('User/GetUsers', { index: 1, rows: 10, Content: 'customer1' })).Data.find(
    (u) => u.UserName === 'customer1',
  ).Id;
  const category = (await as('CommodityCategories/GetCommodityCategories', {})).Data[0].Id;
  const cargoType = (await as('CargoType/GetCargoTypes', { index: 1, rows: 1 })).Data[0].Id;
  const currency = (
    await as('Currencies/EstablishCurrency', {
      Code: 'SEK',
      NameZhCn: '瑞典克朗',
      NameZhTw: '瑞典克朗',
      NameEn: 'Swedish Krona',
      Symbol: 'kr',
      Decimals: 2,
      ExchangeRate: '0.68',
    })
  ).Data;
  const commodity = (
    await as('Commodity/EstablishCommodity', {
      OwnerId: customer1,
      CommodityCode: 'UPG-MUG',
      ChineseName: '升级杯子',
      EnglishName: 'Upgrade mug',
      Price: '12.50',
      CurrencyId: currency,
      ActualWeight: '0.35',
      Length: '10',
      Width: '8',
      Geight: '12',
      CommodityCategories: category,
      CargoType: cargoType,
    })
  ).Data;
  await as('Inventory/AdjustInventory', { CommodityId: commodity, ShelfId: shelf, Mode: 1, Quantity: 12 });

  // Menus as staff keep them: a screen renamed, one hidden, a seeded button deleted.
  const staffTree = (await as('Menus/GetBackstageMenus', { MenuClassification: 1 })).Data;
  const nodes = [];
  const walk = (list) => {
    for (const n of list) {
      nodes.push(n);
      walk(n.Children ?? []);
    }
  };
  walk(staffTree);
  const node = (router) => nodes.find((n) => n.Router === router);
  const edit = async (n, change) => {
    const d = (await as('Menus/GetEditBackstageMenuInfo', { Id: n.Id })).Data;
    await as('Menus/EditBackstageMenu', {
      Id: d.Id,
      ParentId: d.ParentId,
      Type: d.Type,
      Name: d.Name,
      Path: d.Path,
      Router: d.Router,
      Icon: d.Icon,
      PermissionCode: d.PermissionCode,
      Invisible: d.Invisible,
      Sort: d.Sort,
      ...change,
    });
  };
  await edit(node('CurrencyIndex'), { Name: 'Money we take' });
  await edit(node('CarrierIndex'), { Invisible: true });
  const deleted = node('CurrencyIndex').Children.find((b) => b.PermissionCode === 'Currencies:DeleteCurrency');
  await as('Menus/DeleteBackstageMenu', { Id: deleted.Id });

  const warehouseScreen = node('WarehouseIndex');
  const grants = [
    nodes.find((n) => n.Children?.includes(warehouseScreen)).Id,
    warehouseScreen.Id,
    ...warehouseScreen.Children.filter((b) => b.PermissionCode === 'Warehouse:GetWarehouses').map((b) => b.Id),
  ];
  const role = (await as('Roles/EstablishRole', { Name: 'Night shift', Classification: 1, Remarks: 'upgrade' })).Data;
  await as('Menus/AuthorizationMenu', { RoleId: role, MenuIds: grants });
  const user = (
    await as('BackstageUser/EstablishBackstageUser', {
      UserName: 'nightclerk',
      Password: encrypt('Night@123'),
      NickName: 'Night Clerk',
      RoleIds: [role],
    })
  ).Data;

  // What the API answers about them, asked as the upgrade test asks again: [who, call, body].
  const tokens = {
    admin: adminToken,
    nightclerk: await signIn('nightclerk', 'Night@123'),
    customer1: await signIn('customer1', 'Customer@123', false),
  };
  const asks = [
    ['admin', 'Warehouse/GetWarehouses', { Content: 'Upgrade' }],
    ['admin', 'WarehousePartitions/GetWarehousePartitions', { WarehouseId: warehouse }],
    ['admin', 'Shelves/GetShelves', { WarehouseId: warehouse }],
    ['admin', 'Commodity/GetCommodityById', { Id: commodity }],
    ['admin', 'Inventory/GetInventoryReport', { WarehouseId: warehouse }],
    ['admin', 'Currencies/GetCurrencies', { Content: 'SEK' }],
    ['admin', 'Roles/GetRoleById', { Id: role }],
    ['admin', 'Menus/GetRoleMenuIds', { RoleId: role }],
    ['admin', 'BackstageUser/GetEditBackstageUserInfo', { Id: user }],
    // What the night clerk may open and do, and the customer's own commodities.
    ['nightclerk', 'Menus/GetCurrentUserMenus', {}],
    ['nightclerk', 'Warehouse/GetWarehouses', { Content: 'Upgrade' }],
    ['customer1', 'UserCommodity/GetCommodity', { Content: 'UPG' }],
  ];
  const answers = [];
  for (const [who, p, body] of asks)
    answers.push({ who, call: p, body, data: (await call(p, body, tokens[who])).Data });
  return {
    records: { site, warehouse, partition, shelf, commodity, currency, role, user, customer1 },
    menus: {
      renamed: { router: 'CurrencyIndex', name: 'Money we take' },
      hidden: 'CarrierIndex',
      deleted: { router: 'CurrencyIndex', permissionCode: 'Currencies:DeleteCurrency' },
    },
    passwords: { admin: 'Admin@123', nightclerk: 'Night@123', customer1: 'Customer@123' },
    answers,
  };
}

/** pg_dump's plain SQL, without the psql-only lines a plain client cannot run (`\restrict`). */
function dump() {
  const text = execFileSync('pg_dump', ['--inserts', '--no-owner', '--no-privileges', '--no-comments', dbUrl], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return text.replace(/^\\(un)?restrict .*$/gm, '');
}

checkout();
await admin(`create database ${dbName}`);
const dataDir = fs.mkdtempSync(`/tmp/release-${short}-data-`);
let child;
try {
  const port = await freePort();
  child = await startRelease(port, dataDir);
  const recorded = await populate(`http://127.0.0.1:${port}`);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  child = undefined;
  const sql = dump();
  fs.mkdirSync(fixtures, { recursive: true });
  fs.writeFileSync(path.join(fixtures, 'release.sql.gz'), zlib.gzipSync(sql, { level: 9 }));
  const full = execFileSync('git', ['rev-parse', commit], { cwd: root, encoding: 'utf8' }).trim();
  fs.writeFileSync(path.join(fixtures, 'release.json'), `${JSON.stringify({ commit: full, ...recorded }, null, 2)}\n`);
  const size = fs.statSync(path.join(fixtures, 'release.sql.gz')).size;
  console.log(
    `release ${short}: release.sql.gz ${(size / 1024).toFixed(1)} KiB (${(sql.length / 1024).toFixed(0)} KiB of SQL), release.json`,
  );
} finally {
  if (child) child.kill('SIGKILL');
  await admin(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // KEEP_TREE=1 keeps the release's checkout for another run.
  if (!process.env.KEEP_TREE) execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root });
}
