import { type AnyCall, selectCalls } from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { type ModuleDef, moduleOf, type RouteDef, route } from '../../../platform/route.js';
import { selectLists, selectOptions } from '../../../platform/select.js';
import './platform-lists.js';

/** `POST /openapi/Select/Get<Name>` for every list declared with `defineSelect`, wherever it is
 * declared: the registry is read here, when the server builds its routes. Each list is a call of
 * the contract's `selectCalls` (its access, its answer); one without a declaration stops the start. */
export function selectModule(deps: Deps): ModuleDef {
  const declared = selectCalls as Record<string, AnyCall>;
  return moduleOf(
    declared,
    selectLists().map((list): RouteDef => {
      const call = declared[`Get${list.name}`];
      if (!call) throw new Error(`option list ${list.name}: declare Get${list.name} in the contract's selectCalls`);
      return route(call as typeof selectCalls.GetCargoType, (c) =>
        selectOptions(deps, list, { ...c, auth: c.auth ?? null }),
      );
    }),
  );
}
