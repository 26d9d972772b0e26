import {
  EditOrganizeBody,
  EstablishOrganizeBody,
  GetOrganizesBody,
  IdBody,
  OrganizeDetail,
  OrganizeNode,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, type RouteDef, route } from '../../platform/route.js';
import { type OrganizesService, organizesService } from './service.js';

/**
 * The seven calls of one tree, named as the spec names them, misspelling "Oragnizes" included:
 * the permission codes `Organizes:<Action>` seeded in the menu tree are these names.
 */
function treeRoutes(
  svc: OrganizesService,
  names: { list: string; add: string; editInfo: string; edit: string; del: string; byId: string; select: string },
  label: string,
): RouteDef[] {
  const common = { access: 'staff', scope: 'platform' } as const;
  return [
    route({
      ...common,
      action: names.list,
      summary: `${label} organisations: one level of the tree (ParentId absent = roots), paged`,
      body: GetOrganizesBody,
      response: z.array(OrganizeNode),
      handler: (c) => svc.list(c.body),
    }),
    route({
      ...common,
      action: names.add,
      summary: `Creates a ${label.toLowerCase()} organisation; answers its Id`,
      body: EstablishOrganizeBody,
      response: z.number(),
      handler: (c) => svc.establish(c.body),
    }),
    route({
      ...common,
      action: names.editInfo,
      body: IdBody,
      response: OrganizeDetail,
      handler: (c) => svc.detail(c.body.Id),
    }),
    route({
      ...common,
      action: names.edit,
      body: EditOrganizeBody,
      response: z.boolean(),
      handler: (c) => svc.edit(c.body),
    }),
    route({
      ...common,
      action: names.del,
      summary: 'Deletes an organisation: refused (Code 4) while it has children or users',
      body: IdBody,
      response: z.boolean(),
      handler: (c) => svc.remove(c.body.Id),
    }),
    route({
      ...common,
      action: names.byId,
      body: IdBody,
      response: OrganizeDetail,
      handler: (c) => svc.detail(c.body.Id),
    }),
    route({
      ...common,
      action: names.select,
      summary: `${label} organisation picker: one level of the tree, loaded lazily by ParentId`,
      body: GetOrganizesBody,
      response: z.array(OrganizeNode),
      handler: (c) => svc.list(c.body),
    }),
  ];
}

export function organizesModule(deps: Deps): ModuleDef {
  return {
    controller: 'Organizes',
    routes: [
      ...treeRoutes(
        organizesService(deps, 2),
        {
          list: 'GetUserOrganizes',
          add: 'EstablishUserOrganizes',
          editInfo: 'GetEditUserOragnizesInfo',
          edit: 'EditUserOragnizes',
          del: 'DeleteUserOragnizes',
          byId: 'GetUserOrganizeById',
          select: 'GetSelectUserOrganizes',
        },
        'Customer',
      ),
      ...treeRoutes(
        organizesService(deps, 1),
        {
          list: 'GetBackstageOrganizes',
          add: 'EstablishBackstageOrganizes',
          editInfo: 'GetEditBackstageOragnizesInfo',
          edit: 'EditBackstageOragnizes',
          del: 'DeleteBackstageOragnizes',
          byId: 'GetBackstageOrganizeById',
          select: 'GetSelectBackstageOrganizes',
        },
        'Back-office',
      ),
    ],
  };
}
