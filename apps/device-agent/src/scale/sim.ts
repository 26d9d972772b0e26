import type { Reading, Scale } from '../devices.js';

/**
 * The virtual scale: it reports like a continuous indicator (a reading every `intervalMs`, and
 * at once when the weight is set). Its weight can be set, made unstable (readings jitter and
 * are marked unstable) and it can be unplugged and plugged back.
 */
export class SimulatedScale implements Scale {
  readonly name = 'simulated';
  present = true;
  private kg = '0.000';
  private unstable = false;
  private timer: NodeJS.Timeout | null = null;
  private onReading: ((r: Reading) => void) | null = null;
  private onPresence: ((p: boolean) => void) | null = null;

  constructor(private intervalMs = 200) {}

  start(onReading: (r: Reading) => void, onPresence: (present: boolean) => void): void {
    this.onReading = onReading;
    this.onPresence = onPresence;
    this.timer = setInterval(() => this.emit(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Puts a weight on the scale (kilograms); it settles at once unless made unstable. */
  set(kg: number | string, stable = true): void {
    const n = Number(kg);
    if (!Number.isFinite(n)) throw new Error(`not a weight: ${kg}`);
    this.kg = n.toFixed(3);
    this.unstable = !stable;
    this.emit();
  }

  setUnstable(on: boolean): void {
    this.unstable = on;
    this.emit();
  }

  unplug(): void {
    if (!this.present) return;
    this.present = false;
    this.onPresence?.(false);
  }

  plug(): void {
    if (this.present) return;
    this.present = true;
    this.onPresence?.(true);
    this.emit();
  }

  private emit(): void {
    if (!this.present || !this.onReading) return;
    if (!this.unstable) {
      this.onReading({ kg: this.kg, stable: true });
      return;
    }
    // A load still swinging: a few grams either way, never called stable.
    const jitter = (Math.random() - 0.5) * 0.02;
    this.onReading({ kg: Math.max(0, Number(this.kg) + jitter).toFixed(3), stable: false });
  }
}
