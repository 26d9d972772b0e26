import type { Camera } from '../devices.js';
import { encodePng } from './png.js';

/** Colour bars, as a test card has them. */
const BARS: [number, number, number][] = [
  [192, 192, 192],
  [192, 192, 0],
  [0, 192, 192],
  [0, 192, 0],
  [192, 0, 192],
  [192, 0, 0],
  [0, 0, 192],
];

/**
 * The virtual camera: a 160 x 120 test card whose white marker moves one step per capture, so a
 * preview visibly updates and two captures differ.
 */
export class SimulatedCamera implements Camera {
  readonly name = 'simulated';
  private frame = 0;

  async present(): Promise<boolean> {
    return true;
  }

  async capture(): Promise<string> {
    const w = 160;
    const h = 120;
    const rgb = new Uint8Array(w * h * 3);
    const marker = (this.frame++ * 8) % w;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const inMarker = y >= h - 16 && x >= marker && x < marker + 16;
        const c = inMarker ? [255, 255, 255] : (BARS[Math.floor((x * BARS.length) / w)] ?? [0, 0, 0]);
        rgb.set(c, (y * w + x) * 3);
      }
    }
    return `data:image/png;base64,${encodePng(w, h, rgb).toString('base64')}`;
  }
}
