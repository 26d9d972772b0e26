import type { EditUserConfigureBody, UserConfiguration } from '@wms/contract';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import * as repo from './repository.js';

/** The caller's own device and printing settings (one row per user, keyed by `auth.userId`). */
export function userConfigurationService(deps: Deps) {
  const { db } = deps;
  return {
    /** Users made before configuration rows existed get the defaults on first read. */
    async get(auth: Auth): Promise<UserConfiguration> {
      const found = await repo.find(db, auth.userId);
      if (found) return found;
      await repo.createDefault(db, auth.userId);
      return (await repo.find(db, auth.userId))!;
    },
    edit: (auth: Auth, body: EditUserConfigureBody) => repo.save(db, auth.userId, body),
  };
}
