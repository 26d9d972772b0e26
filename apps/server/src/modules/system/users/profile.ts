import { hash, verify } from '@node-rs/argon2';
import type { ChangePasswordBody, EditProfileBody, Profile } from '@wms/contract';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notSignedIn } from '../../../platform/errors.js';
import { hitRateLimit } from '../../../platform/rate-limit.js';
import { regionService } from '../../reference/region/service.js';
import { accountService } from '../account/service.js';
import * as repo from './repository.js';
import { passwordChecker } from './service.js';

/** Tries of ChangePassword per user and minute: a stolen session must not become a way to
 * guess the account's password. */
export const CHANGE_PASSWORD_PER_MINUTE = 10;

/** The signed-in user's own profile (Account controller, scope self). */
export function profileService(deps: Deps) {
  const { db } = deps;
  const account = accountService(deps);
  const checkedPassword = passwordChecker(deps);
  const regions = regionService(deps);

  return {
    async get(auth: Auth): Promise<Profile> {
      const row = await repo.findProfile(db, auth.userId);
      if (!row) throw notSignedIn();
      return row as unknown as Profile;
    },

    async edit(auth: Auth, body: EditProfileBody): Promise<boolean> {
      const phoneNumber = body.PhoneNumber ?? '';
      const phoneCode = phoneNumber ? (body.PhoneCode ?? '') : '';
      const regionId = body.RegionId ?? null;
      if (regionId !== null && !(await regions.exists(regionId))) throw invalid('RegionId', 'region.unknown');
      await db.transaction(async (tx) => {
        if (phoneNumber && (await repo.phoneTaken(tx, auth.accountType, phoneCode, phoneNumber, auth.userId))) {
          throw invalid('PhoneNumber', 'users.alreadyTaken');
        }
        await repo.updateUser(tx, auth.userId, {
          nickName: body.NickName,
          avatar: body.Avatar ?? '',
          email: body.Email ?? '',
          gender: body.Gender ?? 0,
          phoneCode,
          phoneNumber,
          regionId,
          detailedAddress: body.DetailedAddress ?? '',
        });
      });
      return true;
    },

    async changePassword(auth: Auth, body: ChangePasswordBody): Promise<boolean> {
      await hitRateLimit(db, `password:user:${auth.userId}`, 60, CHANGE_PASSWORD_PER_MINUTE);
      const oldPassword = account.plainPassword(body.OldPassword, 'OldPassword');
      const newPassword = checkedPassword(body.NewPassword, 'NewPassword');
      // The row lock orders concurrent changes: each one checks the password the previous one set.
      await db.transaction(async (tx) => {
        const user = await repo.lockUserById(tx, auth.userId);
        if (!user) throw notSignedIn();
        if (!(await verify(user.passwordHash, oldPassword).catch(() => false)))
          throw invalid('OldPassword', 'users.wrongOldPassword');
        if (newPassword === oldPassword) throw invalid('NewPassword', 'users.passwordUnchanged');
        await repo.updateUser(tx, auth.userId, { passwordHash: await hash(newPassword) });
        // Whoever else holds a session of this account (a shared or stolen one) is signed out.
        await repo.revokeSessions(tx, auth.userId, 'password changed', auth.sessionId);
      });
      deps.push.endUser(auth.userId, auth.sessionId);
      return true;
    },
  };
}
