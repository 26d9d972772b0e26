import { z } from 'zod';

/** How far (px) the dropped slider may sit from the hole and still pass. A person drops within a
 * few pixels; every pixel more makes a blind guess pass more often (docs/architecture.md,
 * "Security": a fixed answer passed 8 in 80 puzzles at 6 px). */
export const CAPTCHA_TOLERANCE_PX = 4;
/** Samples a drag's track may hold: a pointer reports ~60-120 moves a second. */
export const CAPTCHA_TRACK_MAX = 600;
/** New puzzles one client address may ask for in 10 minutes; failed checks it may make in 15
 * minutes before it waits (each failure also counts as a failed sign-in from that address). */
export const CAPTCHA_NEW_PER_10_MIN = 30;
export const CAPTCHA_FAILS_PER_15_MIN = 10;
/** Largest vertical deviation (px) a drag may show and still count as aimed at the hole. */
export const CAPTCHA_MAX_DEVIATION = 50;
/** Seconds a puzzle can be answered, and a ticket used after the puzzle was solved. */
export const CAPTCHA_TTL_SECONDS = 120;

/** Standard deviation of the pointer's vertical positions during a drag: the puzzle's
 * `Deviation`, worked out the same way by the console and the server. */
export function deviationOf(ys: readonly number[]): number {
  if (ys.length < 2) return 0;
  const mean = ys.reduce((a, b) => a + b, 0) / ys.length;
  return Math.sqrt(ys.reduce((a, y) => a + (y - mean) ** 2, 0) / ys.length);
}

const CaptchaKeyField = z.uuid().describe('the key GetCaptcha64 answered');

export const CaptchaPuzzle = z
  .object({
    CaptchaKey: CaptchaKeyField,
    BackgroundImage: z.string().describe('data:image/png;base64 of the Width x Height picture with a darkened hole'),
    SliderImage: z
      .string()
      .describe(
        'data:image/png;base64 of the piece, a transparent square of BlockSize + 2 x radius (62 px): the body plus its knobs',
      ),
    Y: z.number().int().describe('top of the slider image in background pixels: draw it there, only x is dragged'),
    Width: z.number().int(),
    Height: z.number().int(),
    BlockSize: z.number().int().describe('side of the square body of the piece, without its knobs'),
  })
  .describe(
    `A slide puzzle. The answer stays on the server and expires after ${CAPTCHA_TTL_SECONDS} s; ask for a new one on refresh or failure.`,
  );
export type CaptchaPuzzle = z.infer<typeof CaptchaPuzzle>;

export const CheckCaptchaBody = z
  .object({
    CaptchaKey: CaptchaKeyField,
    Offset: z
      .number()
      .describe(
        `left edge of the slider image, in background pixels, where the user dropped it; passes within ${CAPTCHA_TOLERANCE_PX} px of the hole`,
      ),
    Deviation: z
      .number()
      .min(0)
      .describe(
        `standard deviation of the pointer's vertical position during the drag; must be above 0 (a perfectly straight drag is a script) and below ${CAPTCHA_MAX_DEVIATION} (the pointer wandered off the track)`,
      ),
    Track: z
      .array(z.tuple([z.number().min(0), z.number(), z.number()]))
      .min(2)
      .max(CAPTCHA_TRACK_MAX)
      .describe(
        'the drag as it happened: [milliseconds since the press, slider left edge in background pixels, pointer y] per pointer move, press to release. The server checks it ends at Offset, moves like a hand (takes time, speeds up and slows down) and has the Deviation it claims',
      ),
  })
  .describe('Checks a puzzle. A key is checked once, pass or fail: after a failure ask for a new puzzle.');
export type CheckCaptchaBody = z.infer<typeof CheckCaptchaBody>;

export const CaptchaCheckResult = z.object({
  Success: z.boolean(),
  Captcha: z
    .string()
    .nullable()
    .describe(
      `on success a single-use ticket, sent as Captcha together with CaptchaKey by sign-in and SMS sends; valid for ${CAPTCHA_TTL_SECONDS} s after solving`,
    ),
});
export type CaptchaCheckResult = z.infer<typeof CaptchaCheckResult>;

export const WhetherToVerifyBody = z
  .object({ username: z.string().trim().min(1).max(64) })
  .describe(
    'Data is true when sign-in needs a solved puzzle: 3 failed sign-ins for this user name or from this client address within 15 minutes',
  );
export type WhetherToVerifyBody = z.infer<typeof WhetherToVerifyBody>;
