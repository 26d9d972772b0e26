import fs from 'node:fs';
import { createRequire } from 'node:module';
import type fontkit from '@pdf-lib/fontkit';

/**
 * The font PDFs print Chinese with (Noto Sans SC, OFL), and the fontkit to register with pdf-lib
 * (`doc.registerFontkit(pdfFontkit)`, then `doc.embedFont(cjkFontBytes(), { subset: true })`).
 *
 * Two things this fontkit does that the plain one does not:
 * - it parses the 10 MB font once per process instead of once per document;
 * - it pads every glyph of a subset to 4 bytes. @pdf-lib/fontkit 1.1.1 writes the glyphs back to
 *   back and, when the subset is small, stores the short `loca` form, which keeps offsets halved:
 *   one glyph of odd length shifts every glyph after it, and those print blank (digits and most
 *   Chinese characters went missing from labels before this).
 */

const FONT_MODULE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

let bytes: Buffer | undefined;
export function cjkFontBytes(): Buffer {
  bytes ??= fs.readFileSync(createRequire(import.meta.url).resolve(FONT_MODULE));
  return bytes;
}

type Font = ReturnType<typeof fontkit.create>;
interface TtfSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}

function withPaddedSubsets(font: Font): Font {
  const f = font as unknown as { createSubset(): TtfSubset };
  const create = f.createSubset.bind(font);
  f.createSubset = () => {
    const subset = create();
    if (typeof subset._addGlyph !== 'function') return subset; // CFF fonts: no loca table
    const add = subset._addGlyph.bind(subset);
    subset._addGlyph = (gid: number) => {
      const index = add(gid);
      const glyph = subset.glyf[index]!;
      const pad = (4 - (glyph.length % 4)) % 4;
      if (pad) {
        // fontkit's own Buffer class: its encoder refuses any other kind of chunk.
        const padded = (glyph.constructor as typeof Buffer).alloc(glyph.length + pad);
        padded.set(glyph, 0);
        subset.glyf[index] = padded;
        subset.offset += pad;
      }
      return index;
    };
    return subset;
  };
  return font;
}

const parsed = new WeakMap<Uint8Array, Font>();
let kit: Promise<typeof fontkit> | undefined;
/** The fontkit to register, loaded by the first document that prints Chinese (fontkit unpacks
 * its tables when loaded: ~30 MB an idle server need not hold). */
export function pdfFontkit(): Promise<typeof fontkit> {
  kit ??= import('@pdf-lib/fontkit').then(
    ({ default: plain }) =>
      ({
        create(data: Uint8Array, postscriptName?: string) {
          let font = parsed.get(data);
          if (!font) {
            font = withPaddedSubsets(plain.create(data as Buffer, postscriptName));
            parsed.set(data, font);
          }
          return font;
        },
      }) as unknown as typeof fontkit,
  );
  return kit;
}
