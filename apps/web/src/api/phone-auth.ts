import type {
  PhoneKeyAnswer,
  PhoneSignInBody,
  RegisterUserBody,
  RetrievePasswordBody,
  SmsSendBody,
  TokenPair,
} from '@wms/contract';
import { post } from './request';

/** SMS calls. Customer calls end in `User`; staff have their own (spec 01 section 7). Every
 * send needs a freshly solved puzzle ticket (contract SmsSendBody). */
const open = { anonymous: true } as const;
export const phoneAuthApi = {
  loginCode: (staff: boolean, body: SmsSendBody) =>
    post<PhoneKeyAnswer>(staff ? '/Account/GetLoginSmsCaptcha' : '/Account/GetUserLoginSmsCaptcha', body, open),
  signIn: (staff: boolean, body: PhoneSignInBody) =>
    post<TokenPair>(staff ? '/Account/SignInPhoneCode' : '/Account/SignInPhoneCodeUser', body, open),
  registerCode: (body: SmsSendBody) => post<PhoneKeyAnswer>('/Account/GetRegisterSmsCaptcha', body, open),
  register: (body: RegisterUserBody) => post<TokenPair>('/Account/RegisterUser', body, open),
  retrieveCode: (staff: boolean, body: SmsSendBody) =>
    post<PhoneKeyAnswer>(
      staff ? '/Account/GetRetrievePasswordSmsCaptcha' : '/Account/GetUserRetrievePasswordSmsCaptcha',
      body,
      open,
    ),
  retrieve: (staff: boolean, body: RetrievePasswordBody) =>
    post<boolean>(staff ? '/Account/RetrievePasswordPhoneSms' : '/Account/RetrievePasswordPhoneSmsUser', body, open),
};
