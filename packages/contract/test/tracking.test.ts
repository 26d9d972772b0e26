import { describe, expect, it } from 'vitest';
import { isS10, s10CheckDigit, TrackingFormat, trackingNumberRule } from '../src/validators/tracking.js';

describe('UPU S10 numbers', () => {
  it('accepts numbers whose check digit holds', () => {
    // The UPU's worked example (S10 standard), and numbers of the forms carriers print.
    for (const n of ['AA473124829GB', 'RR123456785CN', 'EE000000005CN', 'LX999999995DE'])
      expect(isS10(n), n).toBe(true);
  });

  it('maps a remainder of 10 to 0 and of 11 to 5', () => {
    expect(s10CheckDigit('47312482')).toBe(9); // sum 200, 200 mod 11 = 2, 11 - 2 = 9
    expect(s10CheckDigit('00000000')).toBe(5); // sum 0: 11 - 0 = 11, read as 5
    expect(s10CheckDigit('00300000')).toBe(0); // sum 3 x 4 = 12, 12 mod 11 = 1: 11 - 1 = 10, read as 0
  });

  it('refuses a wrong check digit, a transposition, lower case and wrong lengths', () => {
    for (const n of [
      'AA473124828GB',
      'AA473124289GB',
      'aa473124829gb',
      'AA47312482GB',
      'A473124829GB',
      'AA4731248290GB',
    ])
      expect(isS10(n), n).toBe(false);
  });
});

describe('a carrier’s tracking number', () => {
  it('is checked by its format', () => {
    expect(trackingNumberRule('RR123456785CN', TrackingFormat.S10)).toBeNull();
    expect(trackingNumberRule('RR123456784CN', TrackingFormat.S10)).toBe('validation.s10');
    expect(trackingNumberRule('SF1234567890', TrackingFormat.Pattern, 'SF\\d{10}')).toBeNull();
    expect(trackingNumberRule('SF12345678901', TrackingFormat.Pattern, 'SF\\d{10}')).toBe('validation.trackingPattern');
    expect(trackingNumberRule('1Z999AA10123456784', TrackingFormat.Free)).toBeNull();
    for (const bad of ['单号123', 'AB 123', 'NONE', 'A'.repeat(40) + '1'])
      expect(trackingNumberRule(bad, TrackingFormat.Free), bad).toBe('validation.trackingNumber');
  });
});
