import { describe, expect, it } from 'vitest';
import { format, message, messages, ruleMessage } from '../src/index.js';

describe('plural forms in the server catalogs', () => {
  it('pick the form by the language and the number', () => {
    const t = '{count, plural, one {# error} other {# errors}}, nothing was imported: {errors}';
    expect(format(t, { count: 1, errors: 'x' }, 'en-us')).toBe('1 error, nothing was imported: x');
    expect(format(t, { count: 2, errors: 'x' }, 'en-us')).toBe('2 errors, nothing was imported: x');
    expect(format(t, { count: 0, errors: 'x' }, 'en-us')).toBe('0 errors, nothing was imported: x');
    expect(format('{n, plural, =0 {none} other {# left}}', { n: 0 })).toBe('none');
    // Without the number the text stays as written rather than guessing a form.
    expect(format(t, { errors: 'x' })).toContain('{count, plural,');
  });

  it('read "1 shelf" and "2 shelves" in the English messages that count', () => {
    const en = (key: string, params: Record<string, unknown>) => ruleMessage('en-us', key, params, 'Prefix');
    expect(en('shelves.batchDuplicates', { count: 1, numbers: 'A-1' })).toBe(
      'Prefix makes 1 shelf number that already exists (A-1), so no shelf was made: choose a different one.',
    );
    expect(en('shelves.batchDuplicates', { count: 3, numbers: 'A-1' })).toMatch(
      /^Prefix makes 3 shelf numbers that already exist \(A-1\),/,
    );
    expect(message('en-us', 'shelves.holdsGoods', { number: 'A-1', quantity: 1 })).toBe(
      'Shelf A-1 still holds 1 item: move it first.',
    );
    expect(en('commodities.importRows', { count: 1, errors: '' })).toMatch(
      /^Prefix cannot be imported, as it has 1 error:/,
    );
    // Chinese texts carry no plural forms: the number is filled in as it is.
    expect(ruleMessage('zh-cn', 'shelves.batchDuplicates', { count: 1, numbers: 'A-1' }, '前缀')).toBe(
      '前缀生成的编号中有 1 个已存在（A-1），未生成任何货架：请换一个前缀。',
    );
  });

  it('fill plain placeholders inside a plural form', () => {
    const t = '{count, plural, one {{kind} {names} uses it} other {{kinds} {names} use it}}';
    expect(format(t, { count: 1, kind: 'carrier', kinds: 'carriers', names: 'A' }, 'en-us')).toBe('carrier A uses it');
    expect(format(t, { count: 2, kind: 'carrier', kinds: 'carriers', names: 'A, B' }, 'en-us')).toBe(
      'carriers A, B use it',
    );
  });

  it('leave no English text counting with "(s)" or a bare plural after {count}', () => {
    for (const [key, texts] of Object.entries(messages)) {
      expect(texts['en-us'], key).not.toMatch(/\{\w+\} \w+\(s\)/);
      expect(texts['en-us'], key).not.toMatch(/\{(count|n|children|commodities|partitions|shelves|quantity)\} \w+s\b/);
    }
  });
});
