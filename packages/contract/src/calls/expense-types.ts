import { z } from 'zod';
import { t3 } from '../i18n/define.js';
import { IdBody, pageOf, zId } from '../paging.js';
import { zName, zRemarks, zTime } from '../primitives.js';
import { zCode, zInteger } from '../validators/schemas.js';
import { areaTexts, defineCalls, staffPlatform } from './define.js';

// Expense types: what a bill line is for (freight, storage, warehousing, each value-added
// service). Decisions (docs/domain.md, "Money"): the code is unique, letters, digits and
// underscores, kept in capitals; a system type (SystemVariables) is one the billing refers to by its code: it may be
// renamed and reordered, but its code stays and it is never deleted. Lists run by display order.

export const ExpenseTypeRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Code: z.string(),
  Explain: z.string(),
  SystemVariables: z.boolean().describe('a system type: its code is fixed and it is never deleted'),
  DisplayOrder: z.number(),
  CreationTime: zTime,
});
export type ExpenseTypeRow = z.infer<typeof ExpenseTypeRow>;

const fields = {
  Name: zName(),
  Code: zCode(32, /^[A-Z0-9_]+$/, 'validation.code').describe('unique; letters, digits, underscores'),
  Explain: zRemarks.optional(),
  DisplayOrder: zInteger({ max: 9999 }).describe('lists run by it, smallest first'),
};
const ListBody = pageOf({ Name: z.string().trim().max(50).optional(), Code: z.string().trim().max(32).optional() });
const list = {
  ...staffPlatform,
  body: ListBody,
  rows: ExpenseTypeRow,
  sorts: ['DisplayOrder', 'Code', 'CreationTime'],
  ascending: true,
} as const;

export const expenseTypeCalls = defineCalls('ExpenseType', {
  GetExpenseTypes: list,
  AddExpenseType: { ...staffPlatform, body: z.object(fields), response: z.number(), summary: 'Answers its Id' },
  GetEditExpenseType: { ...staffPlatform, body: IdBody, response: ExpenseTypeRow },
  EditExpenseType: { ...staffPlatform, body: z.object({ ...fields, Id: zId }), response: z.boolean() },
  DeleteExpenseType: { ...staffPlatform, body: IdBody, response: z.boolean(), summary: 'Refused for system types' },
  /** The expense type picker of quotation and coupon forms: any staff member may open it. */
  GetSelectTableExpenseTypes: { ...list, permission: false },
});

export const expenseTypeTexts = areaTexts({
  record: { calls: expenseTypeCalls, name: t3('费用类型', '費用類型', 'expense type'), plural: 'expense types' },
  messages: {
    'expenseTypes.system': t3(
      '{label}不能修改：这是系统费用类型，计费按编码引用它。',
      '{label}不能修改：這是系統費用類型，計費按編碼引用它。',
      '{label} cannot change: this is a system expense type, which billing refers to by its code.',
    ),
    'expenseTypes.systemKept': t3(
      '系统费用类型不能删除：计费按编码引用它，可以修改它的名称。',
      '系統費用類型不能刪除：計費按編碼引用它，可以修改它的名稱。',
      'A system expense type cannot be deleted: billing refers to it by its code, but it can be renamed.',
    ),
  },
  fields: {
    Explain: t3('说明', '說明', 'Explanation'),
    SystemVariables: t3('系统类型', '系統類型', 'System type'),
    DisplayOrder: t3('显示顺序', '顯示順序', 'Display order'),
    ExpenseType: t3('费用类型', '費用類型', 'Expense type'),
  },
});
