import type { z } from 'zod';
import { messages } from '../i18n/index.js';
import { formatFileSize } from './files.js';

/** A validation issue as the product words it: the field path, a rule message key of
 * `validationMessages` (or another catalog) and the rule's parameters. */
export interface IssueRule {
  path: (string | number)[];
  rule: string;
  params?: Record<string, unknown>;
}

type Issue = z.core.$ZodIssue;
type AnyIssue = Issue & Record<string, unknown>;

const isKey = (text: unknown): text is string => typeof text === 'string' && Object.hasOwn(messages, text);
/** Whether the issue is about an absent value. zod reports the input only when parsing with
 * `reportInput: true` (as the server does); without it a wrong type is not taken for a gap. */
const missing = (issue: AnyIssue) => 'input' in issue && (issue.input === undefined || issue.input === null);

const TYPE_RULES: Record<string, string> = {
  string: 'validation.type.string',
  number: 'validation.type.number',
  bigint: 'validation.type.number',
  nan: 'validation.type.number',
  int: 'validation.type.int',
  boolean: 'validation.type.boolean',
  array: 'validation.type.array',
  tuple: 'validation.type.array',
  set: 'validation.type.array',
  object: 'validation.type.object',
  record: 'validation.type.object',
  map: 'validation.type.object',
  date: 'validation.type.date',
};

const FORMAT_RULES: Record<string, string> = {
  email: 'validation.email',
  url: 'validation.url',
  lowercase: 'validation.lowerCase',
  uppercase: 'validation.upperCase',
  datetime: 'validation.dateTime',
  date: 'validation.dateTime',
  time: 'validation.dateTime',
  uuid: 'validation.identifier',
  uuidv4: 'validation.identifier',
  uuidv6: 'validation.identifier',
  uuidv7: 'validation.identifier',
  guid: 'validation.identifier',
};

/** A limit as people read it: sizes as "2 MB", dates as a day (and time when it has one). */
function limitText(origin: string | undefined, value: unknown): string {
  if (origin === 'file' && typeof value === 'number') return formatFileSize(value);
  if (origin === 'date' && (typeof value === 'number' || value instanceof Date)) {
    const iso = new Date(value).toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  }
  return String(value);
}

const valueText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'bigint' ? String(v) : JSON.stringify(v));

/** Counted things (characters, items): the limit is whole; the text picks its plural form. */
const counted = (rule: string, n: number, param: string): Pick<IssueRule, 'rule' | 'params'> => ({
  rule,
  params: { [param]: n },
});

function sizeRule(issue: AnyIssue, big: boolean): Pick<IssueRule, 'rule' | 'params'> {
  const origin = issue.origin as string | undefined;
  const raw = (big ? issue.maximum : issue.minimum) as number | bigint | Date;
  const exact = issue.exact === true;
  const inclusive = issue.inclusive !== false;
  if (origin === 'string' || origin === 'array' || origin === 'set' || origin === 'map') {
    const strings = origin === 'string';
    // Lengths are whole: "< 51" is "at most 50".
    const n = Number(raw) + (inclusive ? 0 : big ? -1 : 1);
    if (exact) return counted(strings ? 'validation.exactLength' : 'validation.exactItems', n, 'length');
    if (big) return counted(strings ? 'validation.maxLength' : 'validation.maxItems', n, 'max');
    // "At least 1 character" is what an empty text breaks: say so plainly.
    if (n <= 1) return strings ? { rule: 'validation.required' } : { rule: 'validation.minItems.one' };
    return { rule: strings ? 'validation.minLength' : 'validation.minItems', params: { min: n } };
  }
  if (origin === 'file') {
    return big
      ? { rule: 'validation.fileTooLarge', params: { max: limitText(origin, raw) } }
      : { rule: 'validation.fileTooSmall', params: { min: limitText(origin, raw) } };
  }
  if (origin === 'date') {
    return big
      ? { rule: 'validation.dateMax', params: { max: limitText(origin, raw) } }
      : { rule: 'validation.dateMin', params: { min: limitText(origin, raw) } };
  }
  // Numbers (number, int, bigint) and anything else with a value limit.
  const text = limitText(origin, raw);
  if (exact) return { rule: 'validation.exactValue', params: { value: text } };
  if (big)
    return inclusive
      ? { rule: 'validation.max', params: { max: text } }
      : { rule: 'validation.maxExclusive', params: { max: text } };
  return inclusive
    ? { rule: 'validation.min', params: { min: text } }
    : { rule: 'validation.minExclusive', params: { min: text } };
}

function formatRule(issue: AnyIssue): Pick<IssueRule, 'rule' | 'params'> {
  const format = String(issue.format);
  if (format === 'starts_with') return { rule: 'validation.startsWith', params: { prefix: issue.prefix } };
  if (format === 'ends_with') return { rule: 'validation.endsWith', params: { suffix: issue.suffix } };
  if (format === 'includes') return { rule: 'validation.includes', params: { includes: issue.includes } };
  return { rule: FORMAT_RULES[format] ?? 'validation.format' };
}

/**
 * The product's wording of one zod issue: a rule key of our catalogs with its parameters, never
 * the library's own text (which names types and operators: "Too big: expected string to have
 * <=50 characters"). A message the schema set itself (a catalog key such as
 * `validation.password`) is kept; every issue kind the library has is mapped, and anything
 * unforeseen falls back to "is not a valid value".
 */
export function issueRule(issue: Issue, depth = 0): IssueRule {
  const i = issue as AnyIssue;
  const path = [...issue.path] as (string | number)[];
  // A schema's own message key wins, with the issue's parameters (a custom issue's `params`).
  if (isKey(issue.message)) {
    const params = issue.code === 'custom' ? (i.params as Record<string, unknown> | undefined) : undefined;
    return { path, rule: issue.message, ...(params ? { params } : {}) };
  }
  switch (issue.code) {
    case 'invalid_type':
      if (missing(i) && i.expected !== 'undefined' && i.expected !== 'null') {
        return { path, rule: 'validation.required' };
      }
      return { path, rule: TYPE_RULES[String(i.expected)] ?? 'validation.type.other' };
    case 'too_big':
      return { path, ...sizeRule(i, true) };
    case 'too_small':
      return { path, ...sizeRule(i, false) };
    case 'invalid_format':
      return { path, ...formatRule(i) };
    case 'not_multiple_of':
      return { path, rule: 'validation.multipleOf', params: { divisor: String(i.divisor) } };
    case 'invalid_value': {
      const values = (i.values as unknown[]) ?? [];
      if (missing(i)) return { path, rule: 'validation.required' };
      return values.length === 1
        ? { path, rule: 'validation.exactValue', params: { value: valueText(values[0]) } }
        : { path, rule: 'validation.oneOf', params: { values: values.map(valueText).join(', ') } };
    }
    case 'unrecognized_keys':
      return { path, rule: 'validation.unknownFields', params: { keys: (i.keys as string[]).join(', ') } };
    case 'invalid_key':
      return { path, rule: 'validation.invalidKey' };
    case 'invalid_element':
      return { path, rule: 'validation.invalidItem' };
    case 'invalid_union': {
      // A discriminated union names the discriminator field and its allowed values.
      if (typeof i.discriminator === 'string' && Array.isArray(i.options)) {
        const at = path[path.length - 1] === i.discriminator ? path : [...path, i.discriminator];
        return {
          path: at,
          rule: 'validation.oneOf',
          params: { values: (i.options as unknown[]).map(valueText).join(', ') },
        };
      }
      if (missing(i)) return { path, rule: 'validation.required' };
      // Otherwise the branch that got furthest tells the user the most: the first issue of a
      // branch that failed below the union's own value, else "has the wrong kind of value".
      const branches = (i.errors as Issue[][] | undefined) ?? [];
      if (depth < 8) {
        for (const branch of branches) {
          const deep = branch.find((b) => b.path.length > 0 || b.code !== 'invalid_type');
          if (deep) {
            const inner = issueRule(deep, depth + 1);
            return { ...inner, path: [...path, ...inner.path] };
          }
        }
      }
      return { path, rule: branches.length ? 'validation.type.other' : 'validation.invalidValue' };
    }
    case 'custom':
      return { path, rule: 'validation.invalidValue' };
    default:
      return { path, rule: 'validation.invalidValue' };
  }
}
