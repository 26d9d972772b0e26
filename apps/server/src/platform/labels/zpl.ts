import type { CjkFont, PlacedLabel } from './layout.js';
import { rasterize } from './raster.js';

/**
 * A placed label as ZPL for a 203 dpi thermal printer: label formats only (`^XA ... ^XZ`, no
 * printer settings and no `~` command), as the device hub demands
 * (apps/device-agent/src/jobs.ts, `labelOnlyZpl`).
 *
 * Field data never carries a raw `^` or `~` (either would end the field and start a command a
 * name chose): it goes through `^FH` hex escapes, byte by byte of its UTF-8 (`^CI28`).
 */

/** Font 0's capitals are 75% of its height, Helvetica's 71.8% of its size: this makes the
 * printer's text as tall as the PDF's. */
const FONT0 = 0.718 / 0.75;

/** `^FH` field data: printable ASCII as it is, anything else (and `^ ~ _ \`) as `_XX` bytes. */
export function hexField(text: string, inBlock = false): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    // In a field block (`^FB`) a backslash is an escape of its own ("\&" starts a line); the
    // manual's "\\" prints one. Hex would be read back before the block reads its escapes.
    if (byte === 0x5c && inBlock) out += '\\\\';
    else if (byte < 0x20 || byte > 0x7e || byte === 0x5e || byte === 0x7e || byte === 0x5f || byte === 0x5c) {
      out += `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    } else out += String.fromCharCode(byte);
  }
  return out;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex').toUpperCase();

export function zplOf(label: PlacedLabel & { cjk?: CjkFont }): string {
  const { stock } = label;
  const out = [`^XA^CI28^PW${stock.zplWidth}^LL${stock.zplHeight}^LH0,0`];
  for (const item of label.items) {
    switch (item.kind) {
      case 'text': {
        if (item.face === 'cjk') {
          const bmp = rasterize(label.cjk!, item.text, item.size);
          if (!bmp.height) break;
          const bytes = bmp.rowBytes * bmp.height;
          const x = Math.round(item.x) + bmp.left;
          out.push(`^FO${x},${item.baseline + bmp.top}^GFA,${bytes},${bytes},${bmp.rowBytes},${hex(bmp.data)}^FS`);
          break;
        }
        const h = Math.round(item.size * FONT0);
        const font = `^A0N,${h},${h}`;
        const align = item.box.align ?? 'left';
        if (align === 'left')
          out.push(`^FT${Math.round(item.x)},${item.baseline}${font}^FH^FD${hexField(item.text)}^FS`);
        else {
          // The printer's font is not Helvetica: it centres (or right-aligns) by its own widths.
          const j = align === 'center' ? 'C' : 'R';
          const block = `^FB${item.box.width},1,0,${j}`;
          out.push(`^FT${item.box.x},${item.baseline}${block}${font}^FH^FD${hexField(item.text, true)}^FS`);
        }
        break;
      }
      case 'code128':
        // Automatic subsets (code128.ts); no printed line of its own: the layout prints the number.
        out.push(
          `^FO${item.x},${item.y}^BY${item.module}^BCN,${item.height},N,N,N,A^FH^FD${hexField(item.box.data)}^FS`,
        );
        break;
      case 'qr':
        // Error correction M, automatic input mode, as the PDF's QR code.
        out.push(`^FO${item.x},${item.y}^BQN,2,${item.module}^FH^FDMA,${hexField(item.box.data)}^FS`);
        break;
      case 'rule':
        out.push(`^FO${item.x},${item.y}^GB${item.width},${item.thickness},${item.thickness}^FS`);
        break;
    }
  }
  out.push('^XZ');
  return out.join('\n');
}
