import type ExcelJS from 'exceljs';

/** ExcelJS, loaded by the first workbook read or written, not at start (~30 MB an idle server
 * need not hold). */
export const excel = (): Promise<typeof ExcelJS> => import('exceljs').then((m) => m.default);

/** An uploaded workbook (an import), or null when the bytes are no .xlsx with a sheet: the
 * caller refuses it on its file field. */
export async function readWorkbook(data: Buffer): Promise<ExcelJS.Workbook | null> {
  // An .xlsx is a zip archive: anything else is refused before the parser sees it.
  if (data.subarray(0, 4).toString('latin1') !== 'PK\x03\x04') return null;
  try {
    const wb = new (await excel()).Workbook();
    await wb.xlsx.load(data as unknown as ExcelJS.Buffer);
    return wb.worksheets.length ? wb : null;
  } catch {
    return null;
  }
}

import type { PdfTable } from './pdf.js';

/**
 * A report's table as an Excel workbook, from the very columns and rows its PDF prints
 * (`platform/pdf.ts` `tablePdf`): one sheet named after the title, the header row bold and frozen,
 * numbers as numbers, and each column as wide as its longest text, so nothing is cut.
 */

/** Sheet names: at most 31 characters, none of `[]:*?/\`. */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/** Width in Excel's character units: Chinese characters take two. */
const displayWidth = (text: string) =>
  [...text].reduce((n, ch) => n + (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);

export async function tableXlsx(t: PdfTable): Promise<Buffer> {
  const wb = new (await excel()).Workbook();
  wb.title = t.title;
  if (t.subtitle) wb.subject = t.subtitle;
  const sheet = wb.addWorksheet(sheetName(t.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = t.columns.map((c, i) => ({
    header: c.title,
    width: Math.min(80, Math.max(8, displayWidth(c.title), ...t.rows.map((r) => displayWidth(String(r[i] ?? '')))) + 2),
    style: c.align === 'right' ? { alignment: { horizontal: 'right' } } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(t.rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
