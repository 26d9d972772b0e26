import type {
  BackstageUserDetail,
  BackstageUserRow,
  EditBackstageUserBody,
  EditUserBody,
  EstablishBackstageUserBody,
  EstablishUserBody,
  GetBackstageUsersBody,
  GetUsersBody,
  SendUserMessageBody,
  UserDetail,
  UserRow,
} from '@wms/contract';
import { encryptPassword } from './crypto';
import { post, type RequestConfig, requestEnvelope } from './request';

/** Options a screen passes through (a form sends writes `silent` and shows the error itself). */
export type CallOpts = Omit<RequestConfig, 'url' | 'data'>;

/** The create body with the password still plain: the call encrypts it (DESIGN.md section 4). */
type WithPlainPassword<T> = Omit<T, 'Password'> & { Password: string };

/** Staff users: BackstageUser/* (permission codes `BackstageUser:<Action>`). */
export const backstageUsersApi = {
  list: (body: GetBackstageUsersBody) =>
    requestEnvelope<BackstageUserRow[]>({ url: '/BackstageUser/GetBackstageUsers', data: body }),
  detail: (Id: number) => post<BackstageUserDetail>('/BackstageUser/GetEditBackstageUserInfo', { Id }),
  create: async (body: WithPlainPassword<EstablishBackstageUserBody>, o?: CallOpts) =>
    post<number>(
      '/BackstageUser/EstablishBackstageUser',
      { ...body, Password: await encryptPassword(body.Password) },
      o,
    ),
  edit: (body: EditBackstageUserBody, o?: CallOpts) => post<boolean>('/BackstageUser/EditBackstageUser', body, o),
  remove: (Id: number) => post<boolean>('/BackstageUser/DeleteBackstageUser', { Id }),
  resetPassword: async (Id: number, Password: string, o?: CallOpts) =>
    post<boolean>('/BackstageUser/ResetBackstageUserPassword', { Id, Password: await encryptPassword(Password) }, o),
  setRoles: (Id: number, RoleIds: number[], o?: CallOpts) =>
    post<boolean>('/BackstageUser/SetBackstageUserRoles', { Id, RoleIds }, o),
};

/** Customer users, managed by staff: User/*. */
export const customerUsersApi = {
  list: (body: GetUsersBody) => requestEnvelope<UserRow[]>({ url: '/User/GetUsers', data: body }),
  detail: (Id: number) => post<UserDetail>('/User/GetEditUserInfo', { Id }),
  create: async (body: WithPlainPassword<EstablishUserBody>, o?: CallOpts) =>
    post<number>('/User/EstablishUser', { ...body, Password: await encryptPassword(body.Password) }, o),
  edit: (body: EditUserBody, o?: CallOpts) => post<boolean>('/User/EditUser', body, o),
  remove: (Id: number) => post<boolean>('/User/DeleteUser', { Id }),
  resetPassword: async (Id: number, Password: string, o?: CallOpts) =>
    post<boolean>('/User/ResetUserPassword', { Id, Password: await encryptPassword(Password) }, o),
  setRoles: (Id: number, RoleIds: number[], o?: CallOpts) => post<boolean>('/User/SetUserRoles', { Id, RoleIds }, o),
  /** Staff send a message to customer users (pushed to them at once). */
  sendMessage: (body: SendUserMessageBody, o?: CallOpts) =>
    post<{ Count: number }>('/UserMessages/SendUserMessage', body, o),
};
