import type { EditRoleBody, EstablishRoleBody, GetRolesBody, RoleDetail, RoleRow, SelectOption } from '@wms/contract';
import { post, requestEnvelope } from './request';
import type { CallOpts } from './users';

/** Roles/* : one set of calls for staff (Classification 1) and customer (2) roles. */
export const rolesApi = {
  list: (body: GetRolesBody) => requestEnvelope<RoleRow[]>({ url: '/Roles/GetRoles', data: body }),
  detail: (Id: number) => post<RoleDetail>('/Roles/GetEditRoleInfo', { Id }),
  create: (body: EstablishRoleBody, o?: CallOpts) => post<number>('/Roles/EstablishRole', body, o),
  edit: (body: EditRoleBody, o?: CallOpts) => post<boolean>('/Roles/EditRole', body, o),
  remove: (Id: number) => post<boolean>('/Roles/DeleteRole', { Id }),
  /** Active roles as options; quiet, so a screen without the code just shows an empty list. */
  options: (Classification: 1 | 2) =>
    post<SelectOption[]>('/Roles/GetSelectRoles', { Classification }, { silent: true }),
};
