import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { pageOf, zId } from '../paging.js';
import { zContent, zTime } from '../primitives.js';
import { areaTexts, defineCalls, staffPlatform } from './define.js';

// Business events (docs/architecture.md, "Business events"): what happened that other areas
// follow, and each follower's delivery. Staff see the deliveries, above all the failed ones, and
// send failed ones round again once the cause is fixed.

/** 0 waiting (or being retried), 1 done, 2 failed: no more tries until staff retry it. */
export const EventDeliveryState = { Waiting: 0, Done: 1, Failed: 2 } as const;

export const EventDeliveryRow = z.object({
  Id: z.number().describe('the delivery'),
  EventId: z.number(),
  Type: z.string().describe('<entity>.<move>, e.g. CommoditySpecification.approve'),
  TypeName: z
    .string()
    .describe("the type in the caller's language: a workflow move's is `<record> · <move label>`; else the id"),
  RecordId: z.number().nullable(),
  RecordName: z.string().describe("the record's name when the event happened"),
  Consumer: z.string().describe('the consumer as declared (its id)'),
  ConsumerName: z.string().describe("the consumer's name in the caller's language; else its id"),
  State: z.number(),
  StateName: z.string(),
  Attempts: z.number(),
  NextAt: zTime.describe('when it is tried next (waiting ones)'),
  LastError: z.string(),
  DoneTime: zTime.nullable(),
  CreationTime: zTime.describe('when the event happened'),
});
export type EventDeliveryRow = z.infer<typeof EventDeliveryRow>;

export const businessEventCalls = defineCalls('BusinessEvents', {
  GetEventDeliveries: {
    ...staffPlatform,
    summary: 'Deliveries of business events to their consumers, newest first',
    body: pageOf({
      State: z.coerce.number().int().min(0).max(2).optional().describe('Select/GetEventDeliveryState'),
      Consumer: z
        .string()
        .trim()
        .max(100)
        .optional()
        .describe("a consumer: its id, or part of its name in the caller's language"),
      Content: zContent
        .optional()
        .describe("part of the event type (its id or its name in the caller's language) or of the record name"),
    }),
    rows: EventDeliveryRow,
  },
  RetryEventDeliveries: {
    ...staffPlatform,
    summary: 'Sends failed deliveries round again (at once, their tries counted from zero); answers how many',
    body: z.object({
      Ids: z.array(zId).min(1).max(200).describe('deliveries (their Id); those not failed are left alone'),
    }),
    response: z.number(),
  },
});

export const businessEventTexts = areaTexts({
  messages: {},
  fields: {
    EventId: t3('事件编号', '事件編號', 'Event'),
    Consumer: t3('处理者', '處理者', 'Consumer'),
    RecordName: t3('记录', '記錄', 'Record'),
    Attempts: t3('尝试次数', '嘗試次數', 'Tries'),
    NextAt: t3('下次尝试', '下次嘗試', 'Next try'),
    LastError: t3('最后的错误', '最後的錯誤', 'Last error'),
    DoneTime: t3('完成时间', '完成時間', 'Done at'),
  },
  buttons: {
    BusinessEventIndex: t3('业务事件', '業務事件', 'Business events'),
    BusinessEventsGetEventDeliveries: t3('事件投递列表', '事件投遞列表', 'Event deliveries'),
    BusinessEventsRetryEventDeliveries: t3('重试投递', '重試投遞', 'Retry deliveries'),
  },
});
