import {
  type AnyCall,
  type BackstageUserDetail,
  calls,
  type GetUsersBody,
  type Page,
  type PermissionCode,
  type UserDetail,
  type UserRow,
} from '@wms/contract';
import type { z } from 'zod';
import type { OrganizeVariant } from '../../../api/organizes';
import { backstageUsersApi, type CallOpts, customerUsersApi } from '../../../api/users';

/** A row or record of either population: staff have IsSuperUser, customers a CustomerCode. */
export type AnyUserRow = Omit<UserRow, 'CustomerCode'> & { CustomerCode?: string | null; IsSuperUser?: boolean };
export type AnyUserDetail = Omit<UserDetail, 'CustomerCode'> &
  Partial<Pick<UserDetail, 'CustomerCode'>> &
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
};

interface UserCalls {
  list(body: GetUsersBody): Promise<Page<AnyUserRow>>;
  detail(Id: number): Promise<AnyUserDetail>;
  create(body: UserCreate, o?: CallOpts): Promise<number>;
  edit(body: UserEdit, o?: CallOpts): Promise<boolean>;
  resetPassword(Id: number, Password: string, o?: CallOpts): Promise<boolean>;
  setRoles(Id: number, RoleIds: number[], o?: CallOpts): Promise<boolean>;
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
  api: backstageUsersApi,
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
  api: customerUsersApi,
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
