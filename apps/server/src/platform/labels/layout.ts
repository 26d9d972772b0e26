import type fontkit from '@pdf-lib/fontkit';
import { cjkFontBytes, pdfFontkit } from '../pdf-font.js';
import { type Code128, code128 } from './code128.js';

/**
 * A label declared once and drawn two ways (docs/domain.md, "Devices"): a PDF for any printer and
 * ZPL for thermal printers. Everything is placed in printer dots at 203 dpi, the resolution of
 * the common thermal printers, so that a bar the ZPL prints 3 dots wide is 3 dots wide in the PDF
 * too, and the PDF rendered at 203 dpi is what the thermal printer prints.
 */

export const DPI = 203;
/** Dots in `mm` millimetres, rounded. */
export const mm = (v: number): number => Math.round((v * DPI) / 25.4);

/**
 * A label size: the PDF page is `widthMm x heightMm`, the ZPL label `zplWidth x zplHeight` dots
 * (the inch sizes thermal rolls come in, a little larger). Items are placed within the metric
 * size, so the same layout fits both rolls.
 */
export interface LabelStock {
  widthMm: number;
  heightMm: number;
  zplWidth: number;
  zplHeight: number;
}
/** 100 x 150 mm, on 4 x 6 in thermal rolls: package labels, waybills, bag and return labels. */
export const STOCK_100X150: LabelStock = { widthMm: 100, heightMm: 150, zplWidth: 812, zplHeight: 1218 };
/** 100 x 50 mm, on 4 x 2 in rolls: shelf labels. */
export const STOCK_100X50: LabelStock = { widthMm: 100, heightMm: 50, zplWidth: 812, zplHeight: 406 };

/** A line of text, shrunk to fit its box (down to `minSize`, then cut with "..."). */
export interface LabelText {
  kind: 'text';
  text: string;
  /** Left of the box and top of the line, in dots. */
  x: number;
  y: number;
  /** Width of the box the text must fit. */
  width: number;
  /** Font size in dots (the em); the line is this high, its baseline 80% of it down. */
  size: number;
  minSize?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
}

/** A Code 128 barcode, centred in its box with its quiet zones (10 modules each side). */
export interface LabelCode128 {
  kind: 'code128';
  data: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Widest module in dots (4 = 0.5 mm); narrower when the data needs it to fit the box. */
  module: number;
}

/** A QR code (internal codes), its top-left corner at x, y. */
export interface LabelQr {
  kind: 'qr';
  data: string;
  x: number;
  y: number;
  /** Dots per module. */
  module: number;
}

/** A horizontal rule. */
export interface LabelRule {
  kind: 'rule';
  x: number;
  y: number;
  width: number;
  thickness: number;
}

export type LabelItem = LabelText | LabelCode128 | LabelQr | LabelRule;

export interface LabelLayout {
  stock: LabelStock;
  items: LabelItem[];
}

/**
 * Which font draws a text: Latin-1 prints with the fonts every printer has (Helvetica in the
 * PDF, the scalable font 0 in ZPL); anything else (Chinese) with the embedded Noto Sans SC, in
 * the PDF as text and in ZPL as a bitmap drawn from the same glyphs, since thermal printers
 * carry no Chinese font unless one is bought and loaded onto them.
 */
export type Face = 'regular' | 'bold' | 'cjk';
const LATIN1 = /^[\x20-\x7E\xA0-\xFF]*$/;

/** Where an item ended up, everything worked out: what both renderings draw. */
export type Placed =
  | { kind: 'text'; text: string; face: Face; size: number; x: number; baseline: number; width: number; box: LabelText }
  | {
      kind: 'code128';
      code: Code128;
      module: number;
      x: number;
      y: number;
      width: number;
      height: number;
      box: LabelCode128;
    }
  | { kind: 'qr'; matrix: boolean[][]; module: number; x: number; y: number; size: number; box: LabelQr }
  | { kind: 'rule'; x: number; y: number; width: number; thickness: number };

export interface PlacedLabel {
  stock: LabelStock;
  /** The metric size in dots: what the PDF page holds. */
  width: number;
  height: number;
  items: Placed[];
}

export type CjkFont = ReturnType<typeof fontkit.create>;
interface Measure {
  width(face: Face, text: string, size: number): number;
  cjk?: CjkFont;
}

let latin: Promise<(face: 'regular' | 'bold', text: string, size: number) => number> | undefined;
/** Helvetica's widths, from pdf-lib (loaded by the first label, as pdf.ts explains). */
function latinWidths() {
  latin ??= import('pdf-lib').then(({ StandardFontEmbedder, StandardFonts }) => {
    // pdf-lib's StandardFonts and the embedder's FontNames are two enums of the same names.
    type Name = Parameters<typeof StandardFontEmbedder.for>[0];
    const regular = StandardFontEmbedder.for(StandardFonts.Helvetica as unknown as Name);
    const bold = StandardFontEmbedder.for(StandardFonts.HelveticaBold as unknown as Name);
    return (face, text, size) => (face === 'bold' ? bold : regular).widthOfTextAtSize(text, size);
  });
  return latin;
}

export async function cjkFont(): Promise<CjkFont> {
  return (await pdfFontkit()).create(cjkFontBytes());
}

async function measurer(texts: string[]): Promise<Measure> {
  const latinWidth = await latinWidths();
  const cjk = texts.some((t) => !LATIN1.test(t)) ? await cjkFont() : undefined;
  return {
    cjk,
    width: (face, text, size) =>
      face === 'cjk' ? (cjk!.layout(text).advanceWidth * size) / cjk!.unitsPerEm : latinWidth(face, text, size),
  };
}

/** Where a text's baseline sits in its line: Latin capitals and Chinese both fit above it. */
export const BASELINE = 0.8;
const QUIET = 10;

function placeText(t: LabelText, m: Measure): Placed | undefined {
  let text = t.text.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const face: Face = LATIN1.test(text) ? (t.bold ? 'bold' : 'regular') : 'cjk';
  const min = Math.min(t.minSize ?? Math.ceil(t.size * 0.6), t.size);
  let size = t.size;
  while (size > min && m.width(face, text, size) > t.width) size -= 1;
  if (m.width(face, text, size) > t.width) {
    const chars = [...text];
    while (chars.length > 1 && m.width(face, `${chars.join('')}...`, size) > t.width) chars.pop();
    text = `${chars.join('').trimEnd()}...`;
  }
  const width = m.width(face, text, size);
  const align = t.align ?? 'left';
  const x = align === 'left' ? t.x : align === 'right' ? t.x + t.width - width : t.x + (t.width - width) / 2;
  return { kind: 'text', text, face, size, x, baseline: t.y + Math.round(t.size * BASELINE), width, box: t };
}

function placeCode128(b: LabelCode128): Placed {
  const code = code128(b.data);
  let module = Math.max(1, Math.floor(b.module));
  while (module > 1 && (code.modules + 2 * QUIET) * module > b.width) module -= 1;
  const width = code.modules * module;
  if ((code.modules + 2 * QUIET) * module > b.width) {
    throw new Error(`The barcode ${b.data} needs ${code.modules + 2 * QUIET} dots, its box has ${b.width}`);
  }
  return {
    kind: 'code128',
    code,
    module,
    x: b.x + Math.floor((b.width - width) / 2),
    y: b.y,
    width,
    height: b.height,
    box: b,
  };
}

async function placeQr(q: LabelQr): Promise<Placed> {
  // Loaded by the first QR label (see platform/pdf.ts on idle memory).
  const { default: bwipjs } = await import('bwip-js/node');
  const [sym] = bwipjs.raw('qrcode', q.data, 'eclevel=M') as { pixs: number[]; pixx: number; pixy: number }[];
  const matrix = Array.from({ length: sym!.pixy }, (_, r) =>
    Array.from({ length: sym!.pixx }, (_, c) => sym!.pixs[r * sym!.pixx + c] === 1),
  );
  return { kind: 'qr', matrix, module: q.module, x: q.x, y: q.y, size: sym!.pixx * q.module, box: q };
}

/** Works a layout out: text sizes, cuts and positions, barcode symbols and module widths. */
export async function place(layout: LabelLayout): Promise<PlacedLabel & { cjk?: CjkFont }> {
  const m = await measurer(layout.items.flatMap((i) => (i.kind === 'text' ? [i.text] : [])));
  const items: Placed[] = [];
  for (const item of layout.items) {
    if (item.kind === 'text') {
      const p = placeText(item, m);
      if (p) items.push(p);
    } else if (item.kind === 'code128') items.push(placeCode128(item));
    else if (item.kind === 'qr') items.push(await placeQr(item));
    else items.push(item);
  }
  const { stock } = layout;
  return { stock, width: mm(stock.widthMm), height: mm(stock.heightMm), items, cjk: m.cjk };
}
