import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/modules/system/users/create.js';
import type { ApiResult, TestServer } from '../helpers/server.js';
import { isRead, type RouteInfo } from '../reliability/isolation.js';
import { report } from '../reliability/report.js';
import { isolationServer } from './setup.js';

/**
 * Nobody gives more than they hold (docs/architecture.md, "Permissions: nobody gives more than they hold"). A staff user who is
 * not a super user and holds every call that changes roles, users or menus tries each way of
 * ending up with more, or of taking from someone who holds more: after every try their own
 * permissions are no more than before, and the senior user's and the administrator role's no
 * fewer. Every such call must have tries here: a new one fails the suite until it does.
 */

/** Controllers whose calls change who may do what. */
const PRIVILEGE_CONTROLLERS = new Set(['BackstageUser', 'User', 'Roles', 'Menus']);

let s: TestServer;
let routes: RouteInfo[];
const q = async <T = any>(query: ReturnType<typeof sql>) => (await s.deps.db.execute(query)).rows as T[];
let privilegeCases = 0;

interface World {
  token: string;
  me: number;
  myRole: number;
  senior: number;
  seniorRole: number;
  dormantRole: number;
  superAdminRole: number;
  customerRole: number;
  premiumRole: number;
  premiumNode: number;
  premiumCustomer: number;
  junior: number;
  heldNode: number;
  unheldNode: number;
  screenNode: number;
}
let w: World;

const codesOf = async (token: string): Promise<string[]> => {
  const r = await s.call('Account/GetUserInfoDetailedInfo', {}, { token });
  return [...(r.Data.Buttons as string[])].sort();
};
const nodesOfRole = async (roleId: number) =>
  (await q<{ menu_id: number }>(sql`select menu_id from role_menus where role_id = ${roleId} order by menu_id`)).map(
    (r) => Number(r.menu_id),
  );
const nodesOfUser = async (userId: number) =>
  (
    await q<{
      menu_id: number;
    }>(sql`select distinct rm.menu_id from user_roles ur join roles r on r.id = ur.role_id and not r.is_deactivate
      join role_menus rm on rm.role_id = ur.role_id where ur.user_id = ${userId} order by 1`)
  ).map((r) => Number(r.menu_id));

async function makeUser(accountType: 1 | 2, userName: string, roleIds: number[]) {
  const { id } = await s.deps.db.transaction((tx) =>
    createUser(tx, { accountType, userName, password: 'Privy@123', siteId: 1, roleIds }),
  );
  return id;
}

async function makeRole(classification: 1 | 2, name: string, menuIds: number[], deactivated = false) {
  const [row] = await q<{ id: number }>(
    sql`insert into roles (classification, name, is_deactivate) values (${classification}, ${name}, ${deactivated}) returning id`,
  );
  const id = Number(row!.id);
  for (const m of menuIds) await s.deps.db.execute(sql`insert into role_menus (role_id, menu_id) values (${id}, ${m})`);
  return id;
}

beforeAll(async () => {
  ({ s, routes } = await isolationServer());
  const superAdminRole = Number((await q(sql`select id from roles where code = 'super_admin'`))[0].id);
  const customerRole = Number((await q(sql`select id from roles where code = 'customer'`))[0].id);
  // The manager holds every privilege call, its screens' lists, and one ordinary call.
  const privilegeCodes = routes.filter((r) => r.code && PRIVILEGE_CONTROLLERS.has(r.controller)).map((r) => r.code!);
  const held = await q<{ id: number }>(
    sql`select id from menus where classification = 1 and permission_code = any(${`{${[...privilegeCodes, 'Currencies:GetCurrencies'].join(',')}}`}::text[])`,
  );
  const heldIds = held.map((r) => Number(r.id));
  const myRole = await makeRole(1, 'Privilege manager', heldIds);
  const me = await makeUser(1, 'manager1', [myRole]);
  const token = (await s.signIn('manager1', 'Privy@123')).AccessToken;
  // Someone holding everything without being a super user, and a role the manager holds that is
  // switched off but would grant everything.
  const allStaff = (await q<{ id: number }>(sql`select id from menus where classification = 1`)).map((r) =>
    Number(r.id),
  );
  const seniorRole = await makeRole(1, 'Senior', allStaff);
  const senior = await makeUser(1, 'senior1', [seniorRole]);
  const dormantRole = await makeRole(1, 'Dormant', allStaff, true);
  await s.deps.db.execute(sql`insert into user_roles (user_id, role_id) values (${me}, ${dormantRole})`);
  const junior = await makeUser(1, 'junior1', []);
  const [unheld] = await q<{ id: number }>(
    sql`select id from menus where classification = 1 and permission_code = 'Site:EditSite'`,
  );
  const [screen] = await q<{ id: number }>(
    sql`select parent_id as id from menus where classification = 1 and permission_code = 'Currencies:GetCurrencies'`,
  );
  // A customer screen the site does not give every customer, a role carrying it and a customer
  // holding that role.
  const [custRoot] = await q<{ id: number }>(
    sql`select id from menus where classification = 2 and parent_id is null order by sort limit 1`,
  );
  const [premium] = await q<{ id: number }>(
    sql`insert into menus (classification, parent_id, type, name, path, router, sort) values (2, ${custRoot!.id}, 2, 'PremiumIndex', 'PremiumIndex', 'PremiumIndex', 999) returning id`,
  );
  const premiumNode = Number(premium!.id);
  const premiumRole = await makeRole(2, 'Premium customer', [premiumNode]);
  const premiumCustomer = await makeUser(2, 'premium1', [customerRole, premiumRole]);
  w = {
    token,
    me,
    myRole,
    senior,
    seniorRole,
    dormantRole,
    superAdminRole,
    customerRole,
    premiumRole,
    premiumNode,
    premiumCustomer,
    junior,
    heldNode: heldIds[0]!,
    unheldNode: Number(unheld!.id),
    screenNode: Number(screen!.id),
  };
}, 120_000);
afterAll(async () => {
  report('isolation: privilege', { routes: routes.filter(isPrivilegeWrite).length, cases: privilegeCases });
  await s?.close();
});

const isPrivilegeWrite = (r: RouteInfo) => PRIVILEGE_CONTROLLERS.has(r.controller) && !isRead(r) && !!r.code;

/** A try: the call, its body, and whether it must be refused (Code 4) or may pass harmlessly. */
type Try = { body: () => Record<string, unknown>; refused: boolean; why: string };
const pw = () => s.encrypt('Another@123');

const TRIES: Record<string, Try[]> = {
  'BackstageUser/SetBackstageUserRoles': [
    { why: 'make oneself administrator', refused: true, body: () => ({ Id: w.me, RoleIds: [w.superAdminRole] }) },
    { why: 'strip a senior user', refused: true, body: () => ({ Id: w.senior, RoleIds: [w.myRole] }) },
    { why: 'give a junior what one holds', refused: false, body: () => ({ Id: w.junior, RoleIds: [w.myRole] }) },
  ],
  'BackstageUser/EstablishBackstageUser': [
    {
      why: 'create an administrator',
      refused: true,
      body: () => ({ UserName: 'sock1', Password: pw(), NickName: 'Sock', RoleIds: [w.superAdminRole] }),
    },
    {
      why: 'create a user with a senior role',
      refused: true,
      body: () => ({ UserName: 'sock2', Password: pw(), NickName: 'Sock', RoleIds: [w.seniorRole] }),
    },
  ],
  'BackstageUser/EditBackstageUser': [
    {
      why: "put one's own phone on a senior account",
      refused: true,
      body: () => ({ Id: w.senior, NickName: 'Senior', PhoneCode: '86', PhoneNumber: '13900009999' }),
    },
    {
      why: 'switch a senior off',
      refused: true,
      body: () => ({ Id: w.senior, NickName: 'Senior', IsDeactivate: true }),
    },
  ],
  'BackstageUser/ResetBackstageUserPassword': [
    { why: "take over a senior's account", refused: true, body: () => ({ Id: w.senior, Password: pw() }) },
  ],
  'BackstageUser/DeleteBackstageUser': [{ why: 'delete a senior', refused: true, body: () => ({ Id: w.senior }) }],
  'User/SetUserRoles': [
    {
      why: 'give a customer more than the site gives customers',
      refused: true,
      body: () => ({ Id: w.premiumCustomer, RoleIds: [w.customerRole, w.premiumRole] }),
    },
  ],
  'User/EstablishUser': [
    {
      why: 'create a customer with more than customers get',
      refused: true,
      body: () => ({ UserName: 'sock3', Password: pw(), NickName: 'Sock', RoleIds: [w.premiumRole] }),
    },
  ],
  'User/EditUser': [
    {
      why: "put one's own phone on a customer holding more",
      refused: true,
      body: () => ({ Id: w.premiumCustomer, NickName: 'P', PhoneCode: '86', PhoneNumber: '13900008888' }),
    },
  ],
  'User/ResetUserPassword': [
    {
      why: 'take over a customer holding more',
      refused: true,
      body: () => ({ Id: w.premiumCustomer, Password: pw() }),
    },
  ],
  'User/DeleteUser': [
    { why: 'delete a customer holding more', refused: true, body: () => ({ Id: w.premiumCustomer }) },
  ],
  'Roles/EstablishRole': [
    { why: 'a new role grants nothing', refused: false, body: () => ({ Name: 'Empty one', Classification: 1 }) },
  ],
  'Roles/EditRole': [
    {
      why: 'switch on a dormant role one holds',
      refused: true,
      body: () => ({ Id: w.dormantRole, Name: 'Dormant', IsDeactivate: false }),
    },
    {
      why: 'switch a senior role off',
      refused: true,
      body: () => ({ Id: w.seniorRole, Name: 'Senior', IsDeactivate: true }),
    },
  ],
  'Roles/DeleteRole': [{ why: 'delete a role in use', refused: true, body: () => ({ Id: w.seniorRole }) }],
  'Menus/AuthorizationMenu': [
    {
      why: "add a node to one's own role",
      refused: true,
      body: () => ({ RoleId: w.myRole, MenuIds: [w.heldNode, w.unheldNode] }),
    },
    {
      why: 'strip the administrator role',
      refused: true,
      body: () => ({ RoleId: w.superAdminRole, MenuIds: [w.heldNode] }),
    },
    {
      why: 'widen what every customer gets',
      refused: true,
      body: () => ({ RoleId: w.customerRole, MenuIds: [w.premiumNode] }),
    },
  ],
  'Menus/EditBackstageMenu': [
    {
      why: "turn a held button into another call's",
      refused: true,
      body: () => ({ Id: w.heldNode, Type: 3, Name: 'x', PermissionCode: 'Site:EditSite' }),
    },
    {
      why: 'switch off a node others hold',
      refused: true,
      body: () => ({ Id: w.unheldNode, Type: 3, Name: 'x', PermissionCode: 'Site:EditSite', IsDeactivate: true }),
    },
  ],
  'Menus/DeleteBackstageMenu': [
    { why: 'delete a node others hold', refused: true, body: () => ({ Id: w.unheldNode }) },
  ],
  'Menus/EstablishBackstageMenu': [
    {
      why: 'make a button for a call one does not hold',
      refused: true,
      body: () => ({
        MenuClassification: 1,
        ParentId: w.screenNode,
        Type: 3,
        Name: 'Sneak',
        PermissionCode: 'Site:EditSite',
      }),
    },
  ],
};

describe('nobody ends up with more than they hold', () => {
  it('has tries for every call that changes roles, users or menus', () => {
    const writes = routes.filter(isPrivilegeWrite).map((r) => r.path.replace(/^\//, ''));
    expect(writes.length).toBeGreaterThanOrEqual(15);
    expect(writes.filter((p) => !TRIES[p])).toEqual([]);
  });

  it('refuses each escalation and each move against someone holding more, and nothing changes', async () => {
    const seniorToken = (await s.signIn('senior1', 'Privy@123')).AccessToken;
    for (const [path, tries] of Object.entries(TRIES)) {
      for (const t of tries) {
        const mine = await codesOf(w.token);
        const seniors = await codesOf(seniorToken);
        const adminNodes = await nodesOfRole(w.superAdminRole);
        const customerNodes = await nodesOfRole(w.customerRole);
        const premiumNodes = await nodesOfUser(w.premiumCustomer);
        const r: ApiResult = await s.call(path, t.body(), { token: w.token, lang: 'en-us' });
        privilegeCases++;
        if (t.refused) expect([path, t.why, r.Code], r.Message).toEqual([path, t.why, 4]);
        else expect([path, t.why, r.Code], r.Message).toEqual([path, t.why, 0]);
        const after = await codesOf(w.token);
        expect([path, t.why, after.filter((c) => !mine.includes(c))]).toEqual([path, t.why, []]);
        expect([path, t.why, await codesOf(seniorToken)]).toEqual([path, t.why, seniors]);
        expect([path, t.why, await nodesOfRole(w.superAdminRole)]).toEqual([path, t.why, adminNodes]);
        expect([path, t.why, await nodesOfRole(w.customerRole)]).toEqual([path, t.why, customerNodes]);
        expect([path, t.why, await nodesOfUser(w.premiumCustomer)]).toEqual([path, t.why, premiumNodes]);
      }
    }
  });

  it('still lets the manager give what they hold', async () => {
    const other = await makeRole(1, 'Helper role', []);
    const r = await s.call('Menus/AuthorizationMenu', { RoleId: other, MenuIds: [w.heldNode] }, { token: w.token });
    expect(r.Code).toBe(0);
    expect(await nodesOfRole(other)).toEqual([w.heldNode]);
    const made = await s.call(
      'BackstageUser/EstablishBackstageUser',
      { UserName: 'helper1', Password: pw(), NickName: 'Helper', RoleIds: [other] },
      { token: w.token },
    );
    expect(made.Code).toBe(0);
    // A customer may be given what every customer gets.
    const customer = await s.call(
      'User/EstablishUser',
      { UserName: 'plain1', Password: pw(), NickName: 'Plain', RoleIds: [w.customerRole] },
      { token: w.token },
    );
    expect(customer.Code).toBe(0);
  });
});
