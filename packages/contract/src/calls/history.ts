import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { zId } from '../paging.js';
import { zTime } from '../primitives.js';
import { areaTexts, defineCalls } from './define.js';

// The state history of a workflow record: every transition, who made it and when
// (docs/architecture.md, "Adding a workflow area"). Whoever may see the record may see its history.

export const GetStateHistoryBody = z.object({
  Entity: z.string().trim().min(1).max(64).describe('the workflow, e.g. CommoditySpecification'),
  Id: zId.describe('the record'),
});

export const StateHistoryRow = z.object({
  Id: z.number(),
  FromState: z.number(),
  FromStateName: z.string().describe("in the caller's language"),
  ToState: z.number(),
  ToStateName: z.string(),
  Note: z.string(),
  UserName: z.string().describe('who made the change, by the name they went by then; empty for the system'),
  CreationTime: zTime,
});
export type StateHistoryRow = z.infer<typeof StateHistoryRow>;

export const stateHistoryCalls = defineCalls('StateHistory', {
  GetStateHistory: {
    access: 'signedIn',
    scope: 'owner',
    summary: "A record's transitions, newest first; Code 3 when the caller may not see the record",
    body: GetStateHistoryBody,
    response: z.array(StateHistoryRow),
  },
});

export const stateHistoryTexts = areaTexts({
  messages: {
    'transition.refused': t3(
      '“{record}”当前为“{current}”，不能变为“{target}”：请刷新后查看它的当前状态。',
      '「{record}」目前為「{current}」，不能變為「{target}」：請重新整理後查看它的目前狀態。',
      '“{record}” is {current} now and cannot become {target}: refresh to see where it stands.',
    ),
  },
  fields: {
    StateHistory: t3('状态记录', '狀態記錄', 'History'),
    FromStateName: t3('原状态', '原狀態', 'From'),
    ToStateName: t3('新状态', '新狀態', 'To'),
    Note: t3('说明', '說明', 'Note'),
    ChangedBy: t3('操作人', '操作人', 'Changed by'),
    Entity: t3('记录类型', '記錄類型', 'Record type'),
  },
});
