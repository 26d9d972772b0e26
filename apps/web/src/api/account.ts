import type {
  CaptchaCheckResult,
  CaptchaPuzzle,
  ChangePasswordBody,
  CheckCaptchaBody,
  EditProfileBody,
  LoginBody,
  Profile,
  TokenPair,
  UserInfo,
} from '@wms/contract';
import { post, type RequestConfig } from './request';

/** Account calls (spec 01 section 7). Staff sign in with Login, customers with LoginUser. */
export const accountApi = {
  login: (body: LoginBody) => post<TokenPair>('/Account/Login', body, { anonymous: true }),
  loginUser: (body: LoginBody) => post<TokenPair>('/Account/LoginUser', body, { anonymous: true }),
  revokeToken: (Token: string) => post<boolean>('/Account/RevokeToken', { Token }, { anonymous: true, silent: true }),
  userInfo: () => post<UserInfo>('/Account/GetUserInfoDetailedInfo'),
  whetherToVerify: (username: string) =>
    post<boolean>('/Account/GetWhetherToVerify', { username }, { anonymous: true, silent: true }),
  captcha: () => post<CaptchaPuzzle>('/Account/GetCaptcha64', {}, { anonymous: true }),
  checkCaptcha: (body: CheckCaptchaBody) =>
    post<CaptchaCheckResult>('/Account/CheckingCaptcha', body, { anonymous: true }),
};

/** The signed-in user's own profile (personal centre). */
export const profileApi = {
  get: () => post<Profile>('/Account/GetProfile', {}),
  edit: (body: EditProfileBody, o?: Omit<RequestConfig, 'url' | 'data'>) =>
    post<boolean>('/Account/EditProfile', body, o),
  /** Both passwords RSA-encrypted (encryptPassword); the server ends every other session. */
  changePassword: (body: ChangePasswordBody, o?: Omit<RequestConfig, 'url' | 'data'>) =>
    post<boolean>('/Account/ChangePassword', body, o),
};
