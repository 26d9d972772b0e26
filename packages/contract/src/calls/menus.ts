import { z } from 'zod';
import { IdBody, MAX_ID, zId } from '../paging.js';
import { zInteger } from '../validators/schemas.js';
import { defineCalls, signedInSelf, staffPlatform } from './define.js';

/** Node types of the menu tree: a directory groups screens, a menu is a screen, a button carries
 * a permission code. */
export const MenuType = { Directory: 1, Menu: 2, Button: 3 } as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

/** Which population a tree (and a role) belongs to: 1 = staff (back office), 2 = customer users. */
export const MenuClassification = { Backstage: 1, User: 2 } as const;
export type MenuClassificationValue = (typeof MenuClassification)[keyof typeof MenuClassification];

/** `<Controller>:<Action>`, the same string a staff route is declared with. */
export const PERMISSION_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9]*:[A-Za-z][A-Za-z0-9]*$/;

const ClassificationField = z.coerce
  .number()
  .int()
  .min(1)
  .max(2)
  .transform((v) => v as MenuClassificationValue);
const TypeField = z.coerce
  .number()
  .int()
  .min(1)
  .max(3)
  .transform((v) => v as MenuTypeValue);

/** A node of the caller's navigation tree (directories and screens; buttons are not in it). */
export interface MenuNode {
  Id: number;
  /** Translation key of the title (`menuTitles`). */
  Name: string;
  Path: string;
  /** Screen key of the web registry; empty for directories. */
  Router: string;
  Icon: string;
  Invisible: boolean;
  Children: MenuNode[];
}
export const MenuNode: z.ZodType<MenuNode> = z.object({
  Id: z.number(),
  Name: z.string(),
  Path: z.string(),
  Router: z.string(),
  Icon: z.string(),
  Invisible: z.boolean(),
  get Children() {
    return z.array(MenuNode);
  },
});

/** The old client always sent 1; the tree answered is the caller's own account type's. */
export const CurrentUserMenusBody = z.object({ MenuClassification: ClassificationField.optional() });
export type CurrentUserMenusBody = z.infer<typeof CurrentUserMenusBody>;
export const CurrentUserMenus = z.object({ Children: z.array(MenuNode) });
export type CurrentUserMenus = z.infer<typeof CurrentUserMenus>;

export const BackstageMenusBody = z.object({
  MenuClassification: ClassificationField,
  /** Matches the translation key or the localised title; matches keep their ancestors and subtree. */
  Name: z.string().trim().max(100).optional(),
});
export type BackstageMenusBody = z.infer<typeof BackstageMenusBody>;

/** One node as menu management sees it. */
export const MenuDetail = z.object({
  Id: z.number(),
  ParentId: z.number().nullable(),
  MenuClassification: z.number(),
  Type: z.number(),
  Name: z.string(),
  /** Name localised in the caller's language; the Name itself when no title exists. */
  Title: z.string(),
  Path: z.string(),
  Router: z.string(),
  Icon: z.string(),
  PermissionCode: z.string().nullable(),
  Invisible: z.boolean(),
  Sort: z.number(),
  IsDeactivate: z.boolean(),
  CreationTime: z.string(),
});
export type MenuDetail = z.infer<typeof MenuDetail>;

export interface BackstageMenuNode extends MenuDetail {
  Children: BackstageMenuNode[];
}
export const BackstageMenuNode: z.ZodType<BackstageMenuNode> = MenuDetail.extend({
  get Children() {
    return z.array(BackstageMenuNode);
  },
});

/** Optional fields keep their stored value on edit; a new node takes the defaults named here. */
const menuFields = {
  /** Empty, null or 0: a top-level node. */
  ParentId: z.coerce.number().int().min(0).max(MAX_ID).nullable().optional(),
  Type: TypeField,
  Name: z.string().trim().min(1).max(100),
  /** Default ''. */
  Path: z.string().trim().max(200).optional(),
  /** Screen key of the web registry; default ''. */
  Router: z.string().trim().max(200).optional(),
  Icon: z.string().trim().max(100).optional(),
  /** Required for buttons (Type 3); empty clears it. */
  PermissionCode: z
    .preprocess(
      (v) => (typeof v === 'string' && !v.trim() ? null : v),
      z.string().trim().max(200).regex(PERMISSION_CODE_PATTERN, { message: 'menus.permissionCodeFormat' }).nullable(),
    )
    .optional(),
  /** Default false. */
  Invisible: z.boolean().optional(),
  /** Default: after the last sibling. */
  Sort: zInteger({ max: 1_000_000 }).optional(),
  /** Default false. */
  IsDeactivate: z.boolean().optional(),
};

export const EstablishMenuBody = z.object({ MenuClassification: ClassificationField, ...menuFields });
export type EstablishMenuBody = z.infer<typeof EstablishMenuBody>;

/** A node keeps its classification: moving it to the other tree would strand its grants. */
export const EditMenuBody = z.object({ Id: zId, ...menuFields });
export type EditMenuBody = z.infer<typeof EditMenuBody>;

export const SelectMenusBody = z.object({ MenuClassification: ClassificationField });
export type SelectMenusBody = z.infer<typeof SelectMenusBody>;

/** The role authorisation tree: every active node (buttons included), Name localised. */
export interface MenuOption {
  Value: number;
  Name: string;
  Type: number;
  Children: MenuOption[];
}
export const MenuOption: z.ZodType<MenuOption> = z.object({
  Value: z.number(),
  Name: z.string(),
  Type: z.number(),
  get Children() {
    return z.array(MenuOption);
  },
});

/** Replaces the role's grants with exactly these nodes (an empty list revokes everything). */
export const AuthorizationMenuBody = z.object({
  RoleId: zId,
  MenuIds: z.array(zId).max(5000),
});
export type AuthorizationMenuBody = z.infer<typeof AuthorizationMenuBody>;

export const RoleMenuIdsBody = z.object({ RoleId: zId });
export type RoleMenuIdsBody = z.infer<typeof RoleMenuIdsBody>;

export const menuCalls = defineCalls('Menus', {
  GetCurrentUserMenus: {
    ...signedInSelf,
    summary: "The caller's navigation tree (directories and screens granted through their roles)",
    body: CurrentUserMenusBody,
    response: CurrentUserMenus,
  },
  GetBackstageMenus: {
    ...staffPlatform,
    summary: 'Menu management: the whole tree of one classification, buttons included',
    body: BackstageMenusBody,
    response: z.array(BackstageMenuNode),
  },
  EstablishBackstageMenu: {
    ...staffPlatform,
    summary: 'Adds a node; answers its Id',
    body: EstablishMenuBody,
    response: z.number(),
  },
  GetEditBackstageMenuInfo: { ...staffPlatform, body: IdBody, response: MenuDetail },
  EditBackstageMenu: {
    ...staffPlatform,
    summary: 'Edits a node; omitted optional fields keep their value',
    body: EditMenuBody,
    response: z.boolean(),
  },
  DeleteBackstageMenu: {
    ...staffPlatform,
    summary: 'Deletes a node without children (Code 4 while it has some)',
    body: IdBody,
    response: z.boolean(),
  },
  GetBackstageMenuById: { ...staffPlatform, body: IdBody, response: MenuDetail },
  GetSelectBackstageMenus: {
    ...staffPlatform,
    summary: 'The role authorisation tree: {Value, Name, Type, Children}',
    body: SelectMenusBody,
    response: z.array(MenuOption),
  },
  AuthorizationMenu: {
    ...staffPlatform,
    summary: "Replaces a role's granted nodes; holders are told their permissions changed",
    body: AuthorizationMenuBody,
    response: z.boolean(),
  },
  GetRoleMenuIds: {
    ...staffPlatform,
    summary: 'Ids of the nodes a role is granted',
    body: RoleMenuIdsBody,
    response: z.array(z.number()),
  },
});
