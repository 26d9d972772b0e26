import { count, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizes, roles, sites, users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};
const role: Record<string, number> = {};

beforeAll(async () => {
  // A listening server: the push test connects a real socket.io client.
  s = await startTestServer({ listen: true });
  for (const name of ['admin', 'clerk', 'customer1']) token[name] = (await s.signIn(name)).AccessToken;
  for (const r of await s.deps.db.select().from(roles)) role[r.code ?? r.name] = r.id;
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown = {}, lang?: string) =>
  s.call(path, body, { token: token[who], lang });
const userCount = async () => Number((await s.deps.db.select({ n: count() }).from(users))[0]!.n);
const idOf = async (name: string) =>
  (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;

describe('BackstageUser', () => {
  it('lists staff users with organisation and roles', async () => {
    const r = await as('admin', 'BackstageUser/GetBackstageUsers', { index: 1, rows: 20 });
    expect(r.Code).toBe(0);
    expect(r.Data.map((u: any) => u.UserName).sort()).toEqual(['admin', 'clerk']);
    const admin = r.Data.find((u: any) => u.UserName === 'admin');
    expect(admin).toMatchObject({
      IsSuperUser: true,
      IsDeactivate: false,
      OrganizeId: null,
      OrganizeName: null,
      Roles: [{ Id: role.super_admin, Name: 'Super administrator' }],
    });
    expect(admin.LastLoginTime).toBeTruthy();
    expect(admin).not.toHaveProperty('CustomerCode');
    const byRole = await as('admin', 'BackstageUser/GetBackstageUsers', { RoleId: role.warehouse_clerk });
    expect(byRole.Data.map((u: any) => u.UserName)).toEqual(['clerk']);
    const byContent = await as('admin', 'BackstageUser/GetBackstageUsers', { Content: 'CLERK' });
    expect(byContent.Total).toBe(1);
  });

  it('creates, edits, resets the password of and deletes a staff user', async () => {
    const org = await as('admin', 'Organizes/EstablishBackstageOrganizes', { Name: 'Packing' });
    const before = await userCount();
    const add = await as('admin', 'BackstageUser/EstablishBackstageUser', {
      UserName: 'packer1',
      Password: s.encrypt('Packer@123'),
      NickName: 'Packer One',
      PhoneCode: '853',
      PhoneNumber: '66123456',
      Email: 'packer1@example.com',
      Gender: 2,
      OrganizeId: org.Data,
      RoleIds: [role.warehouse_clerk],
    });
    expect(add.Code, add.Message).toBe(0);
    const id = add.Data as number;
    expect(await userCount()).toBe(before + 1);

    const list = await as('admin', 'BackstageUser/GetBackstageUsers', { OrganizeId: org.Data });
    expect(list.Data).toHaveLength(1);
    expect(list.Data[0]).toMatchObject({
      Id: id,
      OrganizeName: 'Packing',
      PhoneNumber: '66123456',
      LastLoginTime: null,
    });

    const first = await s.signIn('packer1', 'Packer@123');
    const info = await as('admin', 'BackstageUser/GetEditBackstageUserInfo', { Id: id });
    expect(info.Data).toMatchObject({
      UserName: 'packer1',
      NickName: 'Packer One',
      Gender: 2,
      RoleIds: [role.warehouse_clerk],
      SiteName: 'Demo Logistics',
      IsSuperUser: false,
    });

    const edit = await as('admin', 'BackstageUser/EditBackstageUser', {
      Id: id,
      NickName: 'Packer 1',
      PhoneCode: '852',
      PhoneNumber: '51234567',
      Remarks: 'night shift',
    });
    expect(edit.Code, edit.Message).toBe(0);
    const edited = (await as('admin', 'BackstageUser/GetEditBackstageUserInfo', { Id: id })).Data;
    // A full edit form: what it leaves out was cleared.
    expect(edited).toMatchObject({ NickName: 'Packer 1', PhoneCode: '852', Email: '', OrganizeId: null, Gender: 0 });

    const reset = await as('admin', 'BackstageUser/ResetBackstageUserPassword', {
      Id: id,
      Password: s.encrypt('Packer@456'),
    });
    expect(reset.Code).toBe(0);
    const stale = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: first.AccessToken });
    expect([stale.status, stale.Code]).toEqual([401, 1]);
    await expect(s.signIn('packer1', 'Packer@123')).rejects.toThrow();
    const second = await s.signIn('packer1', 'Packer@456');

    const del = await as('admin', 'BackstageUser/DeleteBackstageUser', { Id: id });
    expect(del.Code).toBe(0);
    expect(await userCount()).toBe(before + 1);
    const after = await s.call('Account/GetUserInfoDetailedInfo', {}, { token: second.AccessToken });
    expect(after.status).toBe(401);
    await expect(s.signIn('packer1', 'Packer@456')).rejects.toThrow();
    const deactivated = await as('admin', 'BackstageUser/GetBackstageUsers', { IsDeactivate: true });
    expect(deactivated.Data.map((u: any) => u.Id)).toEqual([id]);
    expect((await as('admin', 'BackstageUser/DeleteBackstageUser', { Id: id })).Code).toBe(0);
  });

  it('refuses bad input with Code 2 naming the field, writing nothing', async () => {
    const before = await userCount();
    const base = { UserName: 'newstaff', Password: s.encrypt('Staff@123'), RoleIds: [] };
    const cases: [Record<string, unknown>, string][] = [
      [{ UserName: 'ADMIN' }, 'UserName'],
      [{ UserName: 'bad name!' }, 'UserName'],
      [{ PhoneCode: '853', PhoneNumber: '12345678' }, 'PhoneNumber'],
      [{ PhoneNumber: '66123456' }, 'PhoneCode'],
      [{ PhoneCode: '999', PhoneNumber: '66123456' }, 'PhoneCode'],
      [{ Password: s.encrypt('abcdefgh') }, 'Password'],
      [{ Password: 'Staff@123' }, 'Password'],
      [{ Email: 'not-an-email' }, 'Email'],
      [{ RoleIds: [role.customer] }, 'RoleIds'],
      [{ RoleIds: [999999] }, 'RoleIds'],
      [{ OrganizeId: 999999 }, 'OrganizeId'],
    ];
    for (const [patch, field] of cases) {
      const r = await as('admin', 'BackstageUser/EstablishBackstageUser', { ...base, ...patch }, 'en-us');
      expect([JSON.stringify(patch), r.status, r.Code]).toEqual([JSON.stringify(patch), 400, 2]);
      expect(r.Data.Field).toContain(field);
    }
    const dupPhone = await as('admin', 'BackstageUser/EstablishBackstageUser', {
      ...base,
      PhoneCode: '86',
      PhoneNumber: '13900000000',
    });
    expect(dupPhone.Code).toBe(0);
    const again = await as(
      'admin',
      'BackstageUser/EstablishBackstageUser',
      { ...base, UserName: 'newstaff2', PhoneCode: '86', PhoneNumber: '13900000000' },
      'zh-cn',
    );
    expect(again.Code).toBe(2);
    expect([again.Data.Field, again.Message]).toEqual(['PhoneNumber', '手机号码已被使用：请换一个手机号码。']);
    expect(await userCount()).toBe(before + 1);
    const edit = await as('admin', 'BackstageUser/EditBackstageUser', {
      Id: dupPhone.Data,
      PhoneCode: '86',
      PhoneNumber: '13900000000',
    });
    expect(edit.Code).toBe(0);
  });

  it('guards yourself, super users and the last super user', async () => {
    const admin = await idOf('admin');
    const self = await as('admin', 'BackstageUser/DeleteBackstageUser', { Id: admin }, 'en-us');
    expect([self.status, self.Code]).toEqual([409, 4]);
    expect(self.Message).toMatch(/your own account/);
    const demote = await as('admin', 'BackstageUser/EditBackstageUser', { Id: admin, IsSuperUser: false }, 'en-us');
    expect(demote.Code).toBe(4);
    expect(demote.Message).toMatch(/one active super user/);

    const boss = await as('admin', 'BackstageUser/EstablishBackstageUser', {
      UserName: 'boss',
      Password: s.encrypt('Boss@1234'),
      IsSuperUser: true,
    });
    expect(boss.Code).toBe(0);
    // With a second super user the first may step down, and back up again.
    expect((await as('admin', 'BackstageUser/EditBackstageUser', { Id: boss.Data, NickName: 'Boss' })).Code).toBe(0);
    expect((await as('admin', 'BackstageUser/DeleteBackstageUser', { Id: boss.Data })).Code).toBe(0);
  });

  it('SetBackstageUserRoles counts on the next request of that user', async () => {
    const clerk = await idOf('clerk');
    expect((await as('clerk', 'Roles/GetRoles')).status).toBe(403);
    const grant = await as('admin', 'BackstageUser/SetBackstageUserRoles', {
      Id: clerk,
      RoleIds: [role.warehouse_clerk, role.super_admin],
    });
    expect(grant.Code).toBe(0);
    expect((await as('clerk', 'Roles/GetRoles')).Code).toBe(0);
    // A role holder is not a super user: the administrator account stays out of reach.
    const takeover = await as('clerk', 'BackstageUser/ResetBackstageUserPassword', {
      Id: await idOf('admin'),
      Password: s.encrypt('Hacked@123'),
    });
    expect(takeover.Code).toBe(4);
    const customerRole = await as('admin', 'BackstageUser/SetBackstageUserRoles', {
      Id: clerk,
      RoleIds: [role.customer],
    });
    expect(customerRole.Code).toBe(2);

    await as('admin', 'BackstageUser/SetBackstageUserRoles', { Id: clerk, RoleIds: [role.warehouse_clerk] });
    expect((await as('clerk', 'Roles/GetRoles')).status).toBe(403);
    const info = await as('admin', 'BackstageUser/GetEditBackstageUserInfo', { Id: clerk });
    expect(info.Data.RoleIds).toEqual([role.warehouse_clerk]);
  });

  it('pushes PermissionChange to the user whose roles changed', async () => {
    const clerk = await idOf('clerk');
    const socket: Socket = io(s.url, {
      path: '/openapi/hubs/LogisticsInfrastructureHub',
      auth: { token: token.clerk },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const pushed = new Promise<any>((resolve) => socket.once('PermissionChange', resolve));
      const r = await as('admin', 'BackstageUser/SetBackstageUserRoles', {
        Id: clerk,
        RoleIds: [role.warehouse_clerk, role.super_admin],
      });
      expect(r.Code).toBe(0);
      const payload = await pushed;
      expect(typeof payload.At).toBe('string');
      // Deactivating a role the user holds pushes as well.
      const roleId = (await as('admin', 'Roles/EstablishRole', { Name: 'Temp', Classification: 1 })).Data;
      await as('admin', 'BackstageUser/SetBackstageUserRoles', { Id: clerk, RoleIds: [role.warehouse_clerk, roleId] });
      const again = new Promise<any>((resolve) => socket.once('PermissionChange', resolve));
      await as('admin', 'Roles/EditRole', { Id: roleId, Name: 'Temp', IsDeactivate: true });
      await again;
      await as('admin', 'BackstageUser/SetBackstageUserRoles', { Id: clerk, RoleIds: [role.warehouse_clerk] });
    } finally {
      socket.close();
    }
  });

  it('refuses the clerk and customers on every BackstageUser call', async () => {
    const mod = s.modules.find((m) => m.controller === 'BackstageUser')!;
    for (const def of mod.routes) {
      for (const who of ['clerk', 'customer1']) {
        const r = await as(who, `BackstageUser/${def.action}`, { Id: 1, RoleIds: [] });
        expect([def.action, who, r.status, r.Code]).toEqual([def.action, who, 403, 1]);
      }
    }
  });
});

describe('User (customers)', () => {
  let otherSite: number;

  beforeAll(async () => {
    const [site] = await s.deps.db.insert(sites).values({ name: 'Second Site', code: 'SECOND' }).returning();
    otherSite = site!.id;
  });

  it('lists customers with code, site and roles', async () => {
    const r = await as('admin', 'User/GetUsers', {});
    expect(r.Code).toBe(0);
    expect(r.Data.map((u: any) => u.UserName).sort()).toEqual(['customer1', 'customer2']);
    const c1 = r.Data.find((u: any) => u.UserName === 'customer1');
    expect(c1).toMatchObject({ SiteName: 'Demo Logistics', Roles: [{ Id: role.customer, Name: 'Customer' }] });
    expect(c1.CustomerCode).toMatch(/^C\d+$/);
    expect(c1).not.toHaveProperty('IsSuperUser');
    const byCode = await as('admin', 'User/GetUsers', { CustomerCode: c1.CustomerCode.toLowerCase() });
    expect(byCode.Data.map((u: any) => u.Id)).toEqual([c1.Id]);
    const byPhone = await as('admin', 'User/GetUsers', { Content: '0000002' });
    expect(byPhone.Data.map((u: any) => u.UserName)).toEqual(['customer2']);
  });

  it('creates a customer with the customer role by default, edits and deletes them', async () => {
    const before = await userCount();
    const add = await as('admin', 'User/EstablishUser', {
      UserName: 'shopper',
      Password: s.encrypt('Shop@1234'),
      PhoneCode: '886',
      PhoneNumber: '0912345678',
      SiteId: otherSite,
      Remarks: 'VIP',
    });
    expect(add.Code, add.Message).toBe(0);
    const id = add.Data as number;
    expect(await userCount()).toBe(before + 1);
    const info = await as('admin', 'User/GetEditUserInfo', { Id: id });
    expect(info.Data).toMatchObject({
      UserName: 'shopper',
      NickName: 'shopper',
      SiteId: otherSite,
      SiteName: 'Second Site',
      RoleIds: [role.customer],
      Remarks: 'VIP',
    });
    expect(info.Data.CustomerCode).toMatch(/^C\d+$/);
    const session = await s.signIn('shopper', 'Shop@1234').catch(() => null);
    expect(session).toBeNull(); // a customer signs in with LoginUser, not Login
    const login = await s.call('Account/LoginUser', { username: 'shopper', password: s.encrypt('Shop@1234') });
    expect(login.Code).toBe(0);

    const edit = await as('admin', 'User/EditUser', { Id: id, NickName: 'Shopper', Email: 'shop@example.com' });
    expect(edit.Code).toBe(0);
    const edited = (await as('admin', 'User/GetEditUserInfo', { Id: id })).Data;
    expect(edited).toMatchObject({ NickName: 'Shopper', Email: 'shop@example.com', PhoneNumber: '', Remarks: '' });

    const customerRole2 = (await as('admin', 'Roles/EstablishRole', { Name: 'Wholesale', Classification: 2 })).Data;
    expect((await as('admin', 'User/SetUserRoles', { Id: id, RoleIds: [customerRole2] })).Code).toBe(0);
    expect((await as('admin', 'User/GetUsers', { RoleId: customerRole2 })).Data.map((u: any) => u.Id)).toEqual([id]);
    const staffRole = await as('admin', 'User/SetUserRoles', { Id: id, RoleIds: [role.super_admin] }, 'en-us');
    expect(staffRole.Code).toBe(2);
    expect(staffRole.Data.Field).toContain('RoleIds');

    const reset = await as('admin', 'User/ResetUserPassword', { Id: id, Password: s.encrypt('Shop@5678') });
    expect(reset.Code).toBe(0);
    const stale = await s.call('Account/GetProfile', {}, { token: login.Data.AccessToken });
    expect(stale.status).toBe(401);
    const relogin = await s.call('Account/LoginUser', { username: 'shopper', password: s.encrypt('Shop@5678') });
    expect(relogin.Code).toBe(0);

    expect((await as('admin', 'User/DeleteUser', { Id: id })).Code).toBe(0);
    const gone = await s.call('Account/LoginUser', { username: 'shopper', password: s.encrypt('Shop@5678') });
    expect(gone.Code).toBe(4);
    expect(await userCount()).toBe(before + 1);
    // Reactivation is an edit.
    expect((await as('admin', 'User/EditUser', { Id: id, NickName: 'Shopper', IsDeactivate: false })).Code).toBe(0);
  });

  it('keeps staff and customer records apart', async () => {
    const staff = await as('admin', 'User/GetEditUserInfo', { Id: await idOf('clerk') });
    expect([staff.status, staff.Code]).toEqual([404, 3]);
    const cust = await as('admin', 'BackstageUser/DeleteBackstageUser', { Id: await idOf('customer1') });
    expect(cust.Code).toBe(3);
  });

  it('refuses bad input with Code 2 naming the field, writing nothing', async () => {
    const before = await userCount();
    const base = { UserName: 'buyer', Password: s.encrypt('Buyer@123') };
    const cases: [Record<string, unknown>, string][] = [
      [{ UserName: 'customer1' }, 'UserName'],
      [{ PhoneCode: '853', PhoneNumber: '76123456' }, 'PhoneNumber'],
      [{ PhoneCode: '86', PhoneNumber: '13800000001' }, 'PhoneNumber'],
      [{ Password: s.encrypt('123456') }, 'Password'],
      [{ RoleIds: [role.warehouse_clerk] }, 'RoleIds'],
      [{ SiteId: 999999 }, 'SiteId'],
    ];
    for (const [patch, field] of cases) {
      const r = await as('admin', 'User/EstablishUser', { ...base, ...patch }, 'en-us');
      expect([JSON.stringify(patch), r.status, r.Code]).toEqual([JSON.stringify(patch), 400, 2]);
      expect(r.Data.Field).toContain(field);
    }
    expect(await userCount()).toBe(before);
    const [org] = await s.deps.db.insert(organizes).values({ classification: 1, name: 'Staff only' }).returning();
    const wrongTree = await as('admin', 'User/EstablishUser', { ...base, OrganizeId: org!.id }, 'en-us');
    expect(wrongTree.Code).toBe(2);
    expect(wrongTree.Data.Field).toContain('OrganizeId');
  });

  it('refuses the clerk on the management calls and customers on all of them', async () => {
    const r = await as('clerk', 'User/GetUsers', {});
    expect([r.status, r.Code]).toEqual([403, 1]);
    const before = await userCount();
    const add = await as('clerk', 'User/EstablishUser', { UserName: 'sneaky', Password: s.encrypt('Sneaky@123') });
    expect(add.status).toBe(403);
    expect(await userCount()).toBe(before);
    const mod = s.modules.find((m) => m.controller === 'User')!;
    for (const def of mod.routes) {
      const c = await as('customer1', `User/${def.action}`, { Id: 1, RoleIds: [] });
      expect([def.action, c.status, c.Code]).toEqual([def.action, 403, 1]);
    }
  });
});

describe('User/GetSelectUser (the user picker)', () => {
  it('answers picker rows and filters by Content, SiteId and UserId', async () => {
    const c2 = await idOf('customer2');
    // Warehouse screens pick owners with it, so the clerk holds this one code.
    const all = await as('clerk', 'User/GetSelectUser', { index: 1, rows: 50, sortType: 0, descendingOrder: true });
    expect(all.Code).toBe(0);
    const row = all.Data.find((u: any) => u.Id === c2);
    expect(row).toMatchObject({
      UserName: 'customer2',
      NickName: 'Customer Two',
      UserId: c2,
      SiteName: 'Demo Logistics',
    });
    expect(Object.keys(row).sort()).toEqual(
      ['CreationTime', 'CustomerCode', 'Id', 'NickName', 'Remarks', 'SiteName', 'UserId', 'UserName'].sort(),
    );
    expect(all.Data.some((u: any) => u.UserName === 'admin')).toBe(false);

    const byContent = await as('admin', 'User/GetSelectUser', { Content: 'two' });
    expect(byContent.Data.map((u: any) => u.Id)).toEqual([c2]);
    const byUserId = await as('admin', 'User/GetSelectUser', { index: 1, rows: 50, UserId: c2 });
    expect([byUserId.Total, byUserId.Data[0].UserName]).toEqual([1, 'customer2']);

    const [site] = await s.deps.db.select().from(sites).where(eq(sites.code, 'SECOND'));
    const bySite = await as('admin', 'User/GetSelectUser', { SiteId: site!.id });
    expect(bySite.Data.map((u: any) => u.UserName)).toEqual(['shopper']);
    const future = await as('admin', 'User/GetSelectUser', { StartDate: '2999-01-01T00:00:00Z' });
    expect(future.Total).toBe(0);
    const bad = await as('admin', 'User/GetSelectUser', { UserId: 'abc' }, 'en-us');
    expect(bad.Code).toBe(2);
    expect(bad.Data.Field).toContain('UserId');
  });
});
