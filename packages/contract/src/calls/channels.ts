import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { picked } from '../inputs.js';
import { IdBody, pageOf, zId } from '../paging.js';
import {
  requiredRule,
  zDeactivate,
  zName,
  zRemarks,
  zRequiredId,
  zRequiredText,
  zSearch,
  zText,
  zTime,
} from '../primitives.js';
import { TrackingStatus, TrajectoryMilestone, WeightRounding } from '../shipping.js';
import { zCode, zDecimal, zInteger, zLength, zWeight } from '../validators/schemas.js';
import { ids, oneOf } from './choices.js';
import { SelectOptionList } from './core.js';
import { areaTexts, defineCalls, signedInPublic, staffPlatform } from './define.js';

// Trajectory schemes (a channel's standard tracking events, dated from a transport shift's
// milestones) and shipping types (the channels orders go by: a carrier, the countries served,
// the weight rule, the box limits, the cargo accepted, the customs form threshold). The rules:
// docs/domain.md, "Shipping types and trajectory schemes"; the pure functions: shipping.ts.

/** The most a standard event may lie before or after its milestone: 30 days. */
export const MAX_OFFSET_HOURS = 720;

export const TrajectoryEventLine = z.object({
  Status: oneOf(TrackingStatus, 'TrackStatus'),
  TextZhCn: zRequiredText(200),
  TextZhTw: zRequiredText(200),
  TextEn: zRequiredText(200),
  Place: zText(100).optional(),
  Milestone: oneOf(TrajectoryMilestone, 'TrajectoryMilestone'),
  OffsetHours: z
    .number({ error: requiredRule })
    .int()
    .min(-MAX_OFFSET_HOURS)
    .max(MAX_OFFSET_HOURS)
    .describe('hours after the milestone; negative: before it'),
});
export type TrajectoryEventLine = z.infer<typeof TrajectoryEventLine>;

export const TrajectorySchemeRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type TrajectorySchemeRow = z.infer<typeof TrajectorySchemeRow>;

const schemeFields = {
  Name: zName().describe('unique'),
  Remarks: zRemarks.optional(),
  Events: z
    .array(TrajectoryEventLine, { error: requiredRule })
    .min(1, { error: 'schemes.noEvents' })
    .max(50)
    .describe('in the order they are listed; an edit replaces them all'),
};

export const trajectorySchemeCalls = defineCalls('TrajectoryScheme', {
  GetTrajectorySchemes: {
    ...staffPlatform,
    body: pageOf({ Content: zSearch('Name').describe('part of the name'), IsDeactivate: z.boolean().optional() }),
    rows: TrajectorySchemeRow,
    sorts: ['CreationTime', 'Name'],
  },
  GetTrajectorySchemeById: {
    ...staffPlatform,
    body: IdBody,
    response: TrajectorySchemeRow.extend({ Events: z.array(TrajectoryEventLine.extend({ Place: z.string() })) }),
  },
  AddTrajectoryScheme: { ...staffPlatform, body: z.object(schemeFields), response: z.number() },
  EditTrajectoryScheme: {
    ...staffPlatform,
    body: z.object({ ...schemeFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteTrajectoryScheme: {
    ...staffPlatform,
    body: IdBody,
    response: z.boolean(),
    summary: 'Refused while a shipping type uses it',
  },
});

export const TypeOfShippingRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Code: z.string(),
  CarrierId: z.number(),
  VolumetricDivisor: z.number(),
  FirstWeight: z.string(),
  WeightStep: z.string(),
  WeightRounding: z.number(),
  MaxBoxWeight: z.string(),
  MaxLength: z.string(),
  MaxWidth: z.string(),
  MaxHeight: z.string(),
  CustomsThreshold: z.string(),
  TrajectorySchemeId: z.number().nullable(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type TypeOfShippingRow = z.infer<typeof TypeOfShippingRow>;

const kgField = (max: number, notZero = true) => zWeight({ max, notZero });
const cmField = () => zLength({ max: 1000, notZero: true });

const shippingFields = {
  Name: zName(),
  Code: zCode(20, /^[A-Z0-9_]+$/, 'validation.code').describe('unique'),
  CarrierId: picked(zRequiredId, 'Carrier').describe('an active carrier'),
  CountryIds: ids('ShippingCountry').min(1, { error: 'validation.required' }).describe('the countries served'),
  VolumetricDivisor: zInteger({ cannotBeZero: true, max: 100_000 }).describe('cm³ per kg: 5000, 6000 ...'),
  FirstWeight: kgField(1000, false),
  WeightStep: kgField(1000),
  WeightRounding: oneOf(WeightRounding, 'WeightRoundingMode'),
  MaxBoxWeight: kgField(10_000),
  MaxLength: cmField(),
  MaxWidth: cmField(),
  MaxHeight: cmField(),
  AcceptedCargoTypeIds: ids('CargoType').optional().describe('when any: only these'),
  RefusedCargoTypeIds: ids('CargoType').optional(),
  CustomsThreshold: zDecimal({ maxDecimal: 2, max: 1_000_000 })
    .optional()
    .describe('SDR: CN22 below, CN23 at or above; 300 when left out'),
  TrajectorySchemeId: picked(zRequiredId, 'TrajectoryScheme').describe('an active scheme').nullish(),
  Remarks: zRemarks.optional(),
};

export const typeOfShippingCalls = defineCalls('TypeOfShipping', {
  GetTypeOfShippings: {
    ...staffPlatform,
    body: pageOf({
      Content: zSearch('Name', 'Code').describe('part of the name or code'),
      CarrierId: zId.optional(),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: TypeOfShippingRow,
    sorts: ['CreationTime', 'Name', 'Code', 'VolumetricDivisor'],
  },
  GetTypeOfShippingById: {
    ...staffPlatform,
    body: IdBody,
    response: TypeOfShippingRow.extend({
      CountryIds: z.array(z.number()),
      AcceptedCargoTypeIds: z.array(z.number()),
      RefusedCargoTypeIds: z.array(z.number()),
    }),
  },
  AddTypeOfShipping: { ...staffPlatform, body: z.object(shippingFields), response: z.number() },
  EditTypeOfShipping: {
    ...staffPlatform,
    body: z.object({ ...shippingFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteTypeOfShipping: { ...staffPlatform, body: IdBody, response: z.boolean() },
  GetSelectTypeOfShipping: {
    ...signedInPublic,
    body: z.object({}),
    response: SelectOptionList,
    summary: 'Active shipping types by name',
  },
});

const channelFields = {
  Events: t3('轨迹事件', '軌跡事件', 'Events'),
  Status: t3('轨迹状态', '軌跡狀態', 'Tracking status'),
  TextZhCn: t3('描述（简体中文）', '描述（簡體中文）', 'Text (Simplified Chinese)'),
  TextZhTw: t3('描述（繁体中文）', '描述（繁體中文）', 'Text (Traditional Chinese)'),
  TextEn: t3('描述（英文）', '描述（英文）', 'Text (English)'),
  Place: t3('地点', '地點', 'Place'),
  Milestone: t3('基准节点', '基準節點', 'Milestone'),
  OffsetHours: t3('偏移（小时）', '偏移（小時）', 'Offset (hours)'),
  TrajectorySchemeId: t3('轨迹方案', '軌跡方案', 'Trajectory scheme'),
  TypeOfShipping: t3('运输方式', '運輸方式', 'Shipping type'),
  CountryIds: t3('服务国家/地区', '服務國家/地區', 'Countries served'),
  VolumetricDivisor: t3('材积除数', '材積除數', 'Volumetric divisor'),
  FirstWeight: t3('首重（kg）', '首重（kg）', 'First weight (kg)'),
  WeightStep: t3('续重（kg）', '續重（kg）', 'Weight step (kg)'),
  WeightRounding: t3('计重方式', '計重方式', 'Weight rounding'),
  MaxBoxWeight: t3('单箱限重（kg）', '單箱限重（kg）', 'Max weight per box (kg)'),
  MaxLength: t3('单箱限长（cm）', '單箱限長（cm）', 'Max length (cm)'),
  MaxWidth: t3('单箱限宽（cm）', '單箱限寬（cm）', 'Max width (cm)'),
  MaxHeight: t3('单箱限高（cm）', '單箱限高（cm）', 'Max height (cm)'),
  AcceptedCargoTypeIds: t3('接受的货物类型', '接受的貨物類型', 'Cargo types accepted'),
  RefusedCargoTypeIds: t3('拒收的货物类型', '拒收的貨物類型', 'Cargo types refused'),
  CustomsThreshold: t3('CN23 起点（SDR）', 'CN23 起點（SDR）', 'CN23 from (SDR)'),
};

export const trajectorySchemeTexts = areaTexts({
  record: {
    calls: trajectorySchemeCalls,
    name: t3('轨迹方案', '軌跡方案', 'trajectory scheme'),
    plural: 'trajectory schemes',
  },
  messages: {
    'schemes.noEvents': t3(
      '{label}至少需要一个事件：请添加事件。',
      '{label}至少需要一個事件：請新增事件。',
      '{label} must hold at least one event: add one.',
    ),
    'channels.cargoBoth': t3(
      '{label}与接受的货物类型重复：同一货物类型不能既接受又拒收。',
      '{label}與接受的貨物類型重複：同一貨物類型不能既接受又拒收。',
      '{label} cannot repeat an accepted cargo type: a cargo type cannot be both accepted and refused.',
    ),
  },
  fields: channelFields,
});

export const typeOfShippingTexts = areaTexts({
  record: { calls: typeOfShippingCalls, name: t3('运输方式', '運輸方式', 'shipping type'), plural: 'shipping types' },
});
