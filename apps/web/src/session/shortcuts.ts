import { api } from '../api/client';
import { useSessionStore } from '../stores/session';

/** Quick navigations are screen keys (or paths); every write answers the list after it.
 * Adds a screen to the quick navigations, or removes it when it is one; the store follows the
 * list the server answers. */
export async function toggleShortcut(name: string, isShortcut: boolean): Promise<void> {
  const list = await (isShortcut
    ? api.QuickNavigation.DeleteQuickNavigation({ path: name })
    : api.QuickNavigation.AddQuickNavigation({ path: name }));
  useSessionStore.getState().setQuickNavigations(list);
}
