import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateNumbers, matchScan, normaliseScan, type ScanRule } from '../src/scan/carriers.js';
import { isTrackingNumber } from '../src/validators/text.js';
import { MAX_TRACKING_NUMBER } from '../src/validators/tracking.js';

// docs/domain.md, "Scans at receiving". `]` opens an AIM symbology identifier, \x1d is the GS a
// scanner sends for FNC1, \r and \n the Enter it ends a scan with.

/** Forecast numbers of other parcels, there so that a match is picked out of several. */
const OTHERS = ['SF1000000000001', '9400100000000000000001', '1Z999AA10123456784', 'YT1000000000001'];
const forecast =
  (...numbers: string[]) =>
  (n: string) =>
    [...numbers, ...OTHERS].includes(n);

/** What a scanner sends, the number forecast, the rule that finds it. */
const SAMPLES: [string, string, ScanRule][] = [
  // The trade's own samples.
  [']C142078745\x1d9400111206206406260787\r', '9400111206206406260787', 'usps-impb'],
  ['9400 1112 0620 6406 2607 87', '9400111206206406260787', 'usps'],
  ['1z5r89390357567127\r\n', '1Z5R89390357567127', 'ups'],
  ['1001921334250001000300779017972697', '779017972697', 'fedex-34'],
  ['7905-3531-2317', '790535312317', 'fedex'],
  [']C0YT8962646785389\r', 'YT8962646785389', 'yto'],
  ['jt5261988016578', 'JT5261988016578', 'jt'],
  ['EA123456785CN', 'EA123456785CN', 's10'],
  ['ＳＦ１２３４５６７８９０１２３\r', 'SF1234567890123', 'sf'],
  ['SF1234567890123-1-3', 'SF1234567890123', 'multi-piece'],
  // USPS IMpb: with a GS after the ZIP, or the digits run together (30, 34 or 38 of them).
  ['420787459400111206206406260787\r', '9400111206206406260787', 'usps-impb'],
  ['4207874512349400111206206406260787', '9400111206206406260787', 'usps-impb'], // ZIP9 + 22
  ['4207874592748931507708513018050063', '92748931507708513018050063', 'usps-impb'], // ZIP5 + 26
  [']C1420787451234\x1d92748931507708513018050063\r', '92748931507708513018050063', 'usps-impb'], // ZIP9 + 26
  ['42022153\x1d9101026837331000039521', '9101026837331000039521', 'usps-impb'], // GS without ]C1
  ['9361 2898 7870 0317 6337 95', '9361289878700317633795', 'usps'],
  // FedEx: the 34-digit barcodes of Express and Ground, Ground's 22 digits, the 12-digit number.
  ['1001921380360001000300639585804382', '639585804382', 'fedex-34'],
  [']C09622001900000000000000776632517510\r', '776632517510', 'fedex-34'],
  ['9611020987654312345672', '987654312345672', 'fedex-ground-22'],
  ['9611019041441760228964', '041441760228964', 'fedex-ground-22'], // the leading zero stays
  ['9865 7878 8855', '986578788855', 'fedex'],
  // SSCC: after ]C1 (more fields may follow), or as exactly 20 digits; a FedEx SSCC starts 00.
  [']C100106141411234567897\r', '106141411234567897', 'sscc'],
  [']C10010614141123456789742078745', '106141411234567897', 'sscc'],
  ['00106141411234567897', '106141411234567897', 'sscc'],
  [']C100000123450000000027', '000123450000000027', 'sscc'],
  // The barcode is the number.
  ['1Z 410E 7W0 392751591', '1Z410E7W0392751591', 'ups'],
  ['3318810025\r', '3318810025', 'dhl-express'],
  ['73891051146', '73891051146', 'dhl-express'],
  ['tba502887274000\r\n', 'TBA502887274000', 'amazon'],
  ['rr 123 456 785 cn', 'RR123456785CN', 's10'],
  ['LX999999995DE\t', 'LX999999995DE', 's10'],
  ['ＪＴ５２６１　９８８０　１６５７８', 'JT5261988016578', 'jt'],
  ['dpk123456789012', 'DPK123456789012', 'deppon'],
  ['JDVA00012345678', 'JDVA00012345678', 'jd'],
  ['JDVA00012345678-2-2-\r', 'JDVA00012345678', 'multi-piece'],
  ['73100123456789', '73100123456789', 'zto'],
  ['7730123456789', '7730123456789', 'sto'],
  ['431234567890123', '431234567890123', 'yunda'],
  ['1151234567890', '1151234567890', 'china-post'],
  ['\x00SF1234567890123\t\r', 'SF1234567890123', 'sf'],
  ['0012345678901', '0012345678901', 'china-post'], // leading zeros are part of the number
  ['YT-8962-6467-8538-9', 'YT8962646785389', 'yto'],
];

describe('a scan at receiving', () => {
  it.each(SAMPLES)('%j is %s (%s)', (raw, number, rule) => {
    expect(candidateNumbers(raw)[0]).toEqual({ number, rule });
    expect(matchScan(raw, forecast(number))).toEqual({ number, rule });
  });

  it('is cleaned in the order the trade reads it', () => {
    expect(normaliseScan(']C142078745\x1d9400111206206406260787\r')).toBe('420787459400111206206406260787');
    expect(normaliseScan(' ]E06901234567892\r\n')).toBe('6901234567892'); // white space before the identifier
    expect(normaliseScan('ｓｆ１２３')).toBe('SF123');
    expect(normaliseScan('sf\u200b 1234\u20135678')).toBe('SF12345678'); // zero-width space, en dash
    expect(normaliseScan('SF1234567890123-1-3')).toBe('SF123456789012313');
    expect(normaliseScan('\r\n\t')).toBe('');
  });

  it('does not unwrap a number whose check digit is wrong', () => {
    for (const raw of [
      ']C142078745\x1d9400111206206406260788', // USPS, last digit off by one
      '420787459400111206206406260788',
      '1001901781990001000300617767839438', // FedEx 34 digits
      '9611020987654312345673', // FedEx Ground 22 digits
      '00106141411234567898', // SSCC
      ']C100106141411234567898',
    ])
      expect(candidateNumbers(raw), raw).toEqual([{ number: normaliseScan(raw), rule: 'scanned' }]);
    // A wrong check digit only costs a number its carrier's name: the scan may still be forecast.
    expect(candidateNumbers('1Z5R89390357567128')).toEqual([{ number: '1Z5R89390357567128', rule: 'scanned' }]);
  });

  it('unwraps only what the carriers wrap', () => {
    // FedEx 34 digits whose 21st and 22nd are not 00; an 18-digit FedEx SSCC that starts 00 itself;
    // a ZIP of neither 5 nor 9 digits; a suffix that is not piece n of N.
    for (const raw of [
      '1001921334250001000312779017972697',
      '000123450000000027',
      '4207874599400111206206406260787',
      'SF1234567890123-4-3',
      'SF1234567890123-0-3',
    ])
      expect(
        candidateNumbers(raw).map((c) => c.number),
        raw,
      ).toEqual([normaliseScan(raw)]);
  });

  it('puts the part before a piece suffix first, unless only the whole number has a known format', () => {
    expect(candidateNumbers('SF1234567890123-1-3')).toEqual([
      { number: 'SF1234567890123', rule: 'multi-piece' },
      { number: 'SF123456789012313', rule: 'scanned' },
    ]);
    // 790535312317 is a FedEx number (its check digit holds); 7905353123 is nobody's.
    expect(candidateNumbers('7905353123-1-7')).toEqual([
      { number: '790535312317', rule: 'fedex' },
      { number: '7905353123', rule: 'multi-piece' },
    ]);
  });

  it('keeps both splits of 34 digits when both hold, the 22-digit number first', () => {
    // 420 + ZIP9 787459300 + a 22-digit number, or 420 + ZIP5 78745 + a 26-digit one.
    const raw = '4207874593009400111206206406260787';
    expect(candidateNumbers(raw)).toEqual([
      { number: '9400111206206406260787', rule: 'usps-impb' },
      { number: '93009400111206206406260787', rule: 'usps-impb' },
      { number: raw, rule: 'scanned' },
    ]);
    expect(matchScan(raw, forecast('93009400111206206406260787'))?.number).toBe('93009400111206206406260787');
    // A GS after the ZIP says which split it is.
    expect(candidateNumbers(']C1420787459300\x1d9400111206206406260787').map((c) => c.number)).toEqual([
      '9400111206206406260787',
      raw,
    ]);
    expect(candidateNumbers(']C142078745\x1d93009400111206206406260787').map((c) => c.number)).toEqual([
      '93009400111206206406260787',
      raw,
    ]);
  });

  it('prefers a number that is forecast, and the scan itself over an unwrapped one', () => {
    const fedex = '1001921334250001000300779017972697';
    expect(matchScan(fedex, forecast(fedex, '779017972697'))).toEqual({ number: fedex, rule: 'scanned' });
    expect(matchScan(fedex, forecast(fedex))).toEqual({ number: fedex, rule: 'scanned' });
    const impb = ']C142078745\x1d9400111206206406260787';
    expect(matchScan(impb, forecast('420787459400111206206406260787', '9400111206206406260787'))?.number).toBe(
      '420787459400111206206406260787',
    );
    // A multi-piece label whose whole number (dashes dropped) was forecast.
    expect(matchScan('SF1234567890123-1-3', forecast('SF123456789012313'))?.number).toBe('SF123456789012313');
  });

  it('answers none when no candidate is forecast', () => {
    expect(matchScan('1001921334250001000300779017972697', forecast())).toBeNull();
    expect(matchScan('', forecast(''))).toBeNull();
  });

  it('offers nothing the tracking-number rule refuses', () => {
    for (const raw of [
      '',
      '\r\n',
      'https://example.com/p?id=1',
      '单号123',
      'NONE',
      `A${'1'.repeat(MAX_TRACKING_NUMBER)}`,
    ])
      expect(candidateNumbers(raw), raw).toEqual([]);
  });

  it('gives a short list of numbers read off the scan as they are, for any input', () => {
    const scanned = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789 -\x1d\r]C1AZsf'), maxLength: 50 }),
      fc.string({ maxLength: 50 }),
    );
    fc.assert(
      fc.property(scanned, (raw) => {
        const cleaned = normaliseScan(raw);
        const candidates = candidateNumbers(raw);
        expect(candidates.length).toBeLessThanOrEqual(4);
        expect(new Set(candidates.map((c) => c.number)).size).toBe(candidates.length);
        for (const { number } of candidates) {
          expect(isTrackingNumber(number) && number.length <= MAX_TRACKING_NUMBER).toBe(true);
          expect(cleaned).toContain(number); // never reformatted, never made an integer
        }
      }),
    );
  });
});
