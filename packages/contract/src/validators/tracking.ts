import { isTrackingNumber } from './text.js';

// Tracking numbers (docs/domain.md, "Carriers and tracking numbers"). Every number has the form
// `isTrackingNumber` checks (letters, digits, inner dashes, at least one digit) and at most
// MAX_TRACKING_NUMBER characters; a carrier may further require UPU S10 or a pattern of its own.

export const MAX_TRACKING_NUMBER = 40;

const S10 = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The check digit of an S10 number's eight serial digits: 11 - (weighted sum mod 11), where 10
 * becomes 0 and 11 becomes 5. */
export function s10CheckDigit(serial: string): number {
  const sum = [...serial].reduce((acc, d, i) => acc + Number(d) * S10_WEIGHTS[i]!, 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 0 : c === 11 ? 5 : c;
}

/** Whether a number is a well-formed UPU S10 item number (`AA123456785CN`) whose check digit
 * holds: what catches a mis-scan or a mistyped digit. */
export function isS10(number: string): boolean {
  const m = S10.exec(number);
  return !!m && s10CheckDigit(m[2]!) === Number(m[3]);
}

/** How a carrier's numbers are checked (`TrackingFormat`). */
export const TrackingFormat = { S10: 1, Pattern: 2, Free: 3 } as const;
export type TrackingFormat = (typeof TrackingFormat)[keyof typeof TrackingFormat];

/** The rule key a number breaks under a carrier's format, or null when it is good. A pattern is
 * matched whole. */
export function trackingNumberRule(number: string, format: number, pattern?: string | null): string | null {
  if (number.length > MAX_TRACKING_NUMBER || !isTrackingNumber(number)) return 'validation.trackingNumber';
  if (format === TrackingFormat.S10 && !isS10(number)) return 'validation.s10';
  if (format === TrackingFormat.Pattern && pattern && !new RegExp(`^(?:${pattern})$`).test(number))
    return 'validation.trackingPattern';
  return null;
}

/** Whether a carrier's pattern is a regular expression at all. */
export function isPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}
