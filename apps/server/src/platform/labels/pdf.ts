import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { cjkFontBytes, pdfFontkit } from '../pdf-font.js';
import { DPI, type Face, type PlacedLabel } from './layout.js';

/**
 * Placed labels as a PDF, one page each, the page the label's size in millimetres. A dot of the
 * layout is 72/203 of a point, so the PDF rendered at 203 dpi puts every bar on the printer's
 * dots. Barcodes are images of one pixel per module, never smoothed (no /Interpolate), so that
 * their edges stay sharp at any printer's resolution.
 */

const PT = 72 / DPI;
const MM = 72 / 25.4;

type Lib = typeof import('pdf-lib');

/** A 1-bit image (DeviceGray: 0 black) of `cells` (true = ink), drawn over the given dots. */
function drawBits(
  lib: Lib,
  doc: PDFDocument,
  page: PDFPage,
  cells: boolean[][],
  at: { x: number; y: number; width: number; height: number },
) {
  const w = cells[0]!.length;
  const rowBytes = Math.ceil(w / 8);
  const bytes = new Uint8Array(rowBytes * cells.length).fill(0xff);
  cells.forEach((row, r) => {
    row.forEach((ink, c) => {
      if (ink) bytes[r * rowBytes + (c >> 3)]! &= ~(0x80 >> (c & 7));
    });
  });
  const image = doc.context.flateStream(bytes, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: w,
    Height: cells.length,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
  });
  const name = page.node.newXObject('Code', doc.context.register(image));
  const pageHeight = page.getHeight();
  // A thousandth of a point inside the dots on each side: an edge in points turned back into
  // 203 dpi pixels comes out a hair either side of the dot, and poppler then inks one more
  // column (or row) of pixels.
  const e = 0.001;
  page.pushOperators(
    lib.pushGraphicsState(),
    lib.concatTransformationMatrix(
      at.width * PT - 2 * e,
      0,
      0,
      at.height * PT - 2 * e,
      at.x * PT + e,
      pageHeight - (at.y + at.height) * PT + e,
    ),
    lib.drawObject(name),
    lib.popGraphicsState(),
  );
}

export async function pdfOf(labels: PlacedLabel[], title: string): Promise<Buffer> {
  // Loaded by the first print, not at start (see platform/pdf.ts).
  const lib = await import('pdf-lib');
  const doc = await lib.PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('WMS');
  const fonts = new Map<Face, Promise<PDFFont>>();
  const font = (face: Face) => {
    let f = fonts.get(face);
    if (!f) {
      f =
        face === 'cjk'
          ? pdfFontkit().then((kit) => {
              doc.registerFontkit(kit);
              return doc.embedFont(cjkFontBytes(), { subset: true });
            })
          : doc.embedFont(face === 'bold' ? lib.StandardFonts.HelveticaBold : lib.StandardFonts.Helvetica);
      fonts.set(face, f);
    }
    return f;
  };
  const black = lib.rgb(0, 0, 0);
  for (const label of labels) {
    const page = doc.addPage([label.stock.widthMm * MM, label.stock.heightMm * MM]);
    const top = page.getHeight();
    for (const item of label.items) {
      switch (item.kind) {
        case 'text':
          page.drawText(item.text, {
            x: item.x * PT,
            y: top - item.baseline * PT,
            size: item.size * PT,
            font: await font(item.face),
            color: black,
          });
          break;
        case 'rule':
          page.drawRectangle({
            x: item.x * PT,
            y: top - (item.y + item.thickness) * PT,
            width: item.width * PT,
            height: item.thickness * PT,
            color: black,
          });
          break;
        case 'code128':
          drawBits(lib, doc, page, [item.code.bars], item);
          break;
        case 'qr':
          drawBits(lib, doc, page, item.matrix, { x: item.x, y: item.y, width: item.size, height: item.size });
          break;
      }
    }
  }
  return Buffer.from(await doc.save());
}
