import type { BackstageUserDetail, GetUsersBody, Page, PermissionCode, UserDetail, UserRow } from '@wms/contract';
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
  remove(Id: number): Promise<boolean>;
  resetPassword(Id: number, Password: string, o?: CallOpts): Promise<boolean>;
  setRoles(Id: number, RoleIds: number[], o?: CallOpts): Promise<boolean>;
}

export interface UserVariant {
  kind: 'staff' | 'customer';
  screen: string;
  api: UserCalls;
  roleClassification: 1 | 2;
  organize: OrganizeVariant;
  /** Permission codes of the row and toolbar actions. */
  perm: {
    add: PermissionCode;
    edit: PermissionCode;
    remove: PermissionCode;
    reset: PermissionCode;
    roles: PermissionCode;
  };
}

const codes = <C extends 'BackstageUser' | 'User'>(c: C) =>
  ({
    add: `${c}:Establish${c}`,
    edit: `${c}:Edit${c}`,
    remove: `${c}:Delete${c}`,
    reset: `${c}:Reset${c}Password`,
    roles: `${c}:Set${c}Roles`,
  }) as const;

export const STAFF: UserVariant = {
  kind: 'staff',
  screen: 'BackstageUserIndex',
  api: backstageUsersApi,
  roleClassification: 1,
  organize: 'Backstage',
  perm: codes('BackstageUser'),
};

export const CUSTOMERS: UserVariant = {
  kind: 'customer',
  screen: 'UserIndex',
  api: customerUsersApi,
  roleClassification: 2,
  organize: 'User',
  perm: codes('User'),
};
