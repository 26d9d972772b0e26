import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EstablishCommodityBody } from '../src/calls/commodities.js';
import { couponCalls } from '../src/calls/coupons.js';
import { CompletePackageBody } from '../src/calls/inbound.js';
import { FreightTrialBody } from '../src/calls/quotations.js';
import { EstablishShelvesBody } from '../src/calls/shelves.js';
import { zLength, zWeight } from '../src/validators/schemas.js';

/** One precision for weights and one for lengths, in every area (docs/domain.md, "Field
 * formats"): a weight in kg to the gram (3 places), a length in cm to the millimetre (1 place). */
const fieldOf = (body: z.ZodType, name: string): z.ZodType => {
  // A body may be wrapped (described, refined): its object is the innermost schema with a shape.
  let s: any = body;
  while (s && !s.shape) s = s.def?.in ?? s.def?.schema ?? s.def?.innerType;
  return s.shape[name];
};

describe('weights and lengths', () => {
  it('a weight takes 3 places, a length 1', () => {
    expect(zWeight({ max: 100 }).parse('1.235')).toBe('1.235');
    expect(zWeight({ max: 100 }).safeParse('1.2345').success).toBe(false);
    expect(zLength({ max: 100 }).parse(12.5)).toBe('12.5');
    expect(zLength({ max: 100 }).safeParse('12.25').success).toBe(false);
    expect(zLength({ max: 100, notZero: true }).safeParse('0').success).toBe(false);
  });

  it('every area holds its weights and lengths to the same places', () => {
    const weights: [z.ZodType, string][] = [
      [EstablishCommodityBody, 'ActualWeight'],
      [EstablishCommodityBody, 'GrossWeight'],
      [CompletePackageBody, 'Weight'],
      [FreightTrialBody, 'Weight'],
      [couponCalls.AddCoupon.body as z.ZodType, 'AvailableWeight'],
    ];
    const lengths: [z.ZodType, string][] = [
      [EstablishCommodityBody, 'Length'],
      [EstablishCommodityBody, 'Geight'],
      [EstablishShelvesBody, 'ShelvesLength'],
      [CompletePackageBody, 'Length'],
      [FreightTrialBody, 'Width'],
    ];
    for (const [body, name] of weights) {
      const f = fieldOf(body, name);
      expect(f.safeParse('1.125').success, name).toBe(true);
      expect(f.safeParse(1.125).success, `${name} as a number`).toBe(true);
      expect(f.safeParse('1.1255').success, name).toBe(false);
    }
    for (const [body, name] of lengths) {
      const f = fieldOf(body, name);
      expect(f.safeParse('10.5').success, name).toBe(true);
      expect(f.safeParse('10.25').success, name).toBe(false);
    }
  });
});
