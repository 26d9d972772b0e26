import {
  CategoryOption,
  CommodityCategoryNode,
  EditCommodityCategoriesBody,
  Empty,
  EstablishCommodityCategoriesBody,
  GetCommodityCategoriesBody,
  IdBody,
} from '@wms/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { commodityCategoriesService } from './service.js';

const staff = { access: 'staff', scope: 'platform' } as const;

/** The commodity category tree: staff manage it, everyone signed in picks from it. */
export function commodityCategoriesModule(deps: Deps, svc = commodityCategoriesService(deps)): ModuleDef {
  return {
    controller: 'CommodityCategories',
    routes: [
      route({
        ...staff,
        action: 'GetCommodityCategories',
        summary: 'The category tree with commodity counts; filters keep matches and their ancestors',
        body: GetCommodityCategoriesBody,
        response: z.array(CommodityCategoryNode),
        handler: (c) => svc.tree(c.body, c.lang),
      }),
      route({
        ...staff,
        action: 'EstablishCommodityCategories',
        summary: 'Creates a category; answers its Id',
        body: EstablishCommodityCategoriesBody,
        response: z.number(),
        handler: (c) => svc.establish(c.body),
      }),
      route({
        ...staff,
        action: 'EditCommodityCategories',
        body: EditCommodityCategoriesBody,
        response: z.boolean(),
        handler: (c) => svc.edit(c.body, c.lang),
      }),
      route({
        ...staff,
        action: 'DeleteCommodityCategories',
        summary: 'Deletes a category: refused (Code 4) while it has subcategories or commodities',
        body: IdBody,
        response: z.boolean(),
        handler: (c) => svc.remove(c.body.Id),
      }),
      route({
        action: 'GetCommodityCategoriesByOneAllList',
        summary: 'The whole active tree for selects: Id, Name, Children',
        body: Empty,
        response: z.array(CategoryOption),
        access: 'signedIn',
        scope: 'public',
        handler: (c) => svc.options(c.lang),
      }),
    ],
  };
}
