import type { BackstageMenuNode, EditMenuBody, EstablishMenuBody, MenuDetail, MenuOption } from '@wms/contract';
import { post } from './request';
import type { CallOpts } from './users';

/** Menu management and role authorisation: Menus/* (besides the shell's GetCurrentUserMenus). */
export const menusAdminApi = {
  tree: (MenuClassification: 1 | 2, Name?: string) =>
    post<BackstageMenuNode[]>('/Menus/GetBackstageMenus', { MenuClassification, Name }),
  detail: (Id: number) => post<MenuDetail>('/Menus/GetEditBackstageMenuInfo', { Id }),
  create: (body: EstablishMenuBody, o?: CallOpts) => post<number>('/Menus/EstablishBackstageMenu', body, o),
  edit: (body: EditMenuBody, o?: CallOpts) => post<boolean>('/Menus/EditBackstageMenu', body, o),
  remove: (Id: number) => post<boolean>('/Menus/DeleteBackstageMenu', { Id }),
  /** The authorisation tree: every active node, buttons included. */
  options: (MenuClassification: 1 | 2) => post<MenuOption[]>('/Menus/GetSelectBackstageMenus', { MenuClassification }),
  roleMenuIds: (RoleId: number) => post<number[]>('/Menus/GetRoleMenuIds', { RoleId }),
  authorize: (RoleId: number, MenuIds: number[], o?: CallOpts) =>
    post<boolean>('/Menus/AuthorizationMenu', { RoleId, MenuIds }, o),
};
