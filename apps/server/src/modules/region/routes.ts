import {
  Empty,
  GetRegionPathBody,
  GetRegionsByParentIdBody,
  RegionNodeList,
  RegionPath,
  RegionRootList,
} from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { regionService } from './service.js';

export function regionModule(deps: Deps, svc = regionService(deps)): ModuleDef {
  return {
    controller: 'Region',
    routes: [
      route({
        action: 'GetRegionRoots',
        summary: 'Countries: the first level of the region selector, with phone codes',
        body: Empty,
        response: RegionRootList,
        // The registration page picks a country and its phone code before any session exists;
        // the list is public reference data (the countries table), the same for every caller.
        access: 'open',
        scope: 'public',
        handler: (c) => svc.roots(c.lang),
      }),
      route({
        action: 'GetRegionsByParentId',
        summary: 'The children of a country or division (province, city, county, town)',
        body: GetRegionsByParentIdBody,
        response: RegionNodeList,
        access: 'signedIn',
        scope: 'public',
        handler: (c) => svc.children(c.lang, c.body.ParentId),
      }),
      route({
        action: 'GetRegionPath',
        summary: 'A stored region read back: the chain from its country down to it',
        body: GetRegionPathBody,
        response: RegionPath,
        access: 'signedIn',
        scope: 'public',
        handler: (c) => svc.path(c.lang, c.body.Id),
      }),
    ],
  };
}
