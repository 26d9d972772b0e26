import type { PhoneSignInBody, RegisterUserBody, RetrievePasswordBody, SmsSendBody } from '@wms/contract';
import { api } from './client';

/** SMS calls. Customer calls end in `User`; staff have their own. Every
 * send needs a freshly solved puzzle ticket (contract SmsSendBody). Quiet: every caller is a
 * form that puts a Code 2 (an unknown phone, a wrong code) under its field and toasts the rest. */
const open = { anonymous: true, silent: true } as const;
export const phoneAuthApi = {
  loginCode: (staff: boolean, body: SmsSendBody) =>
    (staff ? api.Account.GetLoginSmsCaptcha : api.Account.GetUserLoginSmsCaptcha)(body, open),
  signIn: (staff: boolean, body: PhoneSignInBody) =>
    (staff ? api.Account.SignInPhoneCode : api.Account.SignInPhoneCodeUser)(body, open),
  registerCode: (body: SmsSendBody) => api.Account.GetRegisterSmsCaptcha(body, open),
  register: (body: RegisterUserBody) => api.Account.RegisterUser(body, open),
  retrieveCode: (staff: boolean, body: SmsSendBody) =>
    (staff ? api.Account.GetRetrievePasswordSmsCaptcha : api.Account.GetUserRetrievePasswordSmsCaptcha)(body, open),
  retrieve: (staff: boolean, body: RetrievePasswordBody) =>
    (staff ? api.Account.RetrievePasswordPhoneSms : api.Account.RetrievePasswordPhoneSmsUser)(body, open),
};
