import { verify } from '@node-rs/argon2';
import { AccountType, type AccountTypeValue, type LoginBody, type TokenPair, type UserInfo } from '@wms/contract';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notSignedIn, refused } from '../../../platform/errors.js';
import { decryptPassword } from '../../../platform/keys.js';
import { hitRateLimit } from '../../../platform/rate-limit.js';
import { consumeCaptchaTicket, recordAttempt } from '../captcha/service.js';
import * as repo from './repository.js';

/** Failed sign-ins (per user name or client address, 15 minutes) before the puzzle is needed. */
export const FAILURES_BEFORE_CAPTCHA = 3;

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

export function accountService(deps: Deps) {
  const { db, keys, tokens, config } = deps;

  /** Decrypts the RSA-encrypted password field; Code 2 naming `field` when it is not one. */
  function plainPassword(cipher: string, field = 'password'): string {
    const plain = decryptPassword(keys, cipher);
    if (plain === null) throw invalid(field, 'account.passwordNotEncrypted');
    return plain;
  }

  async function needsCaptcha(userName: string, ip: string): Promise<boolean> {
    return (await repo.recentFailures(db, userName, ip)) >= FAILURES_BEFORE_CAPTCHA;
  }

  /** Every try counts against the address it comes from, before anything else is looked at; none
   * counts against the account it names, which a stranger could spend to lock its owner out.
   * Failures naming an account ask for the puzzle on every try instead (docs/domain.md,
   * "Signing in"). */
  async function signIn(accountType: AccountTypeValue, body: LoginBody, meta: ClientMeta): Promise<TokenPair> {
    await hitRateLimit(db, `signin:ip:${meta.ip}`, 60, config.signInRateLimitPerMinute);
    if (await needsCaptcha(body.username, meta.ip)) {
      const ok = !!body.Captcha && !!body.CaptchaKey && (await consumeCaptchaTicket(db, body.CaptchaKey, body.Captcha));
      if (!ok) throw refused('account.captchaRequired');
    }
    const password = plainPassword(body.password);
    const user = await repo.findUserByName(db, body.username);
    const good = !!user && (await verify(user.passwordHash, password).catch(() => false));
    await recordAttempt(db, body.username, meta.ip, good);
    if (!user || !good) throw refused('account.badCredentials');
    if (user.isDeactivate) throw refused('account.deactivated');
    if (user.accountType !== accountType) {
      throw refused(
        accountType === AccountType.Staff ? 'account.customerUseCustomerLogin' : 'account.staffUseStaffLogin',
      );
    }
    await repo.touchLastLogin(db, user.id);
    return tokens.startSession(user.id, meta.ip, meta.userAgent);
  }

  return {
    plainPassword,
    needsCaptcha,
    getPublicKey: () => ({ PublicKey: keys.publicKeyPem }),
    login: (body: LoginBody, meta: ClientMeta) => signIn(AccountType.Staff, body, meta),
    loginUser: (body: LoginBody, meta: ClientMeta) => signIn(AccountType.Customer, body, meta),
    /** Starts a session for a user already proven by other means (SMS code). */
    startSessionFor: (userId: number, meta: ClientMeta) => tokens.startSession(userId, meta.ip, meta.userAgent),
    refresh: (token: string) => tokens.refresh(token),
    /** Signs out: the session ends, and its push sockets close on every instance. */
    async revoke(token: string): Promise<void> {
      const sessionId = await tokens.revokeByRefreshToken(token);
      if (sessionId) deps.push.endSession(sessionId);
    },

    async userInfo(auth: Auth): Promise<UserInfo> {
      const row = await repo.loadUserInfo(deps.query, auth.userId);
      if (!row) throw notSignedIn();
      return {
        UserId: row.id,
        UserName: row.user_name,
        NickName: row.nick_name,
        Avatar: row.avatar,
        IsSuperUser: row.is_super_user,
        AccountTypeCode: row.account_type as AccountTypeValue,
        SiteId: row.site_id,
        CustomerCode: row.customer_code,
        Buttons: row.buttons,
        QuickNavigations: row.quick,
        UnreadMessageCount: Number(row.unread),
      };
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
