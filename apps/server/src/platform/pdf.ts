import type { PDFFont, PDFPage } from 'pdf-lib';
import { cjkFontBytes, pdfFontkit } from './pdf-font.js';

/**
 * Printed tables (reports): A4 landscape, a title, a subtitle, the header row repeated on every
 * page and "page n of m" footers. Text is set in Noto Sans SC so Chinese renders; the font is
 * subset into each document, so a report weighs kilobytes, not the font's 10 MB. A cell never
 * cuts its text: what does not fit its column wraps onto more lines and the row grows. The same
 * table is the report's workbook (`platform/xlsx.ts` `tableXlsx`).
 */

export interface PdfColumn {
  title: string;
  /** Relative width: the columns share the page width in proportion. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  title: string;
  subtitle?: string;
  columns: PdfColumn[];
  /** Numbers stay numbers in the workbook; the PDF prints them as text. */
  rows: (string | number)[][];
  /** Footer text of a page, e.g. "Page 1 of 3". */
  footer?: (page: number, pages: number) => string;
}

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const SIZE = 8;
/** Line height of a cell's text, and the padding a row adds around its lines. */
const LEADING = 10;
const PADDING = 5;

/**
 * Breaks text into lines that fit `width` at the table's size: at the last space of a line when
 * it has one, else between any two characters (Chinese has no spaces; a long code must still fit).
 */
export function wrap(f: PDFFont, text: string, width: number): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const lines: string[] = [];
  let line = '';
  for (const ch of clean) {
    const next = line + ch;
    if (!line || f.widthOfTextAtSize(next, SIZE) <= width) {
      line = next;
      continue;
    }
    const space = line.lastIndexOf(' ');
    if (ch === ' ') {
      lines.push(line);
      line = '';
    } else if (space > 0) {
      lines.push(line.slice(0, space));
      line = line.slice(space + 1) + ch;
    } else {
      lines.push(line);
      line = ch;
    }
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

export async function tablePdf(t: PdfTable): Promise<Buffer> {
  // Loaded by the first print, not at start: pdf-lib and its fontkit weigh ~50 MB of an idle server.
  const { PDFDocument, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.registerFontkit(await pdfFontkit());
  const f = await doc.embedFont(cjkFontBytes(), { subset: true });
  doc.setTitle(t.title);
  const usable = PAGE.width - 2 * MARGIN;
  const unit = usable / t.columns.reduce((s, c) => s + c.width, 0);
  const widths = t.columns.map((c) => c.width * unit);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const linesOf = (cells: (string | number)[]) => cells.map((cell, i) => wrap(f, String(cell), widths[i]! - 6));
  const heightOf = (lines: string[][]) => PADDING + LEADING * Math.max(1, ...lines.map((l) => l.length));
  // `y` is the top of the next row; a row's first baseline sits 11 points below its top.
  const line = (lines: string[][], bold: boolean) => {
    const height = heightOf(lines);
    if (bold) page.drawRectangle({ x: MARGIN, y: y - height, width: usable, height, color: rgb(0.92, 0.93, 0.95) });
    let x = MARGIN;
    lines.forEach((cellLines, i) => {
      const w = widths[i]!;
      cellLines.forEach((text, n) => {
        const tw = f.widthOfTextAtSize(text, SIZE);
        const tx = t.columns[i]!.align === 'right' ? x + w - 3 - tw : x + 3;
        page.drawText(text, { x: tx, y: y - 11 - n * LEADING, size: SIZE, font: f, color: rgb(0.1, 0.1, 0.1) });
      });
      x += w;
    });
    page.drawLine({
      start: { x: MARGIN, y: y - height },
      end: { x: MARGIN + usable, y: y - height },
      thickness: 0.3,
      color: rgb(0.75, 0.75, 0.75),
    });
    y -= height;
  };
  const header = linesOf(t.columns.map((c) => c.title));
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN;
    if (pages.length === 1) {
      page.drawText(t.title, { x: MARGIN, y: y - 12, size: 14, font: f });
      y -= 22;
      if (t.subtitle) {
        page.drawText(t.subtitle, { x: MARGIN, y: y - 9, size: 9, font: f, color: rgb(0.35, 0.35, 0.35) });
        y -= 17;
      }
    }
    line(header, true);
  };

  newPage();
  for (const row of t.rows) {
    const lines = linesOf(row);
    if (y - heightOf(lines) < MARGIN) newPage();
    line(lines, false);
  }
  if (t.footer) {
    pages.forEach((p, i) => {
      const text = t.footer!(i + 1, pages.length);
      p.drawText(text, {
        x: PAGE.width - MARGIN - f.widthOfTextAtSize(text, SIZE),
        y: MARGIN / 2,
        size: SIZE,
        font: f,
        color: rgb(0.45, 0.45, 0.45),
      });
    });
  }
  return Buffer.from(await doc.save());
}
