import { api } from './client';
import type { CallOpts } from './users';

/** Menu management's detail and role authorisation (the menu screen declares its list and writes). */
export const menusAdminApi = {
  detail: (Id: number) => api.Menus.GetEditBackstageMenuInfo({ Id }),
  /** The authorisation tree: every active node, buttons included. */
  options: (MenuClassification: 1 | 2) => api.Menus.GetSelectBackstageMenus({ MenuClassification }),
  roleMenuIds: (RoleId: number) => api.Menus.GetRoleMenuIds({ RoleId }),
  authorize: (RoleId: number, MenuIds: number[], o?: CallOpts) => api.Menus.AuthorizationMenu({ RoleId, MenuIds }, o),
};
