import { z } from 'zod';

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
