import { z } from 'zod';
import { pastedNumbers, phoneRule, zOptionalEmail, zPhoneCode, zUserName } from '../validators/index.js';

/** Seconds a phone must wait between two codes, whatever they are for. */
export const SMS_RESEND_SECONDS = 60;
/** Seconds a code stays valid. */
export const SMS_CODE_TTL_SECONDS = 300;
/** Wrong codes after which a code is dead. */
export const SMS_MAX_TRIES = 5;

/** A missing field reads "cannot be empty" rather than zod's type message. */
const required = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'validation.required' : undefined;

const PhoneFields = {
  PhoneCode: zPhoneCode.describe('international phone code: 86, 852, 853 or 886'),
  PhoneNumber: z
    .string({ error: required })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(20)
    .describe('mobile number without the phone code, checked against the rule of PhoneCode'),
};

const CodeFields = {
  PhoneNumberCode: z
    .string({ error: required })
    .trim()
    .regex(/^\d{6}$/, { error: 'sms.codeFormat' })
    .describe(
      `the 6-digit code of the text message; valid ${SMS_CODE_TTL_SECONDS / 60} minutes, dead after ${SMS_MAX_TRIES} wrong tries, used once`,
    ),
  PhoneKey: z.uuid({ error: required }).describe('the PhoneKey the matching send call answered'),
};

const CipherField = z.string({ error: required }).min(1).max(2048);
const NewPasswordField = CipherField.describe(
  'new password encrypted like sign-in (RSA-OAEP SHA-256, base64); in clear 6-16 characters mixing at least two of letters, digits, symbols',
);

const mobile = phoneRule('mobile', 'PhoneNumber', 'PhoneCode');
/** The number read as pasted (`+86 138 0013 8000` is 13800138000) before it is checked. */
const pasted = pastedNumbers({ PhoneNumber: 'mobile' });

export const SmsSendBody = z
  .object({
    ...PhoneFields,
    Captcha: z
      .string({ error: required })
      .min(1)
      .max(200)
      .describe('ticket from CheckingCaptcha: every send needs a freshly solved puzzle (it stops SMS bombing)'),
    CaptchaKey: z.uuid({ error: required }).describe('the CaptchaKey the ticket belongs to'),
  })
  .overwrite(pasted)
  .superRefine(mobile)
  .describe(
    `Sends a 6-digit code by text message. One code per phone every ${SMS_RESEND_SECONDS} s whatever its purpose (Code 6 says how long to wait); a newer code for the same purpose supersedes the older one. Sends also count against the per-address sign-in limit. The code is never answered: with the default provider it is in the sms_outbox table and the server log.`,
  );
export type SmsSendBody = z.infer<typeof SmsSendBody>;

export const PhoneKeyAnswer = z.object({
  PhoneKey: z.uuid().describe('identifies the code just sent; send it back with PhoneNumberCode'),
});
export type PhoneKeyAnswer = z.infer<typeof PhoneKeyAnswer>;

export const RegisterUserBody = z
  .object({
    UserName: zUserName.describe('letters and digits, at most 32; unique regardless of case'),
    Password: NewPasswordField,
    ...PhoneFields,
    ...CodeFields,
    NickName: z.string().trim().max(64).optional().describe('defaults to UserName'),
    Email: zOptionalEmail,
    Referrer: z.string().trim().max(32).optional().describe("the referring customer's customer code (C100003)"),
  })
  .overwrite(pasted)
  .superRefine(mobile)
  .describe(
    'Registers a customer on the site of the request host (site_hosts; the first site when the host is unknown) with the code a GetRegisterSmsCaptcha sent, and signs them in. The call is ours, beside the sign-in calls.',
  );
export type RegisterUserBody = z.infer<typeof RegisterUserBody>;

export const PhoneSignInBody = z
  .object({
    ...PhoneFields,
    ...CodeFields,
    MenuClassification: z.coerce.number().int().optional().describe('sent by the console, not used'),
    Captcha: z
      .string()
      .max(200)
      .optional()
      .describe('accepted because the console sends it, not checked: the send needed one'),
    CaptchaKey: z.string().max(64).optional().describe('see Captcha'),
  })
  .overwrite(pasted)
  .superRefine(mobile)
  .describe(
    'Signs in with a phone and the code the matching send call delivered; rate limited like password sign-in. Code 2 on PhoneNumber when no account of this kind uses the phone, on PhoneNumberCode when the code is wrong or spent.',
  );
export type PhoneSignInBody = z.infer<typeof PhoneSignInBody>;

export const RetrievePasswordBody = z
  .object({ ...PhoneFields, ...CodeFields, Password: NewPasswordField })
  .overwrite(pasted)
  .superRefine(mobile)
  .describe(
    'Sets a new password with the code the matching send call delivered. Every open session of the user is revoked (signed out everywhere); Data is true. Code 2 on PhoneNumber when no account of this kind uses the phone, on PhoneNumberCode when the code is wrong or spent.',
  );
export type RetrievePasswordBody = z.infer<typeof RetrievePasswordBody>;
