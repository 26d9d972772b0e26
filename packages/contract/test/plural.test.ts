import { describe, expect, it } from 'vitest';
import { format, messages } from '../src/index.js';

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
    const en = (key: keyof typeof messages, params: Record<string, unknown>) =>
      format(messages[key]['en-us'], params, 'en-us');
    expect(en('shelves.batchDuplicates', { count: 1, numbers: 'A-1' })).toBe(
      '1 of the shelf numbers already exists, so no shelf was made: A-1',
    );
    expect(en('shelves.batchDuplicates', { count: 3, numbers: 'A-1' })).toMatch(
      /^3 of the shelf numbers already exist,/,
    );
    expect(en('warehouses.inUse', { partitions: 1, shelves: 1 })).toContain('1 partition and 1 shelf;');
    expect(en('commodities.importRows', { count: 1, errors: '' })).toMatch(/^1 error,/);
    // Chinese texts carry no plural forms: the number is filled in as it is.
    expect(format(messages['shelves.batchDuplicates']['zh-cn'], { count: 1, numbers: 'A-1' }, 'zh-cn')).toBe(
      '有 1 个货架编号已存在，未生成任何货架：A-1',
    );
  });

  it('leave no English text counting with "(s)" or a bare plural after {count}', () => {
    for (const [key, texts] of Object.entries(messages)) {
      expect(texts['en-us'], key).not.toMatch(/\{\w+\} \w+\(s\)/);
      expect(texts['en-us'], key).not.toMatch(/\{(count|n|children|commodities|partitions|shelves|quantity)\} \w+s\b/);
    }
  });
});
