import { MAX_QUICK_NAVIGATIONS } from '@wms/contract';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { refused } from '../../../platform/errors.js';
import * as repo from './repository.js';

/** The caller's own shortcut list; every query is keyed by `auth.userId`, so no other user's list
 * can be read or changed. */
export function quickNavigationService(deps: Deps) {
  const { db } = deps;

  return {
    list: (auth: Auth) => repo.listPaths(db, auth.userId),

    /** Idempotent: a path already in the list keeps its place. */
    async add(auth: Auth, path: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        await repo.lockUser(tx, auth.userId);
        if (!(await repo.has(tx, auth.userId, path))) {
          if ((await repo.countOf(tx, auth.userId)) >= MAX_QUICK_NAVIGATIONS) {
            throw refused('quickNavigation.tooMany', { max: MAX_QUICK_NAVIGATIONS });
          }
          await repo.append(tx, auth.userId, path);
        }
        return repo.listPaths(tx, auth.userId);
      });
    },

    async batchSave(auth: Auth, paths: string[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        await repo.lockUser(tx, auth.userId);
        await repo.replaceAll(tx, auth.userId, paths);
        return repo.listPaths(tx, auth.userId);
      });
    },

    /** Removing a path that is not in the list is not an error: the toggle may be clicked twice. */
    async remove(auth: Auth, path: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        await repo.lockUser(tx, auth.userId);
        await repo.remove(tx, auth.userId, path);
        return repo.listPaths(tx, auth.userId);
      });
    },
  };
}
export type QuickNavigationService = ReturnType<typeof quickNavigationService>;
