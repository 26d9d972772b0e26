import { CountryOptionList, CurrencyOptionList, Empty, GetSelectGlobalCountriesBody } from '@wms/contract';
import type { Deps } from '../../platform/deps.js';
import { type ModuleDef, route } from '../../platform/route.js';
import { lookupsService } from './service.js';

// Controllers named as the spec's calls; a management screen for countries or currencies can add
// its own ModuleDef under the same controller name.
export function globalCountriesLookupModule(deps: Deps, svc = lookupsService(deps)): ModuleDef {
  return {
    controller: 'GlobalCountries',
    routes: [
      route({
        action: 'GetSelectGlobalCountries',
        summary: 'Countries for pickers, Name in the request language',
        body: GetSelectGlobalCountriesBody,
        response: CountryOptionList,
        access: 'signedIn',
        scope: 'public',
        handler: (c) => svc.countries(c.lang, c.body.Content),
      }),
    ],
  };
}

export function currenciesLookupModule(deps: Deps, svc = lookupsService(deps)): ModuleDef {
  return {
    controller: 'Currencies',
    routes: [
      route({
        action: 'GetSelectCurrency',
        summary: 'Active currencies for pickers, Name in the request language',
        body: Empty,
        response: CurrencyOptionList,
        access: 'signedIn',
        scope: 'public',
        handler: (c) => svc.currencies(c.lang),
      }),
    ],
  };
}
