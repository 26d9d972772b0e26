import type {
  EditBackstageUserBody,
  EditUserBody,
  EstablishBackstageUserBody,
  EstablishUserBody,
  GetBackstageUsersBody,
  GetUsersBody,
  SendUserMessageBody,
} from '@wms/contract';
import { api, type CallOpts } from './client';
import { encryptPassword } from './crypto';

/** Options a screen passes through (a form sends writes `silent` and shows the error itself). */
export type { CallOpts } from './client';

/** The create body with the password still plain: the call encrypts it (docs/architecture.md, "Passwords"). */
type WithPlainPassword<T> = Omit<T, 'Password'> & { Password: string };

/** Staff users: BackstageUser/* (permission codes `BackstageUser:<Action>`). */
export const backstageUsersApi = {
  list: (body: GetBackstageUsersBody) => api.BackstageUser.GetBackstageUsers(body),
  detail: (Id: number) => api.BackstageUser.GetEditBackstageUserInfo({ Id }),
  create: async (body: WithPlainPassword<EstablishBackstageUserBody>, o?: CallOpts) =>
    api.BackstageUser.EstablishBackstageUser({ ...body, Password: await encryptPassword(body.Password) }, o),
  edit: (body: EditBackstageUserBody, o?: CallOpts) => api.BackstageUser.EditBackstageUser(body, o),
  remove: (Id: number) => api.BackstageUser.DeleteBackstageUser({ Id }),
  resetPassword: async (Id: number, Password: string, o?: CallOpts) =>
    api.BackstageUser.ResetBackstageUserPassword({ Id, Password: await encryptPassword(Password) }, o),
  setRoles: (Id: number, RoleIds: number[], o?: CallOpts) =>
    api.BackstageUser.SetBackstageUserRoles({ Id, RoleIds }, o),
};

/** Customer users, managed by staff: User/*. */
export const customerUsersApi = {
  list: (body: GetUsersBody) => api.User.GetUsers(body),
  detail: (Id: number) => api.User.GetEditUserInfo({ Id }),
  create: async (body: WithPlainPassword<EstablishUserBody>, o?: CallOpts) =>
    api.User.EstablishUser({ ...body, Password: await encryptPassword(body.Password) }, o),
  edit: (body: EditUserBody, o?: CallOpts) => api.User.EditUser(body, o),
  remove: (Id: number) => api.User.DeleteUser({ Id }),
  resetPassword: async (Id: number, Password: string, o?: CallOpts) =>
    api.User.ResetUserPassword({ Id, Password: await encryptPassword(Password) }, o),
  setRoles: (Id: number, RoleIds: number[], o?: CallOpts) => api.User.SetUserRoles({ Id, RoleIds }, o),
  /** Staff send a message to customer users (pushed to them at once). */
  sendMessage: (body: SendUserMessageBody, o?: CallOpts) => api.UserMessages.SendUserMessage(body, o),
};
