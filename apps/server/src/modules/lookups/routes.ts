import { globalCountryCalls as calls } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, moduleOf, route } from '../../platform/route.js';
import { lookupsService } from './service.js';

/** The country picker; a management screen for countries will own this controller's calls. */
export function globalCountriesLookupModule(deps: Deps, svc = lookupsService(deps)): ModuleDef {
  return moduleOf(calls, [route(calls.GetSelectGlobalCountries, (c) => svc.countries(c.lang, c.body.Content))]);
}
