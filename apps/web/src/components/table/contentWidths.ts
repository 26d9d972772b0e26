import { ConfigProvider, theme } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type HTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import { cellWidth, columnWidth, fitWidth, headerWidth, MAX_COLUMN_WIDTH } from './logic';

/** What a tree row's expand icon (or the blank in its place on a leaf) takes before the text. */
const EXPAND_ICON_WIDTH = 25;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The texts a cell shows (each text node, trimmed) and how far a tree row indents them. */
export function cellContent(td: Element): { texts: string[]; indent: number } {
  const texts: string[] = [];
  const walk = td.ownerDocument.createTreeWalker(td, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const text = n.textContent?.trim();
    if (text) texts.push(text);
  }
  const indent = td.querySelector<HTMLElement>('.ant-table-row-indent');
  const icon = td.querySelector('.ant-table-row-expand-icon');
  return {
    texts,
    indent: (indent ? Number.parseFloat(indent.style.paddingLeft) || 0 : 0) + (icon ? EXPAND_ICON_WIDTH : 0),
  };
}

type CellProps = HTMLAttributes<HTMLElement> & { 'data-col': string };

/** A cell while it is measured: out of the table's layout, as wide as its content on one line. */
const MEASURING = {
  position: 'absolute',
  width: 'max-content',
  minWidth: '0',
  maxWidth: 'none',
  whiteSpace: 'nowrap',
} as const;
/** The copy of a table the cells are measured in: beside it, so that the table's own styles
 * reach it, unseen, and out of the page's layout. */
const COPY = { position: 'absolute', top: '0', left: '0', visibility: 'hidden', pointerEvents: 'none' } as const;

/**
 * The widths the cells take drawn on one line, their padding included, whatever their columns'
 * widths are now: in place a cell is as wide as its column, so a reading would only answer the
 * column's width back and a column would never narrow. Each cell is read in a copy of its table
 * instead, taken out of the layout: the table itself never changes size, so neither the page nor
 * the list's sideways scroll moves. 0 where nothing is laid out.
 */
export function drawnWidths(cells: HTMLElement[]): number[] {
  const copyOf = new Map<Element, HTMLElement>();
  const copies: HTMLElement[] = [];
  for (const table of new Set(cells.map((c) => c.closest('table')))) {
    if (!table) continue;
    const copy = table.cloneNode(true) as HTMLTableElement;
    Object.assign(copy.style, COPY);
    copy.setAttribute('aria-hidden', 'true');
    const from = table.querySelectorAll('th, td');
    const to = copy.querySelectorAll<HTMLElement>('th, td');
    from.forEach((c, i) => {
      copyOf.set(c, to[i]!);
    });
    table.after(copy);
    copies.push(copy);
  }
  const measured = cells.map((c) => copyOf.get(c));
  for (const c of measured) if (c) Object.assign(c.style, MEASURING);
  const widths = measured.map((c) => {
    if (!c) return 0;
    const box = c.getBoundingClientRect().width;
    // A picker's dialog opens zooming in: the box on screen is then a fraction of the cell's,
    // and the layout's width (offsetWidth, rounded to whole pixels: one more so that a text of
    // 240.4 px is not cut at 240) stands in.
    return Math.abs(box - c.offsetWidth) < 1 ? box : c.offsetWidth + 1;
  });
  for (const copy of copies) copy.remove();
  return widths;
}

interface Widths {
  /** Each column's header as drawn (0 when not laid out). */
  head: Record<string, number>;
  /** Each column's widest cell. */
  cells: Record<string, number>;
}

/**
 * Columns sized by what they show: after every render the headers and cells of the table inside
 * `ref` are measured as the browser draws them (a tag's or a link's label, its edges, the sort
 * arrows, not the raw value) and each column gets `columnWidth` of its header and its widest
 * cell. What is measured does not depend on the widths, so the second render measures the same
 * and stops there; both come before the browser paints. A table nested in an expanded row
 * measures its own cells.
 */
export function useContentWidths() {
  const ref = useRef<HTMLDivElement>(null);
  const [widths, setWidths] = useState<Widths>({ head: {}, cells: {} });
  // What was last measured: the same texts in the same font and padding measure the same, and a
  // render that changes neither (a row selected, the list loading) costs no layout of the table.
  const measured = useRef('');
  // The top bar's size choice reaches the table through antd's contexts (padding, font size), not
  // its props: read here, a new choice renders the table again, which measures it again.
  ConfigProvider.useConfig();
  theme.useToken();
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const own = [...root.querySelectorAll<HTMLElement>('th[data-col], td[data-col]')].filter(
      (c) => c.closest('[data-content-widths]') === root,
    );
    const drawing = ['TH', 'TD'].map((tag) => {
      const cell = own.find((c) => c.tagName === tag);
      const style = cell && getComputedStyle(cell);
      return style ? `${style.font} ${style.paddingLeft} ${style.paddingRight}` : '';
    });
    const seen = [...drawing, ...own.map((c) => `${c.dataset.col}\u0001${c.textContent}`)].join('\u0002');
    if (seen === measured.current) return;
    const drawn = drawnWidths(own);
    const next: Widths = { head: {}, cells: {} };
    own.forEach((c, i) => {
      const key = c.dataset.col!;
      if (c.tagName === 'TH') {
        next.head[key] = drawn[i]!;
        return;
      }
      const { texts, indent } = cellContent(c);
      next.cells[key] = Math.max(next.cells[key] ?? 0, fitWidth(drawn[i]!, cellWidth(texts, indent)));
    });
    // Not laid out (a hidden tab): the estimates stand in, and the next render measures again.
    measured.current = drawn.some((w) => w > 0) ? seen : '';
    setWidths((now) => (same(now.head, next.head) && same(now.cells, next.cells) ? now : next));
  });

  return {
    /** Props of the element around the table. */
    root: { ref, 'data-content-widths': '' },
    /**
     * A column's width and its header's and cells' props: the header never breaks, the cells
     * stay on one line when they fit in `max`. `onCell` adds a column's own cell props.
     */
    size<Row>(
      key: string,
      header: { title: string; sortable?: boolean },
      o: { width?: number; max?: number; onCell?: (row: Row) => HTMLAttributes<HTMLElement> } = {},
    ): Pick<ColumnType<Row>, 'width' | 'onHeaderCell' | 'onCell'> {
      const head = fitWidth(widths.head[key] ?? 0, headerWidth(header.title, header.sortable));
      const fit = columnWidth(head, key in widths.cells ? [widths.cells[key]!] : [], o.max ?? MAX_COLUMN_WIDTH);
      // A width the screen gave is kept; its cells wrap as they do.
      const oneLine = o.width === undefined && fit.oneLine;
      return {
        width: o.width ?? fit.width,
        onHeaderCell: () => ({ 'data-col': key, style: NOWRAP }) as CellProps,
        onCell: (row: Row) => {
          const own = o.onCell?.(row);
          return {
            ...own,
            'data-col': key,
            style: oneLine ? { ...own?.style, ...NOWRAP } : own?.style,
          } as CellProps;
        },
      };
    },
  };
}

function same(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
