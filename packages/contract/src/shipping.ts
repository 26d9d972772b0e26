import type { Texts } from './i18n/define.js';
import { t3 } from './i18n/define.js';
import { normaliseDecimal } from './validators/numbers.js';

// ---------------------------------------------------------------------------------------------
// Shipping types (channels) and trajectory schemes (docs/domain.md, "Shipping types and
// trajectory schemes"): the option sets they use, declared once with their names, and the pure
// rules transport and quotations call: the chargeable weight of a shipment, the customs form of
// a declared value, and the dated standard events a scheme gives an order.

type Option = { Value: number; Name: Texts };

/** The small status set every carrier event maps onto (`/Select/GetTrackStatus`). */
export const TrackingStatus = {
  Pending: 1,
  InTransit: 2,
  Customs: 3,
  OutForDelivery: 4,
  Delivered: 5,
  Exception: 6,
  Returned: 7,
  Expired: 8,
} as const;
export const trackingStatusOptions: Option[] = [
  { Value: TrackingStatus.Pending, Name: t3('待处理', '待處理', 'Pending') },
  { Value: TrackingStatus.InTransit, Name: t3('运输中', '運輸中', 'In transit') },
  { Value: TrackingStatus.Customs, Name: t3('清关中', '清關中', 'In customs') },
  { Value: TrackingStatus.OutForDelivery, Name: t3('派送中', '派送中', 'Out for delivery') },
  { Value: TrackingStatus.Delivered, Name: t3('已签收', '已簽收', 'Delivered') },
  { Value: TrackingStatus.Exception, Name: t3('异常', '異常', 'Exception') },
  { Value: TrackingStatus.Returned, Name: t3('已退回', '已退回', 'Returned') },
  { Value: TrackingStatus.Expired, Name: t3('已过期', '已過期', 'Expired') },
];

/** What a scheme's event is dated from (`/Select/GetTrajectoryMilestone`). */
export const TrajectoryMilestone = { ShiftDeparture: 1, ShiftArrival: 2, CustomsClearance: 3 } as const;
export const trajectoryMilestoneOptions: Option[] = [
  { Value: TrajectoryMilestone.ShiftDeparture, Name: t3('班次起飞/发车', '班次起飛/發車', 'Shift departure') },
  { Value: TrajectoryMilestone.ShiftArrival, Name: t3('班次到达', '班次到達', 'Shift arrival') },
  { Value: TrajectoryMilestone.CustomsClearance, Name: t3('清关完成', '清關完成', 'Customs clearance') },
];

/** Whether a channel rounds each box's weight or the order's (`/Select/GetWeightRoundingMode`). */
export const WeightRounding = { PerBox: 1, PerOrder: 2 } as const;
export const weightRoundingOptions: Option[] = [
  { Value: WeightRounding.PerBox, Name: t3('按箱计重', '按箱計重', 'Per box') },
  { Value: WeightRounding.PerOrder, Name: t3('按票计重', '按票計重', 'Per order') },
];

/** What the goods of a declaration are (`/Select/GetCustomsCategory`). */
export const CustomsCategory = { Gift: 1, Sample: 2, Merchandise: 3, ReturnedGoods: 4 } as const;
export const customsCategoryOptions: Option[] = [
  { Value: CustomsCategory.Gift, Name: t3('礼品', '禮品', 'Gift') },
  { Value: CustomsCategory.Sample, Name: t3('商业样品', '商業樣品', 'Commercial sample') },
  { Value: CustomsCategory.Merchandise, Name: t3('商品货物', '商品貨物', 'Merchandise') },
  { Value: CustomsCategory.ReturnedGoods, Name: t3('退回物品', '退回物品', 'Returned goods') },
];

/** The UPU customs declaration a parcel carries (`/Select/GetCustomsForm`). */
export const CustomsForm = { CN22: 1, CN23: 2 } as const;
export const customsFormOptions: Option[] = [
  { Value: CustomsForm.CN22, Name: t3('CN22 报关签条', 'CN22 報關簽條', 'CN22 customs label') },
  { Value: CustomsForm.CN23, Name: t3('CN23 报关单', 'CN23 報關單', 'CN23 customs declaration') },
];

/** The channel's default CN22/CN23 threshold in SDR. */
export const DEFAULT_CUSTOMS_THRESHOLD = '300';

const TENS = Array.from({ length: 16 }, (_, i) => 10n ** BigInt(i));

/** Exact decimal text as an integer count of 10^-places (no float in between). Read in one pass
 * when it has at most 15 digits (a whole number of them in a double is exact), as the measures of
 * a parcel and a channel's limits are: the trial reads a few dozen a call (bench/freight-trial.mjs). */
function scaled(text: string, places: number): bigint {
  let n = 0;
  let digits = 0;
  let point = -1;
  let kept = 0; // digits after the point that count (at most `places`; past them only zeros)
  const t = text.trim();
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (point < 0 || kept < places) {
        n = n * 10 + (c - 48);
        digits++;
        if (point >= 0) kept++;
      } else if (c !== 48) {
        throw new RangeError(`not a value of ${places} places: ${text}`);
      }
    } else if (c === 46 && point < 0 && digits > 0) {
      point = digits;
    } else {
      throw new RangeError(`not a value of ${places} places: ${text}`);
    }
  }
  if (digits === 0) throw new RangeError(`not a value of ${places} places: ${text}`);
  if (digits <= 15 && places - kept < TENS.length) return BigInt(n) * TENS[places - kept]!;
  return scaledLong(t, places);
}

/** `scaled` for texts beyond a double's exact digits. */
function scaledLong(text: string, places: number): bigint {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] ?? '').replace(/0+$/, '').length > places)
    throw new RangeError(`not a value of ${places} places: ${text}`);
  return BigInt(m[1]!) * 10n ** BigInt(places) + BigInt((m[2] ?? '').padEnd(places, '0').slice(0, places) || '0');
}
const kg = (grams: bigint) => normaliseDecimal(`${grams / 1000n}.${String(grams % 1000n).padStart(3, '0')}`);

/** A box as weighed and measured: kg to 3 places, cm to 1 place, as decimal text. */
export interface Box {
  Weight: string;
  Length: string;
  Width: string;
  Height: string;
}
/** The channel's weight rule. */
export interface WeightRule {
  VolumetricDivisor: number;
  FirstWeight: string;
  WeightStep: string;
  WeightRounding: number;
}

/** A weight in grams as a fraction n/d: a volumetric weight is rarely whole grams. */
type Ratio = { n: bigint; d: bigint };
const larger = (a: Ratio, b: Ratio) => (a.n * b.d >= b.n * a.d ? a : b);

/** Rounded up to the first weight, then to whole steps above it; in grams. */
function billed(w: Ratio, first: bigint, step: bigint): bigint {
  const over = w.n - first * w.d;
  if (over <= 0n) return first;
  return first + ((over + step * w.d - 1n) / (step * w.d)) * step;
}

/**
 * The weight a channel charges for, in kg (canonical text): the larger of the actual weight and
 * the volumetric one (L x W x H in cm divided by the channel's divisor), rounded up to the first
 * weight plus whole steps. Per box, each box is rounded and the results added; per order, the
 * order's total actual and total volumetric weights are compared and the larger rounded once.
 */
export function chargeableWeight(rule: WeightRule, boxes: readonly Box[]): string {
  if (!boxes.length) return '0';
  const first = scaled(rule.FirstWeight, 3);
  const step = scaled(rule.WeightStep, 3);
  const divisor = BigInt(rule.VolumetricDivisor);
  if (step <= 0n || divisor <= 0n) throw new RangeError('the step and the divisor must be above 0');
  // mm³ / divisor is grams: (cm³ / divisor) kg = (1000 cm³ / divisor) g, and 1 cm³ = 1000 mm³.
  const volume = (b: Box) => scaled(b.Length, 1) * scaled(b.Width, 1) * scaled(b.Height, 1);
  const actual = (b: Box) => scaled(b.Weight, 3);
  if (rule.WeightRounding === WeightRounding.PerOrder) {
    const a = boxes.reduce((s, b) => s + actual(b), 0n);
    const v = boxes.reduce((s, b) => s + volume(b), 0n);
    return kg(billed(larger({ n: a, d: 1n }, { n: v, d: divisor }), first, step));
  }
  return kg(
    boxes.reduce((s, b) => s + billed(larger({ n: actual(b), d: 1n }, { n: volume(b), d: divisor }), first, step), 0n),
  );
}

/** The box's measures a channel's limits refuse: its weight, or any side longer than allowed. */
export function boxOverLimits(
  limits: { MaxBoxWeight: string; MaxLength: string; MaxWidth: string; MaxHeight: string },
  box: Box,
): ('Weight' | 'Length' | 'Width' | 'Height')[] {
  const over: ('Weight' | 'Length' | 'Width' | 'Height')[] = [];
  if (scaled(box.Weight, 3) > scaled(limits.MaxBoxWeight, 3)) over.push('Weight');
  for (const side of ['Length', 'Width', 'Height'] as const)
    if (scaled(box[side], 1) > scaled(limits[`Max${side}`], 1)) over.push(side);
  return over;
}

/** CN22 below the channel's threshold (in SDR), CN23 at or above it. */
export function customsFormFor(valueSdr: string, threshold: string = DEFAULT_CUSTOMS_THRESHOLD): number {
  return scaled(valueSdr, 6) < scaled(threshold, 6) ? CustomsForm.CN22 : CustomsForm.CN23;
}

/** One standard event of a trajectory scheme, as stored. */
export interface SchemeEvent {
  Status: number;
  TextZhCn: string;
  TextZhTw: string;
  TextEn: string;
  Place?: string | null;
  Milestone: number;
  OffsetHours: number;
}
/** A standard event dated for one order. */
export interface DatedEvent {
  /** The event's line in its scheme, from 0. */
  Line: number;
  Status: number;
  Text: Texts;
  Place: string;
  Time: string;
}

/**
 * The dated events a scheme gives an order: each event at its milestone's time plus its offset
 * in hours (negative: before it), in time order, lines of the same time in scheme order. An
 * event whose milestone has not happened yet (no time given), or whose time is after `until`
 * (the present, to show no future as past), is left out: applied again later, it appears then.
 */
export function applyTrajectoryScheme(
  events: readonly SchemeEvent[],
  milestones: Partial<Record<number, Date | string | null>>,
  until?: Date | string,
): DatedEvent[] {
  const limit = until === undefined ? Infinity : new Date(until).getTime();
  const out: (DatedEvent & { at: number })[] = [];
  events.forEach((e, line) => {
    const from = milestones[e.Milestone];
    if (from === undefined || from === null) return;
    const at = new Date(from).getTime() + e.OffsetHours * 3_600_000;
    if (Number.isNaN(at) || at > limit) return;
    const Text = { 'zh-cn': e.TextZhCn, 'zh-tw': e.TextZhTw, 'en-us': e.TextEn };
    out.push({ Line: line, Status: e.Status, Text, Place: e.Place ?? '', Time: new Date(at).toISOString(), at });
  });
  return out.sort((a, b) => a.at - b.at || a.Line - b.Line).map(({ at: _, ...e }) => e);
}
