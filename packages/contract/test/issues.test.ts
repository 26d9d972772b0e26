import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, issueRule, type Lang, messages, ruleMessage, zDecimal, zInteger } from '../src/index.js';

const LANGS: Lang[] = ['zh-cn', 'zh-tw', 'en-us'];

/** Phrases of the validation library's own messages (its English and Chinese locales): none may
 * reach a user, whatever the issue. */
const LIBRARY_TEXT =
  /Invalid input|Too big|Too small|Invalid option|Invalid discriminator|Unrecognized key|Invalid (?:string|number|key|element|email|URL|UUID)\b|\bexpected [a-z]+(?:,| to )|expected one of|\breceived (?:undefined|null|number|string|boolean|object|array|NaN)\b|<=|>=|期望|无效输入|無效輸入|数值过|數值過|无效字符串|無效字串|无效选项|無效選項|預期|無效的|無法識別|但收到|实际接收|无法识别/i;

/** The rule as the server words it for a field labelled "Name", in one language. */
function ruleText(issue: z.core.$ZodIssue, lang: Lang): string {
  const { rule, params } = issueRule(issue);
  expect(Object.hasOwn(messages, rule), `rule key ${rule}`).toBe(true);
  return ruleMessage(lang, rule, params, lang === 'en-us' ? 'Name' : '名称');
}

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value, { reportInput: true });
  expect(r.success, String(value)).toBe(false);
  return r.error!.issues;
};

const tooLongDate = new Date('2030-01-01T00:00:00Z');

/** One real issue of every kind the library has (and the sub-kinds that read differently). */
const CASES: [string, z.ZodType, unknown][] = [
  ['invalid_type missing', z.object({ Name: z.string() }), {}],
  ['invalid_type string', z.string(), 5],
  ['invalid_type number', z.number(), 'x'],
  ['invalid_type NaN', z.number(), Number.NaN],
  ['invalid_type int', z.int(), 2.5],
  ['invalid_type boolean', z.boolean(), 'yes'],
  ['invalid_type array', z.array(z.string()), 'x'],
  ['invalid_type object', z.object({}), 'x'],
  ['invalid_type date', z.date(), 'x'],
  ['invalid_type bigint', z.bigint(), 'x'],
  ['invalid_type null', z.null(), 1],
  ['invalid_type symbol', z.symbol(), 1],
  ['too_big string', z.string().max(50), 'x'.repeat(51)],
  ['too_big string exclusive', z.string().length(3), 'abcd'],
  ['too_big number', z.number().max(10), 11],
  ['too_big number exclusive', z.number().lt(10), 10],
  ['too_big int', z.int().max(10), 11],
  ['too_big bigint', z.bigint().max(10n), 11n],
  ['too_big array', z.array(z.number()).max(2), [1, 2, 3]],
  ['too_big array one', z.array(z.number()).max(1), [1, 2]],
  ['too_big set', z.set(z.number()).max(1), new Set([1, 2])],
  ['too_big date', z.date().max(new Date('2020-01-01')), tooLongDate],
  ['too_big file', z.file().max(1024), new File(['x'.repeat(2000)], 'a.txt')],
  ['too_small string', z.string().min(3), 'ab'],
  ['too_small string empty', z.string().min(1), ''],
  ['too_small number', z.number().min(1), 0],
  ['too_small number exclusive', z.number().positive(), 0],
  ['too_small array', z.array(z.number()).min(2), [1]],
  ['too_small array empty', z.array(z.number()).nonempty(), []],
  ['too_small date', z.date().min(new Date('2020-01-01T10:30:00Z')), new Date('2019-01-01')],
  ['too_small file', z.file().min(10), new File(['x'], 'a.txt')],
  ['invalid_format email', z.email(), 'x'],
  ['invalid_format url', z.url(), 'x'],
  ['invalid_format uuid', z.uuid(), 'x'],
  ['invalid_format regex', z.string().regex(/^\d+$/), 'x'],
  ['invalid_format datetime', z.iso.datetime(), 'x'],
  ['invalid_format date', z.iso.date(), 'x'],
  ['invalid_format ipv4', z.ipv4(), 'x'],
  ['invalid_format starts_with', z.string().startsWith('A-'), 'x'],
  ['invalid_format ends_with', z.string().endsWith('.pdf'), 'x'],
  ['invalid_format includes', z.string().includes('@'), 'x'],
  ['invalid_format lowercase', z.string().lowercase(), 'X'],
  ['invalid_format uppercase', z.string().uppercase(), 'x'],
  ['invalid_format jwt', z.jwt(), 'x'],
  ['not_multiple_of', z.number().multipleOf(0.01), 0.001],
  ['invalid_value enum', z.enum(['a', 'b']), 'c'],
  ['invalid_value literal', z.literal(1), 2],
  ['invalid_value native enum', z.enum({ A: 1, B: 2 }), 3],
  ['unrecognized_keys', z.strictObject({ A: z.string() }), { A: 'x', B: 1 }],
  ['invalid_key', z.record(z.string().max(2), z.number()), { abc: 1 }],
  ['invalid_element', z.map(z.object({}), z.number()), new Map([[{}, 'x']])],
  ['invalid_union types', z.union([z.number(), z.string()]), true],
  ['invalid_union nested', z.union([z.object({ x: z.string().max(2) }), z.object({ y: z.number() })]), { x: 'abc' }],
  [
    'invalid_union discriminator',
    z.discriminatedUnion('t', [z.object({ t: z.literal('a') }), z.object({ t: z.literal('b') })]),
    { t: 'c' },
  ],
  ['custom refine', z.string().refine(() => false), 'x'],
  ['custom refine with text', z.string().refine(() => false, 'Some library-like text: expected x'), 'x'],
  ['custom key', z.string().refine(() => false, { error: 'validation.email' }), 'x'],
  ['zInteger max', zInteger({ max: 10 }), 11],
  ['zDecimal', zDecimal(), 'abc'],
];

describe('issueRule: every issue kind in the product words', () => {
  it.each(CASES)('%s', (_name, schema, value) => {
    for (const issue of issuesOf(schema, value)) {
      for (const lang of LANGS) {
        const text = ruleText(issue, lang);
        expect(text, `${lang}: ${text}`).not.toMatch(LIBRARY_TEXT);
        expect(text).not.toMatch(/\{\w+\}/);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('would notice the library text (the check is not vacuous)', () => {
    const samples: [z.ZodType, unknown][] = [
      [z.string().max(50), 'x'.repeat(51)],
      [z.int(), 2.5],
      [z.string().min(1), ''],
      [z.object({ A: z.string() }), {}],
      [z.enum(['a', 'b']), 'c'],
    ];
    for (const locale of [z.locales.en(), z.locales.zhCN(), z.locales.zhTW()]) {
      for (const [schema, value] of samples) {
        const message = schema.safeParse(value, { error: locale.localeError }).error!.issues[0]!.message;
        expect(message).toMatch(LIBRARY_TEXT);
      }
    }
  });

  it('covers every issue code the library declares', () => {
    const seen = new Set(CASES.flatMap(([, schema, value]) => issuesOf(schema, value).map((i) => i.code)));
    // z.core's issue union: a new kind in a later zod version must get a case (and a mapping).
    const codes: z.core.$ZodIssue['code'][] = [
      'invalid_type',
      'too_big',
      'too_small',
      'invalid_format',
      'not_multiple_of',
      'unrecognized_keys',
      'invalid_union',
      'invalid_key',
      'invalid_element',
      'invalid_value',
      'custom',
    ];
    expect([...seen].sort()).toEqual([...codes].sort());
  });

  it('words the common rules with their limits, as sentences naming the field', () => {
    const [big] = issuesOf(z.object({ Name: z.string().max(50) }), { Name: 'x'.repeat(51) });
    expect(ruleText(big!, 'en-us')).toBe('Name is too long: use at most 50 characters.');
    expect(ruleText(big!, 'zh-cn')).toBe('名称过长：最多 50 个字符。');
    expect(ruleText(big!, 'zh-tw')).toBe('名称過長：最多 50 個字元。');
    // One takes the singular.
    const [one] = issuesOf(z.string().max(1), 'xy');
    expect(ruleText(one!, 'en-us')).toBe('Name is too long: use at most 1 character.');
    const [int] = issuesOf(z.int(), 2.5);
    expect(ruleText(int!, 'en-us')).toBe('Name must be a whole number.');
    const [missing] = issuesOf(z.object({ Name: z.string() }), {});
    expect(issueRule(missing!)).toEqual({ path: ['Name'], rule: 'validation.required' });
    const [exclusive] = issuesOf(z.string().length(3), 'abcd');
    expect(ruleText(exclusive!, 'en-us')).toBe('Name has the wrong length: use exactly 3 characters.');
    const [lt] = issuesOf(z.number().lt(10), 10);
    expect(ruleText(lt!, 'en-us')).toBe('Name is over the limit: it must be less than 10.');
    const [empty] = issuesOf(z.string().min(1), '');
    expect(ruleText(empty!, 'zh-tw')).toBe('名称不能為空。');
    const [oneOf] = issuesOf(z.enum(['a', 'b']), 'c');
    expect(ruleText(oneOf!, 'en-us')).toBe('Name is not a value allowed: use one of a, b.');
    const [nested] = issuesOf(
      z.object({ U: z.union([z.object({ x: z.string().max(2) }), z.object({ y: z.number() })]) }),
      { U: { x: 'abc' } },
    );
    expect(issueRule(nested!)).toMatchObject({ path: ['U', 'x'], rule: 'validation.maxLength', params: { max: 2 } });
    const [disc] = issuesOf(
      z.object({ D: z.discriminatedUnion('t', [z.object({ t: z.literal('a') }), z.object({ t: z.literal('b') })]) }),
      { D: { t: 'c' } },
    );
    expect(issueRule(disc!)).toMatchObject({ path: ['D', 't'], rule: 'validation.oneOf' });
  });
});

describe('fieldLabel', () => {
  it('names a field by its label in each language, a list item by its number', () => {
    expect(fieldLabel('Name', 'en-us')).toBe('Name');
    expect(fieldLabel('Name', 'zh-cn')).toBe('名称');
    expect(fieldLabel('Geight', 'en-us')).toBe('Height');
    expect(fieldLabel('Configurations.1.Title', 'en-us')).toBe('Page configurations 2 › Title');
    expect(fieldLabel('Configurations.1.Title', 'zh-tw')).toBe('頁面配置第 2 項 › 標題');
  });

  it('falls back to the wire name for a field without a label', () => {
    expect(fieldLabel('NoSuchField', 'zh-cn')).toBe('NoSuchField');
    expect(fieldLabel('constructor', 'en-us')).toBe('constructor');
  });
});
