import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles, userRoles, users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './helpers/server.js';

let s: TestServer;
const token: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  for (const name of ['admin', 'clerk', 'customer1']) token[name] = (await s.signIn(name)).AccessToken;
});
afterAll(() => s.close());

const as = (who: string, path: string, body: unknown = {}, lang?: string) =>
  s.call(path, body, { token: token[who], lang });
const roleCount = async () => Number((await s.deps.db.select({ n: count() }).from(roles))[0]!.n);
const roleIdOf = async (code: string) =>
  (await s.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id;
const userIdOf = async (name: string) =>
  (await s.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, name)))[0]!.id;

describe('Roles list and options', () => {
  it('lists the seeded roles with their holder counts', async () => {
    const r = await as('admin', 'Roles/GetRoles', { index: 1, rows: 20 });
    expect(r.Code).toBe(0);
    expect(r.Total).toBeGreaterThanOrEqual(3);
    const byCode = Object.fromEntries(r.Data.map((x: any) => [x.Code, x]));
    expect(byCode.super_admin).toMatchObject({ Classification: 1, UserCount: 1, IsDeactivate: false });
    expect(byCode.warehouse_clerk.UserCount).toBe(1);
    expect(byCode.customer).toMatchObject({ Classification: 2, UserCount: 2 });
    expect(typeof byCode.customer.CreationTime).toBe('string');
  });

  it('filters by classification and name, and pages', async () => {
    const customers = await as('admin', 'Roles/GetRoles', { Classification: 2 });
    expect(customers.Data.every((x: any) => x.Classification === 2)).toBe(true);
    const named = await as('admin', 'Roles/GetRoles', { Name: 'CLERK' });
    expect(named.Data.map((x: any) => x.Code)).toEqual(['warehouse_clerk']);
    const wild = await as('admin', 'Roles/GetRoles', { Name: '%' });
    expect(wild.Total).toBe(0);
    const page = await as('admin', 'Roles/GetRoles', { index: 2, rows: 1, sortType: 1, descendingOrder: false });
    expect(page.Data).toHaveLength(1);
    expect(page.Total).toBe(await roleCount());
  });

  it('answers active roles as options, per classification', async () => {
    const r = await as('admin', 'Roles/GetSelectRoles', { Classification: 1 });
    expect(r.Code).toBe(0);
    expect(r.Data.map((o: any) => o.Name)).toEqual(expect.arrayContaining(['Super administrator', 'Warehouse clerk']));
    expect(r.Data.some((o: any) => o.Name === 'Customer')).toBe(false);
    expect(r.Data).toContainEqual({ Value: await roleIdOf('super_admin'), Name: 'Super administrator' });
  });
});

describe('Roles CRUD', () => {
  it('creates, reads, edits and deletes a role', async () => {
    const before = await roleCount();
    const add = await as('admin', 'Roles/EstablishRole', { Name: 'Auditor', Classification: 1, Remarks: 'reads' });
    expect(add.Code).toBe(0);
    const id = add.Data as number;
    expect(await roleCount()).toBe(before + 1);

    const info = await as('admin', 'Roles/GetEditRoleInfo', { Id: id });
    expect(info.Data).toMatchObject({ Id: id, Name: 'Auditor', Classification: 1, Remarks: 'reads', Code: null });

    const edit = await as('admin', 'Roles/EditRole', { Id: id, Name: 'Auditors', IsDeactivate: true });
    expect(edit.Code).toBe(0);
    const got = await as('admin', 'Roles/GetRoleById', { Id: id });
    // Remarks left out of a full edit form means the field was cleared.
    expect(got.Data).toMatchObject({ Name: 'Auditors', Remarks: '', IsDeactivate: true, UserCount: 0 });
    const options = await as('admin', 'Roles/GetSelectRoles', {});
    expect(options.Data.some((o: any) => o.Value === id)).toBe(false);

    const del = await as('admin', 'Roles/DeleteRole', { Id: id });
    expect(del.Code).toBe(0);
    expect(await roleCount()).toBe(before);
    const gone = await as('admin', 'Roles/GetRoleById', { Id: id });
    expect([gone.status, gone.Code]).toEqual([404, 3]);
  });

  it('refuses bad input with Code 2 naming the field, writing nothing', async () => {
    const before = await roleCount();
    const noName = await as('admin', 'Roles/EstablishRole', { Classification: 1 }, 'en-us');
    expect([noName.status, noName.Code]).toEqual([400, 2]);
    expect(noName.Data.Field).toContain('Name');
    const badKind = await as('admin', 'Roles/EstablishRole', { Name: 'X', Classification: 3 });
    expect(badKind.Code).toBe(2);
    expect(badKind.Data.Field).toContain('Classification');
    const dup = await as('admin', 'Roles/EstablishRole', { Name: 'warehouse CLERK', Classification: 1 }, 'en-us');
    expect(dup.Code).toBe(2);
    expect(dup.Data.Field).toContain('Name');
    // The same name is fine for the other classification.
    const other = await as('admin', 'Roles/EstablishRole', { Name: 'Warehouse clerk', Classification: 2 });
    expect(other.Code).toBe(0);
    expect(await roleCount()).toBe(before + 1);
    await as('admin', 'Roles/DeleteRole', { Id: other.Data });
  });

  it('refuses deleting or deactivating a system role, and deleting a held role', async () => {
    const sys = await as('admin', 'Roles/DeleteRole', { Id: await roleIdOf('customer') }, 'en-us');
    expect([sys.status, sys.Code]).toEqual([409, 4]);
    expect(sys.Message).toMatch(/system roles/);
    const off = await as('admin', 'Roles/EditRole', {
      Id: await roleIdOf('customer'),
      Name: 'Customer',
      IsDeactivate: true,
    });
    expect(off.Code).toBe(4);

    const add = await as('admin', 'Roles/EstablishRole', { Name: 'Packers', Classification: 1 });
    const id = add.Data as number;
    await s.deps.db.insert(userRoles).values({ userId: await userIdOf('clerk'), roleId: id });
    const held = await as('admin', 'Roles/DeleteRole', { Id: id }, 'en-us');
    expect(held.Code).toBe(4);
    expect(held.Message).toBe(
      '“Packers” cannot be deleted while user “clerk” uses it: change or delete that user first, or deactivate it instead.',
    );
    expect((await as('admin', 'Roles/GetRoleById', { Id: id })).Data.UserCount).toBe(1);
    await s.deps.db.delete(userRoles).where(eq(userRoles.roleId, id));
    expect((await as('admin', 'Roles/DeleteRole', { Id: id })).Code).toBe(0);
  });

  it('a deactivated role stops granting on the next request', async () => {
    const add = await as('admin', 'Roles/EstablishRole', { Name: 'Role readers', Classification: 1 });
    const roleId = add.Data as number;
    const [button] = await s.deps.db.select().from(menus).where(eq(menus.permissionCode, 'Roles:GetRoles'));
    await s.deps.db.insert(roleMenus).values({ roleId, menuId: button!.id });
    const clerk = await userIdOf('clerk');
    await s.deps.db.insert(userRoles).values({ userId: clerk, roleId });
    expect((await as('clerk', 'Roles/GetRoles')).Code).toBe(0);
    await as('admin', 'Roles/EditRole', { Id: roleId, Name: 'Role readers', IsDeactivate: true });
    expect((await as('clerk', 'Roles/GetRoles')).status).toBe(403);
    await as('admin', 'Roles/EditRole', { Id: roleId, Name: 'Role readers', IsDeactivate: false });
    expect((await as('clerk', 'Roles/GetRoles')).Code).toBe(0);
    await s.deps.db.delete(userRoles).where(eq(userRoles.roleId, roleId));
    await as('admin', 'Roles/DeleteRole', { Id: roleId });
  });
});

describe('Roles permissions', () => {
  it('refuses the clerk with 403 Code 1', async () => {
    const before = await roleCount();
    const r = await as('clerk', 'Roles/EstablishRole', { Name: 'Sneaky', Classification: 1 });
    expect([r.status, r.Code]).toEqual([403, 1]);
    expect((await as('clerk', 'Roles/GetRoles')).status).toBe(403);
    expect(await roleCount()).toBe(before);
  });

  it('refuses customers on every Roles call', async () => {
    const mod = s.modules.find((m) => m.controller === 'Roles')!;
    for (const def of mod.routes) {
      const r = await as('customer1', `Roles/${def.action}`, { Id: 1, Name: 'x', Classification: 2 });
      expect([def.action, r.status, r.Code]).toEqual([def.action, 403, 1]);
    }
  });
});
