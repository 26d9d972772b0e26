import type { EditRoleBody, EstablishRoleBody, GetRolesBody, Lang, RoleDetail } from '@wms/contract';
import { userRoles } from '../../../db/schema/index.js';
import type { Auth } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { invalid, notFound, refused } from '../../../platform/errors.js';
import { refuseInUse } from '../../../platform/in-use.js';
import { notifyPermissionChange, usersOfRoles } from '../../../platform/permissions.js';
import { privilegeOf } from '../../../platform/privilege.js';
import { paged } from '../../../platform/route.js';
import { isoTimes } from '../../../platform/setup.js';
import { usedBy } from '../../../platform/used-by.js';
import * as repo from './repository.js';

export function rolesService(deps: Deps) {
  const { db } = deps;

  async function byId(id: number): Promise<RoleDetail> {
    const row = await repo.findRole(db, id);
    if (!row) throw notFound();
    return row as unknown as RoleDetail;
  }

  return {
    async list(q: GetRolesBody) {
      const { rows, total } = await repo.listRoles(db, q);
      return paged(rows.map(isoTimes), total);
    },

    byId,

    async establish(body: EstablishRoleBody): Promise<number> {
      return db.transaction(async (tx) => {
        if (await repo.nameTaken(tx, body.Classification, body.Name)) {
          throw invalid('Name', 'users.alreadyTaken');
        }
        return repo.insertRole(tx, {
          classification: body.Classification,
          name: body.Name,
          remarks: body.Remarks ?? '',
        });
      });
    },

    async edit(auth: Auth, body: EditRoleBody): Promise<boolean> {
      const holders = await db.transaction(async (tx) => {
        const role = await repo.lockRole(tx, body.Id);
        if (!role) throw notFound();
        // Switching a role on gives its holders its grants again, switching it off takes them:
        // either way only someone holding all of them may.
        await (await privilegeOf(tx, auth, role.classification)).mayChangeRole(role.id);
        // The seeded roles carry the demo accounts and every customer: switching one off would
        // lock out a whole population at once.
        if (role.code !== null && body.IsDeactivate === true) throw refused('roles.systemRole');
        if (await repo.nameTaken(tx, role.classification, body.Name, role.id)) {
          throw invalid('Name', 'users.alreadyTaken');
        }
        await repo.updateRole(tx, role.id, {
          name: body.Name,
          remarks: body.Remarks ?? '',
          isDeactivate: body.IsDeactivate,
        });
        const changed = body.IsDeactivate !== undefined && body.IsDeactivate !== role.isDeactivate;
        return changed ? usersOfRoles(tx, [role.id]) : [];
      });
      notifyPermissionChange(deps, holders);
      return true;
    },

    async remove(id: number, lang: Lang): Promise<boolean> {
      await db.transaction(async (tx) => {
        // The row lock makes a concurrent grant of this role wait, then fail on the foreign key.
        const role = await repo.lockRole(tx, id);
        if (!role) throw notFound();
        if (role.code !== null) throw refused('roles.systemRole');
        await refuseInUse(tx, id, [usedBy(userRoles.roleId)], { name: role.name, lang, deactivate: true });
        await repo.deleteRole(tx, id);
      });
      return true;
    },

    select: (classification?: number) => repo.selectRoles(db, classification),
  };
}
export type RolesService = ReturnType<typeof rolesService>;
