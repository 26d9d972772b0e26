import {
  EditRoleBody,
  EstablishRoleBody,
  GetRolesBody,
  GetSelectRolesBody,
  IdBody,
  RoleDetail,
  RoleRow,
  SelectOption,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { rolesService } from './service.js';

export function rolesModule(deps: Deps, svc = rolesService(deps)): ModuleDef {
  return {
    controller: 'Roles',
    routes: [
      route({
        action: 'GetRoles',
        body: GetRolesBody,
        response: z.array(RoleRow),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.list(c.body),
      }),
      route({
        action: 'EstablishRole',
        summary: 'Creates a role; answers its Id',
        body: EstablishRoleBody,
        response: z.number(),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.establish(c.body),
      }),
      route({
        action: 'GetEditRoleInfo',
        body: IdBody,
        response: RoleDetail,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.byId(c.body.Id),
      }),
      route({
        action: 'EditRole',
        body: EditRoleBody,
        response: z.boolean(),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.edit(c.body),
      }),
      route({
        action: 'DeleteRole',
        summary: 'Deletes a role: refused (Code 4) for the built-in roles and while users hold it',
        body: IdBody,
        response: z.boolean(),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.remove(c.body.Id),
      }),
      route({
        action: 'GetRoleById',
        body: IdBody,
        response: RoleDetail,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.byId(c.body.Id),
      }),
      route({
        action: 'GetSelectRoles',
        summary: 'Active roles as options [{Value, Name}]',
        body: GetSelectRolesBody,
        response: z.array(SelectOption),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.select(c.body.Classification),
      }),
    ],
  };
}
