import { hash } from '@node-rs/argon2';
import {
  AccountType,
  type AccountTypeValue,
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
import type { Queryable } from '../../../db/client.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, refused } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { hitRateLimit } from '../../../platform/rate-limit.js';
import { accountService, type ClientMeta } from '../account/service.js';
import { type SmsPurpose, smsService } from '../sms/service.js';
import { createUser } from '../users/create.js';
import * as repo from './repository.js';

/** A right code whose account went away (deleted or switched off since the send): the code is
 * no good any more. A phone without an account never gets a code that redeems at all, so the
 * sign-in and retrieval calls tell nobody which phones have accounts. */
const noSuchCode = () => invalid('PhoneNumberCode', 'sms.codeExpired');

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

  /** An active account of this type with this phone, or null. */
  async function activeUser(q: Queryable, accountType: AccountTypeValue, phoneCode: string, phoneNumber: string) {
    const user = await repo.findUserByPhone(q, accountType, phoneCode, phoneNumber);
    return user && !user.isDeactivate ? user : null;
  }

  const sendFor = (
    purpose: SmsPurpose,
    body: SmsSendBody,
    meta: ClientMeta,
    lang: Lang,
    eligible: () => Promise<boolean>,
    notice?: string,
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
      notice,
    });

  const codeOf = (purpose: SmsPurpose, body: PhoneSignInBody | RetrievePasswordBody | RegisterUserBody) => ({
    purpose,
    phoneCode: body.PhoneCode,
    phoneNumber: body.PhoneNumber,
    phoneKey: body.PhoneKey,
    code: body.PhoneNumberCode,
  });

  /** The code is checked before the account is looked for: an unknown or switched-off phone
   * only ever got a code nothing redeems, so it fails as a wrong code does. Every try counts
   * against the address it comes from, none against the phone it names, which a stranger could
   * spend to keep the phone's owner out; what guards a phone is its code (docs/domain.md,
   * "Signing in"). */
  async function signIn(accountType: AccountTypeValue, body: PhoneSignInBody, meta: ClientMeta): Promise<TokenPair> {
    await hitRateLimit(db, `signin:ip:${meta.ip}`, 60, config.signInRateLimitPerMinute);
    const user = await sms.redeem(
      codeOf(accountType === AccountType.Customer ? 'login' : 'loginStaff', body),
      async (tx) => {
        const found = await activeUser(tx, accountType, body.PhoneCode, body.PhoneNumber);
        if (!found) throw noSuchCode();
        await repo.touchLastLogin(tx, found.id);
        return found;
      },
    );
    return account.startSessionFor(user.id, meta);
  }

  async function retrieve(
    accountType: AccountTypeValue,
    body: RetrievePasswordBody,
    meta: ClientMeta,
  ): Promise<boolean> {
    await hitRateLimit(db, `retrieve:ip:${meta.ip}`, 60, config.signInRateLimitPerMinute);
    const password = newPassword(body.Password);
    const passwordHash = await hash(password);
    const userId = await sms.redeem(
      codeOf(accountType === AccountType.Customer ? 'retrieve' : 'retrieveStaff', body),
      async (tx) => {
        const user = await activeUser(tx, accountType, body.PhoneCode, body.PhoneNumber);
        if (!user) throw noSuchCode();
        await repo.setPasswordHash(tx, user.id, passwordHash);
        // Whoever knew the old password may hold a session: a reset signs the user out everywhere.
        await repo.revokeSessions(tx, user.id, 'password reset');
        return user.id;
      },
    );
    // Committed: the ended sessions' push sockets close now.
    deps.push.endUser(userId);
    return true;
  }

  return {
    /** A phone that already has an account gets no code but a text saying so (its owner may
     * have forgotten); the caller is answered the same either way. */
    sendRegister: (body: SmsSendBody, meta: ClientMeta, lang: Lang): Promise<PhoneKeyAnswer> =>
      sendFor(
        'register',
        body,
        meta,
        lang,
        async () => !(await repo.findUserByPhone(db, AccountType.Customer, body.PhoneCode, body.PhoneNumber)),
        t(lang, 'phoneAuth.registeredNotice'),
      ),
    sendLogin: (
      accountType: AccountTypeValue,
      body: SmsSendBody,
      meta: ClientMeta,
      lang: Lang,
    ): Promise<PhoneKeyAnswer> =>
      sendFor(accountType === AccountType.Customer ? 'login' : 'loginStaff', body, meta, lang, async () =>
        Boolean(await activeUser(db, accountType, body.PhoneCode, body.PhoneNumber)),
      ),
    sendRetrieve: (
      accountType: AccountTypeValue,
      body: SmsSendBody,
      meta: ClientMeta,
      lang: Lang,
    ): Promise<PhoneKeyAnswer> =>
      sendFor(accountType === AccountType.Customer ? 'retrieve' : 'retrieveStaff', body, meta, lang, async () =>
        Boolean(await activeUser(db, accountType, body.PhoneCode, body.PhoneNumber)),
      ),

    /**
     * What can be refused without the code (formats, the password rule) is checked first and
     * costs no try; whether the user name or the phone is taken is told only to whoever holds a
     * right code for the phone (a registered phone never got one), so the call lists no
     * accounts. A name already taken costs no try either: the code stays usable.
     */
    async register(body: RegisterUserBody, meta: ClientMeta & { host: string }): Promise<TokenPair> {
      await hitRateLimit(db, `register:ip:${meta.ip}`, 60, config.signInRateLimitPerMinute);
      const password = newPassword(body.Password);
      const siteId = await repo.siteForHost(db, bareHost(meta.host));
      if (siteId === undefined) throw refused('error.notFound');
      const user = await sms.redeem(codeOf('register', body), async (tx) => {
        let referrerId: number | null = null;
        if (body.Referrer) {
          const referrer = await repo.findCustomerByCode(tx, body.Referrer);
          if (!referrer) throw invalid('Referrer', 'phoneAuth.referrerUnknown');
          referrerId = referrer.id;
        }
        const created = await createUser(tx, {
          accountType: AccountType.Customer,
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

    signInCustomer: (body: PhoneSignInBody, meta: ClientMeta) => signIn(AccountType.Customer, body, meta),
    signInStaff: (body: PhoneSignInBody, meta: ClientMeta) => signIn(AccountType.Staff, body, meta),
    retrieveCustomer: (body: RetrievePasswordBody, meta: ClientMeta) => retrieve(AccountType.Customer, body, meta),
    retrieveStaff: (body: RetrievePasswordBody, meta: ClientMeta) => retrieve(AccountType.Staff, body, meta),
  };
}
export type PhoneAuthService = ReturnType<typeof phoneAuthService>;
