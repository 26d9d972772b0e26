import type { CjkFont } from './layout.js';

/**
 * Text as a 1-bit bitmap, drawn from the font's own outlines: how Chinese reaches a thermal
 * printer that has no Chinese font (layout.ts, `Face`). Each pixel is inked when its centre lies
 * inside a glyph (non-zero winding), which is how a 203 dpi printhead would burn the same shapes
 * the PDF draws as text.
 */
export interface Bitmap {
  /** Position of the top-left pixel relative to the text's origin on its baseline, in dots. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Bytes per row: 8 pixels a byte, the leftmost in the high bit, 1 for ink (ZPL's `^GF`). */
  rowBytes: number;
  data: Uint8Array;
}

/** Straight pieces a curve is drawn with: at label sizes (a glyph under 100 dots) finer is
 * invisible. */
const STEPS = 8;

export function rasterize(font: CjkFont, text: string, size: number): Bitmap {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  // Edges x0, y0, x1, y1 in dots, y growing downwards from the baseline.
  const edges: number[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    const ox = (pen + pos.xOffset) * scale;
    const oy = pos.yOffset * scale;
    const at = (x: number, y: number): [number, number] => [ox + x * scale, -(oy + y * scale)];
    let [sx, sy, cx, cy] = [0, 0, 0, 0];
    const edge = (x: number, y: number) => {
      if (y !== cy) edges.push(cx, cy, x, y);
      [cx, cy] = [x, y];
    };
    const pen2d = {
      moveTo(x: number, y: number) {
        pen2d.closePath();
        [cx, cy] = at(x, y);
        [sx, sy] = [cx, cy];
      },
      lineTo(x: number, y: number) {
        edge(...at(x, y));
      },
      quadraticCurveTo(qx: number, qy: number, x: number, y: number) {
        const [ax, ay] = at(qx, qy);
        const [bx, by] = at(x, y);
        const [px, py] = [cx, cy];
        for (let k = 1; k <= STEPS; k++) {
          const t = k / STEPS;
          const u = 1 - t;
          edge(u * u * px + 2 * u * t * ax + t * t * bx, u * u * py + 2 * u * t * ay + t * t * by);
        }
      },
      bezierCurveTo(q1x: number, q1y: number, q2x: number, q2y: number, x: number, y: number) {
        const [ax, ay] = at(q1x, q1y);
        const [bx, by] = at(q2x, q2y);
        const [dx, dy] = at(x, y);
        const [px, py] = [cx, cy];
        for (let k = 1; k <= STEPS; k++) {
          const t = k / STEPS;
          const u = 1 - t;
          edge(
            u * u * u * px + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * dx,
            u * u * u * py + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * dy,
          );
        }
      },
      closePath() {
        if (cx !== sx || cy !== sy) edge(sx, sy);
      },
    };
    (glyph.path.toFunction() as (ctx: typeof pen2d) => void)(pen2d);
    pen2d.closePath();
    pen += pos.xAdvance;
  });

  let [minX, minY, maxX, maxY] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, -Infinity, -Infinity];
  for (let e = 0; e < edges.length; e += 4) {
    minX = Math.min(minX, edges[e]!, edges[e + 2]!);
    maxX = Math.max(maxX, edges[e]!, edges[e + 2]!);
    minY = Math.min(minY, edges[e + 1]!, edges[e + 3]!);
    maxY = Math.max(maxY, edges[e + 1]!, edges[e + 3]!);
  }
  if (!edges.length) return { left: 0, top: 0, width: 0, height: 0, rowBytes: 0, data: new Uint8Array(0) };
  const left = Math.floor(minX);
  const top = Math.floor(minY);
  const width = Math.ceil(maxX) - left;
  const height = Math.ceil(maxY) - top;
  const rowBytes = Math.ceil(width / 8);
  const data = new Uint8Array(rowBytes * height);
  const crossings: { x: number; dir: number }[] = [];
  for (let row = 0; row < height; row++) {
    const yc = top + row + 0.5;
    crossings.length = 0;
    for (let e = 0; e < edges.length; e += 4) {
      const [x0, y0, x1, y1] = [edges[e]!, edges[e + 1]!, edges[e + 2]!, edges[e + 3]!];
      const dir = y0 <= yc && y1 > yc ? 1 : y1 <= yc && y0 > yc ? -1 : 0;
      if (dir) crossings.push({ x: x0 + ((yc - y0) * (x1 - x0)) / (y1 - y0), dir });
    }
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    let from = 0;
    for (const c of crossings) {
      const before = winding;
      winding += c.dir;
      if (before === 0 && winding !== 0) from = c.x;
      else if (before !== 0 && winding === 0) {
        // The pixels whose centres lie in [from, c.x).
        const end = Math.ceil(c.x - left - 0.5);
        for (let col = Math.max(0, Math.ceil(from - left - 0.5)); col < Math.min(width, end); col++) {
          data[row * rowBytes + (col >> 3)]! |= 0x80 >> (col & 7);
        }
      }
    }
  }
  return { left, top, width, height, rowBytes, data };
}
