import { AccountType, accountCalls, backstageUserCalls, userCalls } from '@wms/contract';
import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { profileService } from './profile.js';
import { usersService } from './service.js';

/** Active customer accounts by user name, with their customer code (`/Select/GetCustomer`: the
 * customers a price is for). Staff only: the contract declares it so and the guard refuses a
 * customer, who must never see who the other customers are. */
defineSelect('Customer', async ({ db }) =>
  (
    await db
      .select({ id: users.id, name: users.userName, code: users.customerCode })
      .from(users)
      .where(and(eq(users.accountType, AccountType.Customer), eq(users.isDeactivate, false)))
      .orderBy(asc(users.userName), asc(users.id))
  ).map((r) => ({ Value: r.id, Name: r.name, Code: r.code ?? '' })),
);

/** Platform staff accounts, managed by staff holding the BackstageUser codes. */
export function backstageUserModule(deps: Deps, svc = usersService(deps, AccountType.Staff)): ModuleDef {
  const calls = backstageUserCalls;
  return moduleOf(calls, [
    route(calls.GetBackstageUsers, (c) => svc.list(c.body)),
    route(calls.EstablishBackstageUser, (c) => svc.establish(c.auth, c.body)),
    route(calls.GetEditBackstageUserInfo, (c) => svc.detail(c.body.Id)),
    route(calls.EditBackstageUser, (c) => svc.edit(c.auth, c.body)),
    route(calls.DeleteBackstageUser, (c) => svc.remove(c.auth, c.body.Id)),
    route(calls.ResetBackstageUserPassword, (c) => svc.resetPassword(c.auth, c.body)),
    route(calls.SetBackstageUserRoles, (c) => svc.setRoles(c.auth, c.body)),
  ]);
}

/**
 * Customer accounts, managed by staff. Scope `platform` for the lists and every write (only
 * staff manage customers, across all of them); `owner` for GetEditUserInfo, the one call that
 * reads a single customer's own record, so the isolation suite treats it as customer-owned data.
 */
export function userModule(deps: Deps, svc = usersService(deps, AccountType.Customer)): ModuleDef {
  const calls = userCalls;
  return moduleOf(calls, [
    route(calls.GetUsers, (c) => svc.list(c.body)),
    route(calls.EstablishUser, (c) => svc.establish(c.auth, c.body)),
    route(calls.GetEditUserInfo, (c) => svc.detail(c.body.Id)),
    route(calls.EditUser, (c) => svc.edit(c.auth, c.body)),
    route(calls.DeleteUser, (c) => svc.remove(c.auth, c.body.Id)),
    route(calls.ResetUserPassword, (c) => svc.resetPassword(c.auth, c.body)),
    route(calls.SetUserRoles, (c) => svc.setRoles(c.auth, c.body)),
    route(calls.GetSelectUser, (c) => svc.select(c.body)),
  ]);
}

/** The signed-in user's own profile: calls of the Account controller, any account type. */
export function profileModule(deps: Deps, svc = profileService(deps)): ModuleDef {
  return moduleOf(accountCalls, [
    route(accountCalls.GetProfile, (c) => svc.get(c.auth)),
    route(accountCalls.EditProfile, (c) => svc.edit(c.auth, c.body)),
    route(accountCalls.ChangePassword, (c) => svc.changePassword(c.auth, c.body)),
  ]);
}
