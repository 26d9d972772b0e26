import { api } from './client';

/** Quick navigations are screen keys (or paths); every write answers the list after it. */
export const quickNavigationApi = {
  list: () => api.QuickNavigation.GetQuickNavigations(),
  add: (path: string) => api.QuickNavigation.AddQuickNavigation({ path }),
  remove: (path: string) => api.QuickNavigation.DeleteQuickNavigation({ path }),
  batchSave: (paths: string[]) => api.QuickNavigation.BatchSaveQuickNavigation({ paths }),
};
