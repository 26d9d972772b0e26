import type { EditMenuBody, EstablishMenuBody } from '@wms/contract';
import { api } from './client';
import type { CallOpts } from './users';

/** Menu management and role authorisation: Menus/* (besides the shell's GetCurrentUserMenus). */
export const menusAdminApi = {
  tree: (MenuClassification: 1 | 2, Name?: string) => api.Menus.GetBackstageMenus({ MenuClassification, Name }),
  detail: (Id: number) => api.Menus.GetEditBackstageMenuInfo({ Id }),
  create: (body: EstablishMenuBody, o?: CallOpts) => api.Menus.EstablishBackstageMenu(body, o),
  edit: (body: EditMenuBody, o?: CallOpts) => api.Menus.EditBackstageMenu(body, o),
  remove: (Id: number) => api.Menus.DeleteBackstageMenu({ Id }),
  /** The authorisation tree: every active node, buttons included. */
  options: (MenuClassification: 1 | 2) => api.Menus.GetSelectBackstageMenus({ MenuClassification }),
  roleMenuIds: (RoleId: number) => api.Menus.GetRoleMenuIds({ RoleId }),
  authorize: (RoleId: number, MenuIds: number[], o?: CallOpts) => api.Menus.AuthorizationMenu({ RoleId, MenuIds }, o),
};
