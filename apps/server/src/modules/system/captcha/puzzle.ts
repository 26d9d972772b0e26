import crypto from 'node:crypto';
import { PNG } from 'pngjs';

/** Puzzle geometry. */
export const PUZZLE_WIDTH = 300;
export const PUZZLE_HEIGHT = 150;
export const BLOCK_SIZE = 42;
export const BLOCK_RADIUS = 10;
/** Side of the square slider image: the body plus a knob on the top and one on the right. */
export const PIECE_SIZE = BLOCK_SIZE + BLOCK_RADIUS * 2;

export interface Puzzle {
  /** Left edge of the piece's bounding box in the background: the answer. */
  x: number;
  /** Top edge of the piece's bounding box in the background, told to the client. */
  y: number;
  background: Buffer;
  slider: Buffer;
}

const rand = (min: number, max: number) => crypto.randomInt(min, max + 1);

/**
 * Whether a point of the slider image belongs to the piece: a square body with a round knob
 * on the top and on the right and a round notch on the left. The knobs overlap the body by
 * 2 px so that their necks are narrower than the knobs, which is what makes the outline read
 * as a jigsaw piece rather than a blob.
 */
export function inPiece(px: number, py: number): boolean {
  const b = BLOCK_SIZE;
  const r = BLOCK_RADIUS;
  const ox = 1;
  const oy = 2 * r - 1;
  const inCircle = (cx: number, cy: number, rr: number) => (px - cx) ** 2 + (py - cy) ** 2 <= rr * rr;
  const inBody = px >= ox && px < ox + b && py >= oy && py < oy + b;
  const notch = inCircle(ox + r - 2, oy + b / 2, r + 0.4);
  const topKnob = inCircle(ox + b / 2, oy - r + 2, r);
  const rightKnob = inCircle(ox + b + r - 2, oy + b / 2, r);
  return (inBody && !notch) || topKnob || rightKnob;
}

const MASK: boolean[] = (() => {
  const m: boolean[] = [];
  for (let y = 0; y < PIECE_SIZE; y++) for (let x = 0; x < PIECE_SIZE; x++) m.push(inPiece(x + 0.5, y + 0.5));
  return m;
})();
const masked = (x: number, y: number) =>
  x >= 0 && y >= 0 && x < PIECE_SIZE && y < PIECE_SIZE && MASK[y * PIECE_SIZE + x] === true;
/** Piece pixels next to a pixel outside it: drawn lighter so the hole and the piece show an edge. */
const EDGE: boolean[] = MASK.map((inside, i) => {
  if (!inside) return false;
  const x = i % PIECE_SIZE;
  const y = Math.floor(i / PIECE_SIZE);
  return !masked(x - 1, y) || !masked(x + 1, y) || !masked(x, y - 1) || !masked(x, y + 1);
});

type Rgb = [number, number, number];
const randomColour = (): Rgb => [rand(30, 230), rand(30, 230), rand(30, 230)];
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function blend(img: PNG, x: number, y: number, c: Rgb, alpha: number) {
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return;
  const i = (y * img.width + x) * 4;
  for (let k = 0; k < 3; k++) img.data[i + k] = clamp(img.data[i + k]! * (1 - alpha) + c[k]! * alpha);
}

/**
 * A background nobody can match against a fixed picture set: a two-colour gradient at a random
 * angle, translucent circles, rectangles and lines, then per-pixel noise so that the edge of
 * the hole cannot be found by looking for flat areas.
 */
function drawBackground(): PNG {
  const w = PUZZLE_WIDTH;
  const h = PUZZLE_HEIGHT;
  const img = new PNG({ width: w, height: h });
  const from = randomColour();
  const to = randomColour();
  const angle = (rand(0, 359) * Math.PI) / 180;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const span = Math.abs(dx) * w + Math.abs(dy) * h;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const tpos = ((x - w / 2) * dx + (y - h / 2) * dy) / span + 0.5;
      const i = (y * w + x) * 4;
      for (let k = 0; k < 3; k++) img.data[i + k] = clamp(from[k]! + (to[k]! - from[k]!) * tpos);
      img.data[i + 3] = 255;
    }
  }
  for (let n = rand(6, 10); n > 0; n--) {
    const cx = rand(0, w);
    const cy = rand(0, h);
    const r = rand(8, 45);
    const c = randomColour();
    const a = rand(25, 60) / 100;
    for (let y = Math.max(0, cy - r); y <= Math.min(h - 1, cy + r); y++) {
      for (let x = Math.max(0, cx - r); x <= Math.min(w - 1, cx + r); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) blend(img, x, y, c, a);
      }
    }
  }
  for (let n = rand(4, 7); n > 0; n--) {
    const x0 = rand(0, w - 10);
    const y0 = rand(0, h - 10);
    const rw = rand(10, 70);
    const rh = rand(10, 50);
    const c = randomColour();
    const a = rand(20, 50) / 100;
    for (let y = y0; y < Math.min(h, y0 + rh); y++)
      for (let x = x0; x < Math.min(w, x0 + rw); x++) blend(img, x, y, c, a);
  }
  for (let n = rand(5, 9); n > 0; n--) {
    const c = randomColour();
    let x = rand(0, w);
    let y = rand(0, h);
    const len = rand(60, 260);
    const a = (rand(0, 359) * Math.PI) / 180;
    for (let s = 0; s < len; s++) {
      blend(img, Math.round(x), Math.round(y), c, 0.7);
      blend(img, Math.round(x) + 1, Math.round(y), c, 0.4);
      x += Math.cos(a);
      y += Math.sin(a);
    }
  }
  const noise = crypto.randomBytes(w * h);
  for (let p = 0; p < w * h; p++) {
    const d = (noise[p]! % 13) - 6;
    for (let k = 0; k < 3; k++) img.data[p * 4 + k] = clamp(img.data[p * 4 + k]! + d);
  }
  return img;
}

/** Makes a puzzle: the piece is cut at a random place, far enough right of the slider's start
 * that leaving the slider where it is never passes. */
export function makePuzzle(): Puzzle {
  const bg = drawBackground();
  const x = rand(PIECE_SIZE + 10, PUZZLE_WIDTH - PIECE_SIZE - 5);
  const y = rand(5, PUZZLE_HEIGHT - PIECE_SIZE - 5);
  const slider = new PNG({ width: PIECE_SIZE, height: PIECE_SIZE });
  slider.data.fill(0);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < PIECE_SIZE; px++) {
      const m = py * PIECE_SIZE + px;
      if (!MASK[m]) continue;
      const bi = ((y + py) * PUZZLE_WIDTH + (x + px)) * 4;
      const si = m * 4;
      for (let k = 0; k < 4; k++) slider.data[si + k] = bg.data[bi + k]!;
      if (EDGE[m]) {
        blend(slider, px, py, white, 0.75);
        blend(bg, x + px, y + py, white, 0.55);
      } else {
        blend(bg, x + px, y + py, black, 0.55);
      }
    }
  }
  return { x, y, background: PNG.sync.write(bg), slider: PNG.sync.write(slider) };
}

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
