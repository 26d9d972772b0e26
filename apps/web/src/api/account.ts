import type { ChangePasswordBody, CheckCaptchaBody, EditProfileBody, LoginBody } from '@wms/contract';
import { api } from './client';
import type { RequestConfig } from './request';

/** Account calls. Staff sign in with Login, customers with LoginUser. */
export const accountApi = {
  login: (body: LoginBody) => api.Account.Login(body, { anonymous: true }),
  loginUser: (body: LoginBody) => api.Account.LoginUser(body, { anonymous: true }),
  revokeToken: (Token: string) => api.Account.RevokeToken({ Token }, { anonymous: true, silent: true }),
  userInfo: () => api.Account.GetUserInfoDetailedInfo(),
  whetherToVerify: (username: string) =>
    api.Account.GetWhetherToVerify({ username }, { anonymous: true, silent: true }),
  captcha: () => api.Account.GetCaptcha64({}, { anonymous: true }),
  checkCaptcha: (body: CheckCaptchaBody) => api.Account.CheckingCaptcha(body, { anonymous: true }),
};

/** The signed-in user's own profile (personal centre). */
export const profileApi = {
  get: () => api.Account.GetProfile(),
  edit: (body: EditProfileBody, o?: Omit<RequestConfig, 'url' | 'data'>) => api.Account.EditProfile(body, o),
  /** Both passwords RSA-encrypted (encryptPassword); the server ends every other session. */
  changePassword: (body: ChangePasswordBody, o?: Omit<RequestConfig, 'url' | 'data'>) =>
    api.Account.ChangePassword(body, o),
};
