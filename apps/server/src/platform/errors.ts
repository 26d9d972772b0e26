import { Code, type CodeValue, type Lang } from '@wms/contract';

export const httpStatusOf: Record<CodeValue, number> = {
  0: 200,
  1: 401,
  2: 400,
  3: 404,
  4: 409,
  5: 401,
  6: 429,
  9: 500,
};

/** A refusal the caller should see: an envelope code plus a message key (localised when the
 * envelope is written) and its parameters. Anything else thrown is an unexpected error. */
export class AppError extends Error {
  constructor(
    readonly code: CodeValue,
    readonly key: string,
    readonly params?: Record<string, unknown>,
    readonly httpStatus: number = httpStatusOf[code],
    /** Extra fields of `Data` (a list of row errors beside `Field` and `Rule`). */
    readonly data?: Record<string, unknown>,
    /** The wire field a Code 2 is about: its label fills the rule's `{label}`, and `Data` names it. */
    readonly field?: string,
  ) {
    super(key);
  }
}

/** Code 2 naming the field, with more detail in `Data` (e.g. every wrong row of an import). */
export const invalidWith = (
  field: string,
  rule: string,
  params: Record<string, unknown>,
  data: Record<string, unknown>,
) => new AppError(Code.Invalid, rule, params, httpStatusOf[Code.Invalid], data, field);

/** Errors of an import spelt out in its message; `Data.Errors` lists up to 1,000 for the console. */
const IMPORT_ERRORS_SPELT = 10;
const IMPORT_ERRORS_LISTED = 1000;

/** An import refused as a whole (nothing written): Code 2 on the file or text field, the message
 * (`rule`, given `count` and `errors`) spelling out the first lines that are wrong, each a sentence
 * made by `line` ("Row 3: Commodity code is required."). */
export function importRefused<E>(lang: Lang, field: string, rule: string, errors: E[], line: (e: E) => string) {
  // Sentences follow one another with a space in English, without one in Chinese.
  const text = errors
    .slice(0, IMPORT_ERRORS_SPELT)
    .map(line)
    .join(lang === 'en-us' ? ' ' : '');
  return invalidWith(
    field,
    rule,
    { count: errors.length, errors: errors.length > IMPORT_ERRORS_SPELT ? `${text} …` : text },
    { Errors: errors.slice(0, IMPORT_ERRORS_LISTED) },
  );
}

/** Code 2 naming the field: `rule` is a message key (or a literal text), a sentence that starts
 * with the field's `{label}` (docs/architecture.md, "Messages"). */
export const invalid = (field: string, rule: string, params?: Record<string, unknown>) =>
  new AppError(Code.Invalid, rule, params, httpStatusOf[Code.Invalid], undefined, field);
export const notFound = (key = 'error.notFound', params?: Record<string, unknown>) =>
  new AppError(Code.NotFound, key, params);
export const refused = (key: string, params?: Record<string, unknown>) => new AppError(Code.Refused, key, params);
export const tooMany = (key = 'error.tooMany', params?: Record<string, unknown>) =>
  new AppError(Code.TooMany, key, params);
export const notSignedIn = () => new AppError(Code.Unauthorized, 'error.notSignedIn');
export const forbidden = (key = 'error.forbidden') => new AppError(Code.Unauthorized, key, undefined, 403);
export const tokenExpired = () => new AppError(Code.TokenExpired, 'error.tokenExpired');
