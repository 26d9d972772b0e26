import {
  AuthorizationMenuBody,
  BackstageMenuNode,
  BackstageMenusBody,
  CurrentUserMenus,
  CurrentUserMenusBody,
  EditMenuBody,
  EstablishMenuBody,
  IdBody,
  MenuDetail,
  MenuOption,
  RoleMenuIdsBody,
  SelectMenusBody,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { menusService } from './service.js';

export function menusModule(deps: Deps, svc = menusService(deps)): ModuleDef {
  return {
    controller: 'Menus',
    routes: [
      route({
        action: 'GetCurrentUserMenus',
        summary: "The caller's navigation tree (directories and screens granted through their roles)",
        body: CurrentUserMenusBody,
        response: CurrentUserMenus,
        access: 'signedIn',
        scope: 'self',
        handler: (c) => svc.currentUserMenus(c.auth),
      }),
      route({
        action: 'GetBackstageMenus',
        summary: 'Menu management: the whole tree of one classification, buttons included',
        body: BackstageMenusBody,
        response: z.array(BackstageMenuNode),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.backstageMenus(c.lang, c.body),
      }),
      route({
        action: 'EstablishBackstageMenu',
        summary: 'Adds a node; answers its Id',
        body: EstablishMenuBody,
        response: z.number(),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.establish(c.body),
      }),
      route({
        action: 'GetEditBackstageMenuInfo',
        body: IdBody,
        response: MenuDetail,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.detail(c.lang, c.body.Id),
      }),
      route({
        action: 'EditBackstageMenu',
        summary: 'Edits a node; omitted optional fields keep their value',
        body: EditMenuBody,
        response: z.boolean(),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.edit(c.body),
      }),
      route({
        action: 'DeleteBackstageMenu',
        summary: 'Deletes a node without children (Code 4 while it has some)',
        body: IdBody,
        response: z.boolean(),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.remove(c.body.Id),
      }),
      route({
        action: 'GetBackstageMenuById',
        body: IdBody,
        response: MenuDetail,
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.detail(c.lang, c.body.Id),
      }),
      route({
        action: 'GetSelectBackstageMenus',
        summary: 'The role authorisation tree: {Value, Name, Type, Children}',
        body: SelectMenusBody,
        response: z.array(MenuOption),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.selectMenus(c.lang, c.body.MenuClassification),
      }),
      route({
        action: 'AuthorizationMenu',
        summary: "Replaces a role's granted nodes; holders are told their permissions changed",
        body: AuthorizationMenuBody,
        response: z.boolean(),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.authorize(c.auth, c.body),
      }),
      route({
        action: 'GetRoleMenuIds',
        summary: 'Ids of the nodes a role is granted',
        body: RoleMenuIdsBody,
        response: z.array(z.number()),
        access: 'staff',
        scope: 'platform',
        handler: (c) => svc.roleMenuIds(c.body.RoleId),
      }),
    ],
  };
}
