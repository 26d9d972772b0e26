import { describe, expect, it } from 'vitest';
import {
  applyTrajectoryScheme,
  boxOverLimits,
  CustomsForm,
  chargeableWeight,
  customsFormFor,
  TrajectoryMilestone as M,
  type SchemeEvent,
  TrackingStatus,
  WeightRounding,
} from '../src/shipping.js';

const rule = (WeightRounding: number, FirstWeight = '0.5', WeightStep = '0.5', VolumetricDivisor = 5000) => ({
  VolumetricDivisor,
  FirstWeight,
  WeightStep,
  WeightRounding,
});
const box = (Weight: string, Length = '10', Width = '10', Height = '10') => ({ Weight, Length, Width, Height });
const perBox = rule(WeightRounding.PerBox);
const perOrder = rule(WeightRounding.PerOrder);

describe('the chargeable weight', () => {
  it('is the first weight up to it, then whole steps above it, rounded up', () => {
    expect(chargeableWeight(perBox, [box('0.1')])).toBe('0.5');
    expect(chargeableWeight(perBox, [box('0.5')])).toBe('0.5');
    expect(chargeableWeight(perBox, [box('0.501')])).toBe('1');
    expect(chargeableWeight(perBox, [box('1')])).toBe('1');
    expect(chargeableWeight(perBox, [box('2.26')])).toBe('2.5');
    expect(chargeableWeight(rule(1, '1', '0.25'), [box('1.26')])).toBe('1.5');
    expect(chargeableWeight(rule(1, '0', '0.1'), [box('0.001', '1', '1', '1')])).toBe('0.1');
  });

  it('takes the volumetric weight, L x W x H / divisor, when it is larger', () => {
    // 50 x 40 x 30 = 60,000 cm³: 12 kg at 5000, 10 kg at 6000.
    expect(chargeableWeight(perBox, [box('3', '50', '40', '30')])).toBe('12');
    expect(chargeableWeight(rule(1, '0.5', '0.5', 6000), [box('3', '50', '40', '30')])).toBe('10');
    expect(chargeableWeight(rule(1, '0.5', '0.5', 6000), [box('10.2', '50', '40', '30')])).toBe('10.5');
    // Fractions of a gram count: 30.1 x 20 x 10 / 6000 = 1.00333 kg, just over a step.
    expect(chargeableWeight(rule(1, '1', '0.5', 6000), [box('0.2', '30.1', '20', '10')])).toBe('1.5');
    expect(chargeableWeight(rule(1, '1', '0.5', 6000), [box('0.2', '30', '20', '10')])).toBe('1');
  });

  it('rounds each box per box, and the totals once per order', () => {
    const boxes = [box('0.6'), box('0.6'), box('0.1', '40', '30', '20')];
    // Per box: 1 + 1 + max(0.1, 4.8) = 5 -> 1 + 1 + 5 = 7.
    expect(chargeableWeight(perBox, boxes)).toBe('7');
    // Per order: actual 1.3, volumetric 0.2 + 0.2 + 4.8 = 5.2 -> 5.5.
    expect(chargeableWeight(perOrder, boxes)).toBe('5.5');
    expect(chargeableWeight(perOrder, [box('20.001'), box('0.002')])).toBe('20.5');
  });

  it('answers 0 for no boxes and refuses a rule it cannot apply', () => {
    expect(chargeableWeight(perBox, [])).toBe('0');
    expect(() => chargeableWeight(rule(1, '0.5', '0'), [box('1')])).toThrow(RangeError);
    expect(() => chargeableWeight(perBox, [box('1.0001')])).toThrow(RangeError);
  });
});

describe('the measures as text', () => {
  it('reads digits with one optional point, trailing zeros past the places, and surrounding spaces', () => {
    expect(chargeableWeight(perBox, [box(' 2.26 ')])).toBe('2.5');
    expect(chargeableWeight(perBox, [box('2.')])).toBe('2');
    expect(chargeableWeight(perBox, [box('2.2600000')])).toBe('2.5');
    expect(chargeableWeight(perBox, [box('0002.260')])).toBe('2.5');
    expect(customsFormFor('299.9999990000', '300')).toBe(CustomsForm.CN22);
  });
  it('reads more digits than a double holds exactly, exactly', () => {
    // 16 and 20 digits: beyond 2^53 as a count of grams or millionths.
    expect(customsFormFor('9999999999.999999', '10000000000')).toBe(CustomsForm.CN22);
    expect(customsFormFor('10000000000.000000', '9999999999.999999')).toBe(CustomsForm.CN23);
    expect(chargeableWeight(rule(1, '0', '0.001'), [box('1234567890123.456')])).toBe('1234567890123.456');
  });
  it('refuses a sign, a missing whole part, a second point, other characters and digits past the places', () => {
    for (const bad of ['-1', '+1', '.5', '1.2.3', '1e3', '1,5', '', ' ', '1.0001', '1.00010'])
      expect(() => chargeableWeight(perBox, [box(bad)]), bad).toThrow(RangeError);
    expect(() =>
      boxOverLimits({ MaxBoxWeight: '30', MaxLength: '12.05', MaxWidth: '1', MaxHeight: '1' }, box('1')),
    ).toThrow(RangeError);
  });
});

describe('box limits and customs forms', () => {
  const limits = { MaxBoxWeight: '30', MaxLength: '120', MaxWidth: '80', MaxHeight: '80' };
  it('names the measures over the channel’s limits', () => {
    expect(boxOverLimits(limits, box('30', '120', '80', '80'))).toEqual([]);
    expect(boxOverLimits(limits, box('30.001', '120.1', '80', '80.1'))).toEqual(['Weight', 'Length', 'Height']);
  });
  it('is CN22 below the threshold and CN23 from it', () => {
    expect(customsFormFor('299.99')).toBe(CustomsForm.CN22);
    expect(customsFormFor('300')).toBe(CustomsForm.CN23);
    expect(customsFormFor('150', '150.00')).toBe(CustomsForm.CN23);
    expect(customsFormFor('149.999999', '150')).toBe(CustomsForm.CN22);
  });
});

describe('applying a trajectory scheme', () => {
  const e = (TextEn: string, Milestone: number, OffsetHours: number): SchemeEvent => ({
    Status: TrackingStatus.InTransit,
    TextZhCn: `${TextEn}（简）`,
    TextZhTw: `${TextEn}（繁）`,
    TextEn,
    Place: TextEn === 'Departed' ? 'Shenzhen' : null,
    Milestone,
    OffsetHours,
  });
  const scheme = [
    e('Departed', M.ShiftDeparture, 0),
    e('Handed over', M.ShiftDeparture, -3),
    e('Arrived', M.ShiftArrival, 0),
    e('Cleared', M.CustomsClearance, 2),
    e('Same time as arrival', M.ShiftArrival, 0),
  ];
  const departure = '2026-03-01T10:00:00.000Z';
  const arrival = '2026-03-02T02:00:00.000Z';

  it('dates each event from its milestone, in time order, ties in scheme order', () => {
    const dated = applyTrajectoryScheme(scheme, { [M.ShiftDeparture]: departure, [M.ShiftArrival]: new Date(arrival) });
    expect(dated.map((d) => [d.Text['en-us'], d.Time, d.Line])).toEqual([
      ['Handed over', '2026-03-01T07:00:00.000Z', 1],
      ['Departed', departure, 0],
      ['Arrived', arrival, 2],
      ['Same time as arrival', arrival, 4],
    ]);
    expect(dated[1]).toMatchObject({
      Status: TrackingStatus.InTransit,
      Place: 'Shenzhen',
      Text: { 'zh-cn': 'Departed（简）', 'zh-tw': 'Departed（繁）', 'en-us': 'Departed' },
    });
    expect(dated[0]!.Place).toBe('');
  });

  it('leaves out events whose milestone has not happened, or that lie after `until`', () => {
    expect(applyTrajectoryScheme(scheme, {})).toEqual([]);
    expect(applyTrajectoryScheme(scheme, { [M.ShiftDeparture]: departure, [M.ShiftArrival]: null }).length).toBe(2);
    const soFar = applyTrajectoryScheme(scheme, { [M.ShiftDeparture]: departure }, '2026-03-01T09:00:00Z');
    expect(soFar.map((d) => d.Text['en-us'])).toEqual(['Handed over']);
  });
});
