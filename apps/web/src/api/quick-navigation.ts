import { post } from './request';

/** Quick navigations are screen keys (or paths); every write answers the list after it. */
export const quickNavigationApi = {
  list: () => post<string[]>('/QuickNavigation/GetQuickNavigations'),
  add: (path: string) => post<string[]>('/QuickNavigation/AddQuickNavigation', { path }),
  remove: (path: string) => post<string[]>('/QuickNavigation/DeleteQuickNavigation', { path }),
  batchSave: (paths: string[]) => post<string[]>('/QuickNavigation/BatchSaveQuickNavigation', { paths }),
};
