/**
 * The rules of the data table that do not need React, kept pure so
 * they are tested directly and shared by the table, its column chooser and inline editing.
 */

/** Page sizes of tables; pickers use PICKER_PAGE_SIZES. */
export const TABLE_PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 20;
export const PICKER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const PICKER_DEFAULT_PAGE_SIZE = 50;
/** Toolbar buttons shown before the rest go into the overflow menu. */
export const MAX_TOOL_BUTTONS = 5;
/** The back-to-top button shows after this much scrolling. */
export const BACK_TOP_AFTER = 100;
/** It floats this far from the window's right and bottom edges, and is this big ... */
export const BACK_TOP_INSET = 24;
export const BACK_TOP_SIZE = 40;
/** ... so the page leaves this much free under its end (the layout's content): scrolled to the
 * end, the button covers nothing of it, the pager least of all. */
export const BACK_TOP_CLEARANCE = BACK_TOP_INSET + BACK_TOP_SIZE + 8;
export const SCROLL_TOP_MS = 800;
export const RESIZE_DELAY_MS = 300;

/** Summary cell: numeric values summed, rounded to 8 decimals. An empty list sums to 0; a column
 * with rows but no number in them shows nothing (an untranslated 'N/A' read as missing data). */
export function summaryOf(values: unknown[]): number | '' {
  let sum = 0;
  let any = false;
  for (const v of values) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    if (Number.isFinite(n)) {
      sum += n;
      any = true;
    }
  }
  return any || values.length === 0 ? Math.round(sum * 1e8) / 1e8 : '';
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const LATIN = /[A-Za-z]/;
/** What a cell adds around its text in a width estimate. */
export const CELL_PADDING = 20;
/** Column width estimate: 8 per Latin letter, 16 per CJK character, 11 per other character,
 * plus 20 of padding. */
export function estimateWidth(text: string): number {
  let w = CELL_PADDING;
  for (const ch of text) w += LATIN.test(ch) ? 8 : CJK.test(ch) ? 16 : 11;
  return w;
}

/** Room a sortable header's arrows take beside its title. */
export const SORTER_WIDTH = 20;
/** How wide a column grows from its content; a longer text wraps within it. */
export const MAX_COLUMN_WIDTH = 360;

/** A cell's width by estimateWidth: its separate texts (the labels of its buttons, a tag and the
 * text beside it) read as one line a space apart, plus what a tree row indents the cell by. */
export function cellWidth(texts: string[], indent = 0): number {
  return estimateWidth(texts.filter(Boolean).join(' ')) + indent;
}

/** A header's width by estimateWidth, with the sort arrows beside the title. */
export function headerWidth(title: string, sortable = false): number {
  return estimateWidth(title) + (sortable ? SORTER_WIDTH : 0);
}

/**
 * The width a header or cell takes: as the browser drew it on one line (`drawn`, its padding,
 * arrows, tag and button edges included), else the estimate. The estimate only stands in where
 * nothing was laid out (a hidden tab, jsdom): drawn text is narrower than it (a digit or a space
 * counts 11 and draws 4 to 8 px: a date 229 px where it draws 146), so a list of dates, sizes
 * and names sized by it outgrew the screen and pushed its columns under the fixed Actions column,
 * while the edges it leaves out (a tag's or a button's padding) could make a column too narrow.
 */
export function fitWidth(drawn: number, estimate: number): number {
  return drawn > 0 ? Math.ceil(drawn) : estimate;
}

/**
 * A column sized by its content (docs/architecture.md, "Lists users can steer"): the wider of its
 * header (`head`, with its sort arrows) and its widest cell, the cells up to `max`; the widths are
 * those of `fitWidth`. A column whose cells fit stays on one line (`oneLine`: names, codes, dates
 * are never broken over two lines); a longer text wraps within `max`. The header always fits: it
 * is never broken.
 */
export function columnWidth(
  head: number,
  cells: number[],
  max = MAX_COLUMN_WIDTH,
): { width: number; oneLine: boolean } {
  const widest = Math.max(0, ...cells);
  return { width: Math.max(head, Math.min(widest, max)), oneLine: widest <= max };
}

/** A column's place and visibility as the user arranged them; kept per column set. */
export interface ColumnPref {
  key: string;
  hidden: boolean;
}

/** The user's arrangement over the current columns: unknown keys dropped, new columns appended
 * visible, so a screen that gains a column shows it. */
export function mergePrefs(keys: string[], saved: ColumnPref[] | null | undefined): ColumnPref[] {
  const known = new Set(keys);
  const kept = (saved ?? []).filter((p) => known.has(p.key));
  const seen = new Set(kept.map((p) => p.key));
  return [...kept, ...keys.filter((k) => !seen.has(k)).map((key) => ({ key, hidden: false }))];
}

/** Hides or shows a column; the last visible column cannot be hidden (answers the prefs as
 * they were). */
export function toggleHidden(prefs: ColumnPref[], key: string): ColumnPref[] {
  const target = prefs.find((p) => p.key === key);
  if (!target) return prefs;
  if (!target.hidden && prefs.filter((p) => !p.hidden).length === 1) return prefs;
  return prefs.map((p) => (p.key === key ? { ...p, hidden: !p.hidden } : p));
}

/** Moves a column by `delta` places (-1 up, +1 down), clamped at the ends. */
export function moveColumn(prefs: ColumnPref[], key: string, delta: number): ColumnPref[] {
  const from = prefs.findIndex((p) => p.key === key);
  const to = Math.max(0, Math.min(prefs.length - 1, from + delta));
  if (from < 0 || from === to) return prefs;
  const next = [...prefs];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export const columnStorageKey = (set: string) => `columns:${set}`;

export function loadPrefs(set: string): ColumnPref[] | null {
  try {
    const raw = localStorage.getItem(columnStorageKey(set));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? (parsed as ColumnPref[]) : null;
  } catch {
    return null;
  }
}
export function savePrefs(set: string, prefs: ColumnPref[]): void {
  localStorage.setItem(columnStorageKey(set), JSON.stringify(prefs));
}

/** Selection after a row click: radio mode clears on a second click of the chosen row;
 * checkbox mode toggles the row. */
export function clickSelect<K>(selected: K[], key: K, mode: 'radio' | 'checkbox'): K[] {
  const has = selected.includes(key);
  if (mode === 'radio') return has ? [] : [key];
  return has ? selected.filter((k) => k !== key) : [...selected, key];
}

/** An inline-editable cell's rule: answers a message key when the value is refused. */
export type CellRule = (value: unknown, row: Record<string, unknown>) => string | null;
export const requiredRule: CellRule = (v) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 'cannotBeEmpty' : null;

export interface EditableColumn {
  key: string;
  label: string;
  rules?: CellRule[];
}
export type SaveResult<Row> =
  | { ok: true; data: Row[] }
  | { ok: false; status: 'notSaved'; columns: string[]; errors: { row: number; column: string; message: string }[] };

/** The table's save: with editing rules off it answers the data; otherwise every editable cell is
 * checked and a failure lists the labels of the failing columns with a not-saved status. */
export function validateRows<Row extends Record<string, unknown>>(
  rows: Row[],
  columns: EditableColumn[],
  rulesOn: boolean,
): SaveResult<Row> {
  if (!rulesOn) return { ok: true, data: rows };
  const errors: { row: number; column: string; message: string }[] = [];
  rows.forEach((row, i) => {
    for (const c of columns) {
      for (const rule of c.rules ?? []) {
        const message = rule(row[c.key], row);
        if (message) {
          errors.push({ row: i, column: c.key, message });
          break;
        }
      }
    }
  });
  if (!errors.length) return { ok: true, data: rows };
  const failing = new Set(errors.map((e) => e.column));
  return {
    ok: false,
    status: 'notSaved',
    columns: columns.filter((c) => failing.has(c.key)).map((c) => c.label),
    errors,
  };
}

/** The toolbar split: the first MAX_TOOL_BUTTONS visible actions as buttons, the rest in the
 * overflow menu. */
export function splitToolbar<T>(actions: T[], max = MAX_TOOL_BUTTONS): { buttons: T[]; overflow: T[] } {
  return { buttons: actions.slice(0, max), overflow: actions.slice(max) };
}

/** The text a cell copies on double-click: what the user sees, not the raw value. */
export function cellText(el: Element | null, fallback: unknown): string {
  const shown = el?.textContent?.trim();
  if (shown) return shown;
  return fallback === null || fallback === undefined ? '' : String(fallback);
}
