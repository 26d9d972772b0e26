import type { ScanKind } from './machine';

/** One beep: its pitch, its wave, how long it sounds and the pause after it. */
export interface Tone {
  hz: number;
  wave: OscillatorType;
  ms: number;
  gapMs?: number;
}

/**
 * The station's sounds, made in the browser (no audio files to load or to be missing). They
 * differ in pitch and in rhythm, so that they are told apart in a noisy warehouse and by anyone
 * who cannot tell pitches apart: a good scan is one short high beep; "nothing to do" (already
 * done) two quick middle ones; done but needing the operator (an unknown item to write on) three
 * rising ones, softer (triangle wave) and slower, that call for a look without sounding wrong; a
 * bad scan three low, longer, harsh (square wave) ones falling in pitch.
 */
export const SCAN_TONES: Readonly<Record<ScanKind, readonly Tone[]>> = {
  ok: [{ hz: 1320, wave: 'sine', ms: 120 }],
  attention: [
    { hz: 660, wave: 'triangle', ms: 140, gapMs: 40 },
    { hz: 880, wave: 'triangle', ms: 140, gapMs: 40 },
    { hz: 1175, wave: 'triangle', ms: 200 },
  ],
  info: [
    { hz: 880, wave: 'sine', ms: 70, gapMs: 60 },
    { hz: 880, wave: 'sine', ms: 70 },
  ],
  error: [
    { hz: 330, wave: 'square', ms: 170, gapMs: 50 },
    { hz: 262, wave: 'square', ms: 170, gapMs: 50 },
    { hz: 196, wave: 'square', ms: 340 },
  ],
};

/** Loud enough over a conveyor, short of hurting in headphones (a square wave sounds louder). */
const VOLUME: Readonly<Record<OscillatorType, number>> = {
  sine: 0.5,
  square: 0.2,
  sawtooth: 0.2,
  triangle: 0.5,
  custom: 0.3,
};
/** Each tone fades in and out over this long: switched on and off at full volume it clicks. */
const RAMP_S = 0.01;

let context: AudioContext | null = null;

/** Plays the sound of a scan's outcome. Quietly nothing where the browser has no Web Audio. */
export function playScanSound(kind: ScanKind): void {
  const Context =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    // One context for the page: browsers limit how many there may be. It starts suspended until
    // the page has had a key press or a click, which a scan is.
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    let at = context.currentTime + 0.005;
    for (const tone of SCAN_TONES[kind]) {
      const length = tone.ms / 1000;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = tone.wave;
      oscillator.frequency.setValueAtTime(tone.hz, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(VOLUME[tone.wave], at + RAMP_S);
      gain.gain.setValueAtTime(VOLUME[tone.wave], at + length - RAMP_S);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + length + RAMP_S);
      at += length + (tone.gapMs ?? 0) / 1000;
    }
  } catch {
    // No sound: the station still shows the outcome.
  }
}
