import crypto from 'node:crypto';
import type { Lang } from '@wms/contract';
import { SMS_CODE_TTL_SECONDS, SMS_MAX_TRIES, SMS_RESEND_SECONDS } from '@wms/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { smsCodes } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, tooMany } from '../../../platform/errors.js';
import { t } from '../../../platform/i18n.js';
import { hitRateLimit } from '../../../platform/rate-limit.js';
import { requireCaptchaTicket } from '../captcha/service.js';
import { outboxProvider, type SmsProvider } from './provider.js';

/** What a code may be used for: a code sent for one purpose is refused for any other. */
export type SmsPurpose = 'register' | 'login' | 'loginStaff' | 'retrieve' | 'retrieveStaff';

export interface Phone {
  phoneCode: string;
  phoneNumber: string;
}

export interface SendRequest extends Phone {
  purpose: SmsPurpose;
  /** The ticket of a solved slide puzzle: every send needs a fresh one. */
  captcha: string | undefined;
  captchaKey: string | undefined;
  ip: string;
  lang: Lang;
  /**
   * Whether the phone may get a working code (registered or not, as the purpose needs). The answer
   * is the same either way, so that nobody learns which phones have accounts: an ineligible phone
   * gets a code row no code redeems (the later call fails as a wrong code does) and, at most,
   * `notice` instead of a code.
   */
  eligible?: () => Promise<boolean>;
  /** The text an ineligible phone gets instead of a code (none when absent). */
  notice?: string;
}

/** The form field a code is typed into, in every call that redeems one. */
const CODE_FIELD = 'PhoneNumberCode';

export interface RedeemRequest extends Phone {
  purpose: SmsPurpose;
  phoneKey: string;
  code: string;
}

/** E.164 without separators, the form gateways take. */
export const e164 = (p: Phone) => `+${p.phoneCode}${p.phoneNumber}`;

/**
 * Every rule about SMS verification codes, in one place:
 * - a send needs a solved puzzle ticket and counts against the caller's per-address limit;
 * - one send per phone per 60 s, whatever the purpose (Code 6 telling the seconds to wait);
 * - 6-digit codes, stored as an HMAC keyed with the server secret, never answered;
 * - a code is bound to its purpose and phone, expires after 5 minutes, dies after 5 wrong tries,
 *   is used once, and a newer send for the same phone and purpose supersedes it.
 */
export function smsService(deps: Deps, provider: SmsProvider = outboxProvider(deps)) {
  const { db, keys, config } = deps;
  const digest = (key: string, code: string) =>
    crypto.createHmac('sha256', keys.jwtSecret).update(`sms:${key}:${code}`).digest('hex');

  async function send(req: SendRequest): Promise<{ PhoneKey: string }> {
    await requireCaptchaTicket(db, req.captchaKey, req.captcha);
    await hitRateLimit(db, `sms:ip:${req.ip}`, 60, config.signInRateLimitPerMinute);
    const live = req.eligible ? await req.eligible() : true;

    // A code of an ineligible phone is a secret nobody is told: no six digits ever match it.
    const code = live
      ? String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
      : crypto.randomBytes(24).toString('hex');
    const key = crypto.randomUUID();
    const wait = await db.transaction(async (tx) => {
      // Serialises sends to one phone across instances, so two racing sends cannot both pass
      // the 60-second check.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${e164(req)}`}))`);
      const res = await tx.execute<{ wait: number | null }>(sql`
        select ceil(extract(epoch from max(${smsCodes.creationTime}) + make_interval(secs => ${SMS_RESEND_SECONDS}) - now()))::int as wait
        from ${smsCodes}
        where ${smsCodes.phoneCode} = ${req.phoneCode} and ${smsCodes.phoneNumber} = ${req.phoneNumber}
          and ${smsCodes.creationTime} > now() - make_interval(secs => ${SMS_RESEND_SECONDS})`);
      const left = Number((res.rows[0] as { wait: number | null } | undefined)?.wait ?? 0);
      if (left > 0) return left;
      await tx
        .update(smsCodes)
        .set({ expiresAt: sql`now()` })
        .where(
          and(
            eq(smsCodes.purpose, req.purpose),
            eq(smsCodes.phoneCode, req.phoneCode),
            eq(smsCodes.phoneNumber, req.phoneNumber),
            isNull(smsCodes.consumedAt),
            gt(smsCodes.expiresAt, sql`now()`),
          ),
        );
      await tx.insert(smsCodes).values({
        key,
        purpose: req.purpose,
        phoneCode: req.phoneCode,
        phoneNumber: req.phoneNumber,
        codeHash: digest(key, code),
        expiresAt: sql`now() + make_interval(secs => ${SMS_CODE_TTL_SECONDS})`,
      });
      return 0;
    });
    if (wait > 0) throw tooMany('sms.sendTooOften', { seconds: wait });

    const text = live ? t(req.lang, 'sms.codeText', { code, minutes: SMS_CODE_TTL_SECONDS / 60 }) : req.notice;
    try {
      if (text) await provider.send(e164(req), text);
    } catch (err) {
      // Undelivered: free the phone's slot so the user can ask again at once.
      await db.delete(smsCodes).where(eq(smsCodes.key, key));
      throw err;
    }
    return { PhoneKey: key };
  }

  /**
   * Checks a code and, when it is right, runs `work` in one transaction with using the code up.
   * A wrong code costs a try, counted in its own statement, so it counts even though the caller
   * sees a refusal; a right one costs none, so that `work` refusing something the user then fixes
   * (a user name already taken) does not use the code up: if `work` fails the code stays usable.
   * A wrong or spent code is Code 2 on `PhoneNumberCode`: typing it again or asking for a new one
   * fixes it.
   */
  async function redeem<T>(req: RedeemRequest, work: (tx: Tx) => Promise<T>): Promise<T> {
    const given = digest(req.phoneKey, req.code);
    const [row] = await db
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + case when ${smsCodes.codeHash} = ${given} then 0 else 1 end` })
      .where(
        and(
          eq(smsCodes.key, req.phoneKey),
          eq(smsCodes.purpose, req.purpose),
          eq(smsCodes.phoneCode, req.phoneCode),
          eq(smsCodes.phoneNumber, req.phoneNumber),
          isNull(smsCodes.consumedAt),
          gt(smsCodes.expiresAt, sql`now()`),
          lt(smsCodes.tries, SMS_MAX_TRIES),
        ),
      )
      .returning({ codeHash: smsCodes.codeHash, tries: smsCodes.tries });
    if (!row) throw invalid(CODE_FIELD, 'sms.codeExpired');
    if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(row.codeHash))) {
      const left = SMS_MAX_TRIES - row.tries;
      throw left > 0 ? invalid(CODE_FIELD, 'sms.codeWrong', { left }) : invalid(CODE_FIELD, 'sms.codeWrongLast');
    }
    return db.transaction(async (tx) => {
      const used = await tx
        .update(smsCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(smsCodes.key, req.phoneKey), isNull(smsCodes.consumedAt)))
        .returning({ key: smsCodes.key });
      // A concurrent request with the same code won the race.
      if (!used.length) throw invalid(CODE_FIELD, 'sms.codeExpired');
      return work(tx);
    });
  }

  return { send, redeem, provider };
}
export type SmsService = ReturnType<typeof smsService>;
