import { z } from 'zod';
import { IdBody, pageOf, SelectOption, zId } from '../paging.js';
import { zRemarks, zTime } from '../primitives.js';
import { defineCalls, staffPlatform } from './define.js';

/** Role classification: 1 staff roles (back office), 2 customer roles. */
export const RoleClassification = { Staff: 1, Customer: 2 } as const;

const zClassification = z.coerce
  .number()
  .int()
  .min(1)
  .max(2)
  .describe('1 staff (back-office) role, 2 customer role; fixed once the role exists');
const zRoleName = z.string().trim().min(1).max(50).describe('unique (case-insensitive) within its classification');

export const GetRolesBody = pageOf({
  Name: z.string().trim().max(50).optional().describe('part of the name, case-insensitive'),
  Classification: zClassification.optional(),
  IsDeactivate: z.boolean().optional(),
}).describe('Date range: CreationTime.');
export type GetRolesBody = z.infer<typeof GetRolesBody>;

export const RoleRow = z.object({
  Id: z.number(),
  Name: z.string(),
  Code: z.string().nullable().describe('set on the seeded system roles (super_admin, warehouse_clerk, customer)'),
  Classification: z.number(),
  Remarks: z.string(),
  IsDeactivate: z.boolean(),
  UserCount: z.number().describe('users holding the role, deactivated users included'),
  CreationTime: zTime,
});
export type RoleRow = z.infer<typeof RoleRow>;

export const EstablishRoleBody = z.object({
  Name: zRoleName,
  Classification: zClassification,
  Remarks: zRemarks.optional(),
});
export type EstablishRoleBody = z.infer<typeof EstablishRoleBody>;

export const EditRoleBody = z
  .object({
    Id: zId,
    Name: zRoleName,
    Remarks: zRemarks.optional().describe('absent = cleared (the client drops empty strings)'),
    IsDeactivate: z
      .boolean()
      .optional()
      .describe('absent = unchanged; system roles cannot be deactivated; holders get a PermissionChange push'),
  })
  .describe('Classification cannot change: users holding the role were granted it for their account type.');
export type EditRoleBody = z.infer<typeof EditRoleBody>;

export const RoleDetail = RoleRow;
export type RoleDetail = z.infer<typeof RoleDetail>;

export const GetSelectRolesBody = z
  .object({ Classification: zClassification.optional() })
  .describe('Active roles only, ordered by name; Classification absent = both.');

export const roleCalls = defineCalls('Roles', {
  GetRoles: { ...staffPlatform, body: GetRolesBody, rows: RoleRow, sorts: ['CreationTime', 'Name'] },
  EstablishRole: {
    ...staffPlatform,
    summary: 'Creates a role; answers its Id',
    body: EstablishRoleBody,
    response: z.number(),
  },
  GetEditRoleInfo: { ...staffPlatform, body: IdBody, response: RoleDetail },
  EditRole: { ...staffPlatform, body: EditRoleBody, response: z.boolean() },
  DeleteRole: {
    ...staffPlatform,
    summary: 'Deletes a role: refused (Code 4) for the built-in roles and while users hold it',
    body: IdBody,
    response: z.boolean(),
  },
  GetRoleById: { ...staffPlatform, body: IdBody, response: RoleDetail },
  GetSelectRoles: {
    ...staffPlatform,
    summary: 'Active roles as options [{Value, Name}]',
    body: GetSelectRolesBody,
    response: z.array(SelectOption),
  },
});
