import { z } from 'zod';
import { inputMeta } from '../inputs.js';
import { checkDecimal, checkInteger, compareDecimal, DEFAULT_MAX_DECIMAL, decimalText } from './numbers.js';
import { PHONE_CODES, type PhoneRuleKind, phoneRuleChecks } from './phone.js';
import { checkPassword, isEmail, isUserName } from './text.js';

/** Zod schemas built on the pure checks. Issue messages are message keys; the server turns
 * them into `error.invalidField` in the caller's language, the web looks them up the same way.
 * Limits such as max length or max value use zod's own issues, which `issueRule` (issues.ts)
 * words with the limit ("at most 50 characters"); zod's own texts never reach a user. */

/** A missing value reads "cannot be empty"; any other wrong type gets `key`, or zod's
 * localised type message when there is no key. */
const missingOr =
  (key?: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined || issue.input === null ? 'validation.required' : key;

export const zUserName = z
  .string({ error: missingOr() })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(32)
  .refine(isUserName, { error: 'validation.userName' });

export const zPassword = z
  .string({ error: missingOr() })
  .refine((v) => checkPassword(v) === null, { error: 'validation.password' });

export const zEmail = z.string({ error: missingOr() }).trim().refine(isEmail, { error: 'validation.email' });

/** Optional as well as blank: clients drop empty strings before sending,
 * so a cleared e-mail field arrives as no field at all. */
export const zOptionalEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || isEmail(v), { error: 'validation.email' })
  .optional();

export const zPhoneCode = z.enum(PHONE_CODES, { error: missingOr() });

const tooBig = (ctx: z.RefinementCtx<any>, max: number, input: unknown) =>
  ctx.addIssue({ code: 'too_big', maximum: max, origin: 'number', inclusive: true, input });

/** Number or numeric string in, canonical decimal string out (see normaliseDecimal:
 * '1.50' becomes '1.5'), so amounts reach `numeric` columns without a float in between. */
export function zDecimal(opts?: { maxDecimal?: number; cannotBeZero?: boolean; max?: number }) {
  const schema = z
    .union([z.number(), z.string()], { error: missingOr('validation.numberFormat') })
    .transform((v, ctx) => {
      const key = checkDecimal(v, opts);
      if (key) {
        ctx.addIssue({ code: 'custom', message: key, input: v });
        return z.NEVER;
      }
      const text = decimalText(v);
      const max = opts?.max;
      if (max !== undefined && (max < 0 || compareDecimal(text, decimalText(max)) > 0)) {
        tooBig(ctx, max, v);
        return z.NEVER;
      }
      return text;
    });
  return schema.register(inputMeta, {
    kind: 'decimal',
    max: opts?.max,
    notZero: opts?.cannotBeZero,
    decimals: opts?.maxDecimal ?? DEFAULT_MAX_DECIMAL,
  });
}

/** Number or whole-number string in, number out. */
export function zInteger(opts?: { cannotBeZero?: boolean; max?: number }) {
  const schema = z
    .union([z.number(), z.string()], { error: missingOr('validation.numberType') })
    .transform((v, ctx) => {
      const key = checkInteger(v, opts);
      if (key) {
        ctx.addIssue({ code: 'custom', message: key, input: v });
        return z.NEVER;
      }
      // `+ 0` turns -0 into 0.
      const n = (typeof v === 'number' ? v : Number(v.trim())) + 0;
      if (opts?.max !== undefined && n > opts.max) {
        tooBig(ctx, opts.max, v);
        return z.NEVER;
      }
      return n;
    });
  return schema.register(inputMeta, { kind: 'integer', max: opts?.max, notZero: opts?.cannotBeZero });
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

/** Reads ISO 8601 (date only, or date and time with or without a zone) and the console's
 * `yyyy-MM-dd HH:mm:ss`. A time without a zone is taken as UTC: the contract cannot know the
 * sender's zone, so the web app sends local times with their offset. Answers null when the
 * text is not such a date or names a day that does not exist. */
export function parseDateTime(text: string): string | null {
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', , sign, oh = '0', om = '0'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (Number(oh) > 23 || Number(om) > 59) return null;
  const ms = Number(frac.slice(0, 3).padEnd(3, '0'));
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  // Date.UTC maps years 0-99 to 1900-1999, so the year is set on its own.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCDate() !== day) return null;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
  return new Date(date.getTime() - offset * 60_000).toISOString();
}

export const zDateTime = z
  .string({ error: missingOr('validation.dateTime') })
  .trim()
  .transform((v, ctx) => {
    const iso = parseDateTime(v);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.dateTime', input: v });
      return z.NEVER;
    }
    return iso;
  });

/** For `z.object(...).superRefine(phoneRule('mobile', 'Phone'))`: checks the number against the
 * phone code held in the same object and reports at the number's path. */
export function phoneRule(
  kind: PhoneRuleKind,
  valueKey: string,
  codeKey = 'PhoneCode',
): (obj: any, ctx: z.RefinementCtx) => void {
  const rule = phoneRuleChecks[kind];
  return (obj, ctx) => {
    const value = obj?.[valueKey];
    if (rule.check(value, obj?.[codeKey])) return;
    ctx.addIssue({ code: 'custom', message: rule.key, path: [valueKey], input: value });
  };
}
