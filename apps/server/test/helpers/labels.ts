import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { LabelStock } from '../../src/platform/labels/index.js';

/**
 * Labels read as a warehouse reads them ("What is printed must scan"): a PDF rendered at the
 * thermal printers' 203 dpi by poppler's pdftoppm, ZPL rendered by a ZPL renderer
 * (zpl-renderer-js, the zebrash engine compiled to WebAssembly, offline), and the barcodes read
 * off the pictures by zbar's zbarimg. Any test that prints a label can use these.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wms-labels-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (ext: string) => path.join(dir, `label-${++n}.${ext}`);

/** The PDF's pages as PNG files at 203 dpi. */
export function pdfPages(pdf: Buffer): string[] {
  const input = file('pdf');
  fs.writeFileSync(input, pdf);
  const prefix = input.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-r', '203', '-png', input, prefix]);
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(`${path.basename(prefix)}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The PDF's text as poppler extracts it (what a PDF reader, and a search, finds in it). */
export function pdfText(pdf: Buffer): string {
  const input = file('pdf');
  fs.writeFileSync(input, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', input, '-'], { encoding: 'utf8' });
}

type Renderer = typeof import('zpl-renderer-js');
let renderer: Renderer | undefined;
/** Loaded by the first ZPL test: ~10 MB of WebAssembly. The CommonJS build, so that Node does
 * not warn about the package's untyped ES module. */
function zplRenderer(): Renderer {
  renderer ??= createRequire(import.meta.url)('zpl-renderer-js') as Renderer;
  return renderer;
}

/** ZPL rendered at 8 dots/mm (203 dpi) on the label's roll, one PNG file per `^XA ... ^XZ`. */
export async function zplPages(zpl: string, stock: LabelStock): Promise<string[]> {
  const { api } = await zplRenderer().ready;
  const pages = await api.zplToBase64MultipleAsync(zpl, stock.zplWidth / 8, stock.zplHeight / 8, 8);
  return pages.map((b64) => {
    const out = file('png');
    fs.writeFileSync(out, Buffer.from(b64, 'base64'));
    return out;
  });
}

/** What zbarimg reads off a picture, `TYPE:data` each (`CODE-128:WH2405010001`), sorted. */
export function scan(png: string): string[] {
  const r = spawnSync('zbarimg', ['-q', png], { encoding: 'utf8' });
  // 4: nothing found. Anything else but 0 is zbarimg failing, not an answer.
  if (r.status !== 0 && r.status !== 4) throw new Error(`zbarimg ${png}: ${r.status} ${r.stderr}`);
  return r.stdout.split('\n').filter(Boolean).sort();
}

/** A picture as ink (true) or paper per pixel, read as a thermal printhead would (dark = ink). */
export interface Ink {
  width: number;
  height: number;
  at(x: number, y: number): boolean;
}
export function ink(png: string): Ink {
  const img = PNG.sync.read(fs.readFileSync(png));
  return {
    width: img.width,
    height: img.height,
    at(x, y) {
      if (x < 0 || y < 0 || x >= img.width || y >= img.height) return false;
      const i = (y * img.width + x) * 4;
      // The ZPL renderer leaves paper transparent; pdftoppm paints it white.
      return img.data[i + 3]! > 127 && img.data[i]! + img.data[i + 1]! + img.data[i + 2]! < 3 * 128;
    },
  };
}

/** Runs of ink and paper along row `y` from x0 to x1: [ink?, length][]. */
export function runs(pic: Ink, y: number, x0 = 0, x1 = pic.width): [boolean, number][] {
  const out: [boolean, number][] = [];
  for (let x = x0; x < x1; x++) {
    const v = pic.at(x, y);
    const last = out[out.length - 1];
    if (last && last[0] === v) last[1]++;
    else out.push([v, 1]);
  }
  return out;
}
