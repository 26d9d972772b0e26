import { TrajectoryMilestone as M, TrackingStatus as S, WeightRounding } from '@wms/contract';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import {
  cargoTypes,
  carriers,
  countries,
  shippingTypeCargoTypes,
  shippingTypeCountries,
  shippingTypes,
  trajectorySchemeEvents,
  trajectorySchemes,
} from '../db/schema/index.js';

type Event = [status: number, zhCn: string, zhTw: string, en: string, place: string, milestone: number, hours: number];

/** Two demo trajectory schemes: air express (events hours apart) and economy (days apart). */
const SCHEMES: { name: string; remarks: string; events: Event[] }[] = [
  {
    name: 'Air express',
    remarks: 'Flights out of Shenzhen',
    events: [
      [S.InTransit, '已交航空公司', '已交航空公司', 'Handed to the airline', 'Shenzhen', M.ShiftDeparture, -3],
      [S.InTransit, '航班已起飞', '航班已起飛', 'Flight departed', 'Shenzhen', M.ShiftDeparture, 0],
      [S.InTransit, '航班已到达', '航班已到達', 'Flight arrived', '', M.ShiftArrival, 0],
      [S.Customs, '清关完成', '清關完成', 'Cleared customs', '', M.CustomsClearance, 0],
      [S.OutForDelivery, '派送中', '派送中', 'Out for delivery', '', M.CustomsClearance, 12],
    ],
  },
  {
    name: 'Economy',
    remarks: 'Consolidated sea and truck lines',
    events: [
      [
        S.InTransit,
        '已离开集货仓',
        '已離開集貨倉',
        'Left the consolidation warehouse',
        'Dongguan',
        M.ShiftDeparture,
        -24,
      ],
      [S.InTransit, '运输途中', '運輸途中', 'In transit to the destination', '', M.ShiftDeparture, 48],
      [S.InTransit, '已到达目的地', '已到達目的地', 'Arrived at the destination', '', M.ShiftArrival, 0],
      [S.Customs, '清关完成', '清關完成', 'Cleared customs', '', M.CustomsClearance, 0],
    ],
  },
];

/** Demo channels on the demo carriers to five destinations. */
const TYPES = [
  {
    name: 'EMS Air Express',
    code: 'EMS_AIR',
    carrier: 'EMS',
    scheme: 'Air express',
    to: ['HK', 'US', 'GB', 'JP', 'AU'],
    divisor: 6000,
    first: '0.5',
    step: '0.5',
    refused: ['Liquid'],
  },
  {
    name: 'SF Asia Express',
    code: 'SF_ASIA',
    carrier: 'SF',
    scheme: 'Air express',
    to: ['HK', 'JP'],
    divisor: 6000,
    first: '1',
    step: '0.5',
    refused: ['Battery', 'Liquid'],
  },
  {
    name: 'Demo Economy Line',
    code: 'DEMO_ECO',
    carrier: 'DEMO',
    scheme: 'Economy',
    to: ['US', 'GB', 'AU'],
    divisor: 5000,
    first: '1',
    step: '1',
    perOrder: true,
    refused: [],
  },
];

/** Demo trajectory schemes and shipping types; after carriers, countries and cargo types. */
export async function seedChannels(tx: Queryable): Promise<void> {
  const schemeIds = new Map<string, number>();
  for (const s of SCHEMES) {
    const [row] = await tx.insert(trajectorySchemes).values({ name: s.name, remarks: s.remarks }).returning();
    schemeIds.set(s.name, row!.id);
    await tx.insert(trajectorySchemeEvents).values(
      s.events.map(([status, textZhCn, textZhTw, textEn, place, milestone, offsetHours], line) => ({
        schemeId: row!.id,
        line,
        status,
        textZhCn,
        textZhTw,
        textEn,
        place,
        milestone,
        offsetHours,
      })),
    );
  }
  const idOf = async <C extends { id: number }>(rows: Promise<C[]>, key: (r: C) => string) =>
    new Map((await rows).map((r) => [key(r), r.id]));
  const carrierIds = await idOf(tx.select({ id: carriers.id, code: carriers.code }).from(carriers), (r) => r.code);
  const countryIds = await idOf(
    tx
      .select({ id: countries.id, code: countries.code })
      .from(countries)
      .where(inArray(countries.code, ['HK', 'US', 'GB', 'JP', 'AU'])),
    (r) => r.code,
  );
  const cargoIds = await idOf(tx.select({ id: cargoTypes.id, name: cargoTypes.name }).from(cargoTypes), (r) => r.name);
  for (const t of TYPES) {
    const [row] = await tx
      .insert(shippingTypes)
      .values({
        name: t.name,
        code: t.code,
        carrierId: carrierIds.get(t.carrier)!,
        volumetricDivisor: t.divisor,
        firstWeight: t.first,
        weightStep: t.step,
        weightRounding: t.perOrder ? WeightRounding.PerOrder : WeightRounding.PerBox,
        maxBoxWeight: '30',
        maxLength: '120',
        maxWidth: '80',
        maxHeight: '80',
        trajectorySchemeId: schemeIds.get(t.scheme)!,
      })
      .returning();
    await tx
      .insert(shippingTypeCountries)
      .values(t.to.map((c) => ({ shippingTypeId: row!.id, countryId: countryIds.get(c)! })));
    if (t.refused.length)
      await tx
        .insert(shippingTypeCargoTypes)
        .values(t.refused.map((c) => ({ shippingTypeId: row!.id, cargoTypeId: cargoIds.get(c)!, accepted: false })));
  }
}
