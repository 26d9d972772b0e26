/**
 * Keyboard-wedge scanner detection.
 *
 * A scanner "types" a code much faster than a person and ends it with Enter. The rule, precisely:
 * - Printable keys are buffered with their time. A key more than MAX_GAP_MS (1000 ms) after
 *   the previous one starts a new buffer: whatever came before belongs to another input.
 * - Enter closes the buffer. The scan is the trailing run of keys each under MAX_KEY_INTERVAL_MS
 *   (50 ms) after the one before it: a person who typed "ab" and then fired the scanner still
 *   gets just the scanned code.
 * - The Enter itself may come up to MAX_GAP_MS after the last key ("gap below 1000 ms
 *   tolerated"): some scanners send the suffix late, and the page may be busy for a moment.
 * - The run must be at least MIN_LENGTH characters; shorter bursts (a fast double tap) are typing.
 * A person typing at 150 ms per key never has a run of MIN_LENGTH keys under 50 ms, so typing
 * followed by Enter is never taken for a scan.
 * The code is handed on as typed: a GS separator fed as a key (GS1 barcodes, see
 * `listenForScans`) stays in it for the contract's `candidateNumbers` to read.
 */
export const MAX_KEY_INTERVAL_MS = 50;
export const MAX_GAP_MS = 1000;
export const MIN_LENGTH = 3;
/** The GS1 group separator (ASCII 29) a scanner sends for FNC1. */
export const GS = '\x1d';

export interface ScanDetector {
  /** Feeds one key (KeyboardEvent.key) at time `at` (ms); answers the code when Enter ends a scan. */
  feed(key: string, at: number): string | null;
  reset(): void;
}

export function createScanDetector(): ScanDetector {
  let keys: { ch: string; at: number }[] = [];
  return {
    feed(key, at) {
      const last = keys[keys.length - 1];
      if (key === 'Enter') {
        const buffered = keys;
        keys = [];
        if (!last || at - last.at > MAX_GAP_MS) return null;
        let start = buffered.length - 1;
        while (start > 0 && buffered[start]!.at - buffered[start - 1]!.at < MAX_KEY_INTERVAL_MS) start--;
        const run = buffered.slice(start);
        return run.length >= MIN_LENGTH ? run.map((k) => k.ch).join('') : null;
      }
      if (key.length !== 1) return null; // Shift, Tab, arrows: not part of a code
      if (last && at - last.at > MAX_GAP_MS) keys = [];
      keys.push({ ch: key, at });
      return null;
    },
    reset() {
      keys = [];
    },
  };
}
