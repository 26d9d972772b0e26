import { z } from 'zod';
import { inputMeta } from '../inputs.js';
import { idCardRule, pastedIdCard } from './numbering.js';
import {
  allowedNumber,
  checkDecimal,
  checkInteger,
  compareDecimal,
  DEFAULT_MAX_DECIMAL,
  decimalText,
  type NumberRange,
} from './numbers.js';
import { pastedCode } from './paste.js';
import { PHONE_CODES, type PhoneKind, pastedPhone, phoneCodeText, phoneNumberRule } from './phone.js';
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

/** A number refused: the rule (`validation.number*`) with what the field allows, so the message
 * says both ("Sort order is over 1000: enter a whole number from 0 to 1000."). */
const refuseNumber = (ctx: z.RefinementCtx<any>, rule: string, range: NumberRange, input: unknown) =>
  ctx.addIssue({ code: 'custom', message: rule, params: allowedNumber(range), input });

/** Number or numeric string in, canonical decimal string out (see normaliseDecimal:
 * '1.50' becomes '1.5'), so amounts reach `numeric` columns without a float in between. */
export function zDecimal(opts?: { maxDecimal?: number; cannotBeZero?: boolean; max?: number }) {
  const range = { max: opts?.max, decimals: opts?.maxDecimal ?? DEFAULT_MAX_DECIMAL, notZero: opts?.cannotBeZero };
  const schema = z
    .union([z.number(), z.string()], { error: missingOr('validation.type.number') })
    .transform((v, ctx) => {
      const key = checkDecimal(v, opts);
      if (key) {
        refuseNumber(ctx, key, range, v);
        return z.NEVER;
      }
      const text = decimalText(v);
      const max = opts?.max;
      if (max !== undefined && (max < 0 || compareDecimal(text, decimalText(max)) > 0)) {
        refuseNumber(ctx, 'validation.numberTooBig', range, v);
        return z.NEVER;
      }
      return text;
    });
  return schema.register(inputMeta, {
    kind: 'decimal',
    max: opts?.max,
    notZero: opts?.cannotBeZero,
    decimals: range.decimals,
  });
}

/** A weight in kilograms, to the gram (3 places), every area the same (docs/domain.md, "Field
 * formats"); the server keeps it in a `weight` column. `max` is the field's own ceiling. */
export const zWeight = (opts: { max: number; notZero?: boolean }) =>
  zDecimal({ maxDecimal: 3, max: opts.max, cannotBeZero: opts.notZero });

/** A length in centimetres, to the millimetre (1 place), every area the same (docs/domain.md,
 * "Field formats"); the server keeps it in a `length` column. */
export const zLength = (opts: { max: number; notZero?: boolean }) =>
  zDecimal({ maxDecimal: 1, max: opts.max, cannotBeZero: opts.notZero });

/** Number or whole-number string in, number out; `min` (0 unless given) to `max`. */
export function zInteger(opts?: { cannotBeZero?: boolean; min?: number; max?: number }) {
  const range = { min: opts?.min, max: opts?.max, notZero: opts?.cannotBeZero };
  const schema = z
    .union([z.number(), z.string()], { error: missingOr('validation.type.number') })
    .transform((v, ctx) => {
      const key = checkInteger(v, opts);
      if (key) {
        refuseNumber(ctx, key, range, v);
        return z.NEVER;
      }
      // `+ 0` turns -0 into 0.
      const n = (typeof v === 'number' ? v : Number(v.trim())) + 0;
      if (opts?.min !== undefined && n < opts.min) {
        refuseNumber(ctx, 'validation.numberTooSmall', range, v);
        return z.NEVER;
      }
      if (opts?.max !== undefined && n > opts.max) {
        refuseNumber(ctx, 'validation.numberTooBig', range, v);
        return z.NEVER;
      }
      return n;
    });
  return schema.register(inputMeta, {
    kind: 'integer',
    ...(opts?.min === undefined ? {} : { min: opts.min }),
    max: opts?.max,
    notZero: opts?.cannotBeZero,
  });
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

/** What a number field beside a phone code holds: a phone (`mobile`, or `line`: a mobile or a
 * fixed line) or an ID card number of the code's region. */
export type PhoneRuleKind = PhoneKind | 'idCard';

const offeredCode = (code: unknown) => {
  const c = phoneCodeText(code);
  return c === '' || (PHONE_CODES as readonly string[]).includes(c);
};

/** For `z.object(...).superRefine(phoneRule('mobile', 'Phone'))`: checks the number against the
 * phone code held in the same object and reports at the number's path, in the words of the
 * code's rule ("a Hong Kong mobile number is 8 digits ..."). */
export function phoneRule(
  kind: PhoneRuleKind,
  valueKey: string,
  codeKey = 'PhoneCode',
): (obj: any, ctx: z.RefinementCtx) => void {
  return (obj, ctx) => {
    const value = obj?.[valueKey];
    const code = obj?.[codeKey];
    const rule = kind === 'idCard' ? idCardRule(value, code) : phoneNumberRule(value, code, kind);
    if (!rule && (value === undefined || value === null || value === '' || offeredCode(code))) return;
    const { key, params } = rule ?? { key: kind === 'idCard' ? 'idCard.none' : `phone.${kind}.none` };
    ctx.addIssue({ code: 'custom', message: key, path: [valueKey], input: value, ...(params ? { params } : {}) });
  };
}

/** For `.overwrite(pastedNumbers({ Phone: 'line' }))` on a body: each number field read as pasted
 * with the phone code beside it (`pastedPhone`, `pastedIdCard`: the code prefix, spaces and
 * dashes dropped where its rule has none, an HK card's check digit put in brackets), before it is
 * checked, and stored so. */
export function pastedNumbers(fields: Record<string, PhoneRuleKind>, codeKey = 'PhoneCode') {
  return <O>(obj: O): O => {
    if (typeof obj !== 'object' || obj === null) return obj;
    const o = obj as Record<string, unknown>;
    const next = { ...o };
    for (const [field, kind] of Object.entries(fields)) {
      const v = o[field];
      if (typeof v !== 'string') continue;
      next[field] = kind === 'idCard' ? pastedIdCard(v, o[codeKey]) : pastedPhone(v, o[codeKey], kind);
    }
    return next as O;
  };
}

/** A body whose number fields follow the phone code beside them: read as pasted
 * (`pastedNumbers`), then each checked by the rule of its kind (`phoneRule`). */
export function withPhoneCode<T extends z.ZodObject>(
  schema: T,
  fields: Record<string, PhoneRuleKind>,
  codeKey = 'PhoneCode',
): T {
  let out = schema.overwrite(pastedNumbers(fields, codeKey)) as T;
  for (const [field, kind] of Object.entries(fields)) out = out.superRefine(phoneRule(kind, field, codeKey)) as T;
  return out;
}

/**
 * A code field (docs/domain.md, "Field formats"): read as pasted, without white space and in
 * capitals (`pastedCode`), then held to `max` characters and `pattern` (whose message is `key`).
 * Every code of the set-up screens is declared with it, so `cn` is `CN` wherever it is typed, the
 * same on the server and in the form.
 */
export function zCode(max: number, pattern: RegExp, key: string, required = true) {
  const base = required
    ? z.string({ error: missingOr() }).overwrite(pastedCode).min(1, { error: 'validation.required' })
    : z.string().overwrite(pastedCode);
  return base.max(max).regex(pattern, { error: key });
}
