import { z } from 'zod';
import { IdBody, pageOf, zId } from '../paging.js';
import { zContent, zRemarks, zTime } from '../primitives.js';
import { withPhoneCode, zOptionalEmail, zPhoneCode, zUserName } from '../validators/index.js';
import { defineCalls, staffOwner, staffPlatform } from './define.js';

const zCipher = z
  .string()
  .min(1)
  .max(2048)
  .describe(
    'RSA-OAEP (SHA-256) under the key of Account/GetPublicKey, as at sign-in; the decrypted password ' +
      'must be 6-16 characters mixing two of letters, digits, symbols',
  );
const zNickName = z.string().trim().max(50);
const zGender = z.coerce
  .number()
  .int()
  .min(0)
  .max(2)
  .describe('0 unknown, 1 male, 2 female (Select/GetUserGenderType)');
const zRoleIds = z.array(zId).max(50);

/** A phone number is stored with its code (SMS sign-in needs both), so a number without a code
 * is refused even though the format rule alone would let it pass. */
function phoneNeedsCode(obj: { PhoneNumber?: string; PhoneCode?: string }, ctx: z.RefinementCtx) {
  if (obj.PhoneNumber && !obj.PhoneCode) {
    ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['PhoneCode'], input: obj.PhoneCode });
  }
}

const profileFields = {
  NickName: zNickName.optional().describe('absent = the user name'),
  PhoneCode: zPhoneCode.optional(),
  PhoneNumber: z
    .string()
    .trim()
    .max(20)
    .optional()
    .describe('mobile number matching PhoneCode; unique per account type'),
  Email: zOptionalEmail,
  Gender: zGender.optional(),
  Remarks: zRemarks.optional(),
};

const withPhoneRules = <T extends z.ZodObject>(schema: T) =>
  withPhoneCode(schema, { PhoneNumber: 'mobile' }).superRefine(phoneNeedsCode);

const RoleRef = z.object({ Id: z.number(), Name: z.string() });

const SUPER_USER_RULES =
  "Only a super user may edit, reset, delete or set the roles of a super user's account, or make one " +
  '(Code 4 otherwise). Nobody can deactivate or delete their own account, and the last active super user ' +
  'cannot be deactivated or demoted (Code 4).';

// ---- Staff users (BackstageUser) ----

const userListFilters = {
  Content: zContent.optional().describe('part of the user name, nick name or phone number, case-insensitive'),
  OrganizeId: zId.optional(),
  RoleId: zId.optional().describe('users holding this role'),
  IsDeactivate: z.boolean().optional().describe('absent = both; deleted users are deactivated ones'),
};

export const GetBackstageUsersBody = pageOf(userListFilters).describe('Date range: CreationTime.');
export type GetBackstageUsersBody = z.infer<typeof GetBackstageUsersBody>;

export const BackstageUserRow = z.object({
  Id: z.number(),
  UserName: z.string(),
  NickName: z.string(),
  PhoneCode: z.string(),
  PhoneNumber: z.string(),
  Email: z.string(),
  SiteId: z.number(),
  SiteName: z.string(),
  OrganizeId: z.number().nullable(),
  OrganizeName: z.string().nullable(),
  Roles: z.array(RoleRef),
  IsSuperUser: z.boolean(),
  IsDeactivate: z.boolean(),
  Remarks: z.string(),
  LastLoginTime: zTime.nullable(),
  CreationTime: zTime,
});
export type BackstageUserRow = z.infer<typeof BackstageUserRow>;

export const EstablishBackstageUserBody = withPhoneRules(
  z.object({
    UserName: zUserName.describe('letters and digits, unique (case-insensitive) across all accounts'),
    Password: zCipher,
    ...profileFields,
    OrganizeId: zId.nullable().optional().describe('a back-office organisation (classification 1)'),
    RoleIds: zRoleIds.default([]).describe('staff roles (classification 1)'),
    IsSuperUser: z.boolean().optional().describe('only a super user may create another super user'),
  }),
).describe("The new user belongs to the creating user's site.");
export type EstablishBackstageUserBody = z.infer<typeof EstablishBackstageUserBody>;

export const EditBackstageUserBody = withPhoneRules(
  z.object({
    Id: zId,
    ...profileFields,
    OrganizeId: zId.nullable().optional(),
    IsDeactivate: z.boolean().optional().describe('absent = unchanged; true also ends the sessions'),
    IsSuperUser: z.boolean().optional().describe('absent = unchanged; only a super user may change it'),
  }),
).describe(
  'Full replacement of the editable fields: absent text fields and OrganizeId are cleared (the client drops ' +
    'empty values), absent NickName = the user name. UserName is the sign-in identity and cannot change. ' +
    'Roles change through SetBackstageUserRoles, passwords through ResetBackstageUserPassword. ' +
    SUPER_USER_RULES,
);
export type EditBackstageUserBody = z.infer<typeof EditBackstageUserBody>;

export const BackstageUserDetail = z.object({
  Id: z.number(),
  UserName: z.string(),
  NickName: z.string(),
  Avatar: z.string(),
  PhoneCode: z.string(),
  PhoneNumber: z.string(),
  Email: z.string(),
  Gender: z.number(),
  OrganizeId: z.number().nullable(),
  OrganizeName: z.string().nullable(),
  RoleIds: z.array(z.number()),
  Roles: z.array(RoleRef),
  IsSuperUser: z.boolean(),
  IsDeactivate: z.boolean(),
  Remarks: z.string(),
  SiteId: z.number(),
  SiteName: z.string(),
  LastLoginTime: zTime.nullable(),
  CreationTime: zTime,
});
export type BackstageUserDetail = z.infer<typeof BackstageUserDetail>;

export const ResetPasswordBody = z
  .object({ Id: zId, Password: zCipher })
  .describe(
    "Sets a new password and ends every session of that user (the caller's own current session excepted). " +
      'Staff accounts: a super user account can only be reset by a super user (Code 4).',
  );
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const SetUserRolesBody = z
  .object({ Id: zId, RoleIds: zRoleIds.describe('the complete new set; empty removes every role') })
  .describe('Replaces the roles; the user gets a PermissionChange push and the change counts on their next call.');
export type SetUserRolesBody = z.infer<typeof SetUserRolesBody>;

// ---- Customer users (User) ----

export const GetUsersBody = pageOf({
  ...userListFilters,
  Content: zContent
    .optional()
    .describe('part of the user name, nick name, phone number or customer code, case-insensitive'),
  SiteId: zId.optional(),
  CustomerCode: z.string().trim().max(32).optional().describe('exact customer code, case-insensitive'),
}).describe('Date range: CreationTime.');
export type GetUsersBody = z.infer<typeof GetUsersBody>;

export const UserRow = z.object({
  Id: z.number(),
  UserName: z.string(),
  NickName: z.string(),
  CustomerCode: z.string().nullable(),
  PhoneCode: z.string(),
  PhoneNumber: z.string(),
  Email: z.string(),
  SiteId: z.number(),
  SiteName: z.string(),
  OrganizeId: z.number().nullable(),
  OrganizeName: z.string().nullable(),
  Roles: z.array(RoleRef),
  IsDeactivate: z.boolean(),
  IsPeer: z.boolean().describe('a peer: may sign calls with API keys of its own (docs/domain.md, "Peer access")'),
  Remarks: z.string(),
  LastLoginTime: zTime.nullable(),
  CreationTime: zTime,
});
export type UserRow = z.infer<typeof UserRow>;

export const EstablishUserBody = withPhoneRules(
  z.object({
    UserName: zUserName.describe('letters and digits, unique (case-insensitive) across all accounts'),
    Password: zCipher,
    ...profileFields,
    SiteId: zId.optional().describe("absent = the creating staff user's site"),
    OrganizeId: zId.nullable().optional().describe('a customer organisation (classification 2)'),
    RoleIds: zRoleIds.optional().describe('customer roles (classification 2); absent or empty = the customer role'),
  }),
).describe('Creates a customer user; the customer code is assigned by the server.');
export type EstablishUserBody = z.infer<typeof EstablishUserBody>;

export const EditUserBody = withPhoneRules(
  z.object({
    Id: zId,
    ...profileFields,
    OrganizeId: zId.nullable().optional(),
    IsDeactivate: z.boolean().optional().describe('absent = unchanged; true also ends the sessions'),
    IsPeer: z
      .boolean()
      .optional()
      .describe('absent = unchanged; false stops its API keys at once (they stay, revoked ones too)'),
  }),
).describe(
  'Full replacement of the editable fields: absent text fields and OrganizeId are cleared, absent NickName = the ' +
    'user name. UserName, site and customer code cannot change.',
);
export type EditUserBody = z.infer<typeof EditUserBody>;

export const UserDetail = BackstageUserDetail.omit({ IsSuperUser: true }).extend({
  CustomerCode: z.string().nullable(),
  IsPeer: z.boolean(),
});
export type UserDetail = z.infer<typeof UserDetail>;

/** The user picker. */
export const GetSelectUserBody = pageOf({
  Content: zContent
    .optional()
    .describe('part of the user name, nick name, phone number or customer code, case-insensitive'),
  SiteId: zId.optional(),
  UserId: zId.optional().describe('exact user id: typing a number in the picker re-queries with it'),
}).describe('Active customer users only. Date range: CreationTime.');
export type GetSelectUserBody = z.infer<typeof GetSelectUserBody>;

export const SelectUserRow = z.object({
  Id: z.number(),
  UserName: z.string(),
  NickName: z.string(),
  UserId: z
    .number()
    .describe("the user's number, equal to Id: the user picker shows it as its own column next to the name"),
  CustomerCode: z.string().nullable(),
  SiteName: z.string(),
  Remarks: z.string(),
  CreationTime: zTime,
});
export type SelectUserRow = z.infer<typeof SelectUserRow>;

// ---- The signed-in user's own profile (Account) ----

/** Longest street part of an address (after the region). */
export const MAX_DETAILED_ADDRESS = 200;

export const EditProfileBody = withPhoneRules(
  z.object({
    NickName: zNickName.min(1),
    Avatar: z.string().trim().max(500).optional().describe('address answered by UpLoadFile/UpLoadFile'),
    Email: zOptionalEmail,
    Gender: zGender.optional(),
    PhoneCode: zPhoneCode.optional(),
    PhoneNumber: z.string().trim().max(20).optional(),
    RegionId: zId
      .nullable()
      .optional()
      .describe(
        'the deepest region chosen in the region selector (Region/GetRegionPath reads it back); unknown: Code 2',
      ),
    DetailedAddress: z.string().trim().max(MAX_DETAILED_ADDRESS).optional().describe('street, building, room'),
  }),
).describe(
  'Full replacement, as the profile form says: absent Avatar, Email, phone, RegionId, DetailedAddress are cleared (the client drops empty values, so absent is how a form clears a field).',
);
export type EditProfileBody = z.infer<typeof EditProfileBody>;

export const ChangePasswordBody = z
  .object({ OldPassword: zCipher, NewPassword: zCipher })
  .describe(
    'Wrong OldPassword is Code 2 on OldPassword (and counts towards a limit of 10 tries a minute). Every other session of ' +
      'the user ends; the calling session stays signed in.',
  );
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const Profile = z.object({
  UserName: z.string(),
  NickName: z.string(),
  Avatar: z.string(),
  Email: z.string(),
  Gender: z.number(),
  PhoneCode: z.string(),
  PhoneNumber: z.string(),
  RegionId: z.number().nullable(),
  DetailedAddress: z.string(),
  CustomerCode: z.string().nullable(),
  SiteName: z.string(),
  Roles: z.array(RoleRef).describe('active roles only'),
  CreationTime: zTime,
  LastLoginTime: zTime.nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** Users are sorted by creation, name, or last sign-in (never signed in: last either way). */
const userList = { sorts: ['CreationTime', 'UserName', 'LastLoginTime'] } as const;

export const backstageUserCalls = defineCalls('BackstageUser', {
  GetBackstageUsers: { ...staffPlatform, body: GetBackstageUsersBody, rows: BackstageUserRow, ...userList },
  EstablishBackstageUser: {
    ...staffPlatform,
    summary: 'Creates a staff user; answers its Id',
    body: EstablishBackstageUserBody,
    response: z.number(),
  },
  GetEditBackstageUserInfo: { ...staffPlatform, body: IdBody, response: BackstageUserDetail },
  EditBackstageUser: { ...staffPlatform, body: EditBackstageUserBody, response: z.boolean() },
  DeleteBackstageUser: {
    ...staffPlatform,
    summary: 'Deactivates the user and ends their sessions; refused for yourself and the last super user',
    body: IdBody,
    response: z.boolean(),
  },
  ResetBackstageUserPassword: { ...staffPlatform, body: ResetPasswordBody, response: z.boolean() },
  SetBackstageUserRoles: { ...staffPlatform, body: SetUserRolesBody, response: z.boolean() },
});

export const userCalls = defineCalls('User', {
  GetUsers: { ...staffPlatform, body: GetUsersBody, rows: UserRow, ...userList },
  EstablishUser: {
    ...staffPlatform,
    summary: 'Creates a customer user; answers its Id',
    body: EstablishUserBody,
    response: z.number(),
  },
  GetEditUserInfo: { ...staffOwner, body: IdBody, response: UserDetail },
  EditUser: { ...staffPlatform, body: EditUserBody, response: z.boolean() },
  DeleteUser: {
    ...staffPlatform,
    summary: 'Deactivates the customer and ends their sessions (their records stay)',
    body: IdBody,
    response: z.boolean(),
  },
  ResetUserPassword: { ...staffPlatform, body: ResetPasswordBody, response: z.boolean() },
  SetUserRoles: { ...staffPlatform, body: SetUserRolesBody, response: z.boolean() },
  GetSelectUser: {
    ...staffPlatform,
    summary: 'User picker: active customers, paged',
    body: GetSelectUserBody,
    rows: SelectUserRow,
    sorts: ['CreationTime', 'UserName'],
  },
});
