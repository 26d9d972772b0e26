import fs from 'node:fs';

/**
 * The reliability suites run twice: bounded inside `npm test` (CI-sized) and at full size under
 * `npm run reliability`, which sets RELIABILITY=full and collects every suite's figures into one
 * table. A suite reads its size from `full` and reports what it covered with `report(...)`.
 */
export const full = process.env.RELIABILITY === 'full';

/** Picks the bounded or the full figure for a suite's size knob. */
export const sized = (bounded: number, fullSize: number) => (full ? fullSize : bounded);

/** Figures a suite reports: every count it covered and every failure it found (all must be 0). */
export interface Figures {
  routes?: number;
  cases?: number;
  leaks?: number;
  serverErrors?: number;
  violations?: number;
  p99Ms?: number;
  errors?: number;
  faultsSurvived?: number;
  writesLost?: number;
  /** Anything else worth a column in the table, e.g. `{ 'refused writes': 0 }`. */
  extra?: Record<string, number | string>;
}

/** Appends one line `{suite, driver, ...figures}` to RELIABILITY_REPORT (when set) and logs it. */
export function report(suite: string, figures: Figures): void {
  const line = { suite, driver: process.env.TEST_DRIVER ?? 'pglite', ...figures };
  console.log(`reliability ${JSON.stringify(line)}`);
  const file = process.env.RELIABILITY_REPORT;
  if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}
