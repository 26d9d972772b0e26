import type { EditRoleBody, EstablishRoleBody, GetRolesBody } from '@wms/contract';
import { api } from './client';
import type { CallOpts } from './users';

/** Roles/* : one set of calls for staff (Classification 1) and customer (2) roles. */
export const rolesApi = {
  list: (body: GetRolesBody) => api.Roles.GetRoles(body),
  detail: (Id: number) => api.Roles.GetEditRoleInfo({ Id }),
  create: (body: EstablishRoleBody, o?: CallOpts) => api.Roles.EstablishRole(body, o),
  edit: (body: EditRoleBody, o?: CallOpts) => api.Roles.EditRole(body, o),
  remove: (Id: number) => api.Roles.DeleteRole({ Id }),
  /** Active roles as options; quiet, so a screen without the code just shows an empty list. */
  options: (Classification: 1 | 2) => api.Roles.GetSelectRoles({ Classification }, { silent: true }),
};
