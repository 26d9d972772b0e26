import { deviationOf } from '@wms/contract';

/**
 * The answer fields of a puzzle check as a person's drag gives them: the slider eased from the
 * left edge to `offset` over `ms`, speeding up then slowing down, the pointer wobbling a pixel or
 * two up and down. `wobble: 0` drags perfectly straight (a script's tell).
 */
export function humanDrag(offset: number, opts: { ms?: number; steps?: number; wobble?: number } = {}) {
  const { ms = 600, steps = 30, wobble = 1.5 } = opts;
  const track: [number, number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    const eased = f < 0.5 ? 2 * f * f : 1 - (-2 * f + 2) ** 2 / 2;
    track.push([
      Math.round(ms * f),
      Math.round(offset * eased * 100) / 100,
      200 + (i % 3 === 0 ? wobble : -wobble / 2),
    ]);
  }
  track[track.length - 1]![1] = offset;
  return { Offset: offset, Deviation: deviationOf(track.map((p) => p[2])), Track: track };
}
