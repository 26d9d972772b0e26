import fs from 'node:fs';
import path from 'node:path';
import { type Lang, menuTitles, message, messages, ruleMessage } from '@wms/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every message the server may send reads in one voice (docs/architecture.md, "Messages"): a
 * sentence in each of the three languages that names what it is about, says what is wrong and
 * what is allowed; a field's rule starts with the field's label. Checked here on the catalogue as
 * far as a machine can: a new message that is a fragment ("is already in use"), lacks a language,
 * leaves a placeholder unfilled or reads "1 decimals" fails.
 */

const LANGS: Lang[] = ['zh-cn', 'zh-tw', 'en-us'];
const repo = path.resolve(import.meta.dirname, '../../..');
const catalogue = messages as Record<string, Record<Lang, string>>;

/** Texts in the catalogues that are no message: names of things (record kinds, column and sheet
 * titles, file names, report titles), phrases that go inside messages, and log lines. */
const NOT_MESSAGES = [
  /^record\./,
  /^records\./,
  /^validation\.allowed\./,
  /\.column\./,
  /^commodities\.(sheet\w+|reportTitle|reportPrinted|reportPage|templateFile|reportFile)$/,
  /^shelves\.pdfTitle$/,
  /^inventory\.log\./,
  /^inbound\.log\./,
  /^orders\.log\./,
  // The reason a parcel waits, shown in its ToBeCompleted reason column.
  /^inbound\.awaitingInspection$/,
  /^error\.usedBy(Name|More)$/,
  /^ok\.success$/,
  // The names of a freight trial's price lines ("First 0.5 kg").
  /^trial\.line\./,
];
const isMessage = (key: string) => !Object.hasOwn(menuTitles, key) && !NOT_MESSAGES.some((re) => re.test(key));
const messageKeys = Object.keys(catalogue).filter(isMessage);

/** What messages count, in the plural: after a count of 1 each must be singular ("1 decimals"). */
const COUNTED =
  /\b1 (?:characters|items|decimals|decimal places|places|shelves|shelf numbers|users|errors|lines|wrong lines|rows|numbers|commodities|levels|files|partitions|tries|seconds|minutes|records|hosts|digits)\b/;

/** Sample parameters for every placeholder of `key`: `n` for counts, a sentence where a message
 * goes inside another (an import's lines), `n` anywhere else. */
function sample(key: string, lang: Lang, n: number): Record<string, unknown> {
  const sentence = lang === 'en-us' ? 'Code is required.' : '编码不能为空。';
  const names = LANGS.flatMap((l) => [...catalogue[key]![l].matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!));
  return Object.fromEntries(names.map((k) => [k, k === 'message' || k === 'errors' ? sentence : n]));
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(repo, dir), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => fs.readFileSync(path.join(repo, dir, f), 'utf8'));
}
const sources = [...sourceFiles('apps/server/src'), ...sourceFiles('packages/contract/src')].join('\n');
const keysIn = (re: RegExp) => new Set([...sources.matchAll(re)].map((m) => m[1]!).filter((k) => k in catalogue));

/** Field rules: what `invalid(field, key)` and the schemas' own messages name. */
const ruleKeys = new Set([
  ...keysIn(/invalid(?:With|Rule)?\((?:lang, )?[^,()]+, '([\w.]+)'/g),
  ...keysIn(/\b(?:error|message): '([\w.]+)'/g),
  ...keysIn(/importRefused\([^,]+, [^,]+, '([\w.]+)'/g),
  ...Object.keys(catalogue).filter((k) => k.startsWith('validation.') && isMessage(k)),
]);
/** Keys written as field rules, whoever throws them (a phone's rule picked by its code). */
const namesField = (key: string) => ruleKeys.has(key) || catalogue[key]!['en-us'].includes('{label}');
/** Refusals that name no field: `refused(key)`, `notFound(key)`, a set-up area's `keep`. */
const refusalKeys = new Set([
  ...keysIn(/(?:refused|notFound|tooMany)\('([\w.]+)'/g),
  ...keysIn(/keep: \(r\) => \(r\.\w+ \? '([\w.]+)'/g),
]);

describe('the voice of every message', () => {
  it('finds the messages it checks (the check is not vacuous)', () => {
    expect(messageKeys.length).toBeGreaterThan(200);
    expect(ruleKeys).toContain('validation.taken');
    expect(ruleKeys).toContain('users.wrongOldPassword');
    expect(refusalKeys).toContain('roles.systemRole');
    expect(refusalKeys).toContain('currencies.baseKept');
  });

  it('has every message in the three languages, each a sentence with nothing left unfilled', () => {
    const wrong: string[] = [];
    for (const key of messageKeys) {
      for (const lang of LANGS) {
        const template = catalogue[key]![lang];
        if (!template?.trim()) {
          wrong.push(`${key} ${lang}: missing`);
          continue;
        }
        for (const n of [1, 2]) {
          const params = sample(key, lang, n);
          const text = namesField(key)
            ? ruleMessage(lang, key, params, lang === 'en-us' ? 'Code' : '编码')
            : message(lang, key, params);
          if (/\{\w+\}|\{\w+, plural/.test(text)) wrong.push(`${key} ${lang}: unfilled in "${text}"`);
          if (lang === 'en-us') {
            if (!/^[A-Z0-9“"]/.test(text)) wrong.push(`${key} en-us: starts in lower case: "${text}"`);
            if (!/[.!?]$/.test(text)) wrong.push(`${key} en-us: no full stop: "${text}"`);
            if (n === 1 && COUNTED.test(text)) wrong.push(`${key} en-us: a count of 1 in the plural: "${text}"`);
          } else if (!text.endsWith('。')) wrong.push(`${key} ${lang}: does not end with 。: "${text}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('starts every field rule with the field, and no refusal with a field', () => {
    const wrong: string[] = [];
    for (const key of ruleKeys)
      for (const lang of LANGS)
        if (!catalogue[key]![lang].startsWith('{label}')) wrong.push(`${key} ${lang}: "${catalogue[key]![lang]}"`);
    for (const key of refusalKeys)
      for (const lang of LANGS)
        if (catalogue[key]![lang].includes('{label}')) wrong.push(`${key} ${lang}: names a field`);
    expect(wrong).toEqual([]);
  });

  it('reads "1 decimal place" and "2 decimal places", never "1 decimals"', () => {
    const allowed = (places: number) => message('en-us', 'validation.allowed.decimal', { min: 0, max: 1000, places });
    expect(allowed(1)).toBe('a number from 0 to 1000 with at most 1 decimal place');
    expect(allowed(2)).toBe('a number from 0 to 1000 with at most 2 decimal places');
  });
});
