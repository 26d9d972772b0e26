import { z } from 'zod';
import { IdBody, pageOf, zId } from '../paging.js';
import { zTime } from '../primitives.js';
import { zInteger } from '../validators/schemas.js';
import { defineCalls, staffPlatform } from './define.js';

/** Organisation classification: 1 back office (staff users), 2 customer users. */
export const OrganizeClassification = { Backstage: 1, User: 2 } as const;

const zOrganizeName = z.string().trim().min(1).max(50);
const zParentId = zId.nullable().optional();

/** One level of the tree: the picker and the management table load children lazily by parent. */
export const GetOrganizesBody = pageOf({
  ParentId: zParentId.describe('absent or null = the roots; otherwise the children of this organisation'),
}).describe('One level of the tree, paged; by default in the order the tree is shown in. Date range: CreationTime.');
export type GetOrganizesBody = z.infer<typeof GetOrganizesBody>;

export interface OrganizeNode {
  Id: number;
  Name: string;
  ParentId: number | null;
  Remarks: string;
  Sort: number;
  HasChildren: boolean;
  Children?: OrganizeNode[];
}
export const OrganizeNode: z.ZodType<OrganizeNode> = z.lazy(() =>
  z.object({
    Id: z.number(),
    Name: z.string(),
    ParentId: z.number().nullable(),
    Remarks: z.string(),
    Sort: z.number(),
    HasChildren: z.boolean().describe('true when the node has children: the tree shows an expander and loads them'),
    Children: z
      .array(OrganizeNode)
      .optional()
      .describe('never filled by the lazy list calls; kept so the web tree widgets share one node type'),
  }),
);

export const EstablishOrganizeBody = z.object({
  Name: zOrganizeName,
  ParentId: zParentId.describe('absent or null = a root; the parent must have the same classification'),
  Sort: zInteger({ max: 99_999 }).optional().describe('display order among siblings, default 0'),
  Remarks: z.string().trim().max(500).optional(),
});
export type EstablishOrganizeBody = z.infer<typeof EstablishOrganizeBody>;

export const EditOrganizeBody = EstablishOrganizeBody.extend({ Id: zId }).describe(
  'Full replacement of the editable fields: absent ParentId = moved to the roots, absent Remarks = cleared, ' +
    'absent Sort = 0 (the client drops empty values). Moving under itself or a descendant is refused (Code 2, ParentId).',
);
export type EditOrganizeBody = z.infer<typeof EditOrganizeBody>;

export const OrganizeDetail = z.object({
  Id: z.number(),
  Name: z.string(),
  ParentId: z.number().nullable(),
  ParentName: z.string().nullable(),
  Sort: z.number(),
  Remarks: z.string(),
  HasChildren: z.boolean(),
  UserCount: z.number().describe('users directly in this organisation'),
  CreationTime: zTime,
});
export type OrganizeDetail = z.infer<typeof OrganizeDetail>;

/** The calls of one tree (back-office or customer organisations). */
function organizeTree(label: string) {
  const level = {
    ...staffPlatform,
    body: GetOrganizesBody,
    rows: OrganizeNode,
    sorts: ['Sort', 'Name', 'CreationTime'],
    ascending: true,
  } as const;
  return {
    list: { ...level, summary: `${label} organisations: one level of the tree (ParentId absent = roots), paged` },
    add: {
      ...staffPlatform,
      summary: `Creates a ${label.toLowerCase()} organisation; answers its Id`,
      body: EstablishOrganizeBody,
      response: z.number(),
    },
    detail: { ...staffPlatform, body: IdBody, response: OrganizeDetail },
    edit: { ...staffPlatform, body: EditOrganizeBody, response: z.boolean() },
    del: {
      ...staffPlatform,
      summary: 'Deletes an organisation: refused (Code 4) while it has children or users',
      body: IdBody,
      response: z.boolean(),
    },
    select: { ...level, summary: `${label} organisation picker: one level of the tree, loaded lazily by ParentId` },
  } as const;
}
const customerTree = organizeTree('Customer');
const staffTree = organizeTree('Back-office');

/** Both trees, named as the console has always named them, misspelling "Oragnizes" included:
 * the permission codes `Organizes:<Action>` granted to roles are these names. */
export const organizeCalls = defineCalls('Organizes', {
  GetUserOrganizes: customerTree.list,
  EstablishUserOrganizes: customerTree.add,
  GetEditUserOragnizesInfo: customerTree.detail,
  EditUserOragnizes: customerTree.edit,
  DeleteUserOragnizes: customerTree.del,
  GetUserOrganizeById: customerTree.detail,
  GetSelectUserOrganizes: customerTree.select,
  GetBackstageOrganizes: staffTree.list,
  EstablishBackstageOrganizes: staffTree.add,
  GetEditBackstageOragnizesInfo: staffTree.detail,
  EditBackstageOragnizes: staffTree.edit,
  DeleteBackstageOragnizes: staffTree.del,
  GetBackstageOrganizeById: staffTree.detail,
  GetSelectBackstageOrganizes: staffTree.select,
});
