import type { ShelfLabel } from '@wms/contract';
import type { PDFFont } from 'pdf-lib';
import { cjkFontBytes, pdfFontkit } from '../../platform/pdf-font.js';

/**
 * Shelf labels as a PDF: one 100 x 50 mm page per shelf, the size of the common thermal label
 * rolls warehouses stick on shelf beams, so a label printer prints the file as it is (and an
 * office printer scales it). Each label has the warehouse and partition on top, a Code128
 * barcode of the shelf number a scanner reads, and the number itself in large type.
 */

const MM = 72 / 25.4;
export const LABEL_WIDTH = 100 * MM;
export const LABEL_HEIGHT = 50 * MM;
const MARGIN = 4 * MM;

/** Latin-1 text prints with the PDF's built-in Helvetica; anything else (Chinese warehouse
 * names) needs the embedded Chinese font, subset to the characters used. */
const LATIN1 = /^[\x20-\x7E\xA0-\xFF]*$/;

/** The barcode as a PNG: Code128, no human-readable line (the number is printed larger below). */
export async function barcodePng(text: string): Promise<Buffer> {
  const { default: bwipjs } = await import('bwip-js/node');
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 12, includetext: false, paddingwidth: 0 });
}

/** Shrinks the font size until the text fits the width. */
function fitted(font: PDFFont, text: string, size: number, width: number): number {
  let s = size;
  while (s > 6 && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  return s;
}

export async function labelsPdf(labels: ShelfLabel[], title: string): Promise<Buffer> {
  // Loaded by the first print, not at start (see platform/pdf.ts).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('WMS');
  const texts = labels.flatMap((l) => [l.ShelvesNumber, l.WarehouseName, l.WarehousePartitionName, title]);
  let regular: PDFFont;
  let bold: PDFFont;
  if (texts.every((x) => LATIN1.test(x))) {
    regular = await doc.embedFont(StandardFonts.Helvetica);
    bold = await doc.embedFont(StandardFonts.HelveticaBold);
  } else {
    doc.registerFontkit(await pdfFontkit());
    regular = await doc.embedFont(cjkFontBytes(), { subset: true });
    bold = regular;
  }
  const inner = LABEL_WIDTH - 2 * MARGIN;
  for (const label of labels) {
    const page = doc.addPage([LABEL_WIDTH, LABEL_HEIGHT]);
    const heading = [label.WarehouseName, label.WarehousePartitionName].filter(Boolean).join(' / ');
    const headSize = fitted(regular, heading, 9, inner);
    page.drawText(heading, { x: MARGIN, y: LABEL_HEIGHT - MARGIN - headSize, size: headSize, font: regular });

    const png = await doc.embedPng(await barcodePng(label.Barcode));
    // Full inner width at most, 20 mm high at most, never stretched one way only.
    const scale = Math.min(inner / png.width, (20 * MM) / png.height);
    const w = png.width * scale;
    const h = png.height * scale;
    const barY = LABEL_HEIGHT - MARGIN - 12 - h - 2 * MM;
    page.drawImage(png, { x: (LABEL_WIDTH - w) / 2, y: barY, width: w, height: h });

    const numSize = fitted(bold, label.ShelvesNumber, 20, inner);
    const numWidth = bold.widthOfTextAtSize(label.ShelvesNumber, numSize);
    page.drawText(label.ShelvesNumber, {
      x: (LABEL_WIDTH - numWidth) / 2,
      y: Math.max(MARGIN, barY - 2 * MM - numSize),
      size: numSize,
      font: bold,
    });
  }
  return Buffer.from(await doc.save());
}
