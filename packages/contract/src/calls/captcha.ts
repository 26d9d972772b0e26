import { z } from 'zod';

/** How far (px) the dropped slider may sit from the hole and still pass. */
export const CAPTCHA_TOLERANCE_PX = 6;
/** Largest vertical deviation (px) a drag may show and still count as aimed at the hole. */
export const CAPTCHA_MAX_DEVIATION = 50;
/** Seconds a puzzle can be answered, and a ticket used after the puzzle was solved. */
export const CAPTCHA_TTL_SECONDS = 120;

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
