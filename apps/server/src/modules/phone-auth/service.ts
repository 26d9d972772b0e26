import { hash } from '@node-rs/argon2';
import {
  issueRule,
  type Lang,
  type PhoneKeyAnswer,
  type PhoneSignInBody,
  type RegisterUserBody,
  type RetrievePasswordBody,
  type SmsSendBody,
  type TokenPair,
  zPassword,
} from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { invalid, refused } from '../../platform/errors.js';
import { hitRateLimit } from '../../platform/rate-limit.js';
import { accountService, type ClientMeta } from '../account/service.js';
import { type SmsPurpose, smsService } from '../sms/service.js';
import { createUser } from '../users/create.js';
import * as repo from './repository.js';

type AccountType = 1 | 2;

/** Code 2 on the phone: another number (or the other sign-in page) is the fix in the form. */
const unknownPhone = (accountType: AccountType) =>
  invalid('PhoneNumber', accountType === 2 ? 'phoneAuth.customerPhoneUnknown' : 'phoneAuth.staffPhoneUnknown');

/** `Host` without its port, lower case; the first entry of a forwarded list. */
export function bareHost(host: string): string {
  const first = host.split(',')[0]!.trim().toLowerCase();
  if (first.startsWith('[')) return first.slice(0, first.indexOf(']') + 1);
  return first.split(':')[0]!;
}

export function phoneAuthService(deps: Deps, sms = smsService(deps), account = accountService(deps)) {
  const { db, config } = deps;

  /** Decrypts a new password and applies the password rule to the clear text. */
  function newPassword(cipher: string): string {
    const plain = account.plainPassword(cipher, 'Password');
    const checked = zPassword.safeParse(plain, { reportInput: true });
    if (!checked.success) {
      const { rule, params } = issueRule(checked.error.issues[0]!);
      throw invalid('Password', rule, params);
    }
    return plain;
  }

  async function existingUser(accountType: AccountType, phoneCode: string, phoneNumber: string) {
    const user = await repo.findUserByPhone(db, accountType, phoneCode, phoneNumber);
    if (!user) throw unknownPhone(accountType);
    if (user.isDeactivate) throw refused('account.deactivated');
    return user;
  }

  const sendFor = (
    purpose: SmsPurpose,
    body: SmsSendBody,
    meta: ClientMeta,
    lang: Lang,
    eligible: () => Promise<void>,
  ) =>
    sms.send({
      purpose,
      phoneCode: body.PhoneCode,
      phoneNumber: body.PhoneNumber,
      captcha: body.Captcha,
      captchaKey: body.CaptchaKey,
      ip: meta.ip,
      lang,
      eligible,
    });

  const codeOf = (purpose: SmsPurpose, body: PhoneSignInBody | RetrievePasswordBody | RegisterUserBody) => ({
    purpose,
    phoneCode: body.PhoneCode,
    phoneNumber: body.PhoneNumber,
    phoneKey: body.PhoneKey,
    code: body.PhoneNumberCode,
  });

  async function signIn(accountType: AccountType, body: PhoneSignInBody, meta: ClientMeta): Promise<TokenPair> {
    const limit = config.signInRateLimitPerMinute;
    await hitRateLimit(db, `signin:ip:${meta.ip}`, 60, limit);
    await hitRateLimit(db, `signin:phone:${body.PhoneCode}:${body.PhoneNumber}`, 60, limit);
    const user = await existingUser(accountType, body.PhoneCode, body.PhoneNumber);
    await sms.redeem(codeOf(accountType === 2 ? 'login' : 'loginStaff', body), (tx) =>
      repo.touchLastLogin(tx, user.id),
    );
    return account.startSessionFor(user.id, meta);
  }

  async function retrieve(accountType: AccountType, body: RetrievePasswordBody): Promise<boolean> {
    const password = newPassword(body.Password);
    const user = await existingUser(accountType, body.PhoneCode, body.PhoneNumber);
    const passwordHash = await hash(password);
    await sms.redeem(codeOf(accountType === 2 ? 'retrieve' : 'retrieveStaff', body), async (tx) => {
      await repo.setPasswordHash(tx, user.id, passwordHash);
      // Whoever knew the old password may hold a session: a reset signs the user out everywhere.
      await repo.revokeSessions(tx, user.id, 'password reset');
    });
    return true;
  }

  return {
    sendRegister: (body: SmsSendBody, meta: ClientMeta, lang: Lang): Promise<PhoneKeyAnswer> =>
      sendFor('register', body, meta, lang, async () => {
        if (await repo.findUserByPhone(db, 2, body.PhoneCode, body.PhoneNumber)) {
          throw invalid('PhoneNumber', 'phoneAuth.phoneRegistered');
        }
      }),
    sendLogin: (accountType: AccountType, body: SmsSendBody, meta: ClientMeta, lang: Lang): Promise<PhoneKeyAnswer> =>
      sendFor(accountType === 2 ? 'login' : 'loginStaff', body, meta, lang, async () => {
        await existingUser(accountType, body.PhoneCode, body.PhoneNumber);
      }),
    sendRetrieve: (
      accountType: AccountType,
      body: SmsSendBody,
      meta: ClientMeta,
      lang: Lang,
    ): Promise<PhoneKeyAnswer> =>
      sendFor(accountType === 2 ? 'retrieve' : 'retrieveStaff', body, meta, lang, async () => {
        await existingUser(accountType, body.PhoneCode, body.PhoneNumber);
      }),

    /**
     * Everything that can be refused without the code is checked first, so bad input costs no
     * try; createUser checks the name and phone again inside the transaction for races.
     */
    async register(body: RegisterUserBody, meta: ClientMeta & { host: string }): Promise<TokenPair> {
      const password = newPassword(body.Password);
      if (await repo.userNameTaken(db, body.UserName)) {
        throw invalid('UserName', 'phoneAuth.userNameTaken');
      }
      let referrerId: number | null = null;
      if (body.Referrer) {
        const referrer = await repo.findCustomerByCode(db, body.Referrer);
        if (!referrer) throw invalid('Referrer', 'phoneAuth.referrerUnknown');
        referrerId = referrer.id;
      }
      if (await repo.findUserByPhone(db, 2, body.PhoneCode, body.PhoneNumber))
        throw invalid('PhoneNumber', 'phoneAuth.phoneRegistered');
      const siteId = await repo.siteForHost(db, bareHost(meta.host));
      if (siteId === undefined) throw refused('error.notFound');
      const user = await sms.redeem(codeOf('register', body), async (tx) => {
        const created = await createUser(tx, {
          accountType: 2,
          userName: body.UserName,
          password,
          siteId,
          nickName: body.NickName || undefined,
          email: body.Email || undefined,
          phoneCode: body.PhoneCode,
          phoneNumber: body.PhoneNumber,
          referrerId,
        });
        await repo.touchLastLogin(tx, created.id);
        return created;
      });
      return account.startSessionFor(user.id, meta);
    },

    signInCustomer: (body: PhoneSignInBody, meta: ClientMeta) => signIn(2, body, meta),
    signInStaff: (body: PhoneSignInBody, meta: ClientMeta) => signIn(1, body, meta),
    retrieveCustomer: (body: RetrievePasswordBody) => retrieve(2, body),
    retrieveStaff: (body: RetrievePasswordBody) => retrieve(1, body),
  };
}
export type PhoneAuthService = ReturnType<typeof phoneAuthService>;
