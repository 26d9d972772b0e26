import { quickNavigationApi } from '../api/quick-navigation';
import { useSessionStore } from '../stores/session';

/** Adds a screen to the quick navigations, or removes it when it is one; the store follows the
 * list the server answers. */
export async function toggleShortcut(name: string, isShortcut: boolean): Promise<void> {
  const list = await (isShortcut ? quickNavigationApi.remove(name) : quickNavigationApi.add(name));
  useSessionStore.getState().setQuickNavigations(list);
}
