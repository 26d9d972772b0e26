import crypto from 'node:crypto';
import {
  CAPTCHA_FAILS_PER_15_MIN,
  CAPTCHA_NEW_PER_10_MIN,
  CAPTCHA_TOLERANCE_PX,
  CAPTCHA_TTL_SECONDS,
  type CaptchaCheckResult,
  type CaptchaPuzzle,
  type CheckCaptchaBody,
} from '@wms/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { captchas, loginAttempts } from '../../../db/schema/index.js';
import type { Deps } from '../../../platform/deps.js';
import { refused } from '../../../platform/errors.js';
import { hitRateLimit, refuseIfSpent } from '../../../platform/rate-limit.js';
import { dragLooksHuman } from './drag.js';
import { BLOCK_SIZE, dataUrl, makePuzzle, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzle.js';

/** Uses up the ticket a solved puzzle earned; true once, false ever after. */
export async function consumeCaptchaTicket(db: Queryable, key: string, ticket: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(key)) return false;
  const rows = await db
    .update(captchas)
    .set({ ticketUsedAt: sql`now()` })
    .where(
      and(
        eq(captchas.key, key),
        eq(captchas.ticket, ticket),
        isNull(captchas.ticketUsedAt),
        gt(captchas.expiresAt, sql`now()`),
      ),
    )
    .returning({ key: captchas.key });
  return rows.length === 1;
}

/** Calls that need a solved puzzle whatever the history (SMS sends): Code 4 without a good ticket. */
export async function requireCaptchaTicket(db: Queryable, key: string | undefined, ticket: string | undefined) {
  const ok = !!key && !!ticket && (await consumeCaptchaTicket(db, key, ticket));
  if (!ok) throw refused('captcha.ticketRequired');
}

/** Failed checks per client address: past the limit the address waits for new puzzles too. */
const failKey = (ip: string) => `captcha:fail:${ip}`;
const FAIL_WINDOW = 15 * 60;

export function captchaService(deps: Deps) {
  const { db, config } = deps;

  return {
    /** A new puzzle, at most CAPTCHA_NEW_PER_10_MIN per client address, none while the address
     * has used up its failed checks. */
    async create(ip: string): Promise<CaptchaPuzzle> {
      await refuseIfSpent(db, failKey(ip), FAIL_WINDOW, CAPTCHA_FAILS_PER_15_MIN);
      await hitRateLimit(db, `captcha:new:${ip}`, 600, CAPTCHA_NEW_PER_10_MIN);
      const p = makePuzzle();
      const key = crypto.randomUUID();
      await db.insert(captchas).values({
        key,
        x: p.x,
        y: p.y,
        expiresAt: sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})`,
      });
      return {
        CaptchaKey: key,
        BackgroundImage: dataUrl(p.background),
        SliderImage: dataUrl(p.slider),
        Y: p.y,
        Width: PUZZLE_WIDTH,
        Height: PUZZLE_HEIGHT,
        BlockSize: BLOCK_SIZE,
      };
    },

    /**
     * One statement marks the key checked and, when the answer is right, stores a fresh ticket:
     * a key can be checked once whatever the outcome, so nobody can probe offsets on one puzzle.
     * A solved puzzle's ticket is good for the full lifetime again, counted from the solve. A
     * failure counts against the address: as a failed sign-in (so signing in from there needs a
     * puzzle, and spends the per-minute sign-in limit) and towards its limit of failed checks.
     */
    async check(body: CheckCaptchaBody, ip: string): Promise<CaptchaCheckResult> {
      await refuseIfSpent(db, failKey(ip), FAIL_WINDOW, CAPTCHA_FAILS_PER_15_MIN);
      const ticket = crypto.randomBytes(24).toString('base64url');
      const humanLike = dragLooksHuman(body.Track, body.Offset, body.Deviation);
      const rows = await db
        .update(captchas)
        .set({
          checkedAt: sql`now()`,
          ticket: sql`case when ${humanLike} and abs(${captchas.x} - ${body.Offset}::float8) <= ${CAPTCHA_TOLERANCE_PX} then ${ticket} end`,
          expiresAt: sql`case when ${humanLike} and abs(${captchas.x} - ${body.Offset}::float8) <= ${CAPTCHA_TOLERANCE_PX}
            then now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS}) else ${captchas.expiresAt} end`,
        })
        .where(and(eq(captchas.key, body.CaptchaKey), isNull(captchas.checkedAt), gt(captchas.expiresAt, sql`now()`)))
        .returning({ ticket: captchas.ticket });
      const solved = rows[0]?.ticket ?? null;
      if (solved === null) {
        await recordAttempt(db, '', ip, false);
        await hitRateLimit(db, `signin:ip:${ip}`, 60, config.signInRateLimitPerMinute).catch(() => {});
        await hitRateLimit(db, failKey(ip), FAIL_WINDOW, CAPTCHA_FAILS_PER_15_MIN).catch(() => {});
      }
      return { Success: solved !== null, Captcha: solved };
    },
  };
}
export type CaptchaService = ReturnType<typeof captchaService>;

/** A sign-in attempt, counted by the lockout (docs/domain.md, "Signing in"); a failed puzzle is
 * one too. Here, not in account: account asks the puzzle, the puzzle never looks back. */
export async function recordAttempt(db: Queryable, userName: string, ip: string, success: boolean) {
  await db.insert(loginAttempts).values({ userName: userName.toLowerCase(), ip, success });
}
