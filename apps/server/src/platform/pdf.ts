import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { cjkFontBytes, pdfFontkit } from './pdf-font.js';

/**
 * Printed tables (reports): A4 landscape, a title, a subtitle, the header row repeated on every
 * page and "page n of m" footers. Text is set in Noto Sans SC so Chinese renders; the font is
 * subset into each document, so a report weighs kilobytes, not the font's 10 MB.
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
  rows: string[][];
  /** Footer text of a page, e.g. "Page 1 of 3". */
  footer?: (page: number, pages: number) => string;
}

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const SIZE = 8;
const ROW = 15;

/** Cuts text to fit `width` at the table's size, ending with an ellipsis. */
function fit(f: PDFFont, text: string, width: number): string {
  const clean = text.replace(/\s+/g, ' ');
  if (f.widthOfTextAtSize(clean, SIZE) <= width) return clean;
  const chars = [...clean];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (f.widthOfTextAtSize(`${chars.slice(0, mid).join('')}…`, SIZE) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('')}…`;
}

export async function tablePdf(t: PdfTable): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(pdfFontkit);
  const f = await doc.embedFont(cjkFontBytes(), { subset: true });
  doc.setTitle(t.title);
  const usable = PAGE.width - 2 * MARGIN;
  const unit = usable / t.columns.reduce((s, c) => s + c.width, 0);
  const widths = t.columns.map((c) => c.width * unit);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const line = (cells: string[], bold: boolean) => {
    if (bold) page.drawRectangle({ x: MARGIN, y: y - 4, width: usable, height: ROW, color: rgb(0.92, 0.93, 0.95) });
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      const text = fit(f, cell, w - 6);
      const tw = f.widthOfTextAtSize(text, SIZE);
      const tx = t.columns[i]!.align === 'right' ? x + w - 3 - tw : x + 3;
      page.drawText(text, { x: tx, y, size: SIZE, font: f, color: rgb(0.1, 0.1, 0.1) });
      x += w;
    });
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: MARGIN + usable, y: y - 4 },
      thickness: 0.3,
      color: rgb(0.75, 0.75, 0.75),
    });
    y -= ROW;
  };
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN;
    if (pages.length === 1) {
      page.drawText(t.title, { x: MARGIN, y: y - 8, size: 14, font: f });
      y -= 26;
      if (t.subtitle) {
        page.drawText(t.subtitle, { x: MARGIN, y, size: 9, font: f, color: rgb(0.35, 0.35, 0.35) });
        y -= 18;
      }
    }
    line(
      t.columns.map((c) => c.title),
      true,
    );
  };

  newPage();
  for (const row of t.rows) {
    if (y < MARGIN + ROW) newPage();
    line(row, false);
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
