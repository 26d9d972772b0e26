import type {
  CaptchaCheckResult,
  CaptchaPuzzle,
  CheckCaptchaBody,
  LoginBody,
  TokenPair,
  UserInfo,
} from '@wms/contract';
import { post } from './request';

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
