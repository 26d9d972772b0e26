// Load (issue 6 part 4): a mixed workload of staff and customers at LOAD_CLIENTS (50) concurrent
// clients for LOAD_SECONDS (30) against the built server on a fresh PostgreSQL database. Each
// client signs in once, then runs what its user does: lists, a row's detail, an edit of it;
// customers also open the create form and add their own commodities, staff add shelves and
// commodities for customers. Counts as an error any answer the step did not expect, any 5xx or
// malformed envelope, any transport failure or time-out (10 s); reports p99 per route, checks
// every create answered Code 0 is in the database, and exits non-zero on any error.
// Run: node bench/reliability/load.mjs (or `npm run reliability -- load`).
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { answers, encrypt, fmt, freshDatabase, root, sleep, startServer, table } from '../lib/harness.mjs';
import { call, isEnvelope, Latencies, report, signIn } from './lib.mjs';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
/** Customer accounts besides the two demo ones; their clients share them round-robin. */
const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 10);
/** Share of the clients that are staff (the rest are customers). */
const STAFF_SHARE = 0.4;
const PASSWORD = 'Load@12345';

if (!process.env.RELIABILITY_BUILT)
  execFileSync('npm', ['run', 'build', '-w', '@wms/server'], { cwd: root, stdio: 'inherit' });
const dbUrl = await freshDatabase('wms_reliability_load');
const server = await startServer({ DATABASE_URL: dbUrl, SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000000' });
const base = server.url;

const lat = new Latencies();
const errors = [];
let calls = 0;
let serverErrors = 0;
/** Creates answered Code 0, checked against the database at the end. */
const created = { commodities: [], shelves: [] };

/** One call of the workload: timed, and checked against the codes this step expects. */
async function step(route, body, token, expect = [0]) {
  const r = await call(base, route, body, { token });
  calls++;
  lat.add(route, r.ms);
  if (r.status >= 500) serverErrors++;
  const problem = r.error
    ? r.error
    : !isEnvelope(r.env)
      ? `malformed answer (HTTP ${r.status})`
      : r.status >= 500 || !expect.includes(r.env.Code)
        ? `Code ${r.env.Code} (HTTP ${r.status}): ${r.env.Message}`
        : null;
  if (problem) {
    errors.push({ route, problem });
    return null;
  }
  return r.env;
}

// ---- Set-up (not measured): a warehouse with shelves, customers, a few commodities each ----
const admin = await signIn(base, 'admin', 'Admin@123');
const must = async (route, body, token = admin) => {
  const r = await call(base, route, body, { token });
  if (r.env?.Code !== 0) throw new Error(`set-up ${route}: ${r.status} ${r.error ?? r.env?.Message}`);
  return r.env.Data;
};
const { SiteId: site } = await must('Account/GetUserInfoDetailedInfo', {});
const warehouse = await must('Warehouse/EstablishWarehouse', {
  Name: 'Load hub',
  PersonInCharge: 'Li',
  SiteIds: [site],
});
const partitions = [];
for (const name of ['A', 'B']) {
  const id = await must('WarehousePartitions/EstablishWarehousePartition', {
    Name: name,
    SiteId: site,
    WarehouseId: warehouse,
    PartitionType: 1,
  });
  partitions.push(id);
  await must('Shelves/BatchAddShelves', {
    WarehouseId: warehouse,
    PartitionId: id,
    Prefix: name,
    Rows: 10,
    Columns: 10,
  });
}
const pem = (await must('Account/GetPublicKey', {})).PublicKey;
const customerNames = ['customer1', 'customer2'];
for (let i = 1; i <= CUSTOMERS; i++) {
  await must('User/EstablishUser', { UserName: `load${i}`, Password: encrypt(pem, PASSWORD) });
  customerNames.push(`load${i}`);
}
const owners = (await must('User/GetSelectUser', { rows: 100 })).map((u) => u.Id);
const categories = [];
const walk = (nodes) => {
  for (const n of nodes) {
    categories.push(n.Id);
    walk(n.Children);
  }
};
walk(await must('CommodityCategories/GetCommodityCategoriesByOneAllList', {}));
const cargoTypes = (await must('Select/GetCargoType', {})).map((o) => o.Value);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const commodity = (code) => ({
  CommodityCode: code,
  ChineseName: `负载 ${code}`,
  EnglishName: `Load ${code}`,
  Price: '12.5',
  Length: 10,
  Width: 5,
  Geight: 3,
  CommodityCategories: pick(categories),
  CargoType: pick(cargoTypes),
});
for (const owner of owners) {
  for (let i = 0; i < 5; i++) await must('Commodity/EstablishCommodity', { ...commodity(`SEED-${i}`), OwnerId: owner });
}
console.log(
  `set-up: ${owners.length} customers, ${owners.length * 5} commodities, 200 shelves; ${CLIENTS} clients for ${SECONDS} s`,
);

// ---- The workload ----
const deadline = () => Date.now() >= end;
let end = 0;

/** The edit form answers what the detail showed, with a new remark (full replacement). */
const commodityEdit = (d, n) => ({
  Id: d.Id,
  CommodityCode: d.CommodityCode,
  CommoditySku: d.CommoditySku,
  ChineseName: d.ChineseName,
  EnglishName: d.EnglishName,
  Alias: d.Alias,
  IdentificationCode: d.IdentificationCode,
  DeclarationName: d.DeclarationName,
  Price: d.Price,
  CurrencyId: d.CurrencyId,
  ActualWeight: d.ActualWeight,
  GrossWeight: d.GrossWeight,
  Length: d.Length,
  Width: d.Width,
  Geight: d.Geight,
  WarningQuantity: d.WarningQuantity,
  SalesModes: d.SalesModes,
  CommodityStatus: d.CommodityStatus,
  CommodityCategories: d.CommodityCategories,
  CargoType: d.CargoType,
  Pictures: d.Pictures,
  Remarks: `edit ${n}`,
});
const shelfEdit = (d, n) => ({
  Id: d.Id,
  WarehouseId: d.WarehouseId,
  PartitionId: d.PartitionId,
  ShelvesNumber: d.ShelvesNumber,
  ShelvesLength: d.ShelvesLength,
  ShelvesWide: d.ShelvesWide,
  ShelvesHigh: d.ShelvesHigh,
  Remarks: `edit ${n}`,
});

/** List, open a row, save it back edited: the commodity screen of staff and customers alike. */
async function commodityRound(prefix, token, n, canEdit = true) {
  const list = await step(`${prefix}/GetCommodity`, { index: 1 + (n % 3), rows: 20 }, token);
  const rows = list?.Data ?? [];
  if (!rows.length) return;
  const detail = await step(`${prefix}/GetCommodityById`, { Id: pick(rows).Id }, token);
  if (detail && canEdit) await step(`${prefix}/EditCommodity`, commodityEdit(detail.Data, n), token);
}

/** Signing in is part of the workload: the key, then the encrypted password. */
async function signInStep(user, password, customer) {
  const key = await step('Account/GetPublicKey', {});
  if (!key) return null;
  const r = await step(customer ? 'Account/LoginUser' : 'Account/Login', {
    username: user,
    password: encrypt(key.Data.PublicKey, password),
  });
  return r?.Data.AccessToken ?? null;
}

async function staffClient(w, user, password) {
  const token = await signInStep(user, password, false);
  if (!token) return;
  const info = await step('Account/GetUserInfoDetailedInfo', {}, token);
  const may = (code) => info?.Data.IsSuperUser || info?.Data.Buttons.includes(code);
  for (let n = 0; !deadline(); n++) {
    const kind = n % 4;
    if (kind === 0 && may('Commodity:GetCommodity')) {
      await commodityRound('Commodity', token, n, may('Commodity:EditCommodity'));
    } else if (kind === 1 && may('Shelves:GetShelves')) {
      const list = await step('Shelves/GetShelves', { index: 1 + (n % 5), rows: 20, WarehouseId: warehouse }, token);
      const rows = list?.Data ?? [];
      if (!rows.length) continue;
      const detail = await step('Shelves/GetShelvesById', { Id: pick(rows).Id }, token);
      if (detail && may('Shelves:EditShippingAddress'))
        await step('Shelves/EditShippingAddress', shelfEdit(detail.Data, n), token);
    } else if (kind === 2 && may('Shelves:EstablishShelves')) {
      const number = `L${w}-${n}`;
      const r = await step(
        'Shelves/EstablishShelves',
        { WarehouseId: warehouse, PartitionId: pick(partitions), ShelvesNumber: number, ShelvesLength: 100 },
        token,
      );
      if (r) created.shelves.push(r.Data);
    } else if (kind === 3 && may('Commodity:EstablishCommodity')) {
      const owner = pick((await step('User/GetSelectUser', { rows: 20 }, token))?.Data ?? []);
      if (!owner) continue;
      const r = await step('Commodity/EstablishCommodity', { ...commodity(`S${w}-${n}`), OwnerId: owner.Id }, token);
      if (r) created.commodities.push(r.Data);
    } else {
      await step('Account/GetUserInfoDetailedInfo', {}, token);
    }
  }
}

async function customerClient(w, user) {
  const token = await signInStep(user, user.startsWith('load') ? PASSWORD : 'Customer@123', true);
  if (!token) return;
  await step('Account/GetUserInfoDetailedInfo', {}, token);
  for (let n = 0; !deadline(); n++) {
    if (n % 3 === 2) {
      // The create form loads its option lists first.
      await step('CommodityCategories/GetCommodityCategoriesByOneAllList', {}, token);
      await step('Select/GetCargoType', {}, token);
      const r = await step('UserCommodity/EstablishCommodity', commodity(`C${w}-${n}`), token);
      if (r) {
        created.commodities.push(r.Data);
        await step('UserCommodity/GetCommodityById', { Id: r.Data }, token);
      }
    } else {
      await commodityRound('UserCommodity', token, n);
    }
  }
}

const staffClients = Math.round(CLIENTS * STAFF_SHARE);
/** Clients arrive over the first seconds, as a shift starts, not all in the same millisecond. */
const RAMP_MS = Math.min(3000, SECONDS * 100);
const t0 = Date.now();
end = t0 + SECONDS * 1000;
const settled = await Promise.allSettled(
  Array.from({ length: CLIENTS }, async (_, w) => {
    await sleep((RAMP_MS * w) / CLIENTS);
    return w < staffClients
      ? staffClient(w, w % 2 ? 'clerk' : 'admin', w % 2 ? 'Clerk@123' : 'Admin@123')
      : customerClient(w, customerNames[w % customerNames.length]);
  }),
);
const elapsed = (Date.now() - t0) / 1000;
for (const s of settled) if (s.status === 'rejected') errors.push({ route: 'client', problem: String(s.reason) });

// Every create answered Code 0 is in the database.
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const present = async (table, ids) =>
  Number((await db.query(`select count(*)::int as n from ${table} where id = any($1)`, [ids])).rows[0].n);
const writesLost =
  created.commodities.length -
  (await present('commodities', created.commodities)) +
  created.shelves.length -
  (await present('shelves', created.shelves));
await db.end();
if (!(await answers(`${base}/openapi/health`))) errors.push({ route: 'health', problem: 'not healthy after the load' });
await server.stop();

const routes = lat.summary();
table(
  routes.map((r) => ({
    route: r.route,
    calls: r.n,
    p50_ms: fmt(r.p50, 1),
    p99_ms: fmt(r.p99, 1),
    max_ms: fmt(r.max, 1),
  })),
);
const overall = lat.overall();
const worst = routes.reduce((a, b) => (b.p99 > a.p99 ? b : a));
console.log(
  `\n${calls} calls in ${fmt(elapsed)} s (${fmt(calls / elapsed)} calls/s) by ${CLIENTS} clients; p99 ${fmt(overall.p99)} ms; ` +
    `${created.commodities.length} commodities and ${created.shelves.length} shelves created, ${writesLost} lost; ` +
    `errors ${errors.length}, 5xx ${serverErrors}`,
);
const kinds = new Map();
for (const e of errors) kinds.set(`${e.route}: ${e.problem}`, (kinds.get(`${e.route}: ${e.problem}`) ?? 0) + 1);
for (const [k, n] of [...kinds].slice(0, 20)) console.log(`  error x${n}: ${k}`);
report('load', 'postgres', {
  routes: routes.length,
  cases: calls,
  serverErrors,
  errors: errors.length,
  p99Ms: Math.round(overall.p99 * 10) / 10,
  writesLost,
  extra: {
    clients: CLIENTS,
    seconds: SECONDS,
    'calls/s': Math.round(calls / elapsed),
    'worst p99': `${worst.route} ${fmt(worst.p99)} ms`,
  },
});
process.exit(errors.length || writesLost || serverErrors ? 1 : 0);
