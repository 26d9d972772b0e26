import {
  type AnyCall,
  type BackstageUserDetail,
  calls,
  type PermissionCode,
  type UserDetail,
  type UserRow,
} from '@wms/contract';
import type { z } from 'zod';
import { api, type CallOpts } from '../../../api/client';
import { withEncryptedPassword } from '../../../api/crypto';
import type { OrganizeVariant } from '../../../api/organize-levels';

/** A row or record of either population: staff have IsSuperUser, customers a CustomerCode and
 * the peer mark. */
export type AnyUserRow = Omit<UserRow, 'CustomerCode' | 'IsPeer'> & {
  CustomerCode?: string | null;
  IsSuperUser?: boolean;
  IsPeer?: boolean;
};
export type AnyUserDetail = Omit<UserDetail, 'CustomerCode' | 'IsPeer'> &
  Partial<Pick<UserDetail, 'CustomerCode' | 'IsPeer'>> &
  Partial<Pick<BackstageUserDetail, 'IsSuperUser'>>;

export interface UserCreate {
  UserName: string;
  Password: string;
  NickName?: string;
  PhoneCode?: '86' | '852' | '853' | '886';
  PhoneNumber?: string;
  Email?: string;
  Gender?: number;
  OrganizeId?: number | null;
  RoleIds: number[];
  IsSuperUser?: boolean;
  SiteId?: number;
  Remarks?: string;
}
export type UserEdit = Omit<UserCreate, 'UserName' | 'Password' | 'RoleIds' | 'SiteId'> & {
  Id: number;
  IsDeactivate?: boolean;
  /** Customers: a peer, who may sign calls with API keys (docs/domain.md, "Peer access"). */
  IsPeer?: boolean;
};

/** The calls the user dialogs make, the same for either population. A new user's and a reset
 * password go encrypted (docs/architecture.md, "Passwords"). */
interface UserCalls {
  detail(body: { Id: number }): Promise<AnyUserDetail>;
  create(body: UserCreate, o?: CallOpts): Promise<number>;
  edit(body: UserEdit, o?: CallOpts): Promise<boolean>;
  resetPassword(body: { Id: number; Password: string }, o?: CallOpts): Promise<boolean>;
  setRoles(body: { Id: number; RoleIds: number[] }, o?: CallOpts): Promise<boolean>;
}

/** Either population's list call, its rows read as `AnyUserRow` (both sort the same ways). */
export type UserListCall = Omit<typeof calls.User.GetUsers, 'rows' | 'controller'> & {
  rows: z.ZodType<AnyUserRow>;
  controller: 'User' | 'BackstageUser';
};
type UserCall = AnyCall & { code: PermissionCode | null };

export interface UserVariant {
  kind: 'staff' | 'customer';
  screen: string;
  api: UserCalls;
  roleClassification: 1 | 2;
  organize: OrganizeVariant;
  /** The calls of the list screen: list, create, edit (their permission codes) and delete. */
  calls: { list: UserListCall; add: UserCall; edit: UserCall; remove: UserCall };
  /** Permission codes of the row actions beyond edit and delete. */
  perm: { reset: PermissionCode; roles: PermissionCode };
}

const codes = <C extends 'BackstageUser' | 'User'>(c: C) =>
  ({ reset: `${c}:Reset${c}Password`, roles: `${c}:Set${c}Roles` }) as const;

export const STAFF: UserVariant = {
  kind: 'staff',
  screen: 'BackstageUserIndex',
  api: {
    detail: api.BackstageUser.GetEditBackstageUserInfo,
    create: async (body, o) => api.BackstageUser.EstablishBackstageUser(await withEncryptedPassword(body), o),
    edit: api.BackstageUser.EditBackstageUser,
    resetPassword: async (body, o) =>
      api.BackstageUser.ResetBackstageUserPassword(await withEncryptedPassword(body), o),
    setRoles: api.BackstageUser.SetBackstageUserRoles,
  },
  roleClassification: 1,
  organize: 'Backstage',
  calls: {
    list: calls.BackstageUser.GetBackstageUsers as unknown as UserListCall,
    add: calls.BackstageUser.EstablishBackstageUser,
    edit: calls.BackstageUser.EditBackstageUser,
    remove: calls.BackstageUser.DeleteBackstageUser,
  },
  perm: codes('BackstageUser'),
};

export const CUSTOMERS: UserVariant = {
  kind: 'customer',
  screen: 'UserIndex',
  api: {
    detail: api.User.GetEditUserInfo,
    create: async (body, o) => api.User.EstablishUser(await withEncryptedPassword(body), o),
    edit: api.User.EditUser,
    resetPassword: async (body, o) => api.User.ResetUserPassword(await withEncryptedPassword(body), o),
    setRoles: api.User.SetUserRoles,
  },
  roleClassification: 2,
  organize: 'User',
  calls: {
    list: calls.User.GetUsers as unknown as UserListCall,
    add: calls.User.EstablishUser,
    edit: calls.User.EditUser,
    remove: calls.User.DeleteUser,
  },
  perm: codes('User'),
};
