import { api } from './client';

/** The caller's menu tree; MenuClassification 1 is what the console has always sent. */
export const menusApi = {
  current: () => api.Menus.GetCurrentUserMenus({ MenuClassification: 1 }),
};
