/**
 * Code 128 worked out here, once: the PDF draws these bars, and the layout centres the barcode
 * and picks its module width knowing how wide it is. Only printable ASCII is encoded (package,
 * order, tracking, shelf and bag numbers are letters, digits and signs): subsets B (any of them)
 * and C (digit pairs), the fewest symbols the two can make.
 *
 * The ZPL leaves the subsets to the printer (`^BC` automatic mode, which takes subset C for runs
 * of digits as this does), so the printed barcode is as wide as the PDF's. Explicit subset codes
 * (`>5` ...) would pin it exactly, but the ZPL renderer the tests read labels with (zebrash, in
 * zpl-renderer-js 3.4) takes `>5` for a function code, so the label could not be read back.
 */

/** Bar and space widths of the 107 symbols, in modules (ISO/IEC 15417). 106 is the stop. */
// biome-ignore format: the table reads as the standard prints it, ten to a row
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const CODE_C = 99;
const CODE_B = 100;
const START_B = 104;
const START_C = 105;
const STOP = 106;

const PRINTABLE = /^[\x20-\x7E]+$/;
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

export interface Code128 {
  /** Symbol values: start, data and subset changes, check symbol (the stop is implied). */
  values: number[];
  /** Width in modules, stop included, quiet zones not. */
  modules: number;
  /** One entry per module, true for a bar. */
  bars: boolean[];
}

/** Whether `data` can be a Code 128 of this module: printable ASCII, at least one character. */
export const encodable = (data: string): boolean => PRINTABLE.test(data);

export function code128(data: string): Code128 {
  if (!encodable(data)) throw new Error(`Code 128 takes printable ASCII only: ${JSON.stringify(data)}`);
  const n = data.length;
  // cost[i][s]: fewest symbols encoding data[i..] when subset s (0 = B, 1 = C) is in force at i.
  const cost = Array.from({ length: n + 1 }, () => [0, 0]);
  const pair = (i: number) => isDigit(data[i]) && isDigit(data[i + 1]);
  for (let i = n - 1; i >= 0; i--) {
    const inC = pair(i) ? 1 + cost[i + 2]![1]! : Number.POSITIVE_INFINITY;
    const inB = 1 + cost[i + 1]![0]!;
    cost[i]![0] = Math.min(inB, 1 + inC);
    cost[i]![1] = Math.min(inC, 1 + inB);
  }
  let set = n === 0 || cost[0]![0]! <= cost[0]![1]! ? 0 : 1;
  const values = [set === 0 ? START_B : START_C];
  for (let i = 0; i < n; ) {
    const stayB = 1 + cost[i + 1]![0]!;
    const stayC = pair(i) ? 1 + cost[i + 2]![1]! : Number.POSITIVE_INFINITY;
    if (set === 0 && stayC + 1 < stayB) {
      set = 1;
      values.push(CODE_C);
    } else if (set === 1 && stayB + 1 < stayC) {
      set = 0;
      values.push(CODE_B);
    }
    if (set === 1) {
      values.push(Number(data.slice(i, i + 2)));
      i += 2;
    } else {
      values.push(data.charCodeAt(i) - 32);
      i += 1;
    }
  }
  values.push(values.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103);
  const bars: boolean[] = [];
  for (const v of [...values, STOP]) {
    [...PATTERNS[v]!].forEach((w, k) => {
      for (let j = 0; j < Number(w); j++) bars.push(k % 2 === 0);
    });
  }
  return { values, modules: bars.length, bars };
}
