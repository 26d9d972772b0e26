import type { CurrentUserMenus } from '@wms/contract';
import { post } from './request';

/** The caller's menu tree; MenuClassification 1 is what the console always sent (spec 01 section 6). */
export const menusApi = {
  current: () => post<CurrentUserMenus>('/Menus/GetCurrentUserMenus', { MenuClassification: 1 }),
};
