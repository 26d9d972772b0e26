import { fieldLabel, issueRule, type Lang } from '@wms/contract';
import type { z } from 'zod';
import { type AppError, invalid } from '../errors.js';
import { ruleText } from '../i18n.js';

// Request bodies checked against their schemas: Code 2 naming the field, worded by the product.

/** `reportInput` lets `issueRule` tell a missing value ("cannot be empty") from a wrong one. */
const PARSE = { reportInput: true } as const;

/** The field path of an issue as Code 2 names it. */
const pathText = (path: readonly (string | number)[]) => (path.length ? path.join('.') : 'body');

/** Turns the first zod issue into Code 2 naming the field, worded by the product (`issueRule`),
 * never by the validation library: its texts name types and operators, not what to type. */
export function validationError(error: z.ZodError): AppError {
  const { path, rule, params } = issueRule(error.issues[0]!);
  return invalid(pathText(path), rule, params);
}

/** Every issue of a value (not only the first), each as its field path and the rule's sentence,
 * the field named by `label` (its label in the contract's catalogue unless given): for bulk input
 * such as import rows, where the caller wants all the mistakes at once. */
export function checkAll<S extends z.ZodType>(
  schema: S,
  value: unknown,
  lang: Lang,
  label: (field: string) => string = (field) => fieldLabel(field, lang),
): { ok: true; data: z.infer<S> } | { ok: false; issues: { field: string; rule: string }[] } {
  const result = schema.safeParse(value, PARSE);
  const nul = result.success ? nulField(result.data) : null;
  if (nul !== null)
    return {
      ok: false,
      issues: [{ field: nul, rule: ruleText(lang, 'validation.nulCharacter', undefined, label(nul)) }],
    };
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((i) => {
      const { path, rule, params } = issueRule(i);
      const field = pathText(path);
      return { field, rule: ruleText(lang, rule, params, label(field)) };
    }),
  };
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown, _lang: Lang): z.infer<S> {
  const result = schema.safeParse(body ?? {}, PARSE);
  if (!result.success) throw validationError(result.error);
  const nul = nulField(result.data);
  if (nul !== null) throw invalid(nul, 'validation.nulCharacter');
  return result.data;
}

/** The field of the first text holding U+0000, which PostgreSQL text cannot store (error 22021):
 * refused here naming the field rather than as a field-less Code 2 from the database (found by
 * the fuzz suite). */
function nulField(v: unknown, path = ''): string | null {
  if (typeof v === 'string') return v.includes('\u0000') ? path || 'body' : null;
  if (v === null || typeof v !== 'object') return null;
  for (const [k, x] of Object.entries(v)) {
    const found = nulField(x, path ? `${path}.${k}` : k);
    if (found !== null) return found;
  }
  return null;
}
