import { z } from 'zod';
import { Empty } from '../paging.js';
import { CaptchaCheckResult, CaptchaPuzzle, CheckCaptchaBody, WhetherToVerifyBody } from './captcha.js';
import { defineCalls, openPublic, signedInSelf } from './define.js';
import { PhoneKeyAnswer, PhoneSignInBody, RegisterUserBody, RetrievePasswordBody, SmsSendBody } from './phone-auth.js';
import { ChangePasswordBody, EditProfileBody, Profile } from './users.js';

const UserNameField = z.string().trim().min(1).max(64);
const CipherField = z.string().min(1).max(2048);

/** Sign-in with user name and RSA-encrypted password. `Captcha` is the ticket that
 * `CheckingCaptcha` answered for `CaptchaKey`, needed once `GetWhetherToVerify` says so. */
export const LoginBody = z.object({
  username: UserNameField,
  password: CipherField,
  MenuClassification: z.coerce.number().int().optional(),
  Captcha: z.string().max(200).optional(),
  CaptchaKey: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenPair = z.object({
  AccessToken: z.string(),
  RefreshToken: z.string(),
  ExpiresIn: z.number().describe('access token lifetime in seconds'),
});
export type TokenPair = z.infer<typeof TokenPair>;

export const TokenBody = z.object({ Token: z.string().min(1).max(200) });

export const PublicKey = z.object({ PublicKey: z.string().describe('PEM (SPKI) of the RSA-OAEP SHA-256 key') });

export const UserInfo = z.object({
  UserId: z.number(),
  UserName: z.string(),
  NickName: z.string(),
  Avatar: z.string(),
  IsSuperUser: z.boolean(),
  AccountTypeCode: z.union([z.literal(1), z.literal(2)]),
  SiteId: z.number(),
  CustomerCode: z.string().nullable(),
  Buttons: z.array(z.string()),
  QuickNavigations: z.array(z.string()),
  UnreadMessageCount: z.number(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Signing in and out, the slide puzzle, and signing in, registering and retrieving a password
 * by SMS code: every call before a session exists, and the session's own. */
export const accountCalls = defineCalls('Account', {
  GetPublicKey: { ...openPublic, body: Empty, response: PublicKey },
  Login: { ...openPublic, summary: 'Staff sign-in (refuses customer accounts)', body: LoginBody, response: TokenPair },
  LoginUser: {
    ...openPublic,
    summary: 'Customer sign-in (refuses staff accounts)',
    body: LoginBody,
    response: TokenPair,
  },
  RefreshToken: { ...openPublic, body: TokenBody, response: TokenPair },
  RevokeToken: {
    access: 'open',
    scope: 'self',
    summary: 'Sign out: ends the session the refresh token belongs to',
    body: TokenBody,
    response: z.boolean(),
  },
  GetUserInfoDetailedInfo: { ...signedInSelf, body: Empty, response: UserInfo },
  // The signed-in user's own profile, any account type.
  GetProfile: { ...signedInSelf, body: Empty, response: Profile },
  EditProfile: { ...signedInSelf, body: EditProfileBody, response: z.boolean() },
  ChangePassword: {
    ...signedInSelf,
    summary: 'Changes your password; every other session of yours ends',
    body: ChangePasswordBody,
    response: z.boolean(),
  },
  GetCaptcha64: {
    ...openPublic,
    summary: 'A new slide puzzle (server-drawn PNG images)',
    body: Empty,
    response: CaptchaPuzzle,
  },
  CheckingCaptcha: {
    ...openPublic,
    summary: 'Checks a slide puzzle once; a pass answers the ticket sign-in and SMS sends need',
    body: CheckCaptchaBody,
    response: CaptchaCheckResult,
  },
  GetWhetherToVerify: {
    ...openPublic,
    summary: 'Whether sign-in needs a solved puzzle for this user name and client address',
    body: WhetherToVerifyBody,
    response: z.boolean(),
  },
  GetRegisterSmsCaptcha: {
    ...openPublic,
    summary: 'Sends a registration code to a phone no customer uses yet',
    body: SmsSendBody,
    response: PhoneKeyAnswer,
  },
  RegisterUser: {
    ...openPublic,
    summary: 'Registers a customer with an SMS code and signs them in',
    body: RegisterUserBody,
    response: TokenPair,
  },
  GetUserLoginSmsCaptcha: {
    ...openPublic,
    summary: 'Sends a customer sign-in code',
    body: SmsSendBody,
    response: PhoneKeyAnswer,
  },
  SignInPhoneCodeUser: {
    ...openPublic,
    summary: 'Customer sign-in with a phone and SMS code',
    body: PhoneSignInBody,
    response: TokenPair,
  },
  GetLoginSmsCaptcha: {
    ...openPublic,
    summary: 'Sends a staff sign-in code (the counterpart of GetUserLoginSmsCaptcha)',
    body: SmsSendBody,
    response: PhoneKeyAnswer,
  },
  SignInPhoneCode: {
    ...openPublic,
    summary: 'Staff sign-in with a phone and SMS code',
    body: PhoneSignInBody,
    response: TokenPair,
  },
  GetUserRetrievePasswordSmsCaptcha: {
    ...openPublic,
    summary: 'Sends a customer password-retrieval code',
    body: SmsSendBody,
    response: PhoneKeyAnswer,
  },
  RetrievePasswordPhoneSmsUser: {
    ...openPublic,
    summary: 'Sets a new customer password with an SMS code; signs the user out everywhere',
    body: RetrievePasswordBody,
    response: z.boolean(),
  },
  GetRetrievePasswordSmsCaptcha: {
    ...openPublic,
    summary: 'Sends a staff password-retrieval code',
    body: SmsSendBody,
    response: PhoneKeyAnswer,
  },
  RetrievePasswordPhoneSms: {
    ...openPublic,
    summary: 'Sets a new staff password with an SMS code; signs the user out everywhere',
    body: RetrievePasswordBody,
    response: z.boolean(),
  },
});
