import { commodityCategoryCalls as calls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { commodityCategoriesService } from './service.js';

/** The commodity category tree: staff manage it, everyone signed in picks from it. */
export function commodityCategoriesModule(deps: Deps, svc = commodityCategoriesService(deps)): ModuleDef {
  return moduleOf(calls, [
    route(calls.GetCommodityCategories, (c) => svc.tree(c.body, c.lang)),
    route(calls.EstablishCommodityCategories, (c) => svc.establish(c.body)),
    route(calls.EditCommodityCategories, (c) => svc.edit(c.body, c.lang)),
    route(calls.DeleteCommodityCategories, (c) => svc.remove(c.body.Id, c.lang)),
    route(calls.GetCommodityCategoriesByOneAllList, (c) => svc.options(c.lang)),
  ]);
}
