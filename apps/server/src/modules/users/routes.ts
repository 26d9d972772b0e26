import {
  BackstageUserDetail,
  BackstageUserRow,
  ChangePasswordBody,
  EditBackstageUserBody,
  EditProfileBody,
  EditUserBody,
  Empty,
  EstablishBackstageUserBody,
  EstablishUserBody,
  GetBackstageUsersBody,
  GetSelectUserBody,
  GetUsersBody,
  IdBody,
  Profile,
  ResetPasswordBody,
  SelectUserRow,
  SetUserRolesBody,
  UserDetail,
  UserRow,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { profileService } from './profile.js';
import { usersService } from './service.js';

/** Platform staff accounts, managed by staff holding the BackstageUser codes. */
export function backstageUserModule(deps: Deps, svc = usersService(deps, 1)): ModuleDef {
  const common = { access: 'staff', scope: 'platform' } as const;
  return {
    controller: 'BackstageUser',
    routes: [
      route({
        ...common,
        action: 'GetBackstageUsers',
        body: GetBackstageUsersBody,
        response: z.array(BackstageUserRow),
        handler: (c) => svc.list(c.body),
      }),
      route({
        ...common,
        action: 'EstablishBackstageUser',
        summary: 'Creates a staff user; answers its Id',
        body: EstablishBackstageUserBody,
        response: z.number(),
        handler: (c) => svc.establish(c.auth, c.body),
      }),
      route({
        ...common,
        action: 'GetEditBackstageUserInfo',
        body: IdBody,
        response: BackstageUserDetail,
        handler: (c) => svc.detail(c.body.Id),
      }),
      route({
        ...common,
        action: 'EditBackstageUser',
        body: EditBackstageUserBody,
        response: z.boolean(),
        handler: (c) => svc.edit(c.auth, c.body),
      }),
      route({
        ...common,
        action: 'DeleteBackstageUser',
        summary: 'Deactivates the user and ends their sessions; refused for yourself and the last super user',
        body: IdBody,
        response: z.boolean(),
        handler: (c) => svc.remove(c.auth, c.body.Id),
      }),
      route({
        ...common,
        action: 'ResetBackstageUserPassword',
        body: ResetPasswordBody,
        response: z.boolean(),
        handler: (c) => svc.resetPassword(c.auth, c.body),
      }),
      route({
        ...common,
        action: 'SetBackstageUserRoles',
        body: SetUserRolesBody,
        response: z.boolean(),
        handler: (c) => svc.setRoles(c.auth, c.body),
      }),
    ],
  };
}

/**
 * Customer accounts, managed by staff. Scope `platform` for the lists and every write (only
 * staff manage customers, across all of them); `owner` for GetEditUserInfo, the one call that
 * reads a single customer's own record, so the isolation suite treats it as customer-owned data.
 */
export function userModule(deps: Deps, svc = usersService(deps, 2)): ModuleDef {
  const common = { access: 'staff', scope: 'platform' } as const;
  return {
    controller: 'User',
    routes: [
      route({
        ...common,
        action: 'GetUsers',
        body: GetUsersBody,
        response: z.array(UserRow),
        handler: (c) => svc.list(c.body),
      }),
      route({
        ...common,
        action: 'EstablishUser',
        summary: 'Creates a customer user; answers its Id',
        body: EstablishUserBody,
        response: z.number(),
        handler: (c) => svc.establish(c.auth, c.body),
      }),
      route({
        ...common,
        scope: 'owner',
        action: 'GetEditUserInfo',
        body: IdBody,
        response: UserDetail,
        handler: (c) => svc.detail(c.body.Id),
      }),
      route({
        ...common,
        action: 'EditUser',
        body: EditUserBody,
        response: z.boolean(),
        handler: (c) => svc.edit(c.auth, c.body),
      }),
      route({
        ...common,
        action: 'DeleteUser',
        summary: 'Deactivates the customer and ends their sessions (their records stay)',
        body: IdBody,
        response: z.boolean(),
        handler: (c) => svc.remove(c.auth, c.body.Id),
      }),
      route({
        ...common,
        action: 'ResetUserPassword',
        body: ResetPasswordBody,
        response: z.boolean(),
        handler: (c) => svc.resetPassword(c.auth, c.body),
      }),
      route({
        ...common,
        action: 'SetUserRoles',
        body: SetUserRolesBody,
        response: z.boolean(),
        handler: (c) => svc.setRoles(c.auth, c.body),
      }),
      route({
        ...common,
        action: 'GetSelectUser',
        summary: 'User picker (spec 02 section 3): active customers, paged',
        body: GetSelectUserBody,
        response: z.array(SelectUserRow),
        handler: (c) => svc.select(c.body),
      }),
    ],
  };
}

/** The signed-in user's own profile: added to the Account controller, any account type. */
export function profileModule(deps: Deps, svc = profileService(deps)): ModuleDef {
  const common = { access: 'signedIn', scope: 'self' } as const;
  return {
    controller: 'Account',
    routes: [
      route({
        ...common,
        action: 'GetProfile',
        body: Empty,
        response: Profile,
        handler: (c) => svc.get(c.auth),
      }),
      route({
        ...common,
        action: 'EditProfile',
        body: EditProfileBody,
        response: z.boolean(),
        handler: (c) => svc.edit(c.auth, c.body),
      }),
      route({
        ...common,
        action: 'ChangePassword',
        summary: 'Changes your password; every other session of yours ends',
        body: ChangePasswordBody,
        response: z.boolean(),
        handler: (c) => svc.changePassword(c.auth, c.body),
      }),
    ],
  };
}
