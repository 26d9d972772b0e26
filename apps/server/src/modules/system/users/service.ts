import { hash } from '@node-rs/argon2';
import {
  AccountType,
  type AccountTypeValue,
  type BackstageUserDetail,
  type BackstageUserRow,
  checkPassword,
  type EditBackstageUserBody,
  type EditUserBody,
  type EstablishBackstageUserBody,
  type EstablishUserBody,
  type GetBackstageUsersBody,
  type GetSelectUserBody,
  type GetUsersBody,
  type ResetPasswordBody,
  type SetUserRolesBody,
  type UserDetail,
  type UserRow,
} from '@wms/contract';
import type { Queryable } from '../../../db/client.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound, refused } from '../../../platform/errors.js';
import { notifyPermissionChange } from '../../../platform/permissions.js';
import { type Privilege, privilegeOf } from '../../../platform/privilege.js';
import { paged } from '../../../platform/route.js';
import { isoTimes } from '../../../platform/setup.js';
import { accountService } from '../account/service.js';
import { createUser } from './create.js';
import * as repo from './repository.js';

/** Staff and customer users are managed by the same rules; roles and organisations of the
 * matching classification only. */
export type AccountKind = AccountTypeValue;

type EditBody = EditBackstageUserBody | EditUserBody;

/** Decrypts an RSA-encrypted password field and applies the password rule to the plain text. */
export function passwordChecker(deps: Deps) {
  const account = accountService(deps);
  return (cipher: string, field: string): string => {
    const plain = account.plainPassword(cipher, field);
    const rule = checkPassword(plain);
    if (rule) throw invalid(field, rule);
    return plain;
  };
}

/** What the lists and the detail answer for staff (kind 1) or customer (kind 2) accounts. */
type ListRowOf<K> = K extends typeof AccountType.Staff ? BackstageUserRow : UserRow;
type DetailOf<K> = K extends typeof AccountType.Staff ? BackstageUserDetail : UserDetail;

export function usersService<K extends AccountKind>(deps: Deps, kind: K) {
  const { db } = deps;
  const plainPassword = passwordChecker(deps);

  async function checkRoles(tx: Queryable, roleIds: number[]): Promise<number[]> {
    const ids = [...new Set(roleIds)];
    if ((await repo.countRoles(tx, kind, ids)) !== ids.length) throw invalid('RoleIds', 'users.roleNotAvailable');
    return ids;
  }

  async function checkOrganize(tx: Queryable, organizeId: number | null | undefined): Promise<number | null> {
    if (!organizeId) return null;
    if (!(await repo.organizeExists(tx, kind, organizeId))) throw invalid('OrganizeId', 'users.organizeNotAvailable');
    return organizeId;
  }

  /** Only a super user may change anything about a super user (or make one): otherwise anyone
   * allowed to edit users could take over the administrator account. */
  function guardSuperUser(auth: Auth, target: { isSuperUser: boolean }) {
    if (target.isSuperUser && !auth.isSuperUser) throw refused('users.superUserOnly');
  }

  /** Refuses to leave the platform without an active super user, or to switch yourself off. */
  async function guardRemoval(tx: Queryable, auth: Auth, target: { id: number; isSuperUser: boolean }) {
    if (target.id === auth.userId) throw refused('users.cannotDeleteSelf');
    if (target.isSuperUser && (await repo.otherActiveSuperUsers(tx, target.id)) === 0) {
      throw refused('users.lastSuperUser');
    }
  }

  /** Locks a user the caller is about to change: Code 3 when there is none, Code 4 when it is a
   * super user and the caller is not, or it holds a permission the caller does not (editing its
   * phone or resetting its password would hand the caller that account). */
  async function lock(tx: Queryable, auth: Auth, id: number, privilege?: Privilege) {
    const row = await repo.lockUser(tx, kind, id);
    if (!row) throw notFound();
    guardSuperUser(auth, row);
    await (privilege ?? (await privilegeOf(tx, auth, kind))).mayChangeUser(row.id);
    return row;
  }

  /** Staff rows carry no customer code or peer mark; customer rows no super-user flag. Times go
   * out as ISO text. The kind is known only at run time, hence the one cast: the shape follows
   * `kind`. */
  function shape<T extends { CustomerCode?: unknown; IsSuperUser?: unknown; IsPeer?: unknown }, R>(row: T): R {
    const { CustomerCode, IsSuperUser, IsPeer, ...rest } = isoTimes(row);
    return (kind === AccountType.Staff ? { ...rest, IsSuperUser } : { ...rest, CustomerCode, IsPeer }) as R;
  }

  return {
    async list(q: GetBackstageUsersBody | GetUsersBody) {
      const { rows, total } = await repo.listUsers(db, kind, q);
      return paged(
        rows.map((r) => shape<typeof r, ListRowOf<K>>(r)),
        total,
      );
    },

    async detail(id: number): Promise<DetailOf<K>> {
      const row = await repo.findUserDetail(db, kind, id);
      if (!row) throw notFound();
      const withRoles = { ...row, RoleIds: row.Roles.map((r) => r.Id) };
      return shape<typeof withRoles, DetailOf<K>>(withRoles);
    },

    async establish(auth: Auth, body: EstablishBackstageUserBody | EstablishUserBody): Promise<number> {
      const password = plainPassword(body.Password, 'Password');
      const isSuperUser = kind === AccountType.Staff && 'IsSuperUser' in body && body.IsSuperUser === true;
      if (isSuperUser && !auth.isSuperUser) throw refused('users.superUserOnly');
      const siteId = ('SiteId' in body && body.SiteId) || auth.siteId;
      return db.transaction(async (tx) => {
        if (!(await repo.siteExists(tx, siteId))) throw invalid('SiteId', 'users.siteNotFound');
        const roleIds = await checkRoles(tx, body.RoleIds ?? []);
        await (await privilegeOf(tx, auth, kind)).mayGiveRoles(roleIds);
        const organizeId = await checkOrganize(tx, body.OrganizeId);
        const { id } = await createUser(tx, {
          accountType: kind,
          userName: body.UserName,
          password,
          siteId,
          nickName: body.NickName,
          phoneCode: body.PhoneCode,
          phoneNumber: body.PhoneNumber,
          email: body.Email,
          gender: body.Gender,
          organizeId,
          roleIds,
          remarks: body.Remarks,
          isSuperUser,
        });
        return id;
      });
    },

    async edit(auth: Auth, body: EditBody): Promise<boolean> {
      const { notify, deactivating } = await db.transaction(async (tx) => {
        const row = await lock(tx, auth, body.Id);
        const superFlag = kind === AccountType.Staff && 'IsSuperUser' in body ? body.IsSuperUser : undefined;
        // A peer may sign calls with API keys (docs/domain.md, "Peer access"); unmarking stops
        // them at once, since the signed request's guard asks for the mark.
        const peerFlag = kind === AccountType.Customer && 'IsPeer' in body ? body.IsPeer : undefined;
        if (superFlag === true && !auth.isSuperUser) throw refused('users.superUserOnly');
        const deactivating = body.IsDeactivate === true && !row.isDeactivate;
        if (deactivating) await guardRemoval(tx, auth, row);
        const demoting = superFlag === false && row.isSuperUser;
        if (demoting && !row.isDeactivate && (await repo.otherActiveSuperUsers(tx, row.id)) === 0) {
          throw refused('users.lastSuperUser');
        }
        const organizeId = await checkOrganize(tx, body.OrganizeId);
        const phoneNumber = body.PhoneNumber ?? '';
        const phoneCode = phoneNumber ? (body.PhoneCode ?? '') : '';
        if (phoneNumber && (await repo.phoneTaken(tx, kind, phoneCode, phoneNumber, row.id))) {
          throw invalid('PhoneNumber', 'users.alreadyTaken');
        }
        await repo.updateUser(tx, row.id, {
          nickName: body.NickName ?? row.userName,
          phoneCode,
          phoneNumber,
          email: body.Email ?? '',
          gender: body.Gender ?? 0,
          organizeId,
          remarks: body.Remarks ?? '',
          isDeactivate: body.IsDeactivate,
          isSuperUser: superFlag,
          isPeer: peerFlag,
        });
        if (deactivating) await repo.revokeSessions(tx, row.id, 'deactivated');
        const activeChanged = body.IsDeactivate !== undefined && body.IsDeactivate !== row.isDeactivate;
        const superChanged = superFlag !== undefined && superFlag !== row.isSuperUser;
        return { notify: activeChanged || superChanged, deactivating };
      });
      // After the commit, as every push: its open consoles go now, not at the next sweep.
      if (deactivating) deps.push.endUser(body.Id);
      if (notify) notifyPermissionChange(deps, [body.Id]);
      return true;
    },

    /** Soft delete: the row stays (documents and bills point at it), the account is switched off
     * and signed out everywhere. */
    async remove(auth: Auth, id: number): Promise<boolean> {
      const changed = await db.transaction(async (tx) => {
        const row = await lock(tx, auth, id);
        await guardRemoval(tx, auth, row);
        if (row.isDeactivate) return false;
        await repo.updateUser(tx, row.id, { isDeactivate: true });
        await repo.revokeSessions(tx, row.id, 'deleted');
        return true;
      });
      if (changed) {
        deps.push.endUser(id);
        notifyPermissionChange(deps, [id]);
      }
      return true;
    },

    async resetPassword(auth: Auth, body: ResetPasswordBody): Promise<boolean> {
      const password = plainPassword(body.Password, 'Password');
      const passwordHash = await hash(password);
      await db.transaction(async (tx) => {
        const row = await lock(tx, auth, body.Id);
        await repo.updateUser(tx, row.id, { passwordHash });
        await repo.revokeSessions(tx, row.id, 'password reset', auth.sessionId);
      });
      deps.push.endUser(body.Id, auth.sessionId);
      return true;
    },

    async setRoles(auth: Auth, body: SetUserRolesBody): Promise<boolean> {
      await db.transaction(async (tx) => {
        const privilege = await privilegeOf(tx, auth, kind);
        const row = await lock(tx, auth, body.Id, privilege);
        const roleIds = await checkRoles(tx, body.RoleIds);
        await privilege.mayGiveRoles(roleIds);
        await repo.replaceRoles(tx, row.id, roleIds);
      });
      // After the commit: the console that reloads on this push must already read the new grants.
      notifyPermissionChange(deps, [body.Id]);
      return true;
    },

    async select(q: GetSelectUserBody) {
      const { rows, total } = await repo.selectUsers(db, q);
      return paged(rows.map(isoTimes), total);
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
