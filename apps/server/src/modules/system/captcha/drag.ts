import { CAPTCHA_MAX_DEVIATION, deviationOf } from '@wms/contract';

/** One pointer sample of a drag: ms since the press, slider left edge (px), pointer y (px). */
export type DragSample = readonly [number, number, number];

/** A person takes at least this long to find the hole and drag to it. */
const MIN_DRAG_MS = 250;
const MAX_DRAG_MS = 60_000;
const MIN_SAMPLES = 5;

/**
 * Whether a drag's track looks like a hand moved it (the puzzle's check besides the offset,
 * modules/system/captcha/service.ts): it starts at the left, ends where it says it was dropped, in time
 * order, over a human span of time; its speed changes (a script that steps a fixed distance per
 * tick does not); the pointer wobbles vertically, a little, by the amount the client claims.
 * None of this stops a determined script that fakes a hand well: what keeps blind guessing rare
 * is the tolerance and the per-address limits. It makes the cheap scripts fail.
 */
export function dragLooksHuman(track: readonly DragSample[], offset: number, claimedDeviation: number): boolean {
  if (track.length < MIN_SAMPLES) return false;
  const first = track[0]!;
  const last = track[track.length - 1]!;
  if (first[0] !== 0 || first[1] > 3) return false;
  if (Math.abs(last[1] - offset) > 1) return false;
  const span = last[0] - first[0];
  if (span < MIN_DRAG_MS || span > MAX_DRAG_MS) return false;
  const speeds: number[] = [];
  for (let i = 1; i < track.length; i++) {
    const dt = track[i]![0] - track[i - 1]![0];
    if (dt < 0) return false;
    if (dt > 0) speeds.push((track[i]![1] - track[i - 1]![1]) / dt);
  }
  if (speeds.length < MIN_SAMPLES - 1) return false;
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((a, v) => a + (v - mean) ** 2, 0) / speeds.length);
  if (mean <= 0 || spread / mean < 0.15) return false;
  const deviation = deviationOf(track.map((p) => p[2]));
  if (!(deviation > 0 && deviation < CAPTCHA_MAX_DEVIATION)) return false;
  return Math.abs(deviation - claimedDeviation) <= 0.5;
}
