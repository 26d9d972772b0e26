import { describe, expect, it } from 'vitest';
import { searchBody, searchColumns } from '../../src/components/search/layout';
import {
  cellWidth,
  clickSelect,
  columnWidth,
  estimateWidth,
  fitWidth,
  headerWidth,
  MAX_COLUMN_WIDTH,
  mergePrefs,
  moveColumn,
  requiredRule,
  SORTER_WIDTH,
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

  it("reads a cell as its texts a space apart, plus a tree row's indent", () => {
    expect(cellWidth(['Edit', 'Delete'])).toBe(estimateWidth('Edit Delete'));
    expect(cellWidth(['Edit', 'Delete'])).toBe(20 + 4 * 8 + 11 + 6 * 8);
    expect(cellWidth(['', 'Active'])).toBe(estimateWidth('Active'));
    expect(cellWidth(['仓库'], 40)).toBe(52 + 40);
    expect(cellWidth([])).toBe(20);
  });

  it('estimates a header with room for its sort arrows', () => {
    expect(headerWidth('编码')).toBe(52);
    expect(headerWidth('编码', true)).toBe(52 + SORTER_WIDTH);
  });

  it('takes a header or cell as drawn, the estimate only where nothing was drawn', () => {
    // A date drawn at 147.3 px (padding included) against 229 estimated: 19 characters at 11.
    expect(estimateWidth('2026-11-26 12:02:12')).toBe(229);
    expect(fitWidth(147.3, estimateWidth('2026-11-26 12:02:12'))).toBe(148);
    // Tag and button edges the estimate leaves out: the drawn width wins when wider too.
    expect(fitWidth(58.2, estimateWidth('Yes'))).toBe(59);
    // A hidden tab or jsdom lays nothing out.
    expect(fitWidth(0, estimateWidth('Yes'))).toBe(estimateWidth('Yes'));
  });

  it('sizes a column by the wider of its header and its widest cell, one line up to the limit', () => {
    // The cells are wider than the header: the column follows them, on one line.
    expect(columnWidth(headerWidth('Name'), [estimateWidth('China Post EMS'), estimateWidth('SF')])).toEqual({
      width: 20 + 12 * 8 + 2 * 11,
      oneLine: true,
    });
    // A date as drawn, never broken.
    expect(columnWidth(headerWidth('Created'), [148, 148])).toEqual({ width: 148, oneLine: true });
    // The header is wider: the column follows it, sort arrows included.
    expect(columnWidth(headerWidth('编码'), [estimateWidth('CN')])).toEqual({ width: 52, oneLine: true });
    expect(columnWidth(headerWidth('编码', true), [estimateWidth('CN')])).toEqual({
      width: 52 + SORTER_WIDTH,
      oneLine: true,
    });
    expect(columnWidth(61, [36])).toEqual({ width: 61, oneLine: true });
    // No rows: the header alone.
    expect(columnWidth(headerWidth('Remarks'), [])).toEqual({ width: estimateWidth('Remarks'), oneLine: true });
    // A text longer than the limit wraps within it; the limit is the column's own when given.
    const long = estimateWidth('x'.repeat(60));
    expect(columnWidth(headerWidth('Remarks'), [long])).toEqual({ width: MAX_COLUMN_WIDTH, oneLine: false });
    expect(columnWidth(headerWidth('Remarks'), [long], 200)).toEqual({ width: 200, oneLine: false });
    expect(columnWidth(headerWidth('A very long header text'), [long], 100)).toEqual({
      width: estimateWidth('A very long header text'),
      oneLine: false,
    });
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
