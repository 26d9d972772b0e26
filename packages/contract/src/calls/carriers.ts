import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { picked } from '../inputs.js';
import { IdBody, IdsBody, pageOf, zId } from '../paging.js';
import { zDeactivate, zName, zRemarks, zRequiredId, zRequiredText, zSearch, zText, zTime } from '../primitives.js';
import { zCode, zInteger } from '../validators/schemas.js';
import { MAX_TRACKING_NUMBER } from '../validators/tracking.js';
import { SelectOptionList } from './core.js';
import { areaTexts, defineCalls, signedInPublic, staffPlatform } from './define.js';

// Carriers and their pools of local tracking numbers (docs/domain.md, "Carriers and tracking
// numbers"). A carrier's interface is the adapter that assigns its waybills: built in, numbers
// from its local pool; each further carrier API plugs in behind the same interface. A number is
// used at most once: handed out atomically to one order, or voided; neither goes back.

/** Which adapter assigns a carrier's tracking numbers (`/Select/GetInterfaceType`). */
export const CarrierInterfaceType = { LocalTrackingNumbers: 1 } as const;
/** A pool number's state (`/Select/GetTrackingNumberState`). */
export const TrackingNumberState = { Free: 0, Used: 1, Voided: 2 } as const;

export const CarrierRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Code: z.string(),
  TrackingFormat: z.number().describe('1 UPU S10, 2 a pattern, 3 free'),
  TrackingPattern: z.string(),
  TrackingUrl: z.string().describe('{number} stands for the tracking number'),
  InterfaceType: z.number(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  CreationTime: zTime,
});
export type CarrierRow = z.infer<typeof CarrierRow>;

const carrierFields = {
  Name: zName(),
  Code: zCode(20, /^[A-Z0-9_]+$/, 'validation.code').describe('unique'),
  InterfaceType: picked(zInteger(), 'InterfaceType'),
  TrackingFormat: picked(zInteger(), 'TrackingNumberFormat'),
  TrackingPattern: zText(200).optional().describe('a regular expression numbers match whole; required for format 2'),
  TrackingUrl: zText(300).optional().describe('the public tracking page, {number} standing for the number'),
  Remarks: zRemarks.optional(),
};

export const carrierCalls = defineCalls('Carrier', {
  GetCarriers: {
    ...staffPlatform,
    body: pageOf({
      Content: zSearch('Name', 'Code').describe('part of the name or code'),
      IsDeactivate: z.boolean().optional(),
    }),
    rows: CarrierRow,
    sorts: ['CreationTime', 'Name', 'Code'],
  },
  AddCarrier: { ...staffPlatform, body: z.object(carrierFields), response: z.number(), summary: 'Answers its Id' },
  EditCarrier: {
    ...staffPlatform,
    body: z.object({ ...carrierFields, Id: zId, IsDeactivate: zDeactivate }),
    response: z.boolean(),
  },
  DeleteCarrier: {
    ...staffPlatform,
    body: IdBody,
    response: z.boolean(),
    summary: 'Refused while it has tracking numbers',
  },
  GetSelectCarriers: { ...signedInPublic, body: z.object({}), response: SelectOptionList, summary: 'Active carriers' },
});

export const LocalTrackingNumberRow = z.object({
  Id: z.number(),
  Number: z.string(),
  CarrierId: z.number(),
  CarrierName: z.string(),
  State: z.number().describe('0 free, 1 used, 2 voided'),
  OrderNumber: z.string().nullable().describe('the order it went to'),
  UsedTime: zTime.nullable(),
  VoidedTime: zTime.nullable(),
  CreationTime: zTime,
});
export type LocalTrackingNumberRow = z.infer<typeof LocalTrackingNumberRow>;

export const LOCAL_NUMBERS_MAX_IMPORT = 100_000;
export const LOCAL_NUMBERS_MAX_BYTES = 5 * 1024 * 1024;

export const localTrackingNumberCalls = defineCalls('LocalTrackingNumber', {
  GetLocalTrackingNumbers: {
    ...staffPlatform,
    body: pageOf({
      Content: zSearch('Number', 'OrderNumber').describe('part of the number or order number'),
      CarrierId: zId.optional(),
      State: z.number().int().min(0).max(2).optional(),
    }),
    rows: LocalTrackingNumberRow,
    sorts: ['CreationTime', 'Number'],
  },
  ImportLocalTrackingNumbers: {
    ...staffPlatform,
    summary:
      'Adds numbers to a carrier’s pool from `Numbers` (one per line, or separated by commas or spaces) or a .txt or ' +
      '.xlsx file (the first column). All or nothing: a malformed number, one given twice or already in a pool is ' +
      'Code 2 whose Data.Errors lists each with its line; nothing is written.',
    body: z.object({ CarrierId: zRequiredId, Numbers: z.string().max(4_000_000).optional() }),
    response: z.object({ Count: z.number() }),
    multipart: { maxFileBytes: LOCAL_NUMBERS_MAX_BYTES, maxFiles: 1, maxFieldBytes: LOCAL_NUMBERS_MAX_BYTES },
  },
  VoidLocalTrackingNumbers: {
    ...staffPlatform,
    body: IdsBody,
    response: z.boolean(),
    summary: 'Free numbers only, all or nothing',
  },
  TakeLocalTrackingNumber: {
    ...staffPlatform,
    summary: 'Hands out the next free number of a carrier’s pool to an order, atomically',
    body: z.object({ CarrierId: zRequiredId, OrderNumber: zRequiredText(MAX_TRACKING_NUMBER) }),
    response: z.object({ Number: z.string() }),
  },
});

export const ImportError = z.object({ Line: z.number(), Number: z.string(), Message: z.string() });

export const carrierTexts = areaTexts({
  record: { calls: carrierCalls, name: t3('承运商', '承運商', 'carrier'), plural: 'carriers' },
  messages: {
    'carriers.unknown': t3(
      '{label}不存在：请从列表中选择承运商。',
      '{label}不存在：請從清單中選擇承運商。',
      '{label} does not exist: choose a carrier from the list.',
    ),
    'carriers.patternRequired': t3(
      '{label}不能为空：单号格式为“正则”时必须填写。',
      '{label}不能為空：單號格式為「正則」時必須填寫。',
      '{label} is required: the Pattern number format needs one.',
    ),
    'trackingNumbers.noneFree': t3(
      '该承运商没有可用单号：请先导入单号。',
      '該承運商沒有可用單號：請先匯入單號。',
      'This carrier has no free tracking numbers left: import some first.',
    ),
    'trackingNumbers.notFree': t3(
      '{count} 个单号已使用或已作废，不能作废：请只选择未使用的单号。',
      '{count} 個單號已使用或已作廢，不能作廢：請只選擇未使用的單號。',
      '{count, plural, one {# of these numbers is} other {# of these numbers are}} used or voided already, so nothing was voided: choose free numbers only.',
    ),
    'trackingNumbers.importRows': t3(
      '{label}有 {count} 行有误，未导入任何单号：{errors}',
      '{label}有 {count} 行有誤，未匯入任何單號：{errors}',
      '{label} cannot be imported, as {count, plural, one {# line is} other {# lines are}} wrong: {errors}',
    ),
    'trackingNumbers.importLine': t3(
      '第 {line} 行（{number}）：{message}',
      '第 {line} 行（{number}）：{message}',
      'Line {line} ({number}): {message}',
    ),
    'trackingNumbers.repeated': t3(
      '{label}与第 {line} 行重复：请删除其中一行。',
      '{label}與第 {line} 行重複：請刪除其中一行。',
      '{label} repeats line {line}: remove one of the two.',
    ),
    'trackingNumbers.inPool': t3(
      '{label}已在单号池中：请删除这一行。',
      '{label}已在單號池中：請刪除這一行。',
      '{label} is already in a pool: remove this line.',
    ),
    'trackingNumbers.empty': t3(
      '{label}中没有要导入的单号：请填写或上传单号。',
      '{label}中沒有要匯入的單號：請填寫或上傳單號。',
      '{label} must hold numbers to import: type or upload some.',
    ),
    'trackingNumbers.tooMany': t3(
      '{label}过多：一次最多导入 {max} 个单号。',
      '{label}過多：一次最多匯入 {max} 個單號。',
      '{label} can hold at most {max, plural, one {# number} other {# numbers}} at a time: import the rest in another go.',
    ),
  },
  fields: {
    Carrier: t3('承运商', '承運商', 'Carrier'),
    CarrierId: t3('承运商', '承運商', 'Carrier'),
    CarrierName: t3('承运商', '承運商', 'Carrier'),
    InterfaceType: t3('接口', '介面', 'Interface'),
    TrackingFormat: t3('单号格式', '單號格式', 'Number format'),
    TrackingPattern: t3('单号正则', '單號正則', 'Number pattern'),
    TrackingUrl: t3('查询网址', '查詢網址', 'Tracking page'),
    Number: t3('单号', '單號', 'Tracking number'),
    Numbers: t3('单号', '單號', 'Tracking numbers'),
    State: t3('状态', '狀態', 'State'),
    OrderNumber: t3('订单号', '訂單號', 'Order number'),
    UsedTime: t3('使用时间', '使用時間', 'Used'),
    VoidedTime: t3('作废时间', '作廢時間', 'Voided'),
  },
  buttons: {
    LocalTrackingNumberGetLocalTrackingNumbers: t3('查询本地单号', '查詢本地單號', 'List tracking numbers'),
    LocalTrackingNumberImportLocalTrackingNumbers: t3('导入本地单号', '匯入本地單號', 'Import tracking numbers'),
    LocalTrackingNumberVoidLocalTrackingNumbers: t3('作废本地单号', '作廢本地單號', 'Void tracking numbers'),
    LocalTrackingNumberTakeLocalTrackingNumber: t3('分配本地单号', '分配本地單號', 'Hand out a tracking number'),
  },
});
