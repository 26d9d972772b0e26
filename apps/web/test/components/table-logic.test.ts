import { describe, expect, it } from 'vitest';
import { searchBody, searchColumns } from '../../src/components/search/layout';
import {
  clickSelect,
  estimateWidth,
  mergePrefs,
  moveColumn,
  requiredRule,
  splitToolbar,
  summaryOf,
  toggleHidden,
  validateRows,
} from '../../src/components/table/logic';

describe('table rules', () => {
  it('sums numeric values rounded to 8 decimals, 0 for no rows, nothing when no row has a number', () => {
    expect(summaryOf([0.1, 0.2])).toBe(0.3);
    expect(summaryOf([1.123456789, '2', null, 'x'])).toBe(3.12345679);
    expect(summaryOf(['a', null, undefined, ''])).toBe('');
    expect(summaryOf([])).toBe(0);
  });

  it('estimates width: 8 per Latin letter, 16 per CJK character, 11 otherwise, plus 20', () => {
    expect(estimateWidth('')).toBe(20);
    expect(estimateWidth('ab')).toBe(36);
    expect(estimateWidth('仓库')).toBe(52);
    expect(estimateWidth('1 ')).toBe(42);
    expect(estimateWidth('Id号')).toBe(20 + 8 + 8 + 16);
  });

  it('never hides the last visible column', () => {
    const prefs = mergePrefs(['a', 'b'], null);
    const one = toggleHidden(prefs, 'a');
    expect(one).toEqual([
      { key: 'a', hidden: true },
      { key: 'b', hidden: false },
    ]);
    expect(toggleHidden(one, 'b')).toBe(one);
    expect(toggleHidden(one, 'a')).toEqual(prefs);
  });

  it('keeps a saved arrangement over the current columns', () => {
    const saved = [
      { key: 'gone', hidden: false },
      { key: 'b', hidden: true },
      { key: 'a', hidden: false },
    ];
    expect(mergePrefs(['a', 'b', 'c'], saved)).toEqual([
      { key: 'b', hidden: true },
      { key: 'a', hidden: false },
      { key: 'c', hidden: false },
    ]);
    expect(moveColumn(mergePrefs(['a', 'b', 'c'], null), 'c', -1).map((p) => p.key)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(mergePrefs(['a', 'b'], null), 'a', -1).map((p) => p.key)).toEqual(['a', 'b']);
  });

  it('clears a radio choice on a second click and toggles checkboxes', () => {
    expect(clickSelect([], 1, 'radio')).toEqual([1]);
    expect(clickSelect([1], 2, 'radio')).toEqual([2]);
    expect(clickSelect([1], 1, 'radio')).toEqual([]);
    expect(clickSelect([1], 2, 'checkbox')).toEqual([1, 2]);
    expect(clickSelect([1, 2], 1, 'checkbox')).toEqual([2]);
  });

  it('saves the data as it is with rules off, and names the failing columns with rules on', () => {
    const rows = [
      { CommodityCode: 'A1', Qty: 1 },
      { CommodityCode: ' ', Qty: 2 },
    ];
    const columns = [
      { key: 'CommodityCode', label: 'Commodity code', rules: [requiredRule] },
      { key: 'Qty', label: 'Quantity', rules: [(v: unknown) => (Number(v) > 1 ? 'tooMany' : null)] },
    ];
    expect(validateRows(rows, columns, false)).toEqual({ ok: true, data: rows });
    const r = validateRows(rows, columns, true);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.status).toBe('notSaved');
      expect(r.columns).toEqual(['Commodity code', 'Quantity']);
      expect(r.errors).toEqual([
        { row: 1, column: 'CommodityCode', message: 'cannotBeEmpty' },
        { row: 1, column: 'Qty', message: 'tooMany' },
      ]);
    }
    expect(validateRows([rows[0]!], columns, true)).toEqual({ ok: true, data: [rows[0]] });
  });

  it('shows five tool buttons and moves the rest into the overflow menu', () => {
    const s = splitToolbar([1, 2, 3, 4, 5, 6, 7]);
    expect(s.buttons).toEqual([1, 2, 3, 4, 5]);
    expect(s.overflow).toEqual([6, 7]);
  });
});

describe('search panel rules', () => {
  it('lays out 4 columns on wide screens, 3 from 769 to 1600, 2 at 768 or less', () => {
    expect(searchColumns(1920)).toBe(4);
    expect(searchColumns(1601)).toBe(4);
    expect(searchColumns(1600)).toBe(3);
    expect(searchColumns(769)).toBe(3);
    expect(searchColumns(768)).toBe(2);
    expect(searchColumns(375)).toBe(2);
  });

  it('drops empty values, trims text and splits a date range into its two fields', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const to = new Date('2026-01-31T23:59:59Z');
    expect(
      searchBody(
        { Content: '  ab ', Empty: '', None: null, List: [], Flag: false, Range: [from, to] },
        {
          Range: ['StartDate', 'EndDate'],
        },
      ),
    ).toEqual({ Content: 'ab', Flag: false, StartDate: from.toISOString(), EndDate: to.toISOString() });
  });
});
