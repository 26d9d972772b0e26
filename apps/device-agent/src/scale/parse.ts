import type { Reading } from '../devices.js';

/** What one line from a scale says. */
export type ScaleLine =
  | { kind: 'reading'; reading: Reading }
  /** T S / Z A: the tare or zero was done (the next readings show it). */
  | { kind: 'done'; command: 'T' | 'Z' }
  /** Overload, underload, a command the scale cannot do now, a syntax or transmission error. */
  | { kind: 'fault'; text: string }
  | { kind: 'unknown'; text: string };

/** Kilograms per unit, as thousandths of a gram per unit where exact. */
const UNIT_G: Record<string, number> = { kg: 1000, g: 1, mg: 0.001, lb: 453.59237, oz: 28.349523125, t: 1_000_000 };

/** "100.00" "g" -> "0.100": kilograms with three decimals (the contract's weights). */
export function toKg(value: string, unit: string): string | null {
  const perUnit = UNIT_G[unit.toLowerCase()];
  const n = Number(value);
  if (perUnit === undefined || !Number.isFinite(n)) return null;
  const grams = Math.round(n * perUnit);
  const sign = grams < 0 ? '-' : '';
  const abs = Math.abs(grams);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

const SICS_WEIGHT = /^S\s+([SD])\s+([+-]?\s*[\d.]+)\s*([a-z]+)\s*$/i;
const SICS_TARE = /^T\s+S\s+([+-]?\s*[\d.]+)\s*([a-z]+)\s*$/i;
const SICS_STATUS = /^([STZ])\s+([AI+-])\s*$/i;
const SICS_ERROR = /^E[STL]\s*$/i;
/** ST,GS,+  1.000kg  /  ST,GS 1.000KG  /  US,NT,-0.250 kg  /  OL,GS (status, gross/net, value). */
const CONTINUOUS = /^(ST|US)\s*,\s*(GS|NT|TR|GW|NW)?\s*,?\s*([+-]?)\s*([\d.]+)\s*([a-z]*)\s*$/i;

/**
 * One line of a serial scale, in either of the two formats in use: Mettler Toledo's MT-SICS
 * answers (`S S 1.000 kg` to S/SI, `T S ...`, `Z A`), and the continuous stream most indicators
 * send unasked (`ST,GS,+ 1.000kg`; US unstable, OL overload).
 */
export function parseScaleLine(raw: string): ScaleLine {
  const line = raw.replace(/\p{Cc}+/gu, ' ').trim();
  let m = SICS_WEIGHT.exec(line);
  if (m) {
    const kg = toKg(m[2]!.replace(/\s+/g, ''), m[3]!);
    if (kg !== null) return { kind: 'reading', reading: { kg, stable: m[1]!.toUpperCase() === 'S' } };
  }
  if (SICS_TARE.test(line)) return { kind: 'done', command: 'T' };
  m = SICS_STATUS.exec(line);
  if (m) {
    const [cmd, status] = [m[1]!.toUpperCase() as 'S' | 'T' | 'Z', m[2]!.toUpperCase()];
    if (cmd === 'Z' && status === 'A') return { kind: 'done', command: 'Z' };
    const what = status === '+' ? 'overload' : status === '-' ? 'underload' : 'not executable now';
    return { kind: 'fault', text: `${cmd}: ${what}` };
  }
  if (SICS_ERROR.test(line)) return { kind: 'fault', text: line };
  if (/^OL\b/i.test(line)) return { kind: 'fault', text: 'overload' };
  m = CONTINUOUS.exec(line);
  if (m) {
    const status = m[1]!.toUpperCase();
    const kg = toKg(`${m[3] ?? ''}${m[4]!}`, m[5] || 'kg');
    if (kg !== null) return { kind: 'reading', reading: { kg, stable: status === 'ST' } };
  }
  return { kind: 'unknown', text: line };
}
